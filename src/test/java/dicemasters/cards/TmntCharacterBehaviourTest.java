package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** TMNT Heroes in a Half Shell characters whose abilities needed new words in the card vocabulary, each in a small scenario. */
class TmntCharacterBehaviourTest {
    @Test
    @Covers("HHS013")
    void hamato_yoshi_protective_parent_when_blocked_deals_half_the_blockers_attack_rounded_down() {
        TestGame game = TestGame.setup().ann("HHS013").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(ANN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        game.attackWith(yoshi);
        game.block(triceraton, yoshi);
        assertThat(game).player(BEN).as("half of 5A, rounded down").hasLife(8);
    }

    @Test
    @Covers("HHS013")
    void hamato_yoshi_protective_parent_deals_at_least_one() {
        TestGame game = TestGame.setup().ann("HHS013").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(ANN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.attackWith(yoshi);
        game.block(sidekick, yoshi);
        assertThat(game).player(BEN).as("half of 1A is 0, but the minimum is 1").hasLife(9);
    }

    @Test
    @Covers("HHS042")
    void slash_never_liked_the_name_when_kod_deals_the_energy_in_the_opponents_reserve_pool() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS042").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie slash = game.place(BEN, "Slash", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.place(ANN, "Excessive Force", RESERVE_POOL, anEnergyFace());
        TestDie force = game.place(ANN, "Excessive Force", RESERVE_POOL, action(0));
        game.use(force);
        assertThat(game).die(slash).isIn(PREP_AREA);
        assertThat(game).player(ANN).as("a single and a double energy face: 3 energy").hasLife(7);
    }

    @Test
    @Covers("HHS006")
    void casey_jones_goongala_cannot_be_blocked_by_dice_costing_two_or_less() {
        TestGame game = TestGame.setup().ann("HHS006").ben("HHS001", "HHS046").at(ANN, MAIN_STEP);
        TestDie casey = game.place(ANN, "Casey Jones", FIELD_ZONE, level(1));
        TestDie april = game.place(BEN, "April", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(casey);
        assertThat(game).action(declaringBlocks(block(april, casey)))
                .isRejectedBecause("Casey Jones can't be blocked by April.");
        assertThat(Engine.legalActions(game.state())).noneMatch(a -> a instanceof Action.DeclareBlockers b
                && b.blocks().stream().anyMatch(x -> x.blocker() == april.id()));
        game.block(triceraton, casey);
        assertThat(Engine.blockersOf(game.state(), game.die(casey))).extracting(Die::id)
                .containsExactly(triceraton.id());
    }

    @Test
    @Covers("HHS011")
    void foot_ninja_stick_to_the_shadows_deals_one_damage_per_foot_ninja_when_two_or_more_attack() {
        TestGame game = TestGame.setup().ann("HHS011", "HHS010").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie first = game.place(ANN, "HHS011", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "HHS011", FIELD_ZONE, level(1));
        TestDie other = game.place(ANN, "HHS010", FIELD_ZONE, level(1));
        game.attackWith(first, second, other);
        assertThat(game).player(BEN).as("three attacking Foot Ninja dice, one ability").hasLife(7);
    }

    @Test
    @Covers("HHS011")
    void foot_ninja_stick_to_the_shadows_does_nothing_when_one_foot_ninja_attacks() {
        TestGame game = TestGame.setup().ann("HHS011").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie ninja = game.place(ANN, "Foot Ninja", FIELD_ZONE, level(1));
        game.place(ANN, "Foot Ninja", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.attackWith(ninja, sidekick);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("HHS034")
    void renet_tilley_apprentice_lets_you_reroll_one_die_one_extra_time() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS034").at(ANN, MAIN_STEP);
        game.place(BEN, "Renet Tilley", FIELD_ZONE, level(1));
        game.endTurn();
        assertThat(game).isAt(ROLL_AND_REROLL);
        List<Die> rolled = game.state().diceIn(1, RESERVE_POOL);
        assertThat(rolled).hasSizeGreaterThan(2);
        game.act(new Action.Reroll(List.of(rolled.get(0).id(), rolled.get(1).id())));
        assertThat(game).as("one extra reroll is still to come").isAt(ROLL_AND_REROLL);
        assertThat(game).action(new Action.Reroll(List.of(rolled.get(0).id(), rolled.get(2).id())))
                .isRejectedBecause("This extra reroll is of at most 1 die.");
        game.act(new Action.Reroll(List.of(rolled.get(2).id())));
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    @Covers("HHS034")
    void without_an_active_renet_tilley_there_is_one_reroll() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS034").at(ANN, MAIN_STEP);
        game.place(BEN, "Renet Tilley", USED_PILE, level(1));
        game.endTurn();
        List<Die> rolled = game.state().diceIn(1, RESERVE_POOL);
        game.act(new Action.Reroll(List.of(rolled.get(0).id())));
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    @Covers("HHS002")
    void april_on_the_scene_strengthens_turtles_engaged_with_villain_dice() {
        TestGame game = TestGame.setup().ann("HHS002", "HHS023").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "April", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        TestDie other = game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.attackWith(leonardo, other);
        assertThat(game).die(leonardo).as("not engaged yet").hasAttack(2);
        game.blocks(block(triceraton, leonardo), block(sidekick, other));
        assertThat(game).die(leonardo).hasAttack(4).hasDefense(6);
        assertThat(game).die(other).as("blocked by a Sidekick, not a Villain").hasAttack(2);
        game.finishAttack();
        assertThat(game).die(triceraton).wasKnockedOut();
        assertThat(game).die(leonardo).as("3 damage against 6D").wasNotKnockedOut();
    }

    @Test
    @Covers("HHS037")
    void shredder_scarred_makes_every_global_cost_one_life_until_end_of_turn() {
        TestGame game = TestGame.setup().ann("HHS037").ben("HHS046").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        game.field(game.place(ANN, "Shredder", RESERVE_POOL, level(1)));
        game.energy(ANN, BOLT);
        game.useGlobal("Excessive Force", 1);
        game.choose(triceraton);
        assertThat(game).player(ANN).as("Bolt and 1 life").hasLife(9);
        assertThat(game).die(triceraton).hasAttack(4);
        game.endTurn();
        assertThat(game.state().thisTurn().globalLifeCost()).as("only until end of turn").isZero();
    }

    @Test
    @Covers("HHS033")
    void raphael_second_son_keeps_turtles_from_opposing_action_dice() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS033", "HHS023", "HHS046").basicActions("JUS067")
                .at(ANN, MAIN_STEP);
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        assertThat(game).as("the only die that can be targeted is chosen").asksNothing();
        assertThat(game).die(triceraton).isIn(PREP_AREA);
        assertThat(game).die(raphael).hasDamage(0);
        assertThat(game).die(leonardo).hasDamage(0);
    }

    @Test
    @Covers("HHS033")
    void raphael_second_son_leaves_no_target_for_an_opposing_global_but_not_for_other_abilities() {
        TestGame game = TestGame.setup().ann("HHS027").ben("HHS033").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        assertThat(game).action(game.globalAction("Excessive Force", 1))
                .isRejectedBecause("Excessive Force has no valid target.");
        game.energy(ANN, SHIELD);
        game.field(game.place(ANN, "Metalhead", RESERVE_POOL, level(1)));
        game.choose(raphael);
        assertThat(game).die(raphael).as("a triggered ability may target it").hasDamage(3);
    }

    @Test
    @Covers("HHS019")
    void leatherhead_exposed_to_mutagen_names_a_turtle_whose_dice_cannot_block_this_turn() {
        TestGame game = TestGame.setup().ann("HHS019").ben("HHS023", "HHS032").at(ANN, MAIN_STEP);
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.place(BEN, "Leonardo", FIELD_ZONE, level(2));
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        TestDie leatherhead = game.place(ANN, "Leatherhead", RESERVE_POOL, level(1));
        game.field(leatherhead);
        game.choose(leonardo);
        game.attackWith(leatherhead);
        assertThat(Engine.possibleBlockers(game.state())).as("both Leonardo dice are named, not only the chosen one")
                .extracting(Die::id).containsExactly(raphael.id());
    }

    @Test
    @Covers("HHS004")
    void casey_jones_penalty_box_gains_a_life_when_his_damage_kos_a_sidekick() {
        TestGame game = TestGame.setup().ann("HHS004").ben("HHS046").at(ANN, MAIN_STEP);
        game.life(ANN, 8);
        TestDie casey = game.place(ANN, "Casey Jones", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.attackBlockedBy(casey, sidekick);
        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(9);
    }

    @Test
    @Covers("HHS004")
    void casey_jones_penalty_box_gains_nothing_for_other_dice_and_his_global_makes_a_sidekick_block() {
        TestGame game = TestGame.setup().ann("HHS004").ben("HHS046").at(ANN, MAIN_STEP);
        game.life(ANN, 8);
        TestDie casey = game.place(ANN, "Casey Jones", FIELD_ZONE, level(3));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);
        game.useGlobal("Casey Jones", 1);
        game.attackWith(casey);
        assertThat(game).action(declaringBlocks(block(triceraton, casey)))
                .isRejectedBecause("Sidekick must block this turn.");
        game.blocks(block(triceraton, casey), block(sidekick, casey));
        game.finishAttack();
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(casey.id(), triceraton.id(), 4))));
        assertThat(game).die(triceraton).wasKnockedOut();
        assertThat(game).die(sidekick).wasNotKnockedOut();
        assertThat(game).player(ANN).as("the KO'd die was no Sidekick").hasLife(8);
    }

