/**
 * The state, the bottom layer above the card language (it uses nothing else; {@code ArchitectureTest}):
 * {@link dicemasters.engine.state.GameState} (everything about a game at one moment), what it is made
 * of (dice and their faces in zones, the cards in play, the players and who sits where
 * ({@link dicemasters.engine.state.Seats}), the random generator and scripted dice, the effect queue,
 * the turn's combat, what lasts the turn, the pending {@link dicemasters.engine.state.Decision}), and the
 * {@link dicemasters.engine.state.GameEvent}s that tell every change.
 * The state is its own one writer: every rule changes it through its operations, named for what they
 * do in the rules ({@link dicemasters.engine.state.Table} and {@link dicemasters.engine.state.Life} for
 * dice and players, {@link dicemasters.engine.state.StateChanges}, {@link dicemasters.engine.state.EffectQueue},
 * {@link dicemasters.engine.state.AppliedModifiers}, {@link dicemasters.engine.state.TurnRecords},
 * {@link dicemasters.engine.state.CombatChanges}, {@link dicemasters.engine.state.TurnTallies}), a change
 * a player sees emitting the event that tells it; nothing outside writes a field (ArchitectureTest). What a move triggers
 * by the rules (replacements, control, copies, captures, tokens) the state asks through
 * {@link dicemasters.engine.state.MoveRules}, which the rule rooms answer and the front door gives to
 * each game. {@link dicemasters.engine.state.PositionEditor} sets up positions by hand (the one
 * exception to the one writer).
 * Rulebook: "Game Components", "Zones", "Dice and Faces".
 */
package dicemasters.engine.state;
