package dicemasters.engine.mechanics;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.AppliedCopies;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.AppliedModifiers;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;

import java.util.List;

/**
 * Copying abilities ("copy the abilities"): the copying die adds the card text of the copied die's
 * card (not its Global Abilities) to its own, until the end of the turn or until it leaves the
 * Field Zone; the copied die may lose its own abilities until the end of the turn. A new copy by
 * the same die replaces the earlier one, and the earlier target gets its abilities back.
 *
 * <p>For the copying die, the copied text works as its own card's would: triggered abilities fire
 * for it ("this die" is the copying die, "you" its controller), keywords count for it, and "while
 * active" effects work through it while it is in the Field Zone. For the copied die, none of its
 * card's abilities work (it does not make its card active either); Global Abilities stay on the
 * card for everyone.
 *
 * <p>"Copy the die" ({@link Restriction#COPYING_DIE}): the die is a copy of the other die until the
 * end of the turn or until it leaves the Field Zone: {@link GameState#definition} gives the copied
 * card (name, subtitle, cost, affiliations, faces and stats), its face is moved to the copied card's
 * face of the same level (and back when the copy ends), the copied card's text works for it as
 * copied abilities do, and its own card's text does not.
 *
 * <p>What a die's abilities are is asked here, so the rules that use them (triggers, keywords,
 * whether a card is active, static effects) share one answer. Both sides are applied effects on the dice (a
 * {@link Restriction#COPYING_ABILITIES} on the copying die naming the copied die, an
 * {@link Restriction#ABILITIES_LOST} on the copied die naming the copying one), so they end with
 * the die's other applied effects. In a game without a card that copies, every question is one
 * field read.
 */
public final class Copies {
    private Copies() {
    }

    /** A die in the Field Zone that has the abilities of card {@code card}. */
    public record Copying(Die copier, int card) {
    }

    /** Every die in the Field Zone that has copied abilities now (none in a game without a copying card). */
    public static List<Copying> inField(GameState s) {
        if (!s.gameCards().copiesAbilities()) {
            return List.of();
        }
        List<Copying> result = new java.util.ArrayList<>();
        for (AppliedModifier m : s.modifiers()) {
            if (isCopying(m) && s.isCharacterInField(s.die(m.dieId()))) {
                result.add(new Copying(s.die(m.dieId()), s.die(m.partner()).cardIndex()));
            }
        }
        return result;
    }

    /** The card index whose abilities the die has gained, or -1. */
    public static int copiedCard(GameState s, Die d) {
        return AppliedCopies.copiedCard(s, d);
    }

    /** The card index of the die that {@code d} became a copy of ("copy the die"), or -1. */
    public static int copyOf(GameState s, Die d) {
        return AppliedCopies.becameCopyOf(s, d);
    }

    private static boolean isCopying(AppliedModifier m) {
        return AppliedCopies.isCopying(m);
    }

    /**
     * Whether the die's own card's abilities do not work for it (nor make the card active): it lost
     * them, or it is a copy of another die.
     */
    public static boolean hasLostAbilities(GameState s, Die d) {
        return AppliedCopies.hasLostAbilities(s, d);
    }

    /** Whether a copy of abilities took the die's abilities away (not counting a die that is a copy); for the view. */
    public static boolean lostAbilitiesToACopy(GameState s, Die d) {
        if (!s.gameCards().copiesAbilities()) {
            return false;
        }
        return AppliedModifier.firstOn(s.modifiers(), d.id(), Restriction.ABILITIES_LOST) != null;
    }

    /** Whether the die's card text gives it the keyword: its own card unless lost, and a copied card. */
    public static boolean hasCardKeyword(GameState s, Die d, Keyword keyword) {
        if (!s.gameCards().copiesAbilities()) {
            return s.definition(d).has(keyword);
        }
        if (!hasLostAbilities(s, d) && s.definition(d).has(keyword)) {
            return true;
        }
        int copied = copiedCard(s, d);
        return copied >= 0 && s.cards().get(copied).definition().has(keyword);
    }

    /** Copied card text: everything but Global Abilities (which stay on the card for their owner). */
    public static boolean isCopied(Ability a) {
        return !a.isGlobal() && a.trigger() != Trigger.REACTIVE_GLOBAL;
    }

    /** Abilities of the card that work for the die: none once it has lost them. */
    public static List<Ability> ownAbilities(GameState s, Die d) {
        return hasLostAbilities(s, d) ? List.of() : s.abilities(d.cardIndex());
    }

    /** {@code copier} gains the abilities of {@code target}'s card, replacing what it copied before. */
    public static void copy(Table t, Die copier, Die target, boolean targetLosesThem) {
        GameState s = t.s;
        if (!s.isCharacterInField(copier) || !s.isCharacterInField(target) || copier.id() == target.id()) {
            return;
        }
        endCopyBy(t, copier);
        AppliedModifiers.mark(s, new AppliedModifier(copier.id(), 0, 0, null, Restriction.COPYING_ABILITIES, target.id()));
        t.emit(new GameEvent.AbilitiesCopied(copier.id(), t.dieName(copier), target.id(), cardName(s, target)));
        if (targetLosesThem) {
            AppliedModifiers.mark(s, new AppliedModifier(target.id(), 0, 0, null, Restriction.ABILITIES_LOST, copier.id()));
            t.emit(new GameEvent.AbilitiesLost(target.id(), t.dieName(target)));
        }
    }

