package dicemasters.engine.card;

import java.util.List;

/**
 * The closed vocabulary of what abilities do. Each effect is data; the engine's resolver gives it
 * meaning. New cards combine these; a new kind of effect is a new record here plus its rule.
 * Applied effects on dice (stats, keywords, restrictions) last until the end of the turn, or
 * while the ability's card is active when the ability is a static one (WHILE_ACTIVE).
 */
public sealed interface Effect {

    /** The dice an effect acts on, or null for an effect on players or a static rule. */
    static DieSelector selectorOf(Effect effect) {
        return effect instanceof OnDice onDice ? onDice.dice() : null;
    }

    /** An effect that acts on the dice its selector picks (targets are chosen from those). */
    sealed interface OnDice extends Effect {
        DieSelector dice();
    }

    /** Stat change ("gets +2A"): until end of turn when applied, or static while active. */
    record ModifyStats(DieSelector dice, Amount attack, Amount defense) implements OnDice {
        public ModifyStats(DieSelector dice, int attack, int defense) {
            this(dice, Amount.of(attack), Amount.of(defense));
        }
    }

    /**
     * Ability damage to character dice, or, with {@code combat}, damage an ability deals "as combat
     * damage" (Cleave): combat damage for preventions, limits and "with combat damage" triggers.
     */
    record DamageDice(DieSelector dice, Amount amount, boolean combat) implements OnDice {
        public DamageDice(DieSelector dice, Amount amount) {
            this(dice, amount, false);
        }

        public DamageDice(DieSelector dice, int amount) {
            this(dice, Amount.of(amount));
        }
    }

    /** Damage to a player (triggers "when you are damaged", unlike losing life). */
    record DamagePlayer(PlayerSelector player, Amount amount) implements Effect {
        public DamagePlayer(PlayerSelector player, int amount) {
            this(player, Amount.of(amount));
        }
    }

    /** KO: the dice go to their owner's Prep Area, or to the Used Pile ({@code to} USED: "it goes to the Used Pile instead"). */
    record KnockOut(DieSelector dice, Place to) implements OnDice {
        public KnockOut(DieSelector dice) {
            this(dice, Place.PREP);
        }
    }

    record GainLife(PlayerSelector player, Amount amount) implements Effect {
        public GainLife(PlayerSelector player, int amount) {
            this(player, Amount.of(amount));
        }
    }

    record LoseLife(PlayerSelector player, Amount amount) implements Effect {
        public LoseLife(PlayerSelector player, int amount) {
            this(player, Amount.of(amount));
        }
    }

    /** Draw dice from the bag and roll each once into the Reserve Pool; later effects find them as "those". */
    record DrawAndRoll(PlayerSelector player, Amount count) implements Effect {
        public DrawAndRoll(PlayerSelector player, int count) {
            this(player, Amount.of(count));
        }
    }

    /**
     * Draw dice from the bag and show them ("draw a die. If it is a Villains character die, ..."):
     * later effects of the ability place them, finding them as "those" in the bag; any left
     * there are back in the bag ("otherwise, return them to your bag").
     */
    record DrawDice(PlayerSelector player, Amount count) implements Effect { }

    /** Draw dice from the bag into the Prep Area ("Prep a die from your bag"). */
    record PrepFromBag(PlayerSelector player, Amount count) implements Effect { }

    /**
     * The dice gain a keyword until the end of the turn ("gets Overcrush this turn"); static, while
     * the card is active. With {@code asFielded}, for the rest of the turn each die the selector (an
     * "all") matches as it is fielded gains it until end of turn, in time for its own "when fielded"
     * abilities ("all other non-Sidekick character dice you field this turn gain Intimidate").
     */
    record GrantKeyword(DieSelector dice, Keyword keyword, boolean asFielded) implements OnDice {
        public GrantKeyword(DieSelector dice, Keyword keyword) {
            this(dice, keyword, false);
        }
    }

    /**
     * The ability's own die copies the selected die until end of turn. {@code what} it copies: the A
     * and D the die has now (STATS: "change Taskmaster's A and D to match that of target die"; later
     * changes add to them); the text of its card, not its Global Abilities (ABILITIES: also ending when
     * the copying die leaves the Field Zone; with {@code targetLosesThem} the copied die loses its own
     * until end of turn); or its whole card (CARD: "becomes a copy": name, subtitle, cost, affiliations,
     * stats at each level, at the level it shows, and text, also ending when it leaves the Field Zone).
     * A new copy of text or card by the same die replaces the earlier one.
     */
    record Copy(DieSelector dice, What what, boolean targetLosesThem) implements OnDice {
        public Copy {
            if (targetLosesThem && what != What.ABILITIES) {
                throw new IllegalArgumentException("only a die whose abilities are copied loses them");
            }
        }

