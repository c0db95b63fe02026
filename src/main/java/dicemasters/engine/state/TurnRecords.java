package dicemasters.engine.state;

/**
 * What lasts until the end of the turn without being on a die ({@link ThisTurn}), changed only here:
 * limited abilities used, action dice used, Global Abilities stopped or made dearer, effects lasting
 * the turn, damage shields have prevented and damage dealt, each player's life as the turn began.
 * An effect lasting the turn and Globals made dearer are told here; the rest is told by the rule
 * that uses them (a Global used, an action die used) or is bookkeeping no player sees.
 */
public final class TurnRecords {
    private TurnRecords() {
    }

    /** A new turn: no action die used yet; each player's life as it began, when a card compares it. */
    public static void startTurn(GameState s) {
        ThisTurn turn = s.thisTurn;
        turn.actionUses.clear();
        turn.lifeAtStart.clear();
        if (s.gameCards().comparesLifeAtTurnStart()) {
            s.players().forEach(p -> turn.lifeAtStart.add(p.life()));
        }
    }

    /** The turn ends: no limited ability used, no effect lasting the turn, nothing prevented or dealt. */
    public static void endTurn(GameState s) {
        ThisTurn turn = s.thisTurn;
        turn.limitedUses.clear();
        turn.turnEffects.clear();
        turn.damagePrevented.clear();
        turn.damageDealt.clear();
        turn.globalLifeCost = 0;
    }

    /** The player used a limited ability ("use only once per turn"); returns the key it is remembered by. */
    public static String useLimited(GameState s, int player, int cardIndex, int abilityIndex) {
        String key = ThisTurn.limitedKey(player, cardIndex, abilityIndex);
        useLimited(s, key);
        return key;
    }

    /** A use of the limited ability remembered by {@code key} this turn. */
    static void useLimited(GameState s, String key) {
        s.thisTurn.limitedUses.add(key);
    }

    /** The player used an action die of the card: its triggered abilities work until the turn ends. */
    public static void useActionDie(GameState s, int player, int cardIndex, int bursts) {
        if (s.gameCards().tracksActionUses()) {
            s.thisTurn.actionUses.add(new ActionUse(player, cardIndex, bursts));
        }
    }

    /** No Global Ability can be used until the end of the turn (the card that says so tells it). */
    public static void stopGlobals(GameState s) {
        s.thisTurn.globalsStopped = true;
    }

    /** Cleanup: Global Abilities may be used again. */
    public static void allowGlobals(GameState s) {
        s.thisTurn.globalsStopped = false;
    }

    /** Until the end of the turn, every Global Ability costs {@code life} more life. */
    public static void raiseGlobalLifeCost(Table t, int life, String source) {
        ThisTurn turn = t.s.thisTurn;
        turn.globalLifeCost += life;
        t.emit(new GameEvent.GlobalsCostMore(life, turn.globalLifeCost, source));
    }

    /** An effect holds until the end of the turn, remembered with the dice it chose (if any). */
    public static void beginTurnEffect(Table t, TurnEffect effect, String source, String what) {
        t.s.thisTurn.turnEffects.add(effect);
        t.emit(new GameEvent.TurnEffectBegun(effect.controller(), source, what));
    }

    /** These effects lasting the turn end early (a reduction on the next purchase, used). */
    public static void endTurnEffects(GameState s, java.util.Collection<TurnEffect> effects) {
        s.thisTurn.turnEffects.removeAll(effects);
    }

    /** A "first X damage each turn" shield prevented this (told with the damage it changed). */
    public static void notePrevented(GameState s, PreventedDamage prevented) {
        s.thisTurn.damagePrevented.add(prevented);
    }

    /** Damage dealt this turn, in order (kept when a card of the game asks about it). */
    public static void noteDamageDealt(GameState s, DamageDealt dealt) {
        s.thisTurn.damageDealt.add(dealt);
    }
}
