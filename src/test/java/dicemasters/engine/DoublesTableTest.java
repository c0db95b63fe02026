package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Seats;
import dicemasters.testing.GameBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.BOMBER;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.MEDIC;
import static dicemasters.testing.TestCards.SPEEDSTER;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Dice Masters Doubles, the Quick Start Rules (TMNT Heroes in a Half Shell): the table, life, the
 * turn, the shared Prep Area, paying and buying. One test per sentence of the rules; Ann and Cid
 * play against Ben and Dee.
 */
class DoublesTableTest {

    /** Ann and Cid against Ben and Dee, 30 life for each team, Excessive Force in the middle. */
    private static GameBuilder doubles() {
        return TestGame.setup().ann(WONDER_WOMAN).cid(BLACK_MANTA).ben(SPEEDSTER).dee(MEDIC)
                .basicActions(EXCESSIVE_FORCE).life(30);
    }

    @Test
    void two_teams_of_two_teammates_sit_side_by_side_across_from_their_opponents() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        Seats seats = game.state().seats();

        assertThat(seats.teammate(ANN)).isEqualTo(CID);
        assertThat(seats.teammate(BEN)).isEqualTo(DEE);
        assertThat(seats.acrossFrom(ANN)).isEqualTo(BEN);
        assertThat(seats.acrossFrom(CID)).isEqualTo(DEE);
        game.endTurn();
        assertThat(game).isTurnOf(BEN);
        assertThat(game).log().says("Turn 4: Ben and Dee's turn.");
    }

    @Test
    void each_team_starts_with_30_life_which_the_teammates_share() {
        TestGame game = doubles().start();

        assertThat(game).player(ANN).hasLife(30);
        assertThat(game).player(CID).hasLife(30);
        assertThat(game).player(BEN).hasLife(30);
        assertThat(game).player(DEE).hasLife(30);
    }

    @Test
    void a_team_cannot_raise_its_combined_life_above_30() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).cid(MEDIC, 2).doubles().life(30).at(ANN, MAIN_STEP);
        game.life(ANN, 29);
        TestDie first = game.place(CID, "Medic", RESERVE_POOL, level(1));
        TestDie second = game.place(CID, "Medic", RESERVE_POOL, level(1));
        game.priority(CID);

        game.field(first);
        game.field(second);

        assertThat(game).player(ANN).hasLife(30);
        assertThat(game).player(CID).hasLife(30);
    }

    @Test
    void a_team_wins_by_bringing_the_other_team_to_0_life() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        game.life(BEN, 3);
        TestDie manta = game.place(CID, "Black Manta", FIELD_ZONE, level(3));
        game.passToAttack();

        game.act(declaringAttackers(manta));
        game.finishAttack();

        assertThat(game).isWonBy(ANN).isWonBy(CID);
        assertThat(game).log().says("Ann and Cid win: Ben and Dee have no life left.");
    }

    @Test
    void both_members_of_the_active_team_clear_and_draw_together_into_their_shared_prep_area() {
        TestGame game = doubles().before(ANN, CLEAR_AND_DRAW);

        game.proceed();

        assertThat(game).isAt(ROLL_AND_REROLL).waitsOn(ANN);
        Decision.SplitPrepArea split = (Decision.SplitPrepArea) game.decision();
        assertThat(split.teammate()).isEqualTo(CID);
        assertThat(split.dice()).hasSize(8)
                .filteredOn(id -> game.state().die(id).owner() == CID).hasSize(4);
    }

    @Test
    void on_the_first_turn_both_players_of_the_first_team_draw_three_dice() {
        TestGame game = doubles().start();

        assertThat(((Decision.SplitPrepArea) game.decision()).dice()).hasSize(6);
        assertThat(game).player(ANN).hasDiceIn(OUT_OF_PLAY, 1);
        assertThat(game).player(CID).hasDiceIn(OUT_OF_PLAY, 1);
    }

    @Test
    void the_team_splits_its_prep_area_as_it_likes_and_a_character_can_end_in_the_teammates_bag() {
        TestGame game = doubles().before(ANN, ROLL_AND_REROLL);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", PREP_AREA);
        game.nextRollShows(wonderWoman, level(1));

        game.split(wonderWoman);

        assertThat(game).die(wonderWoman).belongsTo(CID).isIn(RESERVE_POOL).showsLevel(1);
        assertThat(game).log().says("Ann and Cid split their Prep Area: Ann rolls none; Cid rolls Wonder Woman.");
        game.endTurn();
        assertThat(game).die(wonderWoman).belongsTo(CID).isIn(USED_PILE);
    }

    @Test
    void each_player_rerolls_only_the_dice_they_rolled_one_after_the_other() {
        TestGame game = doubles().before(ANN, ROLL_AND_REROLL);
        TestDie annsDie = game.place(ANN, SIDEKICK, PREP_AREA);
        TestDie cidsDie = game.place(CID, SIDEKICK, PREP_AREA);
        game.splitAsDrawn();
        assertThat(game).waitsOn(ANN);
        assertThat(game).action(new Action.Reroll(List.of(cidsDie.id())))
                .isRejectedBecause("Only the dice you rolled this step can be rerolled.");

        game.reroll(annsDie);

        assertThat(game).isAt(ROLL_AND_REROLL).waitsOn(CID);
        game.reroll(cidsDie);
        assertThat(game).isAt(MAIN_STEP).hasPriorityWith(ANN);
    }

    @Test
    void both_players_of_the_active_team_act_in_the_main_step_passing_priority_to_each_other() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        game.energy(CID, FIST);
        TestDie manta = game.place(CID, "Black Manta", RESERVE_POOL, level(1));

        game.pass();

        assertThat(game).hasPriorityWith(CID).isAt(MAIN_STEP);
        game.field(manta);
        assertThat(game).die(manta).isIn(FIELD_ZONE);
    }

    @Test
    void players_pay_from_the_dice_they_rolled_never_with_a_teammates_energy() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        TestDie annsFist = game.energy(ANN, FIST);
        TestDie manta = game.place(CID, "Black Manta", RESERVE_POOL, level(1));
        game.priority(CID);

        assertThat(game).action(new Action.Field(manta.id(),
                        Payment.of(new Payment.Spend(annsFist.id(), List.of(FIST)))))
                .isRejectedBecause("Only energy dice in your own Reserve Pool can be spent, never a teammate's.");
    }

    @Test
    void players_may_not_buy_their_teammates_dice() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        TestDie first = game.energy(CID, SHIELD);
        TestDie second = game.energy(CID, SHIELD);
        TestDie third = game.energy(CID, SHIELD);
        game.priority(CID);

        assertThat(game).action(new Action.Purchase(game.card("Wonder Woman").index(), Payment.of(
                        new Payment.Spend(first.id(), List.of(SHIELD)), new Payment.Spend(second.id(), List.of(SHIELD)),
                        new Payment.Spend(third.id(), List.of(SHIELD)))))
                .isRejectedBecause("You cannot buy dice from your teammate's cards.");
    }

    @Test
    void a_player_buys_at_most_one_of_each_basic_action_die_on_their_turn() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        for (int i = 0; i < 4; i++) {
            game.energy(ANN, FIST);
        }
        game.energy(CID, FIST);
        game.energy(CID, FIST);
        game.buy("Excessive Force");

        assertThat(game).action(Engine.suggestedPurchase(game.state(), game.card("Excessive Force").index()))
                .isRejectedBecause("You bought an Excessive Force die this turn: in Doubles a player buys at most"
                        + " one of each Basic Action die per turn.");
        game.pass();
        game.buy("Excessive Force");
        assertThat(game).player(CID).hasDiceIn(USED_PILE, 1);
    }

    @Test
    void each_player_damage_costs_each_team_its_life_once() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).cid(BOMBER).doubles().life(30).at(ANN, MAIN_STEP);
        TestDie bomber = game.place(CID, "Bomber", RESERVE_POOL, level(1));
        game.priority(CID);

        game.field(bomber);

        assertThat(game).player(ANN).hasLife(29);
        assertThat(game).player(BEN).hasLife(29);
    }
}
