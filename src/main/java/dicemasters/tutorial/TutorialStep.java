package dicemasters.tutorial;

/**
 * One step of a tutorial: a short title, the explanation, what to point at (may be null), the move
 * the example makes (or {@link Expected.Continue} for a step that is only read), an optional note
 * shown when the learner tries something else, what must hold afterwards, and whether the runner
 * plays the move itself (moves the example implies but that teach nothing).
 */
public record TutorialStep(String title, String text, Pointer point, Expected expect, String otherwise,
                           StepCheck check, boolean auto) {

    public boolean isReadOnly() {
        return expect instanceof Expected.Continue;
    }
}
