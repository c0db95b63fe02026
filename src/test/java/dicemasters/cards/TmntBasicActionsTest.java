package dicemasters.cards;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.cards.BasicActionTable.table;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The Basic Action Cards of the TMNT Heroes in a Half Shell box, each in a small scenario. */
class TmntBasicActionsTest {
    @Test
    @Covers("HHS049")
    void haymaker_gives_three_attack_and_overcrush() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS046").basicActions("HHS049").at(ANN, MAIN_STEP);
        TestDie attacker = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        TestDie blocker = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(attacker);
        game.block(blocker, attacker);
        game.use(game.place(ANN, "Haymaker", RESERVE_POOL, action(0)));
        game.choose(attacker);
        assertThat(game).die(attacker).hasAttack(6);
        game.finishAttack();
        assertThat(game).die(blocker).wasKnockedOut();
        assertThat(game).player(BEN).as("6A against 3D: 3 tramples over").hasLife(7);
    }

    @Test
    @Covers("HHS049")
    void haymaker_global_gives_one_attack() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS046").basicActions("HHS049").at(ANN, MAIN_STEP);
        TestDie mine = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Haymaker", 1);
        assertThat(game).die(mine).hasAttack(4);
    }

    @Test
    @Covers("HHS053")
    void shredder_transport_makes_each_player_ko_one_of_their_dice() {
        TestGame game = table("HHS053");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie theirsToo = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        game.use(game.place(ANN, "Mysterious Shredder Transport", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).isIn(PREP_AREA);
        assertThat(game).waitsOn(BEN);
        game.choose(theirsToo);
        assertThat(game).die(theirsToo).isIn(PREP_AREA);
        assertThat(game).die(theirs).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS053")
    void shredder_transport_may_be_used_with_no_die_of_your_own_and_your_opponent_still_kos_one() {
        TestGame game = table("HHS053");
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie theirsToo = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        game.use(game.place(ANN, "Mysterious Shredder Transport", RESERVE_POOL, action(0)));
        assertThat(game).as("Ann has no die to KO, so only Ben chooses").waitsOn(BEN);
        assertThat(game).log().says("Mysterious Shredder Transport: Ann has no die to KO.");
        game.choose(theirs);
        assertThat(game).die(theirs).isIn(PREP_AREA);
        assertThat(game).die(theirsToo).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS053")
    void shredder_transport_dice_protected_from_targeting_are_still_sacrificed_as_they_are_chosen_not_targeted() {
        TestGame game = TestGame.setup().ann("CW001").ben("HHS033").basicActions("HHS053").at(ANN, MAIN_STEP);
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Mysterious Shredder Transport", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).isIn(PREP_AREA);
        assertThat(game).as("Raphael keeps Turtles from being targeted by action dice, not from being chosen")
                .die(raphael).isIn(PREP_AREA);
    }

    @Test
    @Covers("HHS057")
    void reclaim_moves_a_die_from_the_used_pile_to_the_prep_area() {
        TestGame game = table("HHS057");
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "Reclaim", RESERVE_POOL, action(0)));
        assertThat(game).die(used).isIn(PREP_AREA);
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_spins_a_die_up_and_it_must_attack_at_its_next_opportunity() {
        TestGame game = table("HHS055");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Speedy Delivery", RESERVE_POOL, action(0)));
        game.choose(theirs);
        assertThat(game).die(theirs).showsLevel(2);
        game.passToAttack();
        game.act(declaringAttackers());
        assertThat(game).isTurnOf(BEN);
        game.reroll();
        game.passToAttack();
        assertThat(game).action(declaringAttackers()).isRejectedBecause("Rocket Raccoon must attack this turn.");
        game.act(declaringAttackers(theirs));
        assertThat(game).die(mine).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_on_your_own_die_makes_it_attack_this_turn_and_then_ends() {
        TestGame game = table("HHS055");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Speedy Delivery", RESERVE_POOL, action(0)));
        game.passToAttack();
        assertThat(game).action(declaringAttackers()).isRejectedBecause("Black Widow must attack this turn.");
        game.act(declaringAttackers(mine));
        assertThat(game.state().modifiers()).noneMatch(m -> m.dieId() == mine.id() && m.restriction() != null);
    }

    @Test
    @Covers("HHS055")
    void speedy_delivery_global_gives_one_attack() {
        TestGame game = table("HHS055");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Speedy Delivery", 1);
        assertThat(game).die(mine).hasAttack(3);
    }

    @Test
    @Covers("HHS051")
    void momentum_rolls_the_chosen_dice_of_the_prep_area_into_the_reserve_pool() {
        TestGame game = table("HHS051");
        TestDie rolled = game.place(ANN, "Black Widow", PREP_AREA);
        TestDie kept = game.place(ANN, "Black Widow", PREP_AREA);
        game.use(game.place(ANN, "Momentum", RESERVE_POOL, action(0)));
        game.choose(rolled);
        assertThat(game).die(rolled).isIn(RESERVE_POOL);
        assertThat(game).die(kept).isIn(PREP_AREA);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieRolled r
                && r.dieId() == rolled.id());
    }

    @Test
    @Covers("HHS051")
    void momentum_with_two_bursts_first_preps_a_die_from_the_bag() {
        TestGame game = table("HHS051");
        TestDie waiting = game.place(ANN, "Black Widow", PREP_AREA);
        game.use(game.place(ANN, "Momentum", RESERVE_POOL, action(2)));
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).hasSize(2).contains(waiting.id());
        game.act(new Action.ChooseTargets(choice.candidates()));
        assertThat(game).player(ANN).hasNoDiceIn(PREP_AREA).hasDiceIn(RESERVE_POOL, 2);
    }

    @Test
    @Covers("HHS052")
    void mutation_swaps_a_field_die_with_a_character_die_from_its_owners_used_pile_at_level_one() {
        TestGame game = table("HHS052");
        TestDie fielded = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie used = game.place(BEN, "Rocket Raccoon", USED_PILE);
        game.place(ANN, "Black Widow", FIELD_ZONE, level(2));
        game.place(ANN, "Black Widow", USED_PILE);
        game.place(BEN, SIDEKICK, USED_PILE);
        game.use(game.place(ANN, "Mutation", RESERVE_POOL, action(0)));
        game.choose(fielded);
        assertThat(game).as("only the owner's non-Sidekick character die is offered").asksNothing();
        assertThat(game).die(fielded).isIn(USED_PILE);
        assertThat(game).die(used).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game.events()).as("it was not fielded")
                .noneMatch(e -> e instanceof GameEvent.DieFielded);
    }

    @Test
    @Covers("HHS052")
    void mutation_is_a_swap_all_or_nothing_so_a_die_whose_owner_has_no_die_to_swap_in_is_not_offered() {
        TestGame game = table("HHS052");
        TestDie lonely = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.place(BEN, SIDEKICK, USED_PILE);
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(2));
        TestDie another = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "Mutation", RESERVE_POOL, action(0)));
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).as("Ben has only a Sidekick in his Used Pile")
                .containsExactlyInAnyOrder(widow.id(), another.id());
        game.choose(widow);
        assertThat(game).die(lonely).isIn(FIELD_ZONE);
        assertThat(game).die(widow).isIn(USED_PILE);
    }

    @Test
    @Covers("HHS052")
    void mutation_global_spins_your_die_down_to_spin_another_up() {
        TestGame game = table("HHS052");
        TestDie payer = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        game.useGlobal("Mutation", 1);
        assertThat(game).die(payer).showsLevel(2);
        assertThat(game).die(theirs).as("the only other die is chosen by itself").showsLevel(2);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_fields_a_die_from_the_used_pile_that_rolls_a_character_face() {
        TestGame game = table("HHS056");
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.nextRollShows(used, level(1));
        game.use(game.place(ANN, "Splinters Teachings", RESERVE_POOL, action(0)));
        assertThat(game).die(used).isIn(FIELD_ZONE);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieFielded f
                && f.dieId() == used.id());
        assertThat(game).die(raccoon).as("Black Widow's 'when fielded' 1 damage").wasKnockedOut();
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_puts_a_die_that_rolls_energy_in_the_bag() {
        TestGame game = table("HHS056");
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        game.nextRollShows(used, anEnergyFace());
        game.use(game.place(ANN, "Splinters Teachings", RESERVE_POOL, action(0)));
        assertThat(game).die(used).isIn(BAG);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_takes_no_sidekick_die_from_the_used_pile_there_it_is_no_character_die() {
        TestGame game = table("HHS056");
        game.place(ANN, SIDEKICK, USED_PILE);
        assertThat(game).action(using(game.place(ANN, "Splinters Teachings", RESERVE_POOL, action(0))))
                .isRejectedBecause("Splinters Teachings has no valid target.");
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        game.nextRollShows(used, anEnergyFace());
        game.use(game.place(ANN, "Splinters Teachings", RESERVE_POOL, action(0)));
        assertThat(game).die(used).as("the character die is the only target").isIn(BAG);
    }

    @Test
    @Covers("HHS056")
    void splinters_teachings_global_swaps_attack_between_your_die_and_an_opposing_one() {
        TestGame game = table("HHS056");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);
        game.useGlobal("Splinters Teachings", 1);
        assertThat(game).die(mine).as("Rocket Raccoon's 4A").hasAttack(4);
        assertThat(game).die(theirs).as("Black Widow's 2A").hasAttack(2);
    }

    @Test
    @Covers("HHS054")
    void nefarious_broadcast_ends_the_effects_of_globals_used_earlier_and_stops_globals_for_the_turn() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS046").basicActions("HHS049", "HHS054")
                .at(ANN, MAIN_STEP);
        TestDie mine = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Haymaker", 1);
        assertThat(game).die(mine).as("Haymaker's Global: +1A").hasAttack(4);
        game.use(game.place(ANN, "Nefarious Broadcast", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).as("the Global's effect ended").hasAttack(3);
        game.energy(ANN, BOLT);
        assertThat(game).action(game.globalAction("Haymaker", 1))
                .isRejectedBecause("Global Abilities cannot be used for the rest of this turn.");
        game.endTurn();
        assertThat(game.state().thisTurn().globalsStopped()).as("only until end of turn").isFalse();
    }

    @Test
    @Covers("HHS054")
    void nefarious_broadcast_keeps_effects_that_did_not_come_from_globals() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS046").basicActions("HHS049", "HHS054")
                .at(ANN, MAIN_STEP);
        TestDie mine = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Haymaker", RESERVE_POOL, action(0)));
        game.use(game.place(ANN, "Nefarious Broadcast", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).as("Haymaker's action die: +3A stays").hasAttack(6);
    }
}
