/**
 * What a game starts from: the teams and the Basic Action Cards of a new game
 * ({@link dicemasters.engine.setup.GameSetup}), or a position described for people
 * ({@link dicemasters.engine.setup.Position}). Plain values the front door takes, below the rule rooms that
 * build a game from them; no rule lives here.
 */
package dicemasters.engine.setup;
