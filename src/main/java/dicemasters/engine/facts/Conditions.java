package dicemasters.engine.facts;

import dicemasters.engine.card.Condition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.state.DamageDealt;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;

import java.util.List;

/**
 * Whether an ability does anything ("if ...", "while ..."): its condition, checked as it resolves,
 * between its effects ("only if"), and whenever a static ability's effect is looked at.
 */
public final class Conditions {
    private Conditions() {
    }

    public static boolean holds(GameState s, Condition condition, int controller, int sourceDie) {
        return holds(s, condition, controller, sourceDie, -1);
    }

    /** {@code triggeringDie} is "that die" for conditions about it ("if that die is a Sidekick die"). */
    public static boolean holds(GameState s, Condition condition, int controller, int sourceDie,
                                  int triggeringDie) {
        return holds(s, condition, controller, sourceDie, triggeringDie, List.of());
    }

    /** {@code those}: the dice an earlier effect of the resolving ability chose ("if you do", "if both are ..."). */
    private static boolean holds(GameState s, Condition condition, int controller, int sourceDie,
                                          int triggeringDie, List<Integer> those) {
        return switch (condition.kind()) {
            case ALWAYS -> true;
            case KNOCKED_OUT_THIS_TURN -> s.player(controller).knockedOutThisTurn() > 0;
            case NONE_KNOCKED_OUT_THIS_TURN -> s.player(controller).knockedOutThisTurn() == 0;
            case DICE_AT_LEAST -> found(s, condition, controller, sourceDie, triggeringDie, those).size()
                    >= condition.count();
            case DICE_AT_MOST -> found(s, condition, controller, sourceDie, triggeringDie, those).size()
                    <= condition.count();
            case CHARACTERS_AT_LEAST -> found(s, condition, controller, sourceDie, triggeringDie, those).stream()
                    .mapToInt(Die::cardIndex).distinct().count() >= condition.count();
            case MORE_THAN_OPPONENT -> found(s, condition, controller, sourceDie, triggeringDie, those).size()
                    > Targets.candidates(s, condition.dice(), s.seats().acrossFrom(controller), -1, triggeringDie).size();
            case ENERGY_TYPES_AT_LEAST -> energyTypes(s, found(s, condition, controller, sourceDie, triggeringDie,
                    those)) >= condition.count();
            case ONLY_DIE_FIELDED_THIS_TURN -> s.player(controller).fieldedThisTurn().equals(List.of(sourceDie));
            case CARD_ACTIVE -> sourceDie >= 0 && Targets.isActive(s, s.die(sourceDie).cardIndex());
            case YOUR_TURN -> s.isOnActiveTeam(controller);
            case NO_PURCHASE_YET -> s.player(controller).purchasedThisGame() == 0;
            case THOSE_NOT_KNOCKED_OUT -> true; // about earlier targets: see the check with the pending effect
            case LESS_LIFE_AS_TURN_BEGAN -> s.thisTurn().lifeAtStart(s, controller)
                    < s.thisTurn().lifeAtStart(s, s.seats().acrossFrom(controller));
            case DAMAGE_DEALT_THIS_TURN_AT_LEAST -> dealtThisTurn(s, sourceDie) >= condition.count();
            case LESS_LIFE_THAN_OPPONENT -> s.player(controller).life()
                    < s.player(s.seats().acrossFrom(controller)).life();
            case OPPONENT_HAS_MORE_IN_FIELD -> charactersInField(s, s.seats().acrossFrom(controller))
                    > charactersInField(s, controller);
            case WOULD_BE_KNOCKED_OUT -> found(s, condition, controller, sourceDie, triggeringDie, those).stream()
                    .filter(d -> Defeat.wouldKnockOut(s, d)).count() >= condition.count();
        };
    }

    private static long charactersInField(GameState s, int player) {
        return s.dice().stream().filter(d -> d.owner() == player && s.isCharacterInField(d)).count();
    }

    /** The dice a condition's selector finds ("those": the ones an earlier effect chose, still where it looks). */
    private static List<Die> found(GameState s, Condition condition, int controller, int sourceDie, int triggeringDie,
                                   List<Integer> those) {
        DieSelector dice = condition.dice();
        return dice.selection() == DieSelector.Selection.THOSE ? ChosenDice.stillThere(s, those, dice)
                : Targets.candidates(s, dice, controller, sourceDie, triggeringDie);
    }

    /** The different energy types (Fist, Bolt, Mask, Shield) the energy faces of the dice show. */
    private static long energyTypes(GameState s, List<Die> dice) {
        return dice.stream().filter(d -> d.zone().isRolled() && s.face(d).isEnergy())
                .flatMap(d -> s.face(d).energy().stream()).filter(dicemasters.engine.card.Energy::isType)
                .distinct().count();
    }

    /**
     * A condition checked as a triggered ability starts or between its effects: the pending effect
     * knows its earlier targets and, for a KO, the die that did it ("if it was KO'd by a Sidekick").
     */
    public static boolean holds(GameState s, Condition condition, PendingEffect p) {
        if (condition.kind() == Condition.Kind.THOSE_NOT_KNOCKED_OUT) {
            return p.lastTargets().stream().map(id -> s.die(id)).allMatch(d -> notKnockedOut(s, d));
        }
        if (condition.dice() != null && condition.dice().selection() == DieSelector.Selection.KNOCKED_OUT_BY) {
            int found = p.relatedDie() >= 0
                    && Targets.passes(s, s.die(p.relatedDie()), condition.dice().filter(), p.sourceDie()) ? 1 : 0;
            return condition.kind() == Condition.Kind.DICE_AT_LEAST ? found >= condition.count()
                    : found <= condition.count();
        }
        return holds(s, condition, p.controller(), p.sourceDie(), p.triggeringDie(), p.lastTargets());
    }

    /** Still in the field with its damage below its D (dice are KO'd once the ability is done). */
    private static boolean notKnockedOut(GameState s, Die d) {
        return s.isCharacterInField(d) && !Defeat.defeated(s, d);
    }

    /** Whether the card of {@code sourceDie} named the character {@code name} ("if you draw the named die"). */
    public static boolean isNamedBy(GameState s, String name, int sourceDie) {
        if (sourceDie < 0) {
            return false;
        }
        int namingCard = s.die(sourceDie).cardIndex();
        return s.namedCharacters().stream().anyMatch(n -> n.namingCard() == namingCard && n.name().equals(name));
    }

    /** The damage the die has dealt this turn, to players and dice together. */
    private static int dealtThisTurn(GameState s, int dieId) {
        return s.thisTurn().damageDealt().stream().filter(d -> d.sourceDie() == dieId)
                .mapToInt(DamageDealt::amount).sum();
    }
}
