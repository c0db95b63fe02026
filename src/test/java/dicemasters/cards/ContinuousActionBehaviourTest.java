package dicemasters.cards;

import dicemasters.ai.GreedyPlayer;
import dicemasters.coach.ActionWords;
import dicemasters.coach.Coach;
import dicemasters.coach.Greyed;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Continuous action cards: used into the Field Zone, they wait there to be sent away for their effect. */
class ContinuousActionBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    /** Ann brings Black Widow, Ben brings Becky Lynch (5D) and Rocket Raccoon (1D); Chair Smash in the middle. */
    private static TestGame table() {
        return TestGame.setup().ann("CW001").ben("WWE008", "CW011").basicActions("WWE052").at(ANN, MAIN_STEP);
    }

    /** Ann uses a Chair Smash showing that many bursts, then her turn ends: Ben's Main Step begins. */
    private static TestDie smashThenBensTurn(TestGame game, int bursts) {
        TestDie smash = game.place(ANN, "Chair Smash", RESERVE_POOL, action(bursts));
        game.use(smash);
        game.endTurn();
        game.reroll();
        return smash;
    }

    @Test
    @Covers("WWE052")
    void chair_smash_is_used_into_the_field_zone_and_stays_there_until_its_owners_next_clear_and_draw() {
        TestGame game = table();
        TestDie smash = game.place(ANN, "Chair Smash", RESERVE_POOL, action(0));
        game.use(smash);
        assertThat(game).die(smash).isIn(FIELD_ZONE);
        game.endTurn();
        assertThat(game).isTurnOf(BEN);
        assertThat(game).die(smash).as("still there on the opponent's turn").isIn(FIELD_ZONE);
        game.endTurn();
        assertThat(game).isTurnOf(ANN);
        assertThat(game).die(smash).as("sent to the Used Pile in Ann's Clear and Draw Step").isIn(USED_PILE);
    }

    @Test
    @Covers("WWE052")
    void on_the_opponents_turn_chair_smash_deals_3_damage_to_an_attacker_in_the_window_after_blocks() {
        TestGame game = table();
        TestDie smash = smashThenBensTurn(game, 0);
        TestDie becky = game.place(BEN, "Becky Lynch", FIELD_ZONE, level(1));
        game.attackWith(becky);
        assertThat(game).isAt(ATTACK_WINDOW);
        assertThat(Engine.legalActions(game.state())).as("Ben holds priority: the die is not his")
                .noneMatch(a -> a instanceof Action.UseFieldAbility);
        game.pass();
        assertThat(game).as("Ann could use Chair Smash, so she gets priority").hasPriorityWith(ANN);
        assertThat(Engine.legalActions(game.state())).contains(game.fieldAbilityAction(smash));
        game.useFieldAbility(smash);
        assertThat(game).die(becky).hasDamage(3);
        assertThat(game).die(smash).isIn(USED_PILE);
        assertThat(game).as("one ability, then priority goes back").hasPriorityWith(BEN);
        game.finishAttack();
        assertThat(game).player(ANN).as("Becky survived and was unblocked").hasLife(5);
    }

    @Test
    @Covers("WWE052")
    void with_a_burst_chair_smash_goes_to_the_prep_area_when_its_target_survives() {
        TestGame game = table();
        TestDie smash = smashThenBensTurn(game, 1);
        TestDie becky = game.place(BEN, "Becky Lynch", FIELD_ZONE, level(1));
        game.attackWith(becky);
        game.pass();
        game.useFieldAbility(smash);
        assertThat(game).die(becky).as("5D: not KO'd").hasDamage(3);
        assertThat(game).die(smash).isIn(PREP_AREA);
    }

    @Test
    @Covers("WWE052")
    void with_a_burst_chair_smash_stays_in_the_used_pile_when_it_kos_its_target() {
        TestGame game = table();
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie smash = game.place(ANN, "Chair Smash", RESERVE_POOL, action(2));
        game.use(smash);
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie becky = game.place(BEN, "Becky Lynch", FIELD_ZONE, level(1));
        game.attackWith(widow);
        game.block(rocket, widow);
        assertThat(game).isAt(ATTACK_WINDOW);
        game.useFieldAbility(smash);
        assertThat(game).die(smash).as("the cost is paid before the target is chosen").isIn(USED_PILE);
        assertThat(((Decision.ChooseTargets) game.decision()).candidates())
                .as("an attacker or a blocker, either player's; Becky stayed back").containsExactlyInAnyOrder(
                        widow.id(), rocket.id());
        game.choose(rocket);
        assertThat(game).die(rocket).wasKnockedOut();
        assertThat(game).die(smash).isIn(USED_PILE);
        assertThat(game).die(becky).hasDamage(0);
    }

    @Test
    @Covers("WWE052")
    void chair_smash_cannot_be_used_while_no_die_attacks_or_blocks() {
        TestGame game = table();
        TestDie smash = game.place(ANN, "Chair Smash", RESERVE_POOL, action(0));
        game.use(smash);
        game.place(BEN, "Becky Lynch", FIELD_ZONE, level(1));
        assertThat(game).action(game.fieldAbilityAction(smash))
                .isRejectedBecause("Chair Smash has no valid target for its"
                + " ability.");
        assertThat(game).die(smash).as("nothing was paid").isIn(FIELD_ZONE);
    }

    @Test
    void the_coach_tells_what_using_chair_smash_costs_and_why_it_cannot_be_used_yet() {
        TestGame game = table();
        TestDie smash = game.place(ANN, "Chair Smash", RESERVE_POOL, action(0));
        game.use(smash);
        assertThat(Coach.advice(game.state()).greyed()).contains(new Greyed("Use the ability of Chair Smash (action)"
                + " in the Field Zone", "Chair Smash has no valid target for its ability."));
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.attackWith(widow);
        assertThat(game).isAt(ATTACK_WINDOW);
        assertThat(ActionWords.describe(game.state(), game.fieldAbilityAction(smash)))
                .isEqualTo("Send Chair Smash (action) from the Field Zone to the Used Pile to use its ability");
        assertThat(Coach.advice(game.state()).mayDo()).contains("Send Chair Smash (action) from the Field Zone to the"
                + " Used Pile to use its ability");
    }

    @Test
    @Covers("WWE052")
    void using_another_chair_smash_sends_the_one_in_the_field_zone_to_the_used_pile_whoever_uses_it() {
        TestGame game = table();
        TestDie first = game.place(ANN, "Chair Smash", RESERVE_POOL, action(0));
        TestDie second = game.place(ANN, "Chair Smash", RESERVE_POOL, action(1));
        game.use(first);
        game.use(second);
        assertThat(game).die(first).isIn(USED_PILE);
        assertThat(game).die(second).isIn(FIELD_ZONE);
        game.endTurn();
        game.reroll();
        TestDie bens = game.place(BEN, "Chair Smash", RESERVE_POOL, action(0));
        game.use(bens);
        assertThat(game).die(second).as("Ben's Chair Smash is another Chair Smash too").isIn(USED_PILE);
        assertThat(game).die(bens).isIn(FIELD_ZONE);
    }

    @Test
    void chair_smash_reads_as_a_continuous_action_with_an_ability_in_the_field_zone() {
        assertThat(CardText.of(LIBRARY.byId("WWE052").orElseThrow())).isEqualTo("""
                Continuous (used, the action die goes to the Field Zone instead of Out of Play and stays there from\
                 turn to turn until its text sends it away).
                While Chair Smash is in your Field Zone, at the start of your Clear and Draw Step, move Chair Smash\
                 to the Used Pile.
                While Chair Smash is in the Field Zone, when another Chair Smash die is used (by either player),\
                 move Chair Smash to the Used Pile.
                While Chair Smash is in your Field Zone, whenever you could use a Global Ability, you may send this\
                 die to the Used Pile to deal 3 damage to target attacking or blocking character die.
                */** (instead of the above): While Chair Smash is in your Field Zone, whenever you could use a Global\
                 Ability, you may send this die to the Used Pile to deal 3 damage to target attacking or blocking\
                 character die, then if that die is not KO'd, move Chair Smash to the Prep Area.""");
    }

    @Test
    void the_greedy_player_uses_chair_smash_on_an_opposing_attacker() {
        TestGame game = table();
        TestDie smash = smashThenBensTurn(game, 0);
        TestDie becky = game.place(BEN, "Becky Lynch", FIELD_ZONE, level(1));
        GreedyPlayer greedy = new GreedyPlayer();
        game.pass();
        assertThat(game).as("no attacker yet: Ann has nothing to use, the Main Step ends").isAt(DECLARE_ATTACKERS);
        game.act(declaringAttackers(becky));
        game.pass();
        assertThat(game).hasPriorityWith(ANN);
        assertThat(greedy.choose(game.state())).isEqualTo(game.fieldAbilityAction(smash));
    }

    @Test
    @Covers("WWE052")
    void chair_smash_is_an_action_die_so_it_cannot_target_raphaels_turtles() {
        TestGame game = TestGame.setup().ann("CW001").ben("HHS033").basicActions("WWE052").at(ANN, MAIN_STEP);
        TestDie smash = smashThenBensTurn(game, 0);
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        game.attackWith(raphael);
        assertThat(game).isAt(ATTACK_WINDOW);
        int before = game.events().size();
        game.pass();
        assertThat(game.events().subList(before, game.events().size()))
                .as("Ann had nothing she could use, so priority never came to her")
                .noneMatch(e -> e instanceof GameEvent.PriorityPassed p && p.to() == 0)
                .anyMatch(e -> e instanceof GameEvent.PlayerDamaged d && d.player() == 0);
        assertThat(game).die(raphael).hasDamage(0);
        assertThat(game).die(smash).as("unused, it left only in Ann's next Clear and Draw Step").isIn(USED_PILE);
    }
}
