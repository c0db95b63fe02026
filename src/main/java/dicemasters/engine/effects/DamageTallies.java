package dicemasters.engine.effects;

import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.DamageDealt;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;

import java.util.List;

/**
 * The damage each die deals in a turn, for the cards that ask about it: how much a die dealt ("if
 * Betrayal did at least 2 damage"), and whether its combat damage has hit both an opposing character
 * die and an opponent (She-Hulk: Sensational). Kept only in games with such a card.
 */
final class DamageTallies {
    private DamageTallies() {
    }

    static void dealtToDie(GameState s, GameEvent.DieDamaged d, List<PendingEffect> batch) {
        if (d.sourceDie() >= 0) {
            record(s, new DamageDealt(d.sourceDie(), d.amount(), d.combat(), false, opposing(s, d.sourceDie(),
                    d.owner())), batch);
        }
    }

    static void dealtToPlayer(GameState s, GameEvent.PlayerDamaged pd, List<PendingEffect> batch) {
        if (pd.sourceDie() >= 0) {
            record(s, new DamageDealt(pd.sourceDie(), pd.amount(), pd.combat(), true, opposing(s, pd.sourceDie(),
                    pd.player())), batch);
        }
    }

    private static void record(GameState s, DamageDealt dealt, List<PendingEffect> batch) {
        if (!s.gameCards().tracksDamageDealt() || dealt.amount() <= 0) {
            return;
        }
        boolean hadBoth = hitDieAndOpponent(s, dealt.sourceDie());
        s.thisTurn.damageDealt.add(dealt);
        if (!hadBoth && hitDieAndOpponent(s, dealt.sourceDie())) {
            Triggers.onDie(s, dealt.sourceDie(), Trigger.WHEN_COMBAT_DAMAGE_HITS_DIE_AND_OPPONENT, batch);
        }
    }

    private static boolean hitDieAndOpponent(GameState s, int dieId) {
        List<DamageDealt> combat = s.thisTurn.damageDealt.stream()
                .filter(d -> d.sourceDie() == dieId && d.combat() && d.toOpponent()).toList();
        return combat.stream().anyMatch(DamageDealt::toPlayer) && combat.stream().anyMatch(d -> !d.toPlayer());
    }

    private static boolean opposing(GameState s, int sourceDie, int player) {
        return s.seats().opponents(s.die(sourceDie).owner(), player);
    }
}
