package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.cards.BasicActionTable.table;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The Basic Action Cards of the WWE box, each in a small scenario. */
class WweBasicActionsTest {
    @Test
    @Covers("WWE053")
    void miz_tv_sets_a_die_of_each_player_aside_until_the_end_of_the_turn() {
        TestGame game = table("WWE053");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(2));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Miz TV", RESERVE_POOL, action(0)));
        assertThat(game).die(mine).isIn(OUT_OF_PLAY);
        assertThat(game).die(theirs).isIn(OUT_OF_PLAY);
        game.passToAttack();
        assertThat(game.state().step()).as("nothing left to attack with").isNotEqualTo(DECLARE_ATTACKERS);
        game.endTurn();
        assertThat(game).die(mine).as("back, not in the Used Pile").isIn(FIELD_ZONE);
        assertThat(game).die(mine).showsLevel(2);
        assertThat(game).die(theirs).isIn(FIELD_ZONE).showsLevel(3);
    }

    @Test
    @Covers("WWE053")
    void miz_tv_with_a_die_on_one_side_only_sets_that_die_aside_doing_as_much_as_it_can() {
        TestGame game = table("WWE053");
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Miz TV", RESERVE_POOL, action(0)));
        assertThat(game).die(theirs).isIn(OUT_OF_PLAY);
        game.endTurn();
        assertThat(game).die(theirs).isIn(FIELD_ZONE).showsLevel(3);
    }

    @Test
    @Covers("WWE050")
    void jerry_lawler_doubles_the_ability_damage_of_a_blocked_die_too() {
        TestGame game = TestGame.setup().ann("CW022").ben("CW011", "HHS013").basicActions("WWE050")
                .at(ANN, MAIN_STEP);
        TestDie wasp = game.place(ANN, "Wasp", FIELD_ZONE, level(3));
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Jerry Lawler, Ringside Announcer", RESERVE_POOL, action(0)));
        game.attackWith(wasp);
        game.block(yoshi, wasp);
        assertThat(game.events()).as("Wasp, blocked, deals double damage with her ability")
                .anyMatch(e -> e instanceof GameEvent.DamageDoubled);
    }

    @Test
    @Covers("WWE055")
    void paige_lets_each_player_add_an_unpurchased_die_to_their_bag() {
        TestGame game = table("WWE055");
        game.use(game.place(ANN, "Paige, Manager", RESERVE_POOL, action(0)));
        Decision.ChooseTargets mine = (Decision.ChooseTargets) game.decision();
        assertThat(mine.player()).isZero();
        assertThat(mine.min()).as("they may").isZero();
        game.act(new Action.ChooseTargets(List.of(mine.candidates().get(0))));
        Decision.ChooseTargets theirs = (Decision.ChooseTargets) game.decision();
        assertThat(theirs.player()).as("the opponent picks their own").isEqualTo(1);
        game.act(new Action.ChooseTargets(List.of(theirs.candidates().get(0))));
        assertThat(game.state().die(mine.candidates().get(0)).zone()).isEqualTo(BAG);
        assertThat(game.state().die(theirs.candidates().get(0)).zone()).isEqualTo(BAG);
        assertThat(game.state().die(theirs.candidates().get(0)).owner()).isEqualTo(1);
    }

    @Test
    @Covers("WWE055")
    void paige_with_two_bursts_sends_the_opponents_die_to_their_used_pile() {
        TestGame game = table("WWE055");
        game.use(game.place(ANN, "Paige, Manager", RESERVE_POOL, action(2)));
        game.chooseNone();
        Decision.ChooseTargets theirs = (Decision.ChooseTargets) game.decision();
        game.act(new Action.ChooseTargets(List.of(theirs.candidates().get(0))));
        assertThat(game.state().die(theirs.candidates().get(0)).zone()).isEqualTo(USED_PILE);
        assertThat(game).player(ANN).as("you added none").hasDiceIn(BAG, 8);
    }

    @Test
    @Covers("WWE057")
    void kevin_owens_show_swaps_a_used_die_for_an_unpurchased_one_costing_up_to_two_more() {
        TestGame game = TestGame.setup().ann("CW001", "HHS046", "HHS039").ben("CW011").basicActions("WWE057")
                .at(ANN, MAIN_STEP);
        TestDie used = game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "The Kevin Owens Show", RESERVE_POOL, action(0)));
        assertThat(game).die(used).as("the only die in the Used Pile goes back to its card").isIn(ON_ITS_CARD);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).as("not the same die, nothing costing 6")
                .doesNotContain(used.id())
                .allMatch(id -> game.state().definition(game.state().die(id)).cost() <= 4)
                .anyMatch(id -> game.state().definition(game.state().die(id)).id().equals("HHS046"));
        int triceraton = choice.candidates().stream()
                .filter(id -> game.state().definition(game.state().die(id)).id().equals("HHS046"))
                .findFirst().orElseThrow();
        game.act(new Action.ChooseTargets(List.of(triceraton)));
        assertThat(game.state().die(triceraton).zone()).isEqualTo(USED_PILE);
    }

    @Test
    @Covers("WWE057")
    void kevin_owens_show_with_a_burst_also_preps_a_die_from_the_bag() {
        TestGame game = table("WWE057");
        game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "The Kevin Owens Show", RESERVE_POOL, action(1)));
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        game.act(new Action.ChooseTargets(List.of(choice.candidates().get(0))));
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 1);
    }

    @Test
    @Covers("WWE051")
    void booker_t_lets_you_declare_the_opponents_blockers_one_per_attacker_first() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011", "CW001").basicActions("WWE051").at(ANN, MAIN_STEP);
        TestDie first = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "Black Widow", FIELD_ZONE, level(2));
        TestDie a = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie b = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(2));
        TestDie c = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Booker T, Ringside Announcer", RESERVE_POOL, action(0)));
        game.react();
        game.attackWith(first, second);
        assertThat(game).as("the attacking player declares the blocks").waitsOn(ANN);
        assertThat(game).action(declaringBlocks(block(a, first), block(b, first)))
                .as("every opposing die must block").isRejectedBecause("Black Widow must block this turn.");
        assertThat(game).action(declaringBlocks(block(a, first), block(b, first), block(c, first)))
                .isRejectedBecause("Black Widow must get a blocker before any attacker gets a second one.");
        game.blocks(block(a, first), block(b, first), block(c, second));
        assertThat(game).die(c).isIn(ATTACK_ZONE);
        assertThat(Engine.legalActions(game.state())).isNotEmpty();
    }

    @Test
    @Covers("WWE051")
    void booker_t_an_attacker_one_blocker_may_not_block_waits_for_none_in_the_first_round() {
        TestGame game = TestGame.setup().ann("JUS027", "CW001").ben("CW001").basicActions("WWE051").at(ANN, MAIN_STEP);
        TestDie manhunter = game.place(ANN, "Martian Manhunter", FIELD_ZONE, level(1));
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie a = game.place(BEN, "Black Widow", FIELD_ZONE, level(1));
        TestDie b = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));
        game.use(game.place(ANN, "Booker T, Ringside Announcer", RESERVE_POOL, action(0)));
        game.react();
        game.attackWith(manhunter, widow);

        assertThat(game).action(declaringBlocks(block(a, manhunter), block(b, widow)))
                .isRejectedBecause("Martian Manhunter can't be blocked by fewer than two dice.");
        assertThat(game).action(declaringBlocks(block(a, manhunter), block(b, manhunter)))
                .isRejectedBecause("Black Widow must get a blocker before any attacker gets a second one.");
        assertThat(game).as("both must block, and Martian Manhunter cannot take one blocker")
                .action(declaringBlocks(block(a, widow), block(b, widow))).isOffered();
    }

    @Test
    @Covers("WWE051")
    void booker_t_an_attacker_none_of_the_blockers_may_block_needs_no_blocker_before_a_second_one_elsewhere() {
        TestGame game = TestGame.setup().ann("HHS006", "CW001").ben("CW001").basicActions("WWE051").at(ANN, MAIN_STEP);
        TestDie casey = game.place(ANN, "Casey Jones", FIELD_ZONE, level(1));
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie a = game.place(BEN, "Black Widow", FIELD_ZONE, level(1));
        TestDie b = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));
        game.use(game.place(ANN, "Booker T, Ringside Announcer", RESERVE_POOL, action(0)));
        game.react();
        game.attackWith(casey, widow);
        assertThat(game).action(declaringBlocks(block(a, casey)))
                .isRejectedBecause("Casey Jones can't be blocked by Black Widow.");

        game.blocks(block(a, widow), block(b, widow));

        assertThat(game).die(a).isIn(ATTACK_ZONE);
        assertThat(game).die(b).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("WWE051")
    void booker_t_you_may_let_the_opponent_declare_their_blockers_and_they_still_must_block() {
        TestGame game = table("WWE051");
        TestDie attacker = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Booker T, Ringside Announcer", RESERVE_POOL, action(0)));

        game.decline();
        game.attackWith(attacker);

        assertThat(game).as("Ann let Ben declare his blockers").waitsOn(BEN);
        assertThat(game).action(declaringBlocks()).isRejectedBecause("Rocket Raccoon must block this turn.");
        game.block(theirs, attacker);
        assertThat(game).die(theirs).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("WWE051")
    void booker_t_global_makes_a_die_block_if_able() {
        TestGame game = table("WWE051");
        TestDie attacker = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);
        game.useGlobal("Booker T, Ringside Announcer", 2);
        game.choose(theirs);
        game.attackWith(attacker);
        assertThat(game).as("the opponent declares as usual").waitsOn(BEN);
        assertThat(game).action(declaringBlocks()).isRejectedBecause("Rocket Raccoon must block this turn.");
        game.block(theirs, attacker);
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_makes_two_chosen_dice_deal_each_other_their_cost_and_a_ko_costs_a_life() {
        TestGame game = table("WWE056");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Paul Heyman, Manager", RESERVE_POOL, action(0)));
        assertThat(game).as("the opponent picks their own die").waitsOn(BEN);
        game.choose(theirs);
        assertThat(game).die(mine).as("2 damage (Rocket Raccoon's cost) against 1D").wasKnockedOut();
        assertThat(game).die(theirs).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(9);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_with_two_bursts_costs_three_life_per_ko() {
        TestGame game = table("WWE056");
        TestDie mine = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Paul Heyman, Manager", RESERVE_POOL, action(2)));
        assertThat(game).die(theirs).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(7);
        assertThat(game).die(mine).as("2 damage against 3D: not KO'd").hasDamage(2);
        assertThat(game).player(ANN).hasLife(10);
    }

    @Test
    @Covers("WWE056")
    void paul_heyman_global_deals_one_damage_once_per_turn() {
        TestGame game = table("WWE056");
        game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        game.useGlobal("Paul Heyman, Manager", 3);
        game.choose(theirs);
        assertThat(game).die(theirs).wasKnockedOut();
        game.energy(ANN, BOLT);
        assertThat(game).action(game.globalAction("Paul Heyman, Manager", 3)).isRejected()
                .contains("only 1 time per turn");
    }

    @Test
    @Covers("WWE056")
    void paul_heymans_damage_meets_damage_prevention_like_any_other() {
        // April: Sixth Sense prevents the first 1 damage from each source (one active Turtle).
        TestGame game = TestGame.setup().ann("CW001").ben("HHS003", "HHS007").basicActions("WWE056").at(ANN, MAIN_STEP);
        game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie april = game.place(BEN, "April", FIELD_ZONE, level(3));
        game.place(BEN, "Donatello", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Paul Heyman, Manager", RESERVE_POOL, action(0)));
        game.choose(april);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented);
        assertThat(game).die(april).as("Black Widow's cost 2, less 1 prevented").hasDamage(1);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_dice_drawn_secretly_go_to_the_used_pile_when_the_opponent_guesses_their_number() {
        TestGame game = table("WWE058");
        game.use(game.place(ANN, "Walk with Elias", RESERVE_POOL, action(0)));
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.player()).isZero();
            assertThat(d.max()).isEqualTo(3);
        });
        game.chooseNumber(2);
        assertThat(game.events()).as("the log keeps the number secret")
                .noneMatch(e -> e.text().contains("2 dice") || e.text().contains(" 2;"));
        assertThat(game).as("the opponent guesses").waitsOn(BEN);
        int used = game.count(ANN, USED_PILE);
        game.chooseNumber(2);
        assertThat(game).player(ANN).hasDiceIn(USED_PILE, used + 2).hasNoDiceIn(PREP_AREA);
        assertThat(game.state().secretNumber()).isEqualTo(-1);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_dice_are_prepped_when_the_guess_is_wrong() {
        TestGame game = table("WWE058");
        game.use(game.place(ANN, "Walk with Elias", RESERVE_POOL, action(0)));
        game.chooseNumber(3);
        assertThat(game).action(new Action.ChooseNumber(4)).isRejectedBecause("Choose a number from 1 to 3.");
        game.chooseNumber(1);
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 3);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_global_preps_two_used_sidekicks_on_your_turn_only() {
        TestGame game = table("WWE058");
        TestDie a = game.place(ANN, SIDEKICK, USED_PILE);
        TestDie b = game.place(ANN, SIDEKICK, USED_PILE);
        TestDie bens = game.place(BEN, SIDEKICK, USED_PILE);
        game.place(BEN, SIDEKICK, USED_PILE);
        game.energy(ANN, MASK);
        game.energy(BEN, MASK);
        game.useGlobal("Walk with Elias", 1);
        assertThat(game).die(a).isIn(PREP_AREA);
        assertThat(game).die(b).isIn(PREP_AREA);
        game.pass();
        assertThat(game.state().step()).as("Ben has Mask energy, but his Walk with Elias works only on his turn,"
                + " so he has nothing to use and the Main Step ends").isNotEqualTo(MAIN_STEP);
        assertThat(game).die(bens).isIn(USED_PILE);
    }

    @Test
    @Covers("WWE058")
    void walk_with_elias_global_with_one_used_sidekick_preps_that_one() {
        TestGame game = table("WWE058");
        TestDie only = game.place(ANN, SIDEKICK, USED_PILE);
        game.energy(ANN, MASK);
        game.useGlobal("Walk with Elias", 1);
        assertThat(game).as("do as much as you can: the one Sidekick moves").die(only).isIn(PREP_AREA);
    }

    @Test
    @Covers("WWE054")
    void money_in_the_bank_its_attacker_damaging_the_opponent_draws_three_dice_and_comes_back_to_prep() {
        TestGame game = table("WWE054");
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie other = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie action = game.place(ANN, "Money in the Bank", RESERVE_POOL, action(0));
        assertThat(game).action(using(action)).isRejected().as("no attacker yet")
                .contains("no valid target");
        game.attackWith(widow, other);
        if (game.state().step() == DECLARE_BLOCKERS) {
            game.act(declaringBlocks());
        }
        game.use(action);
        game.choose(widow);
        game.finishAttack();
        long drawnAndRolled = game.events().stream().filter(e -> e instanceof GameEvent.DieMoved m
                && m.owner() == 0 && m.from() == BAG && m.to() == RESERVE_POOL).count();
        assertThat(drawnAndRolled).as("Black Widow damaged Ben: Ann draws and rolls 3 dice").isEqualTo(3);
        if (game.state().activePlayer() == 0) {
            game.endTurn();
        }
        assertThat(game.events()).as("at the end of the turn the chosen unblocked attacker is prepped")
                .anyMatch(e -> e instanceof GameEvent.DieMoved m && m.dieId() == widow.id()
                        && m.from() == OUT_OF_PLAY && m.to() == PREP_AREA);
        assertThat(game.events()).as("the other goes to the Used Pile as usual")
                .anyMatch(e -> e instanceof GameEvent.DieMoved m && m.dieId() == other.id()
                        && m.from() == OUT_OF_PLAY && m.to() == USED_PILE);
    }
}
