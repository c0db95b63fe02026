package dicemasters.engine.effects;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.TurnEffect;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * Dice a card chose for the rest of the turn ("choose target attacker; if that attacker damages
 * the opponent this turn ..."): they are kept as the dice of a {@link TurnEffect}.
 */
public final class Marks {
    private Marks() {
    }

    /** The marking card's "when the marked die damages the opponent" abilities trigger, once per damage. */
    static void damagedOpponent(GameState s, GameEvent.PlayerDamaged damage, List<PendingEffect> batch) {
        for (TurnEffect te : s.thisTurn().turnEffects()) {
            if (!(te.effect(s) instanceof Effect.MarkForTurn)
                    || !te.dice().contains(damage.sourceDie()) || !s.seats().opponents(damage.player(), te.controller())) {
                continue;
            }
            List<Ability> abilities = s.abilities(te.cardIndex());
            for (int i = 0; i < abilities.size(); i++) {
                if (abilities.get(i).trigger() == Trigger.WHEN_MARKED_DIE_DAMAGES_OPPONENT) {
                    batch.add(new PendingEffect(te.controller(), te.cardIndex(), i, -1, damage.sourceDie(), 0, 0,
                            null));
                }
            }
        }
    }

    /** Where a die Out of Play goes at the end of the turn: the Prep Area when a mark says so. */
    public static Zone endOfTurnZone(GameState s, Die d) {
        for (TurnEffect te : s.thisTurn().turnEffects()) {
            if (te.effect(s) instanceof Effect.MarkForTurn m
                    && m.prepInsteadOfUsed() && te.dice().contains(d.id())) {
                return Zone.PREP;
            }
        }
        return Zone.USED;
    }
}
