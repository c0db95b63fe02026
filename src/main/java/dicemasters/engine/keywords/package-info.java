/**
 * Rules that keywords and card text add to buying and to the turn: cost reductions, a die bought
 * ({@link dicemasters.engine.keywords.Purchases}), Intimidate, Deadly's marks and the other keywords of
 * the rulebooks' glossaries (restrictions on attacking and blocking are combat's); knocking a die out ({@link dicemasters.engine.keywords.KnockOuts}), which
 * keywords and restrictions may resist or replace. Rulebook: "Glossary".
 */
package dicemasters.engine.keywords;
