package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.MEDIC;
import static dicemasters.testing.TestCards.SNIPER;
import static org.assertj.core.api.Assertions.assertThat;

class EffectQueueTest {
    /** Warden (3): Whenever one of your character dice is fielded, you gain 1 life. */
    private static final CardDefinition WARDEN = CardBuilder.character("Warden").cost(3).energy(SHIELD)
            .level(1, 1, 3).level(1, 2, 4).level(2, 3, 5)
            .ability(new Ability(Trigger.WHEN_FIELDED, null, false, null, 0,
                    List.of(new Effect.GainLife(PlayerSelector.YOU, 1)), null,
                    DieSelector.all(Side.OWN, DieFilter.ANY), 0))
            .build();
    /** Thick Skin (2): When damaged, gain 1 life. */
    private static final CardDefinition THICK_SKIN = CardBuilder.character("Thick Skin").cost(2).energy(SHIELD)
            .level(0, 1, 4).level(1, 2, 4).level(1, 2, 5)
            .when(Trigger.WHEN_DAMAGED, new Effect.GainLife(PlayerSelector.YOU, 1)).build();
    /** Quake (2): When fielded, deal 1 damage to each character die. */
    private static final CardDefinition QUAKE = CardBuilder.character("Quake").cost(2).energy(FIST)
            .level(0, 1, 4).level(1, 2, 4).level(1, 2, 5)
            .whenFielded(new Effect.DamageDice(DieSelector.all(Side.ANY, DieFilter.ANY), 1)).build();

    private static TestGame mainStep() {
        return TestGame.setup().ann(SNIPER, 2).ann(MEDIC, 2).ben(BLACK_MANTA, 2).basicActions(EXCESSIVE_FORCE)
                .at(ANN, MAIN_STEP);
    }

    @Test
    void a_when_fielded_ability_that_needs_a_target_pauses_the_engine_until_the_player_chooses() {
        TestGame game = mainStep();
        TestDie sniper = game.place(ANN, "Sniper", RESERVE_POOL, level(1));
        TestDie mantaA = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie mantaB = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        game.field(sniper);

        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseTargets.class, d -> {
            assertThat(d.player()).isZero();
            assertThat(d.candidates()).containsExactly(mantaA.id(), mantaB.id());
            assertThat(d.prompt()).startsWith("Ann: choose 1 target die for Sniper");
        });
        assertThat(game).action(passing()).isRejected().startsWith("First answer: Ann: choose 1 target die");
        assertThat(game).action(choosing(sniper)).isRejectedBecause("That die is not a valid target.");

        game.choose(mantaB);
        assertThat(game).die(mantaB).hasDamage(1);
        assertThat(game).asksNothing();
    }

    @Test
    void an_effect_with_a_single_legal_target_takes_it_without_asking() {
        TestGame game = mainStep();
        TestDie sniper = game.place(ANN, "Sniper", RESERVE_POOL, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        game.field(sniper);

        assertThat(game).asksNothing();
        assertThat(game).die(manta).hasDamage(1);
    }

    @Test
    void a_triggered_ability_with_no_legal_target_does_nothing() {
        TestGame game = mainStep();
        TestDie sniper = game.place(ANN, "Sniper", RESERVE_POOL, level(1));

        game.field(sniper);

        assertThat(game).asksNothing();
        assertThat(game.events(GameEvent.DieDamaged.class)).isEmpty();
    }

    @Test
    void an_action_die_with_no_valid_target_cannot_be_used() {
        TestGame game = mainStep();
        TestDie force = game.place(ANN, "Excessive Force", RESERVE_POOL, action(0));

        assertThat(game).action(new Action.UseActionDie(force.id()))
                .isRejectedBecause("Excessive Force has no valid target.");
    }

    @Test
    void a_used_action_die_goes_out_of_play_and_its_effect_resolves() {
        TestGame game = mainStep();
        TestDie force = game.place(ANN, "Excessive Force", RESERVE_POOL, action(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(3));

        game.use(force);

        assertThat(game).die(force).isIn(OUT_OF_PLAY);
        assertThat(game.events(GameEvent.DieKnockedOut.class)).extracting(GameEvent.DieKnockedOut::dieId)
                .containsExactly(manta.id());
    }

    @Test
    void a_player_with_two_different_simultaneous_triggers_chooses_their_order() {
        TestGame game = TestGame.setup().ann(SNIPER, 2).ann(WARDEN, 2).ben(BLACK_MANTA, 2).at(ANN, MAIN_STEP);
        TestDie sniper = game.place(ANN, "Sniper", RESERVE_POOL, level(1));
        game.place(ANN, "Warden", FIELD_ZONE, level(1));
        game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        game.life(ANN, 5);

        game.field(sniper);

        assertThat(game.decision()).isInstanceOf(Decision.OrderTriggers.class);
        game.resolveFirst("Warden");
        assertThat(game).player(ANN).hasLife(6);
        assertThat(game).log().saysInOrder("Ann gains 1 life (life 6).",
                "Sniper deals 1 damage to Black Manta (1 in all).");
    }

    @Test
    void the_active_players_triggers_resolve_before_the_inactive_players() {
        TestGame game = TestGame.setup().ann(THICK_SKIN).ben(THICK_SKIN).ben(QUAKE).at(BEN, MAIN_STEP);
        game.place(ANN, "Thick Skin", FIELD_ZONE, level(1));
        game.place(BEN, "Thick Skin", FIELD_ZONE, level(1));
        TestDie quake = game.place(BEN, "Quake", RESERVE_POOL, level(1));
        game.life(ANN, 5);
        game.life(BEN, 5);

        game.field(quake);

        assertThat(game).log().saysInOrder("Ben gains 1 life (life 6).", "Ann gains 1 life (life 6).");
    }

    @Test
    void a_global_with_a_target_asks_for_it_after_the_payment_and_applies_until_the_end_of_the_turn() {
        TestGame game = mainStep();
        game.energy(ANN, BOLT);
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);

        game.useGlobal("Excessive Force", 1);
        assertThat(game.decision()).isInstanceOf(Decision.ChooseTargets.class);
        game.choose(sidekick);

        assertThat(game).die(sidekick).hasAttack(2);
        assertThat(game).die(manta).hasAttack(1);
    }
}
