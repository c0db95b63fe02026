package dicemasters.engine.card;

import java.util.List;

/**
 * Effects that change the rules for dice and players: damage redirected or changed, combat rules, keywords lost or gained, costs, protections and rules of the turn.
 * Each is an {@link Effect}, named {@code Effect.X} like every effect; this file only holds the family.
 */
public sealed interface RuleEffects permits Effect {
    /**
     * In a reaction: the damage reacted to (all of it, or up to {@code amount}) is dealt to the
     * chosen die instead. The source stays the same; the new recipient may react in turn.
     */
    record RedirectDamage(DamageFilter damage, DieSelector dice, Amount amount) implements Effect.OnDice { }

    /**
     * Until the end of the turn, damage that matches {@code damage} is changed as it is dealt:
     * doubled when one of {@code dice} deals it (DOUBLE: chosen targets, "target blocking die deals
     * double damage", or every die an "all" selector matches as it deals damage, "all blocked dice
     * deal double damage"), or held to at most {@code max} per hit, whoever deals it (AT_MOST, no
     * dice: "character dice deal only 1 combat damage"; a limit on combat damage also limits what
     * each die deals in all). Doubling comes before limits and preventions.
     */
    record ChangeDamage(DieSelector dice, DamageFilter damage, Change change, int max) implements Effect.OnDice {
        public ChangeDamage {
            if ((change == Change.DOUBLE) != (dice != null)) {
                throw new IllegalArgumentException("damage is doubled when chosen dice deal it, limited whoever deals it");
            }
        }

        /** How the damage is changed. */
        public enum Change { DOUBLE, AT_MOST }

        public boolean doubles() {
            return change == Change.DOUBLE;
        }

        public boolean limits() {
            return change == Change.AT_MOST;
        }
    }

