/**
 * The test fixture for rule and card tests, usable from any test package: set up a position,
 * script the dice, play through the engine, assert like the rulebook.
 * <pre>{@code
 * import static dicemasters.testing.GameAssert.assertThat;
 * import static dicemasters.testing.Rulebook.*;
 *
 * @Test
 * void sniper_deals_one_damage_to_the_only_opposing_character_when_fielded() {
 *     TestGame game = TestGame.setup().ann(TestCards.SNIPER).ben(TestCards.BLACK_MANTA).at(ANN, MAIN_STEP);
 *     TestDie sniper = game.place(ANN, "Sniper", RESERVE_POOL, level(1));
 *     TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
 *
 *     game.field(sniper);
 *
 *     assertThat(game).die(manta).hasDamage(1);
 *     assertThat(game).die(sniper).isIn(FIELD_ZONE);
 * }
 * }</pre>
 * <ul>
 * <li>{@link dicemasters.testing.TestGame#setup()} and {@link dicemasters.testing.GameBuilder}: the teams
 * (bundled card ids or test cards), then {@code at} or {@code before} a step of either player;</li>
 * <li>{@link dicemasters.testing.GamePosition}: dice placed by hand, scripted draws and rolls, reading;</li>
 * <li>{@link dicemasters.testing.TestGame}: the moves, each through {@code Engine.apply};</li>
 * <li>{@link dicemasters.testing.GameAssert}: the assertions;</li>
 * <li>{@link dicemasters.testing.CardBuilder}, {@link dicemasters.testing.TestCards}: test cards written like the card.</li>
 * </ul>
 * The guide is {@code docs/TESTING.md}.
 */
package dicemasters.testing;
