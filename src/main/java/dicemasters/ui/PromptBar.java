package dicemasters.ui;

import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * The line that says who must do what, the engine's reason when something was refused, the
 * controls of a split or an order, and Confirm (Enter), Cancel (Esc), Pass (Space), Undo (Ctrl+Z).
 */
final class PromptBar {
    private PromptBar() {
    }

    static HBox of(TableController controller) {
        GameState s = controller.state();
        if (controller.isWatchOnly()) {
            return watching(controller, s);
        }
        Label prompt = new Label(controller.prompt());
        prompt.setId("prompt");
        prompt.setWrapText(true);
        prompt.getStyleClass().add("prompt");
        VBox words = new VBox(2, prompt);
        if (controller.autoMoveNote() != null) {
            Label note = new Label(controller.autoMoveNote());
            note.setId("auto-note");
            note.setWrapText(true);
            note.getStyleClass().add("auto-note");
            words.getChildren().add(0, note);
        }
        if (controller.notice() != null) {
            Label notice = new Label(controller.notice());
            notice.setId("notice");
            notice.setWrapText(true);
            notice.getStyleClass().add("notice");
            words.getChildren().add(notice);
        }
        if (controller.message() != null) {
            Label message = new Label(controller.message());
            message.setId("message");
            message.setWrapText(true);
            message.getStyleClass().add("refusal");
            words.getChildren().add(message);
        }
        words.setMinWidth(0);
        // The bar is as tall as the room kept for it: a short prompt stands in its middle, beside the buttons.
        words.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(words, Priority.ALWAYS);
        Mode mode = controller.mode();
        if (mode == Mode.SPLIT) {
            words.getChildren().add(splitControls(controller, (Decision.SplitDamage) s.decision()));
        } else if (mode == Mode.ORDER) {
            words.getChildren().add(orderControls(controller, (Decision.OrderTriggers) s.decision()));
        } else if (mode == Mode.REACT) {
            words.getChildren().add(reactControls(controller, (Decision.React) s.decision()));
        } else if (mode == Mode.NUMBER) {
            words.getChildren().add(numberControls(controller, (Decision.ChooseNumber) s.decision()));
        }
        HBox buttons = new HBox(8);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        buttons.setMinWidth(Region.USE_PREF_SIZE);
        ComputerBar.addTo(controller, words, buttons);
        addButtons(controller, words, buttons, mode);
        HBox bar = new HBox(8, words, buttons);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setId("prompt-bar");
        bar.getStyleClass().addAll("prompt-bar", s.isOver() ? "over" : "player-" + (s.seats().teamOf(s.actingPlayer()) + 1));
        return bar;
    }

    /** A table only to watch says what the player to act was asked then, and offers no button. */
    private static HBox watching(TableController controller, GameState s) {
        String asked = controller.look().watching() != null ? controller.look().watching()
                : s.isOver() ? Prompts.prompt(s, Mode.OVER, null, null, false)
                : "Replay: here " + Prompts.playerLabel(s, s.actingPlayer()) + " was to act ("
                + (s.decision() != null ? s.decision().prompt() : s.step().label()) + ").";
        Label prompt = new Label(asked);
        prompt.setId("prompt");
        prompt.setWrapText(true);
        prompt.getStyleClass().add("prompt");
        HBox bar = new HBox(8, prompt);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setId("prompt-bar");
        bar.getStyleClass().addAll("prompt-bar", "over");
        return bar;
    }

