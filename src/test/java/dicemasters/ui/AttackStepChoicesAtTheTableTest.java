package dicemasters.ui;

import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The table shows a second Attack Step and the choice of the one blocker that damages an attacker. */
class AttackStepChoicesAtTheTableTest {

    @Test
    void a_second_attack_step_is_announced_in_the_prompt_and_field_dice_may_attack_again() {
        TestGame game = TestGame.setup().ann("CW108").ben("CW006").at(ANN, MAIN_STEP);
        TestDie marvel = game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.attackWith(sidekick);
        game.finishAttack();

        Mode mode = Mode.of(game.state(), false);
        assertThat(mode).isEqualTo(Mode.ATTACKERS);
        assertThat(Prompts.prompt(game.state(), mode, null, null, false)).isEqualTo("Ann (Player 1), second Attack"
                + " Step: click field dice to attack again, then Enter (none: end the turn).");
        assertThat(TableOptions.die(game.state(), mode, null, marvel.id()).enabled()).isTrue();
    }

    @Test
    void the_defending_player_clicks_the_one_blocker_that_deals_damage_to_justice() {
        TestGame game = TestGame.setup().ann("CW115").ben("CW006", "CW020").at(ANN, MAIN_STEP);
        TestDie justice = game.place(ANN, "Justice", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie wasp = game.place(BEN, "Wasp", FIELD_ZONE, level(1));
        game.attackWith(justice);
        game.blocks(block(falcon, justice), block(wasp, justice));
        game.finishAttack();

        Mode mode = Mode.of(game.state(), false);
        assertThat(mode).isEqualTo(Mode.TARGETS);
        assertThat(Prompts.prompt(game.state(), mode, null, null, false)).isEqualTo("Ben (Player 2): choose the one"
                + " blocker that deals damage to Justice (only one of its blockers may).");
        assertThat(TableOptions.die(game.state(), mode, null, falcon.id()).enabled()).isTrue();
        assertThat(TableOptions.die(game.state(), mode, null, wasp.id()).enabled()).isTrue();
        assertThat(TableOptions.die(game.state(), mode, null, justice.id()).enabled()).isFalse();
    }
}
