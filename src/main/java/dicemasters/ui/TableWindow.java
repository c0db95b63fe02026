package dicemasters.ui;

import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * A table on a stage: the scene around a {@link TableView} with its zoom (Ctrl +, Ctrl −, Ctrl 0),
 * full screen (F11) and keys (Enter, Esc, Space, Ctrl+Z), sized for the screen it opens on. The
 * main window remembers its place, size, zoom and full screen in the settings; the same window
 * can show another table for a while (a tutorial) and come back to the game.
 */
final class TableWindow {
    static final double FIRST_WIDTH = 1280;
    static final double FIRST_HEIGHT = 800;
    private static final int ZOOM_STEP = 10;

    private final Stage stage;
    private final BorderPane root = new BorderPane();
    private final SettingsKeeper settings;
    private TableView shown;
    /** The game's own table (what the window comes back to after a tutorial). */
    private TableView game;
    private ZoomPane zoom;
    /** The size and place the window takes when it leaves the maximized state it first opened in. */
    private Rectangle2D firstRestore;

    private TableWindow(Stage stage, SettingsKeeper settings) {
        this.stage = stage;
        this.settings = settings;
    }

    /**
     * Puts a table on the stage under {@code top} (a menu bar, replay controls, or null). When
     * {@code remember} is set the window opens where the settings say and keeps them up to date.
     */
    static TableWindow dress(Stage stage, Node top, TableView table, SettingsKeeper settings, boolean remember) {
        TableWindow window = new TableWindow(stage, settings);
        window.root.setTop(top);
        window.game = table;
        window.showTable(table);
        Scene scene = new Scene(window.root);
        scene.getStylesheets().add(TableWindow.class.getResource("table.css").toExternalForm());
        scene.addEventFilter(KeyEvent.KEY_PRESSED, window::handleKey);
        scene.addEventFilter(KeyEvent.KEY_RELEASED, e -> window.shown.keyReleased(e));
        stage.setScene(scene);
        stage.setMinWidth(900);
        stage.setMinHeight(600);
        stage.setFullScreenExitKeyCombination(KeyCombination.NO_MATCH);
        stage.setFullScreenExitHint("F11 leaves full screen.");
        settings.onChange(s -> {
            if (window.zoom != null) {
                window.zoom.setZoom(s.zoomPercent() / 100.0);
            }
        });
        window.place(remember ? settings.get().window() : null, remember);
        if (remember) {
            window.rememberPlaceWhenItChanges();
        }
        return window;
    }

    /** Shows a table in the window (the game's, or a tutorial's for a while). */
    void showTable(TableView table) {
        shown = table;
        zoom = new ZoomPane(table, new ZoomPane.Fitting() {
            @Override
            public double naturalHeight(double width) {
                return table.naturalHeight(width);
            }

            @Override
            public void fittedAt(double width) {
                table.promptShownAt(width);
            }

            @Override
            public void newSize() {
                table.forgetPromptRoom();
            }

            @Override
            public double unwrappedWidth() {
                return table.unwrappedWidth();
            }
        });
        zoom.setZoom(settings.get().zoomPercent() / 100.0);
        zoom.setId("zoom");
        table.setOnNewPosition(zoom::refit);
        // The bar above the table (menus, replay controls) grows with it on a large screen.
        zoom.setOnScale(s -> {
            if (root.getTop() != null) {
                root.getTop().setStyle(s > 1.05 ? String.format("-fx-font-size: %.1fpx;", 12 * s) : "");
            }
        });
        root.setCenter(zoom);
    }

    TableView shownTable() {
        return shown;
    }

    TableView gameTable() {
        return game;
    }

    /** Back to the game's table (after a tutorial). */
    void showGame() {
        if (shown != game) {
            showTable(game);
        }
    }

    Stage stage() {
        return stage;
    }

    BorderPane root() {
        return root;
    }

    /** Zoom in or out by steps (0: back to 100 %). */
    void zoomBy(int steps) {
        settings.update(s -> s.withZoom(steps == 0 ? 100 : s.zoomPercent() + steps * ZOOM_STEP));
    }

