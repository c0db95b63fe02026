package dicemasters.engine.card;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The one place that knows the face convention of docs/RULINGS: the exact face layout of most
 * dice is not published, so every die built from a card's levels uses these layouts.
 */
public final class StandardDice {
    private StandardDice() {
    }

    /** Sidekick: one character face (level 1, cost 0, 1A 1D) and single Fist, Bolt, Mask, Shield, Wild. */
    public static final CardDefinition SIDEKICK = new CardDefinition("SIDEKICK", "Sidekick", "", CardType.SIDEKICK,
            0, List.of(), List.of(), 8,
            List.of(Face.energy(Energy.FIST), Face.energy(Energy.BOLT), Face.energy(Energy.MASK),
                    Face.energy(Energy.SHIELD), Face.energy(Energy.WILD), Face.character(1, 0, 1, 1, 0)),
            Set.of(), List.of());

    /** Basic Action die: action faces with no, one and two bursts, and three double-generic faces. */
    public static List<Face> basicActionFaces() {
        return List.of(Face.energy(Energy.GENERIC, Energy.GENERIC), Face.energy(Energy.GENERIC, Energy.GENERIC),
                Face.energy(Energy.GENERIC, Energy.GENERIC), Face.action(0), Face.action(1), Face.action(2));
    }

    /**
     * A character die: its level faces plus energy. One type gives two doubles and one single of it;
     * two or more types (crossover) give two doubles of the first two types and one generic face.
     */
    public static List<Face> characterFaces(List<Energy> types, List<Face> levels) {
        List<Face> faces = new ArrayList<>(energyFaces(types));
        faces.addAll(levels);
        return List.copyOf(faces);
    }

    /** A non-basic action die: its three action faces plus the energy of its type. */
    public static List<Face> actionFaces(List<Energy> types) {
        List<Face> faces = new ArrayList<>(energyFaces(types));
        faces.addAll(List.of(Face.action(0), Face.action(1), Face.action(2)));
        return List.copyOf(faces);
    }

    private static List<Face> energyFaces(List<Energy> types) {
        if (types.isEmpty()) {
            Face two = Face.energy(Energy.GENERIC, Energy.GENERIC);
            return List.of(two, two, Face.energy(Energy.GENERIC));
        }
        if (types.size() == 1) {
            Energy t = types.get(0);
            return List.of(Face.energy(t, t), Face.energy(t, t), Face.energy(t));
        }
        Face cross = Face.energy(types.get(0), types.get(1));
        return List.of(cross, cross, Face.energy(Energy.GENERIC));
    }
}
