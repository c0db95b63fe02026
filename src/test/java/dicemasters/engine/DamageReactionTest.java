package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DamageFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Scenario.energy;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "The only thing that can interrupt this system are abilities (Global or character) that would
 * prevent, reduce, or redirect an effect (such as damage)." (DC Justice, Effect timing)
 */
class DamageReactionTest {
    /** Global (reactive): pay 1 energy when one of your character dice would be damaged: prevent 1 of it. */
    private static final CardDefinition FORCE_FIELD = new CardDefinition("T-FF", "Force Field", "",
            CardType.BASIC_ACTION, 2, List.of(), List.of(), 3, StandardDice.basicActionFaces(), Set.of(),
            List.of(new Ability(Trigger.REACTIVE_GLOBAL, Burst.ALWAYS, false, new Cost(1, List.of()), 0,
                    List.of(new Effect.PreventDamage(DamageFilter.to(DamageFilter.Recipient.YOUR_DICE),
                            dicemasters.engine.card.Amount.of(1), false)))));
    /** When damaged, gain 1 life. */
    private static final CardDefinition THICK_SKIN = Cards.character("Thick Skin", 2, Energy.SHIELD, Set.of(),
            List.of(Ability.of(Trigger.WHEN_DAMAGED, new Effect.GainLife(PlayerSelector.YOU, 1))),
            new int[]{0, 1, 4}, new int[]{1, 2, 4}, new int[]{1, 2, 5});
    /** When fielded, deal 1 damage to each opposing character die. */
    private static final CardDefinition SHOCKWAVE = Cards.character("Shockwave", 2, Energy.BOLT, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.DamageDice(
                    DieSelector.all(Side.OPPOSING, dicemasters.engine.card.DieFilter.ANY), 1))),
            new int[]{0, 1, 2}, new int[]{1, 2, 2}, new int[]{1, 2, 3});

    /** Ann fields Shockwave against Bob's Thick Skin die; Bob has 8 life and one energy to react with. */
    private static GameState shockwaveFieldedAgainstThickSkin() {
        Scenario sc = table();
        int shockwave = sc.place(0, "Shockwave", Zone.RESERVE, level(1));
        sc.place(1, "Thick Skin", Zone.FIELD, level(1));
        sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        sc.lifeOf(1, 8);
        return ok(sc.state(), new Action.Field(shockwave, Payment.NOTHING)).state();
    }

    private static int thickSkin(GameState s) {
        return s.dice().stream().filter(d -> s.nameOf(d).equals("Thick Skin") && s.isCharacterInField(d))
                .findFirst().orElseThrow().id();
    }

    private static Scenario table() {
        return Scenario.game().annBrings(SHOCKWAVE, 2).benBrings(THICK_SKIN, 3).basicAction(FORCE_FIELD)
                .at(5, 0, Step.MAIN);
    }

    @Test
    void preventedDamageIsNeverDealtAndItsWhenDamagedAbilityNeverTriggers() {
        GameState s = shockwaveFieldedAgainstThickSkin();
        int skin = thickSkin(s);
        assertThat(s.decision()).isInstanceOf(Decision.React.class);
        assertThat(s.die(skin).damage()).as("not yet dealt").isZero();
        s = after(s, (Action) Engine.legalActions(s).get(0));

        assertThat(s.die(skin).damage()).isZero();
        assertThat(s.player(1).life()).as("no 'when damaged' trigger").isEqualTo(8);
        assertThat(s.pendingDamage()).isNull();
    }

    @Test
    void damageThatIsDealtTriggersWhenDamagedAfterTheReactionsAreOver() {
        GameState s = shockwaveFieldedAgainstThickSkin();
        int skin = thickSkin(s);
        s = after(s, new Action.DeclineReaction());

        assertThat(s.die(skin).damage()).isEqualTo(1);
        assertThat(s.player(1).life()).isEqualTo(9);
    }

    @Test
    void eachPieceOfDamageDealtAtOnceMayBeAnsweredOnceByTheSameReaction() {
        Scenario sc = table();
        int shockwave = sc.place(0, "Shockwave", Zone.RESERVE, level(1));
        int first = sc.place(1, "Thick Skin", Zone.FIELD, level(1));
        int second = sc.place(1, "Thick Skin", Zone.FIELD, level(1));
        sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.FIST));
        sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.BOLT));
        sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.MASK));

        GameState s = ok(sc.state(), new Action.Field(shockwave, Payment.NOTHING)).state();
        Decision.React react = (Decision.React) s.decision();
        assertThat(react.options()).as("one option per damaged die").hasSize(2);
        s = after(s, (Action) Engine.legalActions(s).get(0));
        react = (Decision.React) s.decision();
        assertThat(react.options()).as("the first die's damage was answered already").hasSize(1);
        s = after(s, (Action) Engine.legalActions(s).get(0));

        assertThat(s.decision()).as("nothing is left to react to").isNull();
        assertThat(s.die(first).damage()).isZero();
        assertThat(s.die(second).damage()).isZero();
        assertThat(s.diceIn(1, Zone.USED)).as("two energy paid on the opponent's turn").hasSize(2);
    }

    @Test
    void theReactingPlayerIsAskedEvenOnTheOpponentsTurnAndPriorityDoesNotMove() {
        Scenario sc = table();
        int shockwave = sc.place(0, "Shockwave", Zone.RESERVE, level(1));
        sc.place(1, "Thick Skin", Zone.FIELD, level(1));
        sc.place(1, "Sidekick", Zone.RESERVE, energy(Energy.FIST));

        GameState s = ok(sc.state(), new Action.Field(shockwave, Payment.NOTHING)).state();
        assertThat(s.actingPlayer()).isEqualTo(1);
        s = after(s, new Action.DeclineReaction());
        assertThat(s.actingPlayer()).isZero();
        assertThat(s.priorityPlayer()).isZero();
        assertThat(s.step()).isEqualTo(Step.MAIN);
    }
}
