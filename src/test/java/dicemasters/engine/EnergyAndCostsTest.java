package dicemasters.engine;

import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Play.pay;
import static dicemasters.engine.Play.rejected;
import static dicemasters.engine.Scenario.energy;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

class EnergyAndCostsTest {
    private static final int ANN_SIDEKICKS = 0;
    private static final int WONDER_WOMAN_CARD = 2;
    private static final int BLACK_MANTA_CARD = 3;

    private Scenario ann() {
        return Scenario.game().annBrings(Cards.WONDER_WOMAN, 2).benBrings(Cards.BLACK_MANTA, 2)
                .basicAction(Cards.EXCESSIVE_FORCE).at(3, 0, Step.MAIN);
    }

    @Test
    void aPurchaseNeedsAtLeastOneEnergyOfTheCardsType() {
        Scenario sc = ann();
        int a = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        int b = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        int c = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.MASK));
        Payment noShield = Payment.of(new Payment.Spend(a, List.of(Energy.FIST)),
                new Payment.Spend(b, List.of(Energy.BOLT)), new Payment.Spend(c, List.of(Energy.MASK)));

        String reason = rejected(sc.state(), new Action.Purchase(WONDER_WOMAN_CARD, noShield));

        assertThat(reason).isEqualTo("Wonder Woman needs at least one Shield energy.");
    }

    @Test
    void wildEnergyCanBeSpentAsAnyTypeToMatchTheRequirement() {
        Scenario sc = ann();
        int a = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        int b = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        int wild = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.WILD));
        Payment payment = Payment.of(new Payment.Spend(a, List.of(Energy.FIST)),
                new Payment.Spend(b, List.of(Energy.BOLT)), new Payment.Spend(wild, List.of(Energy.WILD)));

        Result.Done done = ok(sc.state(), new Action.Purchase(WONDER_WOMAN_CARD, payment));

        assertThat(Play.events(done, GameEvent.DiePurchased.class)).hasSize(1);
    }

    @Test
    void purchasedDiceGoStraightToTheUsedPileAndTheEnergySpentGoesOutOfPlay() {
        Scenario sc = ann();
        int a = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.SHIELD));
        int b = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        int c = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.MASK));
        GameState s = sc.state();

        GameState next = ok(s, new Action.Purchase(WONDER_WOMAN_CARD,
                Engine.suggestPayment(s, 0, 3, List.of(Energy.SHIELD)))).state();

        assertThat(Play.in(next, 0, Zone.USED)).extracting(next::nameOf).containsExactly("Wonder Woman");
        assertThat(List.of(a, b, c)).allMatch(id -> next.die(id).zone() == Zone.OUT_OF_PLAY);
    }

    @Test
    void youMustSpendExactlyThePurchaseCost() {
        Scenario sc = ann();
        int a = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.SHIELD));
        int b = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));

        String reason = rejected(sc.state(), new Action.Purchase(WONDER_WOMAN_CARD, Payment.of(
                new Payment.Spend(a, List.of(Energy.SHIELD)), new Payment.Spend(b, List.of(Energy.BOLT)))));

        assertThat(reason).isEqualTo("Wonder Woman costs 3 energy; this payment spends 2.");
    }

    @Test
    void youCannotBuyDiceFromYourOpponentsCards() {
        Scenario sc = ann();
        int a = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        int b = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        int c = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        Payment payment = Payment.of(new Payment.Spend(a, List.of(Energy.FIST)),
                new Payment.Spend(b, List.of(Energy.FIST)), new Payment.Spend(c, List.of(Energy.FIST)));

        assertThat(rejected(sc.state(), new Action.Purchase(BLACK_MANTA_CARD, payment)))
                .isEqualTo("You cannot buy dice from your opponent's cards.");
    }

    @Test
    void bothPlayersCanBuyFromTheBasicActionCardsInTheMiddle() {
        Scenario sc = Scenario.game().basicAction(Cards.EXCESSIVE_FORCE).at(4, 1, Step.MAIN);
        int a = sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        int b = sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.MASK));
        GameState s = sc.state();
        int bac = s.cards().size() - 1;

        GameState next = ok(s, new Action.Purchase(bac, Payment.of(new Payment.Spend(a, List.of(Energy.FIST)),
                new Payment.Spend(b, List.of(Energy.MASK))))).state();

        assertThat(Play.in(next, 1, Zone.USED)).extracting(next::nameOf).containsExactly("Excessive Force");
    }

    @Test
    void partiallySpentDoubleEnergySpinsDownAndCanNoLongerBeRerolled() {
        Scenario sc = ann();
        int wonderEnergy = sc.place(0, "Wonder Woman", Zone.RESERVE, energy(Energy.SHIELD, Energy.SHIELD));
        int character = sc.place(0, "Sidekick", Zone.RESERVE, Scenario.sidekickCharacter());
        GameState s = sc.state();
        new Table(s).turnToFace(s.die(character), 5);

        // Field a Sidekick costs 0; field Wonder Woman-like cost 1 is paid by half of the double.
        int ww = sc.place(0, "Wonder Woman", Zone.RESERVE, level(2));
        GameState next = ok(s, new Action.Field(ww, pay(wonderEnergy, Energy.SHIELD))).state();

        Die spent = next.die(wonderEnergy);
        assertThat(spent.zone()).isEqualTo(Zone.RESERVE);
        assertThat(next.face(spent).energy()).containsExactly(Energy.SHIELD);
        assertThat(spent.partiallySpent()).isTrue();
    }

    @Test
    void aDoubleGenericFacePartlySpentKeepsTheRestAsVirtualEnergyUntilPriorityPasses() {
        Scenario sc = ann();
        int bacDie = sc.place(0, "Excessive Force", Zone.RESERVE, energy(Energy.GENERIC, Energy.GENERIC));
        int ww = sc.place(0, "Wonder Woman", Zone.RESERVE, level(2));
        GameState s = ok(sc.state(), new Action.Field(ww, pay(bacDie, Energy.GENERIC))).state();

        assertThat(s.die(bacDie).zone()).isEqualTo(Zone.OUT_OF_PLAY);
        assertThat(s.player(0).virtualEnergy()).containsExactly(Energy.GENERIC);

        GameState passed = after(s, new Action.Pass());
        assertThat(passed.player(0).virtualEnergy()).as("virtual energy is lost on passing priority").isEmpty();
    }

    @Test
    void fieldingCostsAnyTypeOfEnergy() {
        Scenario sc = ann();
        int fist = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        int ww = sc.place(0, "Wonder Woman", Zone.RESERVE, level(3));

        Result.Done done = ok(sc.state(), new Action.Field(ww, pay(fist, Energy.FIST)));

        assertThat(done.state().die(ww).zone()).isEqualTo(Zone.FIELD);
        assertThat(Play.events(done, GameEvent.DieFielded.class)).singleElement()
                .satisfies(e -> assertThat(e.level()).isEqualTo(3));
    }

    @Test
    void aCharacterWhoseFieldingCostCannotBePaidCannotBeFielded() {
        Scenario sc = ann();
        int ww = sc.place(0, "Wonder Woman", Zone.RESERVE, level(3));

        assertThat(rejected(sc.state(), new Action.Field(ww, Payment.NOTHING)))
                .isEqualTo("Fielding Wonder Woman costs 1 energy; this payment spends 0.");
    }

    @Test
    void theSuggestedPaymentKeepsWildEnergyForLastAndMeetsTheType() {
        Scenario sc = ann();
        sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.WILD));
        int shield = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.SHIELD));
        int fist = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        int bolt = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));

        Payment suggested = Engine.suggestPayment(sc.state(), 0, 3, List.of(Energy.SHIELD));

        assertThat(suggested.spends()).extracting(Payment.Spend::dieId).containsExactlyInAnyOrder(shield, fist, bolt);
    }

    @Test
    void noPaymentIsSuggestedWhenThePlayerCannotAffordTheCost() {
        Scenario sc = ann();
        sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));

        assertThat(Engine.suggestPayment(sc.state(), 0, 3, List.of(Energy.SHIELD))).isNull();
    }

    @Test
    void anAlreadySpentDieCannotPayTwice() {
        Scenario sc = ann();
        int fist = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        Payment twice = Payment.of(new Payment.Spend(fist, List.of(Energy.FIST)),
                new Payment.Spend(fist, List.of(Energy.FIST)));
        int ww = sc.place(0, "Wonder Woman", Zone.RESERVE, level(3));

        assertThat(rejected(sc.state(), new Action.Field(ww, twice))).contains("twice");
        assertThat(ANN_SIDEKICKS).isZero();
    }
}
