package dicemasters.ui.coach;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The learning panels stand alone: the window uses them, they use no other part of the window. */
class LearningBordersTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dicemasters");

    @Test
    void the_tutorial_and_coach_panels_depend_on_no_other_window_class() {
        noClasses().that().resideInAnyPackage("dicemasters.ui.tutorial..", "dicemasters.ui.coach..")
                .should().dependOnClassesThat().resideOutsideOfPackages("dicemasters.ui.tutorial..",
                        "dicemasters.ui.coach..", "dicemasters.tutorial..", "dicemasters.coach..", "dicemasters.engine..",
                        "java..", "javafx..")
                .check(MAIN);
    }

    @Test
    void the_tutorial_coach_and_puzzle_models_use_no_window_toolkit() {
        noClasses().that().resideInAnyPackage("dicemasters.tutorial..", "dicemasters.coach..", "dicemasters.puzzle..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "dicemasters.ui..")
                .check(MAIN);
    }
}
