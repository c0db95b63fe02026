package dicemasters.engine.state;

/**
 * Abilities used and what their effects do that is not a die's move or damage: Globals, triggers,
 * stats and keywords, effects lasting the turn, effects not done, named characters, secret
 * numbers, tokens on cards. Each is a {@link GameEvent}, named {@code GameEvent.X} like every
 * event; this file only holds the family.
 */
public sealed interface AbilityEvents permits GameEvent {
    record GlobalUsed(int player, String playerName, String cardName) implements GameEvent {
        public String text() {
            return playerName + " uses the Global Ability of " + cardName + ".";
        }
    }

    /** A die in the Field Zone used its "whenever you could use a Global Ability" ability. */
    record FieldAbilityUsed(int player, String playerName, int dieId, String dieName) implements GameEvent {
        public String text() {
            return playerName + " uses the ability of " + dieName + " in the Field Zone.";
        }
    }

    record AbilityTriggered(int player, String cardName, String what) implements GameEvent {
        public String text() {
            return cardName + ": " + what + ".";
        }
    }

    /** {@code byGlobalOrAction}: the change comes from a Global Ability or an action die's text. */
    record StatsModified(int dieId, String dieName, int attack, int defense, boolean byGlobalOrAction)
            implements GameEvent {
        public StatsModified(int dieId, String dieName, int attack, int defense) {
            this(dieId, dieName, attack, defense, false);
        }

        /** Only the stats that change are told: "gets +2A", "gets +2A and -1D". */
        public String text() {
            if (attack == 0 && defense == 0) {
                return dieName + "'s A and D do not change.";
            }
            String change = attack == 0 ? signed(defense) + "D" : defense == 0 ? signed(attack) + "A"
                    : signed(attack) + "A and " + signed(defense) + "D";
            return dieName + " gets " + change + " until the end of the turn.";
        }

        private static String signed(int n) {
            return n >= 0 ? "+" + n : String.valueOf(n);
        }
    }

    record KeywordGranted(int dieId, String dieName, String keyword) implements GameEvent {
        public String text() {
            return dieName + " gets " + keyword + " until the end of the turn.";
        }
    }

    /** An effect that holds until the end of the turn begins ("prevent all combat damage to ..."). */
    record TurnEffectBegun(int player, String cardName, String what) implements GameEvent {
        public String text() {
            return cardName + ": " + what + " until the end of the turn.";
        }
    }

    /**
     * An effect could not do (all of) what it says: {@code what} tells what did not happen and why
     * ("Ann's Hulk die is not spun down: it is already at level 1"). An effect never fails in silence.
     */
    record EffectNotDone(int player, String source, String what) implements GameEvent {
        public String text() {
            return source + ": " + what + ".";
        }
    }

    /** Until the end of the turn, Global Abilities cost every player more life. */
    record GlobalsCostMore(int added, int total, String source) implements GameEvent {
        public String text() {
            return source + ": until end of turn, using a Global Ability costs " + total + " more life.";
        }
    }

    /** A card names a character ("choose a Turtle character"). */
    record CharacterNamed(int player, String playerName, String cardName, String name) implements GameEvent {
        public String text() {
            return playerName + " names " + name + " for " + cardName + ".";
        }
    }

    /** A player chose a number secretly (the log does not say which). */
    record NumberChosenSecretly(int player, String playerName, String cardName) implements GameEvent {
        public String text() {
            return playerName + " secretly chooses how many dice to draw for " + cardName + ".";
        }
    }

    /** The opponent guessed the secret number; the dice drawn go to the Used Pile or the Prep Area. */
    record SecretDrawRevealed(int player, String playerName, int drawn, String guesserName, int guess, Zone to)
            implements GameEvent {
        public String text() {
            return guesserName + " guesses " + guess + "; " + playerName + " drew " + drawn
                    + (guess == drawn ? ": right, the dice go to the " : ": wrong, the dice go to the ") + to.label()
                    + ".";
        }
    }

    /** Tokens were placed on a card or removed from it. */
    record TokensChanged(int cardIndex, String cardName, int before, int after) implements GameEvent {
        public String text() {
            String tokens = after == 1 ? "1 token" : after + " tokens";
            return after > before ? cardName + " gets " + (after - before) + " more: " + tokens + " on the card now."
                    : "The tokens are removed from " + cardName + ".";
        }
    }
}
