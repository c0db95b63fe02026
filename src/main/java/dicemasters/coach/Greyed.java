package dicemasters.coach;

/** An option the player cannot take now, and the engine's reason. */
public record Greyed(String option, String reason) {
}
