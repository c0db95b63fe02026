package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The middle of the table: the shared Basic Action Cards and the Attack Zone, each attacker with its blockers. */
final class CenterStrip {
    private CenterStrip() {
    }

    static HBox of(TableView table) {
        GameState s = table.controller().state();
        HBox basics = new HBox(6);
        for (CardInPlay card : s.cards()) {
            if (card.isShared()) {
                basics.getChildren().add(CardTile.of(table, card));
            }
        }
        Label basicsTitle = new Label("Basic Action Cards");
        basicsTitle.getStyleClass().add("zone-title");
        VBox shared = new VBox(3, basicsTitle, basics);
        HBox strip = new HBox(12, shared, attackZone(table, s));
        strip.setId("center-strip");
        strip.getStyleClass().add("center-strip");
        return strip;
    }

    private static Node attackZone(TableView table, GameState s) {
        Label title = new Label("Attack Zone");
        title.getStyleClass().add("zone-title");
        FlowPane fights = new FlowPane(14, 6);
        java.util.Set<Integer> shown = new java.util.HashSet<>();
        for (Die attacker : Engine.attackers(s)) {
            fights.getChildren().add(fight(table, s, attacker, shown));
        }
        if (fights.getChildren().isEmpty()) {
            fights.getChildren().add(new Label("No attackers."));
        }
        VBox zone = new VBox(3, title, fights);
        zone.setId("attack-zone");
        zone.getStyleClass().addAll("zone", "attack-zone");
        // The zone takes the width left beside the Basic Action Cards and never asks for more: planned
        // blocks ("← Sidekick") wrap inside it instead of widening, and so rescaling, the table.
        zone.setMinWidth(0);
        zone.setPrefWidth(0);
        fights.setMinWidth(0);
        fights.setPrefWrapLength(0);
        HBox.setHgrow(zone, Priority.ALWAYS);
        return zone;
    }

    /** A die in the Attack Zone over a bar in its player's colour, so attackers and blockers are told apart. */
    private static VBox owned(TableView table, Die die) {
        Region bar = new Region();
        bar.setPrefSize(44, 5);
        bar.getStyleClass().addAll("owner-bar", "player-" + (table.controller().state().seats().teamOf(die.owner()) + 1));
        return new VBox(2, DieNode.of(table, die, 44), bar);
    }

    /** An attacker, then its blockers; while blocks are being chosen, the planned ones are shown faded. */
    private static Node fight(TableView table, GameState s, Die attacker, java.util.Set<Integer> shown) {
        HBox row = new HBox(4, owned(table, attacker));
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().add("fight");
        var blockers = Engine.blockersOf(s, attacker);
        if (!blockers.isEmpty()) {
            row.getChildren().add(new Label("blocked by"));
            for (Die b : blockers) {
                VBox node = owned(table, b);
                if (!shown.add(b.id())) {
                    // A die blocking several attackers is drawn under each; ids stay unique.
                    node.getChildren().get(0).setId("die-" + b.id() + "-also-blocking-" + attacker.id());
                }
                row.getChildren().add(node);
            }
        } else if (attacker.isBlocked()) {
            row.getChildren().add(new Label("blocked"));
        }
        for (Action.Block planned : table.controller().draft().blocks()) {
            if (planned.attacker() == attacker.id()) {
                // Short, so that two planned fights still share a row at 1024x700; the style shows it is planned.
                Label tag = new Label("← " + s.nameOf(s.die(planned.blocker())));
                tag.getStyleClass().add("planned-block");
                row.getChildren().add(tag);
            }
        }
        return row;
    }
}
