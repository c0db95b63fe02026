package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.team.Format;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Building a team from the card pool; the format's rules are the engine's TeamRules. */
class TeamDraftTest {
    private static List<CardDefinition> characters;
    private static List<CardDefinition> basics;

    @BeforeAll
    static void loadPool() {
        CardLibrary library = CardLibrary.loadBundled();
        characters = library.playableCards().stream().filter(c -> c.type() == CardType.CHARACTER)
                .filter(c -> c.dieLimit() >= 4).toList();
        basics = library.playableCards().stream().filter(c -> c.type() == CardType.BASIC_ACTION).toList();
    }

    @Test
    void an_empty_team_is_told_what_it_needs() {
        assertThat(new TeamDraft().problems(Format.TOURNAMENT)).isNotEmpty();
    }

    @Test
    void a_card_is_on_the_team_once_and_its_dice_can_be_set() {
        TeamDraft draft = new TeamDraft();
        CardDefinition card = characters.get(0);
        draft.add(card);
        draft.add(card);
        draft.setDice(card, 3);
        assertThat(draft.cards()).hasSize(1);
        assertThat(draft.totalDice()).isEqualTo(3);
        draft.remove(card);
        assertThat(draft.cards()).isEmpty();
    }

    @Test
    void a_casual_team_of_different_names_within_the_dice_and_two_basic_actions_is_legal() {
        TeamDraft draft = new TeamDraft();
        List<String> names = new java.util.ArrayList<>();
        for (CardDefinition c : characters) {
            if (!names.contains(c.name()) && draft.totalDice() + 4 <= Format.CASUAL.maxDice() && names.size() < 3) {
                names.add(c.name());
                draft.add(c);
                draft.setDice(c, 4);
            }
        }
        draft.toggleBasic(basics.get(0));
        draft.toggleBasic(basics.get(1));
        assertThat(draft.problems(Format.CASUAL)).isEmpty();

        draft.toggleBasic(basics.get(1));
        assertThat(draft.problems(Format.CASUAL)).anyMatch(p -> p.contains("Basic Action"));
    }

    @Test
    void too_many_dice_on_a_card_is_a_problem_named_after_the_card() {
        TeamDraft draft = new TeamDraft();
        CardDefinition card = characters.get(0);
        draft.add(card);
        draft.setDice(card, card.dieLimit() + 1);
        assertThat(draft.problems(Format.TOURNAMENT)).anyMatch(p -> p.contains(card.fullName()));
    }
}
