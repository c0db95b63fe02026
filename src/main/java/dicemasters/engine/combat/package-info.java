/**
 * The Attack Step and damage: declaring attackers and blockers, a die blocking several attackers,
 * attack and defense with bonuses, assigning and splitting combat damage (Fast first, Overcrush),
 * dealing any damage through shields, limits and the players' reactions (prevent, redirect), KO.
 * Rulebook: "Attack Step", "Damage", "Reactive Global Abilities".
 */
package dicemasters.engine.combat;
