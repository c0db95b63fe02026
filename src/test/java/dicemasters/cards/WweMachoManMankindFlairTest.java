package dicemasters.cards;

import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/** WWE Superstars "Macho Man" Randy Savage, Mankind and Ric Flair. */
class WweMachoManMankindFlairTest {
    private static final int FLAIR_GLOBAL = 0;

    @Test
    @Covers("WWE032")
    void mankind_the_deranged_gets_plus_one_attack_for_each_of_your_sidekicks_in_the_field() {
        TestGame game = TestGame.setup().ann("WWE032").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie mankind = game.place(ANN, "WWE032", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "WWE032", FIELD_ZONE, level(3));
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
        TestDie mankind = game.place(ANN, "WWE033", FIELD_ZONE, level(1));
        TestDie ronda = game.place(ANN, "WWE037", FIELD_ZONE, level(1));
        TestDie bret = game.place(BEN, "WWE013", FIELD_ZONE, level(1));

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
        TestDie ronda = game.place(BEN, "WWE037", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);
        for (int i = 0; i < 4; i++) {
            game.energy(ANN, FIST);
        }

        game.useGlobal("WWE035", FLAIR_GLOBAL);
        game.choose(ronda);

        assertThat(game).die(ronda).hasAttack(6).hasDefense(3);
        assertThat(game).player(ANN).hasNoDiceIn(RESERVE_POOL);
    }

    @Test
    @Covers("WWE035")
    void ric_flair_woooo_tags_out() {
        TestGame game = TestGame.setup().ann("WWE035").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie flair = game.place(ANN, "WWE035", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie bret = game.place(BEN, "WWE013", FIELD_ZONE, level(1));

        game.attackWith(sidekick);
        game.block(bret, sidekick);
        game.choose(flair);
        game.choose(sidekick);
        game.finishAttack();

        assertThat(game).die(flair).isIn(PREP_AREA);
        assertThat(game).die(bret).as("3A from the Sidekick against 2D").wasKnockedOut();
    }
}
