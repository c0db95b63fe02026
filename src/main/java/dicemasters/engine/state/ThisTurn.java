package dicemasters.engine.state;

import java.util.ArrayList;
import java.util.List;

/**
 * What lasts until the end of the turn without being on a die: limited abilities used, action dice
 * used, Global Abilities stopped or made dearer, effects such as damage shields, and what those
 * shields have prevented. Part of {@link dicemasters.engine.state.GameState}; the engine changes it, the
 * rest of the program reads it through its methods.
 */
public final class ThisTurn {
    /** "player/card/ability" keys of limited abilities used this turn. */
    public List<String> limitedUses = new ArrayList<>();
    /** Action dice used this turn, whose cards' triggered abilities work until the turn ends. */
    public List<ActionUse> actionUses = new ArrayList<>();
    /** No Global Ability can be used until the end of the turn. */
    public boolean globalsStopped;
    /** Life every player pays on top of a Global Ability's cost until the end of the turn. */
    public int globalLifeCost;
    /** Effects lasting until the end of the turn that are not tied to a die (damage shields, limits). */
    public List<TurnEffect> turnEffects = new ArrayList<>();
    /** What "the first X damage each turn" shields have prevented this turn. */
    public List<PreventedDamage> damagePrevented = new ArrayList<>();
    /** Damage dice dealt this turn, in the order dealt (only when a card of the game asks about it). */
    public List<DamageDealt> damageDealt = new ArrayList<>();
    /** Each player's life as the turn began, by seat (only when a card of the game compares it). */
    public List<Integer> lifeAtStart = new ArrayList<>();

    /** A copy to change on its own. */
    public ThisTurn copy() {
        ThisTurn t = new ThisTurn();
        t.limitedUses = copyOf(limitedUses);
        t.actionUses = copyOf(actionUses);
        t.globalsStopped = globalsStopped;
        t.globalLifeCost = globalLifeCost;
        t.turnEffects = copyOf(turnEffects);
        t.damagePrevented = copyOf(damagePrevented);
        t.damageDealt = copyOf(damageDealt);
        t.lifeAtStart = copyOf(lifeAtStart);
        return t;
    }

    // Most of these are empty; an empty ArrayList allocates nothing until it is added to.
    private static <T> List<T> copyOf(List<T> list) {
        return list.isEmpty() ? new ArrayList<>() : new ArrayList<>(list);
    }

    /** "player/card/ability" keys of limited abilities used this turn. */
    public List<String> limitedUses() {
        return List.copyOf(limitedUses);
    }

    /** Action dice used this turn (their cards' triggered abilities work until the turn ends). */
    public List<ActionUse> actionUses() {
        return List.copyOf(actionUses);
    }

    /** Whether Global Abilities are stopped until the end of the turn. */
    public boolean globalsStopped() {
        return globalsStopped;
    }

    /** Life every player pays on top of a Global Ability's cost until the end of the turn. */
    public int globalLifeCost() {
        return globalLifeCost;
    }

    /** Effects lasting until the end of the turn that are not tied to a die. */
    public List<TurnEffect> turnEffects() {
        return List.copyOf(turnEffects);
    }

    /** What "the first X damage each turn" shields have prevented this turn. */
    public List<PreventedDamage> damagePrevented() {
        return List.copyOf(damagePrevented);
    }

    /** The player's life as the turn began, or their life now when it was not kept (a position set up mid-turn). */
    public int lifeAtStart(GameState s, int player) {
        return player < lifeAtStart.size() ? lifeAtStart.get(player) : s.player(player).life();
    }

    public List<Integer> lifeAtStart() {
        return List.copyOf(lifeAtStart);
    }

    public List<DamageDealt> damageDealt() {
        return List.copyOf(damageDealt);
    }

    /** The key a use of a limited ability ("use only once per turn") is remembered by this turn. */
    public static String limitedKey(int player, int cardIndex, int abilityIndex) {
        return player + "/" + cardIndex + "/" + abilityIndex;
    }
}
