package dicemasters.ui.net;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

import java.util.List;

/**
 * The bar of a network game over its chat line, for what the other players ask or cause: a takeback
 * asked (Accept / Decline) and its outcome, a player away (Concede / Save for later). Not a modal
 * dialog: the game stays in sight and playable around it. Hidden when there is nothing to say.
 */
final class NetworkBar extends HBox {
    private static final ButtonType CONCEDE = new ButtonType("Concede", ButtonBar.ButtonData.OK_DONE);
    private final Label words = new Label();

    NetworkBar() {
        super(8);
        setId("network-bar");
        getStyleClass().add("network-bar");
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(4, 10, 4, 10));
        setStyle("-fx-background-color: #fff4c2;");
        words.setId("network-bar-words");
        words.setWrapText(true);
        HBox.setHgrow(words, Priority.ALWAYS);
        words.setMaxWidth(Double.MAX_VALUE);
        clear();
    }

    /** An opponent's question with Accept and Decline; the bar keeps the question until the outcome comes. */
    void ask(String question, Runnable accept, Runnable decline) {
        show(question, List.of(button("takeback-accept", "Accept", accept),
                button("takeback-decline", "Decline", decline)));
    }

    /** A player is away: Concede (after a confirmation) or Save for later; null leaves a choice out. */
    void away(String text, Runnable concede, Runnable saveForLater) {
        Button conceding = button("network-concede", "Concede", () -> {
            if (confirmConcede()) {
                concede.run();
            }
        });
        show(text, saveForLater == null ? List.of(conceding)
                : List.of(conceding, button("network-save", "Save for later", saveForLater)));
    }

    /** Words without a choice (a takeback's outcome, the game saved). */
    void tell(String text) {
        show(text, List.of());
    }

    void clear() {
        show(null, List.of());
    }

    /** The words on show, or null (tests). */
    String text() {
        return isVisible() ? words.getText() : null;
    }

    private void show(String text, List<Button> buttons) {
        words.setText(text == null ? "" : text);
        getChildren().setAll(words);
        getChildren().addAll(buttons);
        setVisible(text != null);
        setManaged(text != null);
    }

    private Button button(String id, String text, Runnable run) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> {
            getChildren().stream().filter(n -> n instanceof Button).forEach(n -> n.setDisable(true));
            run.run();
        });
        return button;
    }

    /** As the table's Concede asks: Cancel is the default (and Esc). */
    private boolean confirmConcede() {
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, "You concede for your side: the other side wins at once."
                + " This cannot be undone.", CONCEDE, ButtonType.CANCEL);
        ask.setTitle("Concede?");
        ask.setHeaderText("Concede the network game?");
        ask.getDialogPane().setId("confirm-concede");
        ((Button) ask.getDialogPane().lookupButton(CONCEDE)).setDefaultButton(false);
        ((Button) ask.getDialogPane().lookupButton(ButtonType.CANCEL)).setDefaultButton(true);
        if (getScene() != null && getScene().getWindow() != null) {
            ask.initOwner(getScene().getWindow());
        }
        boolean conceded = ask.showAndWait().filter(b -> b == CONCEDE).isPresent();
        if (!conceded) {
            getChildren().forEach(n -> n.setDisable(false));
        }
        return conceded;
    }
}
