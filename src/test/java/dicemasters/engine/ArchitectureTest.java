package dicemasters.engine;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** The borders between packages, and the engine's promise to be pure and deterministic. */
class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dicemasters");

    /** The engine's rooms, one per chapter of the rules; only the engine itself works in them. */
    private static final List<String> ROOMS = List.of("state", "turn", "energy", "combat", "effects", "keywords",
            "mechanics", "facts", "team");

    /** The state's classes the rest of the program reads (through their methods; no field is touched). */
    private static final Set<String> READ_SIDE = Set.of("GameState", "GameEvent", "TurnEvents", "DiceEvents",
            "PlayerEvents", "CombatEvents", "AbilityEvents", "MechanicsEvents", "Decision", "Die", "PlayerState",
            "Seats", "CombatState", "ThisTurn", "Waiting");

    /**
     * What the rest of the program may use of a room: the state and the values it is made of (records, enums,
     * a die and a player as they are, who sits where, the turn's combat and what lasts the turn),
     * never the classes that carry out rules or change a state. Team building (the "team" room) is a
     * service of its own.
     */
    private static final DescribedPredicate<JavaClass> RULES_OF_A_ROOM = new DescribedPredicate<>(
            "classes that carry out the rules inside one of the engine's rooms") {
        @Override
        public boolean test(JavaClass type) {
            JavaClass c = type.getBaseComponentType();
            String pkg = c.getPackageName();
            boolean inRoom = ROOMS.stream().filter(r -> !r.equals("team"))
                    .anyMatch(r -> pkg.equals("dicemasters.engine." + r));
            boolean value = c.isRecord() || c.isEnum() || READ_SIDE.contains(c.getSimpleName())
                    || (c.getEnclosingClass().isPresent() && c.getEnclosingClass().get().isRecord());
            return inRoom && !value;
        }
    };

    private static final DescribedPredicate<JavaFieldAccess> CHANGEABLE_ENGINE_FIELD = new DescribedPredicate<>(
            "a field of the engine's state (read through methods outside the engine)") {
        @Override
        public boolean test(JavaFieldAccess access) {
            return access.getTargetOwner().getPackageName().startsWith("dicemasters.engine")
                    && access.getTarget().resolveMember()
                    .map(f -> !(f.getModifiers().contains(JavaModifier.STATIC)
                            && f.getModifiers().contains(JavaModifier.FINAL)))
                    .orElse(false);
        }
    };

    @Test
    void the_rest_of_the_program_uses_the_engine_only_through_its_front_door_and_read_side() {
        noClasses().that().resideOutsideOfPackage("dicemasters.engine..")
                .should().dependOnClassesThat(RULES_OF_A_ROOM)
                .because("Engine, Action, Result, GameEvent, GameState's read methods and the values they"
                        + " return are the engine's front door; Table, PositionEditor and the rules stay inside")
                .check(MAIN);
    }

    @Test
    void nothing_outside_the_engine_reads_or_writes_a_field_of_its_state() {
        noClasses().that().resideOutsideOfPackage("dicemasters.engine..")
                .should().accessFieldWhere(CHANGEABLE_ENGINE_FIELD)
                .check(MAIN);
    }

    /**
     * One writer: outside {@code engine.state} no class sets a field of the state or of what it holds,
     * changes a collection it holds, or calls a die's, a player's, the turn's or the combat's own
     * changes ({@link StateWrites}); every change goes through the state's operations. The position
     * editor ({@code state.PositionEditor}) lives inside and is the one exception.
     */
    @Test
    void nothing_outside_the_state_writes_to_it() {
        classes().that().resideOutsideOfPackage(StateWrites.STATE)
                .should(StateWrites.changeTheStateOnlyThroughItsOperations())
                .check(MAIN);
    }

    @Test
    void the_front_door_stays_small() {
        Set<String> frontDoor = new TreeSet<>();
        MAIN.stream().filter(c -> c.getPackageName().equals("dicemasters.engine") && c.getEnclosingClass().isEmpty()
                        && !c.getSimpleName().equals("package-info"))
                .forEach(c -> frontDoor.add(c.getSimpleName()));
        assertThat(frontDoor).containsExactlyInAnyOrder("Engine", "Result");
    }

    @Test
    void card_definitions_are_data_that_know_no_rule() {
        noClasses().that().resideInAPackage("dicemasters.engine.card..")
                .should().dependOnClassesThat().resideInAnyPackage(rooms("dicemasters.engine"))
                .check(MAIN);
    }

    @Test
    void the_state_knows_only_the_card_language() {
        classes().that().resideInAPackage("dicemasters.engine.state")
                .should().onlyDependOnClassesThat().resideInAnyPackage("dicemasters.engine.state",
                        "dicemasters.engine.card", "java..")
                .because("the state is the bottom layer above the cards: what a move triggers is a rule, given to"
                        + " the state as MoveRules by the front door")
                .check(MAIN);
    }

    private static String[] rooms(String frontDoor) {
        List<String> packages = new java.util.ArrayList<>(ROOMS.stream().map(r -> "dicemasters.engine." + r).toList());
        packages.add(frontDoor);
        return packages.toArray(new String[0]);
    }

    @Test
    void the_engine_uses_no_user_interface_toolkit() {
        noClasses().that().resideInAPackage("dicemasters.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.awt..", "javax.swing..")
                .check(MAIN);
    }

    @Test
    void the_engine_depends_on_no_other_part_of_the_program() {
        noClasses().that().resideInAPackage("dicemasters.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("dicemasters.ui..", "dicemasters.cards..",
                        "dicemasters.persist..", "dicemasters.cli..", "dicemasters.app..", "dicemasters.ai..",
                        "dicemasters.sim..", "dicemasters.session..", "com.fasterxml..")
                .check(MAIN);
    }

    @Test
    void the_engine_has_no_unseeded_randomness_and_no_clock() {
        noClasses().that().resideInAPackage("dicemasters.engine..")
                .should().callMethod(Math.class, "random")
                .orShould().callConstructor(java.util.Random.class)
                .orShould().callConstructor(java.util.Random.class, long.class)
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.security.SecureRandom")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().dependOnClassesThat().resideInAPackage("java.time..")
                .check(MAIN);
    }

    @Test
    void the_engine_does_not_iterate_unordered_collections_to_decide() {
        noClasses().that().resideInAPackage("dicemasters.engine..")
                .should().callMethod(java.util.HashMap.class, "keySet")
                .orShould().callMethod(java.util.HashMap.class, "values")
                .orShould().callMethod(java.util.HashMap.class, "entrySet")
                .orShould().callMethod(java.util.HashSet.class, "iterator")
                // Immutable sets and maps iterate in an order that changes from run to run.
                .orShould().callMethod(java.util.Set.class, "copyOf", java.util.Collection.class)
                .orShould().callMethod(java.util.Map.class, "copyOf", java.util.Map.class)
                .check(MAIN);
    }

    @Test
    void reading_files_depends_on_no_other_part_of_the_program() {
        noClasses().that().resideInAPackage("dicemasters.files..")
                .should().dependOnClassesThat().resideInAnyPackage("dicemasters.cards..", "dicemasters.persist..",
                        "dicemasters.session..", "dicemasters.tutorial..", "dicemasters.ui..", "dicemasters.app..",
                        "dicemasters.cli..", "dicemasters.ai..", "dicemasters.sim..", "dicemasters.coach..")
                .because("every kind of file is read through it, so it knows none of them")
                .check(MAIN);
    }

    @Test
    void the_view_is_the_only_place_that_uses_java_fx() {
        noClasses().that().resideOutsideOfPackages("dicemasters.ui..", "dicemasters.app..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .check(MAIN);
    }

    @Test
    void network_play_uses_no_window_and_no_automatic_player() {
        noClasses().that().resideInAPackage("dicemasters.net..")
                .should().dependOnClassesThat().resideInAnyPackage("dicemasters.ui..", "dicemasters.app..",
                        "dicemasters.ai..", "dicemasters.sim..", "dicemasters.cli..", "dicemasters.tutorial..",
                        "dicemasters.coach..")
                .because("the host decides with the engine alone; the window sits on top of it")
                .check(MAIN);
    }

    @Test
    void only_network_play_talks_over_the_network() {
        noClasses().that().resideOutsideOfPackage("dicemasters.net..")
                .should().dependOnClassesThat().resideInAnyPackage("org.eclipse.jetty..", "java.net.http..")
                .check(MAIN);
        noClasses().that().resideOutsideOfPackages("dicemasters.net..", "dicemasters.ui..", "dicemasters.app..")
                .should().dependOnClassesThat().resideInAPackage("dicemasters.net..")
                .check(MAIN);
    }

    @Test
    void the_window_plays_over_the_network_only_in_its_network_package() {
        noClasses().that().resideOutsideOfPackages("dicemasters.net..", "dicemasters.ui.net..")
                .should().dependOnClassesThat().resideInAPackage("dicemasters.net..")
                .because("the table knows nothing of the network: ui.net puts a network game on it")
                .check(MAIN);
    }
}
