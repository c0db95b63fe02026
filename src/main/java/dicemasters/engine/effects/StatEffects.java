package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.AppliedModifiers;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Effects on what dice are until the end of the turn: stats (changed, swapped, switched), keywords,
 * combat restrictions and Call Out, dice marked for later text, and copies of abilities or dice.
 */
final class StatEffects {
    private StatEffects() {
    }

    /** Applies the effect if it is of this family; false if it is not. */
    static boolean apply(Resolving r, Effect effect, List<Die> dice) {
        if (effect instanceof Effect.ModifyStats e) {
            int attack = r.value(e.attack());
            int defense = r.value(e.defense());
            boolean byGlobalOrAction = Abilities.abilityOf(r.s, r.p).isGlobal()
                    || r.s.cards().get(r.p.cardIndex()).definition().type().isAction();
            dice.forEach(d -> r.t.modifyStats(d, attack, defense, byGlobalOrAction));
        } else if (effect instanceof Effect.GrantKeyword e && !e.asFielded()) {
            dice.forEach(d -> r.t.grantKeyword(d, e.keyword()));
        } else if (effect instanceof Effect.Restrict e) {
            dice.forEach(d -> restrict(r, d, e.restriction()));
        } else if (effect instanceof Effect.CallOut) {
            dice.forEach(d -> callOut(r, d));
        } else if (effect instanceof Effect.MarkForTurn) {
            mark(r, dice);
        } else if (effect instanceof Effect.SwapAttack) {
            dice.forEach(d -> swapAttackWithThose(r, d));
        } else if (effect instanceof Effect.SwitchAttackAndDefense) {
            dice.forEach(d -> switchAttackAndDefense(r, d));
        } else if (effect instanceof Effect.Copy e && e.what() == Effect.Copy.What.ABILITIES) {
            dice.forEach(d -> copyAbilities(r, d, e.targetLosesThem()));
        } else if (effect instanceof Effect.Copy e && e.what() == Effect.Copy.What.CARD) {
            dice.forEach(d -> becomeCopy(r, d));
        } else if (effect instanceof Effect.Copy e && e.what() == Effect.Copy.What.STATS) {
            dice.forEach(d -> matchStats(r, d));
        } else if (effect instanceof Effect.ClearDamage) {
            dice.forEach(d -> clearDamage(r, d));
        } else {
            return false;
        }
        return true;
    }

    private static void restrict(Resolving r, Die d, Restriction restriction) {
        AppliedModifiers.restrict(r.t, d, restriction);
    }

    private static void callOut(Resolving r, Die target) {
        Die caller = r.sourceDie();
        if (caller == null || !r.s.isCharacterInField(caller)) {
            r.notDone(r.owned(target) + " is not called out: the calling die is not in the Field Zone");
            return;
        }
        // Kept even when cancelled: a third die calling out the same target is cancelled too.
        boolean cancelled = KeywordRules.callOutCancelled(r.s, caller, target);
        AppliedModifiers.mark(r.s, new AppliedModifier(target.id(), 0, 0, null, Restriction.CALLED_OUT, caller.id()));
        AppliedModifiers.mark(r.s, new AppliedModifier(caller.id(), 0, 0, null, Restriction.CALLING_OUT, target.id()));
        if (cancelled) {
            r.notDone("Call Out is cancelled: another die already called out " + r.owned(target));
            return;
        }
        r.t.emit(new GameEvent.KeywordGranted(target.id(), r.s.nameOf(target), "called out by " + r.s.nameOf(caller)));
    }

    private static void mark(Resolving r, List<Die> dice) {
        if (dice.isEmpty()) {
            return;
        }
        r.beginTurnEffect(dice.stream().map(r.s::nameOf).collect(Collectors.joining(", ")) + " is chosen",
                dice.stream().map(Die::id).toList());
    }

    private static void swapAttackWithThose(Resolving r, Die d) {
        for (int id : r.p.lastTargets()) {
            Die other = r.s.die(id);
            if (other != d && r.s.isCharacterInField(other) && r.s.isCharacterInField(d)) {
                int difference = Stats.attack(r.s, other) - Stats.attack(r.s, d);
                r.t.modifyStats(d, difference, 0);
                r.t.modifyStats(other, -difference, 0);
                return;
            }
        }
        r.notDone("the A of " + r.owned(d) + " is not swapped: it and the die chosen first are not both character"
                + " dice in the Field Zone");
    }

    /** The ability's own die takes the A and D the chosen die has now, as stat changes. */
    private static void matchStats(Resolving r, Die model) {
        Die self = r.sourceDie();
        if (self == null || !r.s.isCharacterInField(self) || !r.s.isCharacterInField(model)) {
            r.notDone("the A and D are not matched: " + DiceMoves.NOT_IN_FIELD);
            return;
        }
        r.t.modifyStats(self, Stats.attack(r.s, model) - Stats.attack(r.s, self),
                Stats.defense(r.s, model) - Stats.defense(r.s, self));
    }

    private static void clearDamage(Resolving r, Die d) {
        if (d.damage() == 0) {
            r.notDone("no damage is cleared from " + r.owned(d) + ": it has none");
            return;
        }
        r.t.clearDamage(d);
    }

    private static void switchAttackAndDefense(Resolving r, Die d) {
        if (r.s.isCharacterInField(d)) {
            int difference = Stats.defense(r.s, d) - Stats.attack(r.s, d);
            r.t.modifyStats(d, difference, -difference);
        } else {
            r.notDone("the A and D of " + r.owned(d) + " are not switched: " + DiceMoves.NOT_IN_FIELD);
        }
    }

    /** The ability's own die copies; if it has left the Field Zone, it copies nothing. */
    private static void copyAbilities(Resolving r, Die d, boolean targetLosesThem) {
        String why = whyNoCopy(r, d);
        if (why == null && !r.s.isCharacterInField(d)) {
            why = DiceMoves.NOT_IN_FIELD;
        }
        if (why != null) {
            r.notDone(r.owned(d) + " is not copied: " + why);
            return;
        }
        Copies.copy(r.t, r.sourceDie(), d, targetLosesThem);
    }

    /** The ability's own die becomes the copy; if it has left the Field Zone, nothing happens. */
    private static void becomeCopy(Resolving r, Die d) {
        String why = whyNoCopy(r, d);
        if (why == null && !r.s.face(d).isCharacter()) {
            why = "it shows no character face";
        }
        if (why != null) {
            r.notDone(r.owned(d) + " is not copied: " + why);
            return;
        }
        Copies.becomeCopy(r.t, r.sourceDie(), d);
    }

    private static String whyNoCopy(Resolving r, Die d) {
        Die copier = r.sourceDie();
        if (copier == null || !r.s.isCharacterInField(copier)) {
            return "the copying die is not in the Field Zone";
        }
        return copier.id() == d.id() ? "a die cannot copy itself" : null;
    }
}
