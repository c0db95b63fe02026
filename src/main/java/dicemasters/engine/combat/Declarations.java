package dicemasters.engine.combat;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.BlockDeclared;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Declaring attackers and blockers at the start of the Attack Step: which dice may, and what the
 * declaration does (dice move to the Attack Zone; blockers pair with attackers, paying any cost to block).
 * In Doubles each player declares for their own dice, teammates one after the other; the first's
 * declaration is held and both are carried out together, as if declared at the same time. A player
 * blocks only the attackers attacking them (never for a teammate).
 */
public final class Declarations {
    private Declarations() {
    }

    /** The character dice the player declaring attackers now may attack with. */
    public static List<Die> possibleAttackers(GameState s) {
        return possibleAttackers(s, s.declaring() >= 0 ? s.declaring() : s.activePlayer());
    }

    private static List<Die> possibleAttackers(GameState s, int player) {
        List<Die> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.owner() == player && d.zone() == Zone.FIELD && s.face(d).isCharacter()
                    && CombatRestrictions.canAttack(s, d)) {
                result.add(d);
            }
        }
        return result;
    }

    /** The character dice the player declaring blockers now may block with (none when no one attacks them). */
    public static List<Die> possibleBlockers(GameState s) {
        return possibleBlockers(s, s.defender());
    }

    private static List<Die> possibleBlockers(GameState s, int defender) {
        List<Die> result = new ArrayList<>();
        // In Doubles a player no one attacks has nothing to block (in a two-player game this is also
        // asked before attackers are declared: which dice could block).
        if (s.seats().teamsOfTwo() && blockableAttackers(s, defender).isEmpty()) {
            return result;
        }
        for (Die d : s.dice()) {
            if (d.owner() == defender && d.zone() == Zone.FIELD && s.face(d).isCharacter()
                    && CombatRestrictions.canBlock(s, d)) {
                result.add(d);
            }
        }
        return result;
    }

    /** The attackers the defending player declaring now may block: those attacking them. */
    public static List<Die> blockableAttackers(GameState s) {
        return blockableAttackers(s, s.defender());
    }

    private static List<Die> blockableAttackers(GameState s, int defender) {
        List<Die> attackers = Combat.attackers(s);
        if (!s.seats().teamsOfTwo()) {
            return attackers;
        }
        return attackers.stream().filter(a -> Combat.attacked(s, a) == defender).toList();
    }

    /** Whether anyone of the team whose turn it is could attack: if not, the turn ends without an attack. */
    public static boolean anyoneCanAttack(GameState s) {
        return firstWith(s, s.seats().allies(s.activePlayer()), -1, true) >= 0;
    }

    /** Whether anyone of the defending team could block: if not, blockers are skipped. */
    public static boolean anyoneCanBlock(GameState s) {
        return firstWith(s, s.seats().opponentsOf(s.activePlayer()), -1, false) >= 0;
    }

    /** Who of the team declares first: the first in seat order with dice to declare, after {@code after}. */
    private static int firstWith(GameState s, List<Integer> team, int after, boolean attacking) {
        boolean looking = after < 0;
        for (int p : team) {
            if (looking && !(attacking ? possibleAttackers(s, p) : possibleBlockers(s, p)).isEmpty()) {
                return p;
            }
            looking |= p == after;
        }
        return -1;
    }

    /** The Attack Step begins: the active team's first player with dice that may attack declares first. */
    public static void beginAttackers(GameState s) {
        int first = firstWith(s, s.seats().allies(s.activePlayer()), -1, true);
        StateChanges.setDeclaring(s, first == s.activePlayer() ? GameState.NO_ONE : first);
    }

    /** Blockers are declared: the defending team's first player with dice that may block declares first. */
    public static void beginBlockers(GameState s) {
        int first = firstWith(s, s.seats().opponentsOf(s.activePlayer()), -1, false);
        StateChanges.setDeclaring(s, first == s.inactivePlayer() ? GameState.NO_ONE : first);
    }

    public static String checkAttackers(GameState s, Action.DeclareAttackers a) {
        if (s.step() != Step.DECLARE_ATTACKERS) {
            return "Attackers are declared at the start of the Attack Step.";
        }
        List<Die> allowed = possibleAttackers(s);
        Set<Integer> seen = new HashSet<>();
        for (int id : a.dice()) {
            if (!s.hasDie(id) || !allowed.contains(s.die(id)) || !seen.add(id)) {
                return "Only your character dice in the Field Zone can attack, each once.";
            }
        }
        if (a.dice().isEmpty() && allowed.isEmpty()) {
            return null;
        }
        // Rules on the attack as a whole judge it with the attackers a teammate declared first.
        List<Integer> attack = new ArrayList<>(s.combat().heldAttackers());
        attack.addAll(a.dice());
        return AttackRules.attackProblem(s, attack);
    }

    public static void declareAttackers(Table t, Action.DeclareAttackers a) {
        GameState s = t.s;
        int declarer = s.actingPlayer();
        int next = firstWith(s, s.seats().allies(s.activePlayer()), declarer, true);
        List<Integer> all = new ArrayList<>(s.combat().heldAttackers());
        all.addAll(a.dice());
        if (next >= 0) {
            CombatChanges.holdAttackers(s, all);
            StateChanges.setDeclaring(s, next);
            return;
        }
        CombatChanges.holdAttackers(s, List.of());
        StateChanges.setDeclaring(s, GameState.NO_ONE);
        if (all.isEmpty()) {
            t.emit(new GameEvent.NoAttack(s.activePlayer(), t.teamName(s.activePlayer()), s.seats().teamsOfTwo()));
            StateChanges.enterStep(s, Step.CLEANUP);
            return;
        }
        for (int id : all) {
            Die d = s.die(id);
            t.move(d, Zone.ATTACK);
            t.emit(new GameEvent.AttackerDeclared(d.owner(), id, s.nameOf(d)));
        }
        StateChanges.enterStep(s, Step.DECLARE_BLOCKERS);
    }

    public static String checkBlockers(GameState s, Action.DeclareBlockers a) {
        if (s.step() != Step.DECLARE_BLOCKERS) {
            return "Blockers are declared after attackers.";
        }
        if (!a.blocks().isEmpty() && !PlayerBlockRules.mayDeclareBlockers(s, s.defender())) {
            return s.player(s.defender()).name() + " may not declare blockers this turn.";
        }
        List<Die> allowed = possibleBlockers(s);
        List<Die> attackers = Combat.attackers(s);
        List<Die> blockable = blockableAttackers(s);
        for (Action.Block b : a.blocks()) {
            if (!s.hasDie(b.blocker()) || !allowed.contains(s.die(b.blocker()))) {
                return "Each of your character dice in the Field Zone can block one attacker.";
            }
            if (!s.hasDie(b.attacker()) || !attackers.contains(s.die(b.attacker()))) {
                return "A blocker must block an attacking character die.";
            }
            if (!blockable.contains(s.die(b.attacker()))) {
                return s.nameOf(s.die(b.attacker())) + " attacks your teammate: a player may not block for a teammate.";
            }
        }
        String several = SeveralBlocks.declarationProblem(s, a.blocks());
        return several != null ? several : CombatRestrictions.blockProblem(s, a.blocks());
    }

    public static void declareBlockers(Table t, Action.DeclareBlockers a) {
        GameState s = t.s;
        int next = firstWith(s, s.seats().opponentsOf(s.activePlayer()), s.defender(), false);
        List<Action.Block> all = new ArrayList<>();
        s.combat().heldBlocks().forEach(b -> all.add(new Action.Block(b.blocker(), b.attacker())));
        all.addAll(a.blocks());
        if (next >= 0) {
            CombatChanges.holdBlocks(s, all.stream().map(b -> new BlockDeclared(b.blocker(), b.attacker())).toList());
            StateChanges.setDeclaring(s, next);
            return;
        }
        CombatChanges.holdBlocks(s, List.of());
        StateChanges.setDeclaring(s, GameState.NO_ONE);
        for (Action.Block b : all) {
            Die blocker = s.die(b.blocker());
            Die attacker = s.die(b.attacker());
            if (!blocker.isBlocking()) { // a die blocking several attackers pays and moves once
                CombatRestrictions.payToBlock(t, blocker);
                PlayerBlockRules.loseLifeForBlocker(t, blocker);
                t.move(blocker, Zone.ATTACK);
            }
            t.block(blocker, attacker);
            // One event per attacker blocked: "when blocks" / "when engaged" abilities of a die blocking
            // several trigger once for each of them, "that die" being that attacker.
            t.emit(new GameEvent.BlockerDeclared(blocker.owner(), blocker.id(), s.nameOf(blocker), attacker.id(),
                    s.nameOf(attacker)));
        }
        StateChanges.enterStep(s, Step.ATTACK_WINDOW);
    }
}
