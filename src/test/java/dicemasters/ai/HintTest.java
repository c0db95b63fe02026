package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.BEN;
import static dicemasters.testing.Rulebook.BOLT;
import static dicemasters.testing.Rulebook.FIELD_ZONE;
import static dicemasters.testing.Rulebook.FIST;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.ROLL_AND_REROLL;
import static dicemasters.testing.Rulebook.SHIELD;
import static dicemasters.testing.Rulebook.level;
import static org.assertj.core.api.Assertions.assertThat;

/** A hint says what the computer would do in the player's place, and why, in one line. */
class HintTest {
    private static final SearchPlayer COMPUTER = new SearchPlayer(
            Strength.NORMAL.settings().withIterations(300).withThreads(1), 3L);

    @Test
    void an_attacker_no_blocker_can_survive_is_named_with_that_reason() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW011").at(ANN, MAIN_STEP);
        game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.passToAttack();

        Hint hint = Hint.of(game.state(), COMPUTER.think(game.state()));

        assertThat(hint.line()).startsWith("Attack with Falcon: no opposing die can block Falcon and survive (won ")
                .endsWith("% of the simulations).");
    }

    @Test
    void a_block_that_saves_the_game_says_so() {
        TestGame game = TestGame.setup().ann("CW011").ben("CW006", "CW011").at(BEN, MAIN_STEP);
        game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.life(ANN, 4);
        game.attackWith(falcon, raccoon);

        Hint hint = Hint.of(game.state(), COMPUTER.think(game.state()));

        assertThat(hint.move()).isEqualTo("block Falcon with Rocket Raccoon");
        assertThat(hint.reason()).isEqualTo("without blocking, 6 damage would knock you out of the game");
    }

    @Test
    void a_move_without_a_simple_reason_is_explained_by_the_simulations() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW011").at(ANN, MAIN_STEP);
        game.energy(ANN, FIST);
        game.energy(ANN, BOLT);
        Thought thought = COMPUTER.think(game.state());

        Hint hint = Hint.of(game.state(), thought);

        assertThat(hint.action()).isEqualTo(thought.choice());
        assertThat(hint.line()).doesNotContain("null").endsWith("% of the simulations).");
    }

    @Test
    void a_reroll_names_each_die_with_the_face_it_shows() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW011").at(ANN, MAIN_STEP);
        TestDie fist = game.energy(ANN, FIST);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));

        String move = MoveText.describe(game.state(), new dicemasters.engine.action.Action.Reroll(java.util.List.of(fist.id(), falcon.id())));

        assertThat(move).isEqualTo("reroll Sidekick (Fist) and Falcon (level 3)");
    }

    /** Becky Lynch (Straight Fire) costs 4: two Shields and two Fists pay for her exactly. */
    @Test
    void a_hint_never_says_to_reroll_the_energy_that_pays_for_the_die_you_would_buy() {
        TestGame game = TestGame.setup().ann("WWE008").ben("CW011").at(ANN, ROLL_AND_REROLL);
        List<Integer> energy = List.of(game.energy(ANN, SHIELD).id(), game.energy(ANN, SHIELD).id(),
                game.energy(ANN, FIST).id(), game.energy(ANN, FIST).id());
        game.proceed();
        Action rerollAll = new Action.Reroll(energy);
        Action keepAll = new Action.Reroll(List.of());
        Thought rerollPreferred = new Thought(rerollAll, List.of(new Thought.Option(rerollAll, 120, 0.52),
                new Thought.Option(keepAll, 100, 0.50)), 220, 0, 0);

        Hint hint = Hint.of(game.state(), rerollPreferred);

        assertThat(hint.action()).isEqualTo(keepAll);
        assertThat(hint.line()).startsWith("Keep every die as rolled: the energy kept pays for Becky Lynch")
                .doesNotContain("do not help");
    }

    @Test
    void when_the_search_tried_only_rerolls_of_that_energy_the_hint_keeps_every_die() {
        TestGame game = TestGame.setup().ann("WWE008").ben("CW011").at(ANN, ROLL_AND_REROLL);
        List<Integer> energy = List.of(game.energy(ANN, SHIELD).id(), game.energy(ANN, SHIELD).id(),
                game.energy(ANN, FIST).id(), game.energy(ANN, FIST).id());
        game.proceed();
        Action rerollAll = new Action.Reroll(energy);
        Thought onlyRerolls = new Thought(rerollAll, List.of(new Thought.Option(rerollAll, 120, 0.52)), 120, 0, 0);

        Hint hint = Hint.of(game.state(), onlyRerolls);

        assertThat(hint.action()).isEqualTo(new Action.Reroll(List.of()));
        assertThat(hint.line()).isEqualTo("Keep every die as rolled: the energy kept pays for Becky Lynch in your"
                + " Main Step.");
    }

    /** The person's game: four energy that pay exactly for Becky Lynch, and the hint thinks for itself. */
    @Test
    void the_hint_of_a_real_search_keeps_the_four_energy_that_buy_becky_lynch() {
        TestGame game = TestGame.setup().ann("WWE008", "HHS004").ben("CW011").at(ANN, ROLL_AND_REROLL);
        List<Integer> energy = List.of(game.energy(ANN, SHIELD).id(), game.energy(ANN, SHIELD).id(),
                game.energy(ANN, FIST).id(), game.energy(ANN, FIST).id());
        game.proceed();

        Hint hint = Hint.of(game.state(), COMPUTER.think(game.state()));

        assertThat(hint.line()).doesNotContain("do not help");
        assertThat(hint.action()).isInstanceOf(Action.Reroll.class);
        assertThat(((Action.Reroll) hint.action()).dice()).doesNotContainAnyElementsOf(energy);
    }

    /** Casey Jones (Penalty Box): Global: pay Fist, a target Sidekick die must block. */
    @Test
    void a_hint_to_use_a_global_names_the_card_and_what_it_does() {
        TestGame game = TestGame.setup().ann("HHS004").ben("CW006").at(ANN, MAIN_STEP);
        game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);
        Action global = game.globalAction("Casey Jones", 1);
        Thought thought = new Thought(global, List.of(new Thought.Option(global, 120, 0.61),
                new Thought.Option(new Action.Pass(), 80, 0.55)), 200, 0, 0);

        Hint hint = Hint.of(game.state(), thought);

        assertThat(hint.line()).startsWith("Use the Global Ability of Casey Jones (pay Fist: target Sidekick die"
                + " must block this turn if able): ");
    }

    @Test
    void a_reroll_of_energy_that_pays_for_nothing_is_still_advised_with_its_reason() {
        TestGame game = TestGame.setup().ann("WWE008").ben("CW011").at(ANN, ROLL_AND_REROLL);
        List<Integer> energy = List.of(game.energy(ANN, FIST).id(), game.energy(ANN, FIST).id());
        game.proceed();
        Action reroll = new Action.Reroll(energy);
        Thought thought = new Thought(reroll, List.of(new Thought.Option(reroll, 120, 0.52),
                new Thought.Option(new Action.Reroll(List.of()), 100, 0.50)), 220, 0, 0);

        Hint hint = Hint.of(game.state(), thought);

        assertThat(hint.action()).isEqualTo(reroll);
        assertThat(hint.reason()).isEqualTo("those faces do not help this turn; a new roll may");
    }
}
