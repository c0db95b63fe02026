package dicemasters.engine.state;

import java.util.List;

/**
 * The turn's combat ({@link CombatState}), changed only here: declarations a Doubles teammate made
 * first, who declares the blockers, the second Attack Step, the Assault phases, damage assigned,
 * the one blocker that damages an attacker, and damage waiting for reactions. None is told by an
 * event of its own: the rule that makes the change tells it (attackers declared, damage prevented).
 */
public final class CombatChanges {
    private CombatChanges() {
    }

    /** Doubles: attackers a teammate declared first wait for the other's ({@code List.of()}: none wait). */
    public static void holdAttackers(GameState s, List<Integer> attackers) {
        s.combat.heldAttackers = List.copyOf(attackers);
    }

    /** Doubles: blocks a teammate declared first wait for the other's ({@code List.of()}: none wait). */
    public static void holdBlocks(GameState s, List<BlockDeclared> blocks) {
        s.combat.heldBlocks = List.copyOf(blocks);
    }

    /** Whether the active player declares the opponent's blockers this turn. */
    public static void attackerDeclaresBlockers(GameState s, boolean attackerDeclares) {
        s.combat.blockersByAttacker = attackerDeclares;
    }

    public static void beginSecondAttackStep(GameState s) {
        s.combat.secondAttackStep = true;
    }

    /** Assign Damage goes to {@code phase} (see {@code combat.Combat}: not started, Fast dice, the rest, done). */
    public static void enterDamagePhase(GameState s, int phase) {
        s.combat.combatPhase = phase;
    }

    /** The damage assigned in this phase is dealt: the next phase begins with none assigned. */
    public static void nextDamagePhase(GameState s) {
        s.combat.damageAssignments.clear();
        s.combat.combatPhase++;
    }

    /** The attacking player split a blocked attacker's damage among its blockers. */
    public static void assignDamage(GameState s, List<DamageAssignment> shares) {
        s.combat.damageAssignments.addAll(shares);
    }

    /** The defending player chose the one blocker that deals damage to the attacker. */
    public static void chooseSoleDamageDealer(GameState s, BlockDeclared block) {
        s.combat.soleDamageDealers.add(block);
    }

    /** The Attack Step is over: no damage phase, no blocker chosen to deal damage alone. */
    public static void endAttackStep(GameState s) {
        s.combat.combatPhase = 0;
        s.combat.soleDamageDealers.clear();
    }

    /** The turn ends: nothing assigned, no damage phase, no second Attack Step begun. */
    public static void endTurn(GameState s) {
        s.combat.combatPhase = 0;
        s.combat.damageAssignments.clear();
        s.combat.secondAttackStep = false;
    }

    /** Damage waits for the players' reactions before it is dealt, joining any already waiting. */
    public static void holdDamage(GameState s, List<DamageHit> hits, List<Integer> outOfPlayAfter) {
        PendingDamage waiting = s.combat.pendingDamage;
        s.combat.pendingDamage = waiting == null ? new PendingDamage(hits, outOfPlayAfter, List.of())
                : waiting.plus(hits, outOfPlayAfter);
    }

    /** A hit waiting to be dealt changes (prevented, redirected, reacted to). */
    public static void changeHeldHit(GameState s, int index, DamageHit hit) {
        s.combat.pendingDamage = s.combat.pendingDamage.withHit(index, hit);
    }

    /** The player lets the waiting damage be dealt without reacting. */
    public static void declineReactions(GameState s, int player) {
        s.combat.pendingDamage = s.combat.pendingDamage.declinedBy(player);
    }

    /** Nobody reacts any more: the waiting damage is dealt now; returns it. */
    public static PendingDamage releaseHeldDamage(GameState s) {
        PendingDamage waiting = s.combat.pendingDamage;
        s.combat.pendingDamage = null;
        return waiting;
    }
}
