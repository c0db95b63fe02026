package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.state.Decision;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.engine.card.Energy.FIST;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "When a ... die would be KO'd, you may instead ...": a KO its controller may replace. The player
 * is asked before the die leaves the Field Zone, whether damage or an effect KOs it; a KO by an
 * effect waits until that effect has resolved (the rest of its ability waits for the answer).
 * Deathlok: Death Machine (CW039) is the replacement here: pay 2 life, spin up, clear damage.
 */
class KnockOutReplacementTest {
    /** Purge (3): When fielded, KO all opposing character dice, then gain 1 life. */
    private static final CardDefinition PURGE = CardBuilder.character("Purge").cost(3).energy(FIST)
            .level(0, 1, 1).level(1, 2, 2).level(1, 3, 3)
            .whenFielded(new Effect.KnockOut(DieSelector.all(Side.OPPOSING, DieFilter.ANY), Place.PREP),
                    new Effect.GainLife(PlayerSelector.YOU, Amount.of(1)))
            .build();

    private static TestGame purgeAgainstDeathlok() {
        TestGame game = TestGame.setup().ann(PURGE).ben("CW039").at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        return game;
    }

    @Test
    void a_ko_by_an_effect_waits_for_the_answer_and_the_rest_of_the_ability_resolves_after_it() {
        TestGame game = purgeAgainstDeathlok();
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie deathlok = game.place(BEN, "Deathlok", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Purge", RESERVE_POOL, level(1)));

        assertThat(game).as("the other die of the same effect is KO'd at once").die(sidekick).wasKnockedOut();
        assertThat(game).die(deathlok).isIn(FIELD_ZONE);
        assertThat(game).waitsOn(BEN);
        assertThat(game).as("\"then gain 1 life\" waits").player(ANN).hasLife(5);

        game.react();

        assertThat(game).die(deathlok).wasNotKnockedOut().showsLevel(2);
        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).player(ANN).hasLife(6);
        assertThat(game).log().saysInOrder("Ben uses Deathlok instead: Deathlok is not KO'd.", "Ann gains 1 life (life 6).");
    }

    @Test
    void a_ko_by_an_effect_let_happen_goes_on_as_the_effect_said() {
        TestGame game = purgeAgainstDeathlok();
        TestDie deathlok = game.place(BEN, "Deathlok", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Purge", RESERVE_POOL, level(1)));
        game.decline();

        assertThat(game).die(deathlok).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(10);
        assertThat(game).player(ANN).hasLife(6);
    }

    @Test
    void the_engine_lists_each_replacement_paid_as_suggested_and_letting_the_ko_happen() {
        TestGame game = purgeAgainstDeathlok();
        game.place(BEN, "Deathlok", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Purge", RESERVE_POOL, level(1)));

        assertThat(game.decision()).isInstanceOfSatisfying(Decision.React.class, d -> {
            assertThat(d.options()).singleElement().satisfies(o -> {
                assertThat(o.replacesKnockOut()).isTrue();
                assertThat(o.text()).isEqualTo("Deathlok (pay 2 life): your Deathlok is not KO'd");
            });
            assertThat(d.prompt()).isEqualTo("Ben: Deathlok would be KO'd. Replace the KO, or let it happen");
        });
        assertThat(Engine.legalActions(game.state()))
                .containsExactly(new Action.React(0, dicemasters.engine.energy.Payment.NOTHING),
                        new Action.DeclineReaction());
        assertThat(game).action(new Action.React(1, dicemasters.engine.energy.Payment.NOTHING))
                .isRejectedBecause("There is no such way to react.");
    }

    @Test
    void a_die_engaged_with_a_deadly_die_kod_at_cleanup_may_be_saved() {
        TestGame game = TestGame.setup().ann("WWE036").ben("CW039").at(ANN, MAIN_STEP);
        TestDie flair = game.place(ANN, "Ric Flair", FIELD_ZONE, level(1));
        TestDie deathlok = game.place(BEN, "Deathlok", FIELD_ZONE, level(1));

        game.attackBlockedBy(flair, deathlok);

        assertThat(game).die(flair).wasKnockedOut();
        assertThat(game).as("2 damage on 5 D: Deadly KOs him at cleanup").waitsOn(BEN);
        game.react();

        assertThat(game).die(deathlok).wasNotKnockedOut().showsLevel(2);
        assertThat(game).player(BEN).hasLife(8);
    }

    @Test
    void each_player_who_could_replace_the_ko_is_asked_in_turn_order_the_active_player_first() {
        TestGame game = TestGame.setup().ann("CW039").ben("CW053", "CW133").at(BEN, MAIN_STEP);
        TestDie deathlok = game.place(ANN, "Deathlok", FIELD_ZONE, level(1));
        TestDie msMarvel = game.place(BEN, "Ms. Marvel", FIELD_ZONE, level(3));
        TestDie shield = game.place(BEN, "Vibranium Shield", FIELD_ZONE, action(0));

        game.attackBlockedBy(msMarvel, deathlok);
        assertThat(game).as("Ben's Vibranium Shield watches any blocking die").waitsOn(BEN);
        game.decline();
        assertThat(game).waitsOn(ANN);
        game.react();

        assertThat(game).die(shield).isIn(FIELD_ZONE);
        assertThat(game).die(deathlok).wasNotKnockedOut().showsLevel(2);
        assertThat(game).log().saysInOrder("Ben lets Deathlok be KO'd.", "Ann uses Deathlok instead: Deathlok is not KO'd.");
    }
}
