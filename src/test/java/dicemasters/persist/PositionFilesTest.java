package dicemasters.persist;

import dicemasters.ai.GreedyPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import dicemasters.engine.team.Format;
import dicemasters.sim.RandomTeams;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Position files (docs/POSITIONS.md): written from a quiet moment, read strictly, set up only when the rules allow. */
class PositionFilesTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    /** Sam's Aquaman at level 2 and a Sidekick in the field, Bruce at 3 life: Sam's Main Step of turn 5. */
    static final String HAND_WRITTEN = """
            {
              "position": "Dice Masters Table position",
              "version": 1,
              "format": "Demo",
              "startingLife": 10,
              "basicActions": ["JUS067", "JUS068"],
              "diceEachBasicAction": 3,
              "turn": 5,
              "active": 1,
              "step": "MAIN",
              "players": [
                {
                  "name": "Sam",
                  "life": 7,
                  "team": [{"card": "JUS003", "dice": 2}, {"card": "JUS061", "dice": 2}],
                  "dice": [
                    {"die": "JUS003#1", "zone": "FIELD", "level": 2},
                    {"die": "SIDEKICK#1", "zone": "FIELD", "level": 1, "damage": 0},
                    {"die": "SIDEKICK#2", "zone": "RESERVE", "face": 1},
                    {"die": "JUS067#1", "zone": "USED"}
                  ]
                },
                {
                  "name": "Bruce",
                  "life": 3,
                  "team": [{"card": "JUS010", "dice": 2}, {"card": "JUS032", "dice": 2}],
                  "dice": []
                }
              ]
            }
            """;

    private static Position parse(String text) throws PositionException {
        return PositionFiles.parse(text, "test.json", LIBRARY::byId);
    }

    private static GameState start(String text) throws PositionException {
        return PositionFiles.start(parse(text), "test.json");
    }

    @Test
    void a_hand_written_position_is_set_up_as_written() throws PositionException {
        GameState s = start(HAND_WRITTEN);

        assertThat(s.turn()).isEqualTo(5);
        assertThat(s.step()).isEqualTo(Step.MAIN);
        assertThat(s.player(0).life()).isEqualTo(7);
        assertThat(s.player(1).life()).isEqualTo(3);
        Die aquaman = s.diceOfCard(2).get(0);
        assertThat(s.nameOf(aquaman)).isEqualTo("Aquaman");
        assertThat(aquaman.zone()).isEqualTo(Zone.FIELD);
        assertThat(Engine.attack(s, aquaman)).isEqualTo(3);
        assertThat(s.countIn(0, Zone.FIELD)).isEqualTo(2);
        assertThat(s.countIn(0, Zone.RESERVE)).isEqualTo(1);
        assertThat(s.countIn(0, Zone.USED)).as("the Basic Action die Sam bought").isEqualTo(1);
        assertThat(s.countIn(0, Zone.BAG)).isEqualTo(6);
        assertThat(s.countIn(1, Zone.BAG)).isEqualTo(8);
        assertThat(Engine.legalActions(s)).isNotEmpty();
    }

    @Test
    void a_position_written_from_a_game_reads_back_to_the_same_state_hash() throws PositionException {
        GameState s = played(60);
        String text = PositionFiles.write(s);

        GameState loaded = start(text);

        assertThat(StateHash.of(loaded)).isEqualTo(StateHash.of(s));
        assertThat(PositionFiles.write(loaded)).isEqualTo(text);
    }

    @Test
    void a_moment_with_a_choice_pending_is_refused_with_what_is_pending() {
        GameState pending = firstChoiceOfSomeGame();

        assertThatThrownBy(() -> PositionFiles.write(pending)).isInstanceOf(PositionException.class)
                .hasMessageStartingWith("a position cannot be saved now: a choice is pending");
    }

    @Test
    void an_unknown_field_is_named_with_its_line() {
        String text = HAND_WRITTEN.replace("\"damage\": 0", "\"damgae\": 0");

        assertThatThrownBy(() -> parse(text)).hasMessage("test.json, line 18, players[1].dice[2].damgae: unknown field");
    }

    @Test
    void a_field_given_twice_is_refused_with_its_line() {
        String text = HAND_WRITTEN.replace("\"turn\": 5,", "\"turn\": 5, \"turn\": 6,");

        assertThatThrownBy(() -> parse(text)).hasMessageContaining("the key \"turn\" appears twice")
                .hasMessageContaining("line 8");
    }

    @Test
    void a_field_of_the_wrong_shape_is_named_with_its_line() {
        assertThatThrownBy(() -> parse(HAND_WRITTEN.replace("\"life\": 3", "\"life\": \"three\"")))
                .hasMessage("test.json, line 25, players[2].life: must be a whole number from -100 to 100");
        assertThatThrownBy(() -> parse(HAND_WRITTEN.replace("\"step\": \"MAIN\"", "\"step\": \"LUNCH\"")))
                .hasMessageStartingWith("test.json, line 10, step: has unknown value 'LUNCH' (expected one of [");
    }

    @Test
    void an_absurdly_long_list_is_refused_before_it_is_built() {
        String dice = "{\"die\": \"SIDEKICK#1\", \"zone\": \"BAG\"},".repeat(600);
        String text = HAND_WRITTEN.replace("\"dice\": []", "\"dice\": [" + dice.substring(0, dice.length() - 1) + "]");

        assertThatThrownBy(() -> parse(text)).hasMessageContaining("players[2].dice: lists 600 items; at most 500");
    }

    @Test
    void an_unknown_card_or_die_is_named() {
        assertThatThrownBy(() -> parse(HAND_WRITTEN.replace("\"JUS010\"", "\"JUS999\"")))
                .hasMessage("test.json, line 26, players[2].team[1].card: no card has the id 'JUS999'");
        assertThatThrownBy(() -> parse(HAND_WRITTEN.replace("JUS003#1", "JUS010#1")))
                .hasMessageContaining("line 17, players[1].dice[1].die: player 1 has no card 'JUS010'");
    }

    @Test
    void a_die_given_twice_is_refused_in_words() {
        String text = HAND_WRITTEN.replace("SIDEKICK#2", "SIDEKICK#1");

        assertThatThrownBy(() -> start(text)).hasMessage("test.json: the rules do not allow this position:"
                + " player 1's SIDEKICK die 1 is given twice");
    }

    @Test
    void a_position_the_rules_do_not_allow_says_which_rule_it_breaks() {
        assertThatThrownBy(() -> start(HAND_WRITTEN.replace("\"zone\": \"FIELD\", \"level\": 2",
                "\"zone\": \"FIELD\", \"face\": 1")))
                .hasMessageEndingWith("field: player 1's Aquaman die 1 (JUS003#1, Field Zone) shows an energy face; only character and"
                        + " action faces stand in the field");
        assertThatThrownBy(() -> start(HAND_WRITTEN.replace("\"life\": 7", "\"life\": 0")))
                .hasMessageEndingWith("life: player 1 has 0 life, so the game would be over");
        assertThatThrownBy(() -> start(HAND_WRITTEN.replace("\"zone\": \"FIELD\", \"level\": 2",
                "\"zone\": \"ATTACK\", \"level\": 2")))
                .hasMessageEndingWith("attack: player 1's Aquaman die 1 (JUS003#1, Attack Zone) stands in the Attack Zone, but the turn is"
                        + " in Main Step");
    }

    @Test
    void a_file_of_another_kind_or_version_is_refused() {
        assertThatThrownBy(() -> parse("{\"game\": \"Dice Masters Table\"}"))
                .hasMessageContaining("not a position of this program");
        assertThatThrownBy(() -> parse(HAND_WRITTEN.replace("\"version\": 1", "\"version\": 2")))
                .hasMessageContaining("line 3, version: unknown position version 2")
                .hasMessageContaining("the file comes from a newer program");
    }

    @Test
    void a_damaged_position_file_is_refused_with_a_reason_and_never_crashes_the_program() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(37);
        String alphabet = "{}[]\",:#0123456789-aZ \n";
        int refused = 0;
        for (int i = 0; i < 1000; i++) {
            StringBuilder text = new StringBuilder(HAND_WRITTEN);
            for (int cuts = 1 + random.nextInt(3); cuts > 0; cuts--) {
                int at = random.nextInt(text.length());
                if (random.nextBoolean()) {
                    text.deleteCharAt(at);
                } else {
                    text.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            try {
                start(text.toString());
            } catch (PositionException e) {
                assertThat(e.getMessage()).startsWith("test.json");
                refused++;
            }
        }
        assertThat(refused).as("most damaged files are refused").isGreaterThan(500);
    }

    /** The first moment of a seeded tournament game (the first seed that has one) at which a choice is pending. */
    private static GameState firstChoiceOfSomeGame() {
        GreedyPlayer greedy = new GreedyPlayer();
        for (long seed = 1; ; seed++) {
            GameState s = Engine.start(RandomTeams.setup(LIBRARY.playableCards(), Format.TOURNAMENT, seed), seed).state();
            while (!s.isOver() && s.turn() < 30) {
                if (s.decision() != null) {
                    return s;
                }
                s = ((Result.Done) Engine.apply(s, greedy.choose(s))).state();
            }
        }
    }

    private static GameState played(int actions) {
        GameState s = Engine.start(LIBRARY.presets().get(1).toSetup(0), 11).state();
        GreedyPlayer greedy = new GreedyPlayer();
        for (int i = 0; i < actions || Engine.positionProblem(s) != null; i++) {
            s = ((Result.Done) Engine.apply(s, greedy.choose(s))).state();
        }
        return s;
    }
}
