package dicemasters.coach;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RulesReferenceTest {

    @Test
    void theTurnSummaryListsTheStepsInOrder() {
        assertThat(RulesReference.turnSummary()).extracting(StepGuide::name).containsExactly("Clear and Draw",
                "Roll and Reroll", "Main Step", "Attack: declare attackers", "Attack: declare blockers",
                "Attack: Action/Global window", "Attack: assign damage", "Cleanup", "End of turn");
        assertThat(RulesReference.turnSummary()).hasSize(Step.values().length - 1);
    }

    @Test
    void everyZoneIsExplainedAndEveryZoneIsReachedByAnArrow() {
        assertThat(RulesReference.zones()).extracting(RulesReference.ZoneEntry::zone).containsExactlyInAnyOrder(Zone.values());
        for (Zone zone : Zone.values()) {
            boolean touched = RulesReference.diceMovement().stream().anyMatch(m -> m.from() == zone || m.to() == zone);
            assertThat(touched).as(zone.label()).isTrue();
        }
    }

    @Test
    void aBoughtDieGoesToTheUsedPileAndAKnockedOutOneToThePrepArea() {
        assertThat(RulesReference.diceMovement()).anyMatch(m -> m.from() == Zone.ON_CARD && m.to() == Zone.USED)
                .anyMatch(m -> m.from() == Zone.FIELD && m.to() == Zone.PREP && m.when().contains("KO"));
    }

    @Test
    void everyKeywordTheEngineKnowsIsInTheGlossary() {
        for (Keyword keyword : Keyword.values()) {
            assertThat(RulesReference.keyword(keyword.label())).as(keyword.label()).isNotNull();
        }
        assertThat(RulesReference.keywords()).hasSize(24).allSatisfy(k -> assertThat(k.meaning()).isNotBlank());
    }

    @Test
    void aCardLinksToTheKeywordsItPrints() {
        CardDefinition wonderWoman = CardLibrary.loadBundled().byId("JUS061").orElseThrow();

        List<RulesReference.KeywordEntry> linked = RulesReference.keywordsOf(wonderWoman);

        assertThat(linked).extracting(RulesReference.KeywordEntry::name).containsExactly("Strike");
    }
}
