package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Side;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BRUISER;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.SHRINK;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The keywords of the DC Justice glossary that no card of the four sets prints, each played by a
 * test card read by the real loader from {@code src/test/resources/testcards/justice}, and each test
 * quoting the glossary's sentence it follows.
 */
class JusticeGlossaryKeywordTest {
    private static final CardLibrary TEST_CARDS = testCards();
    /** Granite Guard (4, Shield), Iron Will: {1, 2A, 3D}, {1, 3A, 4D}, {2, 4A, 5D}. */
    private static final CardDefinition GUARD = TEST_CARDS.byId("DCK001").orElseThrow();
    /** Armored Guard (5, Bolt), Suit Up (Granite Guard, Sidekick): {1, 3A, 3D}, {2, 5A, 5D}, {2, 6A, 6D}. */
    private static final CardDefinition ARMORED = TEST_CARDS.byId("DCK002").orElseThrow();
    /** Assassin (3, Mask): When fielded, KO target opposing character die. */
    private static final CardDefinition ASSASSIN = CardBuilder.character("Assassin").cost(3).energy(MASK)
            .level(0, 1, 1).level(1, 2, 2).level(1, 3, 3)
            .whenFielded(new Effect.KnockOut(DieSelector.target(Side.OPPOSING))).build();

    private static CardLibrary testCards() {
        try {
            Path dir = Path.of(JusticeGlossaryKeywordTest.class.getResource("/testcards/justice").toURI());
            CardLibrary library = CardLibrary.loadDirectory(dir);
            assertThat(library.errors()).isEmpty();
            return library;
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void the_test_cards_say_their_keywords() {
        assertThat(CardText.of(GUARD)).startsWith("Iron Will (");
        assertThat(TEST_CARDS.playableCards()).contains(GUARD);
    }

    /** "This character die cannot be KO'd unless it was previously damaged this turn." */
    @Test
    void iron_will_the_first_damage_of_the_turn_does_not_ko_it_even_if_it_reaches_its_defense() {
        TestGame game = TestGame.setup().ann(BRUISER).ben(GUARD).at(ANN, MAIN_STEP);
        TestDie bruiser = game.place(ANN, BRUISER, FIELD_ZONE, level(1));
        TestDie guard = game.place(BEN, GUARD, FIELD_ZONE, level(1));

        game.attackBlockedBy(bruiser, guard);

        assertThat(game).die(guard).wasNotKnockedOut().isIn(FIELD_ZONE);
        assertThat(game).player(BEN).as("Overcrush cannot get past a blocker it cannot KO").hasLife(10);
    }

    /** "(a) it is damaged a second time and the total damage it received this turn equals or exceeds its D ... then KO." */
    @Test
    void iron_will_damaged_a_second_time_with_enough_damage_in_all_it_is_kod() {
        TestGame game = TestGame.setup().ann(GUARD).ben(GUARD).basicActions(EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie guard = game.place(BEN, GUARD, FIELD_ZONE, level(1));

        game.use(game.place(ANN, EXCESSIVE_FORCE, RESERVE_POOL, action(0)));
        game.choose(guard);
        assertThat(game).die(guard).as("6 damage the first time").isIn(FIELD_ZONE).hasDamage(6);
        game.attackBlockedBy(sidekick, guard);

        assertThat(game).die(guard).wasKnockedOut();
    }

    /**
     * "(b) a game effect later in the same turn reduces this character die's defense such that the
     * damage it previously received this turn is equal to or greater than its new D ... then KO."
     */
    @Test
    void iron_will_a_later_defense_reduction_kos_it() {
        TestGame game = TestGame.setup().ann(GUARD).ben(GUARD).basicActions(EXCESSIVE_FORCE, SHRINK)
                .at(ANN, MAIN_STEP);
        TestDie guard = game.place(BEN, GUARD, FIELD_ZONE, level(3));
        game.energy(ANN, FIST);

        game.use(game.place(ANN, EXCESSIVE_FORCE, RESERVE_POOL, action(0)));
        assertThat(game).die(guard).isIn(FIELD_ZONE).hasDamage(6);
        game.useGlobal(SHRINK.id(), 0);

        assertThat(game).die(guard).wasKnockedOut();
    }

    /** "(c) a later game effect this turn directs that the character die be KO'd, then KO this character die." */
    @Test
    void iron_will_an_effect_kos_it_only_once_it_was_damaged_this_turn() {
        TestGame game = TestGame.setup().ann(ASSASSIN).ben(GUARD).at(ANN, MAIN_STEP);
        TestDie guard = game.place(BEN, GUARD, FIELD_ZONE, level(1));

        game.field(game.place(ANN, ASSASSIN, RESERVE_POOL, level(1)));

        assertThat(game).die(guard).wasNotKnockedOut().isIn(FIELD_ZONE);
        assertThat(game).log().says("Ben's Granite Guard has Iron Will: not damaged this turn, it cannot be KO'd.");

        game.damage(guard, 1);
        game.field(game.place(ANN, ASSASSIN, RESERVE_POOL, level(1)));
        assertThat(game).die(guard).wasKnockedOut();
    }

    /**
     * "When you purchase a character die with Suit Up, you may KO a character die you control whose name
     * matches one of the ones listed in the ability. If you do, you may immediately move the purchased die
     * to the Field Zone at level 2."
     */
    @Test
    void suit_up_koing_a_named_die_moves_the_purchased_die_to_the_field_zone_at_level_two() {
        TestGame game = TestGame.setup().ann(ARMORED, GUARD).ben(GUARD).at(ANN, MAIN_STEP);
        TestDie guard = game.place(ANN, GUARD, FIELD_ZONE, level(1));
        TestDie other = game.place(ANN, GUARD, FIELD_ZONE, level(2));
        game.damage(guard, 1);
        for (int i = 0; i < 5; i++) {
            game.energy(ANN, BOLT);
        }

        game.buy(ARMORED.id());
        assertThat(game).waitsOn(ANN);
        game.choose(guard);

        assertThat(game).die(guard).wasKnockedOut();
        assertThat(game).die(other).isIn(FIELD_ZONE);
        TestDie armored = game.handle(game.state().diceIn(ANN, FIELD_ZONE).stream()
                .filter(d -> game.state().definition(d) == ARMORED).findFirst().orElseThrow());
        assertThat(game).die(armored).showsLevel(2);
        assertThat(game.events(dicemasters.engine.state.GameEvent.DieFielded.class)).as("moved, not fielded").isEmpty();
    }

    @Test
    void suit_up_declined_leaves_the_purchased_die_in_the_used_pile() {
        TestGame game = TestGame.setup().ann(ARMORED).ben(GUARD).at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        for (int i = 0; i < 5; i++) {
            game.energy(ANN, BOLT);
        }

        game.buy(ARMORED.id());
        game.chooseNone();

        assertThat(game).die(sidekick).isIn(FIELD_ZONE);
        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 1).hasNoDiceIn(PREP_AREA);
    }
}
