package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War characters whose ability works when they are fielded. */
public class CivilWarFieldingTest {

    @Test
    @Covers("CW002")
    void black_widow_graduate_of_the_red_room_when_fielded_the_opponent_spins_down_a_character_die_they_choose() {
        TestGame game = TestGame.setup().ann("CW002").ben("CW006", "CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));

        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.player()).as("the opponent chooses").isEqualTo(BEN);
        assertThat(choice.candidates()).as("a level 1 die cannot spin down")
                .containsExactlyInAnyOrder(falcon.id(), rocket.id()).doesNotContain(sidekick.id());
        game.choose(rocket);
        assertThat(game).die(rocket).showsLevel(1);
        assertThat(game).die(falcon).showsLevel(3);
    }

    @Test
    @Covers("CW007")
    void falcon_wingman_when_fielded_makes_a_sidekick_unblockable_this_turn() {
        TestGame game = TestGame.setup().ann("CW007").ben("CW006").at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie blocker = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Falcon", RESERVE_POOL, level(1)));
        game.attackWith(sidekick);

        assertThat(game).action(declaringBlocks(block(blocker, sidekick))).isRejected();
        game.finishAttack();
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW075")
    void bullseye_peanut_projectile_deals_2_and_the_opponent_may_deal_2_to_a_non_bullseye_die_of_yours() {
        TestGame game = TestGame.setup().ann("CW075", "CW006").ben("CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie bullseye = game.place(ANN, "Bullseye", RESERVE_POOL, level(1));

        game.field(bullseye);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.player()).isEqualTo(BEN);
        assertThat(choice.candidates()).as("not Bullseye himself").containsExactly(falcon.id());
        game.choose(falcon);

        assertThat(game).die(rocket).wasKnockedOut();
        assertThat(game).die(falcon).hasDamage(2);
        assertThat(game).die(bullseye).hasDamage(0);
    }

    @Test
    @Covers("CW085")
    void maria_hill_on_the_hunt_gives_a_sidekick_2_defense_when_fielded_and_cannot_attack() {
        TestGame game = TestGame.setup().ann("CW085").ben("CW006").at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie maria = game.place(ANN, "Maria Hill", RESERVE_POOL, level(1));

        game.field(maria);

        assertThat(game).die(sidekick).hasDefense(3);
        game.passToAttack();
        assertThat(game).action(declaringAttackers(maria)).isRejected();
        assertThat(game).action(declaringAttackers(sidekick)).isAllowed();
    }

    @Test
    @Covers("CW088")
    void moonstone_dark_avenger_when_fielded_deals_1_damage_to_the_opponent() {
        TestGame game = TestGame.setup().ann("CW088").ben("CW006").at(ANN, MAIN_STEP);
        game.energy(ANN, BOLT);

        game.field(game.place(ANN, "Moonstone", RESERVE_POOL, level(1)));

        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW003")
    void black_widow_widowmaker_when_fielded_kos_an_opposing_die_showing_a_fielding_cost_of_0() {
        TestGame game = TestGame.setup().ann("CW003").ben("CW011", "CW006").at(ANN, MAIN_STEP);
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));

        assertThat(game).die(rocket).as("Rocket Raccoon's level 2 costs 0 to field").wasKnockedOut();
        assertThat(game).die(falcon).as("costs 1").isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW034")
    void baron_zemo_masked_baron_moves_a_die_from_the_used_pile_to_the_prep_area_with_an_active_resistance_die() {
        TestGame game = TestGame.setup().ann("CW034", "CW004").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Captain America", FIELD_ZONE, level(1));
        TestDie used = game.place(ANN, "Captain America", USED_PILE);

        game.field(game.place(ANN, "Baron Zemo", RESERVE_POOL, level(1)));

        assertThat(game).die(used).isIn(PREP_AREA);
    }

    @Test
    @Covers("CW034")
    void baron_zemo_masked_baron_does_nothing_without_an_active_resistance_die() {
        TestGame game = TestGame.setup().ann("CW034", "CW004").ben("CW006").at(ANN, MAIN_STEP);
        TestDie used = game.place(ANN, "Captain America", USED_PILE);

        game.field(game.place(ANN, "Baron Zemo", RESERVE_POOL, level(1)));

        assertThat(game).die(used).isIn(USED_PILE);
    }

    @Test
    @Covers("CW044")
    void iron_man_secretary_of_defence_stops_all_blocks_unless_the_opponent_kos_a_die_and_gains_life_on_a_burst() {
        TestGame game = TestGame.setup().ann("CW044").ben("CW006").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.life(ANN, 8);
        game.energy(ANN, BOLT);

        game.field(game.place(ANN, "Iron Man", RESERVE_POOL, level(1)));
        game.orderTriggers(0, 1);
        game.chooseNone();

        assertThat(game).player(ANN).as("level 1 shows a burst").hasLife(9);
        game.attackWith(sidekick);
        assertThat(game).action(declaringBlocks(block(falcon, sidekick))).isRejected();
    }

    @Test
    @Covers("CW044")
    void iron_man_secretary_of_defence_stops_the_opponent_declaring_blockers_with_a_die_that_arrives_later() {
        TestGame game = TestGame.setup().ann("CW044").ben("CW011").basicActions("HHS052").at(ANN, MAIN_STEP);
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie laterRocket = game.place(BEN, "Rocket Raccoon", USED_PILE);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, BOLT);
        game.energy(ANN, BOLT);
        game.field(game.place(ANN, "Iron Man", RESERVE_POOL, level(2)));
        game.chooseNone();

        game.use(game.place(ANN, "Mutation", RESERVE_POOL, action(0)));
        assertThat(game).die(rocket).as("the only die Mutation can swap").isIn(USED_PILE);
        assertThat(game).die(laterRocket).isIn(FIELD_ZONE);
        game.attackWith(sidekick);

        assertThat(game.state().step()).as("Ben has no blockers to declare").isNotEqualTo(DECLARE_BLOCKERS);
        assertThat(game).action(declaringBlocks(block(laterRocket, sidekick))).isRejected();
        game.finishAttack();
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW101")
    void thor_there_must_always_be_a_thor_stops_dice_with_resistance_or_enlistment_from_blocking() {
        TestGame game = TestGame.setup().ann("CW101").ben("CW004", "CW010", "CW006").at(ANN, MAIN_STEP);
        TestDie cap = game.place(BEN, "Captain America", FIELD_ZONE, level(1));
        TestDie ironMan = game.place(BEN, "Iron Man", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, BOLT);

        game.field(game.place(ANN, "Thor", RESERVE_POOL, level(1)));
        game.attackWith(sidekick);

        assertThat(game).action(declaringBlocks(block(cap, sidekick))).isRejected();
        assertThat(game).action(declaringBlocks(block(ironMan, sidekick))).isRejected();
        assertThat(game).action(declaringBlocks(block(falcon, sidekick))).isAllowed();
    }

    @Test
    @Covers("CW107")
    void bullseye_im_magic_kos_up_to_two_opposing_fist_dice_unless_the_opponent_kos_another_die() {
        TestGame game = TestGame.setup().ann("CW107").ben("CW006", "CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie otherFalcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Bullseye", RESERVE_POOL, level(1)));
        game.choose(falcon, otherFalcon);
        game.chooseNone();

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).die(otherFalcon).wasKnockedOut();
        assertThat(game).die(rocket).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW107")
    void bullseye_im_magic_targets_first_so_the_opponent_stops_him_only_with_another_die() {
        TestGame game = TestGame.setup().ann("CW107").ben("CW006", "CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Bullseye", RESERVE_POOL, level(1)));
        game.choose(falcon);
        Decision.ChooseTargets answer = (Decision.ChooseTargets) game.decision();
        assertThat(answer.player()).isEqualTo(BEN);
        assertThat(answer.candidates()).as("the targeted Falcon is not another die").containsExactly(rocket.id());
        game.choose(rocket);

