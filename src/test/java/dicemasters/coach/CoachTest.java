package dicemasters.coach;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import dicemasters.tutorial.TutorialLoader;
import dicemasters.tutorial.TutorialRunner;
import dicemasters.tutorial.Tutorials;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

class CoachTest {

    /** The DC Justice tutorial game, played by the example up to the named step. */
    private static GameState exampleAt(String stepTitle) {
        TutorialRunner runner = TutorialRunner.start(TutorialLoader.loadResource("tutorials/dc-justice-example.json",
                Tutorials.libraryCards()));
        while (!runner.currentStep().title().equals(stepTitle)) {
            runner.playExpected();
        }
        return runner.state();
    }

    @Test
    void every_step_of_the_turn_has_a_name_and_a_purpose() {
        for (Step step : Step.values()) {
            StepGuide guide = StepGuides.of(step);
            assertThat(guide.name()).as(step.name()).isNotBlank();
            assertThat(guide.purpose()).as(step.name()).hasSizeGreaterThan(40);
        }
    }

    @Test
    void every_kind_of_decision_has_a_name_and_a_purpose() {
        assertThat(List.<Class<?>>copyOf(StepGuides.DECISION_KINDS)).containsExactlyInAnyOrder(Decision.class.getPermittedSubclasses());
        for (Class<?> kind : Decision.class.getPermittedSubclasses()) {
            @SuppressWarnings("unchecked")
            StepGuide guide = StepGuides.of((Class<? extends Decision>) kind);
            assertThat(guide).as(kind.getSimpleName()).isNotNull();
            assertThat(guide.purpose()).hasSizeGreaterThan(40);
        }
    }

    @Test
    void the_questions_a_reaction_decision_asks_each_have_their_own_guide() {
        java.util.function.IntFunction<StepGuide> guideFor = hit -> StepGuides.of(new Decision.React(0, "?",
                List.of(new Decision.ReactionOption(hit, 0, 0, "an option"))));

        assertThat(guideFor.apply(0).name()).isEqualTo("React to damage");
        assertThat(guideFor.apply(-1).name()).as("a payment asked for (\"you may pay\", \"unless you pay\")")
                .isEqualTo("Pay, or let it go");
        assertThat(guideFor.apply(Decision.ReactionOption.KNOCK_OUT).name()).isEqualTo("Replace a KO?");
    }

    @Test
    void in_the_main_step_the_coach_lists_what_the_active_player_may_do() {
        Advice advice = Coach.advice(exampleAt("Bruce buys Black Manta"));

        assertThat(advice.step().name()).isEqualTo("Main Step");
        assertThat(advice.actingPlayer()).isEqualTo(1);
        assertThat(advice.whoActs()).isEqualTo("Bruce (the active player) has priority.");
        assertThat(advice.mayDo()).contains("Buy a Black Manta die, paying Fist + Bolt + Mask",
                "Field Sidekick (level 1) (free)",
                "Pass priority (when nothing more happens, the Main Step ends)");
    }

    @Test
    void greyed_options_carry_the_engines_reason() {
        Advice advice = Coach.advice(exampleAt("Bruce buys Black Manta"));

        assertThat(advice.greyed()).contains(
                new Greyed("Use the Global Ability of Excessive Force (costs 1)", "Excessive Force has no valid target."));
        assertThat(advice.greyed()).extracting(Greyed::option).doesNotContain("Buy a Black Manta die");
    }

    @Test
    void a_card_the_player_cannot_afford_says_so() {
        GameState s = exampleAt("A blocker for later");

        Advice advice = Coach.advice(s);

        assertThat(advice.greyed()).contains(new Greyed("Buy a Wonder Woman die",
                "Wonder Woman costs 3 energy, with at least one Shield, and your Reserve Pool cannot pay that now."));
        assertThat(advice.greyed()).contains(new Greyed("Buy an Excessive Force die",
                "Excessive Force costs 2 energy and your Reserve Pool cannot pay that now."));
    }

    @Test
    void outside_the_main_step_the_reason_names_the_step() {
        GameState s = exampleAt("Roll and Reroll");

        int wonderWoman = s.cards().stream().filter(c -> c.definition().name().equals("Wonder Woman"))
                .findFirst().orElseThrow().index();

        assertThat(Coach.whyNotBuy(s, wonderWoman)).isEqualTo("You can only buy dice during your Main Step.");
        Advice advice = Coach.advice(s);
        assertThat(advice.step().name()).isEqualTo("Roll and Reroll");
        assertThat(advice.mayDo()).contains("Keep every result (reroll nothing)",
                "…or reroll any other group of the dice rolled this step");
    }

    @Test
    void a_pending_decision_is_named_with_its_prompt_and_choices() {
        GameState s = exampleAt("Choosing a target");

        Advice advice = Coach.advice(s);

        assertThat(advice.step().name()).isEqualTo("Choose targets");
        assertThat(advice.whoActs()).startsWith("Sam must answer: Sam: choose 1 target die for Excessive Force");
        assertThat(advice.mayDo()).contains("Choose Sam's Wonder Woman (level 3)", "Choose Bruce's Sidekick (level 1)");
    }

    @Test
    void the_defender_is_named_when_blocking() {
        Advice advice = Coach.advice(exampleAt("Blocking"));

        assertThat(advice.step().name()).isEqualTo("Attack: declare blockers");
        assertThat(advice.whoActs()).isEqualTo("Bruce chooses the blockers.");
        assertThat(advice.mayDo()).contains("Do not block", "Block: Sidekick (level 1) blocks Sam's Wonder Woman (level 3)");
    }

    @Test
    void after_the_game_nobody_acts() {
        GameState s = ((Result.Done) Engine.apply(exampleAt("Blocking"), new Action.Concede())).state();

        Advice advice = Coach.advice(s);

        assertThat(advice.step().name()).isEqualTo("Game over");
        assertThat(advice.whoActs()).isEqualTo("The game is over: Sam won.");
        assertThat(advice.mayDo()).isEmpty();
    }

    @Test
    void a_die_blocking_several_attackers_is_told_once() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS005").at(ANN, MAIN_STEP);
        TestDie first = game.sidekick(ANN, FIELD_ZONE);
        TestDie second = game.sidekick(ANN, FIELD_ZONE);
        TestDie casey = game.place(BEN, "Casey Jones", FIELD_ZONE, level(1));
        game.attackWith(first, second);

        Advice advice = Coach.advice(game.state());

        assertThat(advice.mayDo()).contains("Block: Casey Jones (level 1) blocks Ann's Sidekick (level 1) and Ann's"
                        + " Sidekick (level 1)",
                "…or any other pairing: each of your fielded characters may block one attacker (one whose card says"
                        + " so may block several)");
        assertThat(ActionWords.describe(game.state(), declaringBlocks(block(casey, first))))
                .isEqualTo("Block: Casey Jones (level 1) blocks Ann's Sidekick (level 1)");
    }
}
