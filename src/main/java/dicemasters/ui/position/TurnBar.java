package dicemasters.ui.position;

import dicemasters.engine.setup.Position;
import dicemasters.engine.state.Step;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.util.StringConverter;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * The turn: its number, whose turn it is, the step, who acts now (holds priority), whether the
 * step is under way or begins with its automatic part (draws, rolls), and the seed the dice to come
 * roll with.
 */
final class TurnBar {
    private TurnBar() {
    }

    static FlowPane of(PositionDraft draft, Editing editing) {
        Position.TurnPosition t = draft.turn();
        Spinner<Integer> number = PlayerBoard.spinner(1, 999, t.number(),
                v -> editing.change(d -> d.withTurn(turn(d.turn(), v, d.turn().active(), d.turn().step(),
                        d.turn().stepEntered(), d.turn().priority()))));
        number.setId("turn-number");
        List<Integer> seats = IntStream.range(0, draft.playerCount()).boxed().toList();
        Function<Integer, String> who = p -> draft.playerName(p) + " (player " + (p + 1) + ")";
        ComboBox<Integer> active = box("whose-turn", seats, t.active(), who);
        // Whoever's turn it becomes acts first in it; who acts can be changed after.
        active.setOnAction(e -> editing.change(d -> d.withTurn(turn(d.turn(), d.turn().number(), active.getValue(),
                d.turn().step(), d.turn().stepEntered(), active.getValue()))));
        List<Step> steps = Arrays.stream(Step.values()).filter(s -> s != Step.GAME_OVER).toList();
        ComboBox<Step> step = box("step", steps, t.step(), Step::label);
        step.setOnAction(e -> editing.change(d -> d.withTurn(turn(d.turn(), d.turn().number(), d.turn().active(),
                step.getValue(), d.turn().stepEntered(), d.turn().priority()))));
        ComboBox<Integer> acts = box("who-acts", seats, t.priority(), who);
        acts.setTooltip(new Tooltip("Who must act now: holds priority in the Main Step or the attack's window"));
        acts.setOnAction(e -> editing.change(d -> d.withTurn(turn(d.turn(), d.turn().number(), d.turn().active(),
                d.turn().step(), d.turn().stepEntered(), acts.getValue()))));
        CheckBox begun = new CheckBox("step under way");
        begun.setId("step-begun");
        begun.setSelected(t.stepEntered());
        begun.setTooltip(new Tooltip("Unticked: the step begins with its automatic part (Clear and Draw draws,"
                + " Roll and Reroll rolls the Prep Area)"));
        begun.setOnAction(e -> editing.change(d -> d.withTurn(turn(d.turn(), d.turn().number(), d.turn().active(),
                d.turn().step(), begun.isSelected(), d.turn().priority()))));
        TextField seed = new TextField(String.valueOf(draft.position().random().seed()));
        seed.setId("seed");
        seed.setPrefColumnCount(6);
        seed.setTooltip(new Tooltip("The dice after this position roll from this seed (Enter to use it)"));
        seed.setOnAction(e -> {
            try {
                long value = Long.parseLong(seed.getText().strip());
                editing.change(d -> d.withSeed(value));
            } catch (NumberFormatException ex) {
                seed.setText(String.valueOf(draft.position().random().seed()));
            }
        });
        FlowPane bar = new FlowPane(6, 4, new Label("Turn"), number, new Label("Whose turn"), active,
                new Label("Step"), step, new Label("Acts now"), acts, begun, new Label("Seed"), seed);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setId("turn-bar");
        return bar;
    }

    private static Position.TurnPosition turn(Position.TurnPosition t, int number, int active, Step step,
                                              boolean entered, int priority) {
        return new Position.TurnPosition(number, active, step, entered, priority, t.opponentPassed(),
                t.teammatePassed(), t.declaring(), t.rerollsTaken(), t.combatPhase());
    }

    private static <T> ComboBox<T> box(String id, List<T> values, T value, Function<T, String> words) {
        ComboBox<T> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(values);
        box.setValue(value);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T v) {
                return v == null ? "" : words.apply(v);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        });
        box.setButtonCell(new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? "" : words.apply(item));
            }
        });
        return box;
    }
}
