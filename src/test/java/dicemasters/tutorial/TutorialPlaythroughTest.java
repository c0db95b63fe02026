package dicemasters.tutorial;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every bundled tutorial is played to its end by feeding it the example's moves. */
class TutorialPlaythroughTest {

    static List<String> bundled() {
        return Tutorials.BUNDLED;
    }

    @ParameterizedTest
    @MethodSource("bundled")
    void each_tutorial_can_be_played_to_its_end(String resource) {
        Tutorial tutorial = TutorialLoader.loadResource(resource, Tutorials.libraryCards());
        TutorialRunner runner = TutorialRunner.start(tutorial);

        while (!runner.isFinished()) {
            TutorialStep step = runner.currentStep();
            String where = resource + " step " + (runner.stepIndex() + 1) + " (" + step.title() + ")";
            Outcome outcome;
            if (step.isReadOnly()) {
                outcome = runner.next();
            } else {
                Action action = runner.expectedAction();
                outcome = runner.submit(action);
            }
            assertThat(outcome).as(where).isInstanceOf(Outcome.Accepted.class);
            assertThat(step.check().problems(runner.state())).as(where).isEmpty();
            assertThat(runner.scriptProblems()).as(where).isEmpty();
        }

        assertThat(runner.state().isOver()).isFalse();
        assertThat(runner.events().stream().filter(e -> e instanceof dicemasters.engine.state.GameEvent.DieRolled).count())
                .as("every scripted roll is used").isGreaterThanOrEqualTo(tutorial.rolls().size());
    }
}
