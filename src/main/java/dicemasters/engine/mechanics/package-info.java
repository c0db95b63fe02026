/**
 * The special mechanics: capturing a die, taking control of one, copying abilities or becoming a
 * copy, and character tokens. Each keeps what it changed so that it can be undone when it ends
 * (at the end of the turn, or when the die that did it leaves the Field Zone, as
 * {@code turn.MoveConsequences} asks). The lowest rule room: it uses no other. Rulebook:
 * "Capture", "Control", "Copy", "Tokens".
 */
package dicemasters.engine.mechanics;
