package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.energy.Payment;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestCards;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.BEN;
import static dicemasters.testing.Rulebook.FIELD_ZONE;
import static dicemasters.testing.Rulebook.MAIN_STEP;
import static dicemasters.testing.Rulebook.MASK;
import static dicemasters.testing.Rulebook.PREP_AREA;
import static dicemasters.testing.Rulebook.RESERVE_POOL;
import static dicemasters.testing.Rulebook.SIDEKICK;
import static dicemasters.testing.Rulebook.action;
import static dicemasters.testing.Rulebook.level;

/**
 * "You may not choose to initiate an effect with no valid targets or dice to affect." (DC Justice,
 * Targeting) An action die or a Global whose text acts only on dice cannot be used while it finds
 * none; text that also does something else can.
 */
class NothingToAffectTest {
    /** Rally: Spin all your character dice up one level. */
    private static final CardDefinition RALLY = CardBuilder.basicAction("Rally").cost(2)
            .whenUsed(new Effect.SpinLevels(DieSelector.all(Side.OWN, DieFilter.ANY), 1)).build();
    /** Momentum: Roll any number of dice from your Prep Area into your Reserve Pool. */
    private static final CardDefinition MOMENTUM = CardBuilder.basicAction("Momentum").cost(2)
            .whenUsed(new Effect.RollDice(new DieSelector(DieSelector.Selection.TARGET, Side.OWN, DieFilter.ANY, 20,
                    true, Place.PREP))).build();
    /** Rally Cry: Spin all your character dice up one level, and gain 1 life. */
    private static final CardDefinition RALLY_CRY = CardBuilder.basicAction("Rally Cry").cost(2)
            .whenUsed(new Effect.SpinLevels(DieSelector.all(Side.OWN, DieFilter.ANY), 1),
                    new Effect.GainLife(PlayerSelector.YOU, 1)).build();
    /** Terror: Global: Pay Mask. All opposing character dice get -1A. */
    private static final CardDefinition TERROR = CardBuilder.character("Terror").cost(3).energy(MASK)
            .level(0, 1, 1).global(Cost.of(MASK), new Effect.ModifyStats(DieSelector.all(Side.OPPOSING,
                    DieFilter.ANY), -1, 0)).build();

    private static TestGame annWith(CardDefinition basic) {
        return TestGame.setup().ann(TestCards.WONDER_WOMAN, TERROR).basicActions(basic).at(ANN, MAIN_STEP);
    }

    @Test
    void an_action_die_that_would_spin_your_dice_up_cannot_be_used_with_none_in_the_field_zone() {
        TestGame game = annWith(RALLY);
        TestDie rally = game.place(ANN, RALLY, RESERVE_POOL, action(0));

        assertThat(game).action(new Action.UseActionDie(rally.id()))
                .isRejectedBecause("Rally has no die to affect now.");

        game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        assertThat(game).action(new Action.UseActionDie(rally.id())).isAllowed();
    }

    @Test
    void an_action_die_that_rolls_dice_of_the_prep_area_cannot_be_used_while_it_is_empty() {
        TestGame game = annWith(MOMENTUM);
        TestDie momentum = game.place(ANN, MOMENTUM, RESERVE_POOL, action(0));

        assertThat(game).action(new Action.UseActionDie(momentum.id()))
                .isRejectedBecause("Momentum has no die to affect now.");

        game.place(ANN, SIDEKICK, PREP_AREA);
        assertThat(game).action(new Action.UseActionDie(momentum.id())).isAllowed();
    }

    @Test
    void text_that_also_does_something_else_can_be_used_with_no_die_to_affect() {
        TestGame game = annWith(RALLY_CRY);
        TestDie cry = game.place(ANN, RALLY_CRY, RESERVE_POOL, action(0));

        assertThat(game).action(new Action.UseActionDie(cry.id())).isAllowed();
    }

    @Test
    void a_global_on_all_opposing_dice_cannot_be_used_with_none_in_the_field_zone() {
        TestGame game = annWith(RALLY);
        TestDie mask = game.energy(ANN, MASK);
        int terror = game.card("Terror").index();
        Action.UseGlobal useTerror = new Action.UseGlobal(terror, 0, Payment.of(new Payment.Spend(mask.id(),
                List.of(MASK))));

        assertThat(game).action(useTerror).isRejectedBecause("Terror has no die to affect now.");

        game.sidekick(BEN, FIELD_ZONE);
        assertThat(game).action(useTerror).isAllowed();
    }
}
