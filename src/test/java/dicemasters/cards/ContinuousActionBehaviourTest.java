package dicemasters.cards;

import dicemasters.ai.GreedyPlayer;
import dicemasters.coach.ActionWords;
import dicemasters.coach.Coach;
import dicemasters.coach.Greyed;
import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/** Continuous action cards: used into the Field Zone, they wait there to be sent away for their effect. */
class ContinuousActionBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    /** Ann brings Black Widow, Ben brings Becky Lynch (5D) and Rocket Raccoon (1D); Chair Smash in the middle. */
    private static CardScenario table() {
        return CardScenario.of(LIBRARY, List.of("CW001"), List.of("WWE008", "CW011"), List.of("WWE052"));
    }

    /** Ann uses a Chair Smash showing that many bursts, then her turn ends: Ben's Main Step begins. */
    private static Die smashThenBensTurn(CardScenario sc, int bursts) {
        Die smash = sc.action(0, "WWE052", bursts);
        sc.use(smash);
        sc.endTurn();
        sc.act(new Action.Reroll(List.of()));
        return smash;
    }

    @Test
    @Covers("WWE052")
    void chair_smash_is_used_into_the_field_zone_and_stays_there_until_its_owners_next_clear_and_draw() {
        CardScenario sc = table();
        Die smash = sc.action(0, "WWE052", 0);
        sc.use(smash);
        assertThat(sc.zone(smash)).isEqualTo(Zone.FIELD);
        sc.endTurn();
        assertThat(sc.state().activePlayer()).isEqualTo(1);
        assertThat(sc.zone(smash)).as("still there on the opponent's turn").isEqualTo(Zone.FIELD);
        sc.endTurn();
        assertThat(sc.state().activePlayer()).isEqualTo(0);
        assertThat(sc.zone(smash)).as("sent to the Used Pile in Ann's Clear and Draw Step").isEqualTo(Zone.USED);
    }

    @Test
    @Covers("WWE052")
    void on_the_opponents_turn_chair_smash_deals_3_damage_to_an_attacker_in_the_window_after_blocks() {
        CardScenario sc = table();
        Die smash = smashThenBensTurn(sc, 0);
        Die becky = sc.character(1, "WWE008", Zone.FIELD, 1);
        sc.attack(becky);
        assertThat(sc.state().step()).isEqualTo(Step.ATTACK_WINDOW);
        assertThat(Engine.legalActions(sc.state())).as("Ben holds priority: the die is not his")
                .noneMatch(a -> a instanceof Action.UseFieldAbility);
        sc.act(new Action.Pass());
        assertThat(sc.state().priorityPlayer()).as("Ann could use Chair Smash, so she gets priority").isEqualTo(0);
        assertThat(Engine.legalActions(sc.state())).contains(sc.fieldAbilityOf(smash));
        sc.fieldAbility(smash);
        assertThat(sc.damage(becky)).isEqualTo(3);
        assertThat(sc.zone(smash)).isEqualTo(Zone.USED);
        assertThat(sc.state().priorityPlayer()).as("one ability, then priority goes back").isEqualTo(1);
        sc.finishAttack();
        assertThat(sc.life(0)).as("Becky survived and was unblocked").isEqualTo(5);
    }

    @Test
    @Covers("WWE052")
    void with_a_burst_chair_smash_goes_to_the_prep_area_when_its_target_survives() {
        CardScenario sc = table();
        Die smash = smashThenBensTurn(sc, 1);
        Die becky = sc.character(1, "WWE008", Zone.FIELD, 1);
        sc.attack(becky);
        sc.act(new Action.Pass());
        sc.fieldAbility(smash);
        assertThat(sc.damage(becky)).as("5D: not KO'd").isEqualTo(3);
        assertThat(sc.zone(smash)).isEqualTo(Zone.PREP);
    }

    @Test
    @Covers("WWE052")
    void with_a_burst_chair_smash_stays_in_the_used_pile_when_it_kos_its_target() {
        CardScenario sc = table();
        Die widow = sc.character(0, "CW001", Zone.FIELD, 3);
        Die smash = sc.action(0, "WWE052", 2);
        sc.use(smash);
        Die rocket = sc.character(1, "CW011", Zone.FIELD, 1);
        Die becky = sc.character(1, "WWE008", Zone.FIELD, 1);
        sc.attack(widow);
        sc.blocks(block(rocket, widow));
        assertThat(sc.state().step()).isEqualTo(Step.ATTACK_WINDOW);
        sc.fieldAbility(smash);
        assertThat(sc.zone(smash)).as("the cost is paid before the target is chosen").isEqualTo(Zone.USED);
        assertThat(((Decision.ChooseTargets) sc.decision()).candidates())
                .as("an attacker or a blocker, either player's; Becky stayed back").containsExactlyInAnyOrder(
                        widow.id(), rocket.id());
        sc.choose(rocket);
        assertThat(sc.wasKnockedOut(rocket)).isTrue();
        assertThat(sc.zone(smash)).isEqualTo(Zone.USED);
        assertThat(sc.damage(becky)).isZero();
    }

    @Test
    @Covers("WWE052")
    void chair_smash_cannot_be_used_while_no_die_attacks_or_blocks() {
        CardScenario sc = table();
        Die smash = sc.action(0, "WWE052", 0);
        sc.use(smash);
        sc.character(1, "WWE008", Zone.FIELD, 1);
        assertThat(sc.rejected(sc.fieldAbilityOf(smash))).isEqualTo("Chair Smash has no valid target for its"
                + " ability.");
        assertThat(sc.zone(smash)).as("nothing was paid").isEqualTo(Zone.FIELD);
    }

    @Test
    void the_coach_tells_what_using_chair_smash_costs_and_why_it_cannot_be_used_yet() {
        CardScenario sc = table();
        Die smash = sc.action(0, "WWE052", 0);
        sc.use(smash);
        assertThat(Coach.advice(sc.state()).greyed()).contains(new Greyed("Use the ability of Chair Smash (action)"
                + " in the Field Zone", "Chair Smash has no valid target for its ability."));
        Die widow = sc.character(0, "CW001", Zone.FIELD, 1);
        sc.attack(widow);
        assertThat(sc.state().step()).isEqualTo(Step.ATTACK_WINDOW);
        assertThat(ActionWords.describe(sc.state(), sc.fieldAbilityOf(smash)))
                .isEqualTo("Send Chair Smash (action) from the Field Zone to the Used Pile to use its ability");
        assertThat(Coach.advice(sc.state()).mayDo()).contains("Send Chair Smash (action) from the Field Zone to the"
                + " Used Pile to use its ability");
    }

    @Test
    @Covers("WWE052")
    void using_another_chair_smash_sends_the_one_in_the_field_zone_to_the_used_pile_whoever_uses_it() {
        CardScenario sc = table();
        Die first = sc.action(0, "WWE052", 0);
        Die second = sc.action(0, "WWE052", 1);
        sc.use(first);
        sc.use(second);
        assertThat(sc.zone(first)).isEqualTo(Zone.USED);
        assertThat(sc.zone(second)).isEqualTo(Zone.FIELD);
        sc.endTurn();
        sc.act(new Action.Reroll(List.of()));
        Die bens = sc.action(1, "WWE052", 0);
        sc.use(bens);
        assertThat(sc.zone(second)).as("Ben's Chair Smash is another Chair Smash too").isEqualTo(Zone.USED);
        assertThat(sc.zone(bens)).isEqualTo(Zone.FIELD);
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
        CardScenario sc = table();
        Die smash = smashThenBensTurn(sc, 0);
        Die becky = sc.character(1, "WWE008", Zone.FIELD, 1);
        GreedyPlayer greedy = new GreedyPlayer();
        sc.act(new Action.Pass());
        assertThat(sc.state().step()).as("no attacker yet: Ann has nothing to use, the Main Step ends")
                .isEqualTo(Step.DECLARE_ATTACKERS);
        sc.act(new Action.DeclareAttackers(List.of(becky.id())));
        sc.act(new Action.Pass());
        assertThat(sc.state().priorityPlayer()).isEqualTo(0);
        assertThat(greedy.choose(sc.state())).isEqualTo(sc.fieldAbilityOf(smash));
    }

    @Test
    @Covers("WWE052")
    void chair_smash_is_an_action_die_so_it_cannot_target_raphaels_turtles() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("HHS033"), List.of("WWE052"));
        Die smash = smashThenBensTurn(sc, 0);
        Die raphael = sc.character(1, "HHS033", Zone.FIELD, 1);
        sc.attack(raphael);
        assertThat(sc.state().step()).isEqualTo(Step.ATTACK_WINDOW);
        int before = sc.events().size();
        sc.act(new Action.Pass());
        assertThat(sc.events().subList(before, sc.events().size()))
                .as("Ann had nothing she could use, so priority never came to her")
                .noneMatch(e -> e instanceof GameEvent.PriorityPassed p && p.to() == 0)
                .anyMatch(e -> e instanceof GameEvent.PlayerDamaged d && d.player() == 0);
        assertThat(sc.damage(raphael)).isZero();
        assertThat(sc.zone(smash)).as("unused, it left only in Ann's next Clear and Draw Step").isEqualTo(Zone.USED);
    }
}
