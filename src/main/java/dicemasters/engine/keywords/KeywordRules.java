package dicemasters.engine.keywords;

import dicemasters.engine.Action;
import dicemasters.engine.GameState;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Combat;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.effects.Abilities;
import dicemasters.engine.effects.AppliedModifier;
import dicemasters.engine.effects.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Rules;

import java.util.List;

/**
 * Rules that card abilities and keywords add to buying, attacking and blocking: cost reductions
 * ("cost 1 less", Turtle Power) and combat restrictions ("can't block", "must attack if able").
 * The core rules ask here; the cards' data says which apply.
 */
public final class KeywordRules {
    private KeywordRules() {
    }

    /**
     * What a card costs {@code buyer} now: printed cost less every reduction from the buyer's
     * active cards, never below 1 or the number of energy types on the card.
     */
    public static int purchaseCost(GameState s, CardInPlay card, int buyer) {
        CardDefinition def = card.definition();
        int reduction = 0;
        if (def.type() == dicemasters.engine.card.CardType.CHARACTER) {
            // Only static abilities reduce costs; whether a card is active is the costly question.
            for (int index : s.gameCards().whileActiveCards()) {
                CardInPlay reducer = s.cards().get(index);
                if (reducer.owner() == buyer) {
                    reduction += reductionFrom(s, reducer, card);
                }
            }
        }
        return Math.max(def.cost() - reduction, Math.max(1, def.energyTypes().size()));
    }

    /** "While active" reductions count while the card is active; "always" ones (from the card) always. */
    private static int reductionFrom(GameState s, CardInPlay reducer, CardInPlay bought) {
        int whileActive = 0;
        int always = 0;
        for (Ability ability : s.abilities(reducer.index())) {
            if (ability.trigger() != Trigger.WHILE_ACTIVE && ability.trigger() != Trigger.ALWAYS) {
                continue;
            }
            for (Effect effect : ability.effects()) {
                if (effect instanceof Effect.ReducePurchaseCost r && cardMatches(r, reducer, bought)) {
                    int amount = Abilities.amount(s, r.amount(), reducer.index(), reducer.owner(), -1, -1);
                    if (ability.trigger() == Trigger.ALWAYS) {
                        always += amount;
                    } else {
                        whileActive += amount;
                    }
                }
            }
        }
        return always + (whileActive != 0 && Targets.isActive(s, reducer.index()) ? whileActive : 0);
    }

    private static boolean cardMatches(Effect.ReducePurchaseCost r, CardInPlay reducer, CardInPlay bought) {
        return cardMatches(r.cards(), reducer, bought);
    }

    /** A card-level filter (affiliation, energy, name, "other" than the reducing card). */
    private static boolean cardMatches(dicemasters.engine.card.DieFilter f, CardInPlay reducer, CardInPlay bought) {
        CardDefinition def = bought.definition();
        return (f.affiliation() == null || def.affiliations().contains(f.affiliation()))
                && (f.energy() == null || def.energyTypes().contains(f.energy()))
                && (f.cardName() == null || f.cardName().equalsIgnoreCase(def.name()))
                && (f.notCardName() == null || !f.notCardName().equalsIgnoreCase(def.name()))
                && !(Boolean.TRUE.equals(f.other()) && def.name().equals(reducer.definition().name()));
    }

