package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/** Civil War characters whose text works on the combat damage they deal or are dealt. */
public class CivilWarCombatDamageTest {

    @Test
    @Covers("CW065")
    void speedball_robbie_baldwin_dealt_combat_damage_deals_as_much_to_each_other_character_die() {
        TestGame game = TestGame.setup().ann("CW006", "CW053", "HHS046").ben("CW065", "CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(2));
        TestDie msMarvel = game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(2));
        TestDie speedball = game.place(BEN, "Speedball", FIELD_ZONE, level(3));
        TestDie bensRocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.attackBlockedBy(falcon, speedball);

        assertThat(game).die(speedball).as("Falcon's 4A is less than his 5D").isIn(FIELD_ZONE);
        assertThat(game).die(triceraton).as("4D: dealt as much as Speedball was, 4").wasKnockedOut();
        assertThat(game).die(msMarvel).as("5D: dealt 4, not more").isIn(FIELD_ZONE);
        assertThat(game).die(bensRocket).as("his own side's dice too").wasKnockedOut();
        assertThat(game).die(falcon).wasKnockedOut();
    }

    @Test
    @Covers("CW065")
    void speedball_robbie_baldwin_damaged_by_an_ability_deals_no_damage() {
        TestGame game = TestGame.setup().ann("CW001", "CW053").ben("CW065", "CW011").at(ANN, MAIN_STEP);
        TestDie msMarvel = game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(1));
        TestDie speedball = game.place(BEN, "Speedball", FIELD_ZONE, level(3));
        TestDie bensRocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(2)));
        game.choose(speedball);

        assertThat(game).die(speedball).hasDamage(1);
        assertThat(game).die(msMarvel).hasDamage(0);
        assertThat(game).die(bensRocket).isIn(FIELD_ZONE).hasDamage(0);
    }

    @Test
    @Covers("CW082")
    void justice_marvel_boy_blocked_by_two_dice_deals_his_full_a_to_each_of_them() {
        TestGame game = TestGame.setup().ann("CW082").ben("CW006", "CW020").at(ANN, MAIN_STEP);
        TestDie justice = game.place(ANN, "Justice", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(3));
        TestDie wasp = game.place(BEN, "Wasp", FIELD_ZONE, level(3));

        game.attackWith(justice);
        game.blocks(block(falcon, justice), block(wasp, justice));
        game.finishAttack();

        assertThat(game).as("nothing to split: 4 damage goes to each blocker").asksNothing();
        assertThat(game).die(falcon).as("3D, dealt 4").wasKnockedOut();
        assertThat(game).die(wasp).as("3D, dealt 4 too").wasKnockedOut();
    }

    @Test
    @Covers("CW018")
    void she_hulk_sensational_blocked_and_overcrushing_into_the_opponent_gains_2_life() {
        TestGame game = TestGame.setup().life(10).ann("CW018").ben("CW011").at(ANN, MAIN_STEP);
        TestDie sheHulk = game.place(ANN, "She-Hulk", FIELD_ZONE, level(3));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.life(ANN, 5);

        game.attackBlockedBy(sheHulk, rocket);

        assertThat(game).die(rocket).wasKnockedOut();
        assertThat(game).player(BEN).as("6A: 1 to Rocket Raccoon, 5 over it").hasLife(5);
        assertThat(game).player(ANN).hasLife(7);
    }

    @Test
    @Covers("CW018")
    void she_hulk_sensational_unblocked_damages_only_the_opponent_and_gains_nothing() {
        TestGame game = TestGame.setup().life(10).ann("CW018").ben("CW011").at(ANN, MAIN_STEP);
        TestDie sheHulk = game.place(ANN, "She-Hulk", FIELD_ZONE, level(3));
        game.life(ANN, 5);

        game.attackWith(sheHulk);
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(4);
        assertThat(game).player(ANN).hasLife(5);
    }

    private static TestGame sheHulkWithASecondAttackStep() {
        TestGame game = TestGame.setup().life(20).ann("CW018", "CW108").ben("CW018", "CW011").at(ANN, MAIN_STEP);
        game.place(ANN, "Captain Marvel", FIELD_ZONE, level(1));
        game.life(ANN, 5);
        return game;
    }

    @Test
    @Covers("CW018")
    void she_hulk_sensational_blocked_in_one_attack_step_and_unblocked_in_the_second_gains_2_life() {
        TestGame game = sheHulkWithASecondAttackStep();
        TestDie sheHulk = game.place(ANN, "She-Hulk", FIELD_ZONE, level(3));
        TestDie bensSheHulk = game.place(BEN, "She-Hulk", FIELD_ZONE, level(3));

        game.attackBlockedBy(sheHulk, bensSheHulk);
        assertThat(game).player(ANN).as("6 damage to a 7D die: nothing over it yet").hasLife(5);
        game.act(declaringAttackers(sheHulk));
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(14);
        assertThat(game).player(ANN).hasLife(7);
    }

    @Test
    @Covers("CW018")
    void she_hulk_sensational_gains_the_2_life_once_a_turn() {
        TestGame game = sheHulkWithASecondAttackStep();
        TestDie sheHulk = game.place(ANN, "She-Hulk", FIELD_ZONE, level(3));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.attackBlockedBy(sheHulk, rocket);
        assertThat(game).player(ANN).as("1 to Rocket Raccoon, 5 over it").hasLife(7);
        game.act(declaringAttackers(sheHulk));
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).player(ANN).as("not a second time").hasLife(7);
    }
}
