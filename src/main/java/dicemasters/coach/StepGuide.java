package dicemasters.coach;

/** The name of a moment of the game and what it is for, in a sentence or two. */
public record StepGuide(String name, String purpose) {
}