    /**
     * What it costs to field a character die now: its level's fielding cost less every reduction
     * from its owner's active cards ("cost 1 less to field"), never below 0.
     */
    public static int fieldCost(GameState s, Die d) {
        int printed = s.face(d).fieldCost();
        int reduction = 0;
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay reducer = s.cards().get(index);
            if (reducer.owner() != d.owner()) {
                continue;
            }
            int amount = fieldReductionFrom(s, reducer, s.cardOf(d));
            if (amount != 0 && Targets.isActive(s, index)) {
                reduction += amount;
            }
        }
        return Math.max(0, printed - reduction);
    }

    private static int fieldReductionFrom(GameState s, CardInPlay reducer, CardInPlay fielded) {
        int total = 0;
        for (Ability ability : s.abilities(reducer.index())) {
            if (ability.trigger() != Trigger.WHILE_ACTIVE) {
                continue;
            }
            for (Effect effect : ability.effects()) {
                if (effect instanceof Effect.ReduceFieldCost r && cardMatches(r.cards(), reducer, fielded)) {
                    total += r.amount();
                }
            }
        }
        return total;
    }

    /** The extra rerolls the player's active cards give, in card order: how many dice each may reroll. */
    public static List<Integer> extraRerolls(GameState s, int player) {
        List<Integer> result = new java.util.ArrayList<>();
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay card = s.cards().get(index);
            if (card.owner() != player) {
                continue;
            }
            for (Ability ability : s.abilities(index)) {
                for (Effect effect : ability.effects()) {
                    if (ability.trigger() == Trigger.WHILE_ACTIVE && effect instanceof Effect.ExtraReroll r
                            && Targets.isActive(s, index)) {
                        result.add(r.dice());
                    }
                }
            }
        }
        return result;
    }

    /** "Can't be blocked by" effects on the attacker that exclude this blocker; null when none does. */
    private static String blockedByProblem(GameState s, Die blocker, Die attacker) {
        for (Stats.StaticEffect st : Stats.staticEffectsOn(s, attacker)) {
            if (st.effect() instanceof Effect.CantBeBlockedBy c && Targets.passes(s, blocker, c.blockers(), -1)) {
                return s.nameOf(attacker) + " can't be blocked by " + s.nameOf(blocker) + ".";
            }
        }
        return null;
    }

    /**
     * A block for every possible blocker, on the first attacker it may legally block (when the
     * attacking player declares the blocks: on the attacker with the fewest blockers so far).
     */
    public static List<Action.Block> everyDieBlocks(GameState s) {
        List<Action.Block> blocks = new java.util.ArrayList<>();
        for (Die blocker : Declarations.possibleBlockers(s)) {
            List<Die> attackers = new java.util.ArrayList<>(Combat.attackers(s));
            if (s.blockersByAttacker()) {
                attackers.sort(java.util.Comparator.comparingLong(a -> blockersOn(blocks, a)));
            }
            for (Die attacker : attackers) {
                if (!Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE)
                        && callOutProblem(s, blocker, attacker) == null
                        && blockedByProblem(s, blocker, attacker) == null) {
                    blocks.add(new Action.Block(blocker.id(), attacker.id()));
                    break;
                }
            }
        }
        return blocks;
    }

    private static long blockersOn(List<Action.Block> blocks, Die attacker) {
        return blocks.stream().filter(b -> b.attacker() == attacker.id()).count();
    }

    /**
     * When the attacking player declares the blocks, every attacker that can be blocked gets a
     * blocker before any gets a second one.
     */
    private static String spreadProblem(GameState s, List<Action.Block> blocks) {
        if (!s.blockersByAttacker()) {
            return null;
        }
        long most = Combat.attackers(s).stream().mapToLong(a -> blockersOn(blocks, a)).max().orElse(0);
        for (Die attacker : Combat.attackers(s)) {
            if (most > 1 && blockersOn(blocks, attacker) == 0
                    && !Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE)) {
                return s.nameOf(attacker) + " must get a blocker before any attacker gets a second one.";
            }
        }
        return null;
    }

    /** Call Out: a called-out die blocks only its caller, and the caller is blocked only by it. */
    private static String callOutProblem(GameState s, Die blocker, Die attacker) {
        for (AppliedModifier m : s.modifiers) {
            if (m.restriction() == Restriction.CALLING_OUT && m.dieId() == attacker.id()
                    && m.partner() != blocker.id()) {
                return s.nameOf(attacker) + " called out " + s.nameOf(s.die(m.partner()))
                        + ": only that die may block it.";
            }
            if (m.restriction() == Restriction.CALLED_OUT && m.dieId() == blocker.id()
                    && m.partner() != attacker.id()) {
                return s.nameOf(blocker) + " was called out: it may block only " + s.nameOf(s.die(m.partner())) + ".";
            }
        }
        return null;
    }

    /** Deadly: a die engaged with a Deadly die is marked to be KO'd at the end of the turn. */
    public static void markDeadly(GameState s, Die blocker, Die attacker) {
        if (Stats.hasKeyword(s, attacker, dicemasters.engine.card.Keyword.DEADLY)) {
            s.modifiers.add(new AppliedModifier(blocker.id(), 0, 0, null, Restriction.DOOMED));
        }
        if (Stats.hasKeyword(s, blocker, dicemasters.engine.card.Keyword.DEADLY)) {
            s.modifiers.add(new AppliedModifier(attacker.id(), 0, 0, null, Restriction.DOOMED));
        }
    }

    /** Cleanup, before applied effects end: dice engaged with a Deadly die are KO'd. */
    public static void knockOutDoomed(Table t) {
        GameState s = t.s;
        for (Die d : s.dice()) {
            if (s.isCharacterInField(d) && Stats.hasRestriction(s, d, Restriction.DOOMED)) {
                t.knockOut(d);
            }
        }
    }

    /**
     * Cleanup: applied effects end, except "must attack at its next opportunity" on a die still in
     * the field that has not attacked since (attacking removes it).
     */
    public static void endAppliedEffects(GameState s) {
        s.globalsStopped = false;
        s.blockersByAttacker = false;
        s.modifiers.removeIf(m -> m.restriction() != Restriction.MUST_ATTACK_NEXT
                && m.restriction() != Restriction.SET_ASIDE && m.restriction() != Restriction.CAPTURED
                && m.restriction() != Restriction.CONTROLLED);
    }

    /** A die that attacks has met its "must attack at its next opportunity". */
    public static void attacked(GameState s, Die d) {
        s.modifiers.removeIf(m -> m.dieId() == d.id() && m.restriction() == Restriction.MUST_ATTACK_NEXT);
    }

    /** End of turn: dice set aside (Intimidate) return to the Field Zone at the level they showed. */
    public static void returnSetAside(Table t) {
        GameState s = t.s;
        for (Die d : s.diceIn(1 - s.activePlayer(), Zone.OUT_OF_PLAY)) {
            t.move(d, Zone.FIELD);
        }
        List<Die> marked = s.diceIn(s.activePlayer(), Zone.OUT_OF_PLAY).stream()
                .filter(d -> Stats.hasRestriction(s, d, Restriction.SET_ASIDE)).toList();
        s.modifiers.removeIf(m -> m.restriction() == Restriction.SET_ASIDE);
        marked.forEach(d -> t.move(d, Zone.FIELD));
    }

    /** A blocker that may block only if its controller pays 1 life: declaring the block pays it. */
    public static void payToBlock(Table t, Die blocker) {
        if (Stats.hasRestriction(t.s, blocker, Restriction.BLOCK_COSTS_LIFE)) {
            t.loseLife(blocker.owner(), 1, "let " + t.s.nameOf(blocker) + " block");
        }
    }

    public static boolean canAttack(GameState s, Die d) {
        return !Stats.hasRestriction(s, d, Restriction.CANT_ATTACK) && !anotherOnlyAttacker(s, d);
    }

    /** Another die of the same player was made the only one that may attack this turn. */
    private static boolean anotherOnlyAttacker(GameState s, Die d) {
        for (AppliedModifier m : s.modifiers) {
            if (m.restriction() == Restriction.ONLY_ATTACKER && m.dieId() != d.id()
                    && s.die(m.dieId()).owner() == d.owner()) {
                return true;
            }
        }
        return false;
    }

    public static boolean canBlock(GameState s, Die d) {
        return !Stats.hasRestriction(s, d, Restriction.CANT_BLOCK);
    }

    /** Dice that must attack if able and are left out; null when the attack is allowed. */
    public static String attackProblem(GameState s, List<Integer> attacking) {
        for (Die d : Declarations.possibleAttackers(s)) {
            if (!attacking.contains(d.id()) && (Stats.hasRestriction(s, d, Restriction.MUST_ATTACK)
                    || Stats.hasRestriction(s, d, Restriction.MUST_ATTACK_NEXT))) {
                return s.nameOf(d) + " must attack this turn.";
            }
        }
        return null;
    }

    /** Unblockable attackers blocked, or must-block dice left out; null when the blocks are allowed. */
    public static String blockProblem(GameState s, List<Action.Block> blocks) {
        for (Action.Block b : blocks) {
            Die attacker = s.die(b.attacker());
            Die blocker = s.die(b.blocker());
            if (Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE)) {
                return s.nameOf(attacker) + " can't be blocked this turn.";
            }
            String callOut = callOutProblem(s, blocker, attacker);
            if (callOut != null) {
                return callOut;
            }
            String excluded = blockedByProblem(s, blocker, attacker);
            if (excluded != null) {
                return excluded;
            }
        }
        for (Die d : Declarations.possibleBlockers(s)) {
            boolean blocking = blocks.stream().anyMatch(b -> b.blocker() == d.id());
            if (!blocking && Stats.hasRestriction(s, d, Restriction.MUST_BLOCK)
                    && !Stats.hasRestriction(s, d, Restriction.BLOCK_COSTS_LIFE) && ableToBlock(s, d)) {
                return s.nameOf(d) + " must block this turn.";
            }
        }
        return spreadProblem(s, blocks);
    }

    /** "Must block if able": some attacker this die may block (not unblockable, not barred from it). */
    private static boolean ableToBlock(GameState s, Die blocker) {
        for (Die attacker : Combat.attackers(s)) {
            if (!Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE)
                    && callOutProblem(s, blocker, attacker) == null && blockedByProblem(s, blocker, attacker) == null) {
                return true;
            }
        }
        return false;
    }
}
