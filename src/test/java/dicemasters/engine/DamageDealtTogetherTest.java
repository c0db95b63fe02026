package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DamageFilter;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/**
 * "All attacking or blocking characters deal damage simultaneously" (Civil War, Assign Damage): a
 * prevention that depends on whether a die "would be KO'd" looks at all the damage dealt at that
 * moment, after every reaction to it, and changes the damage dealt with it.
 */
class DamageDealtTogetherTest {
    /** Bruiser (2): no ability; 3 A. */
    private static final CardDefinition BRUISER = CardBuilder.character("Bruiser").cost(2).energy(FIST)
            .level(0, 3, 3).level(0, 3, 3).level(0, 3, 3).build();
    /**
     * Martyr (3): While blocking, if Martyr would be KO'd, prevent 2 damage to you from an attacking
     * character die. (1 A, 3 D.)
     */
    private static final CardDefinition MARTYR = CardBuilder.character("Martyr").cost(3).energy(MASK)
            .level(0, 1, 3).level(0, 1, 3).level(0, 1, 3)
            .ability(Ability.of(Trigger.WHILE_ACTIVE, new Effect.PreventDamage(DamageFilter.to(DamageFilter.Recipient.YOU)
                            .withSourceDice(DieFilter.of(new DieCondition.Attacking(true), new DieCondition.Character(true))), Amount.of(2), false))
                    .withCondition(new Condition(Condition.Kind.WOULD_BE_KNOCKED_OUT, DieSelector.all(Side.OWN,
                            DieFilter.of(new DieCondition.CardName("Martyr"), new DieCondition.Blocking(true))), 1)))
            .build();
    /** Force Field (2): Global (reactive): pay 1 when one of your character dice would be damaged: prevent 1 of it. */
    private static final CardDefinition FORCE_FIELD = CardBuilder.basicAction("Force Field").id("T-FF").cost(2)
            .ability(new Ability(Trigger.REACTIVE_GLOBAL, Burst.ALWAYS, false, new Cost(1, List.of()), 0,
                    List.of(new Effect.PreventDamage(DamageFilter.to(DamageFilter.Recipient.YOUR_DICE),
                            Amount.of(1), false)))).build();

    private TestDie martyr;

    /** Ann attacks Ben (10 life) with three Bruisers; Martyr blocks the first, the other two are unblocked. */
    private TestGame threeBruisersOneBlockedByMartyr() {
        TestGame game = TestGame.setup().ann(BRUISER, 3).ben(MARTYR, 2).basicActions(FORCE_FIELD).life(10)
                .at(ANN, MAIN_STEP);
        TestDie first = game.place(ANN, "Bruiser", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Bruiser", FIELD_ZONE, level(1));
        TestDie third = game.place(ANN, "Bruiser", FIELD_ZONE, level(1));
        martyr = game.place(BEN, "Martyr", FIELD_ZONE, level(1));
        game.attackWith(first, second, third);
        game.block(martyr, first);
        return game;
    }

    @Test
    void a_blocker_knocked_out_by_damage_dealt_at_the_same_time_prevents_its_amount_once_from_one_attacker() {
        TestGame game = threeBruisersOneBlockedByMartyr();

        game.finishAttack();

        assertThat(game).die(martyr).wasKnockedOut();
        assertThat(game).as("6 damage from two unblocked attackers, 2 of it prevented once").player(BEN).hasLife(6);
    }

    @Test
    void a_reaction_that_saves_the_blocker_leaves_the_damage_to_the_player_whole() {
        TestGame game = threeBruisersOneBlockedByMartyr();
        game.energy(BEN, FIST);

        game.finishAttack();
        game.react();

        assertThat(game).as("3 damage less 1 against 3 D: not KO'd").die(martyr).isIn(FIELD_ZONE);
        assertThat(game).player(BEN).hasLife(4);
    }
}
