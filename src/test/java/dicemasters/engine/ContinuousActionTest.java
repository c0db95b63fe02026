package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.effects.Targets;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.events;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Play.rejected;
import static dicemasters.engine.Scenario.action;
import static dicemasters.engine.Scenario.sidekickCharacter;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Continuous action dice (rulebook glossary "Continuous"): used, they move from the Reserve Pool to
 * the Field Zone and can stay there past the end of the turn; sometimes they send themselves
 * away for an effect whenever their controller could use a Global Ability.
 */
class ContinuousActionTest {
    private static final int SEND_FOR_ATTACK = 2;
    private static final int REROLL_ITSELF = 3;

    /**
     * A test card: Continuous; leaves at the start of its owner's Clear and Draw Step or when
     * another of its dice is used; "send this die to the Used Pile: target character die gets +2A";
     * "pay 1: reroll this die".
     */
    static final CardDefinition BANNER = new CardDefinition("T-BAN", "Battle Banner", "", CardType.BASIC_ACTION, 3,
            List.of(), List.of(), 3, StandardDice.basicActionFaces(), Set.of(Keyword.CONTINUOUS), List.of(
            Ability.of(Trigger.START_OF_YOUR_CLEAR_AND_DRAW, new Effect.MoveDice(DieSelector.thisDie(), Place.USED, 0)),
            Ability.of(Trigger.WHEN_ANOTHER_DIE_OF_THIS_CARD_USED,
                    new Effect.MoveDice(DieSelector.thisDie(), Place.USED, 0)),
            new Ability(Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL, Burst.ALWAYS, false, Cost.sendThisDie(Place.USED), 0,
                    List.of(new Effect.ModifyStats(DieSelector.target(Side.ANY), 2, 0))),
            new Ability(Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL, Burst.ALWAYS, false, new Cost(1, List.of()), 0,
                    List.of(new Effect.Reroll(DieSelector.thisDie(), false)))));

    private Scenario sc;
    private int banner;

    /** Ann's Main Step of turn 3 with a Battle Banner showing its action face in her Reserve Pool. */
    private GameState annHoldsABanner() {
        sc = Scenario.game().basicAction(BANNER).basicAction(Cards.EXCESSIVE_FORCE).at(3, 0, Step.MAIN);
        banner = sc.place(0, "Battle Banner", Zone.RESERVE, action(0));
        return sc.state();
    }

    /** Ann uses the banner into the Field Zone (dice are placed on the scenario before this). */
    private GameState bannerUsed() {
        return after(sc.state(), new Action.UseActionDie(banner));
    }

    private static GameState passUntilTurnOf(GameState s, int player) {
        int guard = 0;
        while (s.activePlayer() != player || s.step() != Step.ROLL_AND_REROLL) {
            Action next = switch (s.step()) {
                case ROLL_AND_REROLL -> new Action.Reroll(List.of());
                case DECLARE_ATTACKERS -> new Action.DeclareAttackers(List.of());
                case DECLARE_BLOCKERS -> new Action.DeclareBlockers(List.of());
                default -> new Action.Pass();
            };
            s = after(s, next);
            assertThat(guard++).as("the turn should come round").isLessThan(50);
        }
        return s;
    }

    @Test
    void usingAContinuousActionDieMovesItToTheFieldZoneInsteadOfOutOfPlay() {
        Result.Done done = ok(annHoldsABanner(), new Action.UseActionDie(banner));

        assertThat(done.state().die(banner).zone()).isEqualTo(Zone.FIELD);
        assertThat(events(done, GameEvent.ActionDieUsed.class)).hasSize(1);
    }

    @Test
    void itStaysInTheFieldZonePastTheEndOfTheTurn() {
        annHoldsABanner();
        GameState s = passUntilTurnOf(bannerUsed(), 1);

        assertThat(s.die(banner).zone()).isEqualTo(Zone.FIELD);
    }

    @Test
    void itGoesToItsOwnersUsedPileInTheirClearAndDrawStep() {
        annHoldsABanner();
        GameState s = passUntilTurnOf(passUntilTurnOf(bannerUsed(), 1), 0);

        assertThat(s.die(banner).zone()).isEqualTo(Zone.USED);
    }

    @Test
    void usingAnotherDieOfTheSameCardSendsTheFirstToTheUsedPile() {
        annHoldsABanner();
        int second = sc.place(0, "Battle Banner", Zone.RESERVE, action(1));

        GameState s = after(bannerUsed(), new Action.UseActionDie(second));

        assertThat(s.die(banner).zone()).isEqualTo(Zone.USED);
        assertThat(s.die(second).zone()).isEqualTo(Zone.FIELD);
    }

    @Test
    void anActionDieInTheFieldZoneIsNoCharacterItCannotAttackOrBlockNorBeTargeted() {
        annHoldsABanner();
        int sidekick = sc.place(0, "Sidekick", Zone.FIELD, sidekickCharacter());
        int bens = sc.place(1, "Sidekick", Zone.FIELD, sidekickCharacter());
        int force = sc.place(0, "Excessive Force", Zone.RESERVE, action(0));
        GameState s = bannerUsed();

        assertThat(Targets.isActive(s, s.die(banner).cardIndex())).as("not an active character").isFalse();
        GameState targeting = after(s, new Action.UseActionDie(force));
        assertThat(((Decision.ChooseTargets) targeting.decision()).candidates()).containsExactlyInAnyOrder(sidekick,
                bens);
        GameState attackStep = after(s, new Action.Pass());
        assertThat(attackStep.step()).isEqualTo(Step.DECLARE_ATTACKERS);
        assertThat(Engine.possibleAttackers(attackStep)).extracting(Die::id).containsExactly(sidekick);
        assertThat(rejected(attackStep, new Action.DeclareAttackers(List.of(banner))))
                .isEqualTo("Only your character dice in the Field Zone can attack, each once.");
    }

