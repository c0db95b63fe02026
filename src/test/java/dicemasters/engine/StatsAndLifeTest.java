package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.Step;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.card.DieSelector.all;
import static dicemasters.engine.card.DieSelector.target;
import static dicemasters.engine.card.Side.ANY;
import static dicemasters.engine.card.Side.OWN;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.BOMBER;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.MEDIC;
import static dicemasters.testing.TestCards.SHRINK;
import static org.assertj.core.api.Assertions.assertThat;

class StatsAndLifeTest {
    /** Captain (3): While active, your other character dice get +1A. */
    private static final CardDefinition CAPTAIN = CardBuilder.character("Captain").cost(3).energy(SHIELD)
            .level(1, 1, 1).level(1, 2, 2).level(1, 3, 3)
            .whileActive(new Effect.ModifyStats(all(OWN, DieFilter.ANY), 1, 0)).build();
    /** Blight (2): While active, opposing character dice get -1D. */
    private static final CardDefinition BLIGHT = CardBuilder.character("Blight").cost(2).energy(MASK)
            .level(0, 1, 1).level(0, 2, 2).level(0, 3, 3)
            .whileActive(new Effect.ModifyStats(all(dicemasters.engine.card.Side.OPPOSING, DieFilter.ANY), 0, -1))
            .build();
    /** Weaken (1): Global: pay 1: target character die gets -5A. */
    private static final CardDefinition WEAKEN = globalGiving("Weaken", -5);
    /** Boost (1): Global: pay 1: target character die gets +4A. */
    private static final CardDefinition BOOST = globalGiving("Boost", 4);
    /** Crush (1): Global: pay 1: target character die gets -10A. */
    private static final CardDefinition CRUSH = globalGiving("Crush", -10);

    private static CardDefinition globalGiving(String name, int attack) {
        return CardBuilder.basicAction(name).cost(1)
                .global(new Cost(1, List.of()), new Effect.ModifyStats(target(ANY), attack, 0)).build();
    }

    private static TestGame mainStep() {
        return TestGame.setup().ann(MEDIC, 2).ann(BOMBER, 2).ben(BLACK_MANTA, 2).basicActions(SHRINK)
                .at(ANN, MAIN_STEP);
    }

    @Test
    void bonuses_are_added_up_before_they_apply_and_never_take_a_stat_below_zero() {
        TestGame game = TestGame.setup().ben(BLACK_MANTA, 2).basicActions(WEAKEN, BOOST, CRUSH).at(ANN, MAIN_STEP);
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(3));
        game.virtualEnergy(ANN, GENERIC, GENERIC, GENERIC);

        game.useGlobal("Weaken", 0);
        game.useGlobal("Boost", 0);

