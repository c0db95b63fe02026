package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Combat;
import dicemasters.engine.combat.DamageAssignment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.events;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Play.rejected;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "A single blocker can only block one attacking character", unless an ability lets it block
 * several; "characters that can block more than one attacker must split their damage as an
 * attacker would".
 */
class SeveralBlockersTest {
    /** A cheap attacker: 2A 1D at level 1. */
    private static final CardDefinition SCOUT = Cards.vanilla("Scout", 1, Energy.FIST,
            new int[]{0, 2, 1}, new int[]{1, 2, 2}, new int[]{1, 3, 2});
    private static final DieFilter COST_TWO_OR_LESS = new DieFilter(null, null, null, null, null, null, null, null,
            null, null, null, 2, null, null, null, null, null, null);
    /** May block up to 2 attackers with purchase cost 2 or less. 3A 4D, 4A 5D, 5A 6D. */
    private static final CardDefinition GATEKEEPER = Cards.character("Gatekeeper", 3, Energy.SHIELD, Set.of(),
            List.of(Ability.of(Trigger.WHILE_ACTIVE, new Effect.BlockSeveral(DieSelector.thisDie(), 2,
                    COST_TWO_OR_LESS))),
            new int[]{0, 3, 4}, new int[]{1, 4, 5}, new int[]{1, 5, 6});

    /** Like the Gatekeeper, and when it blocks it deals 1 damage to the die it blocks. */
    private static final CardDefinition SPIKED_GATE = Cards.character("Spiked Gate", 3, Energy.SHIELD, Set.of(),
            List.of(Ability.of(Trigger.WHILE_ACTIVE, new Effect.BlockSeveral(DieSelector.thisDie(), 2,
                            COST_TWO_OR_LESS)),
                    Ability.of(Trigger.WHEN_BLOCKS, new Effect.DamageDice(DieSelector.triggeringDie(), 1))),
            new int[]{0, 1, 4}, new int[]{1, 1, 5}, new int[]{1, 1, 6});

    private static Scenario attackStep() {
        return Scenario.game().annBrings(SCOUT, 3).annBrings(Cards.WONDER_WOMAN, 2)
                .benBrings(GATEKEEPER, 2).benBrings(Cards.BLACK_MANTA, 2).benBrings(SPIKED_GATE, 1)
                .at(5, 0, Step.DECLARE_ATTACKERS);
    }

    private static Action.DeclareBlockers blocks(int blocker, int... attackers) {
        List<Action.Block> blocks = new java.util.ArrayList<>();
        for (int attacker : attackers) {
            blocks.add(new Action.Block(blocker, attacker));
        }
        return new Action.DeclareBlockers(blocks);
    }

    private static GameState passUntilDamage(GameState s) {
        while (s.step() == Step.ATTACK_WINDOW && s.decision() == null) {
            s = ok(s, new Action.Pass()).state();
        }
        return s;
    }

