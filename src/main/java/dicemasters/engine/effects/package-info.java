/**
 * Card abilities at work: what triggers them, the effect queue (first in, first out; the active
 * player's simultaneous triggers first, in the order they choose), targets, what each effect of the
 * card language does, Global Abilities, the "you may instead" choices when a die would be KO'd, abilities of dice in the Field Zone, action cards that work
 * for the turn, naming, secret numbers and chosen faces. Rulebook: "Effect Timing and
 * Resolution", "Global Abilities", "Targeting".
 */
package dicemasters.engine.effects;