    /**
     * A static effect (WHILE_ACTIVE): matching dice also deal their combat damage to themselves,
     * in addition to the normal combat damage ("dice blocked by Hamato Yoshi deal their A to
     * themselves").
     */
    record SelfCombatDamage(DieSelector dice) implements Effect.OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): a selected die blocked by several character dice deals its
     * full A to each of them, instead of splitting it ("deals his full A to each die blocking him").
     */
    record FullDamageToEachBlocker(DieSelector dice) implements Effect.OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): a selected attacker blocked by several character dice takes
     * combat damage from only one of them, the one the defending player chooses; the others deal it none.
     */
    record OneBlockerDealsDamage(DieSelector dice) implements Effect.OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice lose the keyword and cannot gain it ("opposing
     * non-She-Hulk characters lose and cannot gain Intimidate"): printed, granted or gained, it does nothing.
     */
    record LoseKeyword(DieSelector dice, Keyword keyword) implements Effect.OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice have every keyword that a character die the
     * {@code from} selector finds has (printed or granted): "he gains the keyword abilities of each other
     * character in the Field Zone".
     */
    record GainKeywordsOf(DieSelector dice, DieSelector from) implements Effect.OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice cannot be blocked by character dice that
     * match {@code blockers} ("can't be blocked by dice with purchase cost 2 or less").
     */
    record CantBeBlockedBy(DieSelector dice, DieFilter blockers) implements Effect.OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice can be blocked only by character dice that
     * match {@code blockers} ("may only be blocked by level 1 character dice").
     */
    record BlockableOnlyBy(DieSelector dice, DieFilter blockers) implements Effect.OnDice { }

    /**
     * A static effect (WHILE_ACTIVE), or from a triggered ability until end of turn: character dice of
     * cards matching the filter cost {@code amount}
     * less to field (never below 0; a negative amount costs more), or nothing at all when {@code free}.
     * {@code side}, seen from the card's owner, says whose dice: theirs (OWN), their opponent's, or
     * both players' ("Justice League character dice cost 1 more to field").
     */
    record ReduceFieldCost(DieFilter cards, int amount, Side side, boolean free) implements Effect {
        public ReduceFieldCost(DieFilter cards, int amount) {
            this(cards, amount, Side.OWN, false);
        }
    }

    /**
     * Use the abilities with {@code trigger} of each chosen die; they resolve right after this
     * ability. A character's ("he may use the 'when attacks' ability of any other active character
     * die") are those printed on its card, used as the ability's own die's, "this die" being the
     * ability's own die. An action die's "use" abilities are the text of the action face it shows,
     * for its bursts ("if it rolls an action face, you may use the effect of the face you rolled"):
     * the die stays where it is, not "used" (it goes nowhere by it).
     */
    record UseAbilitiesOf(DieSelector dice, Trigger trigger) implements Effect.OnDice {
        /** Whether the abilities are the text of the action face the die shows (its "use" abilities). */
        public boolean usesShownFace() {
            return trigger == Trigger.ACTION_USED;
        }
    }

    /**
     * Purchase the chosen die (a die still on a card its controller may buy from) at its cost less
     * {@code discount} (never below the floor of costs), paid as the engine suggests, and put it in
     * {@code to} ("you may purchase an action die for 1 less and place it in your Prep Area").
     */
    record PurchaseDie(DieSelector dice, int discount, Place to) implements Effect.OnDice { }

    /**
     * Suit Up (DC Justice glossary), the ability of a purchased die: its buyer may KO a character die
     * they control whose card has one of the {@code names}; if they do, the purchased die moves to the
     * Field Zone at level 2 (moved, not fielded). The die to KO is chosen like a target ("up to one").
     */
    record SuitUp(List<String> names) implements Effect.OnDice {
        public SuitUp {
            names = List.copyOf(names);
            if (names.isEmpty()) {
                throw new IllegalArgumentException("Suit Up names at least one character");
            }
        }

        /** The character die to KO: one of yours in the Field Zone, or none. */
        public DieSelector dice() {
            return new DieSelector(DieSelector.Selection.TARGET, Side.OWN, DieFilter.ANY, 1, true);
        }
    }

    /**
     * A static effect (WHILE_ACTIVE): on the turns of the players named (seen from the card's owner),
     * no two attacking character dice may share an affiliation ("only one die of each affiliation may attack").
     */
    record OneAttackerPerAffiliation(PlayerSelector player) implements Effect { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice cannot be targeted by the opponent's action
     * dice or Global Abilities, or, with {@code byKeyword}, by the opponent's abilities of that keyword
     * ("cannot be targeted by Intimidate").
     */
    record ProtectFromTargeting(DieSelector dice, Keyword byKeyword) implements Effect.OnDice {
        public ProtectFromTargeting(DieSelector dice) {
            this(dice, null);
        }
    }

    /** This turn, the first die the controller purchases goes to their Prep Area instead of the Used Pile. */
    record FirstPurchaseToPrep() implements Effect { }

    /**
     * A rule of the turn changed for players (rulebook "Turn Summary"): how many dice they draw,
     * reroll or purchase, how many attack or block, how many Attack Steps they take, what life a
     * Global Ability or a blocker costs them. {@code player} is seen from the card's owner (from the
     * ability's controller for a rule of the turn). In a "while active" ability the rule holds while
     * the card is active; in any other, until the end of the turn: each quantity says which.
     */
    record TurnRule(PlayerSelector player, Quantity quantity, int amount) implements Effect {
        public TurnRule {
            if (player == PlayerSelector.CONTROLLER_OF_THAT_DIE) {
                throw new IllegalArgumentException("a rule of the turn names you, your opponent or each player");
            }
            if (quantity.onlyPlayer() != null && player != quantity.onlyPlayer()) {
                throw new IllegalArgumentException(quantity + " is a rule for " + quantity.onlyPlayer() + " only");
            }
            if (amount < quantity.least() || amount > quantity.most()) {
                throw new IllegalArgumentException(quantity + " takes an amount of " + quantity.least() + " to "
                        + quantity.most());
            }
        }

        /** What the rule counts, and how its amount changes it: more of it, at most or at least that many. */
        public enum Quantity {
            /** Dice drawn in the Clear and Draw Step: that many more. */
            EXTRA_DRAWS(true, null, 1, 10),
            /** After rerolling in the Roll and Reroll Step: up to that many of the dice rolled, rerolled once more. */
            EXTRA_REROLLS(true, PlayerSelector.YOU, 1, 20),
            /** Attack Steps after the first, each if at least one die attacked in the one before. */
            EXTRA_ATTACK_STEPS(true, PlayerSelector.YOU, 1, 1),
            /** Character dice purchased in a turn: at most that many. */
            MOST_CHARACTER_PURCHASES(true, null, 0, 20),
            /** Action dice (Basic or not) purchased in a turn: at most that many. */
            MOST_ACTION_PURCHASES(true, null, 0, 20),
            /** Character dice attacking on the player's turn: at least that many, if able. */
            FEWEST_ATTACKERS(true, null, 1, 20),
            /** Dice the player may assign to block this turn: none. */
            MOST_BLOCKERS(false, null, 0, 0),
            /** Character dice the player may field this turn (by paying or by an effect): none. */
            MOST_CHARACTER_DICE_FIELDED(false, null, 0, 0),
            /** Life each player pays to use a Global Ability this turn, on top of its cost: that much more. */
            LIFE_TO_USE_A_GLOBAL(false, PlayerSelector.EACH, 1, 10),
            /** Life the player loses for each die they assign to block this turn. */
            LIFE_FOR_EACH_BLOCKER(false, null, 1, 20);

            private final boolean whileActive;
            private final PlayerSelector onlyPlayer;
            private final int least;
            private final int most;

            Quantity(boolean whileActive, PlayerSelector onlyPlayer, int least, int most) {
                this.whileActive = whileActive;
                this.onlyPlayer = onlyPlayer;
                this.least = least;
                this.most = most;
            }

            /** True: the rule holds while its card is active; false: it lasts the turn of the ability that made it. */
            public boolean whileActive() {
                return whileActive;
            }

            /** The one player the rule can name (the engine keeps it for that player alone), or null: any. */
            public PlayerSelector onlyPlayer() {
                return onlyPlayer;
            }

            public int least() {
                return least;
            }

            public int most() {
                return most;
            }
        }
    }
}
