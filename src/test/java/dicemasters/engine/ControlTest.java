package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "When an ability ... allows you to take control of an opposing die, it becomes yours for game
 * purposes. Move it into your Field Zone ... If the controlled die enters an 'unrolled' state ...
 * then it immediately goes to your opponent's Prep Area. Otherwise, if it is still in the Field
 * Zone when your control ends (at the end of the turn or when the controlling character die leaves
 * the Field Zone), return the controlled die to your opponent." (DC Justice, Capturing, Controlling)
 */
class ControlTest {
    /** When fielded, take control of target opposing character die. */
    private static final CardDefinition PUPPETEER = Cards.character("Puppeteer", 3, Energy.MASK, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.TakeControl(DieSelector.target(Side.OPPOSING)))),
            new int[]{0, 1, 2}, new int[]{1, 2, 2}, new int[]{1, 2, 3});
    /** Deal 5 damage to target character die. */
    private static final CardDefinition BLAST = new CardDefinition("T-BL", "Blast", "",
            dicemasters.engine.card.CardType.BASIC_ACTION, 2, List.of(), List.of(), 3,
            dicemasters.engine.card.StandardDice.basicActionFaces(), Set.of(),
            List.of(Ability.of(Trigger.ACTION_USED,
                    new Effect.DamageDice(DieSelector.target(Side.ANY), 5))));
    private static final CardDefinition BRUTE = Cards.character("Brute", 3, Energy.FIST, Set.of(), List.of(),
            new int[]{1, 4, 4}, new int[]{1, 5, 5}, new int[]{2, 6, 6});

    private int puppeteer;
    private int brute;

    /** Ann fields Puppeteer in her Main Step, taking Ben's Brute. */
    private GameState puppeteerTakesTheBrute(Scenario sc) {
        puppeteer = sc.place(0, "Puppeteer", Zone.RESERVE, level(1));
        brute = sc.place(1, "Brute", Zone.FIELD, level(2));
        return ok(sc.state(), new Action.Field(puppeteer, Payment.NOTHING)).state();
    }

    private static Scenario table() {
        return Scenario.game().annBrings(PUPPETEER, 2).benBrings(BRUTE, 2).basicAction(BLAST).at(5, 0, Step.MAIN);
    }

    @Test
    void a_controlled_die_becomes_the_takers_and_moves_into_their_field_zone() {
        GameState s = puppeteerTakesTheBrute(table());
        assertThat(s.die(brute).owner()).isZero();
        assertThat(s.die(brute).zone()).isEqualTo(Zone.FIELD);
        assertThat(Engine.possibleAttackers(s)).extracting(Die::id).contains(brute);
    }

    @Test
    void the_taker_may_attack_with_it_and_after_its_damage_it_goes_to_its_owners_prep_area() {
        GameState s = puppeteerTakesTheBrute(table());
        while (s.step() == Step.MAIN) {
            s = ok(s, new Action.Pass()).state();
        }
        s = ok(s, new Action.DeclareAttackers(List.of(brute))).state();
        assertThat(s.step()).as("Ben has nothing left to block with").isNotEqualTo(Step.DECLARE_BLOCKERS);
        List<String> log = new java.util.ArrayList<>();
        while (s.die(brute).zone() == Zone.ATTACK) {
            Result.Done done = ok(s, new Action.Pass());
            done.events().forEach(e -> log.add(e.text()));
            s = done.state();
        }
        assertThat(s.player(1).life()).as("Ben's own Brute hit him for 5").isEqualTo(5);
        assertThat(s.die(brute).owner()).isEqualTo(1);
        assertThat(log).as("Out of Play is unrolled: back to its owner's Prep Area").containsSubsequence(
                "Brute deals 5 damage to Ben (life 5).", "Brute goes back to Ben.",
                "Ben's Brute die moves from Attack Zone to Prep Area.");
    }

    @Test
    void control_ends_at_the_end_of_the_turn_and_the_die_goes_back_to_its_owners_field_zone() {
        GameState s = puppeteerTakesTheBrute(table());
        while (s.activePlayer() == 0) {
            s = ok(s, s.step() == Step.DECLARE_ATTACKERS ? new Action.DeclareAttackers(List.of())
                    : new Action.Pass()).state();
        }
        assertThat(s.die(brute).owner()).isEqualTo(1);
        assertThat(s.die(brute).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.face(s.die(brute)).level()).isEqualTo(2);
    }

    @Test
    void a_controlled_die_that_is_knocked_out_goes_to_its_owners_prep_area() {
        Scenario sc = table();
        int blast = sc.place(0, "Blast", Zone.RESERVE, Scenario.action(0));
        GameState s = puppeteerTakesTheBrute(sc);
        s = ok(s, new Action.UseActionDie(blast)).state();
        if (s.decision() instanceof Decision.ChooseTargets) {
            s = ok(s, new Action.ChooseTargets(List.of(brute))).state();
        }
        assertThat(s.die(brute).zone()).isEqualTo(Zone.PREP);
        assertThat(s.die(brute).owner()).isEqualTo(1);
    }

    @Test
    void control_ends_as_soon_as_the_controlling_die_leaves_the_field_zone() {
        Scenario sc = table();
        int blast = sc.place(0, "Blast", Zone.RESERVE, Scenario.action(0));
        GameState s = puppeteerTakesTheBrute(sc);
        s = ok(s, new Action.UseActionDie(blast)).state();
        s = ok(s, new Action.ChooseTargets(List.of(puppeteer))).state();
        assertThat(s.die(puppeteer).zone()).isEqualTo(Zone.PREP);
        assertThat(s.die(brute).owner()).isEqualTo(1);
        assertThat(s.die(brute).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.activePlayer()).as("still Ann's turn").isZero();
    }
}
