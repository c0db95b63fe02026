package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Each implemented Basic Action Card, used in a small scenario. */
class BasicActionBehaviourTest {
    private static TestGame table(String... basics) {
        return TestGame.setup().ann("CW001").ben("CW011").basicActions(basics).at(ANN, MAIN_STEP);
    }

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
    @Covers("JUS066")
    void energy_field_spins_every_die_up_and_with_two_bursts_an_opposing_die_to_level_one() {
        TestGame game = table("JUS066");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        game.use(game.place(ANN, "Energy Field", RESERVE_POOL, action(2)));
        assertThat(game).die(mine).showsLevel(2);
        assertThat(game).die(theirs).as("up to 3, then to level 1").showsLevel(1);
    }

    @Test
    @Covers("JUS066")
    void energy_field_global_spins_your_die_down_to_spin_another_up() {
        TestGame game = table("JUS066");
        TestDie payer = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        game.useGlobal("Energy Field", 2);
        assertThat(game).die(payer).showsLevel(2);
        game.choose(theirs);
        assertThat(game).die(theirs).showsLevel(2);
    }

    @Test
    @Covers("JUS067")
    void excessive_force_deals_six_damage_and_its_global_gives_one_attack() {
        TestGame game = table("JUS067");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        game.choose(theirs);
        assertThat(game).die(theirs).isIn(PREP_AREA);
        game.energy(ANN, BOLT);
        game.useGlobal("Excessive Force", 1);
        assertThat(game).die(mine).hasAttack(3);
    }

