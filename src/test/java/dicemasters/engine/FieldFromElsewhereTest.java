package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.Zone;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestCards;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.FIELD_ZONE;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.RESERVE_POOL;
import static dicemasters.testing.Rulebook.USED_PILE;
import static dicemasters.testing.Rulebook.action;
import static dicemasters.testing.Rulebook.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Some game effects may 'field' a character die from a place other than the Reserve Pool (from the
 * Used Pile or bag, for example). In these cases, the fielding cost should be assumed to be free, and
 * the die should be fielded on level 1, unless the effect says otherwise. If the effect says to
 * 'move,' 'place,' 'return,' or 'swap' a die into the Field Zone, that will not trigger any 'when
 * fielded' effects." (DC Justice, Reducing Purchase Costs and Fielding Costs)
 */
class FieldFromElsewhereTest {

    /** Your character dice in a place: "target character die in your Used Pile", "all ... in your bag". */
    static DieSelector yourCharacterDice(DieSelector.Selection selection, Place place) {
        DieFilter characters = DieFilter.of(new DieCondition.Character(true));
        return new DieSelector(selection, Side.OWN, characters, selection == DieSelector.Selection.ALL ? 0 : 1,
                false, place);
    }

    /** Recall: Field target character die from your Used Pile. */
    private static final CardDefinition RECALL = CardBuilder.basicAction("Recall").cost(2)
            .whenUsed(new Effect.FieldDice(yourCharacterDice(DieSelector.Selection.TARGET, Place.USED))).build();

    /** Ann's Main Step, her Medic die ("when fielded, gain 1 life") in {@code where}, life 5; she uses {@code card}. */
    private static TestGame annUses(CardDefinition card, Zone where, TestDie[] medic) {
        TestGame game = TestGame.setup().ann(TestCards.MEDIC).basicActions(card).at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        medic[0] = game.place(ANN, "Medic", where, level(3));
        game.use(game.place(ANN, card, RESERVE_POOL, action(0)));
        return game;
    }

    @Test
    void a_die_fielded_from_the_used_pile_is_free_comes_in_on_level_1_and_triggers_when_fielded() {
        TestDie[] medic = new TestDie[1];
        TestGame game = annUses(RECALL, USED_PILE, medic);

        assertThat(game).die(medic[0]).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game.events(GameEvent.DieFielded.class)).extracting(GameEvent.DieFielded::dieId)
                .containsExactly(medic[0].id());
        assertThat(game.events(GameEvent.EnergySpent.class)).as("fielding from elsewhere is free").isEmpty();
        assertThat(game).player(ANN).as("Medic's \"when fielded\" gained a life").hasLife(6);
    }

    @Test
    void unless_the_effect_says_otherwise_a_die_fielded_at_level_2_comes_in_at_level_2() {
        CardDefinition recallHigh = CardBuilder.basicAction("Recall").cost(2).whenUsed(new Effect.FieldDice(
                yourCharacterDice(DieSelector.Selection.TARGET, Place.USED), 2)).build();
        TestDie[] medic = new TestDie[1];
        TestGame game = annUses(recallHigh, USED_PILE, medic);

        assertThat(game).die(medic[0]).isIn(FIELD_ZONE).showsLevel(2);
        assertThat(game).player(ANN).hasLife(6);
    }

    @ParameterizedTest
    @EnumSource(value = Zone.class, names = {"PREP", "BAG"})
    void a_die_is_fielded_from_the_prep_area_or_the_bag_as_well(Zone where) {
        Place place = where == Zone.PREP ? Place.PREP : Place.BAG;
        CardDefinition call = CardBuilder.basicAction("Call").cost(2).whenUsed(new Effect.FieldDice(
                yourCharacterDice(DieSelector.Selection.ALL, place))).build();
        TestDie[] medic = new TestDie[1];
        TestGame game = annUses(call, where, medic);

        assertThat(game).die(medic[0]).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game).player(ANN).hasLife(6);
    }

    @Test
    void a_die_moved_into_the_field_zone_is_not_fielded_and_triggers_nothing() {
        CardDefinition pull = CardBuilder.basicAction("Pull").cost(2).whenUsed(new Effect.MoveDice(
                yourCharacterDice(DieSelector.Selection.TARGET, Place.USED), Place.FIELD, 0)).build();
        TestDie[] medic = new TestDie[1];
        TestGame game = annUses(pull, USED_PILE, medic);

        assertThat(game).die(medic[0]).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game.events(GameEvent.DieFielded.class)).isEmpty();
        assertThat(game).player(ANN).as("no \"when fielded\"").hasLife(5);
    }

    @Test
    void a_die_that_cannot_be_fielded_stays_where_it_is_and_the_log_says_why() {
        DieSelector anyDieInUsedPile = new DieSelector(DieSelector.Selection.TARGET, Side.OWN, DieFilter.ANY, 1,
                false, Place.USED);
        CardDefinition recallAny = CardBuilder.basicAction("Recall").cost(2)
                .whenUsed(new Effect.FieldDice(anyDieInUsedPile)).build();
        TestGame game = TestGame.setup().ann(TestCards.MEDIC).basicActions(recallAny).at(ANN, MAIN_STEP);
        TestDie recall = game.place(ANN, recallAny, RESERVE_POOL, action(0));
        TestDie usedActionDie = game.place(ANN, recallAny, USED_PILE);

        game.use(recall);

        assertThat(game).die(usedActionDie).isIn(USED_PILE);
        assertThat(game).log().says("Recall: Ann's Recall die is not fielded: it has no character face.");
    }
}
