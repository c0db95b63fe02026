package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Decision;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.GameBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.BRUISER;
import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.SPEEDSTER;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Dice Masters Doubles, the Quick Start Rules: attacking, blocking, timing, "your characters",
 * priority and Globals with four players. Ann and Cid play against Ben and Dee.
 */
class DoublesCombatTest {

    private static GameBuilder doubles() {
        return TestGame.setup().ann(WONDER_WOMAN).cid(BLACK_MANTA).ben(SPEEDSTER).dee(BRUISER)
                .basicActions(EXCESSIVE_FORCE).life(30);
    }

    @Test
    void both_players_of_the_active_team_declare_attackers_and_their_dice_attack_together() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie manta = game.place(CID, "Black Manta", FIELD_ZONE, level(1));
        game.passToAttack();

        game.act(declaringAttackers(wonderWoman));

        assertThat(game).isAt(DECLARE_ATTACKERS).waitsOn(CID);
        assertThat(game).die(wonderWoman).isIn(FIELD_ZONE);
        game.act(declaringAttackers(manta));
        assertThat(game).die(wonderWoman).isIn(ATTACK_ZONE);
        assertThat(game).die(manta).isIn(ATTACK_ZONE);
    }

    @Test
    void a_player_may_attack_only_the_opponent_across_from_them() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie manta = game.place(CID, "Black Manta", FIELD_ZONE, level(1));
        game.passToAttack();
        game.act(declaringAttackers(wonderWoman));
        game.act(declaringAttackers(manta));

        game.finishAttack();

        assertThat(game).log().says("Wonder Woman deals 2 damage to Ben (life 28).")
                .says("Black Manta deals 1 damage to Dee (life 27).");
        assertThat(game).player(BEN).hasLife(27);
    }

    @Test
    void an_attacker_that_must_be_blocked_binds_only_the_player_it_attacks() {
        TestGame game = TestGame.setup().ann(WONDER_WOMAN).cid("CW013").ben(SPEEDSTER).dee(BRUISER)
                .basicActions(EXCESSIVE_FORCE).life(30).at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie rocket = game.place(CID, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie speedster = game.place(BEN, "Speedster", FIELD_ZONE, level(1));
        TestDie bruiser = game.place(DEE, "Bruiser", FIELD_ZONE, level(1));
        game.passToAttack();
        game.act(declaringAttackers(wonderWoman));
        game.act(declaringAttackers(rocket));

        assertThat(game).as("Rocket Raccoon attacks Dee: Ben may not block it, so he need not")
                .action(declaringBlocks()).isAllowed();
        game.act(declaringBlocks());
        assertThat(game).isAt(DECLARE_BLOCKERS).waitsOn(DEE);
        assertThat(game).action(declaringBlocks()).isRejected().contains("must be blocked");
        game.act(declaringBlocks(block(bruiser, rocket)));
        assertThat(game).die(speedster).isIn(FIELD_ZONE);
        assertThat(game).die(bruiser).isIn(ATTACK_ZONE);
    }

    @Test
    void the_defending_team_declares_blockers_at_the_same_time() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie manta = game.place(CID, "Black Manta", FIELD_ZONE, level(1));
        TestDie speedster = game.place(BEN, "Speedster", FIELD_ZONE, level(1));
        TestDie bruiser = game.place(DEE, "Bruiser", FIELD_ZONE, level(1));
        game.passToAttack();
        game.act(declaringAttackers(wonderWoman));
        game.act(declaringAttackers(manta));
        assertThat(game).isAt(DECLARE_BLOCKERS).waitsOn(BEN);

        game.block(speedster, wonderWoman);

        assertThat(game).isAt(DECLARE_BLOCKERS).waitsOn(DEE);
        assertThat(game).die(speedster).isIn(FIELD_ZONE);
        game.block(bruiser, manta);
        assertThat(game).log().saysInOrder("Speedster blocks Wonder Woman.", "Bruiser blocks Black Manta.");
        assertThat(game).die(speedster).isIn(ATTACK_ZONE);
    }

    @Test
    void a_player_may_not_block_for_a_teammate() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie manta = game.place(CID, "Black Manta", FIELD_ZONE, level(1));
        game.place(BEN, "Speedster", FIELD_ZONE, level(1));
        TestDie bruiser = game.place(DEE, "Bruiser", FIELD_ZONE, level(1));
        game.passToAttack();
        game.act(declaringAttackers(wonderWoman));
        game.act(declaringAttackers(manta));
        game.act(declaringBlocks());

        assertThat(game).waitsOn(DEE).action(declaringBlocks(block(bruiser, wonderWoman)))
                .isRejectedBecause("Wonder Woman attacks your teammate: a player may not block for a teammate.");
    }

    /** "At the end of each turn, deal 1 damage to your opponent." */
    private static CardDefinition nightOwl(String name) {
        return CardBuilder.character(name).cost(2).energy(MASK).level(0, 1, 2).level(1, 2, 2).level(1, 2, 3)
                .when(Trigger.END_OF_TURN, new Effect.DamagePlayer(PlayerSelector.OPPONENT, 1)).build();
    }

    @Test
    void in_a_timing_conflict_the_active_team_orders_its_effects_first() {
        TestGame game = TestGame.setup().ann(nightOwl("Owl")).cid(nightOwl("Lark")).ben(nightOwl("Bat"))
                .doubles().life(30).at(ANN, MAIN_STEP);
        game.place(ANN, "Owl", FIELD_ZONE, level(1));
        game.place(CID, "Lark", FIELD_ZONE, level(1));
        game.place(BEN, "Bat", FIELD_ZONE, level(1));

        game.endTurn();

        Decision.OrderTriggers order = (Decision.OrderTriggers) game.decision();
        assertThat(order.player()).isEqualTo(ANN);
        assertThat(order.triggers()).extracting(t -> t.controller()).containsExactly(ANN, CID);
        game.resolveFirst("Lark");
        assertThat(game).log().saysInOrder("Lark deals 1 damage to Dee (life 29).",
                "Owl deals 1 damage to Ben (life 28).", "Bat deals 1 damage to Ann (life 29).");
    }

    @Test
    void your_characters_in_card_text_include_your_teammates() {
        // Donatello: Technomagic deals 1 damage to the opponent for each other Turtle character die you control.
        TestGame game = TestGame.setup().ann("HHS008").cid("HHS023").doubles().life(30).at(ANN, MAIN_STEP);
        TestDie donatello = game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        game.place(CID, "Leonardo", FIELD_ZONE, level(1));
        game.passToAttack();

        game.act(declaringAttackers(donatello));
        game.act(declaringAttackers());

        assertThat(game).player(BEN).hasLife(29);
    }

    @Test
    void when_the_active_team_passes_a_player_of_the_other_team_may_use_one_global_then_priority_returns() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        game.energy(DEE, BOLT);

        game.pass();
        assertThat(game).hasPriorityWith(DEE);
        game.useGlobal("Excessive Force", 1);

        assertThat(game).hasPriorityWith(ANN);
        assertThat(game).die(wonderWoman).hasAttack(3);
    }

    @Test
    void the_step_ends_when_the_active_team_passes_after_the_other_team_passed() {
        TestGame game = doubles().at(ANN, MAIN_STEP);
        game.energy(BEN, BOLT);
        game.energy(CID, BOLT);
        game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));

        game.pass();
        assertThat(game).hasPriorityWith(CID);
        game.pass();
        assertThat(game).hasPriorityWith(BEN);
        game.pass();
        assertThat(game).hasPriorityWith(ANN).isAt(MAIN_STEP);
        game.pass();
        assertThat(game).hasPriorityWith(CID).isAt(MAIN_STEP);
        game.pass();

        assertThat(game).isAt(DECLARE_ATTACKERS);
    }
}
