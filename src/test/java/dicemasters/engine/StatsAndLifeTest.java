package dicemasters.engine;

import dicemasters.engine.combat.Stats;
import dicemasters.engine.effects.AppliedModifier;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

class StatsAndLifeTest {

    private static Scenario mainStep() {
        return Scenario.game().annBrings(Cards.MEDIC, 2).annBrings(Cards.BOMBER, 2)
                .benBrings(Cards.BLACK_MANTA, 2).basicAction(Cards.SHRINK).at(5, 0, Step.MAIN);
    }

    @Test
    void bonusesAreAddedUpBeforeTheyApplyAndNeverTakeAStatBelowZero() {
        Scenario sc = mainStep();
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(3));
        GameState s = sc.state();
        s.modifiers.add(new AppliedModifier(manta, -5, 0, null));
        s.modifiers.add(new AppliedModifier(manta, +4, 0, null));

        assertThat(Stats.attack(s, s.die(manta))).as("3 - 5 + 4").isEqualTo(2);
        s.modifiers.add(new AppliedModifier(manta, -10, 0, null));
        assertThat(Stats.attack(s, s.die(manta))).isZero();
    }

    /** While Captain is active, your other character dice get +1A. */
    private static final dicemasters.engine.card.CardDefinition CAPTAIN = Cards.character("Captain", 3,
            dicemasters.engine.card.Energy.SHIELD, java.util.Set.of(), List.of(dicemasters.engine.card.Ability.of(
                    dicemasters.engine.card.Trigger.WHILE_ACTIVE, new dicemasters.engine.card.Effect.ModifyStats(
                            dicemasters.engine.card.DieSelector.all(dicemasters.engine.card.Side.OWN,
                                    dicemasters.engine.card.DieFilter.ANY), 1, 0))),
            new int[]{1, 1, 1}, new int[]{1, 2, 2}, new int[]{1, 3, 3});

    @Test
    void aWhileActiveBonusHoldsOnceHoweverManyDiceOfTheCardAreInTheField() {
        Scenario sc = Scenario.game().annBrings(CAPTAIN, 2).at(5, 0, Step.MAIN);
        int sidekick = sc.place(0, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());
        int captainA = sc.place(0, "Captain", Zone.FIELD, level(1));
        int captainB = sc.place(0, "Captain", Zone.RESERVE, level(1));
        GameState s = sc.state();
        assertThat(Stats.attack(s, s.die(sidekick))).isEqualTo(2);

        new Table(s).relocate(s.die(captainB), Zone.FIELD);
        assertThat(Stats.attack(s, s.die(sidekick))).as("two active dice, one bonus").isEqualTo(2);

        new Table(s).relocate(s.die(captainA), Zone.USED);
        new Table(s).relocate(s.die(captainB), Zone.USED);
        assertThat(Stats.attack(s, s.die(sidekick))).as("the bonus ends when the last die leaves").isEqualTo(1);
    }

    @Test
    void appliedBonusesAreLostWhenTheDieIsKnockedOut() {
        Scenario sc = mainStep();
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(1));
        GameState s = sc.state();
        s.modifiers.add(new AppliedModifier(manta, 2, 0, null));
        Table t = new Table(s);

        t.knockOut(s.die(manta));

        assertThat(s.modifiers()).isEmpty();
        assertThat(s.die(manta).zone()).isEqualTo(Zone.PREP);
        assertThat(s.player(1).knockedOutThisTurn()).isEqualTo(1);
    }

    @Test
    void aDieReducedToZeroDefenseIsKnockedOut() {
        Scenario sc = mainStep();
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(1));
        int generic = sc.place(0, "Shrink Ray", Zone.RESERVE,
                Scenario.energy(dicemasters.engine.card.Energy.GENERIC, dicemasters.engine.card.Energy.GENERIC));
        GameState s = sc.state();
        int shrink = s.cards().size() - 1;

        Result.Done done = ok(s, new Action.UseGlobal(shrink, 0,
                Play.pay(generic, dicemasters.engine.card.Energy.GENERIC)));

        assertThat(done.state().die(manta).zone()).isEqualTo(Zone.PREP);
    }

    @Test
    void damageStaysOnADieAndKnocksItOutWhenItsDefenseDrops() {
        Scenario sc = mainStep();
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(3));
        sc.damage(manta, 3);
        int generic = sc.place(0, "Shrink Ray", Zone.RESERVE,
                Scenario.energy(dicemasters.engine.card.Energy.GENERIC, dicemasters.engine.card.Energy.GENERIC));
        GameState s = sc.state();
        assertThat(s.die(manta).zone()).isEqualTo(Zone.FIELD);

        s = after(s, new Action.UseGlobal(s.cards().size() - 1, 0,
                Play.pay(generic, dicemasters.engine.card.Energy.GENERIC)));

        assertThat(s.die(manta).zone()).as("5D - 3 = 2D with 3 damage").isEqualTo(Zone.PREP);
    }

    @Test
    void aPlayerCannotGainLifeAboveTheStartingLife() {
        Scenario sc = mainStep();
        int medic = sc.place(0, "Medic", Zone.RESERVE, level(1));

        Result.Done done = ok(sc.state(), new Action.Field(medic, Payment.NOTHING));

        assertThat(done.state().player(0).life()).isEqualTo(10);
        assertThat(Play.events(done, GameEvent.LifeGained.class)).singleElement()
                .satisfies(e -> assertThat(e.amount()).isZero());
    }

    @Test
    void aPlayerWhoseLifeReachesZeroLosesAtOnce() {
        Scenario sc = mainStep().lifeOf(1, 1);
        int bomber = sc.place(0, "Bomber", Zone.RESERVE, level(1));

        Result.Done done = ok(sc.state(), new Action.Field(bomber, Payment.NOTHING));

        assertThat(done.state().isOver()).isTrue();
        assertThat(done.state().winner()).isZero();
        assertThat(done.state().step()).isEqualTo(Step.GAME_OVER);
        assertThat(Engine.legalActions(done.state())).isEmpty();
    }

    @Test
    void whenOneEffectTakesBothPlayersToZeroTheGameIsATie() {
        Scenario sc = mainStep().lifeOf(0, 1).lifeOf(1, 1);
        int bomber = sc.place(0, "Bomber", Zone.RESERVE, level(1));

        Result.Done done = ok(sc.state(), new Action.Field(bomber, Payment.NOTHING));

        assertThat(done.state().isTie()).isTrue();
        assertThat(Play.events(done, GameEvent.GameOver.class)).singleElement()
                .satisfies(e -> assertThat(e.text()).startsWith("The game ends in a tie"));
    }

    @Test
    void aPlayerMayConcede() {
        Scenario sc = mainStep();
        GameState s = after(sc.state(), new Action.Concede());

        assertThat(s.winner()).isEqualTo(1);
        assertThat(Play.rejected(s, new Action.Pass())).isEqualTo("The game is over.");
        assertThat(List.of(s.player(0).life(), s.player(1).life())).containsExactly(10, 10);
    }
}
