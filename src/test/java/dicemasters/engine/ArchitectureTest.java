package dicemasters.engine;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The borders between packages, and the engine's promise to be pure and deterministic. */
class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dicemasters");

    @Test
    void theEngineUsesNoUserInterfaceToolkit() {
        noClasses().that().resideInAPackage("dicemasters.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.awt..", "javax.swing..")
                .check(MAIN);
    }

    @Test
    void theEngineDependsOnNoOtherPartOfTheProgram() {
        noClasses().that().resideInAPackage("dicemasters.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("dicemasters.ui..", "dicemasters.cards..",
                        "dicemasters.persist..", "dicemasters.cli..", "dicemasters.app..", "dicemasters.ai..",
                        "dicemasters.sim..", "dicemasters.session..", "com.fasterxml..")
                .check(MAIN);
    }

    @Test
    void theEngineHasNoUnseededRandomnessAndNoClock() {
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
    void theEngineDoesNotIterateUnorderedCollectionsToDecide() {
        noClasses().that().resideInAPackage("dicemasters.engine..")
                .should().callMethod(java.util.HashMap.class, "keySet")
                .orShould().callMethod(java.util.HashMap.class, "values")
                .orShould().callMethod(java.util.HashMap.class, "entrySet")
                .orShould().callMethod(java.util.HashSet.class, "iterator")
                .check(MAIN);
    }

    @Test
    void theViewIsTheOnlyPlaceThatUsesJavaFx() {
        noClasses().that().resideOutsideOfPackages("dicemasters.ui..", "dicemasters.app..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .check(MAIN);
    }
}
