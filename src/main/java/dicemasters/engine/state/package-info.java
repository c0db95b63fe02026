/**
 * The state, the bottom layer above the card language (it uses nothing else; {@code ArchitectureTest}):
 * {@link dicemasters.engine.state.GameState} (everything about a game at one moment), what it is made
 * of (dice and their faces in zones, the cards in play, the players and who sits where
 * ({@link dicemasters.engine.state.Seats}), the random generator and scripted dice, the effect queue,
 * the turn's combat, what lasts the turn, the pending {@link dicemasters.engine.state.Decision}), and the
 * {@link dicemasters.engine.state.GameEvent}s that tell every change.
 * {@link dicemasters.engine.state.Table} (with {@link dicemasters.engine.state.Life}) is the one place
 * where dice and players change, each change emitting the event that tells it. What a move triggers
 * by the rules (replacements, control, copies, captures, tokens) the state asks through
 * {@link dicemasters.engine.state.MoveRules}, which the rule rooms answer and the front door gives to
 * each game. {@link dicemasters.engine.state.PositionEditor} sets up positions by hand for tests.
 * Rulebook: "Game Components", "Zones", "Dice and Faces".
 */
package dicemasters.engine.state;
