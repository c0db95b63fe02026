package dicemasters.ui;

import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.List;

/**
 * Learn > Legend (F4): what the table's marks mean, drawn with the table's own pictures: the
 * energy letters, the numbers in a character die's corners, action dice, damage, and the colours
 * of what may be clicked, what may not, what is picked and what just moved.
 */
final class Legend {
    private static final Color SAMPLE = Color.web("#1f77b4");

    private Legend() {
    }

    static Stage show(Window owner) {
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Legend: energy and dice");
        ScrollPane scroll = new ScrollPane(content());
        scroll.setFitToWidth(true);
        Scene scene = CloseBar.scene(stage, scroll, 560, 640);
        scene.getStylesheets().add(Legend.class.getResource("table.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    static VBox content() {
        GridPane energy = new GridPane();
        energy.setHgap(10);
        energy.setVgap(6);
        int row = 0;
        for (Energy e : List.of(Energy.FIST, Energy.BOLT, Energy.MASK, Energy.SHIELD, Energy.WILD, Energy.GENERIC)) {
            energy.addRow(row++, DieGraphics.symbol(e, 24), text(DieGraphics.energyLetter(e) + "  " + meaning(e)));
        }
        StackedDie character = new StackedDie(DieGraphics.face(Face.character(2, 1, 3, 2, 1), SAMPLE, 84, 3, 2, 0),
                "1 (top left): what fielding it costs.  •• (top right): its level.\n3 (bottom left): attack.  "
                        + "2 (bottom right): defense.  ✱ (middle): a burst, its ability is stronger.\nA stat drawn green "
                        + "(dark or light, to stand out on the die) and underlined is raised now, red lowered.");
        StackedDie hurt = new StackedDie(DieGraphics.face(Face.character(1, 0, 2, 3, 0), SAMPLE, 84, 2, 3, 2),
                "The red disc: damage on the die this turn (3 defense, 2 damage: 1 more KOs it).");
        StackedDie action = new StackedDie(DieGraphics.face(Face.action(2), Color.web("#2b2b2b"), 84, 0, 0, 0),
                "An action die: \"!\" and its bursts (✱✱). Click it in your Reserve Pool to use it.");
        StackedDie blank = new StackedDie(DieGraphics.blank("Wonder Woman", SAMPLE, 60),
                "A die not showing a face (Prep Area, Used Pile, Out of Play): its card's colour and initials.");
        VBox box = new VBox(12, heading("Energy"), text("Each energy face shows its symbols; cards show the types "
                        + "their dice need (a card's cost badge is its printed cost; \"costs 2 now\" is what it "
                        + "costs you after reductions)."), energy, heading("Character dice"), character.node(),
                hurt.node(), heading("Other dice"), action.node(), blank.node(), heading("Colours on the table"),
                text("Green glow: you may click it now.\nGreyed: not now (point at it for the reason).\n"
                        + "Gold glow: picked for the choice you are making (reroll, attack, block, pay).\n"
                        + "Cyan frame: it just moved or rolled.\nGold frame around a side: that player must act."));
        box.setPadding(new Insets(14));
        box.setId("legend-content");
        return box;
    }

    private static String meaning(Energy e) {
        return switch (e) {
            case FIST -> "Fist";
            case BOLT -> "Bolt";
            case MASK -> "Mask";
            case SHIELD -> "Shield";
            case WILD -> "Wild: counts as any one type";
            case GENERIC -> "generic energy: pays any cost, meets no type";
        };
    }

    private static Label text(String s) {
        Label label = new Label(s);
        label.setWrapText(true);
        return label;
    }

    private static Label heading(String s) {
        Label label = new Label(s);
        label.setStyle("-fx-font-weight: bold; -fx-font-size: 14px;");
        return label;
    }

    /** A die drawn large, with what its marks mean beside it. */
    private record StackedDie(Node die, String words) {
        Node node() {
            HBox row = new HBox(14, die, text(words));
            row.setAlignment(Pos.CENTER_LEFT);
            return row;
        }
    }
}
