package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.Engine;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Civil War cards whose text replaces a KO by a choice: the three Deathloks ("when a Deathlok
 * die would be KO'd, you may instead ...") and Vibranium Shield: Rebounding. A card naming a
 * character means its own dice (RULINGS.md "names"): "a Deathlok die" is a die of that card.
 */
public class CivilWarInsteadOfKnockOutTest {

    private static TestGame deathlokAgainstMsMarvel(String deathlok) {
        return TestGame.setup().ann(deathlok).ben("CW053").at(ANN, MAIN_STEP);
    }

    /** Ann's Deathlok (5/5 at level 1) attacks and Ben's Ms. Marvel (level 3, 6/6) blocks: 6 damage KOs him. */
    private static TestDie attackAndTakeSixDamage(TestGame game, String deathlok, int level) {
        TestDie die = game.place(ANN, deathlok, FIELD_ZONE, level(level));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(3));
        game.attackBlockedBy(die, msMarvel);
        return die;
    }

    @Test
    @Covers("CW039")
    void deathlok_death_machine_instead_of_being_kod_his_owner_pays_2_life_to_spin_him_up_a_level_and_clear_his_damage() {
        TestGame game = deathlokAgainstMsMarvel("CW039");
        TestDie deathlok = attackAndTakeSixDamage(game, "CW039", 1);
        assertThat(game).as("Ann is asked before the KO").waitsOn(ANN);

        game.react();

        assertThat(game).die(deathlok).wasNotKnockedOut().showsLevel(2).hasDamage(0);
        assertThat(game).player(ANN).hasLife(8);
        assertThat(game).log().says("Ann uses Deathlok instead: Deathlok is not KO'd.");
    }

    @Test
    @Covers("CW039")
    void deathlok_death_machine_costs_life_not_energy_and_a_payment_in_energy_is_refused_naming_his_ability() {
        TestGame game = deathlokAgainstMsMarvel("CW039");
        TestDie energy = game.energy(ANN, dicemasters.engine.card.Energy.SHIELD);
        attackAndTakeSixDamage(game, "CW039", 1);
        var spend = new dicemasters.engine.energy.Payment(java.util.List.of(new dicemasters.engine.energy.Payment.Spend(
                energy.id(), java.util.List.of(dicemasters.engine.card.Energy.SHIELD))));

        assertThat(game).action(new dicemasters.engine.action.Action.React(0, spend)).isRejected()
                .contains("Deathlok").doesNotContain("Global");
    }

    @Test
    @Covers("CW039")
    void deathlok_death_machine_his_owner_may_let_him_be_kod() {
        TestGame game = deathlokAgainstMsMarvel("CW039");
        TestDie deathlok = attackAndTakeSixDamage(game, "CW039", 1);

        game.decline();

        assertThat(game).die(deathlok).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(10);
        assertThat(game).log().says("Ann lets Deathlok be KO'd.");
    }

    @Test
    @Covers("CW039")
    void deathlok_death_machine_is_not_offered_with_2_life_or_less_paying_would_end_the_game() {
        TestGame game = deathlokAgainstMsMarvel("CW039");
        game.life(ANN, 2);
        TestDie deathlok = attackAndTakeSixDamage(game, "CW039", 1);

        assertThat(game).die(deathlok).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(2);
    }

    @Test
    @Covers("CW039")
    void deathlok_death_machine_at_his_top_level_may_still_pay_2_life_reading_the_spin_as_no_condition() {
        TestGame game = deathlokAgainstMsMarvel("CW039");
        TestDie deathlok = game.place(ANN, "Deathlok", FIELD_ZONE, level(3));
        game.damage(deathlok, 8);
        game.pass(); // the engine settles: 8 damage on 8 D KOs him

        game.react();

        assertThat(game).die(deathlok).wasNotKnockedOut().showsLevel(3).hasDamage(0);
        assertThat(game).player(ANN).hasLife(8);
        assertThat(game).log().mentions("is not spun up: it is already at its highest level");
    }

    @Test
    @Covers("CW077")
    void deathlok_indestructible_instead_of_being_kod_kos_target_sidekick_of_either_player_and_clears_his_damage() {
        TestGame game = TestGame.setup().ann("CW077").ben("CW053").at(ANN, MAIN_STEP);
        TestDie mySidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie theirSidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie deathlok = attackAndTakeSixDamage(game, "CW077", 1);

        game.react();
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseTargets.class, d -> assertThat(
                d.candidates()).as("yours or your opponent's").containsExactlyInAnyOrder(mySidekick.id(),
                theirSidekick.id()));
        game.choose(theirSidekick);

        assertThat(game).die(theirSidekick).wasKnockedOut();
        assertThat(game).die(mySidekick).wasNotKnockedOut();
        assertThat(game).die(deathlok).wasNotKnockedOut().showsLevel(1).hasDamage(0);
    }

    @Test
    @Covers("CW077")
    void deathlok_indestructible_is_not_offered_without_a_sidekick_to_ko() {
        TestGame game = TestGame.setup().ann("CW077").ben("CW053").at(ANN, MAIN_STEP);
        TestDie deathlok = attackAndTakeSixDamage(game, "CW077", 1);

        assertThat(game).die(deathlok).wasKnockedOut();
        assertThat(game).log().doesNotSay("Ann lets Deathlok be KO'd.");
    }

    @Test
    @Covers("CW109")
    void deathlok_time_traveler_instead_of_being_kod_spins_down_a_level_and_his_owner_gains_2_life() {
        TestGame game = TestGame.setup().ann("CW109").ben("CW053").at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        TestDie deathlok = attackAndTakeSixDamage(game, "CW109", 2);

        game.react();

        assertThat(game).die(deathlok).wasNotKnockedOut().showsLevel(1).hasDamage(0);
        assertThat(game).player(ANN).hasLife(7);
    }

    @Test
    @Covers("CW109")
    void deathlok_time_traveler_at_level_1_cannot_spin_down_so_he_is_kod_without_asking() {
        TestGame game = TestGame.setup().ann("CW109").ben("CW053").at(ANN, MAIN_STEP);
        TestDie deathlok = attackAndTakeSixDamage(game, "CW109", 1);

        assertThat(game).die(deathlok).wasKnockedOut();
        assertThat(game).log().doesNotSay("Ann lets Deathlok be KO'd.");
    }

    /** Ann's Jessica Jones (level 3, 5/4) attacks; Ben's Ms. Marvel (level 1, 3/5) blocks and would be KO'd. */
    @Test
    @Covers("CW133")
    void vibranium_shield_rebounding_sent_to_the_used_pile_spins_a_blocking_die_up_to_its_top_level_instead_of_a_ko() {
        TestGame game = TestGame.setup().ann("CW045").ben("CW053", "CW133").at(ANN, MAIN_STEP);
        TestDie jessica = game.place(ANN, "Jessica Jones", FIELD_ZONE, level(3));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(1));
        TestDie shield = game.place(BEN, "Vibranium Shield", FIELD_ZONE, action(0));

        game.attackBlockedBy(jessica, msMarvel);
        assertThat(game).waitsOn(BEN);
        game.react();

        assertThat(game).die(shield).isIn(USED_PILE);
        assertThat(game).as("6 D now, 5 damage until the end of the turn").die(msMarvel).wasNotKnockedOut()
                .showsLevel(3);
    }

    @Test
    @Covers("CW133")
    void vibranium_shield_rebounding_does_not_save_an_attacking_die() {
        TestGame game = TestGame.setup().ann("CW045", "CW133").ben("CW053").at(ANN, MAIN_STEP);
        TestDie jessica = game.place(ANN, "Jessica Jones", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(1));
        TestDie shield = game.place(ANN, "Vibranium Shield", FIELD_ZONE, action(0));

        game.attackBlockedBy(jessica, msMarvel);

        assertThat(game).die(jessica).wasKnockedOut();
        assertThat(game).die(shield).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW133")
    void vibranium_shield_rebounding_spinning_leaves_the_damage_so_a_die_it_cannot_lift_above_it_is_still_kod() {
        TestGame game = TestGame.setup().ann("CW053").ben("CW045", "CW133").at(ANN, MAIN_STEP);
        TestDie msMarvel = game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(3));
        TestDie jessica = game.place(BEN, "Jessica Jones", FIELD_ZONE, level(1));
        game.place(BEN, "Vibranium Shield", FIELD_ZONE, action(0));

        game.attackBlockedBy(msMarvel, jessica);
        game.react();

        assertThat(game).as("level 3 is 5/4: 6 damage still KOs her").die(jessica).wasKnockedOut();
        assertThat(Engine.legalActions(game.state())).isNotEmpty();
    }
}
