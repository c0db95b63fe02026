package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "A single blocker can only block one attacking character", unless an ability lets it block
 * several; "characters that can block more than one attacker must split their damage as an
 * attacker would".
 */
class SeveralBlockersTest {
    /** Scout (1): a cheap attacker, 2A 1D at level 1. */
    private static final CardDefinition SCOUT = CardBuilder.character("Scout").cost(1).energy(FIST)
            .level(0, 2, 1).level(1, 2, 2).level(1, 3, 2).build();
    private static final DieFilter COST_TWO_OR_LESS = DieFilter.of(DieCondition.Cost.atMost(2));
    /** Gatekeeper (3): May block up to 2 attackers with purchase cost 2 or less. 3A 4D, 4A 5D, 5A 6D. */
    private static final CardDefinition GATEKEEPER = CardBuilder.character("Gatekeeper").cost(3).energy(SHIELD)
            .level(0, 3, 4).level(1, 4, 5).level(1, 5, 6)
            .whileActive(new Effect.BlockSeveral(DieSelector.thisDie(), 2, COST_TWO_OR_LESS)).build();
    /** Spiked Gate (3): Like the Gatekeeper, and when it blocks it deals 1 damage to the die it blocks. */
    private static final CardDefinition SPIKED_GATE = CardBuilder.character("Spiked Gate").cost(3).energy(SHIELD)
            .level(0, 1, 4).level(1, 1, 5).level(1, 1, 6)
            .whileActive(new Effect.BlockSeveral(DieSelector.thisDie(), 2, COST_TWO_OR_LESS))
            .when(Trigger.WHEN_BLOCKS, new Effect.DamageDice(DieSelector.triggeringDie(), 1)).build();

    private static TestGame attackStep() {
        return TestGame.setup().ann(SCOUT, 3).ann(WONDER_WOMAN, 2).ben(GATEKEEPER, 2).ben(BLACK_MANTA, 2)
                .ben(SPIKED_GATE, 1).basicActions(EXCESSIVE_FORCE).at(ANN, DECLARE_ATTACKERS);
    }

    /** The blocker blocks each of these attackers. */
    private static Action.DeclareBlockers blocks(TestDie blocker, TestDie... attackers) {
        return declaringBlocks(java.util.Arrays.stream(attackers).map(a -> block(blocker, a))
                .toArray(Action.Block[]::new));
    }

    private static DamageAssignment share(TestDie from, TestDie to, int amount) {
        return new DamageAssignment(from.id(), to.id(), amount);
    }

    @Test
    void a_blocker_that_may_block_several_attackers_blocks_two_and_both_are_blocked() {
        TestGame game = attackStep();
        TestDie first = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie gate = game.place(BEN, "Gatekeeper", FIELD_ZONE, level(1));
        game.attackWith(first, second);
        GameState before = game.state();

        Result.Done done = game.act(blocks(gate, first, second));

        GameState blocked = done.state();
        assertThat(game.die(gate).blockingAll()).containsExactly(first.id(), second.id());
        assertThat(game).die(gate).isIn(ATTACK_ZONE);
        assertThat(Engine.attackers(blocked)).extracting(Die::id).containsExactly(first.id(), second.id());
        assertThat(Engine.attackers(blocked)).allMatch(Die::isBlocked);
        assertThat(Engine.blockersOf(blocked, game.die(second))).extracting(Die::id).containsExactly(gate.id());
        assertThat(done.events()).filteredOn(e -> e instanceof GameEvent.BlockerDeclared)
                .extracting(e -> ((GameEvent.BlockerDeclared) e).attacker())
                .as("one block event for each attacker it blocks").containsExactly(first.id(), second.id());
        assertThat(before.die(gate.id()).blockingAll()).as("the earlier position is unchanged").isEmpty();
    }

