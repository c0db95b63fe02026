package dicemasters.coach;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Face;

import java.util.ArrayList;
import java.util.List;

/**
 * Short names for die faces that a player can read and a tutorial file can use: "Fist", "2 Shield",
 * "2 generic", "level 3", "action", "action 1 burst", "action 2 bursts".
 */
public final class FaceLabel {
    private FaceLabel() {
    }

    public static String of(Face face) {
        return switch (face.kind()) {
            case ENERGY -> Face.describeEnergy(face.energy());
            case CHARACTER -> "level " + face.level();
            case ACTION -> face.bursts() == 0 ? "action"
                    : "action " + face.bursts() + (face.bursts() == 1 ? " burst" : " bursts");
        };
    }

    /** The index of the first face of the card's dice with this label (any case), or -1. */
    public static int indexOf(CardDefinition card, String label) {
        List<Face> faces = card.faces();
        for (int i = 0; i < faces.size(); i++) {
            if (of(faces.get(i)).equalsIgnoreCase(label.trim())) {
                return i;
            }
        }
        return -1;
    }

    /** Every distinct label of the card's dice, in face order (for error messages). */
    public static List<String> labels(CardDefinition card) {
        List<String> result = new ArrayList<>();
        for (Face f : card.faces()) {
            String label = of(f);
            if (!result.contains(label)) {
                result.add(label);
            }
        }
        return result;
    }
}
