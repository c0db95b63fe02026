package dicemasters.ui;

import dicemasters.ai.RandomPlayer;
import dicemasters.cards.Preset;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameEvent;
import dicemasters.session.GameLog;
import dicemasters.session.GameSession;
import dicemasters.tutorial.DieRef;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The words of the log and the game summary agree with their subjects: a Doubles team ("Ann and
 * Cid") takes a plural verb, one die is a die and one character a character, and a die showing a
 * face is "the Sidekick die showing level 1".
 */
class LogGrammarTest {
    /** A team of two as the subject of a verb in the singular. */
    private static final Pattern TEAM_WITH_SINGULAR_VERB = Pattern.compile(
            "\\b[A-Z]\\w* and [A-Z]\\w* (does|has|is|was|wins|attacks|blocks|passes|draws|rolls|takes|loses)\\b");
    /** A stat said to change by nothing ("gets +2A +0D"). */
    private static final Pattern NO_CHANGE = Pattern.compile("[+-]0[AD]\\b");
    private static final Pattern ONE_WITH_PLURAL_NOUN = Pattern.compile("\\b1 (dice|characters|cards|turns|decisions)\\b");

    @Test
    void a_doubles_team_takes_a_plural_verb_in_every_line_of_the_log() {
        Preset doubles = TestTables.LIBRARY.doublesPresets().get(0);
        List<String> lines = new ArrayList<>();
        for (long seed = 1; seed <= 6; seed++) {
            lines.addAll(GameLog.lines(randomGame(doubles.toSetup(GameSetup.RANDOM_FIRST), seed, 400).log()));
        }

        assertThat(lines).as("the games told of a team not attacking").anyMatch(l -> l.contains(" do not attack"));
        assertThat(lines).noneMatch(l -> TEAM_WITH_SINGULAR_VERB.matcher(l).find());
        assertThat(lines).noneMatch(l -> ONE_WITH_PLURAL_NOUN.matcher(l).find());
        assertThat(lines).noneMatch(l -> NO_CHANGE.matcher(l).find());
    }

    @Test
    void one_player_takes_a_singular_verb_and_a_team_a_plural_one() {
        assertThat(new GameEvent.NoAttack(0, "Bruce", false).text()).isEqualTo("Bruce does not attack; the turn ends.");
        assertThat(new GameEvent.NoAttack(1, "Bruce and Dee", true).text())
                .isEqualTo("Bruce and Dee do not attack; the turn ends.");
    }

    @Test
    void a_stat_change_tells_only_the_stats_that_change() {
        assertThat(new GameEvent.StatsModified(3, "Falcon", 2, 0).text())
                .isEqualTo("Falcon gets +2A until the end of the turn.");
        assertThat(new GameEvent.StatsModified(3, "Falcon", 0, -1).text())
                .isEqualTo("Falcon gets -1D until the end of the turn.");
        assertThat(new GameEvent.StatsModified(3, "Falcon", 2, 1).text())
                .isEqualTo("Falcon gets +2A and +1D until the end of the turn.");
        assertThat(new GameEvent.StatsModified(3, "Falcon", 0, 0).text()).isEqualTo("Falcon's A and D do not change.");
    }

    @Test
    void the_game_summary_counts_one_die_and_one_character() {
        assertThat(GameOverView.count(1, "die", "dice")).isEqualTo("1 die");
        assertThat(GameOverView.count(0, "die", "dice")).isEqualTo("0 dice");
        assertThat(GameOverView.count(1, "character", "characters")).isEqualTo("1 character");
        GameSession game = randomGame(NewGame.demo(TestTables.LIBRARY, 5L).start().setup(), 5, 600);

        String summary = GameOverView.summary(game);

        assertThat(summary).contains("bought ", "fielded ");
        assertThat(ONE_WITH_PLURAL_NOUN.matcher(summary).find()).as(summary).isFalse();
    }

    @Test
    void a_game_of_one_turn_says_so_in_its_summary() {
        GameSession conceded = NewGame.demo(TestTables.LIBRARY, 9L).start();
        conceded.play(new dicemasters.engine.action.Action.Concede());

        assertThat(GameOverView.summary(conceded)).contains("1 turn, 1 decision.");
    }

    @Test
    void a_die_showing_a_face_is_named_die_first() {
        assertThat(new DieRef("Sidekick", "level 1", null).describe()).isEqualTo("the Sidekick die showing level 1");
        assertThat(new DieRef("Sidekick", "Fist", "Sam").describe()).isEqualTo("Sam's Sidekick die showing Fist");
        assertThat(DieRef.card("Wonder Woman").describe()).isEqualTo("the Wonder Woman die");
    }

    private static GameSession randomGame(GameSetup setup, long seed, int actions) {
        GameSession game = GameSession.start(setup, seed);
        RandomPlayer player = new RandomPlayer(seed);
        for (int i = 0; i < actions && !game.current().isOver(); i++) {
            game.play(player.choose(game.current()));
        }
        return game;
    }
}
