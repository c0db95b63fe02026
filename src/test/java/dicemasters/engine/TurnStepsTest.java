package dicemasters.engine;

import dicemasters.engine.card.Energy;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Flow;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.in;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Scenario.energy;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

class TurnStepsTest {

    @Test
    void theFirstPlayersFirstTurnDrawsThreeDiceAndPutsAFourthOutOfPlay() {
        GameState s = Engine.start(Scenario.game().setup(0), 7L).state();

        assertThat(s.step()).isEqualTo(Step.ROLL_AND_REROLL);
        assertThat(in(s, 0, Zone.RESERVE)).hasSize(3).allMatch(Die::rolledThisStep);
        assertThat(in(s, 0, Zone.OUT_OF_PLAY)).hasSize(1);
        assertThat(in(s, 0, Zone.BAG)).hasSize(4);
    }

    @Test
    void theSecondPlayersFirstTurnDrawsTheUsualFourDice() {
        GameState s = Engine.start(Scenario.game().setup(0), 7L).state();
        // Nothing to field and nobody in the field: passing the Main Step ends the turn.
        s = after(s, new Action.Reroll(List.of()), new Action.Pass());

        assertThat(s.activePlayer()).isEqualTo(1);
        assertThat(s.turn()).isEqualTo(2);
        assertThat(in(s, 1, Zone.RESERVE)).hasSize(4);
        assertThat(in(s, 0, Zone.OUT_OF_PLAY)).as("Out of Play empties at the end of the turn").isEmpty();
        assertThat(in(s, 0, Zone.USED).size() + in(s, 0, Zone.RESERVE).size())
                .as("the Out of Play die and unfielded characters are used; saved energy waits in the Reserve Pool")
                .isEqualTo(4);
    }

    @Test
    void theDiceInThePrepAreaAreRolledWithTheFourDrawn() {
        Scenario sc = Scenario.game().annBrings(Cards.WONDER_WOMAN, 2).at(2, 1, Step.CLEANUP);
        sc.place(0, "Wonder Woman", Zone.PREP, level(1));
        GameState s = sc.state();
        s.step = Step.END_OF_TURN;
        s.stepEntered = false;
        Table t = new Table(s);
        Flow.settle(t);

        assertThat(s.activePlayer()).isEqualTo(0);
        assertThat(in(s, 0, Zone.RESERVE)).hasSize(5);
    }

    @Test
    void anEmptyBagIsRefilledFromTheUsedPileButNotFromOutOfPlay() {
        Scenario sc = Scenario.game().at(2, 1, Step.CLEANUP);
        GameState s = sc.state();
        List<Die> sidekicks = in(s, 0, Zone.BAG);
        for (int i = 0; i < 8; i++) {
            new Table(s).relocate(sidekicks.get(i), i < 6 ? Zone.USED : Zone.PREP);
        }
        s.step = Step.END_OF_TURN;
        s.stepEntered = false;
        Table t = new Table(s);
        Flow.settle(t);

        assertThat(t.events).anyMatch(e -> e instanceof GameEvent.BagRefilled r && r.dice() == 6);
        assertThat(in(s, 0, Zone.RESERVE)).hasSize(6);
        assertThat(in(s, 0, Zone.BAG)).hasSize(2);
    }

    @Test
    void eachDieThatCannotBeDrawnCostsOneLifeAndGivesOneGenericEnergy() {
        Scenario sc = Scenario.game().at(2, 1, Step.CLEANUP);
        GameState s = sc.state();
        List<Die> sidekicks = in(s, 0, Zone.BAG);
        for (int i = 0; i < 8; i++) {
            new Table(s).relocate(sidekicks.get(i), i < 1 ? Zone.BAG : Zone.FIELD);
            new Table(s).turnToFace(sidekicks.get(i), 5);
        }
        s.step = Step.END_OF_TURN;
        s.stepEntered = false;
        Flow.settle(new Table(s));

        assertThat(s.player(0).life()).isEqualTo(7);
        assertThat(s.player(0).virtualEnergy()).containsExactly(Energy.GENERIC, Energy.GENERIC, Energy.GENERIC);
    }

    @Test
    void theRerollIsOneGroupAndThenTheMainStepBegins() {
        GameState s = Engine.start(Scenario.game().setup(0), 7L).state();
        List<Integer> rolled = in(s, 0, Zone.RESERVE).stream().map(Die::id).toList();

        Result.Done done = ok(s, new Action.Reroll(rolled.subList(0, 2)));

        assertThat(Play.events(done, GameEvent.DieRolled.class)).hasSize(2);
        assertThat(done.state().step()).isEqualTo(Step.MAIN);
        assertThat(Play.rejected(done.state(), new Action.Reroll(List.of(rolled.get(2)))))
                .contains("Roll and Reroll Step");
    }

    @Test
    void unfieldedCharacterDiceGoToTheUsedPileAtTheEndOfTheMainStep() {
        Scenario sc = Scenario.game().at(3, 0, Step.MAIN);
        int sidekick = sc.place(0, "Sidekick", Zone.RESERVE, Scenario.sidekickCharacter());
        int energyDie = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.FIST));

        GameState s = after(sc.state(), new Action.Pass());

        assertThat(s.die(sidekick).zone()).isEqualTo(Zone.USED);
        assertThat(s.die(energyDie).zone()).as("saved energy stays in the Reserve Pool").isEqualTo(Zone.RESERVE);
    }

    @Test
    void withNoAttackersTheTurnEndsAtOnceWithoutAnActionGlobalWindow() {
        Scenario sc = Scenario.game().basicAction(Cards.EXCESSIVE_FORCE).at(3, 0, Step.MAIN);
        sc.place(0, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());
        sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        GameState s = after(sc.state(), new Action.Pass(), new Action.Pass(), new Action.Pass());
        assertThat(s.step()).isEqualTo(Step.DECLARE_ATTACKERS);

        Result.Done done = ok(s, new Action.DeclareAttackers(List.of()));

        assertThat(done.events()).noneMatch(e -> e instanceof GameEvent.StepStarted st
                && st.step() == Step.ATTACK_WINDOW);
        assertThat(done.state().activePlayer()).isEqualTo(1);
    }

    @Test
    void unusedActionDiceGoToTheUsedPileInTheCleanupStep() {
        Scenario sc = Scenario.game().basicAction(Cards.INVESTIGATION).at(3, 0, Step.MAIN);
        int action = sc.place(0, "Investigation", Zone.RESERVE, Scenario.action(0));

        GameState s = after(sc.state(), new Action.Pass());

        assertThat(s.die(action).zone()).isEqualTo(Zone.USED);
    }

    @Test
    void energySavedInTheReservePoolIsClearedToTheUsedPileAtTheOwnersNextClearAndDraw() {
        Scenario sc = Scenario.game().at(3, 1, Step.MAIN);
        int saved = sc.place(0, "Sidekick", Zone.RESERVE, energy(Energy.MASK));
        GameState s = after(sc.state(), new Action.Pass());

        assertThat(s.activePlayer()).isEqualTo(0);
        assertThat(s.die(saved).zone()).isIn(Zone.USED, Zone.BAG, Zone.RESERVE);
        assertThat(s.die(saved).zone() == Zone.RESERVE ? s.die(saved).rolledThisStep() : true)
                .as("if it is in the Reserve Pool again, it was drawn and rolled anew").isTrue();
    }
}
