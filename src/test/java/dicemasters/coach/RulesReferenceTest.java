package dicemasters.coach;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RulesReferenceTest {

    @Test
    void the_turn_summary_lists_the_steps_in_order() {
        assertThat(RulesReference.turnSummary()).extracting(StepGuide::name).containsExactly("Clear and Draw",
                "Roll and Reroll", "Main Step", "Attack: declare attackers", "Attack: declare blockers",
                "Attack: Action/Global window", "Attack: assign damage", "Cleanup", "End of turn");
        assertThat(RulesReference.turnSummary()).hasSize(Step.values().length - 1);
    }

    @Test
    void every_zone_is_explained_and_every_zone_is_reached_by_an_arrow() {
        assertThat(RulesReference.zones()).extracting(RulesReference.ZoneEntry::zone).containsExactlyInAnyOrder(Zone.values());
        for (Zone zone : Zone.values()) {
            boolean touched = RulesReference.diceMovement().stream().anyMatch(m -> m.from() == zone || m.to() == zone);
            assertThat(touched).as(zone.label()).isTrue();
        }
    }

    @Test
    void a_bought_die_goes_to_the_used_pile_and_a_knocked_out_one_to_the_prep_area() {
        assertThat(RulesReference.diceMovement()).anyMatch(m -> m.from() == Zone.ON_CARD && m.to() == Zone.USED)
                .anyMatch(m -> m.from() == Zone.FIELD && m.to() == Zone.PREP && m.when().contains("KO"));
    }

    @Test
    void every_keyword_the_engine_knows_is_in_the_glossary() {
        for (Keyword keyword : Keyword.values()) {
            assertThat(RulesReference.keyword(keyword.label())).as(keyword.label()).isNotNull();
        }
        assertThat(RulesReference.keywords()).hasSize(24).allSatisfy(k -> assertThat(k.meaning()).isNotBlank());
    }

    @Test
    void a_card_links_to_the_keywords_it_prints() {
        CardDefinition wonderWoman = CardLibrary.loadBundled().byId("JUS061").orElseThrow();

        List<RulesReference.KeywordEntry> linked = RulesReference.keywordsOf(wonderWoman);

        assertThat(linked).extracting(RulesReference.KeywordEntry::name).containsExactly("Strike");
    }
}
