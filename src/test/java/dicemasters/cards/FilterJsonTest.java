package dicemasters.cards;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.FaceKind;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Trigger;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every condition of a die filter has its words in the card files, and reads back as it was written. */
class FilterJsonTest {

    /** One condition of every kind. */
    private static final DieFilter EVERY_CONDITION = DieFilter.of(new DieCondition.Sidekick(false),
            new DieCondition.Attacking(true), new DieCondition.Blocking(false), new DieCondition.Blocked(true),
            new DieCondition.Damaged(false), new DieCondition.Affiliation("Villains"),
            new DieCondition.NotAffiliation("Heroes"), new DieCondition.EnergyType(Energy.BOLT),
            new DieCondition.Level(1, 2), DieCondition.Cost.atLeast(3), new DieCondition.CardName("Sniper"),
            new DieCondition.NotCardName("Foot Ninja"), new DieCondition.Other(true),
            new DieCondition.Showing(FaceKind.CHARACTER), new DieCondition.EngagedWithThis(true),
            new DieCondition.FaceSymbol(Energy.MASK),
            new DieCondition.EngagedWith(DieFilter.of(new DieCondition.Affiliation("Villains"))),
            new DieCondition.TopLevel(false), new DieCondition.SharesAffiliation(true),
            new DieCondition.LikeThose(DieFilter.Relation.OWNER), new DieCondition.Character(true),
            new DieCondition.CostAboveThose(2), new DieCondition.DefenseAtMostThis(true),
            new DieCondition.WithKeyword(List.of(Keyword.FAST, Keyword.OVERCRUSH)), new DieCondition.FieldCost(1),
            new DieCondition.NotEnergyType(Energy.SHIELD), new DieCondition.NotThis(true),
            new DieCondition.FieldedThisTurn(false), new DieCondition.ShowsBurst(true),
            new DieCondition.WithAbility(Trigger.WHEN_FIELDED), new DieCondition.InCombatThisTurn(false),
            new DieCondition.NotThose(), new DieCondition.Named(true), new DieCondition.OfType(CardType.BASIC_ACTION),
            new DieCondition.SharesEnergyType(true), new DieCondition.LastOfItsCard(false));

    @Test
    void every_kind_of_condition_has_its_words_in_the_card_files() {
        assertThat(FilterJson.kinds()).containsExactlyInAnyOrderElementsOf(conditionKinds(DieCondition.class));
        assertThat(EVERY_CONDITION.conditions()).hasSameSizeAs(FilterJson.kinds());
    }

    @Test
    void a_filter_reads_back_as_it_was_written() {
        ObjectNode written = CardJson.object();
        FilterJson.write(written, EVERY_CONDITION);

        DieFilter read = FilterJson.read(new JsonReader("test", "TST001", "cards", written).object(FilterJson.FIELDS));

        assertThat(read).isEqualTo(EVERY_CONDITION);
        assertThat(written.get("minLevel").asInt()).isEqualTo(1);
        assertThat(written.get("maxLevel").asInt()).isEqualTo(2);
        assertThat(written.has("maxCost")).isFalse();
    }

    @Test
    void the_words_are_written_in_the_order_of_the_card_files() {
        ObjectNode written = CardJson.object();
        FilterJson.write(written, DieFilter.of(new DieCondition.CardName("Sniper"), new DieCondition.Damaged(true),
                new DieCondition.Sidekick(false)));

        assertThat(written.toString()).isEqualTo("{\"sidekick\":false,\"damaged\":true,\"cardName\":\"Sniper\"}");
    }

    private static List<Class<?>> conditionKinds(Class<?> sealed) {
        List<Class<?>> kinds = new ArrayList<>();
        for (Class<?> sub : sealed.getPermittedSubclasses()) {
            if (sub.isInterface()) {
                kinds.addAll(conditionKinds(sub));
            } else {
                kinds.add(sub);
            }
        }
        return kinds;
    }
}
