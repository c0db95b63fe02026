package dicemasters.puzzle;

/** The end of a try at a puzzle: whether the goal was reached, and what happened in words. */
public record Verdict(boolean solved, String words) {
}
