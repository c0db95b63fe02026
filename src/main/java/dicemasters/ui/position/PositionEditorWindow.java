package dicemasters.ui.position;

import dicemasters.ai.Strength;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.setup.Position.DieRef;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.state.GameState;
import dicemasters.engine.team.Format;
import dicemasters.session.GameSession;
import dicemasters.ui.CardPoolColumn;
import dicemasters.ui.CardPoolFilter;
import javafx.geometry.Insets;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;

/**
 * Game > Set up a position…: a window to set up any moment of a game by hand (docs/POSITIONS.md).
 * Start from an empty position of a format, from the game's moment or from a position file; pick
 * cards in the card pool; put dice in zones, turn them, damage them; set life, tokens, the turn and
 * the Basic Action Cards. The engine checks the position after every change and says in words which
 * rule it breaks; Play from here is offered only for a position the rules allow. Undo and Redo
 * walk the changes (Ctrl+Z, Ctrl+Y); Esc lets go of the selected die.
 */
public final class PositionEditorWindow implements Editing {
    /** What Play from here does with the game from the position (the table puts it on). */
    public interface Play {
        /** False when the game is not put on (the player kept the game on the table). */
        boolean play(GameSession session, Map<Integer, Strength> computerSeats);
    }

    /** What Host over the network from here does with the game from the position (asks who plays, hosts it). */
    public interface Host {
        /** False when the game is not hosted (the player cancelled, or the port could not be used). */
        boolean host(GameSession session, Window owner);
    }

    private static final double LEFT_WIDTH = 260;
    private final Stage stage = new Stage();
    private final Supplier<GameState> game;
    private final Play play;
    private final EditHistory history;
    private final CardPoolColumn pool;
    private final EditorToolbar toolbar;
    private final EditorFiles files;
    private final VBox turn = new VBox();
    private final VBox boards = new VBox(8);
    private final VBox inspector = new VBox();
    private final Label status = new Label();
    private final Label message = new Label();
    private final javafx.scene.control.ComboBox<Integer> addTo = new javafx.scene.control.ComboBox<>();
    private DieRef selected;
    private boolean refreshing;
    /** Hosting from here (null: not offered). */
    private Host host;

    /**
     * {@code game}: the table's game now (null when there is none); {@code start}: the position to
     * begin with.
     */
    public PositionEditorWindow(CardLibrary library, Supplier<GameState> game, PositionDraft start, Play play) {
        this.game = game;
        this.play = play;
        this.history = new EditHistory(start);
        List<CardDefinition> cards = CardPoolFilter.distinct(library.playableCards(),
                List.of(CardType.CHARACTER, CardType.ACTION, CardType.BASIC_ACTION));
        pool = new CardPoolColumn(cards, card -> now().whyNotAdd(target(), card), this::addCard, card -> { });
        pool.setAddText("Add to the position →");
        pool.setPrefWidth(LEFT_WIDTH);
        pool.setMinWidth(LEFT_WIDTH);
        files = new EditorFiles(this, library);
        toolbar = new EditorToolbar(this, files);
        stage.setTitle("Set up a position");
        stage.setScene(new Scene(layout()));
        stage.getScene().getStylesheets().add(dicemasters.ui.DiceMastersApp.class.getResource("table.css")
                .toExternalForm());
        stage.getScene().getAccelerators().put(KeyCombination.keyCombination("Shortcut+Z"), this::undo);
        stage.getScene().getAccelerators().put(KeyCombination.keyCombination("Shortcut+Y"), this::redo);
        stage.getScene().getAccelerators().put(KeyCombination.keyCombination("Shortcut+Shift+Z"), this::redo);
        stage.getScene().getAccelerators().put(KeyCombination.keyCombination("Esc"), () -> select(null));
        // Fits a 1024×700 screen, grows with a larger one (the boards take the room).
        stage.setMinWidth(800);
        stage.setMinHeight(560);
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setWidth(Math.min(screen.getWidth(), 1600));
        stage.setHeight(Math.min(screen.getHeight(), 1000));
        refresh();
    }