    @Test
    @Covers("HHS038")
    void shredder_dining_on_turtle_soup_costs_a_life_for_each_non_villain_die_he_kos() {
        TestGame game = TestGame.setup().ann("HHS038").ben("HHS023", "HHS046").at(ANN, MAIN_STEP);
        TestDie shredder = game.place(ANN, "Shredder", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.attackBlockedBy(shredder, leonardo);
        assertThat(game).die(leonardo).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);

        TestGame villain = TestGame.setup().ann("HHS038").ben("HHS023", "HHS046").at(ANN, MAIN_STEP);
        TestDie again = villain.place(ANN, "Shredder", FIELD_ZONE, level(1));
        TestDie triceraton = villain.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        villain.attackBlockedBy(again, triceraton);
        assertThat(villain).die(triceraton).wasKnockedOut();
        assertThat(villain).player(BEN).as("Triceraton is a Villain").hasLife(10);
    }

    @Test
    @Covers("HHS036")
    void renet_tilley_impeccable_timing_may_trade_a_reserve_die_for_a_rolled_die_from_the_used_pile() {
        TestGame game = TestGame.setup().ann("HHS036", "HHS046").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie fist = game.energy(ANN, FIST);
        TestDie triceraton = game.place(ANN, "Triceraton", USED_PILE);
        game.field(game.place(ANN, "Renet Tilley", RESERVE_POOL, level(1)));
        assertThat(game.decision().prompt()).contains("up to 1");
        game.choose(fist);
        assertThat(game).die(fist).as("moved away on its owner's turn: Out of Play").isIn(OUT_OF_PLAY);
        assertThat(game).die(triceraton).isIn(RESERVE_POOL);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieRolled r && r.dieId() == triceraton.id());
    }

    @Test
    @Covers("HHS036")
    void renet_tilley_impeccable_timing_declined_moves_nothing() {
        TestGame game = TestGame.setup().ann("HHS036", "HHS046").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie fist = game.energy(ANN, FIST);
        TestDie triceraton = game.place(ANN, "Triceraton", USED_PILE);
        game.field(game.place(ANN, "Renet Tilley", RESERVE_POOL, level(1)));
        game.chooseNone();
        assertThat(game).asksNothing();
        assertThat(game).die(fist).isIn(RESERVE_POOL);
        assertThat(game).die(triceraton).isIn(USED_PILE);
    }

    @Test
    @Covers("HHS030")
    void michelangelo_chuck_and_chuck_kos_the_villain_that_kod_a_turtle_into_the_used_pile() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS030", "HHS023").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(3));
        game.place(BEN, "Michelangelo", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.attackBlockedBy(triceraton, leonardo);
        assertThat(game).die(leonardo).wasKnockedOut();
        assertThat(game).die(triceraton).wasKnockedOut().as("instead of the Prep Area").isIn(USED_PILE);
    }

    @Test
    @Covers("HHS030")
    void michelangelo_chuck_and_chuck_does_nothing_when_no_villain_die_did_it() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS030", "HHS023").basicActions("JUS067")
                .at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.place(BEN, "Michelangelo", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        game.choose(leonardo);
        assertThat(game).die(leonardo).wasKnockedOut();
        assertThat(game).die(triceraton).as("an action die KO'd it").isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS035")
    void renet_tilley_79th_dimension_turns_an_action_die_to_any_face_at_the_end_of_the_roll_step() {
        TestGame game = TestGame.setup().ann("HHS035").ben("CW001").basicActions("HHS051").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Renet Tilley", FIELD_ZONE, level(1));
        TestDie action = game.place(ANN, "Momentum", RESERVE_POOL, action(0));
        game.reroll();
        assertThat(game.decision()).as("may: up to one action die").isInstanceOfSatisfying(Decision.ChooseTargets.class,
                d -> assertThat(d.min()).isZero());
        game.choose(action);
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.max()).isEqualTo(6);
            assertThat(d.prompt()).contains("1 = ");
        });
        int energyFace = 0;
        while (!game.state().definition(game.die(action)).faces().get(energyFace).isEnergy()) {
            energyFace++;
        }
        game.chooseNumber(energyFace + 1);
        assertThat(game.die(action).faceIndex()).isEqualTo(energyFace);
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    @Covers("HHS035")
    void renet_tilley_79th_dimension_may_be_declined() {
        TestGame game = TestGame.setup().ann("HHS035").ben("CW001").basicActions("HHS051").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Renet Tilley", FIELD_ZONE, level(1));
        TestDie action = game.place(ANN, "Momentum", RESERVE_POOL, action(0));
        int face = game.die(action).faceIndex();
        game.reroll();
        game.chooseNone();
        assertThat(game).asksNothing();
        assertThat(game.die(action).faceIndex()).isEqualTo(face);
    }

    @Test
    @Covers("HHS021")
    void leatherhead_i_guarantee_names_a_turtle_that_cannot_be_purchased_or_fielded_while_it_is_active() {
        TestGame game = TestGame.setup().ann("HHS021").ben("HHS007", "HHS022").at(ANN, MAIN_STEP);
        TestDie leatherhead = game.place(ANN, "Leatherhead", RESERVE_POOL, level(1));
        for (int i = 0; i < 3; i++) {
            game.energy(ANN, FIST);
        }
        game.field(leatherhead);
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.prompt()).contains("1 = Donatello").contains("2 = Leonardo");
            assertThat(d.max()).as("the Turtle characters of the game").isEqualTo(2);
        });
        game.chooseNumber(1);
        assertThat(game.state().namedCharacters()).singleElement()
                .satisfies(n -> assertThat(n.name()).isEqualTo("Donatello"));

        game.turnOf(BEN);
        TestDie donatello = game.place(BEN, "Donatello", RESERVE_POOL, level(1));
        game.energy(BEN, FIST);
        assertThat(game).action(new Action.Field(donatello.id(), Payment.NOTHING))
                .isRejectedBecause("Donatello cannot be fielded: Leatherhead named it.");
        for (int i = 0; i < 5; i++) {
            game.energy(BEN, BOLT);
        }
        assertThat(game).action(new Action.Purchase(game.card("Donatello").index(),
                Engine.suggestPayment(game.state(), 1, 5, List.of(BOLT)))).isRejected().contains("cannot be purchased");
        TestDie leonardo = game.place(BEN, "Leonardo", RESERVE_POOL, level(1));
        assertThat(Engine.check(game.state(), new Action.Field(leonardo.id(),
                Engine.suggestPayment(game.state(), 1, game.state().face(game.die(leonardo)).fieldCost(), List.of()))))
                .as("only the named character is forbidden").isNull();
    }
}
