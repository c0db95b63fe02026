package dicemasters.cards.cw;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.CardText;
import dicemasters.cards.Covers;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War cards that change the Attack Step itself: a second Attack Step, one blocker dealing damage. */
public class CivilWarLateAttackStepsTest {

    private static TestGame marvelAttacks() {
        return TestGame.setup().ann("CW108").ben("CW006").at(ANN, MAIN_STEP);
    }

    @Test
    @Covers("CW108")
    void captain_marvel_kree_powered_her_owner_attacks_a_second_time_after_the_first_attack_step() {
        TestGame game = marvelAttacks();
        game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);

        game.attackWith(sidekick);
        game.finishAttack();

        assertThat(game).log().says("Captain Marvel: Ann may take a second Attack Step (declaring no attackers ends"
                + " the turn).");
        assertThat(game).isAt(DECLARE_ATTACKERS).isTurnOf(ANN).waitsOn(ANN);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(Engine.legalActions(game.state())).as("attacking again, or not").contains(declaringAttackers());
    }

    @Test
    @Covers("CW108")
    void captain_marvel_kree_powered_a_die_blocked_in_the_first_attack_step_attacks_again_with_its_damage_on_it() {
        TestGame game = marvelAttacks();
        TestDie marvel = game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackBlockedBy(marvel, falcon);

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).die(marvel).as("damage is cleared only in the Cleanup Step").isIn(FIELD_ZONE).hasDamage(3);
        assertThat(Engine.legalActions(game.state())).contains(declaringAttackers(marvel));

        game.act(declaringAttackers(marvel));
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(6);
        assertThat(game).as("one second Attack Step, never a third").isTurnOf(BEN);
    }

    @Test
    @Covers("CW108")
    void captain_marvel_kree_powered_declaring_no_attackers_in_the_second_attack_step_ends_the_turn() {
        TestGame game = marvelAttacks();
        game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.attackWith(sidekick);
        game.finishAttack();

        game.act(declaringAttackers());

        assertThat(game).log().says("Ann does not attack; the turn ends.");
        assertThat(game).isTurnOf(BEN);
    }

    @Test
    @Covers("CW108")
    void captain_marvel_kree_powered_no_second_attack_step_without_an_attack_in_the_first() {
        TestGame game = marvelAttacks();
        game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));

        game.attackWith();

        assertThat(game).isTurnOf(BEN);
        assertThat(game).log().says("Ann does not attack; the turn ends.").doesNotSay("Captain Marvel: Ann may take a"
                + " second Attack Step (declaring no attackers ends the turn).");
    }

    @Test
    @Covers("CW108")
    void captain_marvel_kree_powered_no_second_attack_step_when_she_was_knocked_out_in_the_first() {
        TestGame game = marvelAttacks();
        TestDie marvel = game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.damage(marvel, 1);

        game.attackBlockedBy(marvel, falcon);

        assertThat(game).die(marvel).wasKnockedOut();
        assertThat(game).log().says("Captain Marvel: no second Attack Step: Captain Marvel is no longer active at"
                + " the end of the first.");
        assertThat(game).isTurnOf(BEN);
    }

    @Test
    @Covers("CW108")
    void captain_marvel_kree_powered_attacking_unblocked_she_goes_out_of_play_so_no_second_attack_step_follows() {
        TestGame game = marvelAttacks();
        TestDie marvel = game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));

        game.attackWith(marvel);
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(6);
        assertThat(game).die(marvel).wentTo(OUT_OF_PLAY);
        assertThat(game).log().says("Captain Marvel: no second Attack Step: Captain Marvel is no longer active at"
                + " the end of the first.");
        assertThat(game).isTurnOf(BEN);
    }

    @Test
    @Covers("CW115")
    void justice_telekinetic_blocked_by_two_dice_only_the_one_the_defending_player_chooses_deals_it_damage() {
        TestGame game = TestGame.setup().ann("CW115").ben("CW006", "CW020").at(ANN, MAIN_STEP);
        TestDie justice = game.place(ANN, "Justice", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie wasp = game.place(BEN, "Wasp", FIELD_ZONE, level(1));

        game.attackWith(justice);
        game.blocks(block(falcon, justice), block(wasp, justice));
        game.finishAttack();

        assertThat(game).as("the defending player chooses").waitsOn(BEN);
        assertThat(Engine.legalActions(game.state())).containsExactlyInAnyOrder(choosing(falcon), choosing(wasp));
        game.choose(falcon);
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(justice.id(), falcon.id(), 1),
                new DamageAssignment(justice.id(), wasp.id(), 3))));

        assertThat(game).log().says("Justice: Ben chooses Falcon, the only blocker that deals it damage.");
        assertThat(game).die(justice).as("3 damage from Falcon alone does not KO 4D").isIn(FIELD_ZONE);
        assertThat(game).die(falcon).as("the others still block and take Justice's damage").wasKnockedOut();
        assertThat(game).die(wasp).wasKnockedOut();
    }

    @Test
    @Covers("CW115")
    void justice_telekinetic_a_single_blocker_deals_its_damage_without_a_choice() {
        TestGame game = TestGame.setup().ann("CW115").ben("CW006").at(ANN, MAIN_STEP);
        TestDie justice = game.place(ANN, "Justice", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackBlockedBy(justice, falcon);

        assertThat(game).die(justice).wasKnockedOut();
        assertThat(game).die(falcon).wasKnockedOut();
    }
    @Test
    @Covers({"CW108", "CW115"})
    void the_generated_text_of_captain_marvel_kree_powered_and_justice_telekinetic() {
        CardLibrary library = CardLibrary.loadBundled();
        assertThat(CardText.of(library.byId("CW108").orElseThrow())).isEqualTo("While Captain Marvel is active, you"
                + " may take a second Attack Step right after the first (at least one character die must attack in"
                + " each, and Captain Marvel must still be active when the first ends).");
        assertThat(CardText.of(library.byId("CW115").orElseThrow())).isEqualTo("While Justice is active, when Justice is"
                + " blocked by several character dice, only one of them deals it combat damage: the defending player"
                + " chooses which.");
    }
}
