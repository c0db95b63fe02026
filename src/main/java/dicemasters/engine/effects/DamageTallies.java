package dicemasters.engine.effects;

import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.DamageDealt;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.TurnRecords;

import java.util.List;

/**
 * The damage each die deals in a turn, for the cards that ask about it: how much a die dealt ("if
 * Betrayal did at least 2 damage"), and whether its combat damage has hit both an opposing character
 * die and an opponent (She-Hulk: Sensational). Kept only in games with such a card.
 */
final class DamageTallies {
    private DamageTallies() {
    }

    /** The damage a die dealt is recorded for the turn (a change, kept as the event is looked at). */
    static void record(GameState s, GameEvent e) {
        DamageDealt dealt = dealtBy(s, e);
        if (dealt != null) {
            TurnRecords.noteDamageDealt(s, dealt);
        }
    }

    /**
     * "When its combat damage hits a die and an opponent": the damage of the event, just recorded, made
     * its die one that has done both this turn, for the first time.
     */
    static void hitDieAndOpponent(GameState s, GameEvent e, List<PendingEffect> batch) {
        DamageDealt dealt = dealtBy(s, e);
        if (dealt == null) {
            return;
        }
        List<DamageDealt> all = s.thisTurn().damageDealt();
        if (hitDieAndOpponent(all, dealt.sourceDie()) && !hitDieAndOpponent(all.subList(0, all.size() - 1),
                dealt.sourceDie())) {
            Triggers.onDie(s, dealt.sourceDie(), Trigger.WHEN_COMBAT_DAMAGE_HITS_DIE_AND_OPPONENT, batch);
        }
    }

    /** The damage a die dealt that the turn keeps, or null (no die dealt it, none was dealt, no card asks). */
    private static DamageDealt dealtBy(GameState s, GameEvent e) {
        if (!s.gameCards().tracksDamageDealt()) {
            return null;
        }
        DamageDealt dealt = null;
        if (e instanceof GameEvent.DieDamaged d && d.sourceDie() >= 0) {
            dealt = new DamageDealt(d.sourceDie(), d.amount(), d.combat(), false, opposing(s, d.sourceDie(), d.owner()));
        } else if (e instanceof GameEvent.PlayerDamaged pd && pd.sourceDie() >= 0) {
            dealt = new DamageDealt(pd.sourceDie(), pd.amount(), pd.combat(), true,
                    opposing(s, pd.sourceDie(), pd.player()));
        }
        return dealt != null && dealt.amount() > 0 ? dealt : null;
    }

    private static boolean hitDieAndOpponent(List<DamageDealt> dealt, int dieId) {
        List<DamageDealt> combat = dealt.stream()
                .filter(d -> d.sourceDie() == dieId && d.combat() && d.toOpponent()).toList();
        return combat.stream().anyMatch(DamageDealt::toPlayer) && combat.stream().anyMatch(d -> !d.toPlayer());
    }

    private static boolean opposing(GameState s, int sourceDie, int player) {
        return s.seats().opponents(s.die(sourceDie).owner(), player);
    }
}
