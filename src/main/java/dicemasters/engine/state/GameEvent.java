package dicemasters.engine.state;

import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;

import java.util.List;

/**
 * Every change of state is told by an event. Events carry the names they need, so the game log
 * reads the same whenever it is printed, and the view can react to exactly what changed.
 */
public sealed interface GameEvent {

    /** One line of the game log. */
    String text();

    /** Whether this event showed something nobody knew before (a die drawn or rolled): no undo past it. */
    default boolean revealsInformation() {
        return this instanceof DieRolled || this instanceof BagRefilled || this instanceof DieDrawn
                || (this instanceof DieMoved m && m.from() == Zone.BAG);
    }

    /** "a" or "an" before a card name. */
    static String article(String word) {
        return !word.isEmpty() && "AEIOUaeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }

    record GameStarted(String format, List<String> players, int firstPlayer, long seed) implements GameEvent {
        public String text() {
            if (players.size() == 4) {
                return format + " game: " + players.get(0) + " and " + players.get(2) + " vs " + players.get(1)
                        + " and " + players.get(3) + ". " + players.get(firstPlayer) + " and "
                        + players.get(firstPlayer + 2) + " go first. (seed " + seed + ")";
            }
            return format + " game: " + players.get(0) + " vs " + players.get(1) + ". "
                    + players.get(firstPlayer) + " goes first. (seed " + seed + ")";
        }
    }

    record TurnStarted(int turn, int player, String playerName) implements GameEvent {
        public String text() {
            return "Turn " + turn + ": " + playerName + "'s turn.";
        }
    }

    record StepStarted(Step step, String activeName) implements GameEvent {
        public String text() {
            return "-- " + step.label() + " --";
        }
    }

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

    /** Doubles: the team split its shared Prep Area; each player rolls the dice named for them. */
    record PrepAreaSplit(int player, String playerName, List<String> playerDice, int teammate, String teammateName,
                         List<String> teammateDice) implements GameEvent {
        public PrepAreaSplit {
            playerDice = List.copyOf(playerDice);
            teammateDice = List.copyOf(teammateDice);
        }

        public String text() {
            return playerName + " and " + teammateName + " split their Prep Area: " + rolls(playerName, playerDice)
                    + "; " + rolls(teammateName, teammateDice) + ".";
        }

        private static String rolls(String name, List<String> dice) {
            return dice.isEmpty() ? name + " rolls none" : name + " rolls " + String.join(", ", dice);
        }
    }

    record RerollChosen(int player, String playerName, int dice) implements GameEvent {
        public String text() {
            return dice == 0 ? playerName + " keeps every result."
                    : playerName + " rerolls " + dice + (dice == 1 ? " die." : " dice.");
        }
    }

    record DrawShortfall(int player, String playerName, int missing) implements GameEvent {
        public String text() {
            return playerName + " could not draw " + missing + (missing == 1 ? " die" : " dice") + ": loses "
                    + missing + " life and gains " + missing + " generic energy.";
        }
    }

    record EnergySpent(int player, String playerName, List<Energy> symbols, String purpose) implements GameEvent {
        public String text() {
            return playerName + " spends " + Face.describeEnergy(symbols) + " to " + purpose + ".";
        }
    }

    record DieSpunDown(int dieId, String dieName, Face face) implements GameEvent {
        public String text() {
            return dieName + " is partly spent and spun to " + face.describe() + "; it can no longer be rerolled.";
        }
    }

    record VirtualEnergyGained(int player, String playerName, List<Energy> symbols) implements GameEvent {
        public String text() {
            return playerName + " keeps " + Face.describeEnergy(symbols) + " as virtual energy until passing priority.";
        }
    }

    record VirtualEnergyLost(int player, String playerName, int amount) implements GameEvent {
        public String text() {
            return playerName + " loses " + amount + " unspent virtual energy.";
        }
    }

    /** {@code to}: where the bought die goes, the Used Pile unless an effect says otherwise. */
    record DiePurchased(int player, String playerName, int dieId, String cardName, Zone to) implements GameEvent {
        public DiePurchased(int player, String playerName, int dieId, String cardName) {
            this(player, playerName, dieId, cardName, Zone.USED);
        }

        public String text() {
            return playerName + " buys " + article(cardName) + " " + cardName + " die (to the "
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

    record GlobalUsed(int player, String playerName, String cardName) implements GameEvent {
        public String text() {
            return playerName + " uses the Global Ability of " + cardName + ".";
        }
    }

    record AbilityTriggered(int player, String cardName, String what) implements GameEvent {
        public String text() {
            return cardName + ": " + what + ".";
        }
    }

    record PriorityPassed(int from, String fromName, int to, String toName) implements GameEvent {
        public String text() {
            return fromName + " passes priority to " + toName + ".";
        }
    }

    record StepEnded(Step step, String reason) implements GameEvent {
        public String text() {
            return step.label() + " ends" + (reason.isEmpty() ? "." : ": " + reason + ".");
        }
    }

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

    /** {@code sourceDie}: the die that dealt the damage (combat, or its own ability), or -1. */
    record PlayerDamaged(int player, String playerName, int amount, int life, String source, int sourceDie,
                         boolean combat) implements GameEvent {
        public PlayerDamaged(int player, String playerName, int amount, int life, String source) {
            this(player, playerName, amount, life, source, -1, false);
        }

        public String text() {
            return source + " deals " + amount + " damage to " + playerName + " (life " + life + ").";
        }
    }

    record LifeLost(int player, String playerName, int amount, int life, String reason) implements GameEvent {
        public String text() {
            return playerName + " loses " + amount + " life" + (reason.isEmpty() ? "" : " (" + reason + ")")
                    + " (life " + life + ").";
        }
    }

    record LifeGained(int player, String playerName, int amount, int life) implements GameEvent {
        public String text() {
            return playerName + " gains " + amount + " life (life " + life + ").";
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

    /** A die drawn by an effect and shown, still in the bag until the effect places it. */
    record DieDrawn(int dieId, String dieName, String ownerName) implements GameEvent {
        public String text() {
            return ownerName + " draws " + dieName + ".";
        }
    }

    /** A character die left in the Reserve Pool at the end of its owner's Main Step went to the Used Pile. */
    record DieLeftUnfielded(int dieId, String dieName, int owner) implements GameEvent {
        public String text() {
            return dieName + " was not fielded.";
        }
    }

    /** Iron Will: an effect would KO a die not damaged this turn, and it stays in the Field Zone. */
    record KnockOutResisted(int dieId, String dieName, String ownerName) implements GameEvent {
        public String text() {
            return ownerName + "'s " + dieName + " has Iron Will: not damaged this turn, it cannot be KO'd.";
        }
    }

    /** An effect cleared the damage on a die. */
    record DamageCleared(int dieId, String dieName, String ownerName, int amount) implements GameEvent {
        public String text() {
            return amount + " damage is cleared from " + ownerName + "'s " + dieName + ".";
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

    record DieSpun(int dieId, String dieName, int fromLevel, int toLevel) implements GameEvent {
        public String text() {
            return dieName + " is spun from level " + fromLevel + " to level " + toLevel + ".";
        }
    }

    record GameOver(int winner, String winnerName, String reason) implements GameEvent {
        public String text() {
            // A team of two (Doubles) is named "Ann and Cid": they win.
            return winner < 0 ? "The game ends in a tie: " + reason + "."
                    : winnerName + (winnerName.contains(" and ") ? " win: " : " wins: ") + reason + ".";
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

    /** A player lets damage be dealt without reacting. */
    record ReactionDeclined(int player, String playerName) implements GameEvent {
        public String text() {
            return playerName + " does not react.";
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

    /** A die is spun to a face its controller chose. */
    record DieTurned(int dieId, String dieName, String ownerName, Face face) implements GameEvent {
        public String text() {
            return ownerName + " turns " + dieName + " to " + face.describe() + ".";
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

    /** Tokens were placed on a card or removed from it. */
    record TokensChanged(int cardIndex, String cardName, int before, int after) implements GameEvent {
        public String text() {
            String tokens = after == 1 ? "1 token" : after + " tokens";
            return after > before ? cardName + " gets " + (after - before) + " more: " + tokens + " on the card now."
                    : "The tokens are removed from " + cardName + ".";
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

    /** A die in the Field Zone used its "whenever you could use a Global Ability" ability. */
    record FieldAbilityUsed(int player, String playerName, int dieId, String dieName) implements GameEvent {
        public String text() {
            return playerName + " uses the ability of " + dieName + " in the Field Zone.";
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
}