        public Copy(DieSelector dice, What what) {
            this(dice, what, false);
        }

        /** What of the selected die is copied. */
        public enum What { STATS, ABILITIES, CARD }
    }

    /** All damage on the dice is cleared ("clear all damage from Deathlok"). */
    record ClearDamage(DieSelector dice) implements OnDice { }

    /** Spin character dice up (positive) or down (negative) that many levels, as far as they can go. */
    record SpinLevels(DieSelector dice, int levels) implements OnDice { }

    /** Spin character dice to a level ("spin to level 1", "to the level of the fielded die"). */
    record SpinToLevel(DieSelector dice, Amount level) implements OnDice {
        public SpinToLevel(DieSelector dice, int level) {
            this(dice, Amount.of(level));
        }
    }

    /**
     * Move dice to another place: to the Field Zone at {@code level} (without "fielding" them),
     * or to the Prep Area, Used Pile, bag or Reserve Pool. Moving never triggers "when fielded".
     */
    record MoveDice(DieSelector dice, Place to, int level) implements OnDice { }

    /** A combat rule on dice until the end of the turn ("can't block this turn"). */
    record Restrict(DieSelector dice, Restriction restriction) implements OnDice { }

    /**
     * Damage to a target die, or, when the player chooses no die (or there is none), to their
     * opponent ("target character die or opponent"). The selector is a targeted "up to one".
     */
    record DamageDieOrOpponent(DieSelector dice, Amount toDie, Amount toOpponent) implements OnDice { }

    /**
     * "You may pay X to ...": the player may spend one die of their Reserve Pool showing the energy
     * type (the whole die); if they do not, the rest of the ability does nothing.
     */
    record PayEnergy(Energy type) implements OnDice {
        /** The dice that can pay: energy faces in your Reserve Pool showing the type. */
        public DieSelector dice() {
            DieFilter showing = DieFilter.of(new DieCondition.Showing(FaceKind.ENERGY), new DieCondition.FaceSymbol(type));
            return new DieSelector(DieSelector.Selection.TARGET, Side.OWN, showing, 1, true, Place.RESERVE);
        }
    }

    /**
     * Damage of {@code amount} in all, divided as the ability's controller chooses among the chosen
     * dice ("deals damage equal to his A divided amongst any number of target dice"): with two or
     * more, they split it like an attacker's damage among its blockers.
     */
    record DivideDamage(DieSelector dice, Amount amount) implements OnDice { }

    /**
     * Call Out: each target may block only the ability's own die, and only the targets may block it.
     */
    record CallOut(DieSelector dice) implements OnDice { }

    /**
     * Enlistment: the opponent may KO one of their own character dice chosen from {@code dice}
     * (seen from the ability's controller, so normally opposing dice); if they do, the rest of the
     * ability does nothing. With the price SPIN_DOWN they spin it down a level instead ("unless your
     * opponent spins that die down 1 level").
     */
    record Enlist(DieSelector dice, Price price) implements OnDice {
        public Enlist(DieSelector dice) {
            this(dice, Price.KNOCK_OUT);
        }

        /** What the opponent does to one of the dice to stop the ability. */
        public enum Price { KNOCK_OUT, SPIN_DOWN }
    }

    /**
     * Purchases of character cards matching the filter (affiliation, energy, card name, "other" than
     * this card) cost {@code amount} less (negative: more). As a static effect (WHILE_ACTIVE or
     * ALWAYS) it holds for every such purchase; {@code side}, seen from the card's owner, says whose:
     * theirs (OWN, their team's in Doubles), their opponents', or anyone's. A filter asking for the
     * named card or a card type reaches action cards too ("dice on the named card cost 3 more to
     * purchase"). From a triggered ability it is the controller's next such purchase this turn that
     * costs less (never below the usual minimum), used up by it ("the next Superstar die you purchase
     * this turn costs 2 less").
     */
    record ReducePurchaseCost(DieFilter cards, Amount amount, Side side) implements Effect {
        public ReducePurchaseCost(DieFilter cards, Amount amount) {
            this(cards, amount, Side.OWN);
        }

        public ReducePurchaseCost(DieFilter cards, int amount) {
            this(cards, Amount.of(amount));
        }
    }

