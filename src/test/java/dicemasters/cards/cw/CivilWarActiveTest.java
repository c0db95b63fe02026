package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War cards whose text works while they are active, or shields and reactions to damage. */
public class CivilWarActiveTest {

    @Test
    @Covers("CW005")
    void captain_america_freedom_fighter_with_resistance_deals_1_damage_at_the_end_of_the_turn_and_spins_up() {
        TestGame game = TestGame.setup().ann("CW005").ben("CW006").at(ANN, MAIN_STEP);
        TestDie cap = game.place(ANN, "Captain America", FIELD_ZONE, level(1));
        game.knockedOutThisTurn(ANN, 1);

        game.endTurn();
        game.orderTriggers(0, 1);

        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).die(cap).showsLevel(2);
    }

    @Test
    @Covers("CW005")
    void captain_america_freedom_fighter_without_resistance_only_spins_up() {
        TestGame game = TestGame.setup().ann("CW005").ben("CW006").at(ANN, MAIN_STEP);
        TestDie cap = game.place(ANN, "Captain America", FIELD_ZONE, level(2));

        game.endTurn();
        game.orderTriggers(0, 1);

        assertThat(game).player(BEN).hasLife(10);
        assertThat(game).die(cap).showsLevel(3);
    }

    @Test
    @Covers("CW052")
    void moonstone_ms_marvel_spins_down_to_prevent_damage_from_an_opposing_when_fielded_ability() {
        TestGame game = TestGame.setup().ann("CW088").ben("CW052").at(ANN, MAIN_STEP);
        TestDie moonstone = game.place(BEN, "Moonstone", FIELD_ZONE, level(2));
        game.energy(ANN, BOLT);

        game.field(game.place(ANN, "Moonstone", RESERVE_POOL, level(1)));
        assertThat(game.decision()).isInstanceOf(Decision.React.class);
        game.react();

        assertThat(game).player(BEN).hasLife(10);
        assertThat(game).die(moonstone).showsLevel(1);
    }

    @Test
    @Covers("CW052")
    void moonstone_ms_marvel_at_level_1_cannot_pay_and_the_damage_is_dealt() {
        TestGame game = TestGame.setup().ann("CW088").ben("CW052").at(ANN, MAIN_STEP);
        game.place(BEN, "Moonstone", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);

        game.field(game.place(ANN, "Moonstone", RESERVE_POOL, level(1)));

        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW066")
    void spider_man_unmasked_prevents_damage_to_you_from_opposing_when_fielded_abilities() {
        TestGame game = TestGame.setup().ann("CW088", "CW006").ben("CW066").at(ANN, MAIN_STEP);
        game.place(BEN, "Spider-Man", FIELD_ZONE, level(2));
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);

        game.field(game.place(ANN, "Moonstone", RESERVE_POOL, level(1)));
        assertThat(game).player(BEN).hasLife(10);

        game.attackWith(falcon);
        game.finishAttack();
        assertThat(game).player(BEN).as("combat damage is not prevented").hasLife(7);
    }

    @Test
    @Covers("CW129")
    void speedball_new_warrior_takes_2_less_ability_damage_but_all_combat_damage() {
        TestGame game = TestGame.setup().ann("CW075", "CW006").ben("CW129").at(ANN, MAIN_STEP);
        TestDie speedball = game.place(BEN, "Speedball", FIELD_ZONE, level(3));
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Bullseye", RESERVE_POOL, level(1)));
        game.chooseNone();
        assertThat(game).die(speedball).as("2 damage from Bullseye's ability prevented").hasDamage(0);

        game.attackWith(falcon);
        game.block(speedball, falcon);
        game.finishAttack();
        assertThat(game).die(speedball).as("Fast: Speedball strikes first and KOs Falcon").hasDamage(0);
        assertThat(game).die(falcon).wasKnockedOut();
    }

    @Test
    @Covers("CW140")
    void shannon_carter_gives_your_sidekicks_2_attack_and_2_defense_while_active() {
        TestGame game = TestGame.setup().ann("CW140").ben("CW006").at(ANN, MAIN_STEP);
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);
        TestDie shannon = game.place(ANN, "Shannon Carter", RESERVE_POOL, level(1));
        game.energy(ANN, FIST);

        assertThat(game).die(mine).hasAttack(1).hasDefense(1);
        game.field(shannon);
        assertThat(game).die(mine).hasAttack(3).hasDefense(3);
        assertThat(game).die(theirs).hasAttack(1).hasDefense(1);
    }

    @Test
    @Covers("CW041")
    void goliath_bill_foster_global_gives_a_character_die_1_attack_and_1_defense() {
        TestGame game = TestGame.setup().ann("CW041").ben("CW006").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, FIST);

        game.useGlobal("Goliath", 0);
        game.choose(falcon);

        assertThat(game).die(falcon).hasAttack(4).hasDefense(2);
    }

    @Test
    @Covers("CW057")
    void pym_particles_grow_gives_a_fist_die_of_yours_1_attack_and_overcrush() {
        TestGame game = TestGame.setup().ann("CW057", "CW006").ben("CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Pym Particles", RESERVE_POOL, action(0)));
        assertThat(game).die(falcon).hasAttack(4);
        game.attackBlockedBy(falcon, rocket);

        assertThat(game).die(rocket).wasKnockedOut();
        assertThat(game).player(BEN).as("4A against 1D: 3 trample over").hasLife(7);
    }

    @Test
    @Covers("CW125")
    void pym_particles_scientific_breakthrough_gives_your_fist_and_mask_dice_1_attack_and_1_defense() {
        TestGame game = TestGame.setup().ann("CW125", "CW006", "CW022", "CW011").ben("CW006").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie wasp = game.place(ANN, "Wasp", FIELD_ZONE, level(1));
        TestDie rocket = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Pym Particles", RESERVE_POOL, action(0)));

        assertThat(game).die(falcon).hasAttack(4).hasDefense(2);
        assertThat(game).die(wasp).hasAttack(3).hasDefense(3);
        assertThat(game).die(rocket).as("Bolt").hasAttack(1).hasDefense(1);
        assertThat(game).die(theirs).as("opposing").hasAttack(3).hasDefense(1);
    }

    @Test
    @Covers("CW037")
    void captain_america_man_on_the_run_with_resistance_may_ko_a_level_1_die_at_the_end_of_the_turn() {
        TestGame game = TestGame.setup().ann("CW037").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Captain America", FIELD_ZONE, level(2));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie strong = game.place(BEN, "Falcon", FIELD_ZONE, level(2));
        game.knockedOutThisTurn(ANN, 1);

        game.endTurn();
        game.orderTriggers(0, 1);
        game.choose(falcon);

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).die(strong).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW037")
    void captain_america_man_on_the_run_without_a_ko_may_ko_a_sidekick_at_the_end_of_the_turn() {
        TestGame game = TestGame.setup().ann("CW037").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Captain America", FIELD_ZONE, level(2));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.endTurn();
        game.orderTriggers(0, 1);
        game.choose(sidekick);

        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).die(falcon).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW089")
    void ms_marvel_inhuman_spins_one_of_yours_up_and_one_opposing_die_down_at_the_end_of_your_turn() {
        TestGame game = TestGame.setup().ann("CW089", "CW006").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(3));
        TestDie mine = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Falcon", FIELD_ZONE, level(3));

        game.endTurn();
        game.choose(mine);

        assertThat(game).die(mine).showsLevel(2);
        assertThat(game).die(theirs).showsLevel(2);
    }

    @Test
    @Covers("CW089")
    void ms_marvel_inhuman_does_neither_when_no_opposing_die_can_spin_down() {
        TestGame game = TestGame.setup().ann("CW089", "CW006").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Ms. Marvel", FIELD_ZONE, level(3));
        TestDie mine = game.place(ANN, "Falcon", FIELD_ZONE, level(1));
        game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.endTurn();

        assertThat(game).isTurnOf(BEN);
        assertThat(game).die(mine).showsLevel(1);
    }

    @Test
    @Covers("CW097")
    void songbird_screaming_mimi_takes_no_damage_while_another_songbird_die_blocks_too() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW097").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie songbird = game.place(BEN, "Songbird", FIELD_ZONE, level(1));
        TestDie other = game.place(BEN, "Songbird", FIELD_ZONE, level(1));

        game.attackWith(falcon, sidekick);
        game.blocks(block(songbird, falcon), block(other, sidekick));
        game.finishAttack();

        assertThat(game).die(songbird).isIn(FIELD_ZONE).hasDamage(0);
        assertThat(game).die(other).hasDamage(0);
    }

    @Test
    @Covers("CW097")
    void songbird_screaming_mimi_blocking_alone_takes_damage() {
        TestGame game = TestGame.setup().ann("CW006").ben("CW097").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "Falcon", FIELD_ZONE, level(3));
        TestDie songbird = game.place(BEN, "Songbird", FIELD_ZONE, level(1));
        game.place(BEN, "Songbird", FIELD_ZONE, level(1));

        game.attackBlockedBy(falcon, songbird);

        assertThat(game).die(songbird).wasKnockedOut();
    }

    @Test
    @Covers("CW074")
    void baron_zemo_master_of_evil_with_resistance_may_pay_mask_for_1_attack_and_1_defense() {
        TestGame game = TestGame.setup().ann("CW074").ben("CW006").at(ANN, MAIN_STEP);
        TestDie zemo = game.place(ANN, "Baron Zemo", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        assertThat(game).action(game.fieldAbilityAction(zemo)).as("no die of Ann's was KO'd yet").isRejected();
        game.knockedOutThisTurn(ANN, 1);

        game.useFieldAbility(zemo);

        assertThat(game).die(zemo).hasAttack(3).hasDefense(3);
    }
}
