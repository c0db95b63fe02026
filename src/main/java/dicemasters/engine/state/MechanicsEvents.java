package dicemasters.engine.state;

/**
 * Captures, control, copies and character tokens begun and ended. Each is a {@link GameEvent},
 * named {@code GameEvent.X} like every event; this file only holds the family.
 */
public sealed interface MechanicsEvents permits GameEvent {
    /** A die was captured: it is out of the game until the capture ends. */
    record DieCaptured(int dieId, String dieName, String captorName) implements GameEvent {
        public String text() {
            return captorName + " captures " + dieName + " until the end of the turn.";
        }
    }

    /** A capture ended: the die comes back to the Field Zone. */
    record CaptureEnded(int dieId, String dieName) implements GameEvent {
        public String text() {
            return dieName + " is no longer captured.";
        }
    }

    /** A player took control of an opposing die. */
    record DieControlled(int dieId, String dieName, int player, String playerName) implements GameEvent {
        public String text() {
            return playerName + " takes control of " + dieName + " until the end of the turn.";
        }
    }

    /** A controlled die went back to its owner. */
    record ControlEnded(int dieId, String dieName, int owner, String ownerName) implements GameEvent {
        public String text() {
            return dieName + " goes back to " + ownerName + ".";
        }
    }

    /** A die gained the abilities of another die's card until the end of the turn. */
    record AbilitiesCopied(int dieId, String dieName, int copiedDieId, String cardName) implements GameEvent {
        public String text() {
            return dieName + " gains the abilities of " + cardName + " until the end of the turn.";
        }
    }

    /** A die lost its abilities until the end of the turn. */
    record AbilitiesLost(int dieId, String dieName) implements GameEvent {
        public String text() {
            return dieName + " loses its abilities until the end of the turn.";
        }
    }

    /** A copy of abilities ended (end of turn, a new copy, or the copying die left the Field Zone). */
    record AbilityCopyEnded(int dieId, String dieName, String cardName) implements GameEvent {
        public String text() {
            return dieName + " no longer has the abilities of " + cardName + ".";
        }
    }

    /** A die that had lost its abilities has them again. */
    record AbilitiesRegained(int dieId, String dieName) implements GameEvent {
        public String text() {
            return dieName + " has its abilities again.";
        }
    }

    /** A die became a copy of another die until the end of the turn. */
    record DieBecameCopy(int dieId, String dieName, int copiedDieId, String copiedName) implements GameEvent {
        public String text() {
            return dieName + " becomes a copy of " + copiedName + " until the end of the turn.";
        }
    }

    /** A die that was a copy of another die is itself again. */
    record DieCopyEnded(int dieId, String copiedName, String dieName) implements GameEvent {
        public String text() {
            return "The copy of " + copiedName + " is " + dieName + " again.";
        }
    }

    /**
     * Character tokens were created in a player's Field Zone (generated, not fielded): {@code count}
     * of the {@code asked} for, fewer when the player already has as many of them as can exist at once.
     */
    record CharacterTokensCreated(int player, String playerName, String source, int count, int asked,
                                  String tokenName, int attack, int defense) implements GameEvent {
        public String text() {
            return source + " creates " + count + " " + tokenName + " character token" + (count == 1 ? "" : "s")
                    + " (" + attack + "A " + defense + "D) in " + playerName + "'s Field Zone"
                    + (count < asked ? " (no more than " + GameCards.CHARACTER_TOKENS_EACH_KIND + " can exist at once)" : "")
                    + ".";
        }
    }

    /** A character token left the Field Zone and so ceased to exist. */
    record CharacterTokenCeased(int dieId, String dieName, int player, String playerName, Zone from)
            implements GameEvent {
        public String text() {
            return playerName + "'s " + dieName + " token leaves the Field Zone and ceases to exist.";
        }
    }
}
