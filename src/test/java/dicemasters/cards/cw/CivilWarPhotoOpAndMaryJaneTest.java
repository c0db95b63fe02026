package dicemasters.cards.cw;

import dicemasters.cards.Covers;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Spider-Man: Photo Op (a life price on the opponent's "when fielded" abilities) and Mary Jane:
 * Watson-Parker (damage each time the opponent KOs one of their own dice after an Enlistment die
 * is fielded).
 */
public class CivilWarPhotoOpAndMaryJaneTest {

    /** Ben's turn: Spider-Man: Photo Op active for Ann, Moonstone (when fielded: 1 damage to the opponent) in Ben's Reserve Pool. */
    private static TestGame photoOp(int spiderManLevel) {
        TestGame game = TestGame.setup().ann("CW130").ben("CW088").at(BEN, MAIN_STEP);
        game.place(ANN, "Spider-Man", FIELD_ZONE, level(spiderManLevel));
        game.energy(BEN, BOLT);
        return game;
    }

    @Test
    @Covers("CW130")
    void spider_man_photo_op_opposing_when_fielded_abilities_are_used_only_if_their_controller_pays_1_life() {
        TestGame game = photoOp(2);
        game.field(game.place(BEN, "Moonstone", RESERVE_POOL, level(1)));

        assertThat(game.decision()).isInstanceOf(Decision.React.class);
        assertThat(game.decision().prompt()).contains("Spider-Man makes you pay 1 life");
        assertThat(Engine.legalActions(game.state())).hasSize(2)
                .anyMatch(a -> a instanceof Action.React).anyMatch(a -> a instanceof Action.DeclineReaction);
        game.react();

        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).player(ANN).hasLife(9);
    }

    @Test
    @Covers("CW130")
    void spider_man_photo_op_an_opposing_when_fielded_ability_not_paid_for_is_not_used() {
        TestGame game = photoOp(2);
        game.field(game.place(BEN, "Moonstone", RESERVE_POOL, level(1)));

        game.decline();

        assertThat(game).player(BEN).hasLife(10);
        assertThat(game).player(ANN).hasLife(10);
        assertThat(game).asksNothing();
    }

    @Test
    @Covers("CW130")
    void spider_man_photo_op_showing_its_burst_asks_2_life() {
        TestGame game = photoOp(1);
        game.field(game.place(BEN, "Moonstone", RESERVE_POOL, level(1)));

        assertThat(game.decision().prompt()).contains("pay 2 life");
        game.react();

        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).player(ANN).hasLife(9);
    }

    @Test
    @Covers("CW130")
    void spider_man_photo_op_a_player_whose_life_would_not_stay_above_0_cannot_pay() {
        TestGame game = photoOp(2);
        game.life(BEN, 1);
        game.field(game.place(BEN, "Moonstone", RESERVE_POOL, level(1)));

        assertThat(game).asksNothing();
        assertThat(game).player(ANN).hasLife(10);
        assertThat(game).log().mentions("Ben cannot pay 1 life (Spider-Man), so it is not used");
    }

    @Test
    @Covers("CW130")
    void spider_man_photo_op_does_not_tax_its_owners_own_when_fielded_abilities() {
        TestGame game = TestGame.setup().ann("CW130", "CW088").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Spider-Man", FIELD_ZONE, level(2));
        game.energy(ANN, BOLT);

        game.field(game.place(ANN, "Moonstone", RESERVE_POOL, level(1)));

        assertThat(game).asksNothing();
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).player(ANN).hasLife(10);
    }

    /** Ann's turn: Mary Jane active, Maria Hill (Enlistment: when fielded, +1A and she may attack) in the Reserve Pool. */
    private static TestGame maryJane() {
        TestGame game = TestGame.setup().ann("CW086", "CW117").ben("CW006").at(ANN, MAIN_STEP);
        game.place(ANN, "Mary Jane", FIELD_ZONE, level(1));
        return game;
    }

    @Test
    @Covers("CW086")
    void mary_jane_watson_parker_deals_1_damage_when_the_opponent_kos_their_own_die_to_stop_an_enlistment() {
        TestGame game = maryJane();
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.sidekick(BEN, FIELD_ZONE);

        TestDie mariaHill = game.place(ANN, "Maria Hill", RESERVE_POOL, level(1));
        game.field(mariaHill);
        game.resolveFirst("Mary Jane");
        game.choose(sidekick);

        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).die(mariaHill).as("the Enlistment ability was stopped").hasAttack(2);
    }

    @Test
    @Covers("CW086")
    void mary_jane_watson_parker_deals_nothing_when_the_opponent_lets_the_enlistment_ability_happen() {
        TestGame game = maryJane();
        game.sidekick(BEN, FIELD_ZONE);

        TestDie mariaHill = game.place(ANN, "Maria Hill", RESERVE_POOL, level(1));
        game.field(mariaHill);
        game.resolveFirst("Mary Jane");
        game.chooseNone();

        assertThat(game).player(BEN).hasLife(10);
        assertThat(game).die(mariaHill).as("Maria Hill's Enlistment ability happened").hasAttack(3);
    }

    @Test
    @Covers("CW086")
    void mary_jane_watson_parker_does_nothing_without_an_enlistment_die_fielded() {
        TestGame game = TestGame.setup().ann("CW086", "CW006").ben("CW001").at(ANN, MAIN_STEP);
        game.place(ANN, "Mary Jane", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);

        game.field(game.place(ANN, "Falcon", RESERVE_POOL, level(1)));

        assertThat(game).asksNothing();
        assertThat(game.state().thisTurn().turnEffects()).isEmpty();
    }
}
