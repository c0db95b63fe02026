package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.SPEEDSTER;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;

/** Rules a card may add to the Attack Step: a second Attack Step, only one blocker dealing damage. */
class AttackStepRulesTest {
    /** Raider (4, Bolt): while Raider is active, you may have a second Attack Step after the first. */
    private static final CardDefinition RAIDER = CardBuilder.character("Raider").cost(4).energy(BOLT)
            .level(0, 2, 4).level(1, 3, 5).level(1, 4, 6).whileActive(new Effect.TurnRule(dicemasters.engine.card.PlayerSelector.YOU,
                        Effect.TurnRule.Quantity.EXTRA_ATTACK_STEPS, 1)).build();
    /** Untouchable (3, Shield): when it is blocked, only one blocker (the defender chooses) damages it. */
    private static final CardDefinition UNTOUCHABLE = CardBuilder.character("Untouchable").cost(3).energy(SHIELD)
            .level(0, 2, 3).level(1, 3, 3).level(1, 4, 4)
            .whileActive(new Effect.OneBlockerDealsDamage(DieSelector.thisDie())).build();
    /** Slippery (2, Mask): like Untouchable, and cheap enough for the Gatekeeper to block with another. */
    private static final CardDefinition SLIPPERY = CardBuilder.character("Slippery").cost(2).energy(MASK)
            .level(0, 2, 3).level(1, 3, 3).level(1, 4, 4)
            .whileActive(new Effect.OneBlockerDealsDamage(DieSelector.thisDie())).build();
    /** Scout (1, Fist): 2A 1D. */
    private static final CardDefinition SCOUT = CardBuilder.character("Scout").cost(1).energy(FIST)
            .level(0, 2, 1).level(1, 2, 2).level(1, 3, 2).build();
    /** Gatekeeper (3, Shield): may block up to 2 attackers with purchase cost 2 or less; 3A 4D. */
    private static final CardDefinition GATEKEEPER = CardBuilder.character("Gatekeeper").cost(3).energy(SHIELD)
            .level(0, 3, 4).level(1, 4, 5).level(1, 5, 6).whileActive(new Effect.BlockSeveral(DieSelector.thisDie(),
                    2, DieFilter.of(DieCondition.Cost.atMost(2)))).build();

    @Test
    void a_second_attack_step_is_for_the_owner_of_the_card_only_on_their_own_turn() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).ben(RAIDER).at(ANN, MAIN_STEP);
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        game.place(BEN, "Raider", FIELD_ZONE, level(1));

        game.attackWith(ww);
        game.finishAttack();

        assertThat(game).isTurnOf(BEN);
    }

    @Test
    void an_attacker_only_one_blocker_may_damage_takes_no_damage_from_a_fast_blocker_not_chosen() {
        TestGame game = TestGame.setup().ann(UNTOUCHABLE).ben(SPEEDSTER).ben(BLACK_MANTA).at(ANN, MAIN_STEP);
        TestDie untouchable = game.place(ANN, "Untouchable", FIELD_ZONE, level(3));
        TestDie speedster = game.place(BEN, "Speedster", FIELD_ZONE, level(3));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        game.attackWith(untouchable);
        game.blocks(block(speedster, untouchable), block(manta, untouchable));
        game.finishAttack();
        game.choose(manta);
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(untouchable.id(), speedster.id(), 4),
                new DamageAssignment(untouchable.id(), manta.id(), 0))));

        assertThat(game).die(untouchable).as("Speedster (Fast, 4A) was not chosen: only Manta's 1A").isIn(FIELD_ZONE);
        assertThat(game).log().says("Black Manta deals 1 damage to Untouchable (1 in all).")
                .doesNotSay("Speedster deals 4 damage to Untouchable (4 in all).");
        assertThat(game).die(speedster).wasKnockedOut();
    }

    @Test
    void the_choice_of_the_one_blocker_is_checked_like_any_choice_of_dice() {
        TestGame game = TestGame.setup().ann(UNTOUCHABLE).ben(BLACK_MANTA).ben(WONDER_WOMAN).at(ANN, MAIN_STEP);
        TestDie untouchable = game.place(ANN, "Untouchable", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie ww = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(1));

        game.attackWith(untouchable);
        game.blocks(block(manta, untouchable), block(ww, untouchable));
        game.finishAttack();

        assertThat(game).action(choosing(manta, ww)).isRejectedBecause("Choose exactly 1 target.");
        assertThat(game).action(choosing(untouchable)).isRejectedBecause("That die is not a valid target.");
    }
    @Test
    void a_die_blocking_several_attackers_that_was_not_chosen_deals_all_its_damage_to_the_others() {
        TestGame game = TestGame.setup().ann(SLIPPERY).ann(SCOUT).ben(GATEKEEPER).ben(BLACK_MANTA).at(ANN, MAIN_STEP);
        TestDie slippery = game.place(ANN, "Slippery", FIELD_ZONE, level(1));
        TestDie scout = game.place(ANN, "Scout", FIELD_ZONE, level(1));
        TestDie gatekeeper = game.place(BEN, "Gatekeeper", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        game.attackWith(slippery, scout);
        game.blocks(block(gatekeeper, slippery), block(gatekeeper, scout), block(manta, slippery));
        game.finishAttack();
        game.choose(manta);
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(slippery.id(), gatekeeper.id(), 0),
                new DamageAssignment(slippery.id(), manta.id(), 2))));

        assertThat(game).as("no split: Gatekeeper may damage only the Scout").asksNothing();
        assertThat(game).log().says("Gatekeeper deals 3 damage to Scout (3 in all).")
                .says("Black Manta deals 1 damage to Slippery (1 in all).");
        assertThat(game).die(slippery).isIn(FIELD_ZONE);
        assertThat(game).die(scout).wasKnockedOut();
    }
    @Test
    void doubles_a_teammates_card_gives_the_team_a_second_attack_step_declared_by_whoever_has_dice_to_attack() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).cid(RAIDER).ben(BLACK_MANTA).dee(BLACK_MANTA)
                .life(30).at(ANN, MAIN_STEP);
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie raider = game.place(CID, "Raider", FIELD_ZONE, level(1));
        game.passToAttack();
        game.act(declaringAttackers(ww));
        game.act(declaringAttackers());
        game.finishAttack();

        assertThat(game).as("Ann's Wonder Woman is Out of Play: Cid declares").isAt(DECLARE_ATTACKERS)
                .isTurnOf(ANN).waitsOn(CID);
        game.act(declaringAttackers(raider));
        game.finishAttack();

        assertThat(game).log().says("Raider deals 2 damage to Dee (life 26).");
        assertThat(game).isTurnOf(BEN);
    }
}
