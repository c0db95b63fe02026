package dicemasters.ui;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The view renders engine state and sends actions through the game session; it decides no rule. */
class ViewArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dicemasters");

    @Test
    void the_view_changes_a_game_only_through_the_session() {
        noClasses().that().resideInAPackage("dicemasters.ui..")
                .should().callMethod(Engine.class, "apply", GameState.class, Action.class)
                .orShould().callMethod(Engine.class, "start", GameSetup.class, long.class)
                .check(MAIN);
    }

    @Test
    void the_tables_controller_needs_no_javafx() {
        noClasses().that().haveSimpleName("TableController").or().haveSimpleName("PaymentDraft")
                .or().haveSimpleName("TeamDraft").or().haveSimpleName("LifeHistory")
                .or().haveSimpleName("Mode").or().haveSimpleName("TableOptions").or().haveSimpleName("Prompts")
                .or().haveSimpleName("PickedDice").or().haveSimpleName("BlockingDraft")
                .or().haveSimpleName("PayingFor").or().haveSimpleName("DamageSplitDraft")
                .or().haveSimpleName("TriggerOrderDraft").or().haveSimpleName("AutoMoves")
                .or().haveSimpleName("AutoMoveLog").or().haveSimpleName("Settings").or().haveSimpleName("SettingsFile")
                .or().haveSimpleName("SettingsKeeper").or().haveSimpleName("TeamCode").or().haveSimpleName("TableLook")
                .or().haveSimpleName("CardPoolFilter")
                .or().haveSimpleName("ComputerSeats").or().haveSimpleName("Seat").or().haveSimpleName("Pace")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .check(MAIN);
    }
}
