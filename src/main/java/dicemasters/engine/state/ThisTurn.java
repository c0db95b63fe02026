package dicemasters.engine.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What lasts until the end of the turn without being on a die: limited abilities used, action dice
 * used, Global Abilities stopped or made dearer, effects such as damage shields, and what those
 * shields have prevented. Part of {@link dicemasters.engine.state.GameState}; changed only through
 * {@link TurnRecords}, read by everyone through its methods (read-only views that follow the state).
 */
public final class ThisTurn {
    /** "player/card/ability" keys of limited abilities used this turn. */
    final List<String> limitedUses = new ArrayList<>();
    /** Action dice used this turn, whose cards' triggered abilities work until the turn ends. */
    final List<ActionUse> actionUses = new ArrayList<>();
    /** No Global Ability can be used until the end of the turn. */
    boolean globalsStopped;
    /** Life every player pays on top of a Global Ability's cost until the end of the turn. */
    int globalLifeCost;
    /** Effects lasting until the end of the turn that are not tied to a die (damage shields, limits). */
    final List<TurnEffect> turnEffects = new ArrayList<>();
    /** What "the first X damage each turn" shields have prevented this turn. */
    final List<PreventedDamage> damagePrevented = new ArrayList<>();
    /** Damage dice dealt this turn, in the order dealt (only when a card of the game asks about it). */
    final List<DamageDealt> damageDealt = new ArrayList<>();
    /** Each player's life as the turn began, by seat (only when a card of the game compares it). */
    final List<Integer> lifeAtStart = new ArrayList<>();

    /** A copy to change on its own. */
    ThisTurn copy() {
        ThisTurn t = new ThisTurn();
        StateLists.copyInto(limitedUses, t.limitedUses);
        StateLists.copyInto(actionUses, t.actionUses);
        t.globalsStopped = globalsStopped;
        t.globalLifeCost = globalLifeCost;
        StateLists.copyInto(turnEffects, t.turnEffects);
        StateLists.copyInto(damagePrevented, t.damagePrevented);
        StateLists.copyInto(damageDealt, t.damageDealt);
        StateLists.copyInto(lifeAtStart, t.lifeAtStart);
        return t;
    }

    /** "player/card/ability" keys of limited abilities used this turn. */
    public List<String> limitedUses() {
        return Collections.unmodifiableList(limitedUses);
    }

    /** How many times this turn the player used the card's limited ability. */
    public long timesUsed(int player, int cardIndex, int abilityIndex) {
        return timesUsed(limitedKey(player, cardIndex, abilityIndex));
    }

    /** How many times this turn the limited ability remembered by {@code key} was used. */
    public long timesUsed(String key) {
        return limitedUses.stream().filter(key::equals).count();
    }

    /** Action dice used this turn (their cards' triggered abilities work until the turn ends). */
    public List<ActionUse> actionUses() {
        return Collections.unmodifiableList(actionUses);
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
        return Collections.unmodifiableList(turnEffects);
    }

    /** What "the first X damage each turn" shields have prevented this turn. */
    public List<PreventedDamage> damagePrevented() {
        return Collections.unmodifiableList(damagePrevented);
    }

    /** The player's life as the turn began, or their life now when it was not kept (a position set up mid-turn). */
    public int lifeAtStart(GameState s, int player) {
        return player < lifeAtStart.size() ? lifeAtStart.get(player) : s.player(player).life();
    }

    public List<Integer> lifeAtStart() {
        return Collections.unmodifiableList(lifeAtStart);
    }

    public List<DamageDealt> damageDealt() {
        return Collections.unmodifiableList(damageDealt);
    }

    /** The key a use of a limited ability ("use only once per turn") is remembered by this turn. */
    public static String limitedKey(int player, int cardIndex, int abilityIndex) {
        return player + "/" + cardIndex + "/" + abilityIndex;
    }
}