    @Test
    @Covers("JUS068")
    void investigation_draws_and_rolls_two_dice() {
        TestGame game = table("JUS068");
        game.use(game.place(ANN, "Investigation", RESERVE_POOL, action(0)));
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 2).hasDiceIn(BAG, 6);
    }

    @Test
    @Covers("JUS072")
    void stretch_returns_used_dice_to_the_bag_and_with_a_burst_draws_one() {
        TestGame game = table("JUS072");
        TestDie a = game.place(ANN, "Black Widow", USED_PILE);
        TestDie b = game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "Stretch", RESERVE_POOL, action(1)));
        game.choose(a, b);
        assertThat(game).die(a).isIn(BAG);
        assertThat(game).die(b).isIn(BAG);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 1);
    }

    @Test
    @Covers("JUS072")
    void stretch_global_draws_a_die_then_sends_one_from_the_reserve_once_per_turn() {
        TestGame game = table("JUS072");
        TestDie fist = game.energy(ANN, FIST);
        TestDie spare = game.energy(ANN, MASK);
        game.useGlobal("Stretch", 2);
        game.choose(spare);
        assertThat(game).die(fist).isIn(OUT_OF_PLAY);
        assertThat(game).die(spare).isIn(OUT_OF_PLAY);
        game.energy(ANN, FIST);
        assertThat(game).action(game.globalAction("Stretch", 2)).isRejected()
                .contains("only 1 time per turn");
    }

    @Test
    @Covers("HHS049")
    void haymaker_gives_three_attack_and_overcrush() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS046").basicActions("HHS049").at(ANN, MAIN_STEP);
        TestDie attacker = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        TestDie blocker = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(attacker);
        game.block(blocker, attacker);
        game.use(game.place(ANN, "Haymaker", RESERVE_POOL, action(0)));
        game.choose(attacker);
        assertThat(game).die(attacker).hasAttack(6);
        game.finishAttack();
        assertThat(game).die(blocker).wasKnockedOut();
        assertThat(game).player(BEN).as("6A against 3D: 3 tramples over").hasLife(7);
    }

    @Test
    @Covers("HHS049")
    void haymaker_global_gives_one_attack() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS046").basicActions("HHS049").at(ANN, MAIN_STEP);
        TestDie mine = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Haymaker", 1);
        assertThat(game).die(mine).hasAttack(4);
    }

    @Test
    @Covers("HHS053")
    void shredder_transport_makes_each_player_ko_one_of_their_dice() {
        TestGame game = table("HHS053");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie theirsToo = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        game.use(game.place(ANN, "Mysterious Shredder Transport", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).isIn(PREP_AREA);
        assertThat(game).waitsOn(BEN);
        game.choose(theirsToo);
        assertThat(game).die(theirsToo).isIn(PREP_AREA);
        assertThat(game).die(theirs).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS057")
    void reclaim_moves_a_die_from_the_used_pile_to_the_prep_area() {
        TestGame game = table("HHS057");
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "Reclaim", RESERVE_POOL, action(0)));
        assertThat(game).die(used).isIn(PREP_AREA);
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_spins_a_die_up_and_it_must_attack_at_its_next_opportunity() {
        TestGame game = table("HHS055");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Speedy Delivery", RESERVE_POOL, action(0)));
        game.choose(theirs);
        assertThat(game).die(theirs).showsLevel(2);
        game.passToAttack();
        game.act(declaringAttackers());
        assertThat(game).isTurnOf(BEN);
        game.reroll();
        game.passToAttack();
        assertThat(game).action(declaringAttackers()).isRejectedBecause("Rocket Raccoon must attack this turn.");
        game.act(declaringAttackers(theirs));
        assertThat(game).die(mine).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_on_your_own_die_makes_it_attack_this_turn_and_then_ends() {
        TestGame game = table("HHS055");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Speedy Delivery", RESERVE_POOL, action(0)));
        game.passToAttack();
        assertThat(game).action(declaringAttackers()).isRejectedBecause("Black Widow must attack this turn.");
        game.act(declaringAttackers(mine));
        assertThat(game.state().modifiers()).noneMatch(m -> m.dieId() == mine.id() && m.restriction() != null);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_global_gives_one_attack() {
        TestGame game = table("HHS055");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Speedy Delivery", 1);
        assertThat(game).die(mine).hasAttack(3);
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
    @Covers("JUS064")
    void betrayal_deals_one_damage_per_opposing_character_die_and_with_two_bursts_returns_to_prep() {
        TestGame game = table("JUS064");
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie betrayal = game.place(ANN, "Betrayal", RESERVE_POOL, action(2));
        game.use(betrayal);
        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).die(betrayal).as("it did 2 damage: the die goes to the Prep Area").isIn(PREP_AREA);
    }

    @Test
    @Covers("JUS064")
    void betrayal_doing_less_than_two_damage_stays_out_of_play() {
        TestGame game = table("JUS064");
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie betrayal = game.place(ANN, "Betrayal", RESERVE_POOL, action(2));
        game.use(betrayal);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).die(betrayal).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS064")
    void betrayal_without_bursts_does_not_return() {
        TestGame game = table("JUS064");
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie betrayal = game.place(ANN, "Betrayal", RESERVE_POOL, action(0));
        game.use(betrayal);
        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).die(betrayal).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS069")
    void ping_deals_one_damage_to_the_opponent() {
        TestGame game = table("JUS069");
        TestDie ping = game.place(ANN, "Ping", RESERVE_POOL, action(0));
        game.use(ping);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).as("no Boomerang without a burst").asksNothing();
        assertThat(game).die(ping).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS069")
    void ping_with_a_burst_has_boomerang_and_may_return_to_the_prep_area() {
        TestGame game = table("JUS069");
        TestDie ping = game.place(ANN, "Ping", RESERVE_POOL, action(1));
        game.use(ping);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).waitsOn(ANN);
        game.choose(ping);
        assertThat(game).die(ping).isIn(PREP_AREA);
    }

    @Test
    @Covers("JUS070")
    void power_almighty_spins_your_dice_up_and_preps_a_die_for_each_that_could_not() {
        TestGame game = table("JUS070");
        TestDie top = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie low = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Power Almighty", RESERVE_POOL, action(0)));
        assertThat(game).die(low).showsLevel(2);
        assertThat(game).die(top).showsLevel(3);
        assertThat(game).die(theirs).as("only your dice").showsLevel(1);
        assertThat(game).player(ANN).as("Black Widow at level 3 and the one-level Sidekick").hasDiceIn(PREP_AREA, 2);
    }

    @Test
    @Covers("HHS051")
    void momentum_rolls_the_chosen_dice_of_the_prep_area_into_the_reserve_pool() {
        TestGame game = table("HHS051");
        TestDie rolled = game.place(ANN, "Black Widow", PREP_AREA);
        TestDie kept = game.place(ANN, "Black Widow", PREP_AREA);
        game.use(game.place(ANN, "Momentum", RESERVE_POOL, action(0)));
        game.choose(rolled);
        assertThat(game).die(rolled).isIn(RESERVE_POOL);
        assertThat(game).die(kept).isIn(PREP_AREA);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieRolled r
                && r.dieId() == rolled.id());
    }

    @Test
    @Covers("HHS051")
    void momentum_with_two_bursts_first_preps_a_die_from_the_bag() {
        TestGame game = table("HHS051");
        TestDie waiting = game.place(ANN, "Black Widow", PREP_AREA);
        game.use(game.place(ANN, "Momentum", RESERVE_POOL, action(2)));
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).hasSize(2).contains(waiting.id());
        game.act(new Action.ChooseTargets(choice.candidates()));
        assertThat(game).player(ANN).hasNoDiceIn(PREP_AREA).hasDiceIn(RESERVE_POOL, 2);
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

    @Test
    @Covers("HHS052")
    void mutation_swaps_a_field_die_with_a_character_die_from_its_owners_used_pile_at_level_one() {
        TestGame game = table("HHS052");
        TestDie fielded = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie used = game.place(BEN, "Rocket Raccoon", USED_PILE);
        game.place(ANN, "Black Widow", FIELD_ZONE, level(2));
        game.place(ANN, "Black Widow", USED_PILE);
        game.place(BEN, SIDEKICK, USED_PILE);
        game.use(game.place(ANN, "Mutation", RESERVE_POOL, action(0)));
        game.choose(fielded);
        assertThat(game).as("only the owner's non-Sidekick character die is offered").asksNothing();
        assertThat(game).die(fielded).isIn(USED_PILE);
        assertThat(game).die(used).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game.events()).as("it was not fielded")
                .noneMatch(e -> e instanceof GameEvent.DieFielded);
    }

    @Test
    @Covers("HHS052")
    void mutation_global_spins_your_die_down_to_spin_another_up() {
        TestGame game = table("HHS052");
        TestDie payer = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        game.useGlobal("Mutation", 1);
        assertThat(game).die(payer).showsLevel(2);
        assertThat(game).die(theirs).as("the only other die is chosen by itself").showsLevel(2);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_fields_a_die_from_the_used_pile_that_rolls_a_character_face() {
        TestGame game = table("HHS056");
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.nextRollShows(used, level(1));
        game.use(game.place(ANN, "Splinters Teachings", RESERVE_POOL, action(0)));
        assertThat(game).die(used).isIn(FIELD_ZONE);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieFielded f
                && f.dieId() == used.id());
        assertThat(game).die(raccoon).as("Black Widow's 'when fielded' 1 damage").wasKnockedOut();
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_puts_a_die_that_rolls_energy_in_the_bag() {
        TestGame game = table("HHS056");
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        game.nextRollShows(used, anEnergyFace());
        game.use(game.place(ANN, "Splinters Teachings", RESERVE_POOL, action(0)));
        assertThat(game).die(used).isIn(BAG);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_takes_no_sidekick_die_from_the_used_pile_there_it_is_no_character_die() {
        TestGame game = table("HHS056");
        game.place(ANN, SIDEKICK, USED_PILE);
        assertThat(game).action(using(game.place(ANN, "Splinters Teachings", RESERVE_POOL, action(0))))
                .isRejectedBecause("Splinters Teachings has no valid target.");
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        game.nextRollShows(used, anEnergyFace());
        game.use(game.place(ANN, "Splinters Teachings", RESERVE_POOL, action(0)));
        assertThat(game).die(used).as("the character die is the only target").isIn(BAG);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_global_swaps_attack_between_your_die_and_an_opposing_one() {
        TestGame game = table("HHS056");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);
        game.useGlobal("Splinters Teachings", 1);
        assertThat(game).die(mine).as("Rocket Raccoon's 4A").hasAttack(4);
        assertThat(game).die(theirs).as("Black Widow's 2A").hasAttack(2);
    }

    @Test
    @Covers("WWE053")
    void miz_tv_sets_a_die_of_each_player_aside_until_the_end_of_the_turn() {
        TestGame game = table("WWE053");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(2));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Miz TV", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).isIn(OUT_OF_PLAY);
        assertThat(game).die(theirs).isIn(OUT_OF_PLAY);
        game.passToAttack();
        assertThat(game.state().step()).as("nothing left to attack with").isNotEqualTo(DECLARE_ATTACKERS);
        game.endTurn();
        assertThat(game).die(mine).as("back, not in the Used Pile").isIn(FIELD_ZONE);
        assertThat(game).die(mine).showsLevel(2);
        assertThat(game).die(theirs).isIn(FIELD_ZONE).showsLevel(3);
    }

    @Test
    @Covers("WWE055")
    void paige_lets_each_player_add_an_unpurchased_die_to_their_bag() {
        TestGame game = table("WWE055");
        game.use(game.place(ANN, "Paige, Manager", RESERVE_POOL, action(0)));
        Decision.ChooseTargets mine = (Decision.ChooseTargets) game.decision();
        assertThat(mine.player()).isZero();
        assertThat(mine.min()).as("they may").isZero();
        game.act(new Action.ChooseTargets(List.of(mine.candidates().get(0))));
        Decision.ChooseTargets theirs = (Decision.ChooseTargets) game.decision();
        assertThat(theirs.player()).as("the opponent picks their own").isEqualTo(1);
        game.act(new Action.ChooseTargets(List.of(theirs.candidates().get(0))));
        assertThat(game.state().die(mine.candidates().get(0)).zone()).isEqualTo(BAG);
        assertThat(game.state().die(theirs.candidates().get(0)).zone()).isEqualTo(BAG);
        assertThat(game.state().die(theirs.candidates().get(0)).owner()).isEqualTo(1);
    }

    @Test
    @Covers("WWE055")
    void paige_with_two_bursts_sends_the_opponents_die_to_their_used_pile() {
        TestGame game = table("WWE055");
        game.use(game.place(ANN, "Paige, Manager", RESERVE_POOL, action(2)));
        game.chooseNone();
        Decision.ChooseTargets theirs = (Decision.ChooseTargets) game.decision();
        game.act(new Action.ChooseTargets(List.of(theirs.candidates().get(0))));
        assertThat(game.state().die(theirs.candidates().get(0)).zone()).isEqualTo(USED_PILE);
        assertThat(game).player(ANN).as("you added none").hasDiceIn(BAG, 8);
    }

    @Test
    @Covers("WWE057")
    void kevin_owens_show_swaps_a_used_die_for_an_unpurchased_one_costing_up_to_two_more() {
        TestGame game = TestGame.setup().ann("CW001", "HHS046", "HHS039").ben("CW011").basicActions("WWE057")
                .at(ANN, MAIN_STEP);
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "The Kevin Owens Show", RESERVE_POOL, action(0)));
        assertThat(game).die(used).as("the only die in the Used Pile goes back to its card").isIn(ON_ITS_CARD);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).as("not the same die, nothing costing 6")
                .doesNotContain(used.id())
                .allMatch(id -> game.state().definition(game.state().die(id)).cost() <= 4)
                .anyMatch(id -> game.state().definition(game.state().die(id)).id().equals("HHS046"));
        int triceraton = choice.candidates().stream()
                .filter(id -> game.state().definition(game.state().die(id)).id().equals("HHS046"))
                .findFirst().orElseThrow();
        game.act(new Action.ChooseTargets(List.of(triceraton)));
        assertThat(game.state().die(triceraton).zone()).isEqualTo(USED_PILE);
    }

    @Test
    @Covers("WWE057")
    void kevin_owens_show_with_a_burst_also_preps_a_die_from_the_bag() {
        TestGame game = table("WWE057");
        game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "The Kevin Owens Show", RESERVE_POOL, action(1)));
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        game.act(new Action.ChooseTargets(List.of(choice.candidates().get(0))));
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 1);
    }

    @Test
    @Covers("HHS054")
    void nefarious_broadcast_ends_the_effects_of_globals_used_earlier_and_stops_globals_for_the_turn() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS046").basicActions("HHS049", "HHS054")
                .at(ANN, MAIN_STEP);
        TestDie mine = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Haymaker", 1);
        assertThat(game).die(mine).as("Haymaker's Global: +1A").hasAttack(4);
        game.use(game.place(ANN, "Nefarious Broadcast", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).as("the Global's effect ended").hasAttack(3);
        game.energy(ANN, BOLT);
        assertThat(game).action(game.globalAction("Haymaker", 1))
                .isRejectedBecause("Global Abilities cannot be used for the rest of this turn.");
        game.endTurn();
        assertThat(game.state().globalsStopped()).as("only until end of turn").isFalse();
    }

    @Test
    @Covers("HHS054")
    void nefarious_broadcast_keeps_effects_that_did_not_come_from_globals() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS046").basicActions("HHS049", "HHS054")
                .at(ANN, MAIN_STEP);
        TestDie mine = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Haymaker", RESERVE_POOL, action(0)));
        game.use(game.place(ANN, "Nefarious Broadcast", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).as("Haymaker's action die: +3A stays").hasAttack(6);
    }
    @Test
    @Covers("JUS065")
    void doom_lance_lets_only_the_chosen_die_attack_and_opposing_dice_must_block() {
        TestGame game = table("JUS065");
        TestDie lance = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie other = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Doom Lance", RESERVE_POOL, action(0)));
        game.choose(lance);
        game.passToAttack();
        assertThat(game).action(declaringAttackers(lance, other))
                .isRejectedBecause("Only your character dice in the Field Zone can attack, each once.");
        game.act(declaringAttackers(lance));
        assertThat(game).action(declaringBlocks()).isRejectedBecause("Rocket Raccoon must block this turn.");
        game.block(theirs, lance);
        game.finishAttack();
        assertThat(game).die(theirs).wasKnockedOut();
        assertThat(game).player(BEN).as("its controller loses 1 life for the KO").hasLife(9);
    }

    @Test
    @Covers("JUS065")
    void doom_lance_with_two_bursts_costs_an_opponent_without_active_dice_a_life_at_the_end_of_the_turn() {
        TestGame game = table("JUS065");
        TestDie lance = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Doom Lance", RESERVE_POOL, action(2)));
        game.attackBlockedBy(lance, theirs);
        game.endTurn();
        assertThat(game).player(BEN).as("1 for the KO, 1 for having no active character die").hasLife(8);
        assertThat(game.state().actionUses()).as("its effects end with the turn").isEmpty();
    }

    @Test
    @Covers("JUS065")
    void doom_lance_without_bursts_spares_an_opponent_without_active_dice() {
        TestGame game = table("JUS065");
        game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Doom Lance", RESERVE_POOL, action(0)));
        game.endTurn();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("WWE051")
    void booker_t_lets_you_declare_the_opponents_blockers_one_per_attacker_first() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011", "CW001").basicActions("WWE051").at(ANN, MAIN_STEP);
        TestDie first = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Black Widow", FIELD_ZONE, level(2));
        TestDie a = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie b = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie c = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Booker T, Ringside Announcer", RESERVE_POOL, action(0)));
        game.attackWith(first, second);
        assertThat(game).as("the attacking player declares the blocks").waitsOn(ANN);
        assertThat(game).action(declaringBlocks(block(a, first), block(b, first)))
                .as("every opposing die must block").isRejectedBecause("Black Widow must block this turn.");
        assertThat(game).action(declaringBlocks(block(a, first), block(b, first), block(c, first)))
                .isRejectedBecause("Black Widow must get a blocker before any attacker gets a second one.");
        game.blocks(block(a, first), block(b, first), block(c, second));
        assertThat(game).die(c).isIn(ATTACK_ZONE);
        assertThat(Engine.legalActions(game.state())).isNotEmpty();
    }

    @Test
    @Covers("WWE051")
    void booker_t_global_makes_a_die_block_if_able() {
        TestGame game = table("WWE051");
        TestDie attacker = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);
        game.useGlobal("Booker T, Ringside Announcer", 1);
        game.choose(theirs);
        game.attackWith(attacker);
        assertThat(game).as("the opponent declares as usual").waitsOn(BEN);
        assertThat(game).action(declaringBlocks()).isRejectedBecause("Rocket Raccoon must block this turn.");
        game.block(theirs, attacker);
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_makes_two_chosen_dice_deal_each_other_their_cost_and_a_ko_costs_a_life() {
        TestGame game = table("WWE056");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Paul Heyman, Manager", RESERVE_POOL, action(0)));
        assertThat(game).as("the opponent picks their own die").waitsOn(BEN);
        game.choose(theirs);
        assertThat(game).die(mine).as("2 damage (Rocket Raccoon's cost) against 1D").wasKnockedOut();
        assertThat(game).die(theirs).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(9);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_with_two_bursts_costs_three_life_per_ko() {
        TestGame game = table("WWE056");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Paul Heyman, Manager", RESERVE_POOL, action(2)));
        assertThat(game).die(theirs).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(7);
        assertThat(game).die(mine).as("2 damage against 3D: not KO'd").hasDamage(2);
        assertThat(game).player(ANN).hasLife(10);
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_global_deals_one_damage_once_per_turn() {
        TestGame game = table("WWE056");
        game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Paul Heyman, Manager", 3);
        game.choose(theirs);
        assertThat(game).die(theirs).wasKnockedOut();
        game.energy(ANN, BOLT);
        assertThat(game).action(game.globalAction("Paul Heyman, Manager", 3)).isRejected()
                .contains("only 1 time per turn");
    }

    @Test
    @Covers("WWE056")
    void paul_heymans_damage_meets_damage_prevention_like_any_other() {
        // April: Sixth Sense prevents the first 1 damage from each source (one active Turtle).
        TestGame game = TestGame.setup().ann("CW001").ben("HHS003", "HHS007").basicActions("WWE056").at(ANN, MAIN_STEP);
        game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie april = game.place(BEN, "April", FIELD_ZONE, level(3));
        game.place(BEN, "Donatello", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Paul Heyman, Manager", RESERVE_POOL, action(0)));
        game.choose(april);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented);
        assertThat(game).die(april).as("Black Widow's cost 2, less 1 prevented").hasDamage(1);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_dice_drawn_secretly_go_to_the_used_pile_when_the_opponent_guesses_their_number() {
        TestGame game = table("WWE058");
        game.use(game.place(ANN, "Walk with Elias", RESERVE_POOL, action(0)));
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.player()).isZero();
            assertThat(d.max()).isEqualTo(3);
        });
        game.chooseNumber(2);
        assertThat(game.events()).as("the log keeps the number secret")
                .noneMatch(e -> e.text().contains("2 dice") || e.text().contains(" 2;"));
        assertThat(game).as("the opponent guesses").waitsOn(BEN);
        int used = game.count(ANN, USED_PILE);
        game.chooseNumber(2);
        assertThat(game).player(ANN).hasDiceIn(USED_PILE, used + 2).hasNoDiceIn(PREP_AREA);
        assertThat(game.state().secretNumber()).isEqualTo(-1);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_dice_are_prepped_when_the_guess_is_wrong() {
        TestGame game = table("WWE058");
        game.use(game.place(ANN, "Walk with Elias", RESERVE_POOL, action(0)));
        game.chooseNumber(3);
        assertThat(game).action(new Action.ChooseNumber(4)).isRejectedBecause("Choose a number from 1 to 3.");
        game.chooseNumber(1);
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 3);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_global_preps_two_used_sidekicks_on_your_turn_only() {
        TestGame game = table("WWE058");
        TestDie a = game.place(ANN, SIDEKICK, USED_PILE);
        TestDie b = game.place(ANN, SIDEKICK, USED_PILE);
        TestDie bens = game.place(BEN, SIDEKICK, USED_PILE);
        game.place(BEN, SIDEKICK, USED_PILE);
        game.energy(ANN, MASK);
        game.energy(BEN, MASK);
        game.useGlobal("Walk with Elias", 1);
        assertThat(game).die(a).isIn(PREP_AREA);
        assertThat(game).die(b).isIn(PREP_AREA);
        game.pass();
        assertThat(game.state().step()).as("Ben has Mask energy, but his Walk with Elias works only on his turn,"
                + " so he has nothing to use and the Main Step ends").isNotEqualTo(MAIN_STEP);
        assertThat(game).die(bens).isIn(USED_PILE);
    }

    @Test
    @Covers("WWE054")
    void money_in_the_bank_its_attacker_damaging_the_opponent_draws_three_dice_and_comes_back_to_prep() {
        TestGame game = table("WWE054");
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie other = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie action = game.place(ANN, "Money in the Bank", RESERVE_POOL, action(0));
        assertThat(game).action(using(action)).isRejected().as("no attacker yet")
                .contains("no valid target");
        game.attackWith(widow, other);
        if (game.state().step() == DECLARE_BLOCKERS) {
            game.act(declaringBlocks());
        }
        game.use(action);
        game.choose(widow);
        game.finishAttack();
        long drawnAndRolled = game.events().stream().filter(e -> e instanceof GameEvent.DieMoved m
                && m.owner() == 0 && m.from() == BAG && m.to() == RESERVE_POOL).count();
        assertThat(drawnAndRolled).as("Black Widow damaged Ben: Ann draws and rolls 3 dice").isEqualTo(3);
        if (game.state().activePlayer() == 0) {
            game.endTurn();
        }
        assertThat(game.events()).as("at the end of the turn the chosen unblocked attacker is prepped")
                .anyMatch(e -> e instanceof GameEvent.DieMoved m && m.dieId() == widow.id()
                        && m.from() == OUT_OF_PLAY && m.to() == PREP_AREA);
        assertThat(game.events()).as("the other goes to the Used Pile as usual")
                .anyMatch(e -> e instanceof GameEvent.DieMoved m && m.dieId() == other.id()
                        && m.from() == OUT_OF_PLAY && m.to() == USED_PILE);
    }
}
