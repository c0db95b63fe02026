package dicemasters.ui;

import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;

/**
 * The game log beside the table: one line per event, turn headers standing out, steps quiet, long
 * lines wrapped. New lines are added at the end and the log scrolls until the newest line is
 * wholly in view (after the lines were laid out, so a wrapped line is never left half hidden).
 */
final class GameLogView extends ScrollPane {
    private final VBox lines = new VBox();
    private final List<String> shown = new ArrayList<>();
    /** Keep the newest line in view as the lines' heights become known; off once the reader scrolls. */
    private boolean followNewest = true;

    GameLogView() {
        setId("log");
        getStyleClass().add("game-log");
        setFitToWidth(true);
        setHbarPolicy(ScrollBarPolicy.NEVER);
        lines.getStyleClass().add("log-lines");
        setContent(lines);
        setMinHeight(80);
        // Wrapped lines learn their height only in later layout passes: follow them to the bottom.
        lines.heightProperty().addListener((o, was, now) -> {
            if (followNewest) {
                setVvalue(getVmax());
            }
        });
        addEventFilter(javafx.scene.input.ScrollEvent.SCROLL, e -> followNewest = false);
        addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> followNewest = false);
    }

    /** Show these lines: new ones are added at the end; a log that was taken back is redrawn. */
    void show(List<String> all) {
        if (all.equals(shown)) {
            return;
        }
        boolean continues = all.size() >= shown.size() && all.subList(0, shown.size()).equals(shown);
        if (!continues) {
            lines.getChildren().clear();
            shown.clear();
        }
        for (String line : all.subList(shown.size(), all.size())) {
            lines.getChildren().add(line(line));
        }
        shown.clear();
        shown.addAll(all);
        scrollToNewest();
    }

    List<String> lines() {
        return List.copyOf(shown);
    }

    private void scrollToNewest() {
        followNewest = true;
        layout();
        setVvalue(getVmax());
        Platform.runLater(() -> setVvalue(getVmax()));
    }

    /** Whether the newest line is wholly in view (tests). */
    boolean showsNewest() {
        return getVvalue() >= getVmax() - 1e-6;
    }

    /** Turn headers stand out; step lines are quiet; everything else reads as written. */
    private static Label line(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMaxWidth(Double.MAX_VALUE);
        label.getStyleClass().add("log-line");
        if (text.startsWith("Turn ")) {
            label.getStyleClass().add("log-turn");
        } else if (text.startsWith("-- ")) {
            label.getStyleClass().add("log-step");
        }
        return label;
    }
}