        assertThat(game).die(manta).as("3 - 5 + 4").hasAttack(2);
        game.useGlobal("Crush", 0);
        assertThat(game).die(manta).hasAttack(0);
    }

    @Test
    void a_die_without_damage_whose_defense_a_while_active_ability_takes_to_zero_is_knocked_out() {
        TestGame game = TestGame.setup().ann(BLIGHT, 2).at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie blight = game.place(ANN, "Blight", RESERVE_POOL, level(1));
        game.field(blight);
        assertThat(game).die(sidekick).as("1 D - 1: KO'd with no damage on it").isIn(PREP_AREA);
    }

    @Test
    void a_while_active_bonus_holds_once_however_many_dice_of_the_card_are_in_the_field() {
        TestGame game = TestGame.setup().ann(CAPTAIN, 2).basicActions(EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie captainA = game.place(ANN, "Captain", FIELD_ZONE, level(1));
        TestDie captainB = game.place(ANN, "Captain", RESERVE_POOL, level(1));
        game.energy(ANN, FIST);
        assertThat(game).die(sidekick).hasAttack(2);

        game.field(captainB);
        assertThat(game).die(sidekick).as("two active dice, one bonus").hasAttack(2);

        for (TestDie captain : List.of(captainA, captainB)) {
            game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
            game.choose(captain);
        }
        assertThat(game).die(sidekick).as("the bonus ends when the last die leaves").hasAttack(1);
    }

    @Test
    void applied_bonuses_are_lost_when_the_die_is_knocked_out() {
        TestGame game = TestGame.setup().ben(BLACK_MANTA, 2).basicActions(BOOST, EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        game.virtualEnergy(ANN, GENERIC);
        game.useGlobal("Boost", 0);
        assertThat(game.state().modifiers()).isNotEmpty();

        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));

        assertThat(game.state().modifiers()).isEmpty();
        assertThat(game).die(manta).isIn(PREP_AREA);
        assertThat(game.state().player(BEN).knockedOutThisTurn()).isEqualTo(1);
    }

    @Test
    void a_die_reduced_to_zero_defense_is_knocked_out() {
        TestGame game = mainStep();
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        game.place(ANN, "Shrink Ray", RESERVE_POOL, energy(GENERIC, GENERIC));

        game.useGlobal("Shrink Ray", 0);

        assertThat(game).die(manta).isIn(PREP_AREA);
    }

    @Test
    void damage_stays_on_a_die_and_knocks_it_out_when_its_defense_drops() {
        TestGame game = mainStep();
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(3));
        game.damage(manta, 3);
        game.place(ANN, "Shrink Ray", RESERVE_POOL, energy(GENERIC, GENERIC));
        assertThat(game).die(manta).isIn(FIELD_ZONE);

        game.useGlobal("Shrink Ray", 0);

        assertThat(game).die(manta).as("5D - 3 = 2D with 3 damage").isIn(PREP_AREA);
    }

    @Test
    void a_player_cannot_gain_life_above_the_starting_life() {
        TestGame game = mainStep();
        TestDie medic = game.place(ANN, "Medic", RESERVE_POOL, level(1));

        game.field(medic);

        assertThat(game).player(ANN).hasLife(10);
        assertThat(game.events(GameEvent.LifeGained.class)).singleElement()
                .satisfies(e -> assertThat(e.amount()).isZero());
    }

    @Test
    void a_player_whose_life_reaches_zero_loses_at_once() {
        TestGame game = mainStep();
        game.life(BEN, 1);
        TestDie bomber = game.place(ANN, "Bomber", RESERVE_POOL, level(1));

        game.field(bomber);

        assertThat(game).isWonBy(ANN).isAt(Step.GAME_OVER);
        assertThat(Engine.legalActions(game.state())).isEmpty();
    }

    @Test
    void when_one_effect_takes_both_players_to_zero_the_game_is_a_tie() {
        TestGame game = mainStep();
        game.life(ANN, 1);
        game.life(BEN, 1);
        TestDie bomber = game.place(ANN, "Bomber", RESERVE_POOL, level(1));

        game.field(bomber);

        assertThat(game.state().isTie()).isTrue();
        assertThat(game.events(GameEvent.GameOver.class)).singleElement()
                .satisfies(e -> assertThat(e.text()).startsWith("The game ends in a tie"));
    }

    @Test
    void a_player_may_concede() {
        TestGame game = mainStep();

        game.act(new Action.Concede());

        assertThat(game.state().winner()).isEqualTo(BEN);
        assertThat(game).action(passing()).isRejectedBecause("The game is over.");
        assertThat(game).player(ANN).hasLife(10);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    void a_player_may_concede_for_their_side_while_the_game_waits_on_the_other() {
        TestGame game = mainStep();

        game.act(new Action.Concede(BEN));

        assertThat(game.state().winner()).isEqualTo(ANN);
        assertThat(game.events(GameEvent.GameOver.class)).singleElement()
                .satisfies(e -> assertThat(e.text()).contains("Ben conceded"));
    }

    @Test
    void no_one_concedes_for_a_player_who_is_not_at_the_table() {
        TestGame game = mainStep();

        assertThat(game).action(new Action.Concede(7)).isRejectedBecause("There is no player 8 to concede.");
    }
}
