package dicemasters.ui.position;

import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.CardInPlay;
import dicemasters.ui.DieGraphics;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;

import java.util.function.Consumer;

/**
 * The editor's dice, drawn as the table draws them: a die that shows a face (Reserve Pool, field,
 * Used Pile, Out of Play) shows it, a die in a bag, the Prep Area or on its card shows its card's
 * initials. A click selects it; the selected die is outlined.
 */
final class DieChips {
    static final double SIZE = 30;

    private DieChips() {
    }

    static Node chip(PositionDraft draft, DraftDie die, boolean selected, Consumer<DraftDie> onSelect) {
        Color colour = colourOf(draft.setup(), die.card(), die.ref().cardOwner());
        Face face = die.shownFace();
        StackPane node = showsFace(die) ? DieGraphics.face(face, colour, SIZE, face.attack(), face.defense(), die.damage())
                : DieGraphics.blank(die.card().name(), colour, SIZE);
        node.setId(idOf(die));
        node.getStyleClass().add("editor-die");
        if (selected) {
            node.setStyle("-fx-effect: dropshadow(gaussian, #ffb000, 8, 0.8, 0, 0);");
            node.getStyleClass().add("selected-die");
        }
        Tooltip.install(node, new Tooltip(die.name() + " (" + die.fileName() + ")\n" + die.zone().label() + ", "
                + DraftDie.faceLabel(die.card(), die.face()) + (die.damage() > 0 ? ", " + die.damage() + " damage" : "")));
        // On the press, before the boards' scroll pane takes the focus (a name typed in a field is
        // committed as the field loses it, and the boards are drawn again under the pointer).
        node.setOnMousePressed(e -> {
            onSelect.accept(die);
            e.consume();
        });
        return node;
    }

    /** A die's face picture for the face chooser. */
    static StackPane face(PositionDraft draft, DraftDie die, int face) {
        Color colour = colourOf(draft.setup(), die.card(), die.ref().cardOwner());
        Face f = die.card().faces().get(face);
        return DieGraphics.face(f, colour, SIZE, f.attack(), f.defense(), 0);
    }

    /** "die-1-JUS003-2": player 1's second Aquaman die; "die-basic-JUS067-1" for a Basic Action die. */
    static String idOf(DraftDie die) {
        String owner = die.isBasicAction() ? "basic" : String.valueOf(die.ref().cardOwner() + 1);
        return "die-" + owner + "-" + die.ref().cardId() + "-" + die.ref().number();
    }

    private static boolean showsFace(DraftDie die) {
        return die.zone().isRolled() || die.zone() == dicemasters.engine.state.Zone.USED
                || die.zone() == dicemasters.engine.state.Zone.OUT_OF_PLAY;
    }

    /** Each card's dice share the colour the table gives them: Sidekicks white, Basic Actions black, team cards by place. */
    static Color colourOf(GameSetup setup, CardDefinition card, int cardOwner) {
        if (card.type() == CardType.SIDEKICK) {
            return DieGraphics.SIDEKICK;
        }
        if (cardOwner == CardInPlay.SHARED) {
            return DieGraphics.BASIC_ACTION;
        }
        // The card's place among the game's cards, as the table counts it (each player's Sidekicks come first).
        int place = setup.teams().size();
        for (int p = 0; p < cardOwner; p++) {
            place += setup.teams().get(p).cards().size();
        }
        place += setup.teams().get(cardOwner).cards().stream().map(GameSetup.TeamCard::card).toList().indexOf(card);
        return DieGraphics.CHARACTER_COLOURS[Math.max(0, place) % DieGraphics.CHARACTER_COLOURS.length];
    }
}
