/**
 * The turn and priority: Clear and Draw (drawing, refilling the bag, the shortfall), Roll and
 * Reroll, the Main Step's actions (buy, field, use action dice), passing priority, the Attack Step's
 * sub-steps, Cleanup and the end of the turn; the list of legal actions and the answers to
 * decisions; what a die's move triggers, put together from the rooms below
 * ({@link dicemasters.engine.turn.MoveConsequences}). The top rule room: no other room calls it. Rulebook: "Turn Summary", "Priority", "Main Step".
 */
package dicemasters.engine.turn;
