package dicemasters.ui.position;

import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position.DieRef;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.state.Zone;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.IntConsumer;

/**
 * One player's side of the position: name and life, the team's cards (the dice still on each card,
 * how many dice it brings, tokens on it) and the zones with the player's dice. Click a die to select
 * it, then click a zone (or the die's card) to put it there.
 */
final class PlayerBoard {
    /** The zones a player's dice stand in, in the order of a turn. */
    static final List<Zone> ZONES = List.of(Zone.BAG, Zone.PREP, Zone.RESERVE, Zone.FIELD, Zone.ATTACK, Zone.USED,
            Zone.OUT_OF_PLAY);

    private PlayerBoard() {
    }

    static VBox of(PositionDraft draft, int player, Editing editing) {
        VBox board = new VBox(4, header(draft, player, editing));
        board.setId("board-" + (player + 1));
        board.getStyleClass().add("editor-board");
        board.setPadding(new Insets(6));
        board.setStyle("-fx-border-color: #b0b0b0; -fx-border-radius: 4;");
        List<GameSetup.TeamCard> cards = draft.setup().teams().get(player).cards();
        if (cards.isEmpty()) {
            Label none = new Label("No cards yet: pick some in the card pool and add them.");
            none.setWrapText(true);
            board.getChildren().add(none);
        }
        for (GameSetup.TeamCard tc : cards) {
            board.getChildren().add(cardRow(draft, player, tc, editing));
        }
        for (Zone zone : ZONES) {
            board.getChildren().add(zoneRow(draft, player, zone, editing));
        }
        // Dice removed from the game (by an effect) are shown only in a position that has some.
        if (draft.dice().stream().anyMatch(d -> d.owner() == player && d.zone() == Zone.REMOVED)) {
            board.getChildren().add(zoneRow(draft, player, Zone.REMOVED, editing));
        }
        return board;
    }

