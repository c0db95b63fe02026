package dicemasters.engine;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The engine's packages as layers (docs/ARCHITECTURE.md, "Layers"): a package uses only the packages
 * below it, so the import graph has no cycle. A lower room that needs an answer from a higher one asks
 * through an interface of its own (as {@code state.MoveRules}); no arrow runs up, none is excepted.
 */
class EngineLayersTest {
    private static final JavaClasses ENGINE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dicemasters.engine");

    /** Bottom to top; "" is the front door, {@code dicemasters.engine} itself. */
    private static final List<String> LAYERS = List.of("card", "state", "energy", "action", "setup", "mechanics",
            "facts", "keywords", "combat", "effects", "turn", "team", "");

    @Test
    void every_package_of_the_engine_is_a_known_layer() {
        Set<String> packages = new TreeSet<>();
        ENGINE.forEach(c -> packages.add(layerOf(c)));
        assertThat(LAYERS).containsAll(packages);
    }

    @Test
    void no_arrow_runs_up_the_layers() {
        Set<String> up = new TreeSet<>();
        for (JavaClass c : ENGINE) {
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                JavaClass target = d.getTargetClass().getBaseComponentType();
                if (target.getPackageName().startsWith("dicemasters.engine")
                        && LAYERS.indexOf(layerOf(target)) > LAYERS.indexOf(layerOf(c))) {
                    up.add(arrow(d));
                }
            }
        }
        assertThat(up).as("arrows up the engine's layers").isEmpty();
    }

    @Test
    void the_engine_packages_form_no_cycle() {
        slices().matching("dicemasters.engine.(*)..").should().beFreeOfCycles().check(ENGINE);
    }

    private static String layerOf(JavaClass c) {
        String pkg = c.getPackageName();
        if (pkg.equals("dicemasters.engine")) {
            return "";
        }
        String rest = pkg.substring("dicemasters.engine.".length());
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }

    private static String arrow(Dependency d) {
        return shortName(d.getOriginClass()) + " -> " + shortName(d.getTargetClass().getBaseComponentType());
    }

    private static String shortName(JavaClass c) {
        JavaClass outer = c;
        while (outer.getEnclosingClass().isPresent()) {
            outer = outer.getEnclosingClass().get();
        }
        return outer.getName().replaceFirst("^dicemasters\\.engine\\.", "");
    }
}
