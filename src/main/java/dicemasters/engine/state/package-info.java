/**
 * The table: dice and their faces in zones, the cards in play, the players and who sits where
 * ({@link dicemasters.engine.state.Seats}: teams, teammates, the opponent across, turn order), the
 * random generator and scripted dice. {@link dicemasters.engine.state.Table} (with {@link dicemasters.engine.state.Life}
 * and {@link dicemasters.engine.state.KnockOuts}) is the one place where dice and players change (each change
 * emits the event that tells it); {@link dicemasters.engine.state.PositionEditor}
 * sets up positions by hand for tests. Rulebook: "Game Components", "Zones", "Dice and Faces".
 */
package dicemasters.engine.state;