    @Test
    void aBlockerThatMayBlockSeveralAttackersBlocksTwoAndBothAreBlocked() {
        Scenario sc = attackStep();
        int first = sc.place(0, "Scout", Zone.FIELD, level(1));
        int second = sc.place(0, "Scout", Zone.FIELD, level(1));
        int gate = sc.place(1, "Gatekeeper", Zone.FIELD, level(1));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(first, second)));

        Result.Done done = ok(s, blocks(gate, first, second));

        GameState blocked = done.state();
        assertThat(blocked.die(gate).blockingAll()).containsExactly(first, second);
        assertThat(blocked.die(gate).zone()).isEqualTo(Zone.ATTACK);
        assertThat(Engine.attackers(blocked)).extracting(Die::id).containsExactly(first, second);
        assertThat(Engine.attackers(blocked)).allMatch(Die::isBlocked);
        assertThat(Engine.blockersOf(blocked, blocked.die(second))).extracting(Die::id).containsExactly(gate);
        assertThat(events(done, GameEvent.BlockerDeclared.class)).extracting(GameEvent.BlockerDeclared::attacker)
                .as("one block event for each attacker it blocks").containsExactly(first, second);
        assertThat(s.die(gate).blockingAll()).as("the earlier position is unchanged").isEmpty();
    }

    @Test
    void itSplitsItsDamageAmongTheAttackersItBlocksAndTakesDamageFromEach() {
        Scenario sc = attackStep();
        int first = sc.place(0, "Scout", Zone.FIELD, level(1));
        int second = sc.place(0, "Scout", Zone.FIELD, level(2));
        int gate = sc.place(1, "Gatekeeper", Zone.FIELD, level(2));
        GameState s = passUntilDamage(after(sc.state(), new Action.DeclareAttackers(List.of(first, second)),
                blocks(gate, first, second)));

        Decision.SplitDamage split = (Decision.SplitDamage) s.decision();
        assertThat(split.player()).as("the blocking player splits").isEqualTo(1);
        assertThat(s.actingPlayer()).isEqualTo(1);
        assertThat(split.attacker()).isEqualTo(gate);
        assertThat(split.amount()).isEqualTo(4);
        assertThat(split.blockers()).containsExactly(first, second);
        assertThat(rejected(s, new Action.SplitDamage(List.of(new DamageAssignment(gate, first, 1),
                new DamageAssignment(gate, second, 1))))).isEqualTo("All 4 damage must be assigned; this assigns 2.");

        Result.Done done = ok(s, new Action.SplitDamage(List.of(new DamageAssignment(gate, first, 2),
                new DamageAssignment(gate, second, 2))));

        assertThat(events(done, GameEvent.DieKnockedOut.class)).extracting(GameEvent.DieKnockedOut::dieId)
                .containsExactlyInAnyOrder(first, second);
        assertThat(events(done, GameEvent.DieDamaged.class)).filteredOn(d -> d.dieId() == gate)
                .extracting(GameEvent.DieDamaged::amount).as("2A from each Scout").containsExactly(2, 2);
        assertThat(done.state().die(gate).zone()).as("4 damage, 5D: it survives").isEqualTo(Zone.FIELD);
        assertThat(done.state().player(1).life()).isEqualTo(10);
    }

    @Test
    void blockingASingleAttackerAsksNoSplit() {
        Scenario sc = attackStep();
        int first = sc.place(0, "Scout", Zone.FIELD, level(1));
        int second = sc.place(0, "Scout", Zone.FIELD, level(1));
        int gate = sc.place(1, "Gatekeeper", Zone.FIELD, level(1));
        GameState s = passUntilDamage(after(sc.state(), new Action.DeclareAttackers(List.of(first, second)),
                blocks(gate, second)));

        assertThat(s.decision()).isNull();
        assertThat(s.player(1).life()).as("the unblocked Scout").isEqualTo(8);
    }

    @Test
    void itCannotBlockMoreAttackersThanItsAbilitySays() {
        Scenario sc = attackStep();
        int first = sc.place(0, "Scout", Zone.FIELD, level(1));
        int second = sc.place(0, "Scout", Zone.FIELD, level(1));
        int third = sc.place(0, "Scout", Zone.FIELD, level(1));
        int gate = sc.place(1, "Gatekeeper", Zone.FIELD, level(1));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(first, second, third)));

        assertThat(rejected(s, blocks(gate, first, second, third))).isEqualTo("Gatekeeper can block at most 2 attackers.");
        assertThat(rejected(s, blocks(gate, first, first))).isEqualTo("Gatekeeper can block each attacker only once.");
    }

    @Test
    void itCannotBlockAnAttackerOverTheCostLimitAlongsideOthersButMayBlockItAlone() {
        Scenario sc = attackStep();
        int scout = sc.place(0, "Scout", Zone.FIELD, level(1));
        int ww = sc.place(0, "Wonder Woman", Zone.FIELD, level(1));
        int gate = sc.place(1, "Gatekeeper", Zone.FIELD, level(1));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(scout, ww)));

        assertThat(rejected(s, blocks(gate, scout, ww))).isEqualTo("Gatekeeper can block Wonder Woman only on its own:"
                + " it blocks several attackers only if each has purchase cost 2 or less, and Wonder Woman costs 3.");
        assertThat(ok(s, blocks(gate, ww)).state().die(gate).blockingAll()).containsExactly(ww);
    }

    @Test
    void anOrdinaryDieStillBlocksOnlyOneAttacker() {
        Scenario sc = attackStep();
        int first = sc.place(0, "Scout", Zone.FIELD, level(1));
        int second = sc.place(0, "Scout", Zone.FIELD, level(1));
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(1));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(first, second)));

        assertThat(rejected(s, blocks(manta, first, second))).isEqualTo("Black Manta can block only one attacker.");
        assertThat(Engine.severalBlocksProblem(s, s.die(manta), List.of(s.die(first), s.die(second))))
                .isEqualTo("Black Manta can block only one attacker.");
    }

    @Test
    void theLegalActionsOfferTheBlockOfSeveralAttackers() {
        Scenario sc = attackStep();
        int first = sc.place(0, "Scout", Zone.FIELD, level(1));
        int second = sc.place(0, "Scout", Zone.FIELD, level(1));
        int third = sc.place(0, "Scout", Zone.FIELD, level(1));
        int gate = sc.place(1, "Gatekeeper", Zone.FIELD, level(1));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(first, second, third)));

        assertThat(Engine.legalActions(s)).contains(blocks(gate, first, second));
    }

    @Test
    void anAttackerLeavingCombatLeavesTheBlockerBlockingTheOthers() {
        Scenario sc = attackStep();
        int first = sc.place(0, "Scout", Zone.FIELD, level(1));
        int second = sc.place(0, "Scout", Zone.FIELD, level(1));
        int gate = sc.place(1, "Gatekeeper", Zone.FIELD, level(1));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(first, second)), blocks(gate, first, second));
        Table t = new Table(s.copy());
        t.knockOut(t.s.die(first));

        assertThat(t.s.die(gate).blockingAll()).containsExactly(second);
        assertThat(Combat.attackersBlockedBy(t.s, t.s.die(gate))).extracting(Die::id).containsExactly(second);
    }

    @Test
    void itsWhenBlocksAbilityTriggersForEachAttackerItBlocks() {
        Scenario sc = attackStep();
        int first = sc.place(0, "Scout", Zone.FIELD, level(2));
        int second = sc.place(0, "Scout", Zone.FIELD, level(2));
        int gate = sc.place(1, "Spiked Gate", Zone.FIELD, level(1));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(first, second)));

        GameState blocked = ok(s, blocks(gate, first, second)).state();
        while (blocked.decision() instanceof Decision.OrderTriggers) {
            blocked = ok(blocked, new Action.OrderTriggers(List.of(0, 1))).state();
        }

        assertThat(blocked.die(first).damage()).isEqualTo(1);
        assertThat(blocked.die(second).damage()).isEqualTo(1);
    }
}
