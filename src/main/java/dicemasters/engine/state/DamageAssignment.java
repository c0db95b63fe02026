package dicemasters.engine.state;

/**
 * Part of an attacker's combat damage assigned to one of its blockers; or, for a die blocking
 * several attackers, part of that blocker's damage ({@code attacker}) assigned to one of them
 * ({@code blocker}).
 */
public record DamageAssignment(int attacker, int blocker, int amount) {
}
