package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BLACK_MANTA;
import static dicemasters.testing.TestCards.BRUISER;
import static dicemasters.testing.TestCards.SHRINK;
import static dicemasters.testing.TestCards.SPEEDSTER;
import static dicemasters.testing.TestCards.WONDER_WOMAN;
import static org.assertj.core.api.Assertions.assertThat;

class CombatTest {

    private static TestGame attackStep() {
        return TestGame.setup().ann(WONDER_WOMAN, 2).ann(SPEEDSTER, 2).ann(BRUISER, 2)
                .ben(BLACK_MANTA, 3).ben(SPEEDSTER, 2).basicActions(SHRINK).at(ANN, DECLARE_ATTACKERS);
    }

    /** Declare, block, and let both players pass the Action/Global window. */
    private static void fight(TestGame game, TestDie attacker, Action.Block... blocks) {
        game.act(declaringAttackers(attacker));
        game.blocks(blocks);
        game.finishAttack();
    }

    @Test
    void an_unblocked_attacker_damages_the_opponent_and_goes_out_of_play_then_to_the_used_pile() {
        TestGame game = attackStep();
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(3));
        game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        game.act(declaringAttackers(ww));
        game.blocks();
        game.pass();

        assertThat(game).player(BEN).hasLife(6);
        assertThat(game).die(ww).wentTo(OUT_OF_PLAY);
        assertThat(game).die(ww).as("at the end of the turn").isIn(USED_PILE);
    }

    @Test
    void a_blocked_attacker_damages_its_blocker_and_a_knocked_out_die_goes_to_its_owners_prep_area() {
        TestGame game = attackStep();
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(3));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        fight(game, ww, block(manta, ww));

        assertThat(game).die(manta).wasKnockedOut().wentTo(PREP_AREA);
        assertThat(game).die(ww).as("survivors return to the Field Zone").isIn(FIELD_ZONE);
        assertThat(game).die(ww).as("damage is cleared in the Cleanup Step").hasDamage(0);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    void several_blockers_on_one_attacker_let_the_attacking_player_split_the_damage() {
        TestGame game = attackStep();
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(3));
        TestDie mantaA = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie mantaB = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        fight(game, ww, block(mantaA, ww), block(mantaB, ww));

        assertThat(game.decision()).isInstanceOf(Decision.SplitDamage.class);
        assertThat(game).waitsOn(ANN);
        assertThat(game).action(split(new DamageAssignment(ww.id(), mantaA.id(), 3)))
                .isRejectedBecause("All 4 damage must be assigned; this assigns 3.");

        game.act(split(new DamageAssignment(ww.id(), mantaA.id(), 3), new DamageAssignment(ww.id(), mantaB.id(), 1)));

        assertThat(game).die(mantaA).wasKnockedOut().wentTo(PREP_AREA);
        assertThat(game).die(mantaB).wasNotKnockedOut().isIn(FIELD_ZONE);
        assertThat(game).die(ww).as("2 damage from two 1A blockers does not KO 4D").isIn(FIELD_ZONE);
    }

    private static Action.SplitDamage split(DamageAssignment... shares) {
        return new Action.SplitDamage(List.of(shares));
    }

    @Test
    void a_blocked_attacker_whose_blocker_was_removed_deals_no_damage_to_the_player() {
        TestGame game = attackStep();
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(3));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.place(ANN, "Shrink Ray", RESERVE_POOL, energy(GENERIC, GENERIC));
        game.act(declaringAttackers(ww));
        game.block(sidekick, ww);

        // Ann shrinks the blocking Sidekick to 0 defense: it is KO'd before damage.
        game.useGlobal("Shrink Ray", 0);
        game.choose(sidekick);
        assertThat(game).die(sidekick).isIn(PREP_AREA);
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(10);
        assertThat(game).die(ww).isIn(FIELD_ZONE);
    }

    @Test
    void fast_dice_deal_their_damage_first() {
        TestGame game = attackStep();
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie speedster = game.place(BEN, "Speedster", FIELD_ZONE, level(3));

        fight(game, ww, block(speedster, ww));

        assertThat(game).die(ww).as("4 fast damage KOs the 3D attacker before it strikes").wasKnockedOut()
                .wentTo(PREP_AREA);
        assertThat(game.events(GameEvent.DieDamaged.class)).noneMatch(d -> d.dieId() == speedster.id());
        assertThat(game).die(speedster).isIn(FIELD_ZONE);
    }

    @Test
    void overcrush_deals_leftover_damage_to_the_opponent_when_it_knocks_out_all_its_blockers() {
        TestGame game = attackStep();
        TestDie bruiser = game.place(ANN, "Bruiser", FIELD_ZONE, level(3));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        fight(game, bruiser, block(manta, bruiser));

        assertThat(game).die(manta).wasKnockedOut().wentTo(PREP_AREA);
        assertThat(game).player(BEN).as("7A minus 3 to KO the blocker").hasLife(6);
    }

    @Test
    void overcrush_leaves_the_split_among_several_blockers_to_the_attacking_player_who_may_give_one_die_all() {
        TestGame game = attackStep();
        TestDie bruiser = game.place(ANN, "Bruiser", FIELD_ZONE, level(3));
        TestDie mantaA = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie mantaB = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        fight(game, bruiser, block(mantaA, bruiser), block(mantaB, bruiser));
        assertThat(game.decision()).as("7A could KO both 3D blockers, yet Ann still chooses")
                .isInstanceOf(Decision.SplitDamage.class);
        game.splitDamage(share(bruiser, mantaA, 7), share(bruiser, mantaB, 0));

        assertThat(game).die(mantaA).wasKnockedOut();
        assertThat(game).die(mantaB).wasNotKnockedOut().isIn(FIELD_ZONE);
        assertThat(game).player(BEN).as("a blocker still stands: nothing goes through").hasLife(10);
    }

    @Test
    void overcrush_sends_what_is_left_after_the_split_knocks_out_every_blocker_to_the_opponent() {
        TestGame game = attackStep();
        TestDie bruiser = game.place(ANN, "Bruiser", FIELD_ZONE, level(3));
        TestDie mantaA = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie mantaB = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        fight(game, bruiser, block(mantaA, bruiser), block(mantaB, bruiser));
        game.splitDamage(share(bruiser, mantaA, 3), share(bruiser, mantaB, 4));

        assertThat(game).die(mantaA).wasKnockedOut();
        assertThat(game).die(mantaB).wasKnockedOut();
        assertThat(game).player(BEN).as("7A minus 3 and 3 to KO both blockers").hasLife(9);
    }

    @Test
    void attackers_are_declared_only_from_the_field_zone_and_each_blocker_blocks_one_attacker() {
        TestGame game = attackStep();
        TestDie ww = game.place(ANN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie inReserve = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        assertThat(game).action(declaringAttackers(inReserve)).isRejected().contains("Field Zone");
        game.act(declaringAttackers(ww));
        assertThat(game).as("the defending player declares blockers").waitsOn(BEN);
        assertThat(game).action(declaringBlocks(block(manta, ww), block(manta, ww))).isRejected()
                .contains("one attacker");
    }
}
