package dicemasters.cards;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.cards.BasicActionTable.table;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The Basic Action Cards of the Marvel Civil War box, each in a small scenario. */
class CivilWarBasicActionsTest {
    @Test
    @Covers("CW024")
    void civil_war_damages_an_opposing_die_then_the_opponent_may_damage_one_of_yours() {
        TestGame game = table("CW024");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Civil War", RESERVE_POOL, action(0)));
        assertThat(game).die(theirs).hasDamage(2);
        assertThat(game.decision()).isInstanceOf(Decision.ChooseTargets.class);
        assertThat(game).as("the opponent chooses").waitsOn(BEN);
        game.choose(mine);
        assertThat(game).die(mine).hasDamage(2);
        assertThat(game).die(theirs).as("2 damage KOs a 1D die").isIn(PREP_AREA);
    }

    @Test
    @Covers("CW025")
    void driven_underground_kos_a_blocker_and_with_two_bursts_also_damages_the_opponent() {
        TestGame game = table("CW025");
        TestDie attacker = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie blocker = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie action = game.place(ANN, "Driven Underground", RESERVE_POOL, action(2));
        game.attackWith(attacker);
        game.block(blocker, attacker);
        game.use(action);
        assertThat(game).die(blocker).isIn(PREP_AREA);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW025")
    void driven_underground_global_damages_a_die_already_damaged_this_turn() {
        TestGame game = TestGame.setup().ann("CW001").ben("HHS013").basicActions("CW025").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        assertThat(game).action(game.globalAction("Driven Underground", 2))
                .isRejectedBecause("Driven Underground has no valid target.");
        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));
        assertThat(game).die(yoshi).as("Black Widow's 1 damage").hasDamage(1);
        game.useGlobal("Driven Underground", 2);
        assertThat(game).die(yoshi).hasDamage(2);
    }

    @Test
    @Covers("CW026")
    void escape_incarceration_moves_a_die_from_the_used_pile_to_prep_and_another_with_resistance() {
        TestGame game = table("CW026");
        TestDie a = game.place(ANN, "Black Widow", USED_PILE);
        TestDie b = game.place(ANN, "Black Widow", USED_PILE);
        game.knockedOutThisTurn(ANN, 1);
        game.use(game.place(ANN, "Escape Incarceration", RESERVE_POOL, action(0)));
        game.choose(a);
        assertThat(game).as("the only die left is chosen by itself").asksNothing();
        assertThat(game).die(a).isIn(PREP_AREA);
        assertThat(game).die(b).isIn(PREP_AREA);
    }

    @Test
    @Covers("CW026")
    void escape_incarceration_without_a_ko_this_turn_moves_one_die() {
        TestGame game = table("CW026");
        TestDie widow = game.place(ANN, "Black Widow", USED_PILE);
        game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "Escape Incarceration", RESERVE_POOL, action(0)));
        game.choose(widow);
        assertThat(game).asksNothing();
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 1);
    }

    @Test
    @Covers("CW027")
    void field_promotion_spins_your_dice_up_one_level_or_with_bursts_to_level_three() {
        TestGame game = table("CW027");
        TestDie one = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Field Promotion", RESERVE_POOL, action(0)));
        assertThat(game).die(one).showsLevel(2);
        assertThat(game).die(theirs).as("only your dice").showsLevel(1);
        game.use(game.place(ANN, "Field Promotion", RESERVE_POOL, action(1)));
        assertThat(game).die(one).showsLevel(3);
    }

    @Test
    @Covers("CW027")
    void field_promotion_with_a_burst_goes_straight_to_level_three() {
        TestGame game = table("CW027");
        TestDie one = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Field Promotion", RESERVE_POOL, action(2)));
        assertThat(game).die(one).showsLevel(3);
    }

    @Test
    @Covers("CW031")
    void registration_act_draws_three_unless_the_opponent_kos_one_of_their_dice() {
        TestGame game = table("CW031");
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Superhero Registration Act", RESERVE_POOL, action(0)));
        assertThat(game).waitsOn(BEN);
        game.chooseNone();
        assertThat(game).player(ANN).as("2 + 1 drawn and rolled").hasDiceIn(RESERVE_POOL, 3);
        assertThat(game).die(theirs).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW031")
    void registration_act_enlistment_is_stopped_by_a_ko() {
        TestGame game = table("CW031");
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Superhero Registration Act", RESERVE_POOL, action(0)));
        game.choose(theirs);
        assertThat(game).die(theirs).isIn(PREP_AREA);
        assertThat(game).player(ANN).as("only the 2 of the base text").hasDiceIn(RESERVE_POOL, 2);
    }

    @Test
    @Covers("CW028")
    void internal_dispute_makes_one_opposing_die_deal_its_attack_to_another() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011", "CW001").basicActions("CW028").at(ANN, MAIN_STEP);
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Internal Dispute", RESERVE_POOL, action(0)));
        game.choose(raccoon);
        assertThat(game).as("the other die is the only different target").asksNothing();
        assertThat(game).die(widow).as("Rocket Raccoon's 3A against Black Widow's 3D").wasKnockedOut();
        assertThat(game).die(raccoon).hasDamage(0);
    }

    @Test
    @Covers("CW028")
    void internal_dispute_never_offers_the_first_target_as_the_second() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011", "CW001").basicActions("CW028").at(ANN, MAIN_STEP);
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        TestDie otherWidow = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));
        game.use(game.place(ANN, "Internal Dispute", RESERVE_POOL, action(0)));
        game.choose(raccoon);
        assertThat(((Decision.ChooseTargets) game.decision()).candidates())
                .containsExactlyInAnyOrder(widow.id(), otherWidow.id());
        game.choose(otherWidow);
        assertThat(game).die(otherWidow).as("Rocket Raccoon's 1A").hasDamage(1);
    }

    @Test
    @Covers("CW028")
    void internal_dispute_needs_two_opposing_character_dice() {
        TestGame game = table("CW028");
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        assertThat(game).action(using(game.place(ANN, "Internal Dispute", RESERVE_POOL, action(0))))
                .isRejectedBecause("Internal Dispute cannot be used now: its condition is not met.");
    }

    @Test
    @Covers("CW032")
    void the_front_line_gives_unblocked_attackers_three_attack() {
        TestGame game = table("CW032");
        TestDie free = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie stopped = game.place(ANN, "Black Widow", FIELD_ZONE, level(2));
        TestDie blocker = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.attackWith(free, stopped);
        game.block(blocker, stopped);
        game.use(game.place(ANN, "The Front Line", RESERVE_POOL, action(0)));
        assertThat(game).die(free).hasAttack(5);
        assertThat(game).die(stopped).as("blocked").hasAttack(3);
    }

    @Test
    @Covers("CW032")
    void the_front_line_global_makes_blocking_cost_the_opponent_one_life() {
        TestGame game = table("CW032");
        TestDie attacker = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.useGlobal("The Front Line", 1);
        game.attackWith(attacker);
        game.block(theirs, attacker);
        assertThat(game).player(BEN).as("paid 1 life to block").hasLife(9);
        assertThat(game).die(theirs).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("CW032")
    void the_front_line_global_costs_nothing_when_the_die_does_not_block() {
        TestGame game = table("CW032");
        TestDie attacker = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.useGlobal("The Front Line", 1);
        game.attackWith(attacker);
        game.blocks();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers({"CW030", "JUS073"})
    void suffering_and_satisfaction_gives_plus_two_and_minus_two_attack_within_one_affiliation() {
        for (String id : List.of("CW030", "JUS073")) {
            TestGame game = TestGame.setup().ann("CW004", "CW001").ben("CW009", "CW011").basicActions(id)
                    .at(ANN, MAIN_STEP);
            TestDie cap = game.place(ANN, "Captain America", FIELD_ZONE, level(1));
            TestDie ironMan = game.place(BEN, "Iron Man", FIELD_ZONE, level(1));
            game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
            game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
            int capAttack = game.attack(cap);
            int ironManAttack = game.attack(ironMan);
            game.use(game.place(ANN, id, RESERVE_POOL, action(0)));
            assertThat(((Decision.ChooseTargets) game.decision()).candidates()).as("only the two Avengers share one")
                    .containsExactlyInAnyOrder(cap.id(), ironMan.id());
            game.choose(cap);
            assertThat(game).as("the other Avenger is the only different target").asksNothing();
            assertThat(game).die(cap).hasAttack(capAttack + 2);
            assertThat(game.attack(ironMan)).isEqualTo(Math.max(0, ironManAttack - 2));
        }
    }

    @Test
    @Covers({"CW030", "JUS073"})
    void suffering_and_satisfaction_needs_two_dice_with_the_same_affiliation() {
        TestGame game = TestGame.setup().ann("CW004").ben("CW011").basicActions("CW030", "JUS073").at(ANN, MAIN_STEP);
        game.place(ANN, "Captain America", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        for (String id : List.of("CW030", "JUS073")) {
            assertThat(game).action(using(game.place(ANN, id, RESERVE_POOL, action(0))))
                    .isRejectedBecause("Suffering and Satisfaction cannot be used now: its condition is not met.");
        }
    }
}
