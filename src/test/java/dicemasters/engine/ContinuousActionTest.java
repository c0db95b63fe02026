package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BANNER;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Continuous action dice (rulebook glossary "Continuous"): used, they move from the Reserve Pool to
 * the Field Zone and can stay there past the end of the turn; sometimes they send themselves
 * away for an effect whenever their controller could use a Global Ability.
 */
class ContinuousActionTest {
    /** Battle Banner's abilities (see {@link dicemasters.testing.TestCards#BANNER}). */
    private static final int SEND_FOR_ATTACK = 2;
    private static final int REROLL_ITSELF = 3;

    private TestDie banner;

    /** Ann's Main Step with a Battle Banner showing its action face in her Reserve Pool. */
    private TestGame annHoldsABanner() {
        TestGame game = TestGame.setup().basicActions(BANNER, EXCESSIVE_FORCE).at(ANN, MAIN_STEP);
        banner = game.place(ANN, "Battle Banner", RESERVE_POOL, action(0));
        return game;
    }

    private static Action.UseFieldAbility banner(TestDie banner, int ability, Payment payment) {
        return new Action.UseFieldAbility(banner.id(), ability, payment);
    }

    private static Payment virtualGeneric() {
        return Payment.of(new Payment.Spend(Payment.VIRTUAL, List.of(GENERIC)));
    }

    @Test
    void using_a_continuous_action_die_moves_it_to_the_field_zone_instead_of_out_of_play() {
        TestGame game = annHoldsABanner();

        game.use(banner);

        assertThat(game).die(banner).isIn(FIELD_ZONE);
        assertThat(game.events(GameEvent.ActionDieUsed.class)).hasSize(1);
    }

    @Test
    void it_stays_in_the_field_zone_past_the_end_of_the_turn() {
        TestGame game = annHoldsABanner();
        game.use(banner);

        game.endTurn();

        assertThat(game).isTurnOf(BEN);
        assertThat(game).die(banner).isIn(FIELD_ZONE);
    }

    @Test
    void it_goes_to_its_owners_used_pile_in_their_clear_and_draw_step() {
        TestGame game = annHoldsABanner();
        game.use(banner);

        game.endTurn();
        game.endTurn();

        assertThat(game).isTurnOf(ANN).isAt(ROLL_AND_REROLL);
        assertThat(game).die(banner).isIn(USED_PILE);
    }

    @Test
    void using_another_die_of_the_same_card_sends_the_first_to_the_used_pile() {
        TestGame game = annHoldsABanner();
        TestDie second = game.place(ANN, "Battle Banner", RESERVE_POOL, action(1));
        game.use(banner);

        game.use(second);

        assertThat(game).die(banner).isIn(USED_PILE);
        assertThat(game).die(second).isIn(FIELD_ZONE);
    }

    @Test
    void an_action_die_in_the_field_zone_is_no_character_it_cannot_attack_or_block_nor_be_targeted() {
        TestGame game = annHoldsABanner();
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie bens = game.sidekick(BEN, FIELD_ZONE);
        TestDie force = game.place(ANN, "Excessive Force", RESERVE_POOL, action(0));
        game.use(banner);

        TestGame targeting = game.branch();
        targeting.use(force);
        assertThat(((Decision.ChooseTargets) targeting.decision()).candidates())
                .containsExactlyInAnyOrder(sidekick.id(), bens.id());
        game.pass();
        assertThat(game).isAt(DECLARE_ATTACKERS);
        assertThat(Engine.possibleAttackers(game.state())).extracting(Die::id).containsExactly(sidekick.id());
        assertThat(game).action(declaringAttackers(banner))
                .isRejectedBecause("Only your character dice in the Field Zone can attack, each once.");
    }

    @Test
    void the_opponents_continuous_action_die_cannot_block() {
        TestGame game = annHoldsABanner();
        game.sidekick(ANN, FIELD_ZONE);
        TestDie bens = game.sidekick(BEN, FIELD_ZONE);
        game.use(banner);
        game.endTurn();
        game.reroll();
        game.attackWith(bens);

        assertThat(game).isAt(DECLARE_BLOCKERS);
        assertThat(Engine.possibleBlockers(game.state())).extracting(Die::id).doesNotContain(banner.id()).isNotEmpty();
    }

