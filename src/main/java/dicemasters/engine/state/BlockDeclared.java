package dicemasters.engine.state;

/**
 * A die blocking an attacker, as the state remembers it (a block a Doubles teammate declared first,
 * or the one blocker chosen to deal damage to an attacker); the action that declares blocks says it
 * with {@code Action.Block}.
 */
public record BlockDeclared(int blocker, int attacker) {
}
