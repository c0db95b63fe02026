package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DamageFilter;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Decision;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "The only thing that can interrupt this system are abilities (Global or character) that would
 * prevent, reduce, or redirect an effect (such as damage)." (DC Justice, Effect timing)
 */
class DamageReactionTest {
    /** Force Field (2): Global (reactive): pay 1 when one of your character dice would be damaged: prevent 1 of it. */
    private static final CardDefinition FORCE_FIELD = CardBuilder.basicAction("Force Field").id("T-FF").cost(2)
            .ability(new Ability(Trigger.REACTIVE_GLOBAL, Burst.ALWAYS, false, new Cost(1, List.of()), 0,
                    List.of(new Effect.PreventDamage(DamageFilter.to(DamageFilter.Recipient.YOUR_DICE),
                            Amount.of(1), false)))).build();
    /** Thick Skin (2): When damaged, gain 1 life. */
    private static final CardDefinition THICK_SKIN = CardBuilder.character("Thick Skin").cost(2).energy(SHIELD)
            .level(0, 1, 4).level(1, 2, 4).level(1, 2, 5)
            .when(Trigger.WHEN_DAMAGED, new Effect.GainLife(PlayerSelector.YOU, 1)).build();
    /** Shockwave (2): When fielded, deal 1 damage to each opposing character die. */
    private static final CardDefinition SHOCKWAVE = CardBuilder.character("Shockwave").cost(2).energy(BOLT)
            .level(0, 1, 2).level(1, 2, 2).level(1, 2, 3)
            .whenFielded(new Effect.DamageDice(DieSelector.all(Side.OPPOSING, DieFilter.ANY), 1)).build();

    private TestDie thickSkin;

    private static TestGame table() {
        return TestGame.setup().ann(SHOCKWAVE, 2).ben(THICK_SKIN, 3).basicActions(FORCE_FIELD).at(ANN, MAIN_STEP);
    }

    /** Ann fields Shockwave against Ben's Thick Skin die; Ben has 8 life and one energy to react with. */
    private TestGame shockwaveFieldedAgainstThickSkin() {
        TestGame game = table();
        TestDie shockwave = game.place(ANN, "Shockwave", RESERVE_POOL, level(1));
        thickSkin = game.place(BEN, "Thick Skin", FIELD_ZONE, level(1));
        game.energy(BEN, FIST);
        game.life(BEN, 8);
        game.field(shockwave);
        return game;
    }

    @Test
    void prevented_damage_is_never_dealt_and_its_when_damaged_ability_never_triggers() {
        TestGame game = shockwaveFieldedAgainstThickSkin();
        assertThat(game.decision()).isInstanceOf(Decision.React.class);
        assertThat(game).die(thickSkin).as("not yet dealt").hasDamage(0);

        game.act(Engine.legalActions(game.state()).get(0));

        assertThat(game).die(thickSkin).hasDamage(0);
        assertThat(game).player(BEN).as("no 'when damaged' trigger").hasLife(8);
        assertThat(game.state().combat().pendingDamage()).isNull();
    }

    @Test
    void damage_that_is_dealt_triggers_when_damaged_after_the_reactions_are_over() {
        TestGame game = shockwaveFieldedAgainstThickSkin();

        game.decline();

        assertThat(game).die(thickSkin).hasDamage(1);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    void each_piece_of_damage_dealt_at_once_may_be_answered_once_by_the_same_reaction() {
        TestGame game = table();
        TestDie shockwave = game.place(ANN, "Shockwave", RESERVE_POOL, level(1));
        TestDie first = game.place(BEN, "Thick Skin", FIELD_ZONE, level(1));
        TestDie second = game.place(BEN, "Thick Skin", FIELD_ZONE, level(1));
        game.energy(BEN, FIST);
        game.energy(BEN, BOLT);
        game.energy(BEN, MASK);

        game.field(shockwave);
        assertThat(((Decision.React) game.decision()).options()).as("one option per damaged die").hasSize(2);
        game.act(Engine.legalActions(game.state()).get(0));
        assertThat(((Decision.React) game.decision()).options()).as("the first die's damage was answered already")
                .hasSize(1);
        game.act(Engine.legalActions(game.state()).get(0));

        assertThat(game).as("nothing is left to react to").asksNothing();
        assertThat(game).die(first).hasDamage(0);
        assertThat(game).die(second).hasDamage(0);
        assertThat(game).player(BEN).as("two energy paid on the opponent's turn").hasDiceIn(USED_PILE, 2);
    }

    @Test
    void the_reacting_player_is_asked_even_on_the_opponents_turn_and_priority_does_not_move() {
        TestGame game = table();
        TestDie shockwave = game.place(ANN, "Shockwave", RESERVE_POOL, level(1));
        game.place(BEN, "Thick Skin", FIELD_ZONE, level(1));
        game.energy(BEN, FIST);

        game.field(shockwave);
        assertThat(game).waitsOn(BEN);
        game.decline();

        assertThat(game).waitsOn(ANN).hasPriorityWith(ANN).isAt(MAIN_STEP);
    }
}
