package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestCards;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.BEN;
import static dicemasters.testing.Rulebook.FIELD_ZONE;
import static dicemasters.testing.Rulebook.FIST;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.MASK;
import static dicemasters.testing.Rulebook.PREP_AREA;
import static dicemasters.testing.Rulebook.RESERVE_POOL;
import static dicemasters.testing.Rulebook.SIDEKICK;
import static dicemasters.testing.Rulebook.USED_PILE;
import static dicemasters.testing.Rulebook.action;
import static dicemasters.testing.Rulebook.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An effect that cannot do what it says never passes in silence: the log tells what did not happen
 * and why, and nothing else changes.
 */
class EffectsThatCannotDoWhatTheySayTest {
    private static final DieSelector ALL_YOUR_DICE = DieSelector.all(Side.OWN, DieFilter.ANY);

    private static CardDefinition basicAction(String name, Effect effect) {
        return CardBuilder.basicAction(name).cost(2).whenUsed(effect).build();
    }

    /** Ann's Main Step with a Wonder Woman card and {@code card}'s action die in her Reserve Pool. */
    private static TestGame annWith(CardDefinition card) {
        return TestGame.setup().ann(TestCards.WONDER_WOMAN).basicActions(card).at(ANN, MAIN_STEP);
    }

    private static void use(TestGame game, CardDefinition card) {
        game.use(game.place(ANN, card, RESERVE_POOL, action(0)));
    }

    private static List<String> notDone(TestGame game) {
        return game.events(GameEvent.EffectNotDone.class).stream().map(GameEvent::text).toList();
    }

    /**
     * "Character dice that are already at their highest level cannot be spun up. ... Unless specified,
     * a character die cannot spin down from level 1 to a non-character face." (DC Justice, Levels and
     * Spinning)
     */
    @Test
    void a_die_already_at_its_highest_or_lowest_level_is_not_spun_and_the_log_says_so() {
        CardDefinition rally = basicAction("Rally", new Effect.SpinLevels(ALL_YOUR_DICE, 1));
        TestGame up = annWith(rally);
        TestDie top = up.place(ANN, "Wonder Woman", FIELD_ZONE, level(3));
        use(up, rally);
        assertThat(up).die(top).showsLevel(3);
        assertThat(notDone(up)).containsExactly(
                "Rally: Ann's Wonder Woman die is not spun up: it is already at its highest level.");

        CardDefinition drain = basicAction("Drain", new Effect.SpinLevels(ALL_YOUR_DICE, -1));
        TestGame down = annWith(drain);
        down.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        use(down, drain);
        assertThat(notDone(down)).containsExactly(
                "Drain: Ann's Wonder Woman die is not spun down: it is already at its lowest level.");
    }

    /**
     * "Characters have levels (normally three levels, although a Sidekick Character Die has only one)"
     * (DC Justice, Levels and Spinning)
     */
    @Test
    void a_sidekick_die_is_not_spun_to_a_level_it_does_not_have() {
        CardDefinition promote = basicAction("Promote", new Effect.SpinToLevel(ALL_YOUR_DICE, 3));
        TestGame game = annWith(promote);
        game.sidekick(ANN, FIELD_ZONE);
        use(game, promote);
        assertThat(notDone(game)).containsExactly(
                "Promote: Ann's Sidekick die is not spun to level 3: it has no level 3.");
    }

