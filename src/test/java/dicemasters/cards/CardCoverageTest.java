package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every playable card with an ability or keyword has a behaviour test that names it with {@link Covers}. */
class CardCoverageTest {
    /**
     * The compiled test classes of this package and those below it: every class that names a card
     * with {@link Covers} counts, so a new behaviour test class needs no list to be added to.
     */
    private static List<Class<?>> behaviourTests() {
        try {
            Path root = Path.of(CardCoverageTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            try (Stream<Path> files = Files.walk(root.resolve("dicemasters").resolve("cards"))) {
                return files.map(root::relativize).map(Path::toString).filter(name -> name.endsWith(".class"))
                        .sorted().map(CardCoverageTest::load).toList();
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot list the compiled tests", e);
        }
    }

    private static Class<?> load(String classFile) {
        String name = classFile.substring(0, classFile.length() - ".class".length()).replace(java.io.File.separatorChar, '.');
        try {
            return Class.forName(name, false, CardCoverageTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(name, e);
        }
    }

    static Set<String> coveredCards() {
        Set<String> covered = new TreeSet<>();
        for (Class<?> type : behaviourTests()) {
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
