package dicemasters.cards;

import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/** WWE Superstars Bobby Heenan, Bret "Hit Man" Hart and Charlotte Flair. */
class WweHeenanHartCharlotteTest {

    @Test
    @Covers("WWE010")
    void bobby_heenan_the_brain_makes_a_level_three_superstar_unblockable_this_turn() {
        TestGame game = TestGame.setup().ann("WWE010", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(3));
        game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(2));
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Bobby Heenan", RESERVE_POOL, level(1)));
        game.attackWith(bret);

        assertThat(game).action(declaringBlocks(block(ronda, bret)))
                .isRejectedBecause("Bret \"Hit Man\" Hart can't be blocked this turn.");
    }

    @Test
    @Covers("WWE013")
    void bret_hart_the_best_there_is_has_overcrush() {
        TestGame game = TestGame.setup().ann("WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(3));
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));

        game.attackBlockedBy(bret, ronda);

        assertThat(game).die(ronda).wasKnockedOut();
        assertThat(game).player(BEN).as("5A against 3D: 2 left over").hasLife(8);
    }

    @Test
    @Covers("WWE015")
    void bret_hart_the_best_there_ever_will_be_gets_plus_two_when_he_attacks_alone() {
        TestGame game = TestGame.setup().ann("WWE015").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));

        game.attackWith(bret);

        assertThat(game).die(bret).hasAttack(6).hasDefense(4);
    }

    @Test
    @Covers("WWE015")
    void bret_hart_gets_nothing_when_another_die_attacks_with_him() {
        TestGame game = TestGame.setup().ann("WWE015").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);

        game.attackWith(bret, sidekick);

        assertThat(game).die(bret).hasAttack(4).hasDefense(2);
    }

    @Test
    @Covers("WWE017")
    void charlotte_flair_athlete_deals_one_damage_whenever_an_opposing_sidekick_is_fielded() {
        TestGame game = TestGame.setup().ann("WWE037").ben("WWE017").at(ANN, MAIN_STEP);
        game.place(BEN, "Charlotte Flair", FIELD_ZONE, level(1));
        TestDie ronda = game.place(ANN, "Ronda Rousey", RESERVE_POOL, level(1));
        TestDie sidekick = game.sidekick(ANN, RESERVE_POOL);

        game.field(ronda);
        assertThat(game).player(ANN).as("Ronda is no Sidekick").hasLife(10);
        game.field(sidekick);
        assertThat(game).player(ANN).hasLife(9);
    }

    @Test
    @Covers("WWE018")
    void charlotte_flair_the_queen_gives_your_sidekicks_plus_one_while_active() {
        TestGame game = TestGame.setup().ann("WWE018").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie charlotte = game.place(ANN, "Charlotte Flair", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);

        assertThat(game).die(mine).hasAttack(2).hasDefense(2);
        assertThat(game).die(theirs).hasAttack(1);
        assertThat(game).die(charlotte).as("only Sidekicks").hasAttack(3);
    }

    @Test
    @Covers("WWE018")
    void charlotte_flairs_bonus_ends_when_she_leaves_the_field() {
        TestGame game = TestGame.setup().ann("WWE018").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie charlotte = game.place(ANN, "Charlotte Flair", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(3));

        game.attackBlockedBy(charlotte, ronda);

        assertThat(game).die(charlotte).wasKnockedOut();
        assertThat(game).die(mine).hasAttack(1).hasDefense(1);
    }

    @Test
    @Covers("WWE011")
    void bobby_heenan_the_weasel_makes_the_opponent_lose_a_life_for_each_die_they_block_with() {
        TestGame game = TestGame.setup().ann("WWE011", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie first = game.sidekick(BEN, FIELD_ZONE);
        TestDie second = game.sidekick(BEN, FIELD_ZONE);
        game.field(game.place(ANN, "Bobby Heenan", RESERVE_POOL, level(1)));

        game.attackWith(bret, sidekick);
        game.blocks(block(first, bret), block(second, sidekick));

        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("WWE011")
    void two_bobby_heenan_the_weasel_dice_fielded_make_each_block_cost_two_life() {
        TestGame game = TestGame.setup().ann("WWE011", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        TestDie blocker = game.sidekick(BEN, FIELD_ZONE);
        game.field(game.place(ANN, "Bobby Heenan", RESERVE_POOL, level(1)));
        game.field(game.place(ANN, "Bobby Heenan", RESERVE_POOL, level(1)));

        game.attackWith(bret);
        game.block(blocker, bret);

        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    @Covers("WWE011")
    void bobby_heenan_the_weasel_costs_a_life_for_a_blocker_that_arrived_after_him() {
        TestGame game = TestGame.setup().ann("WWE011", "WWE013").ben("CW011").basicActions("HHS052").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie laterRocket = game.place(BEN, "Rocket Raccoon", USED_PILE);
        game.field(game.place(ANN, "Bobby Heenan", RESERVE_POOL, level(1)));
        game.use(game.place(ANN, "Mutation", RESERVE_POOL, action(0)));
        assertThat(game).die(rocket).isIn(USED_PILE);

        game.attackWith(bret);
        game.block(laterRocket, bret);

        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("WWE014")
    void bret_hart_the_best_there_was_can_only_be_blocked_by_two_or_more_superstars() {
        TestGame game = TestGame.setup().ann("WWE014").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(3));
        TestDie first = game.sidekick(BEN, FIELD_ZONE);
        TestDie second = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(bret);

        assertThat(game).action(declaringBlocks(block(first, bret)))
                .isRejectedBecause("Bret \"Hit Man\" Hart can't be blocked by fewer than two dice.");
        game.blocks(block(first, bret), block(second, bret));
        assertThat(game).die(first).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("WWE016")
    void charlotte_flair_nature_girl_gains_a_life_when_she_damages_your_opponent() {
        TestGame game = TestGame.setup().ann("WWE016").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie charlotte = game.place(ANN, "Charlotte Flair", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Charlotte Flair", FIELD_ZONE, level(1));
        game.life(ANN, 7);

        game.attackWith(charlotte, second);
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(4);
        assertThat(game).player(ANN).as("one life for each die that damaged Ben").hasLife(9);
    }
}
