package dicemasters.cards;

import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** WWE Superstars "Macho Man" Randy Savage, Mankind and Ric Flair. */
class WweMachoManMankindFlairTest {
    private static final int FLAIR_GLOBAL = 0;

    @Test
    @Covers("WWE032")
    void mankind_the_deranged_gets_plus_one_attack_for_each_of_your_sidekicks_in_the_field() {
        TestGame game = TestGame.setup().ann("WWE032").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie mankind = game.place(ANN, "Mankind", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Mankind", FIELD_ZONE, level(3));
        game.sidekick(ANN, FIELD_ZONE);
        game.sidekick(ANN, FIELD_ZONE);
        game.sidekick(BEN, FIELD_ZONE);
        game.sidekick(ANN, RESERVE_POOL);

        assertThat(game).die(mankind).as("two Sidekicks in Ann's Field Zone").hasAttack(3).hasDefense(4);
        assertThat(game).die(second).hasAttack(4);
    }

    @Test
    @Covers("WWE033")
    void mankind_mrs_foleys_baby_boy_tags_out_after_blockers_are_declared() {
        TestGame game = TestGame.setup().ann("WWE033", "WWE037").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie mankind = game.place(ANN, "Mankind", FIELD_ZONE, level(1));
        TestDie ronda = game.place(ANN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));

        game.attackWith(ronda);
        game.block(bret, ronda);
        game.choose(mankind);
        game.choose(ronda);

        assertThat(game).die(mankind).isIn(PREP_AREA);
        assertThat(game).die(ronda).hasAttack(4).hasDefense(5);
    }

    @Test
    @Covers("WWE035")
    void ric_flair_woooo_global_pay_four_gives_a_superstar_plus_four_attack() {
        TestGame game = TestGame.setup().ann("WWE035").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);
        for (int i = 0; i < 4; i++) {
            game.energy(ANN, FIST);
        }

        game.useGlobal("Ric Flair", FLAIR_GLOBAL);
        game.choose(ronda);

        assertThat(game).die(ronda).hasAttack(6).hasDefense(3);
        assertThat(game).player(ANN).hasNoDiceIn(RESERVE_POOL);
    }

    @Test
    @Covers("WWE035")
    void ric_flair_woooo_tags_out() {
        TestGame game = TestGame.setup().ann("WWE035").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie flair = game.place(ANN, "Ric Flair", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));

        game.attackWith(sidekick);
        game.block(bret, sidekick);
        game.choose(flair);
        game.choose(sidekick);
        game.finishAttack();

        assertThat(game).die(flair).isIn(PREP_AREA);
        assertThat(game).die(bret).as("3A from the Sidekick against 2D").wasKnockedOut();
    }

    @Test
    @Covers("WWE028")
    void macho_man_cream_of_the_crop_may_send_a_drawn_sidekick_to_the_used_pile_and_draw_again_once() {
        TestGame game = TestGame.setup().ann("WWE028", "WWE013").ben("WWE037").before(ANN, CLEAR_AND_DRAW);
        game.place(ANN, "Macho Man Randy Savage", FIELD_ZONE, level(1));
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", BAG);
        game.nextDrawsTake(SIDEKICK, SIDEKICK, SIDEKICK, SIDEKICK, "Bret \"Hit Man\" Hart");

        game.proceed();
        game.react();

        assertThat(game).isAt(ROLL_AND_REROLL);
        assertThat(game).player(ANN).as("one Sidekick sent away, once only").hasDiceIn(USED_PILE, 1);
        assertThat(game).die(bret).isIn(RESERVE_POOL);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 4);
    }

    @Test
    @Covers("WWE029")
    void macho_man_macho_madness_draws_and_rolls_one_more_die_whenever_you_draw_and_roll() {
        TestGame game = TestGame.setup().ann("WWE029").ben("WWE037").basicActions("JUS068").at(ANN, MAIN_STEP);
        game.place(ANN, "Macho Man Randy Savage", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Investigation", RESERVE_POOL, action(0)));

        assertThat(game).player(ANN).as("Investigation's 2, and 1 more (not again for that one)")
                .hasDiceIn(RESERVE_POOL, 3);
    }

    @Test
    @Covers("WWE030")
    void macho_man_oooh_yeah_makes_each_player_draw_an_extra_die() {
        TestGame game = TestGame.setup().ann("WWE030").ben("WWE037").before(BEN, CLEAR_AND_DRAW);
        game.place(ANN, "Macho Man Randy Savage", FIELD_ZONE, level(1));

        game.proceed();

        assertThat(game).isTurnOf(BEN).isAt(ROLL_AND_REROLL);
        assertThat(game).player(BEN).as("the opponent of Macho Man's owner too").hasDiceIn(RESERVE_POOL, 5);
    }

    @Test
    @Covers("WWE031")
    void mankind_hardcore_legend_may_prep_a_die_when_the_opponent_preps_dice() {
        TestGame game = TestGame.setup().ann("WWE037").ben("WWE031").basicActions("WWE058").at(ANN, MAIN_STEP);
        game.place(BEN, "Mankind", FIELD_ZONE, level(1));
        game.sidekick(ANN, USED_PILE);
        game.sidekick(ANN, USED_PILE);
        game.energy(ANN, MASK);

        game.useGlobal("Walk with Elias", 1);
        assertThat(game).waitsOn(BEN);
        game.react();

        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 2);
        assertThat(game).player(BEN).as("once for the Global that prepped two dice").hasDiceIn(PREP_AREA, 1);
    }

    @Test
    @Covers("WWE031")
    void mankind_hardcore_legend_ignores_a_ko_which_is_no_prep() {
        TestGame game = TestGame.setup().ann("WWE037").ben("WWE031").at(ANN, MAIN_STEP);
        game.place(BEN, "Mankind", FIELD_ZONE, level(1));
        TestDie ronda = game.place(ANN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie blocker = game.place(BEN, "Mankind", FIELD_ZONE, level(3));

        game.attackBlockedBy(ronda, blocker);

        assertThat(game.events(dicemasters.engine.state.GameEvent.DieKnockedOut.class)).isEmpty();
        assertThat(game).player(BEN).hasNoDiceIn(PREP_AREA);
    }

    @Test
    @Covers("WWE036")
    void ric_flair_nature_boy_kod_kos_an_opposing_die_that_did_not_attack_or_block_at_end_of_turn() {
        TestGame game = TestGame.setup().ann("WWE036").ben("WWE013", "WWE037").at(ANN, MAIN_STEP);
        TestDie flair = game.place(ANN, "Ric Flair", FIELD_ZONE, level(1));
        TestDie blocker = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));

        game.attackBlockedBy(flair, blocker);

        assertThat(game).die(flair).wasKnockedOut();
        assertThat(game).die(bret).as("the only opposing die that did not attack or block").wasKnockedOut();
        assertThat(game).die(blocker).as("engaged with Deadly Ric Flair: KO'd at the end of the turn too")
                .wasKnockedOut();
        assertThat(game).log().saysInOrder("-- Cleanup --", "Ben's Bret \"Hit Man\" Hart is KO'd and goes to the"
                + " Prep Area.");
    }

    @Test
    @Covers("WWE036")
    void ric_flair_nature_boy_is_deadly() {
        TestGame game = TestGame.setup().ann("WWE036").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie flair = game.place(ANN, "Ric Flair", FIELD_ZONE, level(3));
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(3));

        game.attackBlockedBy(flair, bret);

        assertThat(game).die(bret).as("5A against 5D... and Deadly anyway").wasKnockedOut();
    }
}
