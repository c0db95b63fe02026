/**
 * The Attack Step and damage: declaring attackers and blockers under the restrictions cards and keywords
 * put on them ("can't block", "must be blocked", Call Out), a die blocking several attackers, a second
 * Attack Step, assigning and splitting combat damage (Fast first, Overcrush),
 * dealing any damage through shields, limits and the players' reactions (prevent, redirect), KO.
 * Rulebook: "Attack Step", "Damage", "Reactive Global Abilities".
 */
package dicemasters.engine.combat;