    /**
     * "If at any time you need to draw dice and your bag is empty, put ALL dice from your Used Pile
     * into your bag, mix well, and continue drawing." (DC Justice, Clear and Draw Step) With both
     * empty, nothing is left to draw.
     */
    @Test
    void drawing_from_an_empty_bag_and_used_pile_draws_what_there_is_and_the_log_says_what_was_not() {
        CardDefinition search = basicAction("Search", new Effect.DrawAndRoll(PlayerSelector.YOU, 2));
        TestGame game = annWith(search);
        for (int i = 0; i < 7; i++) {
            game.place(ANN, SIDEKICK, PREP_AREA);
        }
        game.place(ANN, SIDEKICK, USED_PILE);
        use(game, search);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 1);
        assertThat(game).log().says("Search: Ann draws 1 of 2 dice: the bag and the Used Pile are empty.");
    }

    /** "Some effects have you do as much as you can" (DC Justice, Fundamental Rules): nothing, and said. */
    @Test
    void an_amount_that_comes_to_zero_does_nothing_and_the_log_says_so() {
        Amount perOpposingDie = Amount.forEach(DieSelector.all(Side.OPPOSING, DieFilter.ANY), 1);
        CardDefinition volley = basicAction("Volley", new Effect.DamagePlayer(PlayerSelector.OPPONENT, perOpposingDie));
        TestGame damage = annWith(volley);
        use(damage, volley);
        assertThat(damage).player(BEN).hasLife(10);
        assertThat(notDone(damage)).containsExactly("Volley: no damage is dealt: the amount comes to 0.");

        CardDefinition muster = basicAction("Muster", new Effect.PrepFromBag(PlayerSelector.YOU, perOpposingDie));
        TestGame prep = annWith(muster);
        use(prep, muster);
        assertThat(notDone(prep)).containsExactly("Muster: no die is drawn: the number comes to 0.");
    }

    /**
     * "Unless the ability explicitly says otherwise, only character dice ... that are in the Field Zone
     * may be targeted." (DC Justice, Targeting) A "when fielded" ability with no die to target still
     * triggers, and the log says it found none.
     */
    @Test
    void a_triggered_ability_without_a_valid_target_says_so() {
        TestGame game = TestGame.setup().ann(TestCards.SNIPER).at(ANN, MAIN_STEP);
        game.field(game.place(ANN, "Sniper", RESERVE_POOL, level(1)));
        assertThat(notDone(game)).containsExactly("Sniper: there is no valid target to damage.");
    }

    /**
     * "Some abilities will affect all dice meeting some certain criteria ... Even though they don't
     * 'target', they still will only affect dice in the Field Zone." (DC Justice, Targeting)
     */
    @Test
    void an_ability_on_all_dice_of_a_kind_with_none_in_the_field_zone_says_so() {
        CardDefinition warcry = CardBuilder.character("Warcry").cost(2).energy(FIST).level(0, 1, 2)
                .whenFielded(new Effect.ModifyStats(DieSelector.all(Side.OPPOSING, DieFilter.ANY), -1, 0)).build();
        TestGame game = TestGame.setup().ann(warcry).at(ANN, MAIN_STEP);
        game.field(game.place(ANN, warcry, RESERVE_POOL, level(1)));
        assertThat(notDone(game)).containsExactly("Warcry: there is no die it applies to.");
    }

    /**
     * "You cannot avoid paying costs." (DC Justice, Fundamental Rules) A cost that cannot be paid stops
     * the ability, and the log says why.
     */
    @Test
    void a_when_fielded_ability_whose_cost_cannot_be_paid_does_nothing_and_says_why() {
        CardDefinition tithe = CardBuilder.character("Tithe").cost(2).energy(FIST).level(0, 1, 2)
                .ability(new Ability(Trigger.WHEN_FIELDED, Burst.ALWAYS, false,
                        Cost.of(MASK), 0, List.of(new Effect.GainLife(PlayerSelector.YOU, 2)))).build();
        TestGame game = TestGame.setup().ann(tithe).at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        game.field(game.place(ANN, tithe, RESERVE_POOL, level(1)));
        assertThat(game).player(ANN).hasLife(5);
        assertThat(game).log().says("Tithe: Ann has nothing to pay Mask with, so it does nothing.");
    }

    /**
     * "If the effect says to 'move,' 'place,' 'return,' or 'swap' a die into the Field Zone, that will
     * not trigger any 'when fielded' effects." (DC Justice, Reducing Purchase Costs and Fielding Costs)
     * A die with no character face has no way there, and a die already there does not move.
     */
    @Test
    void a_die_is_not_moved_where_it_cannot_go_or_already_is_and_the_log_says_why() {
        DieSelector inUsedPile = new DieSelector(DieSelector.Selection.ALL, Side.OWN, DieFilter.ANY, 0, false,
                Place.USED);
        CardDefinition pull = basicAction("Pull", new Effect.MoveDice(inUsedPile, Place.FIELD, 0));
        TestGame noFace = annWith(pull);
        TestDie used = noFace.place(ANN, pull, USED_PILE);
        use(noFace, pull);
        assertThat(noFace).die(used).isIn(USED_PILE);
        assertThat(notDone(noFace)).containsExactly(
                "Pull: Ann's Pull die does not move to the Field Zone: it has no character face.");

        CardDefinition regroup = basicAction("Regroup", new Effect.MoveDice(ALL_YOUR_DICE, Place.FIELD, 0));
        TestGame there = annWith(regroup);
        there.place(ANN, "Wonder Woman", FIELD_ZONE, level(2));
        use(there, regroup);
        assertThat(notDone(there)).containsExactly(
                "Regroup: Ann's Wonder Woman die does not move: it is already in the Field Zone.");
    }

    /**
     * "The term 'when fielded' refers to the moment you send a Character Die into the Field Zone"
     * (DC Justice, Active and Fielded): a die already there is not fielded again.
     */
    @Test
    void a_die_already_in_the_field_zone_is_not_fielded_again() {
        CardDefinition call = basicAction("Call", new Effect.FieldDice(ALL_YOUR_DICE));
        TestGame game = annWith(call);
        game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        use(game, call);
        assertThat(game.events(GameEvent.DieFielded.class)).isEmpty();
        assertThat(notDone(game)).containsExactly(
                "Call: Ann's Wonder Woman die is not fielded: it is already in the Field Zone.");
    }

    /**
     * A secret draw of more dice than there are: the number chosen and the guess stand, the dice that
     * are there are drawn, and the log says how many could not be.
     */
    @Test
    void a_secret_draw_of_more_dice_than_there_are_says_how_many_were_drawn() {
        CardDefinition gamble = basicAction("Gamble", new Effect.SecretDraw(3));
        TestGame game = annWith(gamble);
        for (int i = 0; i < 7; i++) {
            game.place(ANN, SIDEKICK, PREP_AREA);
        }
        use(game, gamble);
        game.chooseNumber(3);
        game.chooseNumber(1);
        assertThat(game).player(ANN).as("a wrong guess: the one die there is goes to the Prep Area")
                .hasDiceIn(PREP_AREA, 8);
        assertThat(game).log().says("Gamble: Ann draws 1 of 3 dice: the bag and the Used Pile are empty.");
    }
}