    @Test
    void theOpponentsContinuousActionDieCannotBlock() {
        annHoldsABanner();
        sc.place(0, "Sidekick", Zone.FIELD, sidekickCharacter());
        int bens = sc.place(1, "Sidekick", Zone.FIELD, sidekickCharacter());
        GameState s = passUntilTurnOf(bannerUsed(), 1);
        s = after(s, new Action.Reroll(List.of()), new Action.Pass());
        while (s.step() == Step.MAIN) {
            s = after(s, new Action.Pass());
        }
        s = after(s, new Action.DeclareAttackers(List.of(bens)));

        assertThat(s.step()).isEqualTo(Step.DECLARE_BLOCKERS);
        assertThat(Engine.possibleBlockers(s)).extracting(Die::id).doesNotContain(banner).isNotEmpty();
    }

    @Test
    void rerolledToAnEnergyFaceItLeavesTheFieldZoneForTheReservePool() {
        annHoldsABanner();
        sc.virtualEnergy(0, Energy.GENERIC);
        GameState s = bannerUsed();
        s.script = new DiceScript(List.of(), List.of(0)); // the first face: double generic energy
        s.scriptFace = 0;

        s = after(s, new Action.UseFieldAbility(banner, REROLL_ITSELF, virtualGeneric()));

        assertThat(s.face(s.die(banner)).isEnergy()).isTrue();
        assertThat(s.die(banner).zone()).isEqualTo(Zone.RESERVE);
    }

    @Test
    void rerolledToAnActionFaceItStaysInTheFieldZone() {
        annHoldsABanner();
        sc.virtualEnergy(0, Energy.GENERIC);
        GameState s = bannerUsed();
        s.script = new DiceScript(List.of(), List.of(5)); // the last face: the action with two bursts
        s.scriptFace = 0;

        s = after(s, new Action.UseFieldAbility(banner, REROLL_ITSELF, virtualGeneric()));

        assertThat(s.face(s.die(banner)).bursts()).isEqualTo(2);
        assertThat(s.die(banner).zone()).isEqualTo(Zone.FIELD);
    }

    private static Payment virtualGeneric() {
        return Payment.of(new Payment.Spend(Payment.VIRTUAL, List.of(Energy.GENERIC)));
    }

    @Test
    void itsAbilityIsUsableInTheGlobalWindowsOnlyAndItsCostIsPaidBeforeTargetsAreChosen() {
        annHoldsABanner();
        int sidekick = sc.place(0, "Sidekick", Zone.FIELD, sidekickCharacter());
        sc.place(1, "Sidekick", Zone.FIELD, sidekickCharacter());
        GameState s = bannerUsed();
        Action send = new Action.UseFieldAbility(banner, SEND_FOR_ATTACK, Payment.NOTHING);

        assertThat(Engine.legalActions(s)).contains(send);
        GameState choosing = after(s, send);
        assertThat(choosing.die(banner).zone()).as("sent away before the target is chosen").isEqualTo(Zone.USED);
        assertThat(choosing.decision()).isInstanceOf(Decision.ChooseTargets.class);
        GameState done = after(choosing, new Action.ChooseTargets(List.of(sidekick)));
        assertThat(Stats.attack(done, done.die(sidekick))).isEqualTo(3);

        GameState declaring = after(s, new Action.Pass());
        assertThat(declaring.step()).isEqualTo(Step.DECLARE_ATTACKERS);
        assertThat(Engine.legalActions(declaring)).noneMatch(a -> a instanceof Action.UseFieldAbility);
        assertThat(rejected(declaring, send)).startsWith("Abilities usable whenever you could use a Global Ability"
                + " are used in the Main Step");
    }

    @Test
    void theInactivePlayerIsGivenPriorityToUseItThenPriorityReturns() {
        annHoldsABanner();
        int bens = sc.place(1, "Sidekick", Zone.FIELD, sidekickCharacter());
        GameState s = passUntilTurnOf(bannerUsed(), 1);
        s = after(s, new Action.Reroll(List.of()));
        assertThat(s.step()).isEqualTo(Step.MAIN);

        s = after(s, new Action.Pass());
        assertThat(s.priorityPlayer()).as("Ann has no energy, but her banner can be sent away").isEqualTo(0);
        Action send = new Action.UseFieldAbility(banner, SEND_FOR_ATTACK, Payment.NOTHING);
        assertThat(Engine.legalActions(s)).contains(send);
        assertThat(rejected(s, new Action.UseActionDie(banner))).isNotBlank();

        s = after(s, send);
        assertThat(s.die(banner).zone()).isEqualTo(Zone.USED);
        assertThat(Stats.attack(s, s.die(bens))).as("the only target, chosen by itself").isEqualTo(3);
        assertThat(s.priorityPlayer()).isEqualTo(1);
    }

    @Test
    void onlyItsControllerUsesItsAbility() {
        annHoldsABanner();
        sc.place(1, "Sidekick", Zone.FIELD, sidekickCharacter());
        GameState s = bannerUsed();
        GameState bensTurn = after(passUntilTurnOf(s, 1), new Action.Reroll(List.of()));
        assertThat(bensTurn.priorityPlayer()).isEqualTo(1);
        assertThat(rejected(bensTurn, new Action.UseFieldAbility(banner, SEND_FOR_ATTACK, Payment.NOTHING)))
                .isEqualTo("Only the controller of Battle Banner can use its ability, when they hold priority.");
        assertThat(Engine.check(s, new Action.UseFieldAbility(banner, 0, Payment.NOTHING)))
                .as("a triggered ability is not one to use").isEqualTo("Battle Banner has no such ability to use"
                        + " with the face it shows.");
    }
}
