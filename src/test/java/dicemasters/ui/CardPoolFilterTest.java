package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Energy;
import dicemasters.engine.team.Format;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The team builder finds cards by name, set, energy type, affiliation and cost, and says why a card cannot be added. */
class CardPoolFilterTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final List<CardDefinition> POOL = CardPoolFilter.distinct(LIBRARY.playableCards(),
            List.of(CardType.CHARACTER, CardType.ACTION));

    @Test
    void a_search_finds_cards_by_words_of_their_name_or_subtitle_whatever_the_case() {
        assertThat(CardPoolFilter.ALL.withWords("wonder wo").apply(POOL)).isNotEmpty()
                .allMatch(c -> c.fullName().toLowerCase().contains("wonder wo"));
        assertThat(CardPoolFilter.ALL.withWords("piece of clay").apply(POOL)).extracting(CardDefinition::name)
                .contains("Wonder Woman");
    }

    @Test
    void filters_by_set_energy_affiliation_and_cost_combine() {
        List<CardDefinition> found = CardPoolFilter.ALL.withSet("JUS").withEnergy(Energy.SHIELD)
                .withAffiliation("Justice League").withCost(3).apply(POOL);

        assertThat(found).isNotEmpty().allMatch(c -> c.id().startsWith("JUS") && c.energyTypes().contains(Energy.SHIELD)
                && c.affiliations().contains("Justice League") && c.cost() == 3);
        assertThat(found).extracting(CardDefinition::name).contains("Aquaman");
        assertThat(CardPoolFilter.sets(POOL)).contains("CW", "HHS", "JUS", "WWE");
        assertThat(CardPoolFilter.affiliations(POOL)).contains("Justice League").isSorted();
    }

    @Test
    void an_identical_reprint_is_listed_once() {
        List<CardDefinition> basics = CardPoolFilter.distinct(LIBRARY.playableCards(), List.of(CardType.BASIC_ACTION));

        assertThat(basics).extracting(CardDefinition::fullName).doesNotHaveDuplicates();
        assertThat(POOL).extracting(CardDefinition::fullName).doesNotHaveDuplicates();
    }

    @Test
    void a_card_that_cannot_be_added_says_why_in_the_rules_words() {
        TeamDraft draft = new TeamDraft();
        List<CardDefinition> byName = POOL.stream().filter(c -> c.type() == CardType.CHARACTER).toList();
        CardDefinition first = byName.get(0);
        CardDefinition sameName = byName.stream().filter(c -> c.name().equals(first.name()) && c != first)
                .findFirst().orElse(null);
        draft.add(first);

        assertThat(draft.whyNotAdd(first, Format.DEMO)).startsWith("Already on the team");
        if (sameName != null) {
            assertThat(draft.whyNotAdd(sameName, Format.DEMO)).startsWith("Two cards with the same name");
        }
        CardDefinition second = byName.stream().filter(c -> !c.name().equals(first.name())).findFirst().orElseThrow();
        assertThat(draft.whyNotAdd(second, Format.DEMO)).isNull();
        draft.add(second);
        CardDefinition third = byName.stream().filter(c -> !c.name().equals(first.name())
                && !c.name().equals(second.name())).findFirst().orElseThrow();
        assertThat(draft.whyNotAdd(third, Format.DEMO)).isEqualTo("Demo allows at most 2 cards; this team has 3.");
    }

    @Test
    void a_card_that_breaks_two_rules_names_both() {
        TeamDraft draft = new TeamDraft();
        List<CardDefinition> characters = POOL.stream().filter(c -> c.type() == CardType.CHARACTER).toList();
        CardDefinition first = characters.stream().filter(c -> characters.stream()
                .anyMatch(o -> o != c && o.name().equals(c.name()))).findFirst().orElseThrow();
        CardDefinition twin = characters.stream().filter(c -> c != first && c.name().equals(first.name()))
                .findFirst().orElseThrow();
        draft.add(first);
        draft.add(characters.stream().filter(c -> !c.name().equals(first.name())).findFirst().orElseThrow());

        assertThat(draft.whyNotAdd(twin, Format.DEMO)).as("a third card, and a second " + first.name())
                .contains("Two cards with the same name").contains("Demo allows at most 2 cards");
    }

    @Test
    void a_basic_action_card_beyond_what_the_format_takes_cannot_be_ticked_and_says_why() {
        TeamDraft draft = new TeamDraft();
        List<CardDefinition> basics = CardPoolFilter.distinct(LIBRARY.playableCards(), List.of(CardType.BASIC_ACTION));
        draft.toggleBasic(basics.get(0));
        assertThat(draft.whyNotTick(basics.get(1), Format.TOURNAMENT)).as("the second of two").isNull();
        draft.toggleBasic(basics.get(1));

        assertThat(draft.whyNotTick(basics.get(2), Format.TOURNAMENT))
                .isEqualTo("Tournament needs 2 different Basic Action Cards; 3 chosen.");
        assertThat(draft.whyNotTick(basics.get(0), Format.TOURNAMENT)).as("unticking always can").isNull();
    }
}
