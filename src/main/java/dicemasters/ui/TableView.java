package dicemasters.ui;

import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;
import javafx.animation.PauseTransition;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The whole table: step bar on top, the board (Player 2's side, the middle, Player 1's side), the
 * prompt bar at the bottom, and on the right the card panel over the game log. A panel beside the
 * table (the coach, a tutorial) gets a column of its own when the table is wide, and shares the
 * side column with the log (as tabs) when it is not, so nothing is pushed out of the window. It
 * redraws from the engine's state whenever the controller reports a change; it holds no rule.
 */
public final class TableView extends BorderPane {
    private static final Duration MARK_TIME = Duration.seconds(2.5);
    /** The side column's width (card panel over the log), the same at every move. */
    static final double SIDE_WIDTH = 330;
    /** The width of a panel beside the table (coach, tutorial) when it has a column of its own. */
    static final double BESIDE_WIDTH = 300;
    /** The board's width from which a panel beside it gets a column: two players, and Doubles. */
    private static final double BOARD_TWO = 1150;
    private static final double BOARD_DOUBLES = 1500;
    /** The card panel's height until the cards of the first game are measured (a short card, whole). */
    private static final double FIRST_CARD_ROOM = 300;
    /** The least height the game log keeps under the card: the log gives way, not the card. */
    private static final double LOG_LEAST = 90;

    private final TableController controller;
    private final CardPanel cardPanel = new CardPanel();
    private final ScrollPane cardScroll = new ScrollPane(cardPanel);
    private final GameLogView log = new GameLogView();
    private final VBox side = new VBox(8);
    private final ScrollPane boardScroll = new ScrollPane();
    private final Set<Integer> marked = new HashSet<>();
    private final Set<Integer> rollsToAnimate = new HashSet<>();
    private final PauseTransition unmark = new PauseTransition(MARK_TIME);
    private List<GameEvent> eventsSeen;
    private GameState shown;
    private boolean animations = true;
    private GameSession announced;
    private Consumer<TableController> onGameOver = c -> { };
    /** Told after each redraw of the game (the window fits the table to its new size). */
    private Runnable onNewPosition = () -> { };
    /** The panel shown beside the table (coach, tutorial), or null. */
    private Region beside;
    private TabPane tabs;
    private Boolean wideLayout;
    /** The room kept for the prompt bar: the tallest bar shown since the window's size last changed. */
    private final PromptRoom promptRoom = new PromptRoom();
    private final ZoneSlots slots = new ZoneSlots();
    /** The game and its number of cards the card panel's height was measured for. */
    private GameSession cardsMeasuredFor;
    private int cardsMeasured;
    private double tallestCard;
    private final PauseTransition measureLater = new PauseTransition(Duration.millis(1));
    /** Keys typed for one decision never answer the next one that came by itself. */
    private KeyGuard keys = new KeyGuard(System::nanoTime);
    private int handOversSeen;
    private final PauseTransition settled = new PauseTransition(Duration.millis(KeyGuard.GRACE_NANOS / 1e6));

    public TableView(TableController controller) {
        this.controller = controller;
        setId("table");
        getStyleClass().add("table");
        cardScroll.setFitToWidth(true);
        cardScroll.setId("card-scroll");
        cardScroll.getStyleClass().add("card-scroll");
        side.getChildren().addAll(cardScroll, log);
        side.getStyleClass().add("side");
        side.setMinWidth(SIDE_WIDTH);
        side.setPrefWidth(SIDE_WIDTH);
        side.setMaxWidth(SIDE_WIDTH);
        VBox.setVgrow(log, Priority.ALWAYS);
        boardScroll.setFitToWidth(true);
        boardScroll.setFitToHeight(true);
        boardScroll.setId("board-scroll");
        boardScroll.getStyleClass().add("board-scroll");
        setCenter(boardScroll);
        setRight(side);
        widthProperty().addListener((o, was, now) -> placeBeside());
        // Unmark in place rather than redraw, so the table never changes under the pointer by itself.
        unmark.setOnFinished(e -> {
            marked.clear();
            lookupAll(".just-moved").forEach(n -> n.getStyleClass().remove("just-moved"));
        });
        // The bar shows the decision as new for as long as keys typed before it are dropped.
        settled.setOnFinished(e -> {
            if (keys.settling()) {
                settled.playFromStart();
            } else {
                lookupAll(".new-decision").forEach(n -> n.getStyleClass().remove("new-decision"));
            }
        });
        handOversSeen = controller.handOvers();
        measureLater.setOnFinished(e -> {
            measureCards();
            requestLayout();
        });
        controller.onChange(this::render);
        render();
    }

