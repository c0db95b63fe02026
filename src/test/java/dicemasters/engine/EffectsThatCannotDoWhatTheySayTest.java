package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.events;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Scenario.action;
import static dicemasters.engine.Scenario.level;
import static dicemasters.engine.Scenario.sidekickCharacter;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An effect that cannot do what it says never passes in silence: the log tells what did not happen
 * and why, and nothing else changes.
 */
class EffectsThatCannotDoWhatTheySayTest {

    private static CardDefinition basicAction(String name, Effect effect) {
        return new CardDefinition("T-" + name, name, "", CardType.BASIC_ACTION, 2, List.of(), List.of(), 3,
                StandardDice.basicActionFaces(), Set.of(), List.of(Ability.of(Trigger.ACTION_USED, effect)));
    }

    /** A character whose level 1 costs nothing to field and whose only text is {@code ability}. */
    private static CardDefinition character(String name, Ability ability) {
        return Cards.character(name, 2, Energy.FIST, Set.of(), List.of(ability), new int[]{0, 1, 2},
                new int[]{1, 2, 2}, new int[]{1, 2, 3});
    }

    private static List<String> notDone(Result.Done done) {
        return events(done, GameEvent.EffectNotDone.class).stream().map(GameEvent::text).toList();
    }

    /** Ann's Main Step with {@code card}'s action die in her Reserve Pool; returns the result of using it. */
    private static Result.Done annUses(CardDefinition card, java.util.function.Consumer<Scenario> position) {
        Scenario sc = Scenario.game().annBrings(Cards.WONDER_WOMAN, 2).basicAction(card).at(5, 0, Step.MAIN);
        int die = sc.place(0, card.name(), Zone.RESERVE, action(0));
        position.accept(sc);
        return ok(sc.state(), new Action.UseActionDie(die));
    }

    /**
     * "Character dice that are already at their highest level cannot be spun up. ... Unless specified,
     * a character die cannot spin down from level 1 to a non-character face." (DC Justice, Levels and Spinning)
     */
    @Test
    void a_die_already_at_its_highest_or_lowest_level_is_not_spun_and_the_log_says_so() {
        DieSelector yours = DieSelector.all(Side.OWN, DieFilter.ANY);
        int[] top = new int[1];
        Result.Done up = annUses(basicAction("Rally", new Effect.SpinLevels(yours, 1)),
                sc -> top[0] = sc.place(0, "Wonder Woman", Zone.FIELD, level(3)));
        assertThat(up.state().face(up.state().die(top[0])).level()).isEqualTo(3);
        assertThat(notDone(up)).containsExactly(
                "Rally: Ann's Wonder Woman die is not spun up: it is already at its highest level.");

        Result.Done down = annUses(basicAction("Drain", new Effect.SpinLevels(yours, -1)),
                sc -> sc.place(0, "Wonder Woman", Zone.FIELD, level(1)));
        assertThat(notDone(down)).containsExactly(
                "Drain: Ann's Wonder Woman die is not spun down: it is already at its lowest level.");
    }

    /**
     * "Characters have levels (normally three levels, although a Sidekick Character Die has only one)"
     * (DC Justice, Levels and Spinning)
     */
    @Test
    void a_sidekick_die_is_not_spun_to_a_level_it_does_not_have() {
        Result.Done done = annUses(basicAction("Promote", new Effect.SpinToLevel(DieSelector.all(Side.OWN,
                DieFilter.ANY), 3)), sc -> sc.place(0, "Sidekick", Zone.FIELD, sidekickCharacter()));
        assertThat(notDone(done)).containsExactly("Promote: Ann's Sidekick die is not spun to level 3: it has no level 3.");
    }

    /**
     * "If at any time you need to draw dice and your bag is empty, put ALL dice from your Used Pile
     * into your bag, mix well, and continue drawing." With both empty, nothing is left to draw.
     * (DC Justice, Clear and Draw Step)
     */
    @Test
    void drawing_from_an_empty_bag_and_used_pile_draws_what_there_is_and_the_log_says_what_was_not() {
        Result.Done done = annUses(basicAction("Search", new Effect.DrawAndRoll(PlayerSelector.YOU, 2)), sc -> {
            for (int i = 0; i < 7; i++) {
                sc.place(0, "Sidekick", Zone.PREP, sidekickCharacter());
            }
            sc.place(0, "Sidekick", Zone.USED, sidekickCharacter());
        });
        assertThat(done.state().diceIn(0, Zone.RESERVE)).hasSize(1);
        assertThat(notDone(done)).containsExactly("Search: Ann draws 1 of 2 dice: the bag and the Used Pile are empty.");
    }

    /**
     * "Some effects have you do as much as you can" (DC Justice, Fundamental Rules): as much as nothing
     * is nothing, and the log says so.
     */
    @Test
    void an_amount_that_comes_to_zero_does_nothing_and_the_log_says_so() {
        DieSelector opposingDice = DieSelector.all(Side.OPPOSING, DieFilter.ANY);
        Result.Done damage = annUses(basicAction("Volley", new Effect.DamagePlayer(PlayerSelector.OPPONENT,
                Amount.forEach(opposingDice, 1))), sc -> { });
        assertThat(damage.state().player(1).life()).isEqualTo(10);
        assertThat(notDone(damage)).containsExactly("Volley: no damage is dealt: the amount comes to 0.");

        Result.Done prep = annUses(basicAction("Muster", new Effect.PrepFromBag(PlayerSelector.YOU,
                Amount.forEach(opposingDice, 1))), sc -> { });
        assertThat(notDone(prep)).containsExactly("Muster: no die is drawn: the number comes to 0.");
    }