    /**
     * Opens the editor on the game's moment when it can be a position, otherwise on an empty Demo
     * position (the reason is shown).
     */
    public static PositionEditorWindow open(Window owner, CardLibrary library, Supplier<GameState> game, Play play) {
        GameState now = game == null ? null : game.get();
        String problem = now == null ? "there is no game on the table" : Engine.positionProblem(now);
        PositionDraft start = problem == null ? PositionDraft.of(Engine.positionOf(now))
                : PositionDraft.empty(Format.DEMO, 1);
        PositionEditorWindow editor = new PositionEditorWindow(library, game, start, play);
        editor.stage.initOwner(owner);
        editor.say(problem == null ? "Started from the game's moment (turn " + now.turn() + ")."
                : "An empty Demo position: the game's moment cannot be one (" + problem + ").", false);
        editor.stage.show();
        return editor;
    }

    private BorderPane layout() {
        addTo.setId("add-to");
        addTo.setOnAction(e -> pool.refresh());
        addTo.setMaxWidth(Double.MAX_VALUE);
        Label goesTo = new Label("Cards go to (a Basic Action Card: the middle)");
        goesTo.setWrapText(true);
        VBox left = new VBox(6, goesTo, addTo, pool);
        VBox.setVgrow(pool, Priority.ALWAYS);
        // The pool keeps its width as the boards fill up; the boards take whatever room is left.
        left.setMinWidth(LEFT_WIDTH);
        left.setPrefWidth(LEFT_WIDTH);
        left.setMaxWidth(LEFT_WIDTH);
        ScrollPane center = new ScrollPane(boards);
        center.setPrefWidth(400);
        center.setFitToWidth(true);
        center.setId("boards");
        ScrollPane right = new ScrollPane(inspector);
        right.setFitToWidth(true);
        right.setMinWidth(DieInspector.WIDTH + 20);
        right.setPrefWidth(DieInspector.WIDTH + 20);
        HBox middle = new HBox(8, left, center, right);
        HBox.setHgrow(center, Priority.ALWAYS);
        status.setId("position-status");
        status.setWrapText(true);
        status.setMinHeight(Label.USE_PREF_SIZE);
        message.setId("editor-message");
        message.setWrapText(true);
        message.setMinHeight(Label.USE_PREF_SIZE);
        BorderPane root = new BorderPane(middle, new VBox(6, toolbar.node(), turn), null,
                new VBox(2, status, message), null);
        BorderPane.setMargin(middle, new Insets(6, 0, 6, 0));
        root.setPadding(new Insets(8));
        return root;
    }

    EditorFiles files() {
        return files;
    }

    public Stage stage() {
        return stage;
    }

    public PositionDraft now() {
        return history.now();
    }

    @Override
    public DieRef selected() {
        return selected;
    }

    @Override
    public void select(DraftDie die) {
        selected = die == null ? null : die.ref();
        refresh();
    }

    @Override
    public void change(UnaryOperator<PositionDraft> edit) {
        PositionDraft next;
        try {
            next = edit.apply(now());
        } catch (IllegalArgumentException e) {
            say("Not changed: " + e.getMessage() + ".", true);
            refresh();
            return;
        }
        if (history.change(next)) {
            say("", false);
        }
        if (refreshing) {
            // A name field losing focus as the boards are redrawn commits its name: draw again after.
            javafx.application.Platform.runLater(this::refresh);
        } else {
            refresh();
        }
    }

    /** Starts over from another position (an empty one, the game's, a file's): one Undo brings the old back. */
    void replace(PositionDraft draft, String done) {
        selected = null;
        history.change(draft);
        say(done, false);
        refresh();
    }

    /** The game on the table now, or null. */
    GameState game() {
        return game == null ? null : game.get();
    }

    void undo() {
        history.undo();
        refresh();
    }

    void redo() {
        history.redo();
        refresh();
    }