    /**
     * Damage that would be dealt is not dealt. In a reaction it acts on the damage reacted to; in
     * a "while active" ability it is a standing shield; used from an action die or a Global it
     * holds until the end of the turn. {@code amount} null prevents all of it; otherwise that
     * much, and with {@code firstEachTurn} only the first that much each turn from each source to
     * each recipient ("prevent the first 2 damage to each April die from each source").
     */
    record PreventDamage(DamageFilter damage, Amount amount, boolean firstEachTurn) implements Effect {
        public PreventDamage {
            if (firstEachTurn && amount == null) {
                throw new IllegalArgumentException("\"the first X damage each turn\" needs an amount");
            }
        }

        public boolean preventsAll() {
            return amount == null;
        }
    }

    /**
     * In a reaction: the damage reacted to (all of it, or up to {@code amount}) is dealt to the
     * chosen die instead. The source stays the same; the new recipient may react in turn.
     */
    record RedirectDamage(DamageFilter damage, DieSelector dice, Amount amount) implements OnDice { }

    /**
     * Until the end of the turn, damage that matches {@code damage} is changed as it is dealt:
     * doubled when one of {@code dice} deals it (DOUBLE: chosen targets, "target blocking die deals
     * double damage", or every die an "all" selector matches as it deals damage, "all blocked dice
     * deal double damage"), or held to at most {@code max} per hit, whoever deals it (AT_MOST, no
     * dice: "character dice deal only 1 combat damage"; a limit on combat damage also limits what
     * each die deals in all). Doubling comes before limits and preventions.
     */
    record ChangeDamage(DieSelector dice, DamageFilter damage, Change change, int max) implements OnDice {
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
    record SelfCombatDamage(DieSelector dice) implements OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): a selected die blocked by several character dice deals its
     * full A to each of them, instead of splitting it ("deals his full A to each die blocking him").
     */
    record FullDamageToEachBlocker(DieSelector dice) implements OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): a selected attacker blocked by several character dice takes
     * combat damage from only one of them, the one the defending player chooses; the others deal it none.
     */
    record OneBlockerDealsDamage(DieSelector dice) implements OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice lose the keyword and cannot gain it ("opposing
     * non-She-Hulk characters lose and cannot gain Intimidate"): printed, granted or gained, it does nothing.
     */
    record LoseKeyword(DieSelector dice, Keyword keyword) implements OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice have every keyword that a character die the
     * {@code from} selector finds has (printed or granted): "he gains the keyword abilities of each other
     * character in the Field Zone".
     */
    record GainKeywordsOf(DieSelector dice, DieSelector from) implements OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice cannot be blocked by character dice that
     * match {@code blockers} ("can't be blocked by dice with purchase cost 2 or less").
     */
    record CantBeBlockedBy(DieSelector dice, DieFilter blockers) implements OnDice { }

    /**
     * A static effect (WHILE_ACTIVE): the selected dice can be blocked only by character dice that
     * match {@code blockers} ("may only be blocked by level 1 character dice").
     */
    record BlockableOnlyBy(DieSelector dice, DieFilter blockers) implements OnDice { }

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
    record UseAbilitiesOf(DieSelector dice, Trigger trigger) implements OnDice {
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
    record PurchaseDie(DieSelector dice, int discount, Place to) implements OnDice { }

    /**
     * Suit Up (DC Justice glossary), the ability of a purchased die: its buyer may KO a character die
     * they control whose card has one of the {@code names}; if they do, the purchased die moves to the
     * Field Zone at level 2 (moved, not fielded). The die to KO is chosen like a target ("up to one").
     */
    record SuitUp(List<String> names) implements OnDice {
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
    record ProtectFromTargeting(DieSelector dice, Keyword byKeyword) implements OnDice {
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

    /** Only choose dice, for later effects of the ability to refer to as "those" ("choose target die"). */
    record Choose(DieSelector dice) implements OnDice { }

    /** Roll dice into the Reserve Pool (from the Prep Area, the Used Pile...): "roll them and place them". */
    record RollDice(DieSelector dice) implements OnDice { }

    /**
     * Field dice at no cost ("when fielded" triggers). A die in the Reserve Pool must show a
     * character face and comes in on it; a die from anywhere else (Used Pile, Prep Area, bag...)
     * comes in on its level 1 character face. With {@code level} above 0, the die comes in at that
     * level wherever it comes from ("field it at level 2"). A die that cannot be fielded (no
     * character face, already in the Field Zone, forbidden by a named character) stays where it is,
     * and the log says why. Unlike {@link MoveDice}, this is fielding.
     */
    record FieldDice(DieSelector dice, int level) implements OnDice {
        public FieldDice(DieSelector dice) {
            this(dice, 0);
        }
    }

    /**
     * Swap A until end of turn between the die the ability's previous targeted effect chose and
     * this one (each gets the difference as a stat change).
     */
    record SwapAttack(DieSelector dice) implements OnDice { }

    /**
     * Effects of Global Abilities used earlier this turn that still apply to dice end, and no
     * Global Ability can be used until the end of the turn.
     */
    record StopGlobals() implements Effect { }

    /**
     * This turn the ability's controller (the attacking player) declares the opponent's blockers,
     * giving every attacker a blocker before any gets a second one.
     */
    record DeclareOpposingBlockers() implements Effect { }

    /**
     * The die the ability's previous targeted effect chose and this one deal each other damage equal
     * to their A or their purchase cost (one group of damage). Afterwards "those" are both dice.
     */
    record Fight(DieSelector dice, Strength strength) implements OnDice {
        /** What each die deals. */
        public enum Strength { ATTACK, COST }
    }

    /**
     * The controller of each of the dice that has damage enough to be KO'd (at least its D) loses
     * that much life ("if any die is KO'd, that die's controller loses 1 life").
     */
    record KnockOutCostsLife(DieSelector dice, Amount amount) implements OnDice { }

    /**
     * The controller secretly chooses to draw 1 to {@code max} dice from their bag; the opponent
     * guesses how many. Guessed right, the dice go to the Used Pile; wrong, to the Prep Area.
     */
    record SecretDraw(int max) implements Effect { }

    /**
     * Spin each chosen die to another face its controller picks ("spin it to any other face"), or
     * only to a face of a kind ({@code kind}: "to another energy face") or showing a symbol
     * ({@code symbol}: "to its Wild face"); with a single such face, the die turns to it. With
     * {@code includingShownFace}, the face the die shows is one of the choices ("add it to your
     * Reserve Pool on any energy face"): the die may stay as it is.
     */
    record TurnToFace(DieSelector dice, FaceKind kind, Energy symbol, boolean includingShownFace) implements OnDice {
        public TurnToFace(DieSelector dice) {
            this(dice, null, null, false);
        }

        public TurnToFace(DieSelector dice, FaceKind kind, Energy symbol) {
            this(dice, kind, symbol, false);
        }

        /** Whether the die may be turned to this face: of the kind asked (any when null), showing the symbol asked. */
        public boolean allows(Face face) {
            return (kind == null || face.kind() == kind) && (symbol == null || face.energy().contains(symbol));
        }
    }

    /**
     * Name a character (a card name) among the characters in the game that match {@code cards};
     * the name replaces any name the same card gave before. With {@code side} OWN or OPPOSING, a card
     * of that player's team is named, character or action ("name an opposing card").
     */
    record NameCharacter(DieFilter cards, Side side) implements Effect {
        public NameCharacter(DieFilter cards) {
            this(cards, Side.ANY);
        }
    }

    /**
     * A static effect (WHILE_ACTIVE): the character this card named cannot be purchased or fielded,
     * by anyone ({@code player} EACH) or by one side ("your opponent cannot purchase or field that die").
     */
    record ForbidNamed(PlayerSelector player) implements Effect {
        public ForbidNamed() {
            this(PlayerSelector.EACH);
        }
    }

    /**
     * Remember the chosen dice for the rest of the turn: the card's "when it damages the opponent"
     * abilities watch them, and with {@code prepInsteadOfUsed} an unblocked one goes to the Prep
     * Area instead of the Used Pile at the end of the turn ("Money in the Bank").
     */
    record MarkForTurn(DieSelector dice, boolean prepInsteadOfUsed) implements OnDice { }

    /**
     * Switch each die's current A and D until end of turn: the values it shows now are exchanged
     * (as stat changes), and later changes add to the switched values.
     */
    record SwitchAttackAndDefense(DieSelector dice) implements OnDice { }

    /**
     * Capture character dice until end of turn: they leave the game, and come back to the Field Zone
     * at the same level when the turn ends or the capturing die (the ability's own) leaves the field.
     */
    record Capture(DieSelector dice) implements OnDice { }

    /**
     * Place tokens on the ability's own card ("place an Inspiration token on this card"), or, with a
     * negative count, remove that many (never below none): "remove all tokens from this card" removes
     * as many as there are ({@link Amount#forEachToken} times -1).
     */
    record ChangeTokens(Amount count) implements Effect {
        /** Whether the count is said as a removal (negative), whatever it comes to. */
        public boolean removes() {
            return count.isFixed() ? count.base() < 0 : count.times() < 0;
        }
    }

    /**
     * Take control of opposing character dice until end of turn: they move to your Field Zone as
     * yours, and go back when the turn ends or the controlling die (the ability's own) leaves the field.
     */
    record TakeControl(DieSelector dice) implements OnDice { }

    /**
     * Reroll character dice in the Field Zone: one that shows a character face stays there on it
     * (or, with {@code keepLevel}, at the level it had), never "fielded"; one that shows an energy
     * or action face goes to the Reserve Pool. A Continuous action die in the Field Zone (found as
     * "this die") stays on an action face and goes to the Reserve Pool on an energy face. Dice in
     * the Reserve Pool are rerolled there, all at once ("reroll those Rescue dice"). Later effects
     * find the rerolled dice as "those".
     */
    record Reroll(DieSelector dice, boolean keepLevel) implements OnDice { }

    /**
     * "Each time ... this turn": the rest of the ability does not happen now; until the end of the
     * turn, it happens each time {@code trigger} (a trigger about players, worked from the card) would
     * set off an ability of the card ("deals target opponent 1 damage each time they KO one of their
     * character dice this turn"). Each resolution begins one such watch.
     */
    record EachTimeThisTurn(Trigger trigger) implements Effect { }

    /**
     * A static effect (WHILE_ACTIVE): triggered abilities with {@code trigger} of the players on
     * {@code side} (seen from the card's owner) cannot be used unless their controller pays
     * {@code life} life as they resolve ("opposing 'when fielded' abilities cannot be used unless
     * your opponent pays 1 life"); a player who cannot pay it lets the ability go.
     */
    record TriggeredAbilitiesCostLife(Trigger trigger, Side side, int life) implements Effect { }

    /** Gain energy that is not on a die (lost when its player passes priority, as all virtual energy). */
    record GainEnergy(PlayerSelector player, Energy type, Amount count) implements Effect { }

    /**
     * A static effect (WHILE_ACTIVE): each of the selected character dice may block more than one
     * attacker: up to {@code count} of them (null: any number), provided every one of those
     * attackers matches {@code attackers}. Blocking a single attacker stays an ordinary block.
     */
    record BlockSeveral(DieSelector dice, Integer count, DieFilter attackers) implements OnDice {
        public BlockSeveral {
            if (count != null && count < 2) {
                throw new IllegalArgumentException("blocking several attackers means at least 2");
            }
        }
    }

    /**
     * The rest of the ability happens only if the condition holds now, checked between the
     * effects ("... If the target is not KO'd, prep this die").
     */
    record OnlyIf(Condition condition) implements Effect { }

    /**
     * "... unless your opponent pays N life": the opponent of the ability's controller may pay
     * {@code life} (never their last life) as it comes to this effect; if they do, the rest of the
     * ability does nothing.
     */
    record UnlessOpponentPays(int life) implements Effect {
        public UnlessOpponentPays {
            if (life < 1) {
                throw new IllegalArgumentException("the opponent pays at least 1 life");
            }
        }
    }

    /**
     * The controller may roll one unpurchased die of a Basic Action card that is not Continuous, on
     * its card; on an action face they may use its text at once (as the text of an action die of
     * theirs with that face, not as using an action die); the die stays on its card.
     */
    record RollUnpurchasedBasicAction() implements Effect { }

    /**
     * Create character tokens for the ability's controller (rulebook "Tokens"): level 1 character
     * dice with purchase cost 0, no energy type and the given A and D, put straight into the Field
     * Zone (generated, not fielded). They exist only there: leaving it, they cease to exist. They
     * cannot be spun or rerolled. Not to be confused with tokens placed on a card ({@link PlaceTokens}).
     */
    record CreateCharacterTokens(int count, String name, int attack, int defense) implements Effect {
        public CreateCharacterTokens {
            if (count < 1) {
                throw new IllegalArgumentException("create at least 1 character token");
            }
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("character tokens need a name");
            }
            if (attack < 0 || defense < 1) {
                throw new IllegalArgumentException("character tokens need an attack of 0 or more and a defense of 1 or more");
            }
        }
    }
}
