package dicemasters.engine;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Finds the writes to the game state made outside its own package, in the compiled classes: a field
 * of a class of {@code engine.state} set, a collection held in such a field changed (an {@code add},
 * {@code removeIf}, {@code pollFirst}, ... on the line that reads the field), or a void method of one
 * of the state's data classes (a die, a player, the turn's records, the combat) called. ArchitectureTest
 * holds the engine to none; {@link #main} prints the count per file:
 * {@code mvn -o -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=dicemasters.engine.StateWrites}.
 */
public final class StateWrites {
    static final String STATE = "dicemasters.engine.state";

    private static final Set<String> DATA_CLASSES = Set.of("Die", "PlayerState", "ThisTurn", "CombatState");

    private static final Set<String> COLLECTION_CHANGES = Set.of("add", "addAll", "addFirst", "addLast", "offer",
            "offerFirst", "offerLast", "push", "pop", "poll", "pollFirst", "pollLast", "remove", "removeAll",
            "removeFirst", "removeLast", "removeIf", "retainAll", "clear", "set", "sort", "replaceAll", "put",
            "putAll");

    private StateWrites() {
    }

    /** Every write the code unit makes to the state from outside its package (none from inside it). */
    static List<String> of(JavaCodeUnit unit) {
        List<String> writes = new ArrayList<>();
        if (unit.getOwner().getPackageName().equals(STATE)) {
            return writes;
        }
        Set<Integer> linesReadingStateCollections = new HashSet<>();
        for (JavaFieldAccess access : unit.getFieldAccesses()) {
            if (!ownedByState(access.getTargetOwner())) {
                continue;
            }
            if (access.getAccessType() == JavaFieldAccess.AccessType.SET) {
                writes.add(describe(access, "sets " + access.getTarget().getName()));
            } else if (access.getTarget().resolveMember().map(StateWrites::holdsCollection).orElse(false)) {
                linesReadingStateCollections.add(access.getLineNumber());
            }
        }
        for (JavaMethodCall call : unit.getMethodCallsFromSelf()) {
            JavaClass owner = call.getTargetOwner();
            String name = call.getName();
            if (isCollection(owner) && COLLECTION_CHANGES.contains(name)
                    && linesReadingStateCollections.contains(call.getLineNumber())) {
                writes.add(describe(call, "changes a state collection (" + name + ")"));
            } else if (ownedByState(owner) && DATA_CLASSES.contains(owner.getSimpleName()) && changesItsObject(call)) {
                writes.add(describe(call, "calls " + owner.getSimpleName() + "." + name));
            }
        }
        return writes;
    }

    /** A void method called on a die, a player, the turn's records or the combat changes that object. */
    private static boolean changesItsObject(JavaMethodCall call) {
        return call.getTarget().getRawReturnType().getName().equals("void")
                && !call.getTarget().resolveMember().map(m -> m.getModifiers().contains(JavaModifier.STATIC))
                .orElse(false);
    }

    /** The game state and the data it holds (not the table of a change in progress, nor the events). */
    private static boolean ownedByState(JavaClass owner) {
        return owner.getPackageName().equals(STATE)
                && (owner.getSimpleName().equals("GameState") || DATA_CLASSES.contains(owner.getSimpleName()));
    }

    private static boolean holdsCollection(JavaField field) {
        return isCollection(field.getRawType()) || field.getRawType().isArray();
    }

    private static boolean isCollection(JavaClass type) {
        return type.isAssignableTo(Collection.class) || type.isAssignableTo(Map.class);
    }

    private static String describe(JavaAccess<?> access, String what) {
        return access.getOrigin().getOwner().getName() + ":" + access.getLineNumber() + " " + what;
    }

    /** For ArchitectureTest: each write a class makes to the state's fields or collections is a violation. */
    static ArchCondition<JavaClass> changeTheStateOnlyThroughItsOperations() {
        return new ArchCondition<>("change the game state only through its own operations") {
            @Override
            public void check(JavaClass c, ConditionEvents events) {
                for (JavaCodeUnit unit : c.getCodeUnits()) {
                    of(unit).forEach(write -> events.add(SimpleConditionEvent.violated(c, write)));
                }
            }
        };
    }

    /** Prints each source file's writes to the state from outside its package, and the total. */
    public static void main(String[] args) {
        JavaClasses classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dicemasters");
        Map<String, List<String>> byFile = new TreeMap<>();
        for (JavaClass c : classes) {
            for (JavaCodeUnit unit : c.getCodeUnits()) {
                for (String write : of(unit)) {
                    String file = c.getPackageName() + "." + c.getSource().flatMap(s -> s.getFileName())
                            .orElse(c.getSimpleName());
                    byFile.computeIfAbsent(file, k -> new ArrayList<>()).add(write);
                }
            }
        }
        int total = 0;
        for (Map.Entry<String, List<String>> e : byFile.entrySet()) {
            System.out.println(e.getValue().size() + "\t" + e.getKey());
            if (args.length > 0 && args[0].equals("--lines")) {
                e.getValue().forEach(w -> System.out.println("\t\t" + w));
            }
            total += e.getValue().size();
        }
        System.out.println(total + " writes to the state outside engine.state, in " + byFile.size() + " files");
    }
}
