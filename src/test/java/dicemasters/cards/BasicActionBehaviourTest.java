package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/** Each implemented Basic Action Card, used in a small scenario. */
class BasicActionBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static CardScenario table(String... basics) {
        return CardScenario.of(LIBRARY, List.of("CW001"), List.of("CW011"), List.of(basics));
    }

    @Test
    @Covers("CW024")
    void civil_war_damages_an_opposing_die_then_the_opponent_may_damage_one_of_yours() {
        CardScenario sc = table("CW024");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 3);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 3);
        sc.use(sc.action(0, "CW024", 0));
        assertThat(sc.damage(theirs)).isEqualTo(2);
        assertThat(sc.decision()).isInstanceOf(Decision.ChooseTargets.class);
        assertThat(sc.decision().player()).as("the opponent chooses").isEqualTo(1);
        sc.choose(mine);
        assertThat(sc.damage(mine)).isEqualTo(2);
        assertThat(sc.zone(theirs)).as("2 damage KOs a 1D die").isEqualTo(Zone.PREP);
    }

    @Test
    @Covers("CW025")
    void driven_underground_kos_a_blocker_and_with_two_bursts_also_damages_the_opponent() {
        CardScenario sc = table("CW025");
        Die attacker = sc.character(0, "CW001", Zone.FIELD, 3);
        Die blocker = sc.character(1, "CW011", Zone.FIELD, 3);
        Die action = sc.action(0, "CW025", 2);
        sc.attack(attacker);
        sc.blocks(block(blocker, attacker));
        sc.use(action);
        assertThat(sc.zone(blocker)).isEqualTo(Zone.PREP);
        assertThat(sc.life(1)).isEqualTo(9);
    }

    @Test
    @Covers("CW025")
    void driven_underground_global_damages_a_die_already_damaged_this_turn() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("HHS013"), List.of("CW025"));
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        sc.energy(0, Energy.BOLT);
        assertThat(sc.rejected(new Action.UseGlobal(sc.card("CW025").index(), 2,
                Engine.suggestPayment(sc.state(), 0, 1, List.of(Energy.BOLT)))))
                .isEqualTo("Driven Underground has no valid target.");
        sc.field(sc.character(0, "CW001", Zone.RESERVE, 1));
        assertThat(sc.damage(yoshi)).as("Black Widow's 1 damage").isEqualTo(1);
        sc.global("CW025", 2);
        assertThat(sc.damage(yoshi)).isEqualTo(2);
    }

    @Test
    @Covers("CW026")
    void escape_incarceration_moves_a_die_from_the_used_pile_to_prep_and_another_with_resistance() {
        CardScenario sc = table("CW026");
        Die a = sc.unrolled(0, "CW001", Zone.USED);
        Die b = sc.unrolled(0, "CW001", Zone.USED);
        sc.knockedOutThisTurn(0, 1);
        sc.use(sc.action(0, "CW026", 0));
        sc.choose(a);
        assertThat(sc.decision()).as("the only die left is chosen by itself").isNull();
        assertThat(sc.zone(a)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(b)).isEqualTo(Zone.PREP);
    }

    @Test
    @Covers("CW026")
    void escape_incarceration_without_a_ko_this_turn_moves_one_die() {
        CardScenario sc = table("CW026");
        sc.unrolled(0, "CW001", Zone.USED);
        sc.unrolled(0, "CW001", Zone.USED);
        sc.use(sc.action(0, "CW026", 0));
        sc.choose(sc.state().diceIn(0, Zone.USED).stream().filter(d -> !sc.state().cardOf(d).isShared())
                .findFirst().orElseThrow());
        assertThat(sc.decision()).isNull();
        assertThat(sc.count(0, Zone.PREP)).isEqualTo(1);
    }

    @Test
    @Covers("CW027")
    void field_promotion_spins_your_dice_up_one_level_or_with_bursts_to_level_three() {
        CardScenario sc = table("CW027");
        Die one = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "CW027", 0));
        assertThat(sc.level(one)).isEqualTo(2);
        assertThat(sc.level(theirs)).as("only your dice").isEqualTo(1);
        sc.use(sc.action(0, "CW027", 1));
        assertThat(sc.level(one)).isEqualTo(3);
    }

    @Test
    @Covers("CW027")
    void field_promotion_with_a_burst_goes_straight_to_level_three() {
        CardScenario sc = table("CW027");
        Die one = sc.character(0, "CW001", Zone.FIELD, 1);
        sc.use(sc.action(0, "CW027", 2));
        assertThat(sc.level(one)).isEqualTo(3);
    }

    @Test
    @Covers("CW031")
    void registration_act_draws_three_unless_the_opponent_kos_one_of_their_dice() {
        CardScenario sc = table("CW031");
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "CW031", 0));
        assertThat(sc.decision().player()).isEqualTo(1);
        sc.choose();
        assertThat(sc.count(0, Zone.RESERVE)).as("2 + 1 drawn and rolled").isEqualTo(3);
        assertThat(sc.zone(theirs)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("CW031")
    void registration_act_enlistment_is_stopped_by_a_ko() {
        CardScenario sc = table("CW031");
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "CW031", 0));
        sc.choose(theirs);
        assertThat(sc.zone(theirs)).isEqualTo(Zone.PREP);
        assertThat(sc.count(0, Zone.RESERVE)).as("only the 2 of the base text").isEqualTo(2);
    }

    @Test
    @Covers("JUS066")
    void energy_field_spins_every_die_up_and_with_two_bursts_an_opposing_die_to_level_one() {
        CardScenario sc = table("JUS066");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 2);
        sc.use(sc.action(0, "JUS066", 2));
        assertThat(sc.level(mine)).isEqualTo(2);
        assertThat(sc.level(theirs)).as("up to 3, then to level 1").isEqualTo(1);
    }

    @Test
    @Covers("JUS066")
    void energy_field_global_spins_your_die_down_to_spin_another_up() {
        CardScenario sc = table("JUS066");
        Die payer = sc.character(0, "CW001", Zone.FIELD, 3);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.energy(0, Energy.MASK);
        sc.global("JUS066", 2);
        assertThat(sc.level(payer)).isEqualTo(2);
        sc.choose(theirs);
        assertThat(sc.level(theirs)).isEqualTo(2);
    }

    @Test
    @Covers("JUS067")
    void excessive_force_deals_six_damage_and_its_global_gives_one_attack() {
        CardScenario sc = table("JUS067");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 3);
        sc.use(sc.action(0, "JUS067", 0));
        sc.choose(theirs);
        assertThat(sc.zone(theirs)).isEqualTo(Zone.PREP);
        sc.energy(0, Energy.BOLT);
        sc.global("JUS067", 1);
        assertThat(sc.attackOf(mine)).isEqualTo(3);
    }

    @Test
    @Covers("JUS068")
    void investigation_draws_and_rolls_two_dice() {
        CardScenario sc = table("JUS068");
        sc.use(sc.action(0, "JUS068", 0));
        assertThat(sc.count(0, Zone.RESERVE)).isEqualTo(2);
        assertThat(sc.count(0, Zone.BAG)).isEqualTo(6);
    }

    @Test
    @Covers("JUS072")
    void stretch_returns_used_dice_to_the_bag_and_with_a_burst_draws_one() {
        CardScenario sc = table("JUS072");
        Die a = sc.unrolled(0, "CW001", Zone.USED);
        Die b = sc.unrolled(0, "CW001", Zone.USED);
        sc.use(sc.action(0, "JUS072", 1));
        sc.choose(a, b);
        assertThat(sc.zone(a)).isEqualTo(Zone.BAG);
        assertThat(sc.zone(b)).isEqualTo(Zone.BAG);
        assertThat(sc.count(0, Zone.RESERVE)).isEqualTo(1);
    }

    @Test
    @Covers("JUS072")
    void stretch_global_draws_a_die_then_sends_one_from_the_reserve_once_per_turn() {
        CardScenario sc = table("JUS072");
        Die fist = sc.energy(0, Energy.FIST);
        Die spare = sc.energy(0, Energy.MASK);
        sc.global("JUS072", 2);
        sc.choose(spare);
        assertThat(sc.zone(fist)).isEqualTo(Zone.OUT_OF_PLAY);
        assertThat(sc.zone(spare)).isEqualTo(Zone.OUT_OF_PLAY);
        sc.energy(0, Energy.FIST);
        assertThat(sc.rejected(new Action.UseGlobal(sc.card("JUS072").index(), 2,
                Engine.suggestPayment(sc.state(), 0, 1, List.of(Energy.FIST)))))
                .contains("only 1 time per turn");
    }

    @Test
    @Covers("HHS049")
    void haymaker_gives_three_attack_and_overcrush() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS046"), List.of("HHS046"), List.of("HHS049"));
        Die attacker = sc.character(0, "HHS046", Zone.FIELD, 1);
        Die blocker = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(attacker);
        sc.blocks(block(blocker, attacker));
        sc.use(sc.action(0, "HHS049", 0));
        sc.choose(attacker);
        assertThat(sc.attackOf(attacker)).isEqualTo(6);
        sc.finishAttack();
        assertThat(sc.wasKnockedOut(blocker)).isTrue();
        assertThat(sc.life(1)).as("6A against 3D: 3 tramples over").isEqualTo(7);
    }

    @Test
    @Covers("HHS049")
    void haymaker_global_gives_one_attack() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS046"), List.of("HHS046"), List.of("HHS049"));
        Die mine = sc.character(0, "HHS046", Zone.FIELD, 1);
        sc.energy(0, Energy.BOLT);
        sc.global("HHS049", 1);
        assertThat(sc.attackOf(mine)).isEqualTo(4);
    }

    @Test
    @Covers("HHS053")
    void shredder_transport_makes_each_player_ko_one_of_their_dice() {
        CardScenario sc = table("HHS053");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        Die theirsToo = sc.character(1, "CW011", Zone.FIELD, 2);
        sc.use(sc.action(0, "HHS053", 0));
        assertThat(sc.zone(mine)).isEqualTo(Zone.PREP);
        assertThat(sc.decision().player()).isEqualTo(1);
        sc.choose(theirsToo);
        assertThat(sc.zone(theirsToo)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(theirs)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("HHS057")
    void reclaim_moves_a_die_from_the_used_pile_to_the_prep_area() {
        CardScenario sc = table("HHS057");
        Die used = sc.unrolled(0, "CW001", Zone.USED);
        sc.use(sc.action(0, "HHS057", 0));
        assertThat(sc.zone(used)).isEqualTo(Zone.PREP);
        assertThat(sc.state().step()).isEqualTo(Step.MAIN);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_spins_a_die_up_and_it_must_attack_at_its_next_opportunity() {
        CardScenario sc = table("HHS055");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "HHS055", 0));
        sc.choose(theirs);
        assertThat(sc.level(theirs)).isEqualTo(2);
        sc.toAttack();
        sc.act(new Action.DeclareAttackers(List.of()));
        assertThat(sc.state().activePlayer()).isEqualTo(1);
        sc.endTurnUntilAttack();
        assertThat(sc.rejected(new Action.DeclareAttackers(List.of())))
                .isEqualTo("Rocket Raccoon must attack this turn.");
        sc.act(new Action.DeclareAttackers(List.of(theirs.id())));
        assertThat(sc.zone(mine)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_on_your_own_die_makes_it_attack_this_turn_and_then_ends() {
        CardScenario sc = table("HHS055");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 1);
        sc.use(sc.action(0, "HHS055", 0));
        sc.toAttack();
        assertThat(sc.rejected(new Action.DeclareAttackers(List.of()))).isEqualTo("Black Widow must attack this turn.");
        sc.act(new Action.DeclareAttackers(List.of(mine.id())));
        assertThat(sc.state().modifiers()).noneMatch(m -> m.dieId() == mine.id() && m.restriction() != null);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_global_gives_one_attack() {
        CardScenario sc = table("HHS055");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 1);
        sc.energy(0, Energy.BOLT);
        sc.global("HHS055", 1);
        assertThat(sc.attackOf(mine)).isEqualTo(3);
    }

    @Test
    @Covers("CW028")
    void internal_dispute_makes_one_opposing_die_deal_its_attack_to_another() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("CW011", "CW001"), List.of("CW028"));
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 2);
        Die widow = sc.character(1, "CW001", Zone.FIELD, 3);
        sc.use(sc.action(0, "CW028", 0));
        sc.choose(raccoon);
        assertThat(sc.decision()).as("the other die is the only different target").isNull();
        assertThat(sc.wasKnockedOut(widow)).as("Rocket Raccoon's 3A against Black Widow's 3D").isTrue();
        assertThat(sc.damage(raccoon)).isZero();
    }

    @Test
    @Covers("CW028")
    void internal_dispute_never_offers_the_first_target_as_the_second() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("CW011", "CW001"), List.of("CW028"));
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        Die widow = sc.character(1, "CW001", Zone.FIELD, 3);
        Die otherWidow = sc.character(1, "CW001", Zone.FIELD, 2);
        sc.use(sc.action(0, "CW028", 0));
        sc.choose(raccoon);
        assertThat(((Decision.ChooseTargets) sc.decision()).candidates())
                .containsExactlyInAnyOrder(widow.id(), otherWidow.id());
        sc.choose(otherWidow);
        assertThat(sc.damage(otherWidow)).as("Rocket Raccoon's 1A").isEqualTo(1);
    }

    @Test
    @Covers("CW028")
    void internal_dispute_needs_two_opposing_character_dice() {
        CardScenario sc = table("CW028");
        sc.character(1, "CW011", Zone.FIELD, 2);
        assertThat(sc.rejected(new Action.UseActionDie(sc.action(0, "CW028", 0).id())))
                .isEqualTo("Internal Dispute cannot be used now: its condition is not met.");
    }

    @Test
    @Covers("JUS064")
    void betrayal_deals_one_damage_per_opposing_character_die_and_with_two_bursts_returns_to_prep() {
        CardScenario sc = table("JUS064");
        sc.character(1, "CW011", Zone.FIELD, 1);
        sc.character(1, "CW011", Zone.FIELD, 2);
        Die betrayal = sc.action(0, "JUS064", 2);
        sc.use(betrayal);
        assertThat(sc.life(1)).isEqualTo(8);
        assertThat(sc.zone(betrayal)).as("it did 2 damage: the die goes to the Prep Area").isEqualTo(Zone.PREP);
    }

    @Test
    @Covers("JUS064")
    void betrayal_doing_less_than_two_damage_stays_out_of_play() {
        CardScenario sc = table("JUS064");
        sc.character(1, "CW011", Zone.FIELD, 1);
        Die betrayal = sc.action(0, "JUS064", 2);
        sc.use(betrayal);
        assertThat(sc.life(1)).isEqualTo(9);
        assertThat(sc.zone(betrayal)).isEqualTo(Zone.OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS064")
    void betrayal_without_bursts_does_not_return() {
        CardScenario sc = table("JUS064");
        sc.character(1, "CW011", Zone.FIELD, 1);
        sc.character(1, "CW011", Zone.FIELD, 2);
        Die betrayal = sc.action(0, "JUS064", 0);
        sc.use(betrayal);
        assertThat(sc.life(1)).isEqualTo(8);
        assertThat(sc.zone(betrayal)).isEqualTo(Zone.OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS069")
    void ping_deals_one_damage_to_the_opponent() {
        CardScenario sc = table("JUS069");
        Die ping = sc.action(0, "JUS069", 0);
        sc.use(ping);
        assertThat(sc.life(1)).isEqualTo(9);
        assertThat(sc.decision()).as("no Boomerang without a burst").isNull();
        assertThat(sc.zone(ping)).isEqualTo(Zone.OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS069")
    void ping_with_a_burst_has_boomerang_and_may_return_to_the_prep_area() {
        CardScenario sc = table("JUS069");
        Die ping = sc.action(0, "JUS069", 1);
        sc.use(ping);
        assertThat(sc.life(1)).isEqualTo(9);
        assertThat(sc.decision().player()).isZero();
        sc.choose(ping);
        assertThat(sc.zone(ping)).isEqualTo(Zone.PREP);
    }

    @Test
    @Covers("JUS070")
    void power_almighty_spins_your_dice_up_and_preps_a_die_for_each_that_could_not() {
        CardScenario sc = table("JUS070");
        Die top = sc.character(0, "CW001", Zone.FIELD, 3);
        Die low = sc.character(0, "CW001", Zone.FIELD, 1);
        sc.sidekick(0, Zone.FIELD);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS070", 0));
        assertThat(sc.level(low)).isEqualTo(2);
        assertThat(sc.level(top)).isEqualTo(3);
        assertThat(sc.level(theirs)).as("only your dice").isEqualTo(1);
        assertThat(sc.count(0, Zone.PREP)).as("Black Widow at level 3 and the one-level Sidekick").isEqualTo(2);
    }

    @Test
    @Covers("HHS051")
    void momentum_rolls_the_chosen_dice_of_the_prep_area_into_the_reserve_pool() {
        CardScenario sc = table("HHS051");
        Die rolled = sc.unrolled(0, "CW001", Zone.PREP);
        Die kept = sc.unrolled(0, "CW001", Zone.PREP);
        sc.use(sc.action(0, "HHS051", 0));
        sc.choose(rolled);
        assertThat(sc.zone(rolled)).isEqualTo(Zone.RESERVE);
        assertThat(sc.zone(kept)).isEqualTo(Zone.PREP);
        assertThat(sc.events()).anyMatch(e -> e instanceof dicemasters.engine.GameEvent.DieRolled r
                && r.dieId() == rolled.id());
    }

    @Test
    @Covers("HHS051")
    void momentum_with_two_bursts_first_preps_a_die_from_the_bag() {
        CardScenario sc = table("HHS051");
        Die waiting = sc.unrolled(0, "CW001", Zone.PREP);
        sc.use(sc.action(0, "HHS051", 2));
        Decision.ChooseTargets choice = (Decision.ChooseTargets) sc.decision();
        assertThat(choice.candidates()).hasSize(2).contains(waiting.id());
        sc.act(new Action.ChooseTargets(choice.candidates()));
        assertThat(sc.count(0, Zone.PREP)).isZero();
        assertThat(sc.count(0, Zone.RESERVE)).isEqualTo(2);
    }

    @Test
    @Covers("CW032")
    void the_front_line_gives_unblocked_attackers_three_attack() {
        CardScenario sc = table("CW032");
        Die free = sc.character(0, "CW001", Zone.FIELD, 1);
        Die stopped = sc.character(0, "CW001", Zone.FIELD, 2);
        Die blocker = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.attack(free, stopped);
        sc.blocks(block(blocker, stopped));
        sc.use(sc.action(0, "CW032", 0));
        assertThat(sc.attackOf(free)).isEqualTo(5);
        assertThat(sc.attackOf(stopped)).as("blocked").isEqualTo(3);
    }

    @Test
    @Covers("CW032")
    void the_front_line_global_makes_blocking_cost_the_opponent_one_life() {
        CardScenario sc = table("CW032");
        Die attacker = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.energy(0, Energy.FIST);
        sc.global("CW032", 1);
        sc.attack(attacker);
        sc.blocks(block(theirs, attacker));
        assertThat(sc.life(1)).as("paid 1 life to block").isEqualTo(9);
        assertThat(sc.zone(theirs)).isEqualTo(Zone.ATTACK);
    }

    @Test
    @Covers("CW032")
    void the_front_line_global_costs_nothing_when_the_die_does_not_block() {
        CardScenario sc = table("CW032");
        Die attacker = sc.character(0, "CW001", Zone.FIELD, 1);
        sc.character(1, "CW011", Zone.FIELD, 1);
        sc.energy(0, Energy.FIST);
        sc.global("CW032", 1);
        sc.attack(attacker);
        sc.blocks();
        assertThat(sc.life(1)).isEqualTo(10);
    }

    @Test
    @Covers({"CW030", "JUS073"})
    void suffering_and_satisfaction_gives_plus_two_and_minus_two_attack_within_one_affiliation() {
        for (String id : List.of("CW030", "JUS073")) {
            CardScenario sc = CardScenario.of(LIBRARY, List.of("CW004", "CW001"), List.of("CW009", "CW011"),
                    List.of(id));
            Die cap = sc.character(0, "CW004", Zone.FIELD, 1);
            Die ironMan = sc.character(1, "CW009", Zone.FIELD, 1);
            sc.character(0, "CW001", Zone.FIELD, 1);
            sc.character(1, "CW011", Zone.FIELD, 1);
            int capAttack = sc.attackOf(cap);
            int ironManAttack = sc.attackOf(ironMan);
            sc.use(sc.action(0, id, 0));
            assertThat(((Decision.ChooseTargets) sc.decision()).candidates()).as("only the two Avengers share one")
                    .containsExactlyInAnyOrder(cap.id(), ironMan.id());
            sc.choose(cap);
            assertThat(sc.decision()).as("the other Avenger is the only different target").isNull();
            assertThat(sc.attackOf(cap)).isEqualTo(capAttack + 2);
            assertThat(sc.attackOf(ironMan)).isEqualTo(Math.max(0, ironManAttack - 2));
        }
    }

    @Test
    @Covers({"CW030", "JUS073"})
    void suffering_and_satisfaction_needs_two_dice_with_the_same_affiliation() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW004"), List.of("CW011"), List.of("CW030", "JUS073"));
        sc.character(0, "CW004", Zone.FIELD, 1);
        sc.character(1, "CW011", Zone.FIELD, 1);
        for (String id : List.of("CW030", "JUS073")) {
            assertThat(sc.rejected(new Action.UseActionDie(sc.action(0, id, 0).id())))
                    .isEqualTo("Suffering and Satisfaction cannot be used now: its condition is not met.");
        }
    }

    @Test
    @Covers("HHS052")
    void mutation_swaps_a_field_die_with_a_character_die_from_its_owners_used_pile_at_level_one() {
        CardScenario sc = table("HHS052");
        Die fielded = sc.character(1, "CW011", Zone.FIELD, 3);
        Die used = sc.unrolled(1, "CW011", Zone.USED);
        sc.character(0, "CW001", Zone.FIELD, 2);
        sc.unrolled(0, "CW001", Zone.USED);
        sc.unrolled(1, "SIDEKICK", Zone.USED);
        sc.use(sc.action(0, "HHS052", 0));
        sc.choose(fielded);
        assertThat(sc.decision()).as("only the owner's non-Sidekick character die is offered").isNull();
        assertThat(sc.zone(fielded)).isEqualTo(Zone.USED);
        assertThat(sc.zone(used)).isEqualTo(Zone.FIELD);
        assertThat(sc.level(used)).isEqualTo(1);
        assertThat(sc.events()).as("it was not fielded")
                .noneMatch(e -> e instanceof dicemasters.engine.GameEvent.DieFielded);
    }

    @Test
    @Covers("HHS052")
    void mutation_global_spins_your_die_down_to_spin_another_up() {
        CardScenario sc = table("HHS052");
        Die payer = sc.character(0, "CW001", Zone.FIELD, 3);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.energy(0, Energy.MASK);
        sc.global("HHS052", 1);
        assertThat(sc.level(payer)).isEqualTo(2);
        assertThat(sc.level(theirs)).as("the only other die is chosen by itself").isEqualTo(2);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_fields_a_die_from_the_used_pile_that_rolls_a_character_face() {
        CardScenario sc = table("HHS056");
        Die used = sc.unrolled(0, "CW001", Zone.USED);
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.nextRollShows(used, f -> f.isCharacter() && f.level() == 1);
        sc.use(sc.action(0, "HHS056", 0));
        assertThat(sc.zone(used)).isEqualTo(Zone.FIELD);
        assertThat(sc.events()).anyMatch(e -> e instanceof dicemasters.engine.GameEvent.DieFielded f
                && f.dieId() == used.id());
        assertThat(sc.wasKnockedOut(raccoon)).as("Black Widow's 'when fielded' 1 damage").isTrue();
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_puts_a_die_that_rolls_energy_in_the_bag() {
        CardScenario sc = table("HHS056");
        Die used = sc.unrolled(0, "CW001", Zone.USED);
        sc.nextRollShows(used, f -> f.isEnergy());
        sc.use(sc.action(0, "HHS056", 0));
        assertThat(sc.zone(used)).isEqualTo(Zone.BAG);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_takes_no_sidekick_die_from_the_used_pile_there_it_is_no_character_die() {
        CardScenario sc = table("HHS056");
        sc.unrolled(0, "SIDEKICK", Zone.USED);
        assertThat(sc.rejected(new Action.UseActionDie(sc.action(0, "HHS056", 0).id())))
                .isEqualTo("Splinters Teachings has no valid target.");
        Die used = sc.unrolled(0, "CW001", Zone.USED);
        sc.nextRollShows(used, f -> f.isEnergy());
        sc.use(sc.action(0, "HHS056", 0));
        assertThat(sc.zone(used)).as("the character die is the only target").isEqualTo(Zone.BAG);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_global_swaps_attack_between_your_die_and_an_opposing_one() {
        CardScenario sc = table("HHS056");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 3);
        sc.energy(0, Energy.SHIELD);
        sc.global("HHS056", 1);
        assertThat(sc.attackOf(mine)).as("Rocket Raccoon's 4A").isEqualTo(4);
        assertThat(sc.attackOf(theirs)).as("Black Widow's 2A").isEqualTo(2);
    }

    @Test
    @Covers("WWE053")
    void miz_tv_sets_a_die_of_each_player_aside_until_the_end_of_the_turn() {
        CardScenario sc = table("WWE053");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 2);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 3);
        sc.use(sc.action(0, "WWE053", 0));
        assertThat(sc.zone(mine)).isEqualTo(Zone.OUT_OF_PLAY);
        assertThat(sc.zone(theirs)).isEqualTo(Zone.OUT_OF_PLAY);
        sc.toAttack();
        assertThat(sc.state().step()).as("nothing left to attack with").isNotEqualTo(Step.DECLARE_ATTACKERS);
        sc.endTurn();
        assertThat(sc.zone(mine)).as("back, not in the Used Pile").isEqualTo(Zone.FIELD);
        assertThat(sc.level(mine)).isEqualTo(2);
        assertThat(sc.zone(theirs)).isEqualTo(Zone.FIELD);
        assertThat(sc.level(theirs)).isEqualTo(3);
    }

    @Test
    @Covers("WWE055")
    void paige_lets_each_player_add_an_unpurchased_die_to_their_bag() {
        CardScenario sc = table("WWE055");
        sc.use(sc.action(0, "WWE055", 0));
        Decision.ChooseTargets mine = (Decision.ChooseTargets) sc.decision();
        assertThat(mine.player()).isZero();
        assertThat(mine.min()).as("they may").isZero();
        sc.act(new Action.ChooseTargets(List.of(mine.candidates().get(0))));
        Decision.ChooseTargets theirs = (Decision.ChooseTargets) sc.decision();
        assertThat(theirs.player()).as("the opponent picks their own").isEqualTo(1);
        sc.act(new Action.ChooseTargets(List.of(theirs.candidates().get(0))));
        assertThat(sc.state().die(mine.candidates().get(0)).zone()).isEqualTo(Zone.BAG);
        assertThat(sc.state().die(theirs.candidates().get(0)).zone()).isEqualTo(Zone.BAG);
        assertThat(sc.state().die(theirs.candidates().get(0)).owner()).isEqualTo(1);
    }

    @Test
    @Covers("WWE055")
    void paige_with_two_bursts_sends_the_opponents_die_to_their_used_pile() {
        CardScenario sc = table("WWE055");
        sc.use(sc.action(0, "WWE055", 2));
        sc.choose();
        Decision.ChooseTargets theirs = (Decision.ChooseTargets) sc.decision();
        sc.act(new Action.ChooseTargets(List.of(theirs.candidates().get(0))));
        assertThat(sc.state().die(theirs.candidates().get(0)).zone()).isEqualTo(Zone.USED);
        assertThat(sc.count(0, Zone.BAG)).as("you added none").isEqualTo(8);
    }

    @Test
    @Covers("WWE057")
    void kevin_owens_show_swaps_a_used_die_for_an_unpurchased_one_costing_up_to_two_more() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001", "HHS046", "HHS039"), List.of("CW011"),
                List.of("WWE057"));
        Die used = sc.unrolled(0, "CW001", Zone.USED);
        sc.use(sc.action(0, "WWE057", 0));
        assertThat(sc.zone(used)).as("the only die in the Used Pile goes back to its card").isEqualTo(Zone.ON_CARD);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) sc.decision();
        assertThat(choice.candidates()).as("not the same die, nothing costing 6")
                .doesNotContain(used.id())
                .allMatch(id -> sc.state().definition(sc.state().die(id)).cost() <= 4)
                .anyMatch(id -> sc.state().definition(sc.state().die(id)).id().equals("HHS046"));
        int triceraton = choice.candidates().stream()
                .filter(id -> sc.state().definition(sc.state().die(id)).id().equals("HHS046"))
                .findFirst().orElseThrow();
        sc.act(new Action.ChooseTargets(List.of(triceraton)));
        assertThat(sc.state().die(triceraton).zone()).isEqualTo(Zone.USED);
    }

    @Test
    @Covers("WWE057")
    void kevin_owens_show_with_a_burst_also_preps_a_die_from_the_bag() {
        CardScenario sc = table("WWE057");
        sc.unrolled(0, "CW001", Zone.USED);
        sc.use(sc.action(0, "WWE057", 1));
        Decision.ChooseTargets choice = (Decision.ChooseTargets) sc.decision();
        sc.act(new Action.ChooseTargets(List.of(choice.candidates().get(0))));
        assertThat(sc.count(0, Zone.PREP)).isEqualTo(1);
    }

    @Test
    @Covers("HHS054")
    void nefarious_broadcast_ends_the_effects_of_globals_used_earlier_and_stops_globals_for_the_turn() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS046"), List.of("HHS046"), List.of("HHS049", "HHS054"));
        Die mine = sc.character(0, "HHS046", Zone.FIELD, 1);
        sc.energy(0, Energy.BOLT);
        sc.global("HHS049", 1);
        assertThat(sc.attackOf(mine)).as("Haymaker's Global: +1A").isEqualTo(4);
        sc.use(sc.action(0, "HHS054", 0));
        assertThat(sc.attackOf(mine)).as("the Global's effect ended").isEqualTo(3);
        sc.energy(0, Energy.BOLT);
        assertThat(sc.rejected(new Action.UseGlobal(sc.card("HHS049").index(), 1,
                Engine.suggestPayment(sc.state(), 0, 1, List.of(Energy.BOLT)))))
                .isEqualTo("Global Abilities cannot be used for the rest of this turn.");
        sc.endTurn();
        assertThat(sc.state().globalsStopped()).as("only until end of turn").isFalse();
    }

    @Test
    @Covers("HHS054")
    void nefarious_broadcast_keeps_effects_that_did_not_come_from_globals() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS046"), List.of("HHS046"), List.of("HHS049", "HHS054"));
        Die mine = sc.character(0, "HHS046", Zone.FIELD, 1);
        sc.use(sc.action(0, "HHS049", 0));
        sc.use(sc.action(0, "HHS054", 0));
        assertThat(sc.attackOf(mine)).as("Haymaker's action die: +3A stays").isEqualTo(6);
    }
    @Test
    @Covers("JUS065")
    void doom_lance_lets_only_the_chosen_die_attack_and_opposing_dice_must_block() {
        CardScenario sc = table("JUS065");
        Die lance = sc.character(0, "CW001", Zone.FIELD, 3);
        Die other = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS065", 0));
        sc.choose(lance);
        sc.toAttack();
        assertThat(sc.rejected(new Action.DeclareAttackers(List.of(lance.id(), other.id()))))
                .isEqualTo("Only your character dice in the Field Zone can attack, each once.");
        sc.act(new Action.DeclareAttackers(List.of(lance.id())));
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of())))
                .isEqualTo("Rocket Raccoon must block this turn.");
        sc.blocks(block(theirs, lance));
        sc.finishAttack();
        assertThat(sc.wasKnockedOut(theirs)).isTrue();
        assertThat(sc.life(1)).as("its controller loses 1 life for the KO").isEqualTo(9);
    }

    @Test
    @Covers("JUS065")
    void doom_lance_with_two_bursts_costs_an_opponent_without_active_dice_a_life_at_the_end_of_the_turn() {
        CardScenario sc = table("JUS065");
        Die lance = sc.character(0, "CW001", Zone.FIELD, 3);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS065", 2));
        sc.attackBlockedBy(lance, theirs);
        sc.endTurn();
        assertThat(sc.life(1)).as("1 for the KO, 1 for having no active character die").isEqualTo(8);
        assertThat(sc.state().actionUses()).as("its effects end with the turn").isEmpty();
    }

    @Test
    @Covers("JUS065")
    void doom_lance_without_bursts_spares_an_opponent_without_active_dice() {
        CardScenario sc = table("JUS065");
        sc.character(0, "CW001", Zone.FIELD, 3);
        sc.use(sc.action(0, "JUS065", 0));
        sc.endTurn();
        assertThat(sc.life(1)).isEqualTo(10);
    }

    @Test
    @Covers("WWE051")
    void booker_t_lets_you_declare_the_opponents_blockers_one_per_attacker_first() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("CW011", "CW001"), List.of("WWE051"));
        Die first = sc.character(0, "CW001", Zone.FIELD, 1);
        Die second = sc.character(0, "CW001", Zone.FIELD, 2);
        Die a = sc.character(1, "CW011", Zone.FIELD, 1);
        Die b = sc.character(1, "CW011", Zone.FIELD, 2);
        Die c = sc.character(1, "CW001", Zone.FIELD, 3);
        sc.use(sc.action(0, "WWE051", 0));
        sc.attack(first, second);
        assertThat(sc.state().actingPlayer()).as("the attacking player declares the blocks").isZero();
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(a, first), block(b, first)))))
                .as("every opposing die must block").isEqualTo("Black Widow must block this turn.");
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(a, first), block(b, first), block(c, first)))))
                .isEqualTo("Black Widow must get a blocker before any attacker gets a second one.");
        sc.blocks(block(a, first), block(b, first), block(c, second));
        assertThat(sc.zone(c)).isEqualTo(Zone.ATTACK);
        assertThat(Engine.legalActions(sc.state())).isNotEmpty();
    }

    @Test
    @Covers("WWE051")
    void booker_t_global_makes_a_die_block_if_able() {
        CardScenario sc = table("WWE051");
        Die attacker = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.energy(0, Energy.SHIELD);
        sc.global("WWE051", 1);
        sc.choose(theirs);
        sc.attack(attacker);
        assertThat(sc.state().actingPlayer()).as("the opponent declares as usual").isEqualTo(1);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of())))
                .isEqualTo("Rocket Raccoon must block this turn.");
        sc.blocks(block(theirs, attacker));
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_makes_two_chosen_dice_deal_each_other_their_cost_and_a_ko_costs_a_life() {
        CardScenario sc = table("WWE056");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 1);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.character(1, "CW011", Zone.FIELD, 3);
        sc.use(sc.action(0, "WWE056", 0));
        assertThat(sc.decision().player()).as("the opponent picks their own die").isEqualTo(1);
        sc.choose(theirs);
        assertThat(sc.wasKnockedOut(mine)).as("2 damage (Rocket Raccoon's cost) against 1D").isTrue();
        assertThat(sc.wasKnockedOut(theirs)).isTrue();
        assertThat(sc.life(0)).isEqualTo(9);
        assertThat(sc.life(1)).isEqualTo(9);
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_with_two_bursts_costs_three_life_per_ko() {
        CardScenario sc = table("WWE056");
        Die mine = sc.character(0, "CW001", Zone.FIELD, 3);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.use(sc.action(0, "WWE056", 2));
        assertThat(sc.wasKnockedOut(theirs)).isTrue();
        assertThat(sc.life(1)).isEqualTo(7);
        assertThat(sc.damage(mine)).as("2 damage against 3D: not KO'd").isEqualTo(2);
        assertThat(sc.life(0)).isEqualTo(10);
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_global_deals_one_damage_once_per_turn() {
        CardScenario sc = table("WWE056");
        sc.character(0, "CW001", Zone.FIELD, 3);
        Die theirs = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.energy(0, Energy.BOLT);
        sc.global("WWE056", 3);
        sc.choose(theirs);
        assertThat(sc.wasKnockedOut(theirs)).isTrue();
        sc.energy(0, Energy.BOLT);
        assertThat(sc.rejected(new Action.UseGlobal(sc.card("WWE056").index(), 3,
                Engine.suggestPayment(sc.state(), 0, 1, List.of(Energy.BOLT))))).contains("only 1 time per turn");
    }

    @Test
    @Covers("WWE056")
    void paul_heymans_damage_meets_damage_prevention_like_any_other() {
        // April: Sixth Sense prevents the first 1 damage from each source (one active Turtle).
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("HHS003", "HHS007"), List.of("WWE056"));
        sc.character(0, "CW001", Zone.FIELD, 3);
        Die april = sc.character(1, "HHS003", Zone.FIELD, 3);
        sc.character(1, "HHS007", Zone.FIELD, 1);
        sc.use(sc.action(0, "WWE056", 0));
        sc.choose(april);
        assertThat(sc.events()).anyMatch(e -> e instanceof dicemasters.engine.GameEvent.DamagePrevented);
        assertThat(sc.damage(april)).as("Black Widow's cost 2, less 1 prevented").isEqualTo(1);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_dice_drawn_secretly_go_to_the_used_pile_when_the_opponent_guesses_their_number() {
        CardScenario sc = table("WWE058");
        sc.use(sc.action(0, "WWE058", 0));
        assertThat(sc.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.player()).isZero();
            assertThat(d.max()).isEqualTo(3);
        });
        sc.act(new Action.ChooseNumber(2));
        assertThat(sc.events()).as("the log keeps the number secret")
                .noneMatch(e -> e.text().contains("2 dice") || e.text().contains(" 2;"));
        assertThat(sc.decision().player()).as("the opponent guesses").isEqualTo(1);
        long used = sc.count(0, Zone.USED);
        sc.act(new Action.ChooseNumber(2));
        assertThat(sc.count(0, Zone.USED)).isEqualTo(used + 2);
        assertThat(sc.count(0, Zone.PREP)).isZero();
        assertThat(sc.state().secretNumber()).isEqualTo(-1);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_dice_are_prepped_when_the_guess_is_wrong() {
        CardScenario sc = table("WWE058");
        sc.use(sc.action(0, "WWE058", 0));
        sc.act(new Action.ChooseNumber(3));
        assertThat(sc.rejected(new Action.ChooseNumber(4))).isEqualTo("Choose a number from 1 to 3.");
        sc.act(new Action.ChooseNumber(1));
        assertThat(sc.count(0, Zone.PREP)).isEqualTo(3);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_global_preps_two_used_sidekicks_on_your_turn_only() {
        CardScenario sc = table("WWE058");
        Die a = sc.unrolled(0, "SIDEKICK", Zone.USED);
        Die b = sc.unrolled(0, "SIDEKICK", Zone.USED);
        sc.unrolled(1, "SIDEKICK", Zone.USED);
        sc.unrolled(1, "SIDEKICK", Zone.USED);
        sc.energy(0, Energy.MASK);
        sc.energy(1, Energy.MASK);
        sc.global("WWE058", 1);
        assertThat(sc.zone(a)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(b)).isEqualTo(Zone.PREP);
        sc.act(new Action.Pass());
        assertThat(sc.state().step()).as("Bob has Mask energy, but his Walk with Elias works only on his turn,"
                + " so he has nothing to use and the Main Step ends").isNotEqualTo(Step.MAIN);
        assertThat(sc.zone(sc.state().diceIn(1, Zone.USED).get(0))).isEqualTo(Zone.USED);
    }

    @Test
    @Covers("WWE054")
    void money_in_the_bank_its_attacker_damaging_the_opponent_draws_three_dice_and_comes_back_to_prep() {
        CardScenario sc = table("WWE054");
        Die widow = sc.character(0, "CW001", Zone.FIELD, 1);
        Die other = sc.character(0, "CW001", Zone.FIELD, 1);
        Die action = sc.action(0, "WWE054", 0);
        assertThat(sc.rejected(new Action.UseActionDie(action.id()))).as("no attacker yet")
                .contains("no valid target");
        sc.attack(widow, other);
        if (sc.state().step() == Step.DECLARE_BLOCKERS) {
            sc.act(new Action.DeclareBlockers(List.of()));
        }
        sc.use(action);
        sc.choose(widow);
        sc.finishAttack();
        long drawnAndRolled = sc.events().stream().filter(e -> e instanceof dicemasters.engine.GameEvent.DieMoved m
                && m.owner() == 0 && m.from() == Zone.BAG && m.to() == Zone.RESERVE).count();
        assertThat(drawnAndRolled).as("Black Widow damaged Bob: Ann draws and rolls 3 dice").isEqualTo(3);
        if (sc.state().activePlayer() == 0) {
            sc.endTurn();
        }
        assertThat(sc.events()).as("at the end of the turn the chosen unblocked attacker is prepped")
                .anyMatch(e -> e instanceof dicemasters.engine.GameEvent.DieMoved m && m.dieId() == widow.id()
                        && m.from() == Zone.OUT_OF_PLAY && m.to() == Zone.PREP);
        assertThat(sc.events()).as("the other goes to the Used Pile as usual")
                .anyMatch(e -> e instanceof dicemasters.engine.GameEvent.DieMoved m && m.dieId() == other.id()
                        && m.from() == Zone.OUT_OF_PLAY && m.to() == Zone.USED);
    }
}
