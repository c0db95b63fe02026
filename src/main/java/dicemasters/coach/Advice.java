package dicemasters.coach;

import java.util.List;

/**
 * What the coach says at one moment: the current step (or pending decision) and what it is for,
 * who must act and why, what that player may do now, and the options they cannot take with the
 * engine's reasons.
 */
public record Advice(StepGuide step, int actingPlayer, String whoActs, List<String> mayDo, List<Greyed> greyed) {
    public Advice {
        mayDo = List.copyOf(mayDo);
        greyed = List.copyOf(greyed);
    }
}
