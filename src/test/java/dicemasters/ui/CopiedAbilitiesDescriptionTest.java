package dicemasters.ui;

import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** A die's description tells what copying did to it, as the engine reports it. */
class CopiedAbilitiesDescriptionTest {

    @Test
    void the_copying_die_and_the_copied_die_say_so_until_the_end_of_the_turn() {
        TestGame game = TestGame.setup().ann("JUS034").ben("HHS048").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie parasite = game.place(ANN, "Parasite", RESERVE_POOL, level(2));
        game.energy(ANN, BOLT);
        game.field(parasite);
        assertThat(DieNode.describe(game.state(), game.die(parasite)))
                .contains("has Triceraton's abilities until the end of the turn");
        assertThat(DieNode.describe(game.state(), game.die(triceraton)))
                .contains("has lost its abilities until the end of the turn");
        game.endTurn();
        assertThat(DieNode.describe(game.state(), game.die(parasite))).doesNotContain("abilities");
        assertThat(DieNode.describe(game.state(), game.die(triceraton))).doesNotContain("abilities");
    }

    @Test
    void a_die_that_became_a_copy_says_which_card_made_it() {
        TestGame game = TestGame.setup().ann("CW131").ben("HHS047").at(ANN, MAIN_STEP);
        game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        TestDie taskmaster = game.place(ANN, "Taskmaster", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);
        game.field(taskmaster);
        game.react(0);
        assertThat(DieNode.describe(game.state(), game.die(taskmaster))).startsWith("Ann's Triceraton die")
                .contains("a copy made by Taskmaster until the end of the turn");
    }
}
