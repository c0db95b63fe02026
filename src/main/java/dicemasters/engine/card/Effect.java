package dicemasters.engine.card;

import java.util.List;

/**
 * The closed vocabulary of what abilities do. Each effect is data; the engine's resolver gives it
 * meaning. New cards combine these; a new kind of effect is a new record in one of these files plus its rule.
 * The records are held by family: here, damage, life, dice drawn and moved, keywords and copies;
 * {@link RuleEffects} and {@link DiceAndGameEffects} hold the rest, and this interface extends them
 * so that every effect is named {@code Effect.X}.
 * Applied effects on dice (stats, keywords, restrictions) last until the end of the turn, or
 * while the ability's card is active when the ability is a static one (WHILE_ACTIVE).
 */
public sealed interface Effect extends RuleEffects, DiceAndGameEffects permits
        RuleEffects.ReduceFieldCost, RuleEffects.OneAttackerPerAffiliation, RuleEffects.FirstPurchaseToPrep,
        RuleEffects.TurnRule, DiceAndGameEffects.StopGlobals, DiceAndGameEffects.DeclareOpposingBlockers,
        DiceAndGameEffects.SecretDraw, DiceAndGameEffects.NameCharacter, DiceAndGameEffects.ForbidNamed,
        DiceAndGameEffects.ChangeTokens, DiceAndGameEffects.EachTimeThisTurn,
        DiceAndGameEffects.TriggeredAbilitiesCostLife, DiceAndGameEffects.GainEnergy, DiceAndGameEffects.OnlyIf,
        DiceAndGameEffects.UnlessOpponentPays, DiceAndGameEffects.RollUnpurchasedBasicAction,
        DiceAndGameEffects.CreateCharacterTokens, Effect.DamagePlayer, Effect.GainLife, Effect.LoseLife,
        Effect.DrawAndRoll, Effect.DrawDice, Effect.PrepFromBag, Effect.ReducePurchaseCost, Effect.PreventDamage, Effect.OnDice {

    /** The dice an effect acts on, or null for an effect on players or a static rule. */
    static DieSelector selectorOf(Effect effect) {
        return effect instanceof OnDice onDice ? onDice.dice() : null;
    }

    /** An effect that acts on the dice its selector picks (targets are chosen from those). */
    sealed interface OnDice extends Effect permits
            RuleEffects.RedirectDamage, RuleEffects.ChangeDamage, RuleEffects.SelfCombatDamage,
            RuleEffects.FullDamageToEachBlocker, RuleEffects.OneBlockerDealsDamage, RuleEffects.LoseKeyword,
            RuleEffects.GainKeywordsOf, RuleEffects.CantBeBlockedBy, RuleEffects.BlockableOnlyBy,
            RuleEffects.UseAbilitiesOf, RuleEffects.PurchaseDie, RuleEffects.SuitUp,
            RuleEffects.ProtectFromTargeting, DiceAndGameEffects.Choose, DiceAndGameEffects.RollDice,
            DiceAndGameEffects.FieldDice, DiceAndGameEffects.SwapAttack, DiceAndGameEffects.Fight,
            DiceAndGameEffects.KnockOutCostsLife, DiceAndGameEffects.TurnToFace, DiceAndGameEffects.MarkForTurn,
            DiceAndGameEffects.SwitchAttackAndDefense, DiceAndGameEffects.Capture, DiceAndGameEffects.TakeControl,
            DiceAndGameEffects.Reroll, DiceAndGameEffects.BlockSeveral, ModifyStats, DamageDice, KnockOut,
            GrantKeyword, Copy, ClearDamage, SpinLevels, SpinToLevel, MoveDice, Restrict, DamageDieOrOpponent,
            PayEnergy, DivideDamage, CallOut, Enlist {
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

}
