/**
 * What a player does: {@link dicemasters.engine.action.Action}, small immutable records the front door
 * checks and carries out. It sits below the rule rooms, which read and answer actions, and above the state
 * and the energy a payment names; it holds no rule.
 */
package dicemasters.engine.action;
