package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;
import dicemasters.testing.CardBuilder;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dicemasters.testing.TestCards.EXCESSIVE_FORCE;
import static dicemasters.testing.TestCards.INVESTIGATION;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Dice Masters Doubles team building: "Each player picks 4 character cards to use and a single
 * Basic Action Card. They should put the max number of dice on each of their cards, and 3 Basic
 * Action Dice on their Basic Action Card (you can use 6 ...). They can't use the same character
 * as their teammate, and a team's Basic Action Cards can't match."
 */
class DoublesTeamBuildingTest {

    private static CardDefinition hero(String name) {
        return CardBuilder.character(name).cost(3).energy(Energy.FIST).dieLimit(4).level(1, 2, 2).build();
    }

    private static List<GameSetup.TeamCard> fourHeroes(String prefix, int dice) {
        List<GameSetup.TeamCard> team = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            team.add(new GameSetup.TeamCard(hero(prefix + i), dice));
        }
        return team;
    }

    @Test
    void each_player_brings_four_cards_with_their_maximum_dice_and_one_basic_action_card() {
        assertThat(TeamRules.problems(Format.DOUBLES, fourHeroes("Hero", 4), List.of(EXCESSIVE_FORCE))).isEmpty();
    }

    @Test
    void a_player_with_three_cards_fewer_dice_or_two_basic_action_cards_is_told_why() {
        List<GameSetup.TeamCard> three = fourHeroes("Hero", 4).subList(0, 3);
        List<GameSetup.TeamCard> fewerDice = fourHeroes("Hero", 3);

        assertThat(TeamRules.problems(Format.DOUBLES, three, List.of(EXCESSIVE_FORCE)))
                .containsExactly("Doubles: each player brings exactly 4 character or action cards; this player has 3.");
        assertThat(TeamRules.problems(Format.DOUBLES, fewerDice, List.of(EXCESSIVE_FORCE)))
                .contains("Doubles: Hero1: Test brings its maximum of 4 dice; 3 chosen.");
        assertThat(TeamRules.problems(Format.DOUBLES, fourHeroes("Hero", 4), List.of(EXCESSIVE_FORCE, INVESTIGATION)))
                .containsExactly("Doubles needs 1 Basic Action Card; 2 chosen.");
    }

    @Test
    void teammates_cannot_use_the_same_character() {
        List<GameSetup.TeamCard> ann = fourHeroes("Hero", 4);
        List<GameSetup.TeamCard> cid = new ArrayList<>(fourHeroes("Ally", 4));
        cid.set(0, new GameSetup.TeamCard(CardBuilder.character("Hero1").id("T-H1B").subtitle("Another One").cost(2)
                .energy(Energy.MASK).dieLimit(4).level(1, 1, 1).build(), 4));

        assertThat(TeamRules.teamOfTwoProblems(ann, List.of(EXCESSIVE_FORCE), cid, List.of(INVESTIGATION)))
                .containsExactly("Teammates cannot use the same character: Hero1: Test and Hero1: Another One.");
    }

    @Test
    void a_teams_basic_action_cards_cannot_match() {
        assertThat(TeamRules.teamOfTwoProblems(fourHeroes("Hero", 4), List.of(EXCESSIVE_FORCE),
                fourHeroes("Ally", 4), List.of(EXCESSIVE_FORCE)))
                .containsExactly("A team's Basic Action Cards cannot match: both teammates bring Excessive Force.");
    }

    @Test
    void basic_action_cards_have_three_dice_or_six_as_the_advanced_option() {
        assertThat(TeamRules.basicActionDiceProblem(Format.DOUBLES, 3)).isNull();
        assertThat(TeamRules.basicActionDiceProblem(Format.DOUBLES, 6)).isNull();
        assertThat(TeamRules.basicActionDiceProblem(Format.DOUBLES, 4)).isEqualTo("Doubles puts 3 dice on each"
                + " Basic Action Card (6 once you have mastered the rules); 4 chosen.");
    }

    @Test
    void each_team_has_30_life_in_doubles() {
        assertThat(Format.DOUBLES.startingLife()).isEqualTo(30);
        assertThat(Format.DOUBLES.players()).isEqualTo(4);
    }
}
