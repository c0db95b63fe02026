package dicemasters.cards;

import dicemasters.engine.action.Action;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.cards.BasicActionTable.table;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The Basic Action Cards of the DC Justice box, each in a small scenario. */
class JusticeBasicActionsTest {
    @Test
    @Covers("JUS066")
    void energy_field_spins_every_die_up_and_with_two_bursts_an_opposing_die_to_level_one() {
        TestGame game = table("JUS066");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        game.use(game.place(ANN, "Energy Field", RESERVE_POOL, action(2)));
        assertThat(game).die(mine).showsLevel(2);
        assertThat(game).die(theirs).as("up to 3, then to level 1").showsLevel(1);
    }

    @Test
    @Covers("JUS066")
    void energy_field_global_spins_your_die_down_to_spin_another_up() {
        TestGame game = table("JUS066");
        TestDie payer = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        game.useGlobal("Energy Field", 2);
        assertThat(game).die(payer).showsLevel(2);
        game.choose(theirs);
        assertThat(game).die(theirs).showsLevel(2);
    }

    @Test
    @Covers("JUS067")
    void excessive_force_deals_six_damage_and_its_global_gives_one_attack() {
        TestGame game = table("JUS067");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        game.choose(theirs);
        assertThat(game).die(theirs).isIn(PREP_AREA);
        game.energy(ANN, BOLT);
        game.useGlobal("Excessive Force", 1);
        assertThat(game).die(mine).hasAttack(3);
    }

