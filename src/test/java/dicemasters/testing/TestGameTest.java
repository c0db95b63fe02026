package dicemasters.testing;

import dicemasters.cards.CardText;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.SNIPER;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The fixture does what its guide (docs/TESTING.md) says. */
class TestGameTest {

    @Test
    void before_clear_and_draw_the_engine_draws_what_the_script_says_and_rolls_it() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).before(ANN, CLEAR_AND_DRAW);
        TestDie first = game.place(ANN, "Wonder Woman", BAG);
        TestDie second = game.place(ANN, "Wonder Woman", BAG);
        game.nextDrawsTake(SIDEKICK, "Wonder Woman", "Wonder Woman");
        game.nextRollShows(SIDEKICK, energy(FIST));

        game.proceed();

        assertThat(game).isTurnOf(ANN).isAt(ROLL_AND_REROLL);
        assertThat(game).die(first).isIn(RESERVE_POOL);
        assertThat(game).die(second).isIn(RESERVE_POOL);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 4);
        assertThat(game.log()).contains("-- Clear and Draw --");
        assertThat(game.diceIn(ANN, RESERVE_POOL)).anyMatch(d -> game.state().face(game.die(d)).describe()
                .equals("Fist"));
    }

    @Test
    void before_the_roll_the_dice_in_the_prep_area_roll_to_the_scripted_faces() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).before(ANN, ROLL_AND_REROLL);
        TestDie ww = game.place(ANN, "Wonder Woman", PREP_AREA);
        game.nextRollShows(ww, level(2));

        game.proceed();

        assertThat(game).die(ww).isIn(RESERVE_POOL).showsLevel(2);
    }

    @Test
    void at_the_roll_and_reroll_step_dice_placed_in_the_reserve_pool_may_be_rerolled() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).at(ANN, ROLL_AND_REROLL);
        TestDie ww = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(1));
        game.nextRollShows(ww, level(3));

        game.reroll(ww);

        assertThat(game).die(ww).showsLevel(3);
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    void any_step_of_either_player() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).ben(BLACK_MANTA).at(BEN, DECLARE_ATTACKERS);
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));

        game.attackBlockedBy(manta, ww);

        assertThat(game).die(ww).hasDamage(0).isIn(FIELD_ZONE);
        assertThat(game).log().says("Wonder Woman blocks Black Manta.");
    }

    @Test
    void a_rejected_action_leaves_the_position_as_it_was_and_an_allowed_one_is_not_taken_for_a_rejection() {
        TestGame game = TestGame.setup().ann(SNIPER).ben(BLACK_MANTA).at(ANN, MAIN_STEP);
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        assertThat(game).action(declaringAttackers(manta)).isRejected().contains("Attack");
        assertThatThrownBy(() -> assertThat(game).action(passing()).isRejectedBecause("No."))
                .hasMessageContaining("the engine allows it");
        assertThat(game).isAt(MAIN_STEP).hasPriorityWith(ANN);
    }

    @Test
    void placing_more_dice_than_the_player_brought_says_how_to_bring_more() {
        TestGame game = TestGame.setup().ann(SNIPER, 1).at(ANN, MAIN_STEP);
        game.place(ANN, "Sniper", USED_PILE);

        assertThatThrownBy(() -> game.place(ANN, "Sniper", USED_PILE))
                .hasMessageContaining("Ann has no more Sniper dice to place");
        assertThatThrownBy(() -> game.place(ANN, "Sniper", FIELD_ZONE))
                .hasMessageContaining("say which face");
    }

    @Test
    void a_test_card_reads_like_the_card() {
        assertThat(CardText.of(SNIPER)).isEqualTo("When fielded, deal 1 damage to target opposing character die.");
        assertThat(CardText.of(TestCards.EXCESSIVE_FORCE)).isEqualTo("Deal 6 damage to target character die.\n"
                + "Global: Pay Bolt. Target character die gets +1A until end of turn.");
        assertThat(SNIPER.levelFace(2).attack()).isEqualTo(2);
    }

    @Test
    void the_builder_may_let_ben_go_first() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).ben(BLACK_MANTA).firstPlayer(BEN).start();

        assertThat(game).isTurnOf(BEN).isAt(ROLL_AND_REROLL);
        assertThat(game.log()).anyMatch(line -> line.contains("Ben goes first"));
    }

    @Test
    void passing_until_a_step_stops_at_that_step_even_on_the_next_turn() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).ben(BLACK_MANTA).at(ANN, MAIN_STEP);
        game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));

        game.passUntil(DECLARE_ATTACKERS);
        assertThat(game).isTurnOf(ANN).isAt(DECLARE_ATTACKERS);

        game.passUntil(MAIN_STEP);
        assertThat(game).isTurnOf(BEN).isAt(MAIN_STEP);
    }

    @Test
    void a_global_is_named_by_the_words_of_its_text() {
        TestGame game = TestGame.setup().ann("JUS007").ben(BLACK_MANTA).at(ANN, MAIN_STEP);
        game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);

        game.useGlobal("Bizarro", "Switch the A and D");
        assertThat(game.log()).contains("Ann uses the Global Ability of Bizarro.");
        assertThat(game.log()).anyMatch(line -> line.startsWith("Black Manta gets")); // the lone target
        assertThatThrownBy(() -> game.useGlobal("Bizarro", "no such words"))
                .hasMessageContaining("has 0 Globals saying");
    }

    @Test
    void a_purchase_may_be_paid_with_the_dice_the_player_chooses() {
        TestGame game = TestGame.setup().ann(SNIPER).at(ANN, MAIN_STEP);
        TestDie fist = game.energy(ANN, FIST);
        TestDie mask = game.energy(ANN, MASK);
        TestDie bolt = game.energy(ANN, BOLT);

        game.buy("Sniper", game.paymentFrom(mask, bolt)); // Sniper costs 2, one of them Mask

        assertThat(game).die(mask).isIn(OUT_OF_PLAY);
        assertThat(game).die(bolt).isIn(OUT_OF_PLAY);
        assertThat(game).die(fist).isIn(RESERVE_POOL);
    }
}