    boolean canUndo() {
        return history.canUndo();
    }

    boolean canRedo() {
        return history.canRedo();
    }

    /** Asks who plays and puts the game from this position on the table; only for a position the rules allow. */
    void playFromHere() {
        if (now().problem() != null) {
            return;
        }
        List<String> names = IntStream.range(0, now().playerCount()).mapToObj(now()::playerName).toList();
        PlayFromHere.ask(stage, names).ifPresent(this::play);
    }

    /**
     * Offers Host over the network from here… beside Play from here: {@code host} asks the Host
     * dialog's choices (who plays each seat, the port) and hosts the game from the position.
     */
    public void offerHosting(Host hosting) {
        host = hosting;
        refresh();
    }

    boolean hostingOffered() {
        return host != null;
    }

    /** Hosts the game from this position over the network; only for a position the rules allow. The editor closes. */
    void hostFromHere() {
        if (host == null || now().problem() != null) {
            return;
        }
        if (host.host(GameSession.fromPosition(now().position()), stage)) {
            stage.close();
        }
    }

    /** The game from the position, the computer on the seats given; the editor closes. */
    public void play(Map<Integer, Strength> computerSeats) {
        GameSession session = GameSession.fromPosition(now().position());
        if (play.play(session, computerSeats)) {
            stage.close();
        }
    }

    /** A line under the position's verdict: what the last command did, or why it did nothing. */
    void say(String words, boolean refusal) {
        message.setText(PrintableText.escape(words));
        message.getStyleClass().setAll("label", refusal ? "refusal" : "legal");
    }

    private int target() {
        Integer player = addTo.getValue();
        return player == null || player >= now().playerCount() ? 0 : player;
    }

    private void addCard(CardDefinition card) {
        if (card == null || now().whyNotAdd(target(), card) != null) {
            return;
        }
        // A Doubles player brings each card's maximum; elsewhere two dice are a start (the spinner sets more).
        int dice = now().format().teamsOfTwo() ? card.dieLimit() : Math.min(2, Math.max(1, card.dieLimit()));
        change(d -> d.withCard(target(), card, dice));
    }

    private void refresh() {
        refreshing = true;
        try {
            redraw(now());
        } finally {
            refreshing = false;
        }
    }

    private void redraw(PositionDraft draft) {
        if (selected != null && !draft.dice().stream().anyMatch(d -> d.ref().equals(selected))) {
            selected = null;
        }
        turn.getChildren().setAll(TurnBar.of(draft, this));
        refreshBoards(draft);
        inspector.getChildren().setAll(DieInspector.of(draft, this));
        Integer target = addTo.getValue();
        addTo.getItems().setAll(IntStream.range(0, draft.playerCount()).boxed().toList());
        addTo.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Integer p) {
                return p == null ? "" : draft.playerName(p) + " (player " + (p + 1) + ")";
            }

            @Override
            public Integer fromString(String s) {
                return null;
            }
        });
        addTo.setValue(target == null || target >= draft.playerCount() ? 0 : target);
        pool.refresh();
        String problem = draft.problem();
        status.setText(problem == null ? "The rules allow this position: play from here, or save it."
                : "The rules do not allow this position: " + PrintableText.escape(problem) + ".");
        status.getStyleClass().setAll("label", problem == null ? "legal" : "refusal");
        toolbar.refresh(problem);
    }

    private void refreshBoards(PositionDraft draft) {
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        // Two columns, one per side of the table: in Doubles players 1 and 3 against 2 and 4.
        for (int p = 0; p < draft.playerCount(); p++) {
            VBox board = PlayerBoard.of(draft, p, this);
            grid.add(board, p % 2, p / 2);
        }
        javafx.scene.layout.ColumnConstraints half = new javafx.scene.layout.ColumnConstraints();
        half.setPercentWidth(50);
        grid.getColumnConstraints().setAll(half, half);
        boards.getChildren().setAll(grid, BasicActionStrip.of(draft, this));
    }
}
