package dicemasters.engine.effects;

import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;

import java.util.List;

/**
 * Triggers on what happens to a die between the steps' big moments: spun up (Awaken), rolled by an
 * effect outside the Roll and Reroll Step, left unfielded at the end of the Main Step, made stronger
 * by a Global Ability or an action die. Rolls and
 * spins are many, so each is looked at only in games where a card has that trigger.
 */
final class DiceChangeTriggers {
    private DiceChangeTriggers() {
    }

    static void collect(GameState s, GameEvent e, List<PendingEffect> batch) {
        if (e instanceof GameEvent.DieSpun spun && spun.toLevel() > spun.fromLevel()
                && s.gameCards().has(Trigger.WHEN_SPUN_UP) && s.isCharacterInField(s.die(spun.dieId()))) {
            Triggers.onDie(s, spun.dieId(), Trigger.WHEN_SPUN_UP, batch);
        } else if (e instanceof GameEvent.DieRolled rolled && !rolled.inRollStep()
                && s.gameCards().has(Trigger.WHEN_ROLLED_OUTSIDE_ROLL_STEP)) {
            Triggers.onDie(s, rolled.dieId(), Trigger.WHEN_ROLLED_OUTSIDE_ROLL_STEP, batch);
        } else if (e instanceof GameEvent.StatsModified raised && raised.byGlobalOrAction()
                && (raised.attack() > 0 || raised.defense() > 0)
                && s.gameCards().has(Trigger.WHEN_RAISED_BY_GLOBAL_OR_ACTION)) {
            Triggers.onDie(s, raised.dieId(), Trigger.WHEN_RAISED_BY_GLOBAL_OR_ACTION, batch);
        } else if (e instanceof GameEvent.DieLeftUnfielded left && s.gameCards().has(Trigger.WHEN_LEFT_UNFIELDED)) {
            Triggers.onDie(s, left.dieId(), Trigger.WHEN_LEFT_UNFIELDED, batch);
        }
    }
}