    /** Confirm and Cancel while a choice is open (with the engine's objection to the draft, if any), Pass, Undo. */
    private static void addButtons(TableController controller, VBox words, HBox bar, Mode mode) {
        if (mode != Mode.WINDOW && mode != Mode.OVER && mode != Mode.REACT && mode != Mode.NUMBER
                && mode != Mode.COMPUTER && mode != Mode.AWAY) {
            Button confirm = button("confirm", controller.confirmLabel() + " (Enter)", controller::confirm);
            String problem = controller.confirmProblem();
            confirm.setDisable(problem != null);
            if (problem != null) {
                Label why = new Label(problem);
                // Before the player picked anything the objection is what to do, not a mistake.
                why.getStyleClass().add(controller.draftStarted() ? "refusal" : "hint");
                why.setId("confirm-problem");
                why.setWrapText(true);
                words.getChildren().add(why);
            }
            bar.getChildren().add(confirm);
            Button cancel = button("cancel", "Cancel (Esc)", controller::cancel);
            // Nothing to drop before a die is picked (the Roll step, an attack not started); a split or
            // an order is always a draft that Cancel takes back to the engine's proposal.
            cancel.setDisable(!controller.draftStarted() && mode != Mode.SPLIT && mode != Mode.ORDER
                    && mode != Mode.PREP_SPLIT);
            bar.getChildren().add(cancel);
        }
        Button pass = button("pass", "Pass priority (Space)", controller::pass);
        pass.setDisable(!controller.canPass());
        boolean asks = controller.look().takeback() != null;
        Button undo = button("undo", asks ? "Ask to take back my last move (Ctrl+Z)" : "Undo (Ctrl+Z)", controller::undo);
        undo.setDisable(!controller.canUndo());
        undo.setTooltip(new Tooltip(asks ? "Ask the other player to let you take back your last move (and the moves"
                + " since), as long as no die was drawn or rolled since." : "Take back your last decision (and the"
                + " computer's moves since), as long as no die was drawn or rolled since."));
        bar.getChildren().addAll(pass, undo);
    }

    private static Button button(String id, String text, Runnable run) {
        Button button = new Button(text);
        button.setId(id);
        button.setFocusTraversable(false);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setOnAction(e -> run.run());
        return button;
    }

    private static HBox splitControls(TableController controller, Decision.SplitDamage d) {
        GameState s = controller.state();
        HBox box = new HBox(6);
        box.setAlignment(Pos.CENTER_LEFT);
        int assigned = 0;
        for (int blocker : d.blockers()) {
            int amount = controller.draft().splitShares().getOrDefault(blocker, 0);
            assigned += amount;
            Button less = button("split-less-" + blocker, "−", () -> controller.addSplitDamage(blocker, -1));
            Button more = button("split-more-" + blocker, "+", () -> controller.addSplitDamage(blocker, 1));
            box.getChildren().add(new HBox(2, new Label(s.nameOf(s.die(blocker)) + ": " + amount), less, more));
        }
        box.getChildren().add(new Label(assigned + " of " + d.amount() + " assigned"));
        return box;
    }

    /** One button per number to choose. */
    private static HBox numberControls(TableController controller, Decision.ChooseNumber d) {
        HBox box = new HBox(6);
        for (int n = d.min(); n <= d.max(); n++) {
            int number = n;
            box.getChildren().add(button("number-" + n, String.valueOf(n), () -> controller.chooseNumber(number)));
        }
        return box;
    }

    /** One button per way to react, and one to let the damage be dealt. */
    private static VBox reactControls(TableController controller, Decision.React d) {
        VBox box = new VBox(4);
        for (int i = 0; i < d.options().size(); i++) {
            int option = i;
            Button react = button("react-" + i, d.options().get(i).text(), () -> controller.react(option));
            react.setWrapText(true);
            Option offered = controller.reactOption(i);
            react.setDisable(!offered.enabled());
            if (offered.reason() != null) {
                react.setTooltip(new Tooltip(offered.reason()));
            }
            box.getChildren().add(react);
        }
        String decline = switch (d.question()) {
            case KNOCK_OUT -> "Don't replace the KO: let it be KO'd";
            case PAYMENT -> "Don't pay";
            case DAMAGE -> "Don't react: let the damage be dealt";
        };
        box.getChildren().add(button("decline-reaction", decline, controller::declineReaction));
        return box;
    }

    private static HBox orderControls(TableController controller, Decision.OrderTriggers d) {
        GameState s = controller.state();
        HBox box = new HBox(6);
        box.setAlignment(Pos.CENTER_LEFT);
        List<Integer> order = controller.draft().triggerOrder();
        for (int position = 0; position < order.size(); position++) {
            PendingEffect effect = d.triggers().get(order.get(position));
            String name = s.cards().get(effect.cardIndex()).definition().name();
            int at = position;
            Label label = new Label((position + 1) + ". " + name);
            if (position == 0) {
                box.getChildren().add(label);
            } else {
                box.getChildren().add(new HBox(2, button("order-up-" + position, "◀", () -> controller
                        .moveTriggerUp(at)), label));
            }
        }
        return box;
    }
}
