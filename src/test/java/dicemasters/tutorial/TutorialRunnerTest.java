package dicemasters.tutorial;

import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TutorialRunnerTest {
    private TutorialRunner runner;

    @BeforeEach
    void startTheDcTutorial() {
        runner = TutorialRunner.start(TutorialLoader.loadResource("tutorials/dc-justice-example.json",
                Tutorials.libraryCards()));
    }

    /** Plays the example's moves until the named step is current. */
    private void playUntil(String title) {
        while (!runner.currentStep().title().equals(title)) {
            assertThat(runner.playExpected()).isInstanceOf(Outcome.Accepted.class);
        }
    }

    private int cardIndex(String name) {
        return runner.state().cards().stream().filter(c -> c.definition().name().equals(name))
                .mapToInt(CardInPlay::index).findFirst().orElseThrow();
    }

    @Test
    void a_read_only_step_goes_on_with_next_and_refuses_moves() {
        assertThat(runner.currentStep().isReadOnly()).isTrue();

        assertThat(runner.submit(new Action.Reroll(List.of()))).isInstanceOf(Outcome.Declined.class);
        assertThat(runner.next()).isInstanceOf(Outcome.Accepted.class);
        assertThat(runner.stepIndex()).isEqualTo(1);
    }

    @Test
    void a_legal_move_that_is_not_the_examples_is_declined_with_the_reason_and_changes_nothing() {
        playUntil("Roll and Reroll");
        GameState before = runner.state();

        Outcome outcome = runner.submit(new Action.Reroll(List.of()));

        assertThat(outcome).isInstanceOf(Outcome.Declined.class);
        String why = ((Outcome.Declined) outcome).explanation();
        assertThat(why).contains("Sam rerolls three Sidekick dice")
                .contains("nothing can be bought").contains("is legal");
        assertThat(runner.state()).isSameAs(before);
        assertThat(runner.currentStep().title()).isEqualTo("Roll and Reroll");
    }

    @Test
    void an_illegal_move_is_declined_with_the_engines_reason_too() {
        playUntil("Bruce buys Black Manta");
        GameState before = runner.state();

        Outcome outcome = runner.submit(new Action.Purchase(cardIndex("Aquaman"), Payment.NOTHING));

        assertThat(((Outcome.Declined) outcome).explanation()).contains("Bruce buys a Black Manta die")
                .contains("You cannot buy dice from your opponent's cards.");
        assertThat(runner.state()).isSameAs(before);
    }

    @Test
    void the_examples_move_with_a_payment_the_rules_refuse_is_explained() {
        playUntil("Bruce buys Black Manta");
        Die mask = runner.state().diceIn(1, Zone.RESERVE).stream()
                .filter(d -> runner.state().face(d).describe().equals("Mask")).findFirst().orElseThrow();

        Outcome outcome = runner.submit(new Action.Purchase(cardIndex("Black Manta"),
                Payment.of(new Payment.Spend(mask.id(), runner.state().face(mask).energy()))));

        assertThat(((Outcome.Declined) outcome).explanation()).contains("rules do not allow")
                .contains("Black Manta costs 3 energy");
    }

    @Test
    void a_named_payment_must_be_the_one_spent() {
        playUntil("Wild energy");
        GameState s = runner.state();
        Payment wildAndMask = Payment.of(spend(s, "Wild"), spend(s, "Mask"));

        Outcome outcome = runner.submit(new Action.Purchase(cardIndex("Parasite"), wildAndMask));

        assertThat(((Outcome.Declined) outcome).explanation()).contains("paying Wild + Fist").contains("keeping his Mask");
    }

    private static Payment.Spend spend(GameState s, String face) {
        Die d = s.diceIn(s.activePlayer(), Zone.RESERVE).stream()
                .filter(x -> s.face(x).describe().equals(face)).findFirst().orElseThrow();
        return new Payment.Spend(d.id(), s.face(d).energy());
    }

    @Test
    void back_returns_to_the_step_before_with_the_game_as_it_was() {
        playUntil("Buying a die");
        GameState beforeBuying = runner.state();
        int logLength = runner.events().size();
        runner.playExpected();
        assertThat(runner.currentStep().title()).isEqualTo("Ending the Main Step");

        assertThat(runner.back()).isTrue();

        assertThat(runner.currentStep().title()).isEqualTo("Buying a die");
        assertThat(runner.state()).isSameAs(beforeBuying);
        assertThat(runner.events()).hasSize(logLength);
        assertThat(runner.playExpected()).isInstanceOf(Outcome.Accepted.class);
        assertThat(runner.currentStep().title()).isEqualTo("Ending the Main Step");
    }

    @Test
    void there_is_no_back_before_the_first_step() {
        assertThat(runner.canGoBack()).isFalse();
        assertThat(runner.back()).isFalse();
        assertThat(runner.stepIndex()).isZero();
    }

    @Test
    void after_leaving_nothing_more_is_accepted() {
        runner.leave();

        assertThat(runner.hasLeft()).isTrue();
        assertThat(runner.next()).isInstanceOf(Outcome.Declined.class);
        assertThat(runner.canGoBack()).isFalse();
    }

    @Test
    void the_expected_move_is_told_in_words() {
        playUntil("Wonder Woman arrives");

        assertThat(runner.instruction(runner.currentStep())).isEqualTo("Sam fields the Wonder Woman die, paying Fist");
    }
}
