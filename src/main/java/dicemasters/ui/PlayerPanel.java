package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One player's side of the table: life, Bag, virtual energy, the zones (Prep Area, Reserve Pool,
 * Field Zone, Used Pile, Out of Play) and the team's cards. Player 2's side is mirrored so both
 * Field Zones face the middle.
 */
final class PlayerPanel {
    private PlayerPanel() {
    }

    static VBox of(TableView table, int player) {
        GameState s = table.controller().state();
        Node header = header(table, s, player);
        Node zones = zones(table, s, player);
        Node team = team(table, s, player);
        boolean across = s.seats().teamOf(player) == 1;
        VBox panel = across ? new VBox(4, header, team, zones) : new VBox(4, zones, team, header);
        // A tall window's spare height goes to the zones, so the board reaches the prompt bar.
        VBox.setVgrow(zones, Priority.ALWAYS);
        panel.setId("player-" + (player + 1));
        // Colours are the team's: in Doubles teammates share them.
        panel.getStyleClass().addAll("player-panel", "player-" + (s.seats().teamOf(player) + 1));
        if (s.isOnActiveTeam(player) && !s.isOver()) {
            panel.getStyleClass().add("active");
        }
        if (s.actingPlayer() == player && !s.isOver()) {
            panel.getStyleClass().add("acting");
        }
        return panel;
    }

    private static Node header(TableView table, GameState s, int player) {
        Label name = new Label(Prompts.playerLabel(s, player));
        name.getStyleClass().add("player-name");
        name.setMinWidth(Region.USE_PREF_SIZE);
        Label life = new Label("♥ " + s.player(player).life());
        life.setId("life-" + (player + 1));
        life.getStyleClass().add("life");
        life.setMinWidth(Region.USE_PREF_SIZE);
        // Name and life are never cut; badges and the bag wrap to a second line in a narrow window.
        FlowPane header = new FlowPane(10, 4, name, life);
        header.setAlignment(Pos.CENTER_LEFT);
        if (s.seats().teamsOfTwo()) {
            // Doubles: the life and the active badge are the team's, shown once in the team's header.
            header.getChildren().remove(life);
        } else if (s.activePlayer() == player && !s.isOver()) {
            header.getChildren().add(badge("ACTIVE PLAYER", "active-badge"));
        }
        if (s.actingPlayer() == player && !s.isOver()) {
            header.getChildren().add(badge(s.decision() != null || !s.step().isGlobalWindow() ? "TO ACT"
                    : "HAS PRIORITY", "priority-badge"));
        }
        header.getChildren().add(diceCount(s, player, Zone.BAG));
        if (!s.diceIn(player, Zone.REMOVED).isEmpty()) {
            header.getChildren().add(diceCount(s, player, Zone.REMOVED));
        }
        List<dicemasters.engine.card.Energy> virtual = s.player(player).virtualEnergy();
        if (!virtual.isEmpty()) {
            header.getChildren().add(new Label("Virtual energy: " + Face.describeEnergy(virtual)));
        }
        return header;
    }

    private static Label badge(String text, String styleClass) {
        Label badge = new Label(text);
        badge.setMinWidth(Region.USE_PREF_SIZE);
        badge.getStyleClass().addAll("badge", styleClass);
        return badge;
    }

    /**
     * The count of a player's dice in the bag, or removed from the game (zones the table does not
     * lay out); which dice they are (never the bag's order) on request.
     */
    static Button diceCount(GameState s, int player, Zone zone) {
        boolean bag = zone == Zone.BAG;
        List<Die> dice = s.diceIn(player, zone);
        Button button = new Button((bag ? "Bag: " : "Removed from the game: ") + dice.size());
        button.setId((bag ? "bag-" : "removed-") + (player + 1));
        button.setFocusTraversable(false);
        Map<String, Integer> counts = new TreeMap<>();
        dice.forEach(d -> counts.merge(s.nameOf(d), 1, Integer::sum));
        StringBuilder contents = new StringBuilder(bag ? "In the bag:" : "Removed from the game, for good:");
        counts.forEach((name, n) -> contents.append("\n").append(n).append(" × ").append(name));
        Tooltip tip = new Tooltip(dice.isEmpty() ? "The bag is empty." : contents.toString());
        button.setTooltip(tip);
        button.setOnAction(e -> {
            var bounds = button.localToScreen(button.getBoundsInLocal());
            tip.show(button, bounds.getMinX(), bounds.getMaxY());
        });
        return button;
    }

    private static Node zones(TableView table, GameState s, int player) {
        HBox row = new HBox(6,
                zone(table, s, player, Zone.PREP, 30, 2),
                zone(table, s, player, Zone.RESERVE, 44, 3),
                zone(table, s, player, Zone.FIELD, 44, 3),
                zone(table, s, player, Zone.USED, 24, 2),
                zone(table, s, player, Zone.OUT_OF_PLAY, 30, 2));
        if (s.seats().teamsOfTwo()) {
            // Doubles: the team's Prep Area is shared, drawn once between the teammates (TeamSides).
            row.getChildren().remove(0);
        }
        return row;
    }

    private static Node zone(TableView table, GameState s, int player, Zone zone, double dieSize, int weight) {
        List<Die> dice = s.diceIn(player, zone);
        Label title = new Label(zone.label() + " (" + dice.size() + ")");
        title.getStyleClass().add("zone-title");
        title.setWrapText(true);
        // Many dice are drawn smaller inside the zone, never making the board (and the table's scale) change.
        DiceRow pane = new DiceRow(dieSize, 4);
        for (Integer id : table.slotsOf(player, zone, dice)) {
            pane.getChildren().add(id == null ? gap(dieSize) : DieNode.of(table, s.die(id), dieSize));
        }
        VBox box = new VBox(3, title, pane);
        VBox.setVgrow(pane, Priority.ALWAYS);
        box.setId("zone-" + (player + 1) + "-" + zone.name().toLowerCase());
        box.getStyleClass().add("zone");
        box.setMinHeight(dieSize + 40);
        box.setPrefWidth(weight * 100);
        box.setMinWidth(70);
        HBox.setHgrow(box, Priority.ALWAYS);
        return box;
    }

    /** Where a die was until it left, this step: nothing is drawn, nothing moves into its place. */
    private static Region gap(double dieSize) {
        Region gap = new Region();
        gap.getStyleClass().add("die-gap");
        gap.setMinSize(dieSize, dieSize);
        gap.setPrefSize(dieSize, dieSize);
        gap.setMaxSize(dieSize, dieSize);
        return gap;
    }

    private static Node team(TableView table, GameState s, int player) {
        // Cards wrap to a second row when the side is narrow (two players per side in Doubles).
        FlowPane row = new FlowPane(6, 6);
        row.getStyleClass().add("card-row");
        for (CardInPlay card : s.cards()) {
            // Character tokens' cards are hidden: their dice show up only as tokens in the Field Zone.
            if (card.owner() == player && !card.isSidekicks() && !dicemasters.engine.Engine.isTokenCard(s, card)) {
                row.getChildren().add(CardTile.of(table, card));
            }
        }
        return row;
    }
}
