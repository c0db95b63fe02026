/**
 * Building a team for a format (demo, casual, tournament): cards with different names, dice per card
 * within their limits, the format's total of dice and its Basic Action Cards, each problem explained.
 * Rulebook: "Customizing Your Team", "Tournament Rules".
 */
package dicemasters.engine.team;
