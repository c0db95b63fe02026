/**
 * The card language: cards as data (faces and levels, costs, energy types, affiliations, keywords)
 * and their abilities (triggers, costs, effects, selectors and filters, amounts, conditions,
 * restrictions). It knows no rule: the rooms of the engine give these words their meaning, the
 * {@code dicemasters.cards} package reads them from JSON and writes the text a player reads.
 */
package dicemasters.engine.card;
