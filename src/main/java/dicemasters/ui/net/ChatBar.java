package dicemasters.ui.net;

import dicemasters.net.Protocol;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.Consumer;

/**
 * The chat line of a network game, under the table beside the log: the last few lines said (plain
 * text, never interpreted) and a field of at most {@link Protocol#MAX_CHAT} characters; Enter sends.
 */
final class ChatBar extends VBox {
    static final int LINES_SHOWN = 3;
    private final VBox lines = new VBox(1);
    private final TextField field = new TextField();

    ChatBar(Consumer<String> send) {
        setId("chat");
        getStyleClass().add("chat-bar");
        setPadding(new Insets(4, 10, 4, 10));
        field.setId("chat-field");
        field.setPromptText("Chat with the other players (Enter sends)");
        field.setTextFormatter(new TextFormatter<String>(c -> c.getControlNewText().length() <= Protocol.MAX_CHAT
                ? c : null));
        Button sendButton = new Button("Send");
        sendButton.setId("chat-send");
        sendButton.setFocusTraversable(false);
        Runnable sending = () -> {
            String text = field.getText().strip();
            if (!text.isEmpty()) {
                send.accept(text);
                field.clear();
            }
        };
        // Enter in the chat field sends the line; the table's keys leave text fields alone (TableWindow).
        field.setOnAction(e -> sending.run());
        sendButton.setOnAction(e -> sending.run());
        HBox row = new HBox(6, new Label("Chat"), field, sendButton);
        row.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(field, Priority.ALWAYS);
        lines.setId("chat-lines");
        getChildren().addAll(lines, row);
    }

    /** A line said ({@code from} empty: the table telling who came or went). */
    void add(String from, String text) {
        Label line = new Label(from.isEmpty() ? text : from + ": " + text);
        line.setWrapText(true);
        line.getStyleClass().add(from.isEmpty() ? "chat-note" : "chat-line");
        lines.getChildren().add(line);
        if (lines.getChildren().size() > LINES_SHOWN) {
            lines.getChildren().remove(0);
        }
    }

    /** The lines on show (tests). */
    List<String> shown() {
        return lines.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }
}
