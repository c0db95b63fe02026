package dicemasters.ui;

import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.session.GameSession;
import dicemasters.tutorial.Outcome;
import dicemasters.tutorial.Pointer;
import dicemasters.tutorial.Tutorial;
import dicemasters.tutorial.TutorialRunner;
import dicemasters.ui.tutorial.TutorialPanel;

import java.util.List;

/**
 * A tutorial on the table: the ordinary table, played by clicking as usual, with the tutorial's
 * panel beside it, shown in the main window until the learner leaves. Every move goes to the
 * tutorial's runner first, which plays it only when it is the example's move; the table's game
 * then follows the runner's game exactly.
 */
public final class TutorialWindow {
    private final TutorialRunner runner;
    private final TableController controller;
    private final TutorialPanel panel;
    private TableView table;
    private Pointer pointer;

    TutorialWindow(Tutorial tutorial) {
        runner = TutorialRunner.start(tutorial);
        controller = new TableController(sessionFollowing(runner));
        panel = new TutorialPanel(runner);
        controller.setActionGate(this::submit);
        panel.setOnGameChanged(s -> follow());
    }

    /** What Leave does besides ending the lesson (the window gives the table back to the game). */
    void setOnLeave(Runnable onLeave) {
        panel.setOnLeave(onLeave);
    }

    /** The tutorial's table with its panel beside it (made once). */
    TableView table() {
        if (table == null) {
            table = new TableView(controller);
            table.setBeside(panel);
            // The table redraws after every change; the pointer is put back on the new nodes each time.
            controller.onChange(this::highlight);
            panel.setOnHighlight(p -> {
                pointer = p;
                highlight();
            });
        }
        return table;
    }

    private void highlight() {
        table.lookupAll(".tutorial-highlight").forEach(n -> n.getStyleClass().remove("tutorial-highlight"));
        if (pointer == null) {
            return;
        }
        for (String id : pointedIds(controller.state(), pointer)) {
            javafx.scene.Node node = table.lookup("#" + id);
            if (node != null) {
                node.getStyleClass().add("tutorial-highlight");
            }
        }
    }

    /** The ids of the table's nodes that show what a tutorial step points at. */
    static List<String> pointedIds(dicemasters.engine.state.GameState s, Pointer pointer) {
        List<String> ids = new java.util.ArrayList<>();
        if (pointer.zone() != null) {
            for (int p = 0; p < 2; p++) {
                if (pointer.player() == null || s.player(p).name().equalsIgnoreCase(pointer.player())) {
                    ids.add(pointer.zone() == dicemasters.engine.state.Zone.ATTACK ? "attack-zone"
                            : "zone-" + (p + 1) + "-" + pointer.zone().name().toLowerCase());
                }
            }
        } else if (pointer.card() != null) {
            for (dicemasters.engine.state.CardInPlay card : s.cards()) {
                if (card.definition().name().equalsIgnoreCase(pointer.card())
                        || card.definition().id().equalsIgnoreCase(pointer.card())) {
                    ids.add("card-" + card.index());
                }
            }
        } else if (pointer.die() != null) {
            for (dicemasters.engine.state.Die die : s.dice()) {
                if (die.zone() != dicemasters.engine.state.Zone.ON_CARD && pointer.die().matches(s, die)) {
                    ids.add("die-" + die.id());
                }
            }
        }
        return ids;
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
