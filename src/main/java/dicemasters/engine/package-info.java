/**
 * The rules engine's front door: everything the rest of the program needs to play a game.
 * <ul>
 *   <li>{@link dicemasters.engine.Engine}: start a game, list the legal actions, check one (with a
 *       reason a player can read), apply one; a pure function of the state and the action.</li>
 *   <li>{@link dicemasters.engine.action.Action} (what a player does), {@link dicemasters.engine.state.Decision}
 *       (a choice the engine waits on), {@link dicemasters.engine.Result} and
 *       {@link dicemasters.engine.state.GameEvent} (what changed, in words).</li>
 *   <li>{@link dicemasters.engine.state.GameState}: everything about a game at one moment; outside the
 *       engine it is read through its methods only ({@code ArchitectureTest}).</li>
 *   <li>{@link dicemasters.engine.setup.GameSetup}: the teams, the format and who goes first.</li>
 * </ul>
 * The rules themselves live in the rooms below, one per chapter of the rulebook.
 */
package dicemasters.engine;