    /**
     * "Copy the die": {@code copier} becomes a copy of {@code target} (which may wait captured),
     * at the level it shows, replacing any earlier copy it made.
     */
    public static void becomeCopy(Table t, Die copier, Die target) {
        GameState s = t.s;
        if (!s.isCharacterInField(copier) || copier.id() == target.id() || !s.face(target).isCharacter()) {
            return;
        }
        endCopyBy(t, copier);
        int level = s.face(copier).level();
        String name = t.dieName(copier);
        AppliedModifiers.mark(s, new AppliedModifier(copier.id(), 0, 0, null, Restriction.COPYING_DIE, target.id()));
        t.turnToFace(copier, faceAtLevel(s.definition(copier), level));
        t.emit(new GameEvent.DieBecameCopy(copier.id(), name, target.id(), t.dieName(target)));
    }

    /** The face of a card's die at a level (its highest level if it has fewer). */
    private static int faceAtLevel(dicemasters.engine.card.CardDefinition card, int level) {
        int best = -1;
        for (int i = 0; i < card.faces().size(); i++) {
            var face = card.faces().get(i);
            if (face.isCharacter() && face.level() <= level
                    && (best < 0 || face.level() > card.faces().get(best).level())) {
                best = i;
            }
        }
        return Math.max(best, 0);
    }

    /** A die that was a copy of another die is itself again, at the level it shows. */
    private static void endDieCopy(Table t, Die d) {
        GameState s = t.s;
        String copyName = t.dieName(d);
        boolean character = s.face(d).isCharacter();
        int level = character ? s.face(d).level() : 1;
        AppliedModifiers.end(s, m -> m.dieId() == d.id() && m.restriction() == Restriction.COPYING_DIE);
        t.turnToFace(d, character ? faceAtLevel(s.definition(d), level) : d.faceIndex());
        t.emit(new GameEvent.DieCopyEnded(d.id(), copyName, t.dieName(d)));
    }

    /** The copying die leaves the Field Zone: the copied abilities go (the copied die stays without its own). */
    public static void leavingField(Table t, Die d) {
        if (copyOf(t.s, d) >= 0) {
            endDieCopy(t, d);
        } else if (copiedCard(t.s, d) >= 0) {
            emitCopyEnded(t, d);
        }
    }

    /** Cleanup: every copy ends, and every die that lost its abilities has them again. */
    public static void endAll(Table t) {
        if (!t.s.gameCards().copiesAbilities()) {
            return;
        }
        for (AppliedModifier m : List.copyOf(t.s.modifiers())) {
            Die d = t.s.die(m.dieId());
            if (m.restriction() == Restriction.COPYING_DIE) {
                endDieCopy(t, d);
            } else if (m.restriction() == Restriction.COPYING_ABILITIES) {
                emitCopyEnded(t, d);
            } else if (m.restriction() == Restriction.ABILITIES_LOST) {
                t.emit(new GameEvent.AbilitiesRegained(d.id(), t.dieName(d)));
            }
        }
        AppliedModifiers.end(t.s, m -> m.restriction() == Restriction.COPYING_ABILITIES
                || m.restriction() == Restriction.ABILITIES_LOST);
    }

    /** A new copy replaces all earlier choices of the die: its copy ends and its earlier target gets its abilities back. */
    private static void endCopyBy(Table t, Die copier) {
        GameState s = t.s;
        if (copyOf(s, copier) >= 0) {
            endDieCopy(t, copier);
        } else if (copiedCard(s, copier) >= 0) {
            emitCopyEnded(t, copier);
        }
        for (AppliedModifier m : List.copyOf(s.modifiers())) {
            if (m.restriction() == Restriction.ABILITIES_LOST && m.partner() == copier.id()) {
                AppliedModifiers.end(s, m);
                Die earlier = s.die(m.dieId());
                if (!hasLostAbilities(s, earlier)) {
                    t.emit(new GameEvent.AbilitiesRegained(earlier.id(), t.dieName(earlier)));
                }
            }
        }
        AppliedModifiers.end(s, m -> m.dieId() == copier.id() && m.restriction() == Restriction.COPYING_ABILITIES);
    }

    private static void emitCopyEnded(Table t, Die d) {
        t.emit(new GameEvent.AbilityCopyEnded(d.id(), t.dieName(d), t.s.cards().get(copiedCard(t.s, d)).definition().name()));
    }

    private static String cardName(GameState s, Die d) {
        return s.definition(d).name();
    }

    /** The name of the card whose abilities the die has gained, or null; for the view. */
    public static String copiedCardName(GameState s, Die d) {
        int copied = copiedCard(s, d);
        return copied < 0 || copyOf(s, d) >= 0 ? null : s.cards().get(copied).definition().name();
    }
}
