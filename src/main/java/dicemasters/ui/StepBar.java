package dicemasters.ui;

import dicemasters.engine.GameState;
import dicemasters.engine.turn.Step;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;

/** The turn's steps in order, the current one lit, after the turn number and whose turn it is. */
final class StepBar {
    private static final Step[] SHOWN = {Step.CLEAR_AND_DRAW, Step.ROLL_AND_REROLL, Step.MAIN,
            Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.ATTACK_WINDOW, Step.ASSIGN_DAMAGE, Step.CLEANUP};

    private StepBar() {
    }

    static HBox of(GameState s) {
        Label turn = new Label(s.isOver() ? "Game over" : "Turn " + s.turn() + " · "
                + Prompts.sideLabel(s, s.activePlayer()) + "'s turn");
        turn.setId("turn-label");
        turn.getStyleClass().add("turn-label");
        HBox bar = new HBox(4, turn);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setId("step-bar");
        bar.getStyleClass().add("step-bar");
        for (Step step : SHOWN) {
            Label label = new Label(shortLabel(step));
            label.setId("step-" + step.name().toLowerCase());
            label.getStyleClass().add("step");
            if (step == s.step() && !s.isOver()) {
                label.getStyleClass().add("current");
            }
            bar.getChildren().add(label);
        }
        return bar;
    }

    private static String shortLabel(Step step) {
        return switch (step) {
            case DECLARE_ATTACKERS -> "Attack: attackers";
            case DECLARE_BLOCKERS -> "Blockers";
            case ATTACK_WINDOW -> "Action/Global window";
            case ASSIGN_DAMAGE -> "Damage";
            default -> step.label().replace(" Step", "");
        };
    }
}
