package dicemasters.ui;

import dicemasters.ai.Hint;
import dicemasters.ai.SearchPlayer;
import dicemasters.ai.Strength;
import dicemasters.ai.Thought;
import dicemasters.engine.state.GameState;
import javafx.application.Platform;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * Learn > Hint: what the Normal computer would do in the acting person's place, with a one-line
 * reason. The search runs off the JavaFX thread; a hint for a position the table has left is dropped.
 */
final class HintAsker {
    /** As at the table: Normal's simulations, at most this long on a slow machine. */
    private static final long LIMIT_MILLIS = 2500;

    private final TableController controller;
    private final Consumer<String> show;
    private final ExecutorService thinker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hint-thinking");
        t.setDaemon(true);
        return t;
    });

    /** {@code show} puts a line where the person sees it (the coach panel, or a note on the table). */
    HintAsker(TableController controller, Consumer<String> show) {
        this.controller = controller;
        this.show = show;
    }

    void ask() {
        GameState s = controller.state();
        if (s.isOver()) {
            show.accept("The game is over.");
            return;
        }
        if (controller.mode() == Mode.COMPUTER || controller.mode() == Mode.AWAY) {
            show.accept((controller.mode() == Mode.AWAY ? "The other player is" : "The computer is")
                    + " deciding now; ask again at your own decision.");
            return;
        }
        show.accept("Thinking about what the computer would do…");
        SearchPlayer normal = new SearchPlayer(Strength.NORMAL.settings().withMaxMillis(LIMIT_MILLIS),
                controller.session().seed() * 17 + 5);
        thinker.submit(() -> {
            try {
                Thought thought = normal.think(s);
                String line = Hint.of(s, thought).line();
                Platform.runLater(() -> {
                    if (controller.state() == s) {
                        show.accept(line);
                    }
                });
            } catch (RuntimeException e) {
                Platform.runLater(() -> show.accept("No hint: " + e.getMessage()));
            }
        });
    }
}
