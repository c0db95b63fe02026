package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Play.rejected;
import static dicemasters.engine.Scenario.action;
import static dicemasters.engine.Scenario.energy;
import static dicemasters.engine.Scenario.level;
import static dicemasters.engine.Scenario.sidekickCharacter;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "When they are rolled to this face (in the Reserve Pool or the Field Zone) they are considered to be
 * Sidekick Character Dice (level 1), for game effects that look for character dice. However, when they
 * are unrolled (in the Prep Area, Used Pile, or the bag) they are not considered to be character dice,
 * but just Sidekick dice." (DC Justice, Dice)
 */
class SidekickDiceTest {

    private static CardDefinition basicAction(String name, Effect effect) {
        return new CardDefinition("T-" + name, name, "", CardType.BASIC_ACTION, 2, List.of(), List.of(), 3,
                StandardDice.basicActionFaces(), Set.of(), List.of(Ability.of(Trigger.ACTION_USED, effect)));
    }

    /** Field target character die from your Used Pile. */
    private static final CardDefinition RECALL = basicAction("Recall", new Effect.FieldDice(
            FieldFromElsewhereTest.yourCharacterDice(DieSelector.Selection.TARGET, Place.USED)));
    /** Gain 1 life for each of your character dice in the Reserve Pool. */
    private static final CardDefinition MUSTER = basicAction("Muster", new Effect.GainLife(PlayerSelector.YOU,
            Amount.forEach(FieldFromElsewhereTest.yourCharacterDice(DieSelector.Selection.ALL, Place.RESERVE), 1)));
    /** A character with Ally: "counts as a Sidekick while in the Field Zone". */
    private static final CardDefinition FOOTSOLDIER = Cards.character("Footsoldier", 2, Energy.FIST,
            Set.of(Keyword.ALLY), List.of(), new int[]{0, 1, 1}, new int[]{1, 2, 2}, new int[]{1, 3, 3});

    /** Gain 1 life for each of your Sidekick dice in a place. */
    private static CardDefinition countSidekicksIn(Place place) {
        DieSelector sidekicks = new DieSelector(DieSelector.Selection.ALL, Side.OWN, new DieFilter(true, null, null,
                null), 0, false, place);
        return basicAction("Roll Call", new Effect.GainLife(PlayerSelector.YOU, Amount.forEach(sidekicks, 1)));
    }

    @Test
    void a_sidekick_die_in_the_used_pile_is_not_a_character_die_to_target() {
        Scenario sc = Scenario.game().annBrings(Cards.MEDIC, 2).basicAction(RECALL).at(5, 0, Step.MAIN);
        int recall = sc.place(0, "Recall", Zone.RESERVE, action(0));
        sc.place(0, "Sidekick", Zone.USED, sidekickCharacter());

        assertThat(rejected(sc.state(), new Action.UseActionDie(recall))).isEqualTo("Recall has no valid target.");
    }

    @Test
    void a_character_die_in_the_used_pile_is_chosen_and_the_sidekick_beside_it_is_not() {
        Scenario sc = Scenario.game().annBrings(Cards.MEDIC, 2).basicAction(RECALL).at(5, 0, Step.MAIN);
        int recall = sc.place(0, "Recall", Zone.RESERVE, action(0));
        int sidekick = sc.place(0, "Sidekick", Zone.USED, sidekickCharacter());
        int medic = sc.place(0, "Medic", Zone.USED, level(1));

        GameState s = ok(sc.state(), new Action.UseActionDie(recall)).state();

        assertThat(s.decision()).as("the Medic is the only target").isNull();
        assertThat(s.die(medic).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.die(sidekick).zone()).isEqualTo(Zone.USED);
    }

    @Test
    void a_sidekick_die_counts_as_a_character_die_only_while_rolled_to_its_character_face() {
        Scenario sc = Scenario.game().basicAction(MUSTER).at(5, 0, Step.MAIN).lifeOf(0, 5);
        int muster = sc.place(0, "Muster", Zone.RESERVE, action(0));
        sc.place(0, "Sidekick", Zone.RESERVE, sidekickCharacter());
        sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));

        GameState s = ok(sc.state(), new Action.UseActionDie(muster)).state();

        assertThat(s.player(0).life()).as("one Sidekick character die; the energy one and the bag's are not")
                .isEqualTo(6);
    }

    /**
     * "Character dice with the Ally ability count as Sidekicks also while in the Field Zone. They don't
     * count as Sidekick Dice when in the bag, Prep Area, Used Pile, or anywhere else." (DC Justice, Glossary: Ally)
     */
    @Test
    void an_ally_die_counts_as_a_sidekick_in_the_field_zone_and_nowhere_else() {
        CardDefinition inUsedPile = countSidekicksIn(Place.USED);
        Scenario sc = Scenario.game().annBrings(FOOTSOLDIER, 2).basicAction(inUsedPile).at(5, 0, Step.MAIN)
                .lifeOf(0, 5);
        int use = sc.place(0, "Roll Call", Zone.RESERVE, action(0));
        sc.place(0, "Sidekick", Zone.USED, sidekickCharacter());
        sc.place(0, "Footsoldier", Zone.USED, level(1));
        sc.place(0, "Footsoldier", Zone.FIELD, level(1));

        GameState s = ok(sc.state(), new Action.UseActionDie(use)).state();
        assertThat(s.player(0).life()).as("the Sidekick only, not the Footsoldier in the Used Pile").isEqualTo(6);

        CardDefinition inField = countSidekicksIn(Place.FIELD);
        Scenario field = Scenario.game().annBrings(FOOTSOLDIER, 2).basicAction(inField).at(5, 0, Step.MAIN)
                .lifeOf(0, 5);
        use = field.place(0, "Roll Call", Zone.RESERVE, action(0));
        field.place(0, "Footsoldier", Zone.FIELD, level(1));
        field.place(0, "Footsoldier", Zone.USED, level(1));

        s = ok(field.state(), new Action.UseActionDie(use)).state();
        assertThat(s.player(0).life()).as("the Footsoldier in the Field Zone counts as a Sidekick").isEqualTo(6);
    }
}
