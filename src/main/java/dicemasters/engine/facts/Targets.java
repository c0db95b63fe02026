package dicemasters.engine.facts;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;
import dicemasters.engine.mechanics.Captures;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Which dice an effect may act on. Only character dice in the Field Zone (Attack Zone included)
 * can be chosen, as the targeting rules say, unless the selector names another place.
 */
public final class Targets {
    private Targets() {
    }

    /**
     * A card is active while one or more of its dice are character dice in the Field Zone; a die
     * that has lost its abilities does not make its card active.
     */
    public static boolean isActive(GameState s, int cardIndex) {
        return firstActiveDie(s, cardIndex) >= 0;
    }

    /**
     * The card's first die in the Field Zone that kept its abilities (the source of its "while
     * active" and triggered abilities), or -1 when the card is not active.
     */
    public static int firstActiveDie(GameState s, int cardIndex) {
        for (int id : s.gameCards().diceOf(cardIndex)) {
            Die d = s.die(id);
            if (s.isCharacterInField(d) && !Copies.hasLostAbilities(s, d)) {
                return id;
            }
        }
        return -1;
    }

    /** Dice a selector may choose (TARGET) or acts on (ALL) for an ability controlled by {@code controller}. */
    public static List<Die> candidates(GameState s, DieSelector selector, int controller, int sourceDie, int triggeringDie) {
        List<Die> result = new ArrayList<>();
        switch (selector.selection()) {
            case THIS_DIE -> addIfMatching(s, selector, sourceDie, controller, sourceDie, result);
            case TRIGGERING_DIE -> addIfMatching(s, selector, triggeringDie, controller, sourceDie, result);
            case THOSE, KNOCKED_OUT_BY -> {
                // resolved from the pending effect (its last targets, its related die) by the resolver
            }
            case TARGET, ANOTHER_TARGET, CHOSEN_BY_OWNER, ALL, SAME_NAME -> {
                for (Die d : s.dice()) {
                    if (matches(s, selector, d, controller, sourceDie)) {
                        result.add(d);
                    }
                }
            }
        }
        return result;
    }

    private static void addIfMatching(GameState s, DieSelector selector, int dieId, int controller, int sourceDie,
                                      List<Die> into) {
        if (dieId >= 0 && inPlaceItself(s, s.die(dieId), selector)
                && passes(s, s.die(dieId), selector.filter(), sourceDie)) {
            into.add(s.die(dieId));
        }
    }

    /**
     * The ability's own die in the Field Zone is found there whatever it shows: a Continuous action
     * die acting on itself ("send this die to the Used Pile"), though such dice are never targets.
     */
    private static boolean inPlaceItself(GameState s, Die d, DieSelector selector) {
        if (selector.selection() == DieSelector.Selection.THIS_DIE && selector.place() == Place.FIELD) {
            return d.zone().inField();
        }
        return inPlace(s, d, selector.place());
    }

    /** Whether die {@code d} is one the selector could choose or act on (for TARGET and ALL). */
    public static boolean matches(GameState s, DieSelector selector, Die d, int controller, int sourceDie) {
        return inPlace(s, d, selector.place()) && onSide(s, d, selector.side(), controller)
                && passes(s, d, selector.filter(), sourceDie);
    }

    static boolean inPlace(GameState s, Die d, Place place) {
        return switch (place) {
            case FIELD -> s.isCharacterInField(d);
            case RESERVE -> d.zone() == Zone.RESERVE;
            case PREP -> d.zone() == Zone.PREP;
            case USED -> d.zone() == Zone.USED;
            case BAG -> d.zone() == Zone.BAG;
            case ASIDE -> d.zone() == Zone.OUT_OF_PLAY && !s.isOnActiveTeam(d.owner()) && !Captures.isCaptured(s, d);
            case OUT_OF_PLAY -> d.zone() == Zone.OUT_OF_PLAY && s.isOnActiveTeam(d.owner()) && !Captures.isCaptured(s, d);
            case UNPURCHASED -> d.zone() == Zone.ON_CARD && d.owner() != CardInPlay.SHARED && !Tokens.isToken(s, d);
            case ON_A_CARD -> d.zone() == Zone.ON_CARD && !Tokens.isToken(s, d) && !s.cardOf(d).isSidekicks();
            case REMOVED -> d.zone() == Zone.REMOVED;
            case ATTACK_ZONE -> d.zone() == Zone.ATTACK && s.face(d).isCharacter();
            case CAPTURED -> d.zone() == Zone.OUT_OF_PLAY && Captures.isCaptured(s, d);
            case PREP_OR_USED -> d.zone() == Zone.PREP || d.zone() == Zone.USED;
        };
    }

    /** For "while active" bonuses: does the static effect of {@code card} reach die {@code d}? */
    public static boolean matchesStatically(GameState s, DieSelector selector, CardInPlay card, Die d) {
        if (!s.isCharacterInField(d)) {
            return false;
        }
        return switch (selector.selection()) {
            case THIS_DIE -> d.cardIndex() == card.index() && passes(s, d, selector.filter(), d.id())
                    && !Copies.hasLostAbilities(s, d);
            case ALL -> onSide(s, d, selector.side(), card.owner()) && passes(s, d, withoutEngagement(selector.filter()), -1)
                    && !(selector.filter().wants(DieCondition.Other.class, true) && d.cardIndex() == card.index())
                    && engagementHolds(selector.filter(), () -> engagedWithCard(s, d, card.index()));
            default -> false;
        };
    }

