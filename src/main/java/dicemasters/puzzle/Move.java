package dicemasters.puzzle;

import dicemasters.engine.action.Action;

/** A move and its words ("attack with Triceraton", "buy a Wonder Woman die paying Shield and Fist"). */
public record Move(Action action, String words) {
}
