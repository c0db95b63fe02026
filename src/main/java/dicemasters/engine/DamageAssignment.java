package dicemasters.engine;

/** Part of an attacker's combat damage assigned to one of its blockers. */
public record DamageAssignment(int attacker, int blocker, int amount) {
}