    /**
     * Whether a static effect of a card's text that {@code source} copied reaches die {@code d}: as
     * {@link #matchesStatically}, with the copying die standing for the card's dice and its
     * controller for the card's owner.
     */
    public static boolean matchesThroughCopy(GameState s, DieSelector selector, Die source, Die d) {
        if (!s.isCharacterInField(d)) {
            return false;
        }
        return switch (selector.selection()) {
            case THIS_DIE -> d.id() == source.id() && passes(s, d, selector.filter(), d.id());
            case ALL -> onSide(s, d, selector.side(), source.owner()) && passes(s, d, withoutEngagement(selector.filter()), -1)
                    && !(selector.filter().wants(DieCondition.Other.class, true) && d.id() == source.id())
                    && engagementHolds(selector.filter(), () -> engaged(s, d, source.id()));
            default -> false;
        };
    }

    private static DieFilter withoutEngagement(DieFilter f) {
        return f.without(DieCondition.EngagedWithThis.class);
    }

    /** A static effect's "blocking or blocked by" this card's dice, judged as {@code engaged} says. */
    private static boolean engagementHolds(DieFilter f, java.util.function.BooleanSupplier engaged) {
        DieCondition.EngagedWithThis c = f.find(DieCondition.EngagedWithThis.class);
        return c == null || c.is() == engaged.getAsBoolean();
    }

    /** Blocking or blocked by any die of the card (for static effects of a card). */
    private static boolean engagedWithCard(GameState s, Die d, int cardIndex) {
        for (Die x : s.dice()) {
            if (x.cardIndex() == cardIndex && s.isCharacterInField(x) && engaged(s, d, x.id())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whose dice: "your" dice are the controller's own; in Doubles also the teammate's characters
     * in the field and the dice of the team's shared Prep Area ("your characters" include the
     * teammate's), but never a teammate's bag, Reserve Pool, Used Pile or cards. "Opposing" dice
     * are the other team's.
     */
    public static boolean onSide(GameState s, Die d, Side side, int controller) {
        return switch (side) {
            case OWN -> d.owner() == controller
                    || s.seats().sameTeam(d.owner(), controller) && (d.zone().inField() || d.zone() == Zone.PREP);
            case OPPOSING -> !s.seats().sameTeam(d.owner(), controller);
            case ANY -> true;
        };
    }

    /**
     * Whether the die cannot be targeted by an ability of {@code controller}: an opposing die made
     * untargetable this turn, by action dice too when {@code actionDie}, and, for action dice and
     * Globals, a static protection of the die's side.
     */
    public static boolean protectedFrom(GameState s, Die d, int controller, boolean actionDie, boolean actionOrGlobal) {
        if (s.seats().sameTeam(d.owner(), controller)) {
            return false;
        }
        if (Stats.hasRestriction(s, d, dicemasters.engine.card.Restriction.UNTARGETABLE)
                || actionDie && Stats.hasRestriction(s, d, dicemasters.engine.card.Restriction.UNTARGETABLE_BY_ACTION_DICE)) {
            return true;
        }
        return actionOrGlobal && protectedFrom(s, d, controller, null);
    }

    /** Whether a static effect of the die's side protects it from targeting by {@code controller}'s abilities. */
    public static boolean protectedFrom(GameState s, Die d, int controller) {
        return protectedFrom(s, d, controller, null);
    }

    /**
     * Whether a static effect of the die's side protects it from {@code controller}'s action dice and
     * Globals ({@code keyword} null) or from their abilities of that keyword ("Intimidate").
     */
    public static boolean protectedFrom(GameState s, Die d, int controller, Keyword keyword) {
        for (Stats.StaticEffect st : Stats.staticEffectsOn(s, d, dicemasters.engine.state.StaticKind.PROTECTION_FROM_TARGETING)) {
            if (st.effect() instanceof dicemasters.engine.card.Effect.ProtectFromTargeting p
                    && p.byKeyword() == keyword && !s.seats().sameTeam(st.card().owner(), controller)) {
                return true;
            }
        }
        return false;
    }

    /** Sidekick dice, and Ally dice while they are in the Field Zone. */
    static boolean isSidekick(GameState s, Die d) {
        CardDefinition card = s.definition(d);
        return card.type() == CardType.SIDEKICK || (card.has(Keyword.ALLY) && d.zone().inField());
    }

    /**
     * A die of a character card, wherever it is; a Sidekick die only while it is rolled to its
     * character face (Reserve Pool or Field Zone): unrolled, it is just a Sidekick die.
     */
    public static boolean isCharacterDie(GameState s, Die d) {
        CardType type = s.definition(d).type();
        return type == CardType.CHARACTER
                || type == CardType.SIDEKICK && d.zone().isRolled() && s.face(d).isCharacter();
    }

    static boolean isAttacking(Die d) {
        return d.zone() == Zone.ATTACK && !d.isBlocking();
    }

    /** Whether die {@code d} meets every condition of the filter (each judged by {@link DieTests}). */
    public static boolean passes(GameState s, Die d, DieFilter f, int sourceDie) {
        return DieTests.passes(s, d, f, sourceDie);
    }

    /** The same owner, or cards with an affiliation in common. */
    public static boolean related(GameState s, Die a, Die b, DieFilter.Relation relation) {
        return switch (relation) {
            case OWNER -> a.owner() == b.owner();
            case AFFILIATION -> s.definition(a).affiliations().stream()
                    .anyMatch(s.definition(b).affiliations()::contains);
        };
    }

    /** Blocking or blocked by the source die. */
    static boolean engaged(GameState s, Die d, int sourceDie) {
        if (sourceDie < 0) {
            return false;
        }
        Die source = s.die(sourceDie);
        return d.isBlocking(sourceDie) || source.isBlocking(d.id());
    }
}
