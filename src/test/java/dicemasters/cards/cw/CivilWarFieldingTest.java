package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Civil War characters whose ability works when they are fielded. */
public class CivilWarFieldingTest {

    @Test
    @Covers("CW002")
    void black_widow_graduate_of_the_red_room_when_fielded_the_opponent_spins_down_a_character_die_they_choose() {
        TestGame game = TestGame.setup().ann("CW002").ben("CW006", "CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(BEN, "CW006", FIELD_ZONE, level(3));
        TestDie rocket = game.place(BEN, "CW011", FIELD_ZONE, level(2));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.field(game.place(ANN, "CW002", RESERVE_POOL, level(1)));

        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.player()).as("the opponent chooses").isEqualTo(BEN);
        assertThat(choice.candidates()).as("a level 1 die cannot spin down")
                .containsExactlyInAnyOrder(falcon.id(), rocket.id()).doesNotContain(sidekick.id());
        game.choose(rocket);
        assertThat(game).die(rocket).showsLevel(1);
        assertThat(game).die(falcon).showsLevel(3);
    }

    @Test
    @Covers("CW007")
    void falcon_wingman_when_fielded_makes_a_sidekick_unblockable_this_turn() {
        TestGame game = TestGame.setup().ann("CW007").ben("CW006").at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie blocker = game.place(BEN, "CW006", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "CW007", RESERVE_POOL, level(1)));
        game.attackWith(sidekick);

        assertThat(game).action(declaringBlocks(block(blocker, sidekick))).isRejected();
        game.finishAttack();
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("CW075")
    void bullseye_peanut_projectile_deals_2_and_the_opponent_may_deal_2_to_a_non_bullseye_die_of_yours() {
        TestGame game = TestGame.setup().ann("CW075", "CW006").ben("CW011").at(ANN, MAIN_STEP);
        TestDie falcon = game.place(ANN, "CW006", FIELD_ZONE, level(3));
        TestDie rocket = game.place(BEN, "CW011", FIELD_ZONE, level(3));
        TestDie bullseye = game.place(ANN, "CW075", RESERVE_POOL, level(1));

        game.field(bullseye);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.player()).isEqualTo(BEN);
        assertThat(choice.candidates()).as("not Bullseye himself").containsExactly(falcon.id());
        game.choose(falcon);

        assertThat(game).die(rocket).wasKnockedOut();
        assertThat(game).die(falcon).hasDamage(2);
        assertThat(game).die(bullseye).hasDamage(0);
    }

    @Test
    @Covers("CW085")
    void maria_hill_on_the_hunt_gives_a_sidekick_2_defense_when_fielded_and_cannot_attack() {
        TestGame game = TestGame.setup().ann("CW085").ben("CW006").at(ANN, MAIN_STEP);
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie maria = game.place(ANN, "CW085", RESERVE_POOL, level(1));

        game.field(maria);

        assertThat(game).die(sidekick).hasDefense(3);
        game.passToAttack();
        assertThat(game).action(declaringAttackers(maria)).isRejected();
        assertThat(game).action(declaringAttackers(sidekick)).isAllowed();
    }

    @Test
    @Covers("CW088")
    void moonstone_dark_avenger_when_fielded_deals_1_damage_to_the_opponent() {
        TestGame game = TestGame.setup().ann("CW088").ben("CW006").at(ANN, MAIN_STEP);
        game.energy(ANN, BOLT);

        game.field(game.place(ANN, "CW088", RESERVE_POOL, level(1)));

        assertThat(game).player(BEN).hasLife(9);
    }
}