    void toggleFullScreen() {
        stage.setFullScreen(!stage.isFullScreen());
    }

    private void handleKey(KeyEvent e) {
        if (e.getTarget() instanceof javafx.scene.control.TextInputControl) {
            return; // typing in a text field (the chat line) is not a move at the table
        }
        if (e.isShortcutDown() && (e.getCode() == KeyCode.EQUALS || e.getCode() == KeyCode.PLUS
                || e.getCode() == KeyCode.ADD)) {
            zoomBy(1);
        } else if (e.isShortcutDown() && (e.getCode() == KeyCode.MINUS || e.getCode() == KeyCode.SUBTRACT)) {
            zoomBy(-1);
        } else if (e.isShortcutDown() && (e.getCode() == KeyCode.DIGIT0 || e.getCode() == KeyCode.NUMPAD0)) {
            zoomBy(0);
        } else if (e.getCode() == KeyCode.F11) {
            toggleFullScreen();
        } else {
            shown.handleKey(e);
            return;
        }
        e.consume();
    }

    /**
     * Where the window was last time if that is still on a screen (maximized or not, as it was
     * left); else, as a desktop game opens the first time: the main window maximized (restoring to
     * most of the screen, centred), another window as large as the screen allows, centred.
     */
    private void place(Settings.WindowPlace last, boolean main) {
        if (last != null && !Screen.getScreensForRectangle(last.x(), last.y(), last.width(), last.height()).isEmpty()) {
            stage.setX(last.x());
            stage.setY(last.y());
            stage.setWidth(last.width());
            stage.setHeight(last.height());
            stage.setMaximized(last.maximized());
            stage.setFullScreen(last.fullScreen());
            return;
        }
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        // 1280×800 where the screen allows; the main window takes most of a larger screen.
        double width = Math.min(screen.getWidth(), main ? Math.max(FIRST_WIDTH, 0.8 * screen.getWidth()) : FIRST_WIDTH);
        double height = Math.min(screen.getHeight(), main ? Math.max(FIRST_HEIGHT, 0.85 * screen.getHeight())
                : FIRST_HEIGHT);
        stage.setWidth(width);
        stage.setHeight(height);
        stage.setX(screen.getMinX() + (screen.getWidth() - width) / 2);
        stage.setY(screen.getMinY() + (screen.getHeight() - height) / 2);
        if (main) {
            firstRestore = new Rectangle2D(stage.getX(), stage.getY(), width, height);
            stage.setMaximized(true);
        }
    }

    /** The place is written a moment after the window stops moving, and when it closes (a crash loses little). */
    private void rememberPlaceWhenItChanges() {
        javafx.animation.PauseTransition settle = new javafx.animation.PauseTransition(javafx.util.Duration.seconds(1));
        settle.setOnFinished(e -> rememberPlace());
        javafx.beans.InvalidationListener moved = o -> {
            if (stage.isShowing()) {
                settle.playFromStart();
            }
        };
        stage.xProperty().addListener(moved);
        stage.yProperty().addListener(moved);
        stage.widthProperty().addListener(moved);
        stage.heightProperty().addListener(moved);
        stage.maximizedProperty().addListener(moved);
        stage.fullScreenProperty().addListener(moved);
        stage.setOnHiding(e -> rememberPlace());
    }

    /** The window's place and size (those before full screen or maximizing, so the next start can restore both). */
    private void rememberPlace() {
        boolean full = stage.isFullScreen();
        boolean maximized = stage.isMaximized();
        Settings.WindowPlace last = settings.get().window();
        if (last == null && firstRestore != null) {
            last = new Settings.WindowPlace(firstRestore.getMinX(), firstRestore.getMinY(), firstRestore.getWidth(),
                    firstRestore.getHeight(), false, false);
        }
        boolean resized = !full && !maximized;
        double x = resized || last == null ? stage.getX() : last.x();
        double y = resized || last == null ? stage.getY() : last.y();
        double w = resized || last == null ? stage.getWidth() : last.width();
        double h = resized || last == null ? stage.getHeight() : last.height();
        settings.update(s -> s.withWindow(new Settings.WindowPlace(x, y, w, h, maximized, full)));
    }
}
