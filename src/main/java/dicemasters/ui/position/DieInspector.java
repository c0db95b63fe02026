package dicemasters.ui.position;

import dicemasters.engine.state.CardInPlay;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The selected die: which die it is and where, its faces to turn it to (a character's levels among
 * them), its damage, and a way back to where a game starts it. Without a selection, how to edit.
 */
final class DieInspector {
    static final double WIDTH = 200;
    private static final String HOW = "Click a die to select it, then click a zone of a player's board to put it"
            + " there (or its card, to put it back). Pick cards in the card pool; set life, tokens and the"
            + " turn above.";

    private DieInspector() {
    }

    static VBox of(PositionDraft draft, Editing editing) {
        VBox box = new VBox(6, PlayerBoard.bold("Selected die"));
        box.setId("die-inspector");
        box.setPrefWidth(WIDTH);
        box.setMinWidth(WIDTH);
        Label how = new Label(HOW);
        how.setWrapText(true);
        how.setStyle("-fx-font-size: 11px;");
        if (editing.selected() == null) {
            box.getChildren().addAll(new Label("None."), how);
            return box;
        }
        DraftDie die = draft.die(editing.selected());
        Label name = new Label(die.name() + " (" + die.fileName() + ")");
        name.setId("selected-die");
        name.setWrapText(true);
        String whose = die.owner() == CardInPlay.SHARED ? "the middle" : draft.playerName(die.owner()) + "'s";
        Label where = new Label(die.zone() == dicemasters.engine.state.Zone.ON_CARD ? "On its card (" + whose + ")"
                : whose + " " + die.zone().label());
        where.setId("selected-where");
        where.setWrapText(true);
        Label shows = new Label("Shows " + DraftDie.faceLabel(die.card(), die.face()));
        shows.setId("selected-face");
        shows.setWrapText(true);
        Spinner<Integer> damage = PlayerBoard.spinner(0, 99, die.damage(),
                v -> editing.change(d -> d.withDamage(die.ref(), v)));
        damage.setId("damage");
        Button start = new Button("Back where a game starts it");
        start.setId("die-to-start");
        start.setWrapText(true);
        start.setOnAction(e -> editing.change(d -> d.withDieAtStart(die.ref())));
        box.getChildren().addAll(name, where, shows, new Label("Turn it to a face:"), faces(draft, die, editing),
                new HBox(6, new Label("Damage"), damage), start, how);
        return box;
    }

    private static FlowPane faces(PositionDraft draft, DraftDie die, Editing editing) {
        FlowPane faces = new FlowPane(4, 4);
        faces.setPrefWrapLength(WIDTH);
        for (int f = 0; f < die.card().faces().size(); f++) {
            int face = f;
            Button button = new Button();
            button.setGraphic(DieChips.face(draft, die, face));
            button.setId("face-" + (face + 1));
            button.setTooltip(new Tooltip(DraftDie.faceLabel(die.card(), face)));
            button.setStyle(face == die.face() ? "-fx-border-color: #ffb000; -fx-border-width: 2;" : "");
            button.setOnAction(e -> editing.change(d -> d.withFace(die.ref(), face)));
            faces.getChildren().add(button);
        }
        return faces;
    }
}
