package dicemasters.ui;

import dicemasters.engine.Action;
import dicemasters.engine.Result;
import dicemasters.session.GameSession;
import dicemasters.tutorial.Outcome;
import dicemasters.tutorial.Tutorial;
import dicemasters.tutorial.TutorialRunner;
import dicemasters.ui.tutorial.TutorialPanel;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.util.List;

/**
 * A tutorial in its own window: the ordinary table on the left, played by clicking as usual, and
 * the tutorial's panel on the right. Every move goes to the tutorial's runner first, which plays it
 * only when it is the example's move; the table's game then follows the runner's game exactly.
 */
public final class TutorialWindow {
    private final TutorialRunner runner;
    private final TableController controller;
    private final TutorialPanel panel;

    TutorialWindow(Tutorial tutorial) {
        runner = TutorialRunner.start(tutorial);
        controller = new TableController(sessionFollowing(runner));
        panel = new TutorialPanel(runner);
        controller.setActionGate(this::submit);
        panel.setOnGameChanged(s -> follow());
    }

    /** Opens a tutorial over the given owner window. */
    public static Stage open(Stage owner, Tutorial tutorial) {
        TutorialWindow window = new TutorialWindow(tutorial);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Tutorial: " + tutorial.title());
        BorderPane root = window.build();
        window.panel.setOnLeave(stage::close);
        DiceMastersApp.dress(stage, root, (TableView) ((ScrollPane) root.getCenter()).getContent());
        stage.show();
        return stage;
    }

    BorderPane build() {
        ScrollPane table = new ScrollPane(new TableView(controller));
        table.setFitToWidth(true);
        table.setFitToHeight(true);
        BorderPane root = new BorderPane(table);
        root.setRight(panel);
        return root;
    }

    TableController controller() {
        return controller;
    }

    TutorialPanel panel() {
        return panel;
    }

    private Result submit(Action action) {
        Outcome outcome = panel.submit(action);
        if (outcome instanceof Outcome.Declined declined) {
            return new Result.Rejected(declined.explanation());
        }
        follow();
        return new Result.Done(controller.state(), ((Outcome.Accepted) outcome).events());
    }

    /** Bring the table's game to the runner's (after a move, Next, Show me or Back). */
    private void follow() {
        List<Action> played = runner.playedActions();
        GameSession shown = controller.session();
        if (!played.subList(0, Math.min(played.size(), shown.actions().size())).equals(shown.actions())
                || shown.actions().size() > played.size()) {
            controller.newGame(sessionFollowing(runner));
            return;
        }
        for (int i = shown.actions().size(); i < played.size(); i++) {
            shown.play(played.get(i));
        }
        controller.refresh(shown.eventsOf(shown.actions().size()));
    }

    private static GameSession sessionFollowing(TutorialRunner runner) {
        GameSession session = GameSession.start(runner.tutorial().setup(), TutorialRunner.SEED,
                runner.tutorial().diceScript());
        runner.playedActions().forEach(session::play);
        return session;
    }
}