    private static FlowPane header(PositionDraft draft, int player, Editing editing) {
        TextField name = new TextField(draft.playerName(player));
        name.setId("name-" + (player + 1));
        name.setPrefColumnCount(7);
        Runnable rename = () -> {
            if (!name.getText().strip().equals(draft.playerName(player))) {
                editing.change(d -> d.withName(player, name.getText().strip()));
            }
        };
        name.setOnAction(e -> rename.run());
        name.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                rename.run();
            }
        });
        Spinner<Integer> life = spinner(0, GameSetup.MAX_LIFE, draft.life(player),
                v -> editing.change(d -> d.withLife(player, v)));
        life.setId("life-" + (player + 1));
        life.setTooltip(new Tooltip("Life (the format starts at " + draft.setup().startingLife() + ")"));
        String seat = "Player " + (player + 1) + (draft.playerCount() == 4 ? " (team " + (player % 2 + 1) + ")" : "");
        // On a small screen the header wraps instead of cutting its words short.
        FlowPane header = new FlowPane(6, 4, bold(seat), name, label("Life"), life);
        header.setAlignment(Pos.CENTER_LEFT);
        return header;
    }

    private static VBox cardRow(PositionDraft draft, int player, GameSetup.TeamCard tc, Editing editing) {
        CardDefinition card = tc.card();
        Label name = new Label(card.fullName());
        name.setWrapText(true);
        name.setStyle("-fx-font-weight: bold;");
        FlowPane onCard = dice(draft, editing, d -> d.ref().cardOwner() == player && d.card().equals(card)
                && d.zone() == Zone.ON_CARD);
        Spinner<Integer> dice = spinner(1, Math.max(1, Math.max(card.dieLimit(), tc.dice())), tc.dice(),
                v -> editing.change(d -> d.withCardDice(player, card.id(), v)));
        dice.setId("dice-" + (player + 1) + "-" + card.id());
        Spinner<Integer> tokens = spinner(0, 99, draft.tokens(player, card.id()),
                v -> editing.change(d -> d.withTokens(player, card.id(), v)));
        tokens.setId("tokens-" + (player + 1) + "-" + card.id());
        Button remove = new Button("Remove");
        remove.setId("remove-" + (player + 1) + "-" + card.id());
        remove.setOnAction(e -> editing.change(d -> d.withoutCard(player, card.id())));
        remove.setMinWidth(Button.USE_PREF_SIZE);
        FlowPane counts = new FlowPane(4, 2, label("dice"), dice, label("tokens"), tokens, remove);
        counts.setAlignment(Pos.CENTER_LEFT);
        VBox row = new VBox(2, new HBox(6, name, onCard), counts);
        HBox.setHgrow(onCard, Priority.ALWAYS);
        row.setId("card-" + (player + 1) + "-" + card.id());
        row.setStyle("-fx-background-color: #f3f3f3; -fx-padding: 3;");
        // Clicking the card puts its selected die back on it (not bought yet).
        row.setOnMousePressed(e -> {
            if (!onControl(e, row)) {
                putSelected(draft, editing, player, Zone.ON_CARD, card.id());
            }
        });
        return row;
    }

    private static HBox zoneRow(PositionDraft draft, int player, Zone zone, Editing editing) {
        Label label = new Label(zone.label());
        label.setId("zone-" + (player + 1) + "-" + zone.name());
        label.setMinWidth(82);
        label.setPrefWidth(82);
        FlowPane dice = dice(draft, editing, d -> d.owner() == player && d.zone() == zone);
        HBox row = new HBox(4, label, dice);
        HBox.setHgrow(dice, Priority.ALWAYS);
        row.setMinHeight(DieChips.SIZE + 6);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setStyle("-fx-border-color: transparent transparent #dddddd transparent;");
        Tooltip.install(row, new Tooltip("Click a die, then here: it goes to " + draft.playerName(player) + "'s "
                + zone.label()));
        row.setOnMousePressed(e -> putSelected(draft, editing, player, zone, null));
        return row;
    }

    /** Puts the selected die in the zone; on a card only a die of that card. */
    private static void putSelected(PositionDraft draft, Editing editing, int player, Zone zone, String cardId) {
        DieRef selected = editing.selected();
        if (selected == null || (cardId != null && !selected.cardId().equals(cardId))) {
            return;
        }
        if (zone == Zone.ON_CARD) {
            editing.change(d -> d.withDiePlaced(selected, selected.cardOwner(), Zone.ON_CARD));
        } else {
            editing.change(d -> d.withDiePlaced(selected, player, zone));
        }
    }

    /** Whether a press on a row was meant for one of its controls (a spinner, a button), not for the row. */
    static boolean onControl(javafx.scene.input.MouseEvent e, Node row) {
        for (Object n = e.getTarget(); n instanceof Node node && node != row; n = node.getParent()) {
            if (node instanceof javafx.scene.control.Control && !(node instanceof Label)) {
                return true;
            }
        }
        return false;
    }

    static FlowPane dice(PositionDraft draft, Editing editing, java.util.function.Predicate<DraftDie> which) {
        FlowPane pane = new FlowPane(3, 3);
        pane.setPrefWrapLength(200);
        for (DraftDie die : draft.dice()) {
            if (which.test(die)) {
                pane.getChildren().add(DieChips.chip(draft, die, die.ref().equals(editing.selected()), editing::select));
            }
        }
        return pane;
    }

    static Spinner<Integer> spinner(int min, int max, int value, IntConsumer onChange) {
        Spinner<Integer> spinner = new Spinner<>(min, max, Math.max(min, Math.min(max, value)));
        spinner.setPrefWidth(62);
        spinner.setMinWidth(Spinner.USE_PREF_SIZE);
        spinner.setEditable(true);
        spinner.valueProperty().addListener((o, was, now) -> {
            if (now != null && !now.equals(was)) {
                onChange.accept(now);
            }
        });
        return spinner;
    }

    static Node bold(String text) {
        Label label = label(text);
        label.setStyle("-fx-font-weight: bold;");
        return label;
    }

    /** A label never cut short ("Player 1", "Life", "dice"): the row around it wraps instead. */
    static Label label(String text) {
        Label label = new Label(text);
        label.setMinWidth(Label.USE_PREF_SIZE);
        return label;
    }
}
