package dicemasters.engine.keywords;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.PlayerBlockRules;
import dicemasters.engine.combat.Combat;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.effects.Abilities;
import dicemasters.engine.effects.Conditions;
import dicemasters.engine.effects.KnockOutChoices;
import dicemasters.engine.effects.Targets;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.StaticKind;
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
     * What a card costs {@code buyer} now: printed cost less every reduction from the buyer's (and in
     * Doubles the teammate's) active cards, never below 1 or the number of energy types on the card.
     */
    public static int purchaseCost(GameState s, CardInPlay card, int buyer) {
        CardDefinition def = card.definition();
        int reduction = 0;
        // Only static abilities change costs; whether a card is active is the costly question.
        for (int index : s.gameCards().whileActiveCards()) {
            reduction += reductionFrom(s, s.cards().get(index), card, buyer);
        }
        reduction += TurnAllowances.nextPurchaseReduction(s, card, buyer);
        return Math.max(def.cost() - reduction, Math.max(1, def.energyTypes().size()));
    }

    /** "While active" reductions count while the card is active; "always" ones (from the card) always. */
    private static int reductionFrom(GameState s, CardInPlay reducer, CardInPlay bought, int buyer) {
        int whileActive = 0;
        int always = 0;
        for (Ability ability : s.abilities(reducer.index())) {
            if (ability.trigger() != Trigger.WHILE_ACTIVE && ability.trigger() != Trigger.ALWAYS
                    || !Conditions.holds(s, ability.condition(), reducer.owner(), -1)) {
                continue;
            }
            for (Effect effect : ability.effects()) {
                if (effect instanceof Effect.ReducePurchaseCost r && reaches(s, r, reducer, bought, buyer)) {
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

    /**
     * A cost change reaches a purchase by the buyer's side (the reducer's team for OWN) of a character
     * card matching its filter, or of any card its filter asks for by name or type.
     */
    private static boolean reaches(GameState s, Effect.ReducePurchaseCost r, CardInPlay reducer, CardInPlay bought,
                                   int buyer) {
        boolean ownTeam = s.seats().sameTeam(reducer.owner(), buyer);
        boolean side = switch (r.side()) {
            case OWN -> ownTeam;
            case OPPOSING -> !ownTeam;
            case ANY -> true;
        };
        boolean kind = bought.definition().type() == dicemasters.engine.card.CardType.CHARACTER
                || r.cards().named() != null || r.cards().cardType() != null;
        return side && kind && cardMatches(s, r.cards(), reducer, bought);
    }

    /** A card-level filter (affiliation, energy, name, printed keywords, type, named, "other" than the reducing card). */
    static boolean cardMatches(GameState s, dicemasters.engine.card.DieFilter f, CardInPlay reducer,
                               CardInPlay bought) {
        CardDefinition def = bought.definition();
        return (f.named() == null || f.named() == s.namedCharacters().stream()
                .anyMatch(n -> n.namingCard() == reducer.index() && n.name().equals(def.name())))
                && (f.cardType() == null || def.type() == f.cardType()
                || f.cardType() == dicemasters.engine.card.CardType.ACTION && def.type().isAction())
                && (f.affiliation() == null || def.affiliations().contains(f.affiliation()))
                && (f.energy() == null || def.energyTypes().contains(f.energy()))
                && (f.cardName() == null || f.cardName().equalsIgnoreCase(def.name()))
                && (f.notCardName() == null || !f.notCardName().equalsIgnoreCase(def.name()))
                && (f.notEnergy() == null || !def.energyTypes().contains(f.notEnergy()))
                && (f.sidekick() == null || f.sidekick() == (def.type() == dicemasters.engine.card.CardType.SIDEKICK))
                && (f.withKeyword() == null || f.withKeyword().stream().anyMatch(def::has))
                && !(Boolean.TRUE.equals(f.other()) && def.name().equals(reducer.definition().name()));
    }

    /**
     * Iron Will: "This character die cannot be KO'd unless it was previously damaged this turn."
     * The damage of the first time it is damaged in a turn does not KO it, until its D drops
     * below what it was then (or it is damaged again: then the hold is gone).
     */
    public static boolean heldByIronWill(GameState s, Die d) {
        return d.ironWillDefense() >= 0 && Stats.defense(s, d) >= d.ironWillDefense();
    }

    /** Its damage has reached its D and nothing keeps it in the Field Zone: it is KO'd. */
    public static boolean defeated(GameState s, Die d) {
        if (!d.zone().inField()) {
            return false;
        }
        Face face = s.face(d);
        return face.isCharacter() && Stats.damageReachesDefense(s, d, face) && !heldByIronWill(s, d)
                && !Stats.hasRestriction(s, d, Restriction.CANT_BE_KNOCKED_OUT);
    }

    /**
     * Iron Will: a die not damaged this turn cannot be KO'd now, neither by an effect nor by the
     * damage of one hit (Overcrush cannot get past it).
     */
    public static boolean resistsKnockOut(GameState s, Die d) {
        return d.damage() == 0 && Stats.hasKeyword(s, d, Keyword.IRON_WILL);
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

    /**
     * "Can't be blocked by" and "can be blocked only by" effects on the attacker that exclude this
     * blocker; null when none does. The attacker is "this die" of the filter ("D no more than Nitro's").
     */
    static String blockedByProblem(GameState s, Die blocker, Die attacker) {
        for (Stats.StaticEffect st : Stats.staticEffectsOn(s, attacker, StaticKind.WHO_MAY_BLOCK)) {
            boolean excluded = st.effect() instanceof Effect.CantBeBlockedBy c
                    && Targets.passes(s, blocker, c.blockers(), attacker.id())
                    || st.effect() instanceof Effect.BlockableOnlyBy only
                    && !Targets.passes(s, blocker, only.blockers(), attacker.id());
            if (excluded) {
                return s.nameOf(attacker) + " can't be blocked by " + s.nameOf(blocker) + ".";
            }
        }
        return null;
    }

    /** Call Out: a called-out die blocks only its caller, and the caller is blocked only by it. */
    static String callOutProblem(GameState s, Die blocker, Die attacker) {
        return CallOuts.problem(s, blocker, attacker);
    }

    /** Whether another die already called out this target: the glossary cancels both Call Outs. */
    public static boolean callOutCancelled(GameState s, Die caller, Die target) {
        return CallOuts.calledOutByAnother(s, caller, target);
    }

    /** Deadly: a die engaged with a Deadly die is marked to be KO'd at the end of the turn, by its player. */
    public static void markDeadly(GameState s, Die blocker, Die attacker) {
        if (Stats.hasKeyword(s, attacker, Keyword.DEADLY)) {
            s.modifiers.add(new AppliedModifier(blocker.id(), 0, 0, null, Restriction.DOOMED, attacker.id()));
        }
        if (Stats.hasKeyword(s, blocker, Keyword.DEADLY)) {
            s.modifiers.add(new AppliedModifier(attacker.id(), 0, 0, null, Restriction.DOOMED, blocker.id()));
        }
    }

    /** Cleanup, before applied effects end: dice engaged with a Deadly die are KO'd by its player. */
    public static void knockOutDoomed(Table t) {
        GameState s = t.s;
        for (Die d : s.dice()) {
            if (!s.isCharacterInField(d) || !Stats.hasRestriction(s, d, Restriction.DOOMED)) {
                continue;
            }
            int byPlayer = deadlyPlayer(s, d);
            if (!KnockOutChoices.waitIfReplaceable(t, d, Zone.PREP, false, byPlayer)) {
                KnockOuts.knockOut(t, d, Zone.PREP, byPlayer);
            }
        }
    }

    /** The player of the first Deadly die that marked {@code d}. */
    private static int deadlyPlayer(GameState s, Die d) {
        for (AppliedModifier m : s.modifiers) {
            if (m.dieId() == d.id() && m.restriction() == Restriction.DOOMED && m.partner() >= 0) {
                return s.die(m.partner()).owner();
            }
        }
        return -1;
    }

    /**
     * Cleanup: applied effects end, except "must attack at its next opportunity" on a die still in
     * the field that has not attacked since (attacking removes it).
     */
    public static void endAppliedEffects(GameState s) {
        s.thisTurn.globalsStopped = false;
        s.combat.blockersByAttacker = false;
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
        for (int opponent : s.seats().opponentsOf(s.activePlayer())) {
            for (Die d : s.diceIn(opponent, Zone.OUT_OF_PLAY)) {
                t.move(d, Zone.FIELD);
            }
        }
        List<Die> marked = new java.util.ArrayList<>();
        for (int player : s.seats().allies(s.activePlayer())) {
            s.diceIn(player, Zone.OUT_OF_PLAY).stream()
                    .filter(d -> Stats.hasRestriction(s, d, Restriction.SET_ASIDE)).forEach(marked::add);
        }
        s.modifiers.removeIf(m -> m.restriction() == Restriction.SET_ASIDE);
        marked.forEach(d -> t.move(d, Zone.FIELD));
    }

    /**
     * A blocker that may block only if its controller pays 1 life: declaring the block pays it, once
     * for each effect that put the cost on it ("per Bobby Heenan die fielded this turn").
     */
    public static void payToBlock(Table t, Die blocker) {
        long costs = t.s.modifiers.stream().filter(m -> m.dieId() == blocker.id()
                && m.restriction() == Restriction.BLOCK_COSTS_LIFE).count();
        if (costs == 0 && Stats.hasRestriction(t.s, blocker, Restriction.BLOCK_COSTS_LIFE)) {
            costs = 1;
        }
        if (costs > 0) {
            Life.lose(t, blocker.owner(), (int) costs, "let " + t.s.nameOf(blocker) + " block");
        }
    }

    public static boolean canAttack(GameState s, Die d) {
        return (!Stats.hasRestriction(s, d, Restriction.CANT_ATTACK) || Stats.hasRestriction(s, d, Restriction.MAY_ATTACK))
                && !anotherOnlyAttacker(s, d);
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
        return !Stats.hasRestriction(s, d, Restriction.CANT_BLOCK) && PlayerBlockRules.mayDeclareBlockers(s, d.owner());
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
        for (Die attacker : Combat.attackers(s)) {
            long blockers = RequiredBlocks.blockersOn(blocks, attacker);
            if (blockers == 1 && Stats.hasRestriction(s, attacker, Restriction.TWO_OR_MORE_BLOCKERS)) {
                return s.nameOf(attacker) + " can't be blocked by fewer than two dice.";
            }
        }
        String required = RequiredBlocks.problem(s, blocks);
        if (required != null) {
            return required;
        }
        for (Die d : Declarations.possibleBlockers(s)) {
            boolean blocking = blocks.stream().anyMatch(b -> b.blocker() == d.id());
            if (!blocking && Stats.hasRestriction(s, d, Restriction.MUST_BLOCK)
                    && !Stats.hasRestriction(s, d, Restriction.BLOCK_COSTS_LIFE) && ableToBlock(s, d)) {
                return s.nameOf(d) + " must block this turn.";
            }
        }
        return EveryDieBlocks.spreadProblem(s, blocks);
    }

    /**
     * "Must block if able": some attacker this die may block (not unblockable, not barred from it; one
     * that can't be blocked by fewer than two dice only if another die may block it too).
     */
    private static boolean ableToBlock(GameState s, Die blocker) {
        for (Die attacker : Declarations.blockableAttackers(s)) {
            if (mayBlock(s, blocker, attacker) && (!Stats.hasRestriction(s, attacker, Restriction.TWO_OR_MORE_BLOCKERS)
                    || Declarations.possibleBlockers(s).stream().anyMatch(
                            other -> other.id() != blocker.id() && mayBlock(s, other, attacker)))) {
                return true;
            }
        }
        return false;
    }

    /** The blocker may block this attacker, if nothing else is said about either. */
    static boolean mayBlock(GameState s, Die blocker, Die attacker) {
        return !Stats.hasRestriction(s, attacker, Restriction.UNBLOCKABLE)
                && callOutProblem(s, blocker, attacker) == null && blockedByProblem(s, blocker, attacker) == null;
    }
}
