package dicemasters.ui;

import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;

/** The turn's steps in order, the current one lit, after the turn number and whose turn it is. */
final class StepBar {
    private static final Step[] SHOWN = {Step.CLEAR_AND_DRAW, Step.ROLL_AND_REROLL, Step.MAIN,
            Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.ATTACK_WINDOW, Step.ASSIGN_DAMAGE, Step.CLEANUP};

    private StepBar() {
    }

    static FlowPane of(GameState s) {
        Label turn = new Label(s.isOver() ? "Game over" : "Turn " + s.turn() + " · "
                + Prompts.sideLabel(s, s.activePlayer()) + "'s turn");
        turn.setId("turn-label");
        turn.getStyleClass().add("turn-label");
        turn.setMinWidth(Region.USE_PREF_SIZE);
        // A narrow window wraps the steps onto a second line rather than cutting their names.
        FlowPane bar = new FlowPane(4, 4, turn);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setId("step-bar");
        bar.getStyleClass().add("step-bar");
        for (Step step : SHOWN) {
            Label label = new Label(shortLabel(step));
            label.setId("step-" + step.name().toLowerCase());
            label.getStyleClass().add("step");
            label.setMinWidth(Region.USE_PREF_SIZE);
            if (step == s.step() && !s.isOver()) {
                label.getStyleClass().add("current");
            }
            bar.getChildren().add(label);
        }
        return bar;
    }

    private static String shortLabel(Step step) {
        return switch (step) {
            // Short enough for one line in a 1024-pixel window; the coach gives each step's full name.
            case CLEAR_AND_DRAW -> "Clear & Draw";
            case ROLL_AND_REROLL -> "Roll";
            case DECLARE_ATTACKERS -> "Attackers";
            case DECLARE_BLOCKERS -> "Blockers";
            case ATTACK_WINDOW -> "Actions & Globals";
            case ASSIGN_DAMAGE -> "Damage";
            default -> step.label().replace(" Step", "");
        };
    }
}
