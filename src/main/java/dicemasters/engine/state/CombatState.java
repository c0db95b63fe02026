package dicemasters.engine.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What the turn's combat has declared and staged so far: the Doubles declarations a teammate made
 * first, the Assault phase, damage assigned and damage waiting for reactions, and the turn's combat
 * rules set by cards. Part of {@link dicemasters.engine.state.GameState}; changed only through
 * {@link CombatChanges}, read by everyone through its methods (read-only views that follow the state).
 */
public final class CombatState {
    /** This turn the active player declares the opponent's blockers (spread over the attackers first). */
    boolean blockersByAttacker;
    /** Doubles: attackers and blocks a teammate declared first, carried out together with the other's. */
    List<Integer> heldAttackers = List.of();
    List<BlockDeclared> heldBlocks = List.of();
    /** Assign Damage's phase: not started, Fast dice, everyone else, done (see {@code combat.Combat}). */
    int combatPhase;
    final List<DamageAssignment> damageAssignments = new ArrayList<>();
    /** The one blocker the defending player chose to deal damage to an attacker only one blocker may damage. */
    final List<BlockDeclared> soleDamageDealers = new ArrayList<>();
    /** This turn's second Attack Step has begun (a card allows one after the first). */
    boolean secondAttackStep;
    /** Damage waiting for reactions before it is dealt, or null. */
    PendingDamage pendingDamage;

    /** A copy to change on its own (the held lists are immutable and shared; the others are copied). */
    CombatState copy() {
        CombatState c = new CombatState();
        c.blockersByAttacker = blockersByAttacker;
        c.heldAttackers = heldAttackers;
        c.heldBlocks = heldBlocks;
        c.combatPhase = combatPhase;
        StateLists.copyInto(damageAssignments, c.damageAssignments);
        StateLists.copyInto(soleDamageDealers, c.soleDamageDealers);
        c.secondAttackStep = secondAttackStep;
        c.pendingDamage = pendingDamage;
        return c;
    }

    /** Whether the active player declares the opponent's blockers this turn. */
    public boolean blockersByAttacker() {
        return blockersByAttacker;
    }

    /** Doubles: attackers a teammate declared first, moved with the other's (immutable). */
    public List<Integer> heldAttackers() {
        return heldAttackers;
    }

    /** Doubles: blocks a teammate declared first, made with the other's (immutable). */
    public List<BlockDeclared> heldBlocks() {
        return heldBlocks;
    }

    /** Assign Damage's phase: not started, Fast dice, everyone else, done. */
    public int combatPhase() {
        return combatPhase;
    }

    public List<DamageAssignment> damageAssignments() {
        return Collections.unmodifiableList(damageAssignments);
    }

    /** Blocker and attacker: the only blocker that deals damage to that attacker this Attack Step. */
    public List<BlockDeclared> soleDamageDealers() {
        return Collections.unmodifiableList(soleDamageDealers);
    }

    /** Whether this turn's second Attack Step has begun. */
    public boolean isSecondAttackStep() {
        return secondAttackStep;
    }

    /** Damage waiting for the players' reactions before it is dealt, or null. */
    public PendingDamage pendingDamage() {
        return pendingDamage;
    }
}
