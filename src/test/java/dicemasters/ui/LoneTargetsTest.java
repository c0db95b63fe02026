package dicemasters.ui;

import dicemasters.ai.RandomPlayer;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;
import dicemasters.persist.ReplayCheck;
import dicemasters.persist.SavedGame;
import dicemasters.persist.SavedGameJson;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A lone target is chosen for a player only when that player asked for it in Settings ("stop only
 * when I can act"): at the table the engine asks even when an ability has one legal target, the
 * player who did not ask is stopped to choose it, and the one who asked has it chosen and told.
 */
class LoneTargetsTest {

    /** The presets' games with their lone targets asked, as the table starts every game. */
    private static List<GameSession> tableGames() {
        List<GameSession> games = new ArrayList<>();
        for (var preset : TestTables.LIBRARY.presets()) {
            for (long seed = 1; seed <= 3; seed++) {
                games.add(GameSession.start(preset.toSetup(GameSetup.RANDOM_FIRST).withLoneTargetsAsked(true), seed));
            }
        }
        return games;
    }

    @Test
    void the_table_starts_its_games_with_lone_targets_asked() {
        assertThat(NewGame.demo(TestTables.LIBRARY, 3L).start().setup().loneTargetsAsked()).isTrue();
        assertThat(GameSession.start(TestTables.LIBRARY.presets().get(0).toSetup(0), 3L).setup().loneTargetsAsked())
                .as("a game started elsewhere (simulations, tests)").isFalse();
    }

    private static boolean loneTarget(GameState s) {
        return s.decision() instanceof Decision.ChooseTargets c && c.candidates().size() == 1 && c.min() == 1;
    }

    /** Plays every game at random with {@code settings}; each state the table waited in. */
    private static List<TableController> waitingTables(Settings settings, java.util.function.Predicate<GameState> at) {
        List<TableController> found = new ArrayList<>();
        for (GameSession game : tableGames()) {
            TableController table = new TableController(game);
            table.setSettings(settings);
            RandomPlayer player = new RandomPlayer(game.seed());
            for (int i = 0; i < 400 && !table.state().isOver(); i++) {
                if (at.test(table.state())) {
                    found.add(table);
                    break;
                }
                table.play(player.choose(table.state()));
            }
        }
        return found;
    }

    @Test
    void a_player_who_did_not_ask_is_stopped_to_choose_even_a_lone_target() {
        List<TableController> stopped = waitingTables(Settings.DEFAULTS, LoneTargetsTest::loneTarget);

        assertThat(stopped).as("tables waiting for a player to choose an ability's only target").isNotEmpty();
        TableController table = stopped.get(0);
        assertThat(table.autoMoveNote()).isNull();
    }

    @Test
    void a_player_who_stops_only_to_act_has_the_lone_target_chosen_and_told() {
        Settings everyoneAsked = Settings.DEFAULTS;
        for (int seat = 0; seat < Settings.SEATS; seat++) {
            everyoneAsked = everyoneAsked.withStopOnlyToAct(seat, true);
        }
        List<String> notes = new ArrayList<>();
        for (GameSession game : tableGames()) {
            TableController table = new TableController(game);
            table.setSettings(everyoneAsked);
            RandomPlayer player = new RandomPlayer(game.seed());
            for (int i = 0; i < 400 && !table.state().isOver(); i++) {
                assertThat(loneTarget(table.state())).as("the table waits on a lone target").isFalse();
                table.play(player.choose(table.state()));
                List<Action> actions = game.actions();
                String note = table.autoMoveNote();
                if (note != null && actions.get(actions.size() - 1) instanceof Action.ChooseTargets) {
                    notes.add(note);
                }
            }
        }
        assertThat(notes).as("lone targets chosen for the players").isNotEmpty()
                .allMatch(n -> n.contains(" had no other choice: "));
    }

    @Test
    void a_game_whose_lone_targets_were_asked_replays_from_its_file() throws Exception {
        TableController table = waitingTables(Settings.DEFAULTS, LoneTargetsTest::loneTarget).get(0);
        GameSession game = table.session();
        table.play(new RandomPlayer(1).choose(table.state()));
        SavedGameJson json = new SavedGameJson();
        String text = json.write(SavedGame.of(game));

        SavedGame read = json.read(text, "lone-targets.json");

        assertThat(text).contains("\"loneTargetsAsked\":true");
        assertThat(read.setup().loneTargetsAsked()).isTrue();
        assertThat(ReplayCheck.run(read).divergence()).isNull();
    }
}
