package dicemasters.engine;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceRule;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The engine's packages as layers (docs/ARCHITECTURE.md, "Layers"): a package uses only the packages
 * below it, so the import graph has no cycle. The arrows that still run up, between the rule rooms
 * keywords, combat and effects, are listed one by one: the list may only shrink.
 */
class EngineLayersTest {
    private static final JavaClasses ENGINE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dicemasters.engine");

    /** Bottom to top; "" is the front door, {@code dicemasters.engine} itself. */
    private static final List<String> LAYERS = List.of("card", "state", "energy", "action", "setup", "mechanics",
            "facts", "keywords", "combat", "effects", "turn", "team", "");

    /**
     * The arrows up that are left, as "using class -> used class" (nested classes by their outer class).
     * Each goes when the rule moves down to the room it belongs in, or the lower room asks through an
     * interface of its own: remove it here then. Never add one.
     */
    private static final Set<String> ARROWS_STILL_UP = Set.of(
            "combat.Reactions -> effects.AbilityStarts");

    @Test
    void every_package_of_the_engine_is_a_known_layer() {
        Set<String> packages = new TreeSet<>();
        ENGINE.forEach(c -> packages.add(layerOf(c)));
        assertThat(LAYERS).containsAll(packages);
    }

    @Test
    void no_arrow_runs_up_the_layers_but_the_listed_ones() {
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
        assertThat(up).as("arrows up the engine's layers (only the listed ones may remain)")
                .isSubsetOf(ARROWS_STILL_UP);
    }

    @Test
    void the_engine_packages_form_no_cycle_but_through_the_listed_arrows() {
        SliceRule rule = slices().matching("dicemasters.engine.(*)..").should().beFreeOfCycles();
        for (JavaClass c : ENGINE) {
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                if (ARROWS_STILL_UP.contains(arrow(d))) {
                    rule = rule.ignoreDependency(c.getName(), d.getTargetClass().getBaseComponentType().getName());
                }
            }
        }
        rule.check(ENGINE);
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
