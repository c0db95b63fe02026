package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** WWE Superstars Ronda Rousey, Sasha Banks and Shinsuke Nakamura. */
class WweRouseySashaNakamuraTest {

    @Test
    @Covers("WWE037")
    void ronda_rousey_rowdy_is_fast_and_kos_her_blocker_before_it_deals_damage() {
        TestGame game = TestGame.setup().ann("WWE037").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie ronda = game.place(ANN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));

        game.attackBlockedBy(ronda, bret);

        assertThat(game).die(bret).wasKnockedOut();
        assertThat(game).die(ronda).as("Bret's 4A never lands").wasNotKnockedOut().hasDamage(0);
    }

    @Test
    @Covers("WWE038")
    void ronda_rousey_baddest_woman_impulse_pay_one_to_prep_the_purchased_die() {
        TestGame game = TestGame.setup().ann("WWE038").ben("WWE037").at(ANN, MAIN_STEP);
        for (int i = 0; i < 5; i++) {
            game.energy(ANN, FIST);
        }

        game.buy("Ronda Rousey");
        game.react();

        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 1).hasNoDiceIn(RESERVE_POOL).hasNoDiceIn(USED_PILE);
    }

    @Test
    @Covers("WWE038")
    void ronda_rousey_baddest_woman_stays_in_the_used_pile_when_the_impulse_is_not_paid() {
        TestGame game = TestGame.setup().ann("WWE038").ben("WWE037").at(ANN, MAIN_STEP);
        for (int i = 0; i < 5; i++) {
            game.energy(ANN, FIST);
        }

        game.buy("Ronda Rousey");
        game.decline();

        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 1).hasNoDiceIn(PREP_AREA).hasDiceIn(RESERVE_POOL, 1);
    }

    @Test
    @Covers("WWE039")
    void ronda_rousey_bad_reputation_makes_the_controller_of_a_die_she_kos_lose_one_life() {
        TestGame game = TestGame.setup().ann("WWE039").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie ronda = game.place(ANN, "Ronda Rousey", FIELD_ZONE, level(3));
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));

        game.attackBlockedBy(ronda, bret);

        assertThat(game).die(bret).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).player(ANN).as("Ronda, KO'd too, is not her own victim").hasLife(10);
    }

    @Test
    @Covers("WWE040")
    void sasha_banks_its_boss_time_makes_your_superstars_one_cheaper_to_field_never_below_zero() {
        TestGame game = TestGame.setup().ann("WWE040", "WWE013").ben("WWE013").at(ANN, MAIN_STEP);
        game.place(ANN, "Sasha Banks", FIELD_ZONE, level(1));
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", RESERVE_POOL, level(2));
        TestDie cheap = game.place(ANN, "Bret \"Hit Man\" Hart", RESERVE_POOL, level(1));
        TestDie theirs = game.place(BEN, "Bret \"Hit Man\" Hart", RESERVE_POOL, level(2));

        assertThat(Engine.fieldCost(game.state(), game.die(bret))).isZero();
        assertThat(Engine.fieldCost(game.state(), game.die(cheap))).isZero();
        assertThat(Engine.fieldCost(game.state(), game.die(theirs))).as("only your Superstars").isEqualTo(1);
        game.field(bret);
        assertThat(game).die(bret).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("WWE043")
    void shinsuke_nakamura_the_artist_may_ko_a_sidekick_when_fielded() {
        TestGame game = TestGame.setup().ann("WWE043").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);
        game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Shinsuke Nakamura", RESERVE_POOL, level(1)));
        game.choose(theirs);

        assertThat(game).die(theirs).wasKnockedOut().isIn(PREP_AREA);
    }

    @Test
    @Covers("WWE043")
    void shinsuke_nakamura_the_artist_may_ko_no_sidekick() {
        TestGame game = TestGame.setup().ann("WWE043").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Shinsuke Nakamura", RESERVE_POOL, level(1)));
        game.chooseNone();

        assertThat(game).die(theirs).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("WWE044")
    void shinsuke_nakamura_kinshasa_kos_an_opposing_sidekick_when_he_attacks() {
        TestGame game = TestGame.setup().ann("WWE044").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie shinsuke = game.place(ANN, "Shinsuke Nakamura", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);
        game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));

        game.attackWith(shinsuke);

        assertThat(game).die(theirs).as("the only opposing Sidekick: no choice to make").wasKnockedOut();
        assertThat(game).die(mine).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("WWE045")
    void shinsuke_nakamura_king_of_strong_style_makes_the_controller_of_each_kod_superstar_lose_a_life() {
        TestGame game = TestGame.setup().ann("WWE045", "WWE037").ben("WWE037").at(ANN, MAIN_STEP);
        game.place(ANN, "Shinsuke Nakamura", FIELD_ZONE, level(1));
        TestDie bret = game.place(ANN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(3));
        TestDie blocker = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(bret, sidekick);
        game.blocks(block(blocker, bret), block(ronda, sidekick));
        game.finishAttack();

        assertThat(game).die(blocker).wasKnockedOut();
        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).player(ANN).hasLife(9);
    }

    @Test
    @Covers("WWE041")
    void sasha_banks_the_boss_makes_the_next_superstar_you_purchase_this_turn_cost_two_less() {
        TestGame game = TestGame.setup().ann("WWE041", "WWE013").ben("WWE037").basicActions("JUS068")
                .at(ANN, MAIN_STEP);
        game.field(game.place(ANN, "Sasha Banks", RESERVE_POOL, level(1)));

        assertThat(Engine.purchaseCost(game.state(), game.card("WWE013"), ANN)).as("5 less 2").isEqualTo(3);
        assertThat(Engine.purchaseCost(game.state(), game.card("JUS068"), ANN)).as("no Superstar").isEqualTo(3);
        for (int i = 0; i < 3; i++) {
            game.energy(ANN, BOLT);
        }
        game.buy("Bret \"Hit Man\" Hart");
        assertThat(Engine.purchaseCost(game.state(), game.card("WWE013"), ANN)).as("used up").isEqualTo(5);
    }
}
