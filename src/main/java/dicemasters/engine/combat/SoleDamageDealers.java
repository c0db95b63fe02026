package dicemasters.engine.combat;

import dicemasters.engine.card.Effect;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.BlockDeclared;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.StaticKind;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;

import java.util.List;

/**
 * "Only one blocking die may deal damage to this attacker; the defending player chooses"
 * ({@link Effect.OneBlockerDealsDamage}). At the start of Assign Damage, before any die deals
 * damage (Fast ones included), the defending player chooses one of the attacker's blockers; the
 * others deal it no combat damage this Attack Step. They are still blocking: the attacker's damage
 * is split among all of them as usual. The choice is a {@link Decision.ChooseTargets} asked while no
 * ability resolves, which is how its answer is told from an ability's targets.
 */
public final class SoleDamageDealers {
    private SoleDamageDealers() {
    }

    /** Asks the defending player to choose for the first attacker that needs it; true when asked. */
    static boolean ask(Table t) {
        GameState s = t.s;
        Die attacker = firstUnchosen(s);
        if (attacker == null) {
            return false;
        }
        List<Integer> blockers = Combat.blockersOf(s, attacker).stream().map(Die::id).toList();
        int defender = Combat.attacked(s, attacker);
        StateChanges.ask(s, new Decision.ChooseTargets(defender, t.name(defender) + ": choose the one blocker that deals"
                + " damage to " + s.nameOf(attacker) + " (only one of its blockers may)", blockers, 1, 1));
        return true;
    }

    /** Whether the pending choice of dice is this one rather than an ability's targets. */
    public static boolean isAsked(GameState s) {
        return s.decision() instanceof Decision.ChooseTargets && s.step() == Step.ASSIGN_DAMAGE
                && s.isQueueEmpty();
    }

    /** The defending player chose the blocker (checked by the decision: one of the attacker's blockers). */
    public static void chosen(Table t, List<Integer> dice) {
        GameState s = t.s;
        Die attacker = firstUnchosen(s);
        Die blocker = s.die(dice.get(0));
        StateChanges.decided(s);
        CombatChanges.chooseSoleDamageDealer(s, new BlockDeclared(blocker.id(), attacker.id()));
        t.emit(new GameEvent.AbilityTriggered(blocker.owner(), s.nameOf(attacker), t.name(blocker.owner())
                + " chooses " + s.nameOf(blocker) + ", the only blocker that deals it damage"));
    }

    /** Whether the blocker deals its combat damage to this attacker (false when another was chosen). */
    static boolean deals(GameState s, Die blocker, Die attacker) {
        for (BlockDeclared chosen : s.combat().soleDamageDealers()) {
            if (chosen.attacker() == attacker.id()) {
                return chosen.blocker() == blocker.id();
            }
        }
        return true;
    }

    private static Die firstUnchosen(GameState s) {
        for (Die attacker : Combat.attackers(s)) {
            if (Combat.blockersOf(s, attacker).size() > 1 && !hasChoice(s, attacker) && onlyOneMay(s, attacker)) {
                return attacker;
            }
        }
        return null;
    }

    private static boolean hasChoice(GameState s, Die attacker) {
        return s.combat().soleDamageDealers().stream().anyMatch(b -> b.attacker() == attacker.id());
    }

    private static boolean onlyOneMay(GameState s, Die attacker) {
        return Stats.staticEffectsOn(s, attacker, StaticKind.ONE_BLOCKER_DEALS_DAMAGE).stream()
                .anyMatch(st -> st.effect() instanceof Effect.OneBlockerDealsDamage);
    }
}
