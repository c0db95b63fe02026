package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War characters (CW094-CW142) whose text works when one of their dice is KO'd. */
public class CivilWarLateKnockOutTest {

    @Test
    @Covers("CW111")
    void hercules_lion_of_olympus_kod_while_attacking_deals_2_damage_to_each_player() {
        TestGame game = TestGame.setup().ann("CW111").ben("CW053").life(10).at(ANN, MAIN_STEP);
        TestDie hercules = game.place(ANN, "Hercules", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(3));

        game.attackBlockedBy(hercules, msMarvel);

        assertThat(game).die(hercules).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(8);
        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("CW111")
    void hercules_lion_of_olympus_kod_while_blocking_deals_nothing() {
        TestGame game = TestGame.setup().ann("CW111").ben("CW053").life(10).at(BEN, MAIN_STEP);
        TestDie hercules = game.place(ANN, "Hercules", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(3));

        game.attackBlockedBy(msMarvel, hercules);

        assertThat(game).die(hercules).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(10);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("CW094")
    void radioactive_man_splitting_atoms_kod_by_combat_damage_each_player_fields_a_sidekick_drawn() {
        TestGame game = TestGame.setup().ann("CW094", "CW006").ben("CW053").at(ANN, MAIN_STEP);
        TestDie radioactive = game.place(ANN, "Radioactive Man", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(1));
        TestDie falcon = game.place(ANN, "Falcon", BAG);
        game.nextDrawsTake("Falcon", SIDEKICK);

        game.attackBlockedBy(radioactive, msMarvel);

        assertThat(game).die(radioactive).wasKnockedOut();
        assertThat(game).as("Ann drew Falcon: not a Sidekick, back in the bag").die(falcon).isIn(BAG);
        assertThat(game).player(ANN).hasDiceIn(FIELD_ZONE, 0);
        assertThat(game).as("Ben drew a Sidekick: fielded on its character face")
                .player(BEN).hasDiceIn(FIELD_ZONE, 2);
    }

    @Test
    @Covers("CW094")
    void radioactive_man_splitting_atoms_kod_by_an_ability_draws_nothing() {
        TestGame game = TestGame.setup().ann("CW094").ben("CW001").at(BEN, MAIN_STEP);
        TestDie radioactive = game.place(ANN, "Radioactive Man", FIELD_ZONE, level(1));
        game.nextDrawsTake(SIDEKICK, SIDEKICK);

        game.field(game.place(BEN, "Black Widow", RESERVE_POOL, level(1)));

        assertThat(game).die(radioactive).wasKnockedOut();
        assertThat(game).player(ANN).hasDiceIn(FIELD_ZONE, 0);
        assertThat(game).player(BEN).hasDiceIn(FIELD_ZONE, 1);
    }

    @Test
    @Covers("CW126")
    void radioactive_man_geiger_count_rising_kod_by_combat_damage_draws_and_rolls_a_die() {
        TestGame game = TestGame.setup().ann("CW126").ben("CW053").at(ANN, MAIN_STEP);
        TestDie radioactive = game.place(ANN, "Radioactive Man", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(1));
        game.nextDrawsTake(SIDEKICK);

        game.attackBlockedBy(radioactive, msMarvel);
        game.chooseNone();

        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 1);
    }

    @Test
    @Covers("CW126")
    void radioactive_man_geiger_count_rising_enlistment_the_opponent_kos_a_die_to_stop_the_draw() {
        TestGame game = TestGame.setup().ann("CW126").ben("CW053", "CW011").at(ANN, MAIN_STEP);
        TestDie radioactive = game.place(ANN, "Radioactive Man", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.attackBlockedBy(radioactive, msMarvel);
        game.choose(rocket);

        assertThat(game).die(rocket).wasKnockedOut();
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 0);
    }

    @Test
    @Covers("CW142")
    void tony_stark_sorcerer_supreme_when_kod_divides_damage_equal_to_his_attack_among_opposing_dice() {
        TestGame game = TestGame.setup().ann("CW142").ben("CW053", "CW006").at(ANN, MAIN_STEP);
        TestDie tony = game.place(ANN, "Tony Stark", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackBlockedBy(tony, msMarvel);
        assertThat(game).die(tony).wasKnockedOut();
        game.choose(msMarvel, falcon);
        Decision.SplitDamage split = (Decision.SplitDamage) game.decision();
        assertThat(split.amount()).as("Tony Stark's A at level 1").isEqualTo(5);
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(tony.id(), msMarvel.id(), 1),
                new DamageAssignment(tony.id(), falcon.id(), 4))));

        assertThat(game).die(msMarvel).as("5 combat damage from Tony, then 1 more").wasKnockedOut();
        assertThat(game).die(falcon).wasKnockedOut();
    }

    @Test
    @Covers("CW142")
    void tony_stark_sorcerer_supreme_one_target_takes_all_of_it() {
        TestGame game = TestGame.setup().ann("CW142").ben("CW053", "CW006").at(ANN, MAIN_STEP);
        TestDie tony = game.place(ANN, "Tony Stark", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));

        game.attackBlockedBy(tony, msMarvel);
        game.choose(falcon);

        assertThat(game).die(falcon).as("5 damage to a 3D Falcon").wasKnockedOut();
        assertThat(game).die(msMarvel).isIn(FIELD_ZONE);
    }
}
