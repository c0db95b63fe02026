package dicemasters.engine.state;

/**
 * Attacks and blocks, damage to dice and what changes it (prevention, redirection, doubling,
 * limits, reactions), and KOs with what replaces or resists them. Each is a {@link GameEvent},
 * named {@code GameEvent.X} like every event; this file only holds the family.
 */
public sealed interface CombatEvents permits GameEvent {
    record AttackerDeclared(int player, int dieId, String dieName) implements GameEvent {
        public String text() {
            return dieName + " attacks.";
        }
    }

    /** No attack this turn; {@code team}: the name is a Doubles team's ("Ann and Cid"), a plural subject. */
    record NoAttack(int player, String playerName, boolean team) implements GameEvent {
        public String text() {
            return playerName + (team ? " do" : " does") + " not attack; the turn ends.";
        }
    }

    record BlockerDeclared(int player, int blocker, String blockerName, int attacker, String attackerName)
            implements GameEvent {
        public String text() {
            return blockerName + " blocks " + attackerName + ".";
        }
    }

    /** {@code combat}: combat damage (in the Attack Step, or dealt "as combat damage"). */
    record DieDamaged(int dieId, String dieName, int owner, int amount, int totalDamage, String source,
                      boolean combat, int sourceDie) implements GameEvent {
        public DieDamaged(int dieId, String dieName, int owner, int amount, int totalDamage, String source) {
            this(dieId, dieName, owner, amount, totalDamage, source, false, -1);
        }

        public String text() {
            return source + " deals " + amount + " damage to " + dieName + " (" + totalDamage + " in all).";
        }
    }

    /** An effect cleared the damage on a die. */
    record DamageCleared(int dieId, String dieName, String ownerName, int amount) implements GameEvent {
        public String text() {
            return amount + " damage is cleared from " + ownerName + "'s " + dieName + ".";
        }
    }

    /** Damage that would have been dealt is prevented, in whole or in part. */
    record DamagePrevented(String recipient, int amount, String source, String by) implements GameEvent {
        public String text() {
            return by + " prevents " + amount + " damage to " + recipient + " from " + source + ".";
        }
    }

    /** Damage is dealt to another die than the one it was going to. */
    record DamageRedirected(String from, String to, int amount, String source, String by) implements GameEvent {
        public String text() {
            return by + " redirects " + amount + " damage from " + source + " away from " + from + " to " + to + ".";
        }
    }

    /** A doubling raises the damage of one hit ("deals double damage"). */
    record DamageDoubled(String recipient, int from, String source, String by) implements GameEvent {
        public String text() {
            return by + ": " + source + " deals double damage to " + recipient + " (" + from * 2 + " instead of "
                    + from + ").";
        }
    }

    /** A limit lowers the damage of one hit ("deal only 1 combat damage"). */
    record DamageLimited(String recipient, int from, int to, String source, String by) implements GameEvent {
        public String text() {
            return by + ": " + source + " deals only " + to + " damage to " + recipient + " instead of " + from + ".";
        }
    }

    /** A player reacts to damage about to be dealt, with a reactive Global or a character's reaction. */
    record ReactionUsed(int player, String playerName, String cardName, String what) implements GameEvent {
        public String text() {
            return playerName + " reacts with " + cardName + ".";
        }
    }

    /** A player lets damage be dealt without reacting. */
    record ReactionDeclined(int player, String playerName) implements GameEvent {
        public String text() {
            return playerName + " does not react.";
        }
    }

    /**
     * {@code byDie}: the die whose damage KO'd it, or -1 (another cause). {@code hadLostAbilities} and
     * {@code copiedCard} (or -1) tell which abilities it had as it was KO'd, for its "when KO'd" abilities;
     * {@code byCombat}: the damage that KO'd it was combat damage; {@code whileAttacking}: it was attacking.
     * {@code byPlayer}: the player who made the KO happen (whose die or ability dealt the damage, whose
     * effect KO'd it, or who chose to KO their own die), or -1 for a rule of the game.
     */
    record DieKnockedOut(int dieId, String dieName, int owner, String ownerName, int byDie, boolean hadLostAbilities,
                         int copiedCard, boolean byCombat, boolean whileAttacking, int byPlayer) implements GameEvent {
        public DieKnockedOut(int dieId, String dieName, int owner, String ownerName, int byDie) {
            this(dieId, dieName, owner, ownerName, byDie, false, -1, false, false, -1);
        }

        public DieKnockedOut(int dieId, String dieName, int owner, String ownerName) {
            this(dieId, dieName, owner, ownerName, -1);
        }

        public String text() {
            return ownerName + "'s " + dieName + " is KO'd and goes to the Prep Area.";
        }
    }

    /** Iron Will: an effect would KO a die not damaged this turn, and it stays in the Field Zone. */
    record KnockOutResisted(int dieId, String dieName, String ownerName) implements GameEvent {
        public String text() {
            return ownerName + "'s " + dieName + " has Iron Will: not damaged this turn, it cannot be KO'd.";
        }
    }

    /** A keyword replaced what would have happened to a die (Regenerate, Immortal). */
    record KeywordReplaced(int dieId, String dieName, String ownerName, String keyword, String instead)
            implements GameEvent {
        public String text() {
            return ownerName + "'s " + dieName + " has " + keyword + ": " + instead + ".";
        }
    }

    /**
     * A die was about to be KO'd and a player could replace the KO: they did with the ability of
     * {@code cardName} (the die stays), or let it happen.
     */
    record KnockOutReplacement(int dieId, String dieName, int player, String playerName, String cardName,
                               boolean replaced) implements GameEvent {
        public String text() {
            return replaced ? playerName + " uses " + cardName + " instead: " + dieName + " is not KO'd."
                    : playerName + " lets " + dieName + " be KO'd.";
        }
    }
}
