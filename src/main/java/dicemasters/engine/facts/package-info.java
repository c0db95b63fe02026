/**
 * What is true of the table now, as every rule room asks it: a die's attack, defense, keywords and
 * restrictions with every bonus and "while active" effect ({@link dicemasters.engine.facts.Stats}), which
 * cards are active and which dice a selector matches ({@link dicemasters.engine.facts.Targets}), whether an
 * ability's condition holds ({@link dicemasters.engine.facts.Conditions}), what an amount counts
 * ({@link dicemasters.engine.facts.Amounts}), whether damage KOs a die ({@link dicemasters.engine.facts.Defeat}),
 * whether a player may start an ability ({@link dicemasters.engine.facts.AbilityStarts}), the life other
 * cards charge to use a triggered ability ({@link dicemasters.engine.facts.LifeTaxes}).
 * Questions only: nothing here changes a state. It sits above the mechanics (a captured die, a copy, a token)
 * and below every room that carries out rules. Rulebook: "Attack and Defense", "Active", "Targeting".
 */
package dicemasters.engine.facts;