    @Test
    @Covers("JUS068")
    void investigation_draws_and_rolls_two_dice() {
        TestGame game = table("JUS068");
        game.use(game.place(ANN, "Investigation", RESERVE_POOL, action(0)));
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 2).hasDiceIn(BAG, 6);
    }

    @Test
    @Covers("JUS072")
    void stretch_returns_used_dice_to_the_bag_and_with_a_burst_draws_one() {
        TestGame game = table("JUS072");
        TestDie a = game.place(ANN, "Black Widow", USED_PILE);
        TestDie b = game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "Stretch", RESERVE_POOL, action(1)));
        game.choose(a, b);
        assertThat(game).die(a).isIn(BAG);
        assertThat(game).die(b).isIn(BAG);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 1);
    }

    @Test
    @Covers("JUS072")
    void stretch_global_draws_a_die_then_sends_one_from_the_reserve_once_per_turn() {
        TestGame game = table("JUS072");
        TestDie fist = game.energy(ANN, FIST);
        TestDie spare = game.energy(ANN, MASK);
        game.useGlobal("Stretch", 2);
        game.choose(spare);
        assertThat(game).die(fist).isIn(OUT_OF_PLAY);
        assertThat(game).die(spare).isIn(OUT_OF_PLAY);
        game.energy(ANN, FIST);
        assertThat(game).action(game.globalAction("Stretch", 2)).isRejected()
                .contains("only 1 time per turn");
    }

    @Test
    @Covers("JUS064")
    void betrayal_deals_one_damage_per_opposing_character_die_and_with_two_bursts_returns_to_prep() {
        TestGame game = table("JUS064");
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie betrayal = game.place(ANN, "Betrayal", RESERVE_POOL, action(2));
        game.use(betrayal);
        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).die(betrayal).as("it did 2 damage: the die goes to the Prep Area").isIn(PREP_AREA);
    }

    @Test
    @Covers("JUS064")
    void betrayal_doing_less_than_two_damage_stays_out_of_play() {
        TestGame game = table("JUS064");
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie betrayal = game.place(ANN, "Betrayal", RESERVE_POOL, action(2));
        game.use(betrayal);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).die(betrayal).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS064")
    void betrayal_counts_the_damage_it_did_not_the_opposing_dice_for_its_two_bursts() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW084", "CW011").basicActions("JUS064").at(ANN, MAIN_STEP);
        game.place(BEN, "Luke Cage", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie betrayal = game.place(ANN, "Betrayal", RESERVE_POOL, action(2));

        game.use(betrayal);
        game.decline();

        assertThat(game).player(BEN).as("Luke Cage prevented the 2 damage").hasLife(10);
        assertThat(game).die(betrayal).as("two opposing dice, but no damage done").isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS064")
    void betrayal_without_bursts_does_not_return() {
        TestGame game = table("JUS064");
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie betrayal = game.place(ANN, "Betrayal", RESERVE_POOL, action(0));
        game.use(betrayal);
        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).die(betrayal).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS069")
    void ping_deals_one_damage_to_the_opponent() {
        TestGame game = table("JUS069");
        TestDie ping = game.place(ANN, "Ping", RESERVE_POOL, action(0));
        game.use(ping);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).as("no Boomerang without a burst").asksNothing();
        assertThat(game).die(ping).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("JUS069")
    void ping_with_a_burst_has_boomerang_and_may_return_to_the_prep_area() {
        TestGame game = table("JUS069");
        TestDie ping = game.place(ANN, "Ping", RESERVE_POOL, action(1));
        game.use(ping);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).waitsOn(ANN);
        game.choose(ping);
        assertThat(game).die(ping).isIn(PREP_AREA);
    }

    @Test
    @Covers("JUS070")
    void power_almighty_spins_your_dice_up_and_preps_a_die_for_each_that_could_not() {
        TestGame game = table("JUS070");
        TestDie top = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie low = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Power Almighty", RESERVE_POOL, action(0)));
        assertThat(game).die(low).showsLevel(2);
        assertThat(game).die(top).showsLevel(3);
        assertThat(game).die(theirs).as("only your dice").showsLevel(1);
        assertThat(game).player(ANN).as("Black Widow at level 3 and the one-level Sidekick").hasDiceIn(PREP_AREA, 2);
    }

    @Test
    @Covers("JUS065")
    void doom_lance_lets_only_the_chosen_die_attack_and_opposing_dice_must_block() {
        TestGame game = table("JUS065");
        TestDie lance = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie other = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Doom Lance", RESERVE_POOL, action(0)));
        game.choose(lance);
        game.passToAttack();
        assertThat(game).action(declaringAttackers(lance, other))
                .isRejectedBecause("Only your character dice in the Field Zone can attack, each once.");
        game.act(declaringAttackers(lance));
        assertThat(game).action(declaringBlocks()).isRejectedBecause("Rocket Raccoon must block this turn.");
        game.block(theirs, lance);
        game.finishAttack();
        assertThat(game).die(theirs).wasKnockedOut();
        assertThat(game).player(BEN).as("its controller loses 1 life for the KO").hasLife(9);
    }

    @Test
    @Covers("JUS065")
    void doom_lance_does_not_make_a_lone_die_block_an_attacker_that_two_or_more_dice_must_block() {
        TestGame game = TestGame.setup().ann("JUS027").ben("CW011").basicActions("JUS065").at(ANN, MAIN_STEP);
        TestDie manhunter = game.place(ANN, "Martian Manhunter", FIELD_ZONE, level(2));
        TestDie lone = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Doom Lance", RESERVE_POOL, action(0)));
        game.passToAttack();
        game.act(declaringAttackers(manhunter));
        assertThat(game).action(declaringBlocks(block(lone, manhunter)))
                .isRejectedBecause("Martian Manhunter can't be blocked by fewer than two dice.");
        assertThat(game).action(declaringBlocks()).as("it is not able to block, so it need not").isOffered();
    }

    @Test
    @Covers("JUS065")
    void doom_lance_makes_two_dice_block_an_attacker_that_two_or_more_dice_must_block() {
        TestGame game = TestGame.setup().ann("JUS027").ben("CW011").basicActions("JUS065").at(ANN, MAIN_STEP);
        TestDie manhunter = game.place(ANN, "Martian Manhunter", FIELD_ZONE, level(2));
        TestDie one = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie two = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Doom Lance", RESERVE_POOL, action(0)));
        game.passToAttack();
        game.act(declaringAttackers(manhunter));
        assertThat(game).action(declaringBlocks()).isRejectedBecause("Rocket Raccoon must block this turn.");
        assertThat(game).action(declaringBlocks(block(one, manhunter),
                block(two, manhunter))).isOffered();
    }

    @Test
    @Covers("JUS065")
    void doom_lance_with_two_bursts_costs_an_opponent_without_active_dice_a_life_at_the_end_of_the_turn() {
        TestGame game = table("JUS065");
        TestDie lance = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Doom Lance", RESERVE_POOL, action(2)));
        game.attackBlockedBy(lance, theirs);
        game.endTurn();
        assertThat(game).player(BEN).as("1 for the KO, 1 for having no active character die").hasLife(8);
        assertThat(game.state().thisTurn().actionUses()).as("its effects end with the turn").isEmpty();
    }

    @Test
    @Covers("JUS065")
    void doom_lance_without_bursts_spares_an_opponent_without_active_dice() {
        TestGame game = table("JUS065");
        game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Doom Lance", RESERVE_POOL, action(0)));
        game.endTurn();
        assertThat(game).player(BEN).hasLife(10);
    }
}