    /**
     * Shows a panel beside the table (null: none). Wide tables give it a column; narrower ones put it
     * in a tab beside the game log, chosen, under the card panel.
     */
    public void setBeside(Region panel) {
        beside = panel;
        wideLayout = null;
        placeBeside();
    }

    public Region beside() {
        return beside;
    }

    private void placeBeside() {
        boolean wide = getWidth() <= 0 || getWidth() - SIDE_WIDTH - BESIDE_WIDTH >= (controller.state().seats()
                .teamsOfTwo() ? BOARD_DOUBLES : BOARD_TWO);
        if (wideLayout != null && wideLayout == wide) {
            return;
        }
        wideLayout = wide;
        side.getChildren().setAll(cardScroll);
        if (tabs != null) {
            tabs.getTabs().forEach(t -> t.setContent(null));
            tabs = null;
        }
        if (beside == null) {
            side.getChildren().add(log);
            VBox.setVgrow(log, Priority.ALWAYS);
            setRight(side);
        } else if (wide) {
            side.getChildren().add(log);
            VBox.setVgrow(log, Priority.ALWAYS);
            beside.setMinWidth(BESIDE_WIDTH);
            beside.setPrefWidth(BESIDE_WIDTH);
            beside.setMaxWidth(BESIDE_WIDTH);
            HBox columns = new HBox(side, beside);
            HBox.setHgrow(beside, Priority.NEVER);
            setRight(columns);
        } else {
            String id = beside.getId() == null ? "" : beside.getId();
            // A panel may name its own tab (a network guest's moves); else the tutorial's, the puzzle's or the coach's.
            Tab panelTab = new Tab(beside.getAccessibleText() != null ? beside.getAccessibleText() : id.startsWith(
                    "tutorial") ? "Tutorial" : id.startsWith("puzzle") ? "Puzzle" : "Coach", beside);
            Tab logTab = new Tab("Game log", log);
            tabs = new TabPane(panelTab, logTab);
            tabs.setId("side-tabs");
            tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
            side.getChildren().add(tabs);
            VBox.setVgrow(tabs, Priority.ALWAYS);
            setRight(side);
        }
        onNewPosition.run();
    }

    @Override
    protected void layoutChildren() {
        promptRoom.hold((Region) getBottom());
        fitCardRoom();
        super.layoutChildren();
    }

    /**
     * The card panel keeps one height for the whole game: the tallest card of the game, whole, as
     * far as the column allows with a little of the log under it. It is measured again only for
     * another game or when cards come into play (a token's card).
     */
    private void fitCardRoom() {
        GameState s = controller.state();
        if (controller.session() != cardsMeasuredFor || s.cards().size() != cardsMeasured) {
            cardsMeasuredFor = controller.session();
            cardsMeasured = s.cards().size();
            if (tallestCard == 0) {
                // The first game: measured just after the first frame, which is not kept waiting.
                tallestCard = FIRST_CARD_ROOM;
                measureLater.playFromStart();
            } else {
                measureCards();
            }
        }
        double column = getHeight() - heightOf(getTop()) - heightOf(getBottom());
        double room = column <= 0 ? tallestCard : Math.min(tallestCard, column - side.getSpacing() - LOG_LEAST);
        room = Math.max(room, 0);
        cardScroll.setMinHeight(room);
        cardScroll.setPrefHeight(room);
        cardScroll.setMaxHeight(room);
    }

    private void measureCards() {
        Insets pad = cardScroll.getPadding();
        double width = SIDE_WIDTH - pad.getLeft() - pad.getRight() - 16;
        tallestCard = cardPanel.tallest(controller.state().cards(), width) + pad.getTop() + pad.getBottom() + 8;
    }

    private static double heightOf(Node node) {
        return node instanceof Region r ? r.getHeight() : 0;
    }

