package dicemasters.engine.effects;

import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.TurnTallies;

/**
 * What the rules keep of an event as it is looked at, apart from what it triggers (which changes
 * nothing): a new turn's tallies and records, a die fielded (counted, and the keywords cards grant
 * to dice as they are fielded), a die attacking or blocking (in combat this turn; "must attack at
 * its next opportunity" met; Deadly's marks), damage a die dealt.
 */
final class EventRecords {
    private EventRecords() {
    }

    static void keep(Table t, GameEvent e) {
        GameState s = t.s;
        if (e instanceof GameEvent.TurnStarted) {
            TurnTallies.startTurn(s);
            TurnRecords.startTurn(s);
        } else if (e instanceof GameEvent.DieFielded f) {
            TurnTallies.countFielded(s, f.player(), f.dieId());
            CardTriggers.grantOnFielding(t, s.die(f.dieId()));
        } else if (e instanceof GameEvent.AttackerDeclared a) {
            KeywordRules.attacked(s, s.die(a.dieId()));
            t.markInCombat(s.die(a.dieId()));
        } else if (e instanceof GameEvent.BlockerDeclared b) {
            KeywordRules.markDeadly(s, s.die(b.blocker()), s.die(b.attacker()));
            t.markInCombat(s.die(b.blocker()));
        } else if (e instanceof GameEvent.DieDamaged || e instanceof GameEvent.PlayerDamaged) {
            DamageTallies.record(s, e);
        }
    }
}
