package dicemasters.ui.position;

import dicemasters.engine.setup.Position;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Zone;

/**
 * One die of a position being set up, as the editor shows it: which die it is, its card, whose it
 * is now, where it stands, the face it shows and its damage. No JavaFX.
 *
 * @param owner the player holding it; {@link CardInPlay#SHARED} for a Basic Action die on its card
 */
public record DraftDie(Position.DieRef ref, CardDefinition card, int owner, Zone zone, int face, int damage) {

    /** Where a game starts a die of this card (the position file's default): a Sidekick in the bag, others on their card. */
    static Zone startZone(CardDefinition card) {
        return card.type() == CardType.SIDEKICK ? Zone.BAG : Zone.ON_CARD;
    }

    public boolean isBasicAction() {
        return ref.cardOwner() == CardInPlay.SHARED;
    }

    public Face shownFace() {
        return card.faces().get(face);
    }

    /** "Aquaman die 2" (a Basic Action die: "Basic Action: Power Bolt die 1"). */
    public String name() {
        return card.name() + " die " + ref.number();
    }

    /** The die as the position file names it: "JUS003#2". */
    public String fileName() {
        return ref.cardId() + "#" + ref.number();
    }

    /** "face 4: level 1 (field 1, 2A 1D)". */
    public static String faceLabel(CardDefinition card, int face) {
        return "face " + (face + 1) + ": " + card.faces().get(face).describe();
    }
}
