package dicemasters.engine.state;

import java.util.ArrayList;
import java.util.List;

/**
 * What the turn's combat has declared and staged so far: the Doubles declarations a teammate made
 * first, the Assault phase, damage assigned and damage waiting for reactions, and the turn's combat
 * rules set by cards. Part of {@link dicemasters.engine.state.GameState}; the engine changes it, the rest
 * of the program reads it through its methods.
 */
public final class CombatState {
    /** This turn the active player declares the opponent's blockers (spread over the attackers first). */
    public boolean blockersByAttacker;
    /** Doubles: attackers and blocks a teammate declared first, carried out together with the other's. */
    public List<Integer> heldAttackers = List.of();
    public List<BlockDeclared> heldBlocks = List.of();
    /** Assault phase: 0 while Fast dice deal damage, 1 for everyone else. */
    public int combatPhase;
    public List<DamageAssignment> damageAssignments = new ArrayList<>();
    /** The one blocker the defending player chose to deal damage to an attacker only one blocker may damage. */
    public List<BlockDeclared> soleDamageDealers = new ArrayList<>();
    /** This turn's second Attack Step has begun (a card allows one after the first). */
    public boolean secondAttackStep;
    /** Damage waiting for reactions before it is dealt, or null. */
    public PendingDamage pendingDamage;

    /** A copy to change on its own (the held lists are immutable and shared; the others are copied). */
    public CombatState copy() {
        CombatState c = new CombatState();
        c.blockersByAttacker = blockersByAttacker;
        c.heldAttackers = heldAttackers;
        c.heldBlocks = heldBlocks;
        c.combatPhase = combatPhase;
        // Most of these are empty; an empty ArrayList allocates nothing until it is added to.
        c.damageAssignments = damageAssignments.isEmpty() ? new ArrayList<>() : new ArrayList<>(damageAssignments);
        c.soleDamageDealers = soleDamageDealers.isEmpty() ? new ArrayList<>() : new ArrayList<>(soleDamageDealers);
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

    /** Assault phase: 0 while Fast dice deal damage, 1 for everyone else. */
    public int combatPhase() {
        return combatPhase;
    }

    public List<DamageAssignment> damageAssignments() {
        return List.copyOf(damageAssignments);
    }

    /** Blocker and attacker: the only blocker that deals damage to that attacker this Attack Step. */
    public List<BlockDeclared> soleDamageDealers() {
        return List.copyOf(soleDamageDealers);
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
