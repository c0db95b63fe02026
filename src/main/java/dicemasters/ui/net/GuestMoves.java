package dicemasters.ui.net;

import dicemasters.coach.ActionWords;
import dicemasters.engine.action.Action;
import dicemasters.net.PublicView;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.Consumer;

/**
 * A guest's moves in words, beside its table: the legal actions the host sent for this seat, one
 * button each (reachable from the keyboard); a click sends that action and nothing else (the
 * host's engine decides; its reason comes back if it refuses). The board is the main way to play;
 * a reaction or the order of triggers, which the board does not show, is chosen here. The buttons
 * are taken away once a move is sent, until the host sends the next ones.
 */
final class GuestMoves extends VBox {
    private final Label heading = new Label();
    private final VBox buttons = new VBox(4);
    private final VBox below = new VBox(4);

    GuestMoves() {
        setId("guest-moves");
        setAccessibleText("Your moves"); // the tab's name when the panel shares the column with the log
        setSpacing(6);
        setPadding(new Insets(8));
        heading.setWrapText(true);
        heading.getStyleClass().add("prompt");
        heading.setId("guest-moves-heading");
        ScrollPane scroll = new ScrollPane(buttons);
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, javafx.scene.layout.Priority.ALWAYS);
        getChildren().addAll(heading, scroll, below);
    }

    /** The button asking to take back this seat's last move, under the moves at all times. */
    void setTakeback(javafx.scene.Node takeback) {
        below.getChildren().setAll(takeback);
    }

    /** Shows the moves of this decision ({@code legal} empty: none now, with what the table waits for). */
    void show(GuestPicture picture, PublicView view, List<Action> legal, String waiting, Consumer<Action> send) {
        buttons.getChildren().clear();
        heading.setText(legal.isEmpty() ? waiting : "Your moves in words: play one on the table, or choose it here.");
        for (int i = 0; i < legal.size(); i++) {
            Action action = legal.get(i);
            Button button = new Button(words(picture, view, action));
            button.setId("guest-move-" + i);
            button.setWrapText(true);
            button.setMaxWidth(Double.MAX_VALUE);
            button.setOnAction(e -> {
                buttons.getChildren().forEach(b -> b.setDisable(true));
                send.accept(action);
            });
            buttons.getChildren().add(button);
        }
    }

    /** The words of a move: the coach's, on the picture; a choice the picture does not hold (its decision) from the host's view of it. */
    static String words(GuestPicture picture, PublicView view, Action action) {
        PublicView.DecisionView d = view.decision();
        if (action instanceof Action.React r && d != null && r.option() >= 0 && r.option() < d.options().size()) {
            return "React: " + d.options().get(r.option());
        } else if (action instanceof Action.DeclineReaction) {
            return "Don't react (let it happen)";
        } else if (action instanceof Action.OrderTriggers o) {
            return "Resolve the abilities in the order " + o.order().stream().map(i -> String.valueOf(i + 1)).toList();
        }
        try {
            return ActionWords.describe(picture.state(), picture.toPicture(action));
        } catch (RuntimeException e) {
            // A move naming something the picture cannot describe is still the host's legal move.
            return action.getClass().getSimpleName();
        }
    }
}
