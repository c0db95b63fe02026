package dicemasters.engine.card;

/** Where an effect looks for dice. Targeting means the Field Zone unless the text says otherwise. */
public enum Place {
    FIELD("Field Zone"), RESERVE("Reserve Pool"), PREP("Prep Area"), USED("Used Pile"), BAG("bag"),
    /** Out of the Field Zone until the end of the turn, then back at the same level (Intimidate). */
    ASIDE("set aside until end of turn"),
    /** The active player's dice Out of Play, such as the action dice they used this turn. */
    OUT_OF_PLAY("Out of Play zone"),
    /** A player's dice still on their cards, not yet purchased (never the shared Basic Action dice). */
    UNPURCHASED("unpurchased dice"),
    /** Character dice attacking or blocking ("target attacker or blocker"); only to look for dice. */
    ATTACK_ZONE("Attack Zone"),
    /** Dice captured this turn, waiting Out of Play ("the captured die"); only to look for dice. */
    CAPTURED("captured dice"),
    /** Dice still on any card, the Basic Action Cards' included ("an unpurchased Basic Action die"). */
    ON_A_CARD("dice on the cards"),
    /** Out of the game for good ("remove a die ... from the game"): a die goes there and never comes back. */
    REMOVED("removed from the game"),
    /** Either of the two piles a die waits in to be rolled again ("from your Used Pile or Prep Area"); only to look for dice. */
    PREP_OR_USED("Prep Area or Used Pile");

    private final String label;

    Place(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
