package dicemasters.cards;

import dicemasters.cards.cw.CivilWarActiveTest;
import dicemasters.cards.cw.CivilWarAttackTest;
import dicemasters.cards.cw.CivilWarBlockingTest;
import dicemasters.cards.cw.CivilWarFieldingTest;
import dicemasters.cards.cw.CivilWarKnockOutTest;
import dicemasters.cards.cw.CivilWarLateActionsTest;
import dicemasters.cards.cw.CivilWarLateFieldingTest;
import dicemasters.cards.cw.CivilWarLateKnockOutTest;
import dicemasters.cards.cw.CivilWarPrintedTest;
import dicemasters.cards.cw.CivilWarWatchersTest;
import dicemasters.engine.card.CardDefinition;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** Every playable card with an ability or keyword has a behaviour test that names it with {@link Covers}. */
class CardCoverageTest {
    private static final List<Class<?>> BEHAVIOUR_TESTS = List.of(BasicActionBehaviourTest.class,
            NamedCharacterBehaviourTest.class, TmntBehaviourTest.class, KeywordTest.class,
            WweAjStylesAsukaBeckyTest.class, WweHeenanHartCharlotteTest.class,
            WweGuerreroCenaAngleTest.class, WweMachoManMankindFlairTest.class,
            WweRouseySashaNakamuraTest.class, WweGlossaryKeywordsTest.class, WweTripleHTest.class,
            DamagePreventionTest.class, CharacterBehaviourTest.class, ContinuousActionBehaviourTest.class,
            CivilWarPrintedTest.class, CivilWarFieldingTest.class, CivilWarAttackTest.class, CivilWarActiveTest.class,
            JusticeLeagueBehaviourTest.class, LegionOfDoomBehaviourTest.class,
            CivilWarBlockingTest.class, CivilWarWatchersTest.class, CivilWarKnockOutTest.class,
            CivilWarLateKnockOutTest.class, CivilWarLateActionsTest.class, CivilWarLateFieldingTest.class,
            LegionOfDoomMetalloToToymanTest.class);

    static Set<String> coveredCards() {
        Set<String> covered = new TreeSet<>();
        for (Class<?> type : BEHAVIOUR_TESTS) {
            for (Method m : type.getDeclaredMethods()) {
                Covers covers = m.getAnnotation(Covers.class);
                if (covers != null) {
                    covered.addAll(List.of(covers.value()));
                }
            }
        }
        return covered;
    }

    @Test
    void every_implemented_card_with_an_ability_has_a_behaviour_test() {
        CardLibrary library = CardLibrary.loadBundled();
        Set<String> covered = coveredCards();
        List<String> missing = library.playableCards().stream()
                .filter(c -> !c.abilities().isEmpty() || !c.keywords().isEmpty())
                .map(CardDefinition::id).filter(id -> !covered.contains(id)).toList();
        assertThat(missing).as("cards without a behaviour test").isEmpty();
    }

    @Test
    void tests_only_name_cards_that_exist() {
        CardLibrary library = CardLibrary.loadBundled();
        assertThat(coveredCards()).allSatisfy(id -> assertThat(library.byId(id)).as(id).isPresent());
    }
}