        assertThat(game).die(rocket).wasKnockedOut();
        assertThat(game).die(falcon).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW107")
    void bullseye_im_magic_says_it_kos_both_dice_chosen_and_that_the_opponent_answers_with_another() {
        String text = dicemasters.cards.CardText.of(
                dicemasters.cards.CardLibrary.loadBundled().byId("CW107").orElseThrow());

        assertThat(text).contains("one of their character dice other than those chosen")
                .endsWith("then KO those dice.");
    }

    @Test
    @Covers("CW135")
    void captain_america_price_of_freedom_with_resistance_gives_a_sidekick_2_attack_and_2_defense() {
        TestGame game = TestGame.setup().ann("CW135").ben("CW006").at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.knockedOutThisTurn(ANN, 1);
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "Captain America", RESERVE_POOL, level(1)));
        game.orderTriggers(0, 1);

        assertThat(game).die(sidekick).hasAttack(3).hasDefense(3);
    }

    @Test
    @Covers("CW135")
    void captain_america_price_of_freedom_without_a_ko_gives_a_sidekick_2_attack_only() {
        TestGame game = TestGame.setup().ann("CW135").ben("CW006").at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "Captain America", RESERVE_POOL, level(1)));
        game.orderTriggers(0, 1);

        assertThat(game).die(sidekick).hasAttack(3).hasDefense(1);
    }
}