    @Test
    void rerolled_to_an_energy_face_it_leaves_the_field_zone_for_the_reserve_pool() {
        TestGame game = annHoldsABanner();
        game.virtualEnergy(ANN, GENERIC);
        game.use(banner);
        game.nextRollShows(banner, energy(GENERIC, GENERIC));

        game.act(banner(banner, REROLL_ITSELF, virtualGeneric()));

        assertThat(game.state().face(game.die(banner)).isEnergy()).isTrue();
        assertThat(game).die(banner).isIn(RESERVE_POOL);
    }

    @Test
    void rerolled_to_an_action_face_it_stays_in_the_field_zone() {
        TestGame game = annHoldsABanner();
        game.virtualEnergy(ANN, GENERIC);
        game.use(banner);
        game.nextRollShows(banner, action(2));

        game.act(banner(banner, REROLL_ITSELF, virtualGeneric()));

        assertThat(game.state().face(game.die(banner)).bursts()).isEqualTo(2);
        assertThat(game).die(banner).isIn(FIELD_ZONE);
    }

    @Test
    void its_ability_is_usable_in_the_global_windows_only_and_its_cost_is_paid_before_targets_are_chosen() {
        TestGame game = annHoldsABanner();
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.sidekick(BEN, FIELD_ZONE);
        game.use(banner);
        Action send = banner(banner, SEND_FOR_ATTACK, Payment.NOTHING);
        assertThat(game).action(send).isOffered();

        TestGame sent = game.branch();
        sent.act(send);
        assertThat(sent).die(banner).as("sent away before the target is chosen").isIn(USED_PILE);
        assertThat(sent.decision()).isInstanceOf(Decision.ChooseTargets.class);
        sent.choose(sidekick);
        assertThat(sent).die(sidekick).hasAttack(3);

        game.pass();
        assertThat(game).isAt(DECLARE_ATTACKERS);
        assertThat(Engine.legalActions(game.state())).noneMatch(a -> a instanceof Action.UseFieldAbility);
        assertThat(game).action(send).isRejected().startsWith("Abilities usable whenever you could use a Global"
                + " Ability are used in the Main Step");
    }

    @Test
    void the_inactive_player_is_given_priority_to_use_it_then_priority_returns() {
        TestGame game = annHoldsABanner();
        TestDie bens = game.sidekick(BEN, FIELD_ZONE);
        game.use(banner);
        game.endTurn();
        game.reroll();
        assertThat(game).isAt(MAIN_STEP);

        game.pass();
        assertThat(game).as("Ann has no energy, but her banner can be sent away").hasPriorityWith(ANN);
        Action send = banner(banner, SEND_FOR_ATTACK, Payment.NOTHING);
        assertThat(game).action(send).isOffered();
        assertThat(game).action(using(banner)).isRejected().isNotBlank();

        game.act(send);
        assertThat(game).die(banner).isIn(USED_PILE);
        assertThat(game).die(bens).as("the only target, chosen by itself").hasAttack(3);
        assertThat(game).hasPriorityWith(BEN);
    }

    @Test
    void only_its_controller_uses_its_ability() {
        TestGame game = annHoldsABanner();
        game.sidekick(BEN, FIELD_ZONE);
        game.use(banner);
        assertThat(Engine.check(game.state(), banner(banner, 0, Payment.NOTHING)))
                .as("a triggered ability is not one to use").isEqualTo("Battle Banner has no such ability to use"
                        + " with the face it shows.");

        game.endTurn();
        game.reroll();

        assertThat(game).hasPriorityWith(BEN);
        assertThat(game).action(banner(banner, SEND_FOR_ATTACK, Payment.NOTHING))
                .isRejectedBecause("Only the controller of Battle Banner can use its ability, when they hold"
                        + " priority.");
    }
}
