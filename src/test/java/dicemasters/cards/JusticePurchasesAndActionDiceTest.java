package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * DC Justice cards about purchases, unpurchased dice and action dice (Green Lantern: Ring of Abin
 * Sur, Scarecrow: Chose Poorly, The Atom: Less Than Nothing, The Flash: Always Fast Enough, the two
 * Toymen), each in a scenario where its text matters.
 */
class JusticePurchasesAndActionDiceTest {
    /** A Ping die: its use deals 1 damage to the opponent and asks nothing. */
    private static final String PING = "JUS069";

    /** A die of the card still on it, unpurchased (a Basic Action Card's dice are anyone's to buy). */
    private static TestDie onItsCard(TestGame game, String card) {
        int index = game.card(card).index();
        Die die = game.state().dice().stream().filter(d -> d.cardIndex() == index && d.zone() == Zone.ON_CARD)
                .findFirst().orElseThrow();
        return game.handle(die);
    }

    private static int cost(TestGame game, String card, int buyer) {
        return Engine.purchaseCost(game.state(), game.card(card), buyer);
    }

    @Test
    @Covers("JUS022")
    void green_lantern_ring_of_abin_sur_when_fielded_may_purchase_an_action_die_for_one_less_into_the_prep_area() {
        TestGame game = TestGame.setup().ann("JUS022").ben("JUS061").basicActions(PING).at(ANN, MAIN_STEP);
        TestDie lantern = game.place(ANN, "Green Lantern", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, BOLT);
        TestDie ping = onItsCard(game, PING);

        game.field(lantern);
        game.choose(ping);

        assertThat(game).die(ping).isIn(PREP_AREA).belongsTo(ANN);
        assertThat(game).player(ANN).as("Ping costs 2, 1 less: the Bolt paid for it").hasNoDiceIn(RESERVE_POOL);
        assertThat(game).log().mentions("Ping");
    }

