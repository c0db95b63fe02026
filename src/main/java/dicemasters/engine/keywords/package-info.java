/**
 * Rules that keywords and card text add to buying, attacking and blocking: cost reductions, combat
 * restrictions ("can't block", "must attack if able"), Intimidate, Deadly and the other keywords of
 * the rulebooks' glossaries. Rulebook: "Glossary".
 */
package dicemasters.engine.keywords;
