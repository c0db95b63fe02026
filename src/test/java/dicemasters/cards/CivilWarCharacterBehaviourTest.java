package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Marvel Civil War characters whose abilities needed new words in the card vocabulary, each in a small scenario. */
class CivilWarCharacterBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Test
    @Covers("CW123")
    void nitro_captures_a_die_with_no_more_defense_until_the_end_of_the_turn() {
        TestGame game = TestGame.setup().ann("CW123").ben("HHS046", "JUS003").at(ANN, MAIN_STEP);
        TestDie nitro = game.place(ANN, "Nitro", RESERVE_POOL, level(2));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(2));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(3));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, BOLT);
        game.field(nitro);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).as("Aquaman's 5D is more than Nitro's 4D, and Nitro cannot capture himself")
                .containsExactlyInAnyOrder(triceraton.id(), sidekick.id());
        game.choose(triceraton);
        assertThat(game).die(triceraton).as("out of the game while captured").isIn(OUT_OF_PLAY);
        assertThat(Engine.possibleBlockers(game.state())).extracting(Die::id).doesNotContain(triceraton.id());
        game.endTurn();
        assertThat(game).die(triceraton).isIn(FIELD_ZONE).as("back at the level it showed").showsLevel(2);
    }

    @Test
    @Covers("CW123")
    void a_capture_ends_as_soon_as_nitro_leaves_the_field_zone() {
        TestGame game = TestGame.setup().ann("CW123").ben("HHS046", "JUS003").at(ANN, MAIN_STEP);
        TestDie nitro = game.place(ANN, "Nitro", RESERVE_POOL, level(2));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(3));
        game.energy(ANN, BOLT);
        game.field(nitro);
        assertThat(game).die(triceraton).as("the only die Nitro can capture").isIn(OUT_OF_PLAY);
        game.attackBlockedBy(nitro, aquaman);
        assertThat(game).die(nitro).wasKnockedOut();
        assertThat(game).die(triceraton).isIn(FIELD_ZONE);
        List<String> log = game.events().stream().map(GameEvent::text).toList();
        int released = log.indexOf("Triceraton is no longer captured.");
        assertThat(released).as("released in combat, before the Cleanup Step")
                .isPositive().isLessThan(log.indexOf("-- " + CLEANUP.label() + " --"));
    }

    @Test
    @Covers("CW110")
    void goliath_gets_a_token_each_time_the_opponent_uses_a_global_and_costs_one_less_per_token() {
        TestGame game = TestGame.setup().ann("CW110").ben("HHS046").basicActions("HHS049").at(ANN, MAIN_STEP);
        CardInPlay goliath = game.card("Goliath");
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.turnOf(BEN);
        game.energy(BEN, BOLT);
        game.useGlobal("Haymaker", 1);
        game.energy(BEN, BOLT);
        game.useGlobal("Haymaker", 1);
        assertThat(game.state().tokensOn(goliath.index())).isEqualTo(2);
        assertThat(Engine.purchaseCost(game.state(), goliath, 0)).as("no Goliath die needs to be active")
                .isEqualTo(6);
        game.turnOf(ANN);
        game.energy(ANN, BOLT);
        game.useGlobal("Haymaker", 1);
        assertThat(game.state().tokensOn(goliath.index())).as("its owner's Globals add nothing").isEqualTo(2);
    }

    @Test
    @Covers("CW110")
    void purchasing_a_goliath_die_removes_the_tokens() {
        TestGame game = TestGame.setup().ann("CW110").ben("HHS046").basicActions("HHS049").at(ANN, MAIN_STEP);
        CardInPlay goliath = game.card("Goliath");
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.turnOf(BEN);
        game.energy(BEN, BOLT);
        game.useGlobal("Haymaker", 1);
        game.turnOf(ANN);
        for (int i = 0; i < 7; i++) {
            game.energy(ANN, FIST);
        }
        game.buy("Goliath");
        assertThat(game).player(ANN).as("bought for 7 energy").hasDiceIn(OUT_OF_PLAY, 7);
        assertThat(game).player(ANN).as("the Goliath die").hasDiceIn(USED_PILE, 1);
        assertThat(game.state().tokensOn(goliath.index())).isZero();
        assertThat(Engine.purchaseCost(game.state(), goliath, 0)).isEqualTo(8);
        assertThat(game.events()).extracting(GameEvent::text).contains("The tokens are removed from Goliath.");
    }

    @Test
    @Covers("CW110")
    void goliath_global_gives_plus_one_attack_and_defense() {
        TestGame game = TestGame.setup().ann("CW110").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.useGlobal("Goliath", 3);
        assertThat(game).die(triceraton).hasAttack(4).hasDefense(4);
    }

    /** Ann's turn reaches its Main Step with Loki in her Field Zone, two Masks to spend, Ben's two Sidekicks fielded. */
    private static TestGame lokiAtTheStartOfTheMainStep() {
        TestGame game = TestGame.setup().ann("CW083").ben("HHS046").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Loki", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);
        game.sidekick(BEN, FIELD_ZONE);
        game.sidekick(BEN, FIELD_ZONE);
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.reroll();
        assertThat(game.decision()).as("may pay Mask Mask").isInstanceOf(Decision.React.class);
        return game;
    }

    @Test
    @Covers("CW083")
    void loki_paid_at_the_start_of_the_main_step_captures_every_opposing_sidekick() {
        TestGame game = lokiAtTheStartOfTheMainStep();
        game.react(0);
        assertThat(game).player(BEN).hasDiceIn(OUT_OF_PLAY, 2)
                .as("Triceraton is no Sidekick").hasDiceIn(FIELD_ZONE, 1);
        game.endTurn();
        assertThat(game).player(BEN).hasDiceIn(FIELD_ZONE, 3);
    }

    @Test
    @Covers("CW083")
    void loki_not_paid_captures_nothing() {
        TestGame game = lokiAtTheStartOfTheMainStep();
        game.decline();
        assertThat(game).player(BEN).hasDiceIn(FIELD_ZONE, 3);
        assertThat(game).player(ANN).as("the Masks are not spent").hasDiceIn(RESERVE_POOL, 2);
    }

    /** Ann fields Taskmaster (level 1: 5A 4D) and pays Mask: he captures Ben's only character die and copies it. */
    private static TestDie taskmasterCopies(TestGame game) {
        TestDie taskmaster = game.place(ANN, "Taskmaster", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);
        game.field(taskmaster);
        game.react(0);
        return taskmaster;
    }

    @Test
    @Covers("CW131")
    void taskmaster_becomes_a_copy_of_the_captured_die_name_stats_at_his_level_and_text() {
        TestGame game = TestGame.setup().ann("CW131").ben("HHS047").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        TestDie taskmaster = taskmasterCopies(game);
        assertThat(game).die(triceraton).isIn(OUT_OF_PLAY);
        assertThat(game.state().nameOf(game.die(taskmaster))).isEqualTo("Triceraton");
        assertThat(game).die(taskmaster).as("at the level Taskmaster showed").showsLevel(1);
        assertThat(game).die(taskmaster).as("Triceraton's level 1: 3A").hasAttack(3);
        assertThat(Engine.copyOf(game.state(), game.die(taskmaster))).contains("Triceraton");
        game.attackWith(taskmaster);
        assertThat(game).die(taskmaster).as("Triceraton's 'when attacks' +3A").hasAttack(6);
        game.finishAttack();
        game.endTurn();
        assertThat(game.state().nameOf(game.die(taskmaster))).isEqualTo("Taskmaster");
        assertThat(game).die(triceraton).isIn(FIELD_ZONE);
        assertThat(game).log().saysInOrder(
                "Taskmaster becomes a copy of Triceraton until the end of the turn.",
                "The copy of Triceraton is Taskmaster again.");
    }

    @Test
    @Covers("CW131")
    void taskmaster_not_paid_captures_and_copies_nothing() {
        TestGame game = TestGame.setup().ann("CW131").ben("HHS047").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        TestDie taskmaster = game.place(ANN, "Taskmaster", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);
        game.field(taskmaster);
        game.decline();
        assertThat(game).die(triceraton).isIn(FIELD_ZONE);
        assertThat(game.state().nameOf(game.die(taskmaster))).isEqualTo("Taskmaster");
        assertThat(game).die(taskmaster).hasAttack(5);
    }

    @Test
    @Covers("CW131")
    void taskmasters_text_is_generated_from_capture_and_copy() {
        assertThat(CardText.of(LIBRARY.byId("CW131").orElseThrow())).isEqualTo("When fielded, you may pay Mask to"
                + " capture target opposing character die until end of turn (a captured die returns to the Field Zone"
                + " at the same level then, or as soon as Taskmaster leaves the Field Zone), then Taskmaster becomes"
                + " a copy of that die until end of turn, or until it leaves the Field Zone (name, subtitle, cost,"
                + " affiliations, stats at its level, and text).");
    }
}
