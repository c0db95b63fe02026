/**
 * Rules that keywords and card text add to buying, attacking and blocking: cost reductions, combat
 * restrictions ("can't block", "must attack if able"), Intimidate, Deadly and the other keywords of
 * the rulebooks' glossaries; knocking a die out ({@link dicemasters.engine.keywords.KnockOuts}), which
 * keywords and restrictions may resist or replace. Rulebook: "Glossary".
 */
package dicemasters.engine.keywords;
