package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Effect;
import dicemasters.engine.state.Decision;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.engine.card.DieSelector.target;
import static dicemasters.engine.card.Side.ANY;
import static dicemasters.engine.card.Side.OPPOSING;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "When an ability ... allows you to take control of an opposing die, it becomes yours for game
 * purposes. Move it into your Field Zone ... If the controlled die enters an 'unrolled' state ...
 * then it immediately goes to your opponent's Prep Area. Otherwise, if it is still in the Field
 * Zone when your control ends (at the end of the turn or when the controlling character die leaves
 * the Field Zone), return the controlled die to your opponent." (DC Justice, Capturing, Controlling)
 */
class ControlTest {
    /** Puppeteer (3): When fielded, take control of target opposing character die. */
    private static final CardDefinition PUPPETEER = CardBuilder.character("Puppeteer").cost(3).energy(MASK)
            .level(0, 1, 2).level(1, 2, 2).level(1, 2, 3)
            .whenFielded(new Effect.TakeControl(target(OPPOSING))).build();
    /** Blast (2): Deal 5 damage to target character die. */
    private static final CardDefinition BLAST = CardBuilder.basicAction("Blast").id("T-BL").cost(2)
            .whenUsed(new Effect.DamageDice(target(ANY), 5)).build();
    private static final CardDefinition BRUTE = CardBuilder.character("Brute").cost(3).energy(FIST)
            .level(1, 4, 4).level(1, 5, 5).level(2, 6, 6).build();

    private TestDie puppeteer;
    private TestDie brute;

    private static TestGame table() {
        return TestGame.setup().ann(PUPPETEER, 2).ben(BRUTE, 2).basicActions(BLAST).at(ANN, MAIN_STEP);
    }

    /** Ann fields Puppeteer in her Main Step, taking Ben's Brute. */
    private void puppeteerTakesTheBrute(TestGame game) {
        puppeteer = game.place(ANN, "Puppeteer", RESERVE_POOL, level(1));
        brute = game.place(BEN, "Brute", FIELD_ZONE, level(2));
        game.field(puppeteer);
    }

    @Test
    void a_controlled_die_becomes_the_takers_and_moves_into_their_field_zone() {
        TestGame game = table();
        puppeteerTakesTheBrute(game);
        assertThat(game).die(brute).belongsTo(ANN).isIn(FIELD_ZONE);
        assertThat(Engine.possibleAttackers(game.state())).extracting(d -> d.id()).contains(brute.id());
    }

    @Test
    void the_taker_may_attack_with_it_and_after_its_damage_it_goes_to_its_owners_prep_area() {
        TestGame game = table();
        puppeteerTakesTheBrute(game);
        game.attackWith(brute);
        assertThat(game.state().step()).as("Ben has nothing left to block with").isNotEqualTo(DECLARE_BLOCKERS);
        while (game.zone(brute) == ATTACK_ZONE) {
            game.pass();
        }
        assertThat(game).player(BEN).as("Ben's own Brute hit him for 5").hasLife(5);
        assertThat(game).die(brute).belongsTo(BEN);
        assertThat(game).log().as("Out of Play is unrolled: back to its owner's Prep Area").saysInOrder(
                "Brute deals 5 damage to Ben (life 5).", "Brute goes back to Ben.",
                "Ben's Brute die moves from Attack Zone to Prep Area.");
    }

    @Test
    void control_ends_at_the_end_of_the_turn_and_the_die_goes_back_to_its_owners_field_zone() {
        TestGame game = table();
        puppeteerTakesTheBrute(game);
        game.endTurn();
        assertThat(game).die(brute).belongsTo(BEN).isIn(FIELD_ZONE).showsLevel(2);
    }

    @Test
    void a_controlled_die_that_is_knocked_out_goes_to_its_owners_prep_area() {
        TestGame game = table();
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        puppeteerTakesTheBrute(game);
        game.use(blast);
        if (game.decision() instanceof Decision.ChooseTargets) {
            game.choose(brute);
        }
        assertThat(game).die(brute).isIn(PREP_AREA).belongsTo(BEN);
    }

    @Test
    void control_ends_as_soon_as_the_controlling_die_leaves_the_field_zone() {
        TestGame game = table();
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        puppeteerTakesTheBrute(game);
        game.use(blast);
        game.choose(puppeteer);
        assertThat(game).die(puppeteer).isIn(PREP_AREA);
        assertThat(game).die(brute).belongsTo(BEN).isIn(FIELD_ZONE);
        assertThat(game).as("still Ann's turn").isTurnOf(ANN);
    }
}
