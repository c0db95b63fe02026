package dicemasters.ui;

import dicemasters.coach.ActionWords;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;

import java.util.List;

/**
 * The moves the table makes for a player who has no choice, as the settings allow: passing
 * priority when passing is the only legal move ({@link Settings#autoPass()}), and any move that is
 * the only legal one for a player who asked to be stopped only when they can act. They are played
 * like any other move, so the log tells each. Whether a seat is a person or the computer does not
 * matter: a forced move is the same for both. No JavaFX.
 */
final class AutoMoves {
    private AutoMoves() {
    }

    /** The move to make for the acting player without asking them, or null when they have a choice. */
    static Action forced(GameState s, Settings settings) {
        if (s.isOver()) {
            return null;
        }
        List<Action> legal = Engine.legalActions(s);
        if (legal.size() != 1) {
            return null;
        }
        Action only = legal.get(0);
        if (settings.stopsOnlyToAct(s.actingPlayer())) {
            return only;
        }
        return settings.autoPass() && only instanceof Action.Pass ? only : null;
    }

    /** "Bruce could only pass in the Main Step: passed for them." or "Sam had no other choice: Do not attack (…)." */
    static String told(GameState before, Action move) {
        String name = before.player(before.actingPlayer()).name();
        if (move instanceof Action.Pass) {
            return name + " could only pass in the " + before.step().label() + ": passed for them.";
        }
        return name + " had no other choice: " + ActionWords.describe(before, move) + ".";
    }
}
