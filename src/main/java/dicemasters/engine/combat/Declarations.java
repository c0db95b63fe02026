package dicemasters.engine.combat;

import dicemasters.engine.Action;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Flow;
import dicemasters.engine.turn.Rules;
import dicemasters.engine.turn.Step;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Declaring attackers and blockers at the start of the Attack Step: which dice may, and what the
 * declaration does (dice move to the Attack Zone; blockers pair with attackers, paying any cost to block).
 */
public final class Declarations {
    private Declarations() {
    }

    public static List<Die> possibleAttackers(GameState s) {
        List<Die> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.owner() == s.activePlayer() && d.zone() == Zone.FIELD && s.face(d).isCharacter()
                    && KeywordRules.canAttack(s, d)) {
                result.add(d);
            }
        }
        return result;
    }

    public static List<Die> possibleBlockers(GameState s) {
        List<Die> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.owner() != s.activePlayer() && d.zone() == Zone.FIELD && s.face(d).isCharacter()
                    && KeywordRules.canBlock(s, d)) {
                result.add(d);
            }
        }
        return result;
    }

    public static String checkAttackers(GameState s, Action.DeclareAttackers a) {
        if (s.step() != Step.DECLARE_ATTACKERS) {
            return "Attackers are declared at the start of the Attack Step.";
        }
        List<Die> allowed = possibleAttackers(s);
        Set<Integer> seen = new HashSet<>();
        for (int id : a.dice()) {
            if (!Rules.validDie(s, id) || !allowed.contains(s.die(id)) || !seen.add(id)) {
                return "Only your character dice in the Field Zone can attack, each once.";
            }
        }
        return a.dice().isEmpty() && allowed.isEmpty() ? null : KeywordRules.attackProblem(s, a.dice());
    }

    public static void declareAttackers(Table t, Action.DeclareAttackers a) {
        GameState s = t.s;
        if (a.dice().isEmpty()) {
            t.emit(new GameEvent.NoAttack(s.activePlayer(), t.name(s.activePlayer())));
            Flow.goTo(s, Step.CLEANUP);
            return;
        }
        for (int id : a.dice()) {
            Die d = s.die(id);
            t.move(d, Zone.ATTACK);
            t.emit(new GameEvent.AttackerDeclared(s.activePlayer(), id, s.nameOf(d)));
        }
        Flow.goTo(s, Step.DECLARE_BLOCKERS);
    }

    public static String checkBlockers(GameState s, Action.DeclareBlockers a) {
        if (s.step() != Step.DECLARE_BLOCKERS) {
            return "Blockers are declared after attackers.";
        }
        List<Die> allowed = possibleBlockers(s);
        List<Die> attackers = Combat.attackers(s);
        for (Action.Block b : a.blocks()) {
            if (!Rules.validDie(s, b.blocker()) || !allowed.contains(s.die(b.blocker()))) {
                return "Each of your character dice in the Field Zone can block one attacker.";
            }
            if (!Rules.validDie(s, b.attacker()) || !attackers.contains(s.die(b.attacker()))) {
                return "A blocker must block an attacking character die.";
            }
        }
        String several = SeveralBlocks.declarationProblem(s, a.blocks());
        return several != null ? several : KeywordRules.blockProblem(s, a.blocks());
    }

    public static void declareBlockers(Table t, Action.DeclareBlockers a) {
        GameState s = t.s;
        for (Action.Block b : a.blocks()) {
            Die blocker = s.die(b.blocker());
            Die attacker = s.die(b.attacker());
            if (!blocker.isBlocking()) { // a die blocking several attackers pays and moves once
                KeywordRules.payToBlock(t, blocker);
                t.move(blocker, Zone.ATTACK);
            }
            t.block(blocker, attacker);
            // One event per attacker blocked: "when blocks" / "when engaged" abilities of a die blocking
            // several trigger once for each of them, "that die" being that attacker.
            t.emit(new GameEvent.BlockerDeclared(blocker.owner(), blocker.id(), s.nameOf(blocker), attacker.id(),
                    s.nameOf(attacker)));
        }
        Flow.goTo(s, Step.ATTACK_WINDOW);
    }
}
