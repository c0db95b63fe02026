package dicemasters.engine.state;

import dicemasters.engine.card.Face;

/**
 * Dice moving between zones: drawn, rolled, spun and turned, bought, fielded, used, left
 * unfielded. Each is a {@link GameEvent}, named {@code GameEvent.X} like every event; this file
 * only holds the family.
 */
public sealed interface DiceEvents permits GameEvent {
    record BagRefilled(int player, String playerName, int dice) implements GameEvent {
        public String text() {
            return playerName + "'s bag is empty: " + dice + (dice == 1 ? " die moves" : " dice move")
                    + " from the Used Pile into the bag.";
        }
    }

    record DieMoved(int dieId, String dieName, int owner, String ownerName, Zone from, Zone to)
            implements GameEvent {
        public String text() {
            return ownerName + "'s " + dieName + " die moves from " + from.label() + " to " + to.label() + ".";
        }
    }

    /** {@code inRollStep}: rolled in its owner's Roll and Reroll Step (the roll or the reroll), not by an effect later. */
    record DieRolled(int dieId, String dieName, String ownerName, Face face, boolean inRollStep) implements GameEvent {
        public DieRolled(int dieId, String dieName, String ownerName, Face face) {
            this(dieId, dieName, ownerName, face, false);
        }

        public String text() {
            return ownerName + " rolls " + dieName + ": " + face.describe() + ".";
        }
    }

    /** A die drawn by an effect and shown, still in the bag until the effect places it. */
    record DieDrawn(int dieId, String dieName, String ownerName) implements GameEvent {
        public String text() {
            return ownerName + " draws " + dieName + ".";
        }
    }

    record DieSpunDown(int dieId, String dieName, Face face) implements GameEvent {
        public String text() {
            return dieName + " is partly spent and spun to " + face.describe() + "; it can no longer be rerolled.";
        }
    }

    record DieSpun(int dieId, String dieName, int fromLevel, int toLevel) implements GameEvent {
        public String text() {
            return dieName + " is spun from level " + fromLevel + " to level " + toLevel + ".";
        }
    }

    /** A die is spun to a face its controller chose. */
    record DieTurned(int dieId, String dieName, String ownerName, Face face) implements GameEvent {
        public String text() {
            return ownerName + " turns " + dieName + " to " + face.describe() + ".";
        }
    }

    /** {@code to}: where the bought die goes, the Used Pile unless an effect says otherwise. */
    record DiePurchased(int player, String playerName, int dieId, String cardName, Zone to) implements GameEvent {
        public DiePurchased(int player, String playerName, int dieId, String cardName) {
            this(player, playerName, dieId, cardName, Zone.USED);
        }

        public String text() {
            return playerName + " buys " + GameEvent.article(cardName) + " " + cardName + " die (to the "
                    + (to == Zone.PREP ? "Prep Area" : "Used Pile") + ").";
        }
    }

    record DieFielded(int player, String playerName, int dieId, String dieName, int level) implements GameEvent {
        public String text() {
            return playerName + " fields " + dieName + " at level " + level + ".";
        }
    }

    record ActionDieUsed(int player, String playerName, int dieId, String dieName, int bursts) implements GameEvent {
        public String text() {
            return playerName + " uses " + dieName + (bursts == 0 ? "" : " (" + "*".repeat(bursts) + ")") + ".";
        }
    }

    /** A character die left in the Reserve Pool at the end of its owner's Main Step went to the Used Pile. */
    record DieLeftUnfielded(int dieId, String dieName, int owner) implements GameEvent {
        public String text() {
            return dieName + " was not fielded.";
        }
    }
}
