package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War characters that change who may block them, or what happens as blockers are declared. */
public class CivilWarBlockingTest {

    @Test
    @Covers("CW035")
    void black_widow_mistress_of_pain_blocks_any_number_of_attackers_showing_a_fielding_cost_of_0() {
        TestGame game = TestGame.setup().ann("CW011", "CW006").ben("CW035").at(ANN, MAIN_STEP);
        TestDie first = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(1));

        game.attackWith(first, second, sidekick, falcon);
        assertThat(game).action(declaringBlocks(block(widow, first), block(widow, falcon))).isRejected();
        game.blocks(block(widow, first), block(widow, second), block(widow, sidekick));

        assertThat(game.die(widow).blockingAll()).containsExactly(first.id(), second.id(), sidekick.id());
    }

    @Test
    @Covers("CW038")
    void captain_marvel_carol_danvers_can_be_blocked_only_by_dice_with_resistance_or_enlistment() {
        TestGame game = TestGame.setup().ann("CW038").ben("CW004", "CW010", "CW006").at(ANN, MAIN_STEP);
        TestDie marvel = game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));
        TestDie cap = game.place(BEN, "Captain America", FIELD_ZONE, level(1));
        TestDie ironMan = game.place(BEN, "Iron Man", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackWith(marvel);

        assertThat(game).action(declaringBlocks(block(falcon, marvel)))
                .isRejectedBecause("Captain Marvel can't be blocked by Falcon.");
        assertThat(game).action(declaringBlocks(block(cap, marvel))).isAllowed();
        assertThat(game).action(declaringBlocks(block(ironMan, marvel))).isAllowed();
    }

    @Test
    @Covers("CW105")
    void ant_man_master_thief_can_be_blocked_only_by_level_1_dice() {
        TestGame game = TestGame.setup().ann("CW105").ben("CW006").at(ANN, MAIN_STEP);
        TestDie antMan = game.place(ANN, "Ant-Man", FIELD_ZONE, level(1));
        TestDie low = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie high = game.place(BEN, "Falcon", FIELD_ZONE, level(2));

        game.attackWith(antMan);

        assertThat(game).action(declaringBlocks(block(high, antMan))).isRejected();
        assertThat(game).action(declaringBlocks(block(low, antMan))).isAllowed();
    }

    @Test
    @Covers("CW091")
    void nitro_stamford_incident_cannot_be_blocked_by_dice_with_no_more_defense_than_nitro() {
        TestGame game = TestGame.setup().ann("CW091").ben("CW006", "CW004").at(ANN, MAIN_STEP);
        TestDie nitro = game.place(ANN, "Nitro", FIELD_ZONE, level(2));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));
        TestDie cap = game.place(BEN, "Captain America", FIELD_ZONE, level(2));

        game.attackWith(nitro);

        assertThat(game).action(declaringBlocks(block(falcon, nitro))).as("3D against Nitro's 4D").isRejected();
        assertThat(game).action(declaringBlocks(block(cap, nitro))).as("5D").isAllowed();
    }

    @Test
    @Covers("CW054")
    void namorita_taunting_villains_gives_a_non_shield_attacker_minus_2_attack_when_she_blocks() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW054").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie namorita = game.place(BEN, "Namorita", FIELD_ZONE, level(1));

        game.attackWith(falcon);
        game.block(namorita, falcon);

        assertThat(game).die(falcon).hasAttack(3);
        game.finishAttack();
        assertThat(game).die(namorita).as("3A against 2D").wasKnockedOut();
    }

    @Test
    @Covers("CW054")
    void namorita_taunting_villains_does_not_weaken_a_shield_attacker() {
        TestGame game = TestGame.setup().ann("CW004").ben("CW054").at(ANN, MAIN_STEP);
        TestDie cap = game.place(ANN, "Captain America", FIELD_ZONE, level(2));
        TestDie namorita = game.place(BEN, "Namorita", FIELD_ZONE, level(1));

        game.attackWith(cap);
        game.block(namorita, cap);

        assertThat(game).die(cap).hasAttack(4);
    }

    @Test
    @Covers("CW128")
    void songbird_reformed_villain_cannot_be_blocked_attacking_beside_one_other_thunderbolt() {
        TestGame game = TestGame.setup().ann("CW128", "CW001").ben("CW006").at(ANN, MAIN_STEP);
        TestDie songbird = game.place(ANN, "Songbird", FIELD_ZONE, level(1));
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackWith(songbird, widow);

        assertThat(game).action(declaringBlocks(block(falcon, songbird))).isRejected();
        assertThat(game).action(declaringBlocks(block(falcon, widow))).isAllowed();
    }

    @Test
    @Covers("CW128")
    void songbird_reformed_villain_can_be_blocked_with_a_third_attacker_beside_her() {
        TestGame game = TestGame.setup().ann("CW128", "CW001").ben("CW006").at(ANN, MAIN_STEP);
        TestDie songbird = game.place(ANN, "Songbird", FIELD_ZONE, level(1));
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackWith(songbird, widow, sidekick);

        assertThat(game).action(declaringBlocks(block(falcon, songbird))).isAllowed();
    }

    @Test
    @Covers("CW071")
    void wasp_americas_newest_superhero_deals_1_damage_to_each_blocking_die_while_she_attacks() {
        TestGame game = TestGame.setup().ann("CW071").ben("CW006").at(ANN, MAIN_STEP);
        TestDie wasp = game.place(ANN, "Wasp", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));
        TestDie other = game.place(BEN, "Falcon", FIELD_ZONE, level(3));

        game.attackWith(wasp, sidekick);
        game.blocks(block(falcon, sidekick), block(other, wasp));

        assertThat(game).die(falcon).as("blocking another attacker").hasDamage(1);
        assertThat(game).die(other).hasDamage(1);
    }

    @Test
    @Covers("CW042")
    void hercules_incredible_herc_gives_the_other_attackers_1_attack() {
        TestGame game = TestGame.setup().ann("CW042").ben("CW006").at(ANN, MAIN_STEP);
        TestDie hercules = game.place(ANN, "Hercules", FIELD_ZONE, level(1));
        TestDie otherHercules = game.place(ANN, "Hercules", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);

        game.attackWith(hercules, otherHercules, sidekick);

        assertThat(game).die(sidekick).as("one from each Hercules").hasAttack(3);
        assertThat(game).die(hercules).as("from the other Hercules die only").hasAttack(5);
    }
}
