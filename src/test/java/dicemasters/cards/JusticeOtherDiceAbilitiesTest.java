package dicemasters.cards;

import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Zone;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * DC Justice cards whose text works through other dice and cards (the two Clayfaces, Green Lantern:
 * Human, Lex Luthor: Man of More than Ambition, Poison Ivy: A New Leaf, the two Jokers), each in a
 * scenario with the other card it needs.
 */
class JusticeOtherDiceAbilitiesTest {
    private static final String PING = "JUS069";
    private static final String RIDDLER = "JUS054";
    private static final String WONDER_WOMAN = "JUS061";

    @Test
    @Covers("JUS014")
    void clayface_matthew_hagen_attacking_may_use_the_when_attacks_ability_of_another_active_character_die() {
        TestGame game = TestGame.setup().ann("JUS014").ben(RIDDLER).at(ANN, MAIN_STEP);
        TestDie clayface = game.place(ANN, "Clayface", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie riddler = game.place(BEN, RIDDLER, FIELD_ZONE, level(1));
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(clayface);
        game.choose(riddler);
        game.choose(mine);
        assertThat(game).as("The Riddler's text: the opponent KOs one of theirs").waitsOn(BEN);
        game.choose(theirs);

        assertThat(game).die(mine).isIn(PREP_AREA);
        assertThat(game).die(theirs).isIn(PREP_AREA);
        assertThat(game).die(riddler).as("The Riddler did not attack").isIn(FIELD_ZONE);
        assertThat(game).die(clayface).isIn(ATTACK_ZONE);
        assertThat(game).log().says("Clayface: Ann uses the \"when attacks\" ability of Ben's The Riddler die.");
    }

    @Test
    @Covers("JUS014")
    void clayface_matthew_hagen_may_use_no_other_ability() {
        TestGame game = TestGame.setup().ann("JUS014").ben(RIDDLER).at(ANN, MAIN_STEP);
        TestDie clayface = game.place(ANN, "Clayface", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        game.place(BEN, RIDDLER, FIELD_ZONE, level(1));

        game.attackWith(clayface);
        game.chooseNone();

        assertThat(game).die(mine).isIn(FIELD_ZONE);
        assertThat(game).isAt(DECLARE_BLOCKERS);
    }

    @Test
    @Covers("JUS014")
    void two_clayface_matthew_hagen_dice_cannot_hand_the_same_choice_back_and_forth() {
        TestGame game = TestGame.setup().ann("JUS014").ben(RIDDLER).at(ANN, MAIN_STEP);
        TestDie first = game.place(ANN, "Clayface", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Clayface", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie riddler = game.place(BEN, RIDDLER, FIELD_ZONE, level(1));
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(first, second);
        if (game.state().decision() instanceof Decision.OrderTriggers) {
            game.orderTriggers(0, 1);
        }
        assertThat(game).as("the other Clayface's ability would only ask the same question again")
                .action(choosing(second)).isNotOffered();
        assertThat(game).action(choosing(riddler)).isOffered();
        game.choose(riddler);
        game.choose(mine);
        game.choose(theirs);
        game.chooseNone();

        assertThat(game).die(theirs).isIn(PREP_AREA);
        assertThat(game).isAt(DECLARE_BLOCKERS);
    }

    @Test
    @Covers("JUS015")
    void clayface_treasure_hunter_grows_when_a_global_raises_an_opposing_character_die() {
        TestGame game = TestGame.setup().ann("JUS015").ben(WONDER_WOMAN).basicActions("JUS067").at(BEN, MAIN_STEP);
        TestDie clayface = game.place(ANN, "Clayface", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie wonderWoman = game.place(BEN, WONDER_WOMAN, FIELD_ZONE, level(1));
        game.energy(BEN, BOLT);
        TestGame own = game.branch();

        game.useGlobal("Excessive Force", 1);
        game.choose(wonderWoman);
        own.useGlobal("Excessive Force", 1);
        own.choose(mine);

        assertThat(game).die(clayface).hasAttack(4).hasDefense(3);
        assertThat(own).die(clayface).as("a die of his own side raised: nothing").hasAttack(3).hasDefense(2);
    }

    @Test
    @Covers("JUS021")
    void green_lantern_human_your_attacking_justice_league_dice_deal_damage_for_matching_energy_in_your_reserve() {
        TestGame game = TestGame.setup().ann("JUS021", WONDER_WOMAN).ben(RIDDLER).at(ANN, MAIN_STEP);
        game.place(ANN, "Green Lantern", FIELD_ZONE, level(1));
        TestDie wonderWoman = game.place(ANN, WONDER_WOMAN, FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);
        game.energy(ANN, SHIELD);
        game.energy(ANN, MASK);

        game.attackWith(wonderWoman);

        assertThat(game).player(BEN).as("two Shield symbols match Wonder Woman's energy type").hasLife(8);
    }

    @Test
    @Covers("JUS025")
    void lex_luthor_man_of_more_than_ambition_using_an_action_die_draws_a_die_a_villain_is_prepped() {
        TestGame game = TestGame.setup().ann("JUS025", RIDDLER).ben(WONDER_WOMAN).basicActions(PING)
                .at(ANN, MAIN_STEP);
        game.place(ANN, "Lex Luthor", FIELD_ZONE, level(1));
        TestDie riddler = game.place(ANN, RIDDLER, BAG);
        TestGame sidekickDrawn = game.branch();
        game.nextDrawsTake("The Riddler");
        sidekickDrawn.nextDrawsTake(SIDEKICK);

        game.use(game.place(ANN, PING, RESERVE_POOL, action(0)));
        sidekickDrawn.use(sidekickDrawn.place(ANN, PING, RESERVE_POOL, action(0)));

        assertThat(game).die(riddler).isIn(PREP_AREA);
        assertThat(sidekickDrawn).die(riddler).isIn(BAG);
        assertThat(sidekickDrawn).player(ANN).as("the Sidekick drawn is no Villains character die")
                .hasDiceIn(USED_PILE, 1).hasNoDiceIn(PREP_AREA);
    }

    @Test
    @Covers("JUS037")
    void poison_ivy_a_new_leaf_an_opponent_purchasing_the_last_die_on_a_card_takes_three_damage() {
        TestGame game = TestGame.setup().ann("JUS037").ben(WONDER_WOMAN).at(BEN, MAIN_STEP);
        game.place(ANN, "Poison Ivy", FIELD_ZONE, level(1));
        game.place(BEN, WONDER_WOMAN, USED_PILE);
        game.place(BEN, WONDER_WOMAN, USED_PILE);
        for (int i = 0; i < 6; i++) {
            game.energy(BEN, SHIELD);
        }

        game.buy(WONDER_WOMAN);
        assertThat(game).player(BEN).as("one die was left on the card").hasLife(10);
        game.buy(WONDER_WOMAN);
        assertThat(game).player(BEN).as("the last die").hasLife(7);
    }

    @Test
    @Covers("JUS037")
    void poison_ivy_a_new_leaf_global_removes_a_die_on_a_card_from_the_game_but_never_the_last() {
        TestGame game = TestGame.setup().ann("JUS037").ben(WONDER_WOMAN).at(ANN, MAIN_STEP);
        game.place(BEN, WONDER_WOMAN, USED_PILE);
        game.place(BEN, WONDER_WOMAN, USED_PILE);
        TestDie third = game.place(BEN, WONDER_WOMAN, ON_ITS_CARD);
        TestDie last = game.place(BEN, WONDER_WOMAN, ON_ITS_CARD);
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);

        game.useGlobal("Poison Ivy", 1);
        game.choose(third);

        assertThat(game.zone(third)).isEqualTo(Zone.REMOVED);
        assertThat(game.zone(last)).as("the last die on the card stays").isEqualTo(Zone.ON_CARD);
        TestGame onlyTheLast = TestGame.setup().ann("JUS037").ben(WONDER_WOMAN).at(ANN, MAIN_STEP);
        for (int i = 0; i < 3; i++) {
            onlyTheLast.place(BEN, WONDER_WOMAN, USED_PILE);
        }
        TestDie alone = onlyTheLast.place(BEN, WONDER_WOMAN, ON_ITS_CARD);
        onlyTheLast.energy(ANN, MASK);
        onlyTheLast.energy(ANN, MASK);
        onlyTheLast.useGlobal("Poison Ivy", 1);
        assertThat(((Decision.ChooseTargets) onlyTheLast.decision()).candidates())
                .as("dice on Poison Ivy's own card may go, not the last Wonder Woman").isNotEmpty()
                .doesNotContain(alone.id());
    }

    @Test
    @Covers("JUS051")
    void the_joker_not_funny_anymore_an_opponent_fielding_a_die_sharing_an_energy_type_with_their_active_die_takes_two() {
        TestGame game = TestGame.setup().ann("JUS051").ben(WONDER_WOMAN).at(BEN, MAIN_STEP);
        game.place(ANN, "The Joker", FIELD_ZONE, level(1));
        TestGame alone = game.branch();
        game.place(BEN, WONDER_WOMAN, FIELD_ZONE, level(1));

        game.field(game.place(BEN, WONDER_WOMAN, RESERVE_POOL, level(1)));
        alone.field(alone.place(BEN, WONDER_WOMAN, RESERVE_POOL, level(1)));

        assertThat(game).player(BEN).as("two Shield Wonder Women").hasLife(8);
        assertThat(alone).player(BEN).as("no other active Shield die").hasLife(10);
    }

    @Test
    @Covers("JUS052")
    void the_joker_new_and_shiny_attacking_rolls_a_basic_action_die_from_your_used_pile_uses_its_face_then_bags_it() {
        TestGame game = TestGame.setup().ann("JUS052").ben(WONDER_WOMAN).basicActions(PING).at(ANN, MAIN_STEP);
        TestDie joker = game.place(ANN, "The Joker", FIELD_ZONE, level(1));
        TestDie ping = game.place(ANN, PING, USED_PILE);
        TestGame energyRolled = game.branch();
        game.nextRollShows(ping, action(0));
        energyRolled.nextRollShows(ping, anEnergyFace());

        game.attackWith(joker);
        game.choose(ping);
        game.choose(ping);
        energyRolled.attackWith(joker);
        energyRolled.choose(ping);

        assertThat(game).player(BEN).as("Ping's face used").hasLife(9);
        assertThat(game).die(ping).isIn(BAG);
        assertThat(energyRolled).player(BEN).hasLife(10);
        assertThat(energyRolled).die(ping).isIn(BAG);
    }

    @Test
    @Covers("JUS052")
    void the_joker_new_and_shiny_may_decline_the_rolled_action_face_and_still_bags_the_die() {
        TestGame game = TestGame.setup().ann("JUS052").ben(WONDER_WOMAN).basicActions(PING).at(ANN, MAIN_STEP);
        TestDie joker = game.place(ANN, "The Joker", FIELD_ZONE, level(1));
        TestDie ping = game.place(ANN, PING, USED_PILE);
        game.nextRollShows(ping, action(0));

        game.attackWith(joker);
        game.choose(ping);
        game.chooseNone();

        assertThat(game).player(BEN).as("you may: Ping's face not used").hasLife(10);
        assertThat(game).die(ping).isIn(BAG);
    }
}
