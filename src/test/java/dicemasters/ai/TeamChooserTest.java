package dicemasters.ai;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The computer builds its own team: always legal for the format, as large as the format allows. */
class TeamChooserTest {
    private static final List<CardDefinition> POOL = CardLibrary.loadBundled().playableCards();

    @Test
    void every_team_it_builds_is_legal_and_uses_the_formats_cards_and_dice() {
        for (Format format : Format.values()) {
            for (long seed = 1; seed <= 5; seed++) {
                TeamChooser.Choice team = TeamChooser.choose(POOL, format, seed);
                assertThat(TeamRules.problems(format, team.cards(), team.basicActions()))
                        .as("%s team, seed %d", format, seed).isEmpty();
                assertThat(team.cards()).hasSize(format.maxCards());
                int dice = team.cards().stream().mapToInt(GameSetup.TeamCard::dice).sum();
                int most = format.teamsOfTwo() ? team.cards().stream().mapToInt(c -> c.card().dieLimit()).sum()
                        : format.maxDice();
                assertThat(dice).as("in Doubles each card brings its maximum dice").isEqualTo(most);
            }
        }
    }

    @Test
    void the_seed_varies_the_team_and_the_same_seed_builds_the_same_one() {
        TeamChooser.Choice one = TeamChooser.choose(POOL, Format.TOURNAMENT, 1);
        assertThat(TeamChooser.choose(POOL, Format.TOURNAMENT, 1)).isEqualTo(one);
        assertThat(List.of(2L, 3L, 4L, 5L)).anyMatch(seed -> !TeamChooser.choose(POOL, Format.TOURNAMENT, seed)
                .equals(one));
    }

    @Test
    void a_pool_without_characters_is_explained() {
        List<CardDefinition> basics = POOL.stream().filter(c -> c.type() == CardType.BASIC_ACTION).toList();
        assertThatThrownBy(() -> TeamChooser.choose(basics, Format.DEMO, 1))
                .hasMessageContaining("no character card");
    }

    @Test
    void over_a_hundred_seeds_no_card_is_in_more_than_a_fifth_of_its_tournament_teams() {
        Map<String, Integer> teams = new TreeMap<>();
        for (long seed = 1; seed <= 100; seed++) {
            TeamChooser.Choice choice = TeamChooser.choose(POOL, Format.TOURNAMENT, seed);
            choice.cards().forEach(c -> teams.merge(c.card().id(), 1, Integer::sum));
            choice.basicActions().forEach(b -> teams.merge(b.id(), 1, Integer::sum));
        }

        assertThat(teams.values()).allMatch(count -> count <= 20);
        assertThat(teams.size()).as("different cards used").isGreaterThan(60);
    }

    @Test
    void a_team_built_around_overcrush_has_most_of_its_dice_on_cards_with_overcrush() {
        for (long seed = 1; seed <= 10; seed++) {
            TeamChooser.Choice choice = TeamChooser.choose(POOL, Format.TOURNAMENT, seed, Set.of(), Set.of(),
                    Keyword.OVERCRUSH);
            int overcrush = choice.cards().stream().filter(c -> c.card().has(Keyword.OVERCRUSH))
                    .mapToInt(GameSetup.TeamCard::dice).sum();

            assertThat(overcrush).as("seed %d: %s", seed, choice.cards()).isGreaterThanOrEqualTo(10);
        }
    }
}
