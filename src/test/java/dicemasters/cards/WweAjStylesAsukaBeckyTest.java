package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** WWE Superstars AJ Styles, Asuka and Becky Lynch, each in a scenario where the card's text matters. */
class WweAjStylesAsukaBeckyTest {

    @Test
    @Covers("WWE001")
    void aj_styles_face_that_runs_the_place_grows_whenever_you_field_another_superstar() {
        TestGame game = TestGame.setup().ann("WWE001", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie aj = game.place(ANN, "AJ Styles", FIELD_ZONE, level(1));
        TestDie otherAj = game.place(ANN, "AJ Styles", FIELD_ZONE, level(2));
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", RESERVE_POOL, level(1));

        game.field(bret);

        assertThat(game).die(aj).hasAttack(3).hasDefense(4);
        assertThat(game).die(otherAj).as("each active AJ Styles die").hasAttack(4).hasDefense(5);
        assertThat(game).die(bret).hasAttack(4);
        game.endTurn();
        assertThat(game).die(aj).as("until end of turn").hasAttack(2).hasDefense(3);
    }

    @Test
    @Covers("WWE001")
    void aj_styles_does_not_grow_for_another_aj_styles_die_or_for_the_opponents_fielding() {
        TestGame game = TestGame.setup().ann("WWE001").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie aj = game.place(ANN, "AJ Styles", FIELD_ZONE, level(1));
        TestDie secondAj = game.place(ANN, "AJ Styles", RESERVE_POOL, level(1));
        game.energy(ANN, BOLT);

        game.field(secondAj);

        assertThat(game).die(aj).hasAttack(2);
        assertThat(game).die(secondAj).hasAttack(2);
    }

    @Test
    @Covers("WWE004")
    void asuka_no_one_is_ready_intimidates_and_gives_an_opposing_sidekick_plus_one_attack() {
        TestGame game = TestGame.setup().ann("WWE004").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, MASK);

        game.field(game.place(ANN, "Asuka", RESERVE_POOL, level(1)));
        game.orderTriggers(1, 0);
        game.choose(ronda);

        assertThat(game).die(ronda).as("Intimidate: set aside until end of turn").isIn(OUT_OF_PLAY);
        assertThat(game).die(sidekick).hasAttack(2);
        game.endTurn();
        assertThat(game).die(ronda).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game).die(sidekick).hasAttack(1);
    }

    @Test
    @Covers("WWE006")
    void asuka_empress_makes_your_mask_superstars_two_cheaper_to_purchase_never_below_one() {
        TestGame game = TestGame.setup().ann("WWE006", "WWE010", "WWE037").ben("WWE037").at(ANN, MAIN_STEP);
        game.place(ANN, "Asuka", FIELD_ZONE, level(1));

        assertThat(Engine.purchaseCost(game.state(), game.card("WWE006"), ANN)).as("Asuka costs 3").isEqualTo(1);
        assertThat(Engine.purchaseCost(game.state(), game.card("WWE010"), ANN)).as("Heenan costs 2").isEqualTo(1);
        assertThat(Engine.purchaseCost(game.state(), game.card("WWE037"), ANN)).as("a Fist Superstar").isEqualTo(4);
    }

    @Test
    @Covers("WWE006")
    void asuka_empress_grows_whenever_you_field_a_mask_superstar() {
        TestGame game = TestGame.setup().ann("WWE006", "WWE033", "WWE037").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie asuka = game.place(ANN, "Asuka", FIELD_ZONE, level(1));
        TestDie ronda = game.place(ANN, "Ronda Rousey", RESERVE_POOL, level(1));
        TestDie mankind = game.place(ANN, "Mankind", RESERVE_POOL, level(1));

        game.field(ronda);
        assertThat(game).die(asuka).as("Ronda is a Fist Superstar").hasAttack(2);
        game.field(mankind);
        assertThat(game).die(asuka).hasAttack(3).hasDefense(3);
    }

    @Test
    @Covers("WWE002")
    void aj_styles_champ_preps_a_die_from_your_used_pile_whenever_he_damages_your_opponent() {
        TestGame game = TestGame.setup().ann("WWE002").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie aj = game.place(ANN, "AJ Styles", FIELD_ZONE, level(1));
        TestDie used = game.place(ANN, "AJ Styles", USED_PILE);

        game.attackWith(aj);
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).die(used).as("the only die in Ann's Used Pile").isIn(PREP_AREA);
    }

    @Test
    @Covers("WWE002")
    void aj_styles_champ_preps_nothing_when_blocked() {
        TestGame game = TestGame.setup().ann("WWE002").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie aj = game.place(ANN, "AJ Styles", FIELD_ZONE, level(3));
        TestDie used = game.place(ANN, "AJ Styles", USED_PILE);
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackBlockedBy(aj, sidekick);

        assertThat(game).die(used).isIn(USED_PILE);
    }

    @Test
    @Covers("WWE003")
    void aj_styles_phenomenal_gets_plus_three_attack_while_you_have_less_life() {
        TestGame game = TestGame.setup().ann("WWE003").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie aj = game.place(ANN, "AJ Styles", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "AJ Styles", FIELD_ZONE, level(2));

        assertThat(game).die(aj).as("10 life each").hasAttack(2);
        game.life(ANN, 9);
        assertThat(game).die(aj).hasAttack(5).hasDefense(3);
        assertThat(game).die(second).hasAttack(6);
    }

    /** The number under which the naming decision offers a character. */
    private static int numberOf(TestGame game, String name) {
        String prompt = ((dicemasters.engine.state.Decision.ChooseNumber) game.decision()).prompt();
        int at = prompt.indexOf(" = " + name);
        int start = prompt.lastIndexOf(' ', at - 1) + 1;
        return Integer.parseInt(prompt.substring(start, at).replace("(", ""));
    }

    @Test
    @Covers("WWE005")
    void asuka_the_future_fields_the_named_die_she_draws_at_level_three() {
        TestGame game = TestGame.setup().ann("WWE005", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", BAG);
        game.nextDrawsTake("Bret \"Hit Man\" Hart");
        game.energy(ANN, MASK);

        game.field(game.place(ANN, "Asuka", RESERVE_POOL, level(1)));
        game.chooseNumber(numberOf(game, "Bret \"Hit Man\" Hart"));

        assertThat(game).die(bret).isIn(FIELD_ZONE).showsLevel(3);
        assertThat(game).log().says("Ann draws Bret \"Hit Man\" Hart.");
    }

    @Test
    @Covers("WWE005")
    void asuka_the_future_sends_a_die_that_is_not_the_named_one_to_the_used_pile() {
        TestGame game = TestGame.setup().ann("WWE005", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", BAG);
        game.nextDrawsTake(SIDEKICK);
        game.energy(ANN, MASK);

        game.field(game.place(ANN, "Asuka", RESERVE_POOL, level(1)));
        game.chooseNumber(numberOf(game, "Bret \"Hit Man\" Hart"));

        assertThat(game.diceIn(ANN, USED_PILE)).as("the drawn Sidekick (the Mask spent is Out of Play)")
                .singleElement().matches(d -> d.name().equals("Sidekick"));
        assertThat(game).die(bret).isIn(BAG);
    }

    @Test
    @Covers("WWE009")
    void becky_lynch_the_man_rolls_an_unpurchased_basic_action_die_and_uses_its_text() {
        TestGame game = TestGame.setup().ann("WWE009").ben("WWE037").basicActions("JUS068", "WWE052")
                .at(ANN, MAIN_STEP);
        TestDie becky = game.place(ANN, "Becky Lynch", FIELD_ZONE, level(1));
        game.nextRollShows("Investigation", action(0));

        game.attackWith(becky);
        assertThat(((dicemasters.engine.state.Decision.ChooseNumber) game.decision()).prompt())
                .as("Chair Smash is Continuous").contains("1 = Investigation").doesNotContain("Chair Smash");
        game.chooseNumber(1);
        game.chooseNumber(1);

        assertThat(game).player(ANN).as("Investigation: draw and roll 2 dice").hasDiceIn(RESERVE_POOL, 2);
        assertThat(game.diceIn(ANN, OUT_OF_PLAY)).as("the die went back to its card").isEmpty();
        assertThat(game.events(dicemasters.engine.state.GameEvent.ActionDieUsed.class)).as("no action die was used")
                .isEmpty();
    }

    @Test
    @Covers("WWE009")
    void becky_lynch_the_man_rolling_an_energy_face_does_nothing_more() {
        TestGame game = TestGame.setup().ann("WWE009").ben("WWE037").basicActions("JUS068").at(ANN, MAIN_STEP);
        TestDie becky = game.place(ANN, "Becky Lynch", FIELD_ZONE, level(1));
        game.nextRollShows("Investigation", anEnergyFace());

        game.attackWith(becky);
        game.chooseNumber(1);

        assertThat(game).player(ANN).hasNoDiceIn(RESERVE_POOL);
        assertThat(game).log().mentions("not an action face");
    }
}
