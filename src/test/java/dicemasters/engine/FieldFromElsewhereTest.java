package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.events;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Scenario.action;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Some game effects may 'field' a character die from a place other than the Reserve Pool (from the
 * Used Pile or bag, for example). In these cases, the fielding cost should be assumed to be free, and
 * the die should be fielded on level 1, unless the effect says otherwise. If the effect says to
 * 'move,' 'place,' 'return,' or 'swap' a die into the Field Zone, that will not trigger any 'when
 * fielded' effects." (DC Justice, Reducing Purchase Costs and Fielding Costs)
 */
class FieldFromElsewhereTest {

    /** A basic action whose only text is {@code effect}. */
    private static CardDefinition basicAction(String name, Effect effect) {
        return new CardDefinition("T-" + name, name, "", CardType.BASIC_ACTION, 2, List.of(), List.of(), 3,
                StandardDice.basicActionFaces(), Set.of(), List.of(Ability.of(Trigger.ACTION_USED, effect)));
    }

    /** Your character dice in a place ("character die in your Used Pile"). */
    static DieSelector yourCharacterDice(DieSelector.Selection selection, Place place) {
        DieFilter character = new DieFilter(null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, true, null, null);
        return new DieSelector(selection, Side.OWN, character, selection == DieSelector.Selection.ALL ? 0 : 1, false,
                place);
    }

    private static final DieSelector TARGET_IN_USED_PILE =
            yourCharacterDice(DieSelector.Selection.TARGET, Place.USED);

    private int actionDie;
    private int medic;

    /** Ann's Main Step; her Medic die ("when fielded, gain 1 life") waits in {@code where}; life 5. */
    private Scenario annHasAMedicIn(CardDefinition card, Zone where) {
        Scenario sc = Scenario.game().annBrings(Cards.MEDIC, 2).basicAction(card).at(5, 0, Step.MAIN).lifeOf(0, 5);
        medic = sc.place(0, "Medic", where, level(3));
        actionDie = sc.place(0, card.name(), Zone.RESERVE, action(0));
        return sc;
    }

    private Result.Done use(Scenario sc) {
        return ok(sc.state(), new Action.UseActionDie(actionDie));
    }

    @Test
    void a_die_fielded_from_the_used_pile_is_free_comes_in_on_level_1_and_triggers_when_fielded() {
        CardDefinition recall = basicAction("Recall", new Effect.FieldDice(TARGET_IN_USED_PILE));
        Result.Done done = use(annHasAMedicIn(recall, Zone.USED));

        GameState s = done.state();
        assertThat(s.die(medic).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.face(s.die(medic)).level()).isEqualTo(1);
        assertThat(events(done, GameEvent.DieFielded.class)).extracting(GameEvent.DieFielded::dieId)
                .containsExactly(medic);
        assertThat(events(done, GameEvent.EnergySpent.class)).as("fielding from elsewhere is free").isEmpty();
        assertThat(s.player(0).life()).as("Medic's \"when fielded\" gained a life").isEqualTo(6);
    }

    @Test
    void unless_the_effect_says_otherwise_a_die_fielded_at_level_2_comes_in_at_level_2() {
        CardDefinition recall = basicAction("Recall", new Effect.FieldDice(TARGET_IN_USED_PILE, 2));
        GameState s = use(annHasAMedicIn(recall, Zone.USED)).state();

        assertThat(s.die(medic).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.face(s.die(medic)).level()).isEqualTo(2);
        assertThat(s.player(0).life()).isEqualTo(6);
    }

    @ParameterizedTest
    @EnumSource(value = Zone.class, names = {"PREP", "BAG"})
    void a_die_is_fielded_from_the_prep_area_or_the_bag_as_well(Zone where) {
        Place place = where == Zone.PREP ? Place.PREP : Place.BAG;
        CardDefinition call = basicAction("Call", new Effect.FieldDice(yourCharacterDice(DieSelector.Selection.ALL, place)));
        GameState s = use(annHasAMedicIn(call, where)).state();

        assertThat(s.die(medic).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.face(s.die(medic)).level()).isEqualTo(1);
        assertThat(s.player(0).life()).isEqualTo(6);
    }

    @Test
    void a_die_moved_into_the_field_zone_is_not_fielded_and_triggers_nothing() {
        CardDefinition pull = basicAction("Pull", new Effect.MoveDice(TARGET_IN_USED_PILE, Place.FIELD, 0));
        Result.Done done = use(annHasAMedicIn(pull, Zone.USED));

        GameState s = done.state();
        assertThat(s.die(medic).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.face(s.die(medic)).level()).isEqualTo(1);
        assertThat(events(done, GameEvent.DieFielded.class)).isEmpty();
        assertThat(s.player(0).life()).as("no \"when fielded\"").isEqualTo(5);
    }

    @Test
    void a_die_that_cannot_be_fielded_stays_where_it_is_and_the_log_says_why() {
        DieSelector anyDieInUsedPile = new DieSelector(DieSelector.Selection.TARGET, Side.OWN, DieFilter.ANY, 1,
                false, Place.USED);
        CardDefinition recall = basicAction("Recall", new Effect.FieldDice(anyDieInUsedPile));
        Scenario sc = Scenario.game().annBrings(Cards.MEDIC, 2).basicAction(recall).at(5, 0, Step.MAIN);
        actionDie = sc.place(0, "Recall", Zone.RESERVE, action(0));
        int usedActionDie = sc.place(0, "Recall", Zone.USED, action(1));

        Result.Done done = use(sc);

        assertThat(done.state().die(usedActionDie).zone()).isEqualTo(Zone.USED);
        assertThat(events(done, GameEvent.EffectNotDone.class)).extracting(GameEvent::text)
                .containsExactly("Recall: Ann's Recall die is not fielded: it has no character face.");
    }
}
