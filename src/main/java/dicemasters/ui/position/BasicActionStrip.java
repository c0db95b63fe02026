package dicemasters.ui.position;

import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position.DieRef;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Zone;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The Basic Action Cards in the middle: each card with the dice still on it (nobody's yet), tokens
 * on it, and how many dice each card has. A Basic Action die put in a player's zone is that
 * player's; clicking its card puts it back.
 */
final class BasicActionStrip {
    private BasicActionStrip() {
    }

    static VBox of(PositionDraft draft, Editing editing) {
        Spinner<Integer> each = PlayerBoard.spinner(0, GameSetup.MAX_DICE_EACH_BASIC_ACTION,
                draft.setup().diceEachBasicAction(), v -> editing.change(d -> d.withDiceEachBasicAction(v)));
        each.setId("basic-action-dice");
        HBox header = new HBox(6, PlayerBoard.bold("Basic Action Cards"), new Label("dice on each"), each);
        header.setAlignment(Pos.CENTER_LEFT);
        VBox strip = new VBox(4, header);
        strip.setId("basic-actions");
        strip.setPadding(new Insets(6));
        strip.setStyle("-fx-border-color: #b0b0b0; -fx-border-radius: 4;");
        if (draft.setup().basicActions().isEmpty()) {
            Label none = new Label("None: a Basic Action Card picked in the card pool goes here.");
            none.setWrapText(true);
            strip.getChildren().add(none);
        }
        for (CardDefinition card : draft.setup().basicActions()) {
            strip.getChildren().add(row(draft, card, editing));
        }
        return strip;
    }

    private static HBox row(PositionDraft draft, CardDefinition card, Editing editing) {
        Label name = new Label(card.fullName());
        name.setWrapText(true);
        name.setMaxWidth(170);
        FlowPane dice = PlayerBoard.dice(draft, editing, d -> d.isBasicAction() && d.card().equals(card)
                && d.zone() == Zone.ON_CARD);
        Spinner<Integer> tokens = PlayerBoard.spinner(0, 99, draft.tokens(CardInPlay.SHARED, card.id()),
                v -> editing.change(d -> d.withTokens(CardInPlay.SHARED, card.id(), v)));
        tokens.setId("tokens-basic-" + card.id());
        Button remove = new Button("Remove");
        remove.setId("remove-basic-" + card.id());
        remove.setOnAction(e -> editing.change(d -> d.withoutBasicAction(card.id())));
        HBox row = new HBox(6, name, dice, new Label("tokens"), tokens, remove);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setId("basic-" + card.id());
        row.setOnMousePressed(e -> {
            DieRef selected = editing.selected();
            if (!PlayerBoard.onControl(e, row) && selected != null && selected.cardOwner() == CardInPlay.SHARED && selected.cardId().equals(card.id())) {
                editing.change(d -> d.withDiePlaced(selected, CardInPlay.SHARED, Zone.ON_CARD));
            }
        });
        return row;
    }
}