    /**
     * "Unless the ability explicitly says otherwise, only character dice ... that are in the Field Zone
     * may be targeted." (DC Justice, Targeting) A "when fielded" ability with no die to target still
     * triggers, and the log says it found none.
     */
    @Test
    void a_triggered_ability_without_a_valid_target_says_so() {
        Scenario sc = Scenario.game().annBrings(Cards.SNIPER, 2).at(5, 0, Step.MAIN);
        int sniper = sc.place(0, "Sniper", Zone.RESERVE, level(1));
        Result.Done done = ok(sc.state(), new Action.Field(sniper, Payment.NOTHING));
        assertThat(notDone(done)).containsExactly("Sniper: there is no valid target to damage.");
    }

    /**
     * "Some abilities will affect all dice meeting some certain criteria ... Even though they don't
     * 'target', they still will only affect dice in the Field Zone." (DC Justice, Targeting)
     */
    @Test
    void an_ability_on_all_dice_of_a_kind_with_none_in_the_field_zone_says_so() {
        CardDefinition warcry = character("Warcry", Ability.of(Trigger.WHEN_FIELDED,
                new Effect.ModifyStats(DieSelector.all(Side.OPPOSING, DieFilter.ANY), -1, 0)));
        Scenario sc = Scenario.game().annBrings(warcry, 2).at(5, 0, Step.MAIN);
        int die = sc.place(0, "Warcry", Zone.RESERVE, level(1));
        Result.Done done = ok(sc.state(), new Action.Field(die, Payment.NOTHING));
        assertThat(notDone(done)).containsExactly("Warcry: there is no die it applies to.");
    }

    /**
     * "You cannot avoid paying costs." (DC Justice, Fundamental Rules) A cost that cannot be paid stops
     * the ability, and the log says why.
     */
    @Test
    void a_when_fielded_ability_whose_cost_cannot_be_paid_does_nothing_and_says_why() {
        CardDefinition tithe = character("Tithe", new Ability(Trigger.WHEN_FIELDED, Burst.ALWAYS, false,
                Cost.of(Energy.MASK), 0, List.of(new Effect.GainLife(PlayerSelector.YOU, 2))));
        Scenario sc = Scenario.game().annBrings(tithe, 2).at(5, 0, Step.MAIN).lifeOf(0, 5);
        int die = sc.place(0, "Tithe", Zone.RESERVE, level(1));
        Result.Done done = ok(sc.state(), new Action.Field(die, Payment.NOTHING));
        assertThat(done.state().player(0).life()).isEqualTo(5);
        assertThat(notDone(done)).containsExactly("Tithe: Ann has nothing to pay Mask with, so it does nothing.");
    }

    /**
     * "If the effect says to 'move,' 'place,' 'return,' or 'swap' a die into the Field Zone, that will
     * not trigger any 'when fielded' effects." (DC Justice, Reducing Purchase Costs and Fielding Costs) A die with no character face has no way there,
     * and a die already there does not move.
     */
    @Test
    void a_die_is_not_moved_where_it_cannot_go_or_already_is_and_the_log_says_why() {
        DieSelector inUsedPile = new DieSelector(DieSelector.Selection.ALL, Side.OWN, DieFilter.ANY, 0, false,
                Place.USED);
        int[] used = new int[1];
        Result.Done noFace = annUses(basicAction("Pull", new Effect.MoveDice(inUsedPile, Place.FIELD, 0)),
                sc -> used[0] = sc.place(0, "Pull", Zone.USED, action(1)));
        assertThat(noFace.state().die(used[0]).zone()).isEqualTo(Zone.USED);
        assertThat(notDone(noFace)).containsExactly(
                "Pull: Ann's Pull die does not move to the Field Zone: it has no character face.");

        Result.Done there = annUses(basicAction("Regroup", new Effect.MoveDice(DieSelector.all(Side.OWN,
                DieFilter.ANY), Place.FIELD, 0)), sc -> sc.place(0, "Wonder Woman", Zone.FIELD, level(2)));
        assertThat(notDone(there)).containsExactly(
                "Regroup: Ann's Wonder Woman die does not move: it is already in the Field Zone.");
    }

    /**
     * "The term 'when fielded' refers to the moment you send a Character Die into the Field Zone"
     * (DC Justice, Active and Fielded): a die already there is not fielded again.
     */
    @Test
    void a_die_already_in_the_field_zone_is_not_fielded_again() {
        Result.Done done = annUses(basicAction("Call", new Effect.FieldDice(DieSelector.all(Side.OWN,
                DieFilter.ANY))), sc -> sc.place(0, "Wonder Woman", Zone.FIELD, level(1)));
        assertThat(events(done, GameEvent.DieFielded.class)).isEmpty();
        assertThat(notDone(done)).containsExactly(
                "Call: Ann's Wonder Woman die is not fielded: it is already in the Field Zone.");
    }

    /**
     * A secret draw of more dice than there are: the number chosen and the guess stand, the dice there
     * that are there are drawn, and the log says how many could not be.
     */
    @Test
    void a_secret_draw_of_more_dice_than_there_are_says_how_many_were_drawn() {
        Result.Done used = annUses(basicAction("Gamble", new Effect.SecretDraw(3)), sc -> {
            for (int i = 0; i < 7; i++) {
                sc.place(0, "Sidekick", Zone.PREP, sidekickCharacter());
            }
        });
        GameState s = ok(used.state(), new Action.ChooseNumber(3)).state();
        Result.Done guessed = ok(s, new Action.ChooseNumber(1));
        assertThat(guessed.state().diceIn(0, Zone.PREP)).as("a wrong guess: the one die there is is prepped")
                .hasSize(8);
        assertThat(notDone(guessed)).containsExactly("Gamble: Ann draws 1 of 3 dice: the bag and the Used Pile are empty.");
    }
}
