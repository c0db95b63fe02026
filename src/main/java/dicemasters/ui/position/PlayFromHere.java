package dicemasters.ui.position;

import dicemasters.ai.Strength;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Who plays from a position: people on every seat (hot seat), or a person on one seat and the
 * computer, at a strength, on the others. Hosting it over the network is the editor's other button;
 * the dialog says so.
 */
public final class PlayFromHere {
    public static final String HOT_SEAT = "People on every seat (hot seat)";
    static final String NETWORK_NOTE = "Over the network: Host over the network from here… beside Play from here"
            + " (docs/NETWORK.md).";

    private PlayFromHere() {
    }

    /** The dialog; its result is the computer's seats (empty for hot seat). */
    public static Dialog<Map<Integer, Strength>> dialog(Window owner, List<String> names) {
        Dialog<Map<Integer, Strength>> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Play from here");
        dialog.setHeaderText("Who plays from this position?");
        ToggleGroup group = new ToggleGroup();
        List<RadioButton> choices = new ArrayList<>();
        RadioButton hotSeat = new RadioButton(HOT_SEAT);
        hotSeat.setId("play-hot-seat");
        choices.add(hotSeat);
        for (int seat = 0; seat < names.size(); seat++) {
            RadioButton you = new RadioButton("You play " + names.get(seat) + ", the computer the others");
            you.setId("play-as-" + (seat + 1));
            choices.add(you);
        }
        choices.forEach(c -> c.setToggleGroup(group));
        hotSeat.setSelected(true);
        ComboBox<Strength> strength = new ComboBox<>();
        strength.setId("play-strength");
        strength.getItems().setAll(Strength.values());
        strength.setValue(Strength.NORMAL);
        strength.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Strength s) {
                return s == null ? "" : s.label();
            }

            @Override
            public Strength fromString(String s) {
                return null;
            }
        });
        strength.disableProperty().bind(hotSeat.selectedProperty());
        Label network = new Label(NETWORK_NOTE);
        network.setId("play-network-note");
        network.setWrapText(true);
        network.setMaxWidth(420);
        VBox content = new VBox(8);
        content.getChildren().addAll(choices);
        content.getChildren().addAll(new HBox(6, new Label("The computer plays at"), strength), network);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.setResultConverter(b -> b != ButtonType.OK ? null
                : computerSeats(names.size(), choices.indexOf((RadioButton) group.getSelectedToggle()) - 1,
                strength.getValue()));
        return dialog;
    }

    /** Asks who plays; empty when cancelled. */
    public static Optional<Map<Integer, Strength>> ask(Window owner, List<String> names) {
        return dialog(owner, names).showAndWait();
    }

    /** The computer on every seat but the person's ({@code person} -1: people on every seat). */
    static Map<Integer, Strength> computerSeats(int seats, int person, Strength strength) {
        Map<Integer, Strength> computer = new TreeMap<>();
        for (int seat = 0; person >= 0 && seat < seats; seat++) {
            if (seat != person) {
                computer.put(seat, strength);
            }
        }
        return computer;
    }
}