    /** The table's height when nothing scrolls: the board at its natural height between the bars. */
    double naturalHeight(double width) {
        Region right = (Region) getRight();
        double sideWidth = right == null ? 0 : right.getWidth() > 0 ? right.getWidth() : right.prefWidth(-1);
        double boardWidth = Math.max(200, width - sideWidth);
        Node board = boardScroll.getContent();
        double top = getTop() == null ? 0 : ((Region) getTop()).prefHeight(width);
        return top + (board == null ? 0 : board.prefHeight(boardWidth) + 4) + promptRoom.heightFor(promptBar(width));
    }

    /** The table's width when each team's cards stand in one row (0: no such wish). */
    double unwrappedWidth() {
        double board = Board.unwrappedWidth(boardScroll.getContent());
        return board <= 0 || getRight() == null ? board : board + ((Region) getRight()).prefWidth(-1);
    }

    private double promptBar(double width) {
        return getBottom() == null ? 0 : ((Region) getBottom()).prefHeight(width);
    }

    /**
     * The table was fitted at this width: the room of the tallest prompt bar shown is kept (see
     * {@link PromptRoom}), so neither the table's scale nor the board's place changes back and forth
     * with each prompt.
     */
    void promptShownAt(double width) {
        promptRoom.shown(promptBar(width));
    }

    /** The window's size or zoom changed: prompts wrap differently, the room kept starts again. */
    void forgetPromptRoom() {
        promptRoom.forget();
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

    /** A zone's dice in their slots for this step (null: a gap where a die was). */
    java.util.List<Integer> slotsOf(int player, dicemasters.engine.state.Zone zone,
                                    java.util.List<dicemasters.engine.state.Die> dice) {
        GameState s = controller.state();
        return slots.arrange(new StepOfGame(controller.session(), s.turn(), s.step()), player + " " + zone,
                dice.stream().map(dicemasters.engine.state.Die::id).toList());
    }

    /** A step of one game: the zones keep their dice's slots while it lasts. */
    private record StepOfGame(GameSession game, int turn, dicemasters.engine.state.Step step) {
    }

    void showCard(int cardIndex) {
        showCard(cardIndex, null);
    }

    /** The pointer left what it pointed at: the card stays in the panel, the reason it was greyed goes. */
    void pointerLeft() {
        cardPanel.clearWhyNot();
    }

    /** Show a card in the panel, with the engine's reason when the thing pointed at is greyed. */
    void showCard(int cardIndex, String whyNot) {
        cardPanel.show(controller.state().cards().get(cardIndex), whyNot);
    }

    /**
     * Keys: Enter confirms, Esc cancels, Space passes priority, Ctrl+Z undoes. Enter, Esc and Space
     * typed before the decision changed by itself are dropped (see {@link KeyGuard}).
     */
    public void handleKey(KeyEvent e) {
        boolean answers = e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.ESCAPE || e.getCode() == KeyCode.SPACE;
        if (answers && !keys.pressed(e.getCode())) {
            e.consume();
            return;
        }
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

    /** A key was let go (a key held since before a change is not used until then). */
    public void keyReleased(KeyEvent e) {
        keys.released(e.getCode());
    }

    /** The clock the key guard reads (tests drive it by hand). */
    void setKeyClock(java.util.function.LongSupplier nanos) {
        keys = new KeyGuard(nanos);
    }

    private void render() {
        noteNewEvents();
        boolean handedOver = controller.handOvers() != handOversSeen;
        handOversSeen = controller.handOvers();
        if (handedOver) {
            keys.decisionChanged();
        }
        GameState s = controller.state();
        javafx.scene.Node board = Board.of(this);
        setTop(StepBar.of(s));
        boardScroll.setContent(board);
        setBottom(PromptBar.of(controller));
        if (handedOver || keys.settling()) {
            // The decision is new: the bar says so for as long as keys typed before it are dropped.
            getBottom().getStyleClass().add("new-decision");
            if (handedOver) {
                settled.playFromStart();
            }
        }
        rollsToAnimate.clear();
        if (s != shown) {
            // A new position: what was greyed a moment ago may be allowed now.
            shown = s;
            cardPanel.clearWhyNot();
        }
        log.show(controller.look().logLines(controller.session()));
        onNewPosition.run();
        if (s.isOver() && announced != controller.session()) {
            announced = controller.session();
            onGameOver.accept(controller);
        }
    }

    void setOnNewPosition(Runnable onNewPosition) {
        this.onNewPosition = onNewPosition;
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
}
