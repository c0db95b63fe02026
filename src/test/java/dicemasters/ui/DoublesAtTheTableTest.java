package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;
import dicemasters.engine.team.Format;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Doubles at the table, by pointing: Game > New game seats four players from the TMNT Doubles
 * preset, the prompt names which of the four must act, and the team splits its shared Prep Area
 * by clicking dice from one teammate's half to the other's.
 */
class DoublesAtTheTableTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    /** The TMNT Doubles preset's four players, Ann and Cid against Ben and Dee, Ann's team first. */
    static NewGame tmntDoubles(long seed) {
        List<TeamChoice> sides = TeamChoice.fromDoublesPresets(LIBRARY).subList(0, 4);
        return new NewGame(Format.DOUBLES, List.of("Ann", "Ben", "Cid", "Dee"), sides, 0, seed,
                Collections.nCopies(4, Seat.PERSON), 3);
    }

    @Test
    void every_doubles_preset_seats_four_legal_players_and_greedy_players_finish_its_game() {
        List<TeamChoice> sides = TeamChoice.fromDoublesPresets(LIBRARY);
        assertThat(LIBRARY.doublesPresets()).as("TMNT, Civil War and DC Justice").hasSizeGreaterThanOrEqualTo(3);
        for (int first = 0; first < sides.size(); first += 4) {
            NewGame game = new NewGame(Format.DOUBLES, List.of("Ann", "Ben", "Cid", "Dee"), sides.subList(first,
                    first + 4), 0, first + 1, Collections.nCopies(4, Seat.PERSON), 3);
            for (int p = 0; p < 4; p++) {
                assertThat(game.problems(p)).as("%s, player %d", sides.get(first).label(), p + 1).isEmpty();
            }
            List<dicemasters.ai.Player> greedy = List.of(new dicemasters.ai.GreedyPlayer(),
                    new dicemasters.ai.GreedyPlayer(), new dicemasters.ai.GreedyPlayer(), new dicemasters.ai.GreedyPlayer());
            GameState end = dicemasters.ai.AutoPlay.play(game.start().current(), greedy, 60, e -> { });
            assertThat(end.isOver()).as("%s: the game ends", sides.get(first).label()).isTrue();
        }
    }

    @Test
    void a_new_doubles_game_seats_four_players_in_two_teams_with_thirty_life_for_each_team() {
        NewGame game = tmntDoubles(3);
        for (int p = 0; p < 4; p++) {
            assertThat(game.problems(p)).as("player %d's cards follow the Doubles team rules", p + 1).isEmpty();
        }
        GameState s = game.start().current();

        assertThat(s.players()).hasSize(4);
        assertThat(s.seats().sameTeam(0, 2)).as("Ann and Cid are teammates").isTrue();
        assertThat(s.seats().acrossFrom(0)).as("Ann sits across from Ben").isEqualTo(1);
        assertThat(s.players()).allMatch(p -> p.life() == 30);
        assertThat(game.basicActions()).as("each player's own Basic Action Card is in the middle").hasSize(4);
    }

    @Test
    void the_team_splits_its_shared_prep_area_by_pointing_and_the_prompt_names_who_decides() {
        TableController table = new TableController(tmntDoubles(3).start());
        assertThat(table.mode()).as("the first roll of the game splits the team's Prep Area")
                .isEqualTo(Mode.PREP_SPLIT);
        Decision.SplitPrepArea split = (Decision.SplitPrepArea) table.state().decision();
        assertThat(table.prompt()).startsWith(Prompts.playerLabel(table.state(), split.player()));
        int die = split.dice().stream().filter(id -> !table.draft().rolledByTeammate(id)).findFirst().orElseThrow();
        int before = split.dice().size() - (int) split.dice().stream().filter(table.draft()::rolledByTeammate).count();
        assertThat(table.confirmLabel()).startsWith("Roll: Ann " + before);

        table.clickDie(die);

        assertThat(table.draft().rolledByTeammate(die)).as("a click moves the die to Cid's half").isTrue();
        assertThat(table.confirmProblem()).isNull();
        table.confirm();
        assertThat(table.state().die(die).owner()).as("Cid rolled it, so it is Cid's now").isEqualTo(split.teammate());
    }

    @Test
    void four_people_play_by_clicking_and_each_of_the_four_is_asked_to_act() {
        TableController table = new TableController(tmntDoubles(7).start());
        TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
        Set<Integer> asked = new TreeSet<>();
        for (int i = 0; i < 1500 && !table.state().isOver(); i++) {
            asked.add(table.state().actingPlayer());
            String prompt = table.prompt();
            assertThat(prompt).as("the prompt names the player who must act")
                    .startsWith(Prompts.playerLabel(table.state(), table.state().actingPlayer()));
            players.act();
        }
        assertThat(asked).containsExactly(0, 1, 2, 3);
        assertThat(table.state().turn()).as("the game went on for several turns").isGreaterThan(4);
    }
}
