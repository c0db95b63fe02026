package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;

class EnergyAndCostsTest {

    private static TestGame annsMainStep() {
        return TestGame.setup().ann(WONDER_WOMAN, 2).ben(BLACK_MANTA, 2).basicActions(EXCESSIVE_FORCE)
                .at(ANN, MAIN_STEP);
    }

    /** Ann's Sidekicks showing these symbols in her Reserve Pool, each spending its symbol. */
    private static Payment spending(TestGame game, Energy... symbols) {
        List<Payment.Spend> spends = new java.util.ArrayList<>();
        for (Energy symbol : symbols) {
            spends.add(new Payment.Spend(game.energy(ANN, symbol).id(), List.of(symbol)));
        }
        return Payment.of(spends.toArray(Payment.Spend[]::new));
    }

    private static Action.Purchase buying(TestGame game, String card, Payment payment) {
        return new Action.Purchase(game.card(card).index(), payment);
    }

    private static Payment pay(TestDie die, Energy... symbols) {
        return Payment.of(new Payment.Spend(die.id(), List.of(symbols)));
    }

    @Test
    void a_purchase_needs_at_least_one_energy_of_the_cards_type() {
        TestGame game = annsMainStep();
        Payment noShield = spending(game, FIST, BOLT, MASK);

        assertThat(game).action(buying(game, "Wonder Woman", noShield))
                .isRejectedBecause("Wonder Woman needs at least one Shield energy.");
    }

    @Test
    void wild_energy_can_be_spent_as_any_type_to_match_the_requirement() {
        TestGame game = annsMainStep();
        Payment payment = spending(game, FIST, BOLT, WILD);

        game.act(buying(game, "Wonder Woman", payment));

        assertThat(game.events(GameEvent.DiePurchased.class)).hasSize(1);
    }

    @Test
    void purchased_dice_go_straight_to_the_used_pile_and_the_energy_spent_goes_out_of_play() {
        TestGame game = annsMainStep();
        TestDie a = game.energy(ANN, SHIELD);
        TestDie b = game.energy(ANN, BOLT);
        TestDie c = game.energy(ANN, MASK);

        game.buy("Wonder Woman");

        assertThat(game.diceIn(ANN, USED_PILE)).extracting(TestDie::name).containsExactly("Wonder Woman");
        for (TestDie spent : List.of(a, b, c)) {
            assertThat(game).die(spent).isIn(OUT_OF_PLAY);
        }
    }

    @Test
    void you_must_spend_exactly_the_purchase_cost() {
        TestGame game = annsMainStep();
        Payment two = spending(game, SHIELD, BOLT);

        assertThat(game).action(buying(game, "Wonder Woman", two))
                .isRejectedBecause("Wonder Woman costs 3 energy; this payment spends 2.");
    }

    @Test
    void you_cannot_buy_dice_from_your_opponents_cards() {
        TestGame game = annsMainStep();
        Payment payment = spending(game, FIST, FIST, FIST);

        assertThat(game).action(buying(game, "Black Manta", payment))
                .isRejectedBecause("You cannot buy dice from your opponent's cards.");
    }

    @Test
    void both_players_can_buy_from_the_basic_action_cards_in_the_middle() {
        TestGame game = TestGame.setup().basicActions(EXCESSIVE_FORCE).at(BEN, MAIN_STEP);
        TestDie fist = game.energy(BEN, FIST);
        TestDie mask = game.energy(BEN, MASK);

        game.act(buying(game, "Excessive Force", Payment.of(new Payment.Spend(fist.id(), List.of(FIST)),
                new Payment.Spend(mask.id(), List.of(MASK)))));

        assertThat(game.diceIn(BEN, USED_PILE)).extracting(TestDie::name).containsExactly("Excessive Force");
    }

    @Test
    void partially_spent_double_energy_spins_down_and_can_no_longer_be_rerolled() {
        TestGame game = annsMainStep();
        TestDie wonderEnergy = game.place(ANN, "Wonder Woman", RESERVE_POOL, energy(SHIELD, SHIELD));
        game.sidekick(ANN, RESERVE_POOL);
        TestDie ww = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(2));

        // Wonder Woman's level 2 costs 1 to field: half of the double pays it.
        game.act(new Action.Field(ww.id(), pay(wonderEnergy, SHIELD)));

        Die spent = game.die(wonderEnergy);
        assertThat(spent.zone()).isEqualTo(RESERVE_POOL);
        assertThat(game.state().face(spent).energy()).containsExactly(SHIELD);
        assertThat(spent.partiallySpent()).isTrue();
    }

    @Test
    void a_double_generic_face_partly_spent_keeps_the_rest_as_virtual_energy_until_priority_passes() {
        TestGame game = annsMainStep();
        TestDie bacDie = game.place(ANN, "Excessive Force", RESERVE_POOL, energy(GENERIC, GENERIC));
        TestDie ww = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(2));

        game.act(new Action.Field(ww.id(), pay(bacDie, GENERIC)));

        assertThat(game).die(bacDie).isIn(OUT_OF_PLAY);
        assertThat(game).player(ANN).hasVirtualEnergy(GENERIC);
        game.pass();
        assertThat(game).player(ANN).as("virtual energy is lost on passing priority").hasVirtualEnergy();
    }

    @Test
    void fielding_costs_any_type_of_energy() {
        TestGame game = annsMainStep();
        TestDie fist = game.energy(ANN, FIST);
        TestDie ww = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(3));

        game.act(new Action.Field(ww.id(), pay(fist, FIST)));

        assertThat(game).die(ww).isIn(FIELD_ZONE);
        assertThat(game.events(GameEvent.DieFielded.class)).singleElement()
                .satisfies(e -> assertThat(e.level()).isEqualTo(3));
    }

    @Test
    void a_character_whose_fielding_cost_cannot_be_paid_cannot_be_fielded() {
        TestGame game = annsMainStep();
        TestDie ww = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(3));

        assertThat(game).action(new Action.Field(ww.id(), Payment.NOTHING))
                .isRejectedBecause("Fielding Wonder Woman costs 1 energy; this payment spends 0.");
    }

    @Test
    void the_suggested_payment_keeps_wild_energy_for_last_and_meets_the_type() {
        TestGame game = annsMainStep();
        game.energy(ANN, WILD);
        TestDie shield = game.energy(ANN, SHIELD);
        TestDie fist = game.energy(ANN, FIST);
        TestDie bolt = game.energy(ANN, BOLT);

        Payment suggested = Engine.suggestPayment(game.state(), ANN, 3, List.of(SHIELD));

        assertThat(suggested.spends()).extracting(Payment.Spend::dieId)
                .containsExactlyInAnyOrder(shield.id(), fist.id(), bolt.id());
    }

    @Test
    void no_payment_is_suggested_when_the_player_cannot_afford_the_cost() {
        TestGame game = annsMainStep();
        game.energy(ANN, FIST);

        assertThat(Engine.suggestPayment(game.state(), ANN, 3, List.of(SHIELD))).isNull();
    }

    @Test
    void an_already_spent_die_cannot_pay_twice() {
        TestGame game = annsMainStep();
        TestDie fist = game.energy(ANN, FIST);
        Payment twice = Payment.of(new Payment.Spend(fist.id(), List.of(FIST)), new Payment.Spend(fist.id(),
                List.of(FIST)));
        TestDie ww = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(3));

        assertThat(game).action(new Action.Field(ww.id(), twice)).isRejected().contains("twice");
    }
}
