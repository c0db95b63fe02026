/**
 * Energy and costs: checking that a payment is exactly a cost and meets its energy types, paying it
 * (partial spends spin a die down, virtual energy), and suggesting a sensible payment. Rulebook:
 * "Energy", "Purchasing Dice", "Fielding Characters".
 */
package dicemasters.engine.energy;