    @Test
    void it_splits_its_damage_among_the_attackers_it_blocks_and_takes_damage_from_each() {
        TestGame game = attackStep();
        TestDie first = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Scout", FIELD_ZONE, level(2));
        TestDie gate = game.place(BEN, "Gatekeeper", FIELD_ZONE, level(2));
        game.attackWith(first, second);
        game.act(blocks(gate, first, second));
        game.finishAttack();

        Decision.SplitDamage split = (Decision.SplitDamage) game.decision();
        assertThat(split.player()).as("the blocking player splits").isEqualTo(BEN);
        assertThat(game).waitsOn(BEN);
        assertThat(split.attacker()).isEqualTo(gate.id());
        assertThat(split.amount()).isEqualTo(4);
        assertThat(split.blockers()).containsExactly(first.id(), second.id());
        assertThat(game).action(new Action.SplitDamage(List.of(share(gate, first, 1), share(gate, second, 1))))
                .isRejectedBecause("All 4 damage must be assigned; this assigns 2.");

        Result.Done done = game.act(new Action.SplitDamage(List.of(share(gate, first, 2), share(gate, second, 2))));

        assertThat(done.events()).filteredOn(e -> e instanceof GameEvent.DieKnockedOut)
                .extracting(e -> ((GameEvent.DieKnockedOut) e).dieId())
                .containsExactlyInAnyOrder(first.id(), second.id());
        assertThat(done.events()).filteredOn(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == gate.id())
                .extracting(e -> ((GameEvent.DieDamaged) e).amount()).as("2A from each Scout").containsExactly(2, 2);
        assertThat(game).die(gate).as("4 damage, 5D: it survives").isIn(FIELD_ZONE);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    void blocking_a_single_attacker_asks_no_split() {
        TestGame game = attackStep();
        TestDie first = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie gate = game.place(BEN, "Gatekeeper", FIELD_ZONE, level(1));
        game.attackWith(first, second);
        game.act(blocks(gate, second));
        game.finishAttack();

        assertThat(game).asksNothing();
        assertThat(game).player(BEN).as("the unblocked Scout").hasLife(8);
    }

    @Test
    void it_cannot_block_more_attackers_than_its_ability_says() {
        TestGame game = attackStep();
        TestDie first = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie third = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie gate = game.place(BEN, "Gatekeeper", FIELD_ZONE, level(1));
        game.attackWith(first, second, third);

        assertThat(game).action(blocks(gate, first, second, third))
                .isRejectedBecause("Gatekeeper can block at most 2 attackers.");
        assertThat(game).action(blocks(gate, first, first))
                .isRejectedBecause("Gatekeeper can block each attacker only once.");
    }

    @Test
    void it_cannot_block_an_attacker_over_the_cost_limit_alongside_others_but_may_block_it_alone() {
        TestGame game = attackStep();
        TestDie scout = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie gate = game.place(BEN, "Gatekeeper", FIELD_ZONE, level(1));
        game.attackWith(scout, ww);

        assertThat(game).action(blocks(gate, scout, ww)).isRejectedBecause("Gatekeeper can block Wonder Woman only"
                + " on its own: it blocks several attackers only if each has purchase cost 2 or less, and Wonder Woman"
                + " costs 3.");
        game.act(blocks(gate, ww));
        assertThat(game.die(gate).blockingAll()).containsExactly(ww.id());
    }

    @Test
    void an_ordinary_die_still_blocks_only_one_attacker() {
        TestGame game = attackStep();
        TestDie first = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        game.attackWith(first, second);

        assertThat(game).action(blocks(manta, first, second))
                .isRejectedBecause("Black Manta can block only one attacker.");
        assertThat(Engine.severalBlocksProblem(game.state(), game.die(manta), List.of(game.die(first),
                game.die(second)))).isEqualTo("Black Manta can block only one attacker.");
    }

    @Test
    void the_legal_actions_offer_the_block_of_several_attackers() {
        TestGame game = attackStep();
        TestDie first = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie third = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie gate = game.place(BEN, "Gatekeeper", FIELD_ZONE, level(1));
        game.attackWith(first, second, third);

        assertThat(game).action(blocks(gate, first, second)).isOffered();
    }

    @Test
    void an_attacker_leaving_combat_leaves_the_blocker_blocking_the_others() {
        TestGame game = attackStep();
        TestDie first = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie gate = game.place(BEN, "Gatekeeper", FIELD_ZONE, level(1));
        TestDie force = game.place(ANN, "Excessive Force", RESERVE_POOL, action(0));
        game.attackWith(first, second);
        game.act(blocks(gate, first, second));

        game.use(force);
        game.choose(first);

        assertThat(game).die(first).wasKnockedOut();
        assertThat(game.die(gate).blockingAll()).containsExactly(second.id());
        GameState s = game.state();
        assertThat(Engine.attackers(s)).filteredOn(a -> Engine.blockersOf(s, a).stream()
                .anyMatch(b -> b.id() == gate.id())).extracting(Die::id).containsExactly(second.id());
    }

    @Test
    void its_when_blocks_ability_triggers_for_each_attacker_it_blocks() {
        TestGame game = attackStep();
        TestDie first = game.place(ANN, "Scout", FIELD_ZONE, level(2));
        TestDie second = game.place(ANN, "Scout", FIELD_ZONE, level(2));
        TestDie gate = game.place(BEN, "Spiked Gate", FIELD_ZONE, level(1));
        game.attackWith(first, second);

        game.act(blocks(gate, first, second));
        while (game.decision() instanceof Decision.OrderTriggers) {
            game.orderTriggers(0, 1);
        }

        assertThat(game).die(first).hasDamage(1);
        assertThat(game).die(second).hasDamage(1);
    }
}
