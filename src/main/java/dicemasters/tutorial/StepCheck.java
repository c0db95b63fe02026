package dicemasters.tutorial;

import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * What must be true once a step's move is made (life totals, the step reached), so the tests can
 * tell when a step's text and the game have drifted apart. Null parts are not checked.
 */
public record StepCheck(List<Life> life, Step step) {
    public static final StepCheck NONE = new StepCheck(List.of(), null);

    public StepCheck {
        life = List.copyOf(life);
    }

    public record Life(String player, int value) {
    }

    public List<String> problems(GameState s) {
        List<String> problems = new ArrayList<>();
        for (Life l : life) {
            for (int p = 0; p < 2; p++) {
                if (s.player(p).name().equalsIgnoreCase(l.player()) && s.player(p).life() != l.value()) {
                    problems.add(l.player() + " should have " + l.value() + " life but has " + s.player(p).life());
                }
            }
        }
        if (step != null && s.step() != step) {
            problems.add("the game should be in " + step.label() + " but is in " + s.step().label());
        }
        return problems;
    }
}