    @Test
    @Covers("JUS022")
    void green_lantern_ring_of_abin_sur_may_purchase_nothing() {
        TestGame game = TestGame.setup().ann("JUS022").ben("JUS061").basicActions(PING).at(ANN, MAIN_STEP);
        TestDie lantern = game.place(ANN, "Green Lantern", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, BOLT);

        game.field(lantern);
        game.chooseNone();

        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 1).hasNoDiceIn(PREP_AREA);
    }

    @Test
    @Covers("JUS040")
    void scarecrow_chose_poorly_names_an_opposing_card_whose_dice_cost_three_more_while_he_is_active() {
        TestGame game = TestGame.setup().ann("JUS040").ben("JUS061").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie scarecrow = game.place(ANN, "Scarecrow", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        assertThat(cost(game, "JUS061", BEN)).isEqualTo(3);

        game.field(scarecrow);
        game.chooseNumber(1);

        assertThat(game).log().mentions("Wonder Woman");
        assertThat(cost(game, "JUS061", BEN)).as("Wonder Woman costs 3 more").isEqualTo(6);
        assertThat(cost(game, "JUS040", ANN)).as("his own side's cards cost as printed").isEqualTo(4);
        TestGame knockedOut = game.branch();
        knockedOut.use(knockedOut.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        assertThat(knockedOut).die(scarecrow).wasKnockedOut();
        assertThat(cost(knockedOut, "JUS061", BEN)).as("no longer active: as printed").isEqualTo(3);
    }

    @Test
    @Covers("JUS046")
    void the_atom_less_than_nothing_may_spin_up_when_you_use_an_action_die() {
        TestGame game = TestGame.setup().ann("JUS046").ben("JUS061").basicActions(PING).at(ANN, MAIN_STEP);
        TestDie atom = game.place(ANN, "The Atom", FIELD_ZONE, level(1));

        game.use(game.place(ANN, PING, RESERVE_POOL, action(0)));
        TestGame declined = game.branch();
        game.react();
        declined.decline();

        assertThat(game).die(atom).showsLevel(2).hasAttack(4);
        assertThat(declined).die(atom).showsLevel(1);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("JUS048")
    void the_flash_always_fast_enough_costs_one_less_only_as_the_first_die_you_purchase_this_game() {
        TestGame game = TestGame.setup().ann("JUS048").ben("JUS061").basicActions(PING).at(ANN, MAIN_STEP);
        for (int i = 0; i < 5; i++) {
            game.energy(ANN, FIST);
        }
        assertThat(cost(game, "JUS048", ANN)).isEqualTo(3);
        TestGame flashFirst = game.branch();

        game.buy(PING);
        assertThat(cost(game, "JUS048", ANN)).as("Ping was the first purchase").isEqualTo(4);
        flashFirst.buy("The Flash");
        assertThat(flashFirst).player(ANN).as("3 of the 5 Fists paid for The Flash").hasDiceIn(RESERVE_POOL, 2);
        assertThat(cost(flashFirst, "JUS048", ANN)).as("the next Flash is no first purchase").isEqualTo(4);
        assertThat(cost(game, "JUS061", BEN)).as("the opponent's cards are not cheaper").isEqualTo(3);
    }

    @Test
    @Covers("JUS048")
    void the_flash_always_fast_enough_an_opponents_attune_activating_costs_them_one_life() {
        TestGame game = TestGame.setup().ann("JUS048").ben("JUS057").basicActions(PING).at(BEN, MAIN_STEP);
        game.place(ANN, "The Flash", FIELD_ZONE, level(1));
        game.place(BEN, "Toyman", FIELD_ZONE, level(1));

        game.use(game.place(BEN, PING, RESERVE_POOL, action(0)));
        game.chooseNone();

        assertThat(game).player(ANN).as("Ping, then Attune").hasLife(8);
        assertThat(game).player(BEN).as("The Flash: Ben's Attune activated").hasLife(9);
    }

    @Test
    @Covers("JUS048")
    void the_flash_always_fast_enough_no_attune_no_life_lost() {
        TestGame game = TestGame.setup().ann("JUS048").ben("JUS061").basicActions(PING).at(BEN, MAIN_STEP);
        game.place(ANN, "The Flash", FIELD_ZONE, level(1));
        game.place(BEN, "Wonder Woman", FIELD_ZONE, level(1));

        game.use(game.place(BEN, PING, RESERVE_POOL, action(0)));

        assertThat(game).player(ANN).hasLife(9);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("JUS055")
    void toyman_play_dead_the_opponent_chooses_an_unpurchased_basic_action_die_for_your_used_pile() {
        TestGame game = TestGame.setup().ann("JUS055").ben("JUS061").basicActions(PING, "JUS067")
                .at(ANN, MAIN_STEP);
        TestDie toyman = game.place(ANN, "Toyman", RESERVE_POOL, level(1));
        TestDie force = onItsCard(game, "JUS067");

        game.field(toyman);
        assertThat(game).as("the opponent chooses").waitsOn(BEN);
        game.choose(force);

        assertThat(game).die(force).isIn(USED_PILE).belongsTo(ANN);
        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 1);
    }

    @Test
    @Covers("JUS057")
    void toyman_killer_toys_when_fielded_deals_two_damage_if_you_have_more_active_sidekicks() {
        TestGame game = TestGame.setup().ann("JUS057").ben("JUS061").at(ANN, MAIN_STEP);
        game.sidekick(ANN, FIELD_ZONE);
        game.sidekick(ANN, FIELD_ZONE);
        game.sidekick(BEN, FIELD_ZONE);
        TestGame even = game.branch();
        even.sidekick(BEN, FIELD_ZONE);

        game.field(game.place(ANN, "Toyman", RESERVE_POOL, level(1)));
        even.field(even.place(ANN, "Toyman", RESERVE_POOL, level(1)));

        assertThat(game).player(BEN).hasLife(8);
        assertThat(even).player(BEN).as("2 against 2 is not more").hasLife(10);
    }
}
