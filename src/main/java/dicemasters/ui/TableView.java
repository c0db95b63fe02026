package dicemasters.ui;

import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.session.GameLog;
import dicemasters.session.GameSession;
import javafx.animation.PauseTransition;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The whole table: step bar on top, Player 2's side, the middle, Player 1's side, the prompt bar
 * at the bottom, and the card panel and game log on the right. It redraws from the engine's state
 * whenever the controller reports a change; it holds no rule of its own.
 */
public final class TableView extends BorderPane {
    private static final Duration MARK_TIME = Duration.seconds(2.5);

    private final TableController controller;
    private final CardPanel cardPanel = new CardPanel();
    private final ListView<String> log = new ListView<>();
    private final Set<Integer> marked = new HashSet<>();
    private final Set<Integer> rollsToAnimate = new HashSet<>();
    private final PauseTransition unmark = new PauseTransition(MARK_TIME);
    private List<GameEvent> eventsSeen;
    private boolean animations = true;
    private GameSession announced;
    private Consumer<TableController> onGameOver = c -> { };

    public TableView(TableController controller) {
        this.controller = controller;
        setId("table");
        getStyleClass().add("table");
        log.setId("log");
        log.setCellFactory(list -> {
            LogCell cell = new LogCell();
            // Wrap long lines at the list's width instead of scrolling sideways.
            cell.prefWidthProperty().bind(list.widthProperty().subtract(24));
            return cell;
        });
        VBox side = new VBox(8, cardPanel, log);
        side.getStyleClass().add("side");
        side.setPrefWidth(330);
        side.setMinWidth(260);
        VBox.setVgrow(log, Priority.ALWAYS);
        setRight(side);
        // Unmark in place rather than redraw, so the table never changes under the pointer by itself.
        unmark.setOnFinished(e -> {
            marked.clear();
            lookupAll(".just-moved").forEach(n -> n.getStyleClass().remove("just-moved"));
        });
        controller.onChange(this::render);
        render();
    }

    TableController controller() {
        return controller;
    }

    /** Whether dice that just rolled spin briefly; the spin never delays play. */
    public void setAnimations(boolean on) {
        animations = on;
    }

    public boolean animations() {
        return animations;
    }

    /** Called once when a game ends (the window shows the summary). */
    public void setOnGameOver(Consumer<TableController> handler) {
        onGameOver = handler;
    }

    boolean isMarked(int dieId) {
        return marked.contains(dieId);
    }

    boolean shouldAnimateRoll(int dieId) {
        return animations && rollsToAnimate.contains(dieId);
    }

    void showCard(int cardIndex) {
        showCard(cardIndex, null);
    }

    /** Show a card in the panel, with the engine's reason when the thing pointed at is greyed. */
    void showCard(int cardIndex, String whyNot) {
        cardPanel.show(controller.state().cards().get(cardIndex), whyNot);
    }

    /** Keys: Enter confirms, Esc cancels, Space passes priority, Ctrl+Z undoes. */
    public void handleKey(KeyEvent e) {
        if (e.getCode() == KeyCode.ENTER) {
            controller.confirm();
        } else if (e.getCode() == KeyCode.ESCAPE) {
            controller.cancel();
        } else if (e.getCode() == KeyCode.SPACE) {
            controller.pass();
        } else if (e.getCode() == KeyCode.Z && e.isShortcutDown()) {
            controller.undo();
        } else {
            return;
        }
        e.consume();
    }

    private void render() {
        noteNewEvents();
        GameState s = controller.state();
        javafx.scene.Node board = Board.of(this);
        setTop(StepBar.of(s));
        setCenter(board);
        setBottom(PromptBar.of(controller));
        rollsToAnimate.clear();
        List<String> lines = GameLog.lines(controller.session().log());
        if (!lines.equals(log.getItems())) {
            log.getItems().setAll(lines);
            log.scrollTo(lines.size() - 1);
        }
        if (s.isOver() && announced != controller.session()) {
            announced = controller.session();
            onGameOver.accept(controller);
        }
    }

    /** Where a click on a keyword in the card panel goes. */
    void setOnKeyword(java.util.function.Consumer<String> onKeyword) {
        cardPanel.setOnKeyword(onKeyword);
    }

    /** Dice that just moved are marked for a moment, and dice that just rolled spin, so nobody loses track. */
    private void noteNewEvents() {
        List<GameEvent> events = controller.lastEvents();
        if (events == eventsSeen) {
            return;
        }
        eventsSeen = events;
        marked.clear();
        for (GameEvent event : events) {
            if (event instanceof GameEvent.DieMoved moved) {
                marked.add(moved.dieId());
            } else if (event instanceof GameEvent.DieRolled rolled) {
                marked.add(rolled.dieId());
                rollsToAnimate.add(rolled.dieId());
            }
        }
        if (!marked.isEmpty()) {
            unmark.playFromStart();
        }
    }

    /** Turn headers stand out; step lines are quiet; everything else reads as written. */
    private static final class LogCell extends ListCell<String> {
        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            getStyleClass().removeAll("log-turn", "log-step");
            setText(empty ? null : item);
            setWrapText(true);
            if (!empty && item.startsWith("Turn ")) {
                getStyleClass().add("log-turn");
            } else if (!empty && item.startsWith("-- ")) {
                getStyleClass().add("log-step");
            }
        }
    }
}
