package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestCards;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.FIELD_ZONE;
import static dicemasters.testing.Rulebook.FIST;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.RESERVE_POOL;
import static dicemasters.testing.Rulebook.USED_PILE;
import static dicemasters.testing.Rulebook.action;
import static dicemasters.testing.Rulebook.level;

/**
 * "When they are rolled to this face (in the Reserve Pool or the Field Zone) they are considered to be
 * Sidekick Character Dice (level 1), for game effects that look for character dice. However, when they
 * are unrolled (in the Prep Area, Used Pile, or the bag) they are not considered to be character dice,
 * but just Sidekick dice." (DC Justice, Dice)
 */
class SidekickDiceTest {

    /** Recall: Field target character die from your Used Pile. */
    private static final CardDefinition RECALL = CardBuilder.basicAction("Recall").cost(2).whenUsed(
            new Effect.FieldDice(FieldFromElsewhereTest.yourCharacterDice(DieSelector.Selection.TARGET, Place.USED)))
            .build();
    /** Muster: Gain 1 life for each of your character dice in the Reserve Pool. */
    private static final CardDefinition MUSTER = CardBuilder.basicAction("Muster").cost(2).whenUsed(
            new Effect.GainLife(PlayerSelector.YOU, Amount.forEach(
                    FieldFromElsewhereTest.yourCharacterDice(DieSelector.Selection.ALL, Place.RESERVE), 1))).build();
    /** Footsoldier, with Ally: "counts as a Sidekick while in the Field Zone". */
    private static final CardDefinition FOOTSOLDIER = CardBuilder.character("Footsoldier").cost(2).energy(FIST)
            .level(0, 1, 1).level(1, 2, 2).keywords(Keyword.ALLY).build();

    /** Roll Call: Gain 1 life for each of your Sidekick dice in {@code place}. */
    private static CardDefinition rollCall(Place place) {
        DieSelector sidekicks = new DieSelector(DieSelector.Selection.ALL, Side.OWN,
                DieFilter.of(new DieCondition.Sidekick(true)), 0, false, place);
        return CardBuilder.basicAction("Roll Call").cost(2)
                .whenUsed(new Effect.GainLife(PlayerSelector.YOU, Amount.forEach(sidekicks, 1))).build();
    }

    @Test
    void a_sidekick_die_in_the_used_pile_is_not_a_character_die_to_target() {
        TestGame game = TestGame.setup().ann(TestCards.MEDIC).basicActions(RECALL).at(ANN, MAIN_STEP);
        TestDie recall = game.place(ANN, RECALL, RESERVE_POOL, action(0));
        game.place(ANN, "SIDEKICK", USED_PILE);

        assertThat(game).action(new Action.UseActionDie(recall.id())).isRejectedBecause("Recall has no valid target.");
    }

    @Test
    void a_character_die_in_the_used_pile_is_chosen_and_the_sidekick_beside_it_is_not() {
        TestGame game = TestGame.setup().ann(TestCards.MEDIC).basicActions(RECALL).at(ANN, MAIN_STEP);
        TestDie recall = game.place(ANN, RECALL, RESERVE_POOL, action(0));
        TestDie sidekick = game.place(ANN, "SIDEKICK", USED_PILE);
        TestDie medic = game.place(ANN, "Medic", USED_PILE);

        game.use(recall);

        assertThat(game).as("the Medic is the only target").asksNothing();
        assertThat(game).die(medic).isIn(FIELD_ZONE);
        assertThat(game).die(sidekick).isIn(USED_PILE);
    }

    @Test
    void a_sidekick_die_counts_as_a_character_die_only_while_rolled_to_its_character_face() {
        TestGame game = TestGame.setup().basicActions(MUSTER).at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        TestDie muster = game.place(ANN, MUSTER, RESERVE_POOL, action(0));
        game.sidekick(ANN, RESERVE_POOL);
        game.energy(ANN, FIST);

        game.use(muster);

        assertThat(game).player(ANN).as("one Sidekick character die; the energy one and those in the bag are not")
                .hasLife(6);
    }

    /**
     * "Character dice with the Ally ability count as Sidekicks also while in the Field Zone. They don't
     * count as Sidekick Dice when in the bag, Prep Area, Used Pile, or anywhere else." (DC Justice,
     * Glossary: Ally)
     */
    @Test
    void an_ally_die_is_no_sidekick_die_in_the_used_pile() {
        CardDefinition inUsedPile = rollCall(Place.USED);
        TestGame game = TestGame.setup().ann(FOOTSOLDIER).basicActions(inUsedPile).at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        TestDie use = game.place(ANN, inUsedPile, RESERVE_POOL, action(0));
        game.place(ANN, "SIDEKICK", USED_PILE);
        game.place(ANN, FOOTSOLDIER, USED_PILE);
        game.place(ANN, FOOTSOLDIER, FIELD_ZONE, level(1));

        game.use(use);

        assertThat(game).player(ANN).as("the Sidekick only, not the Footsoldier in the Used Pile").hasLife(6);
    }

    @Test
    void an_ally_die_counts_as_a_sidekick_in_the_field_zone() {
        CardDefinition inField = rollCall(Place.FIELD);
        TestGame game = TestGame.setup().ann(FOOTSOLDIER).basicActions(inField).at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        TestDie use = game.place(ANN, inField, RESERVE_POOL, action(0));
        game.place(ANN, FOOTSOLDIER, FIELD_ZONE, level(1));
        game.place(ANN, FOOTSOLDIER, USED_PILE);

        game.use(use);

        assertThat(game).player(ANN).as("the Footsoldier in the Field Zone counts as a Sidekick").hasLife(6);
    }
}
