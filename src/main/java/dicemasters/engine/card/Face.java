package dicemasters.engine.card;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One face of a die. Energy faces list their symbols (a double shows two); character faces
 * carry a level, fielding cost, attack, defense and bursts; action faces carry bursts.
 */
public record Face(FaceKind kind, List<Energy> energy, int level, int fieldCost, int attack, int defense,
                   int bursts) {

    public Face {
        energy = List.copyOf(energy);
    }

    public static Face energy(Energy... symbols) {
        return new Face(FaceKind.ENERGY, List.of(symbols), 0, 0, 0, 0, 0);
    }

    public static Face character(int level, int fieldCost, int attack, int defense, int bursts) {
        return new Face(FaceKind.CHARACTER, List.of(), level, fieldCost, attack, defense, bursts);
    }

    public static Face action(int bursts) {
        return new Face(FaceKind.ACTION, List.of(), 0, 0, 0, 0, bursts);
    }

    public boolean isEnergy() {
        return kind == FaceKind.ENERGY;
    }

    public boolean isCharacter() {
        return kind == FaceKind.CHARACTER;
    }

    public boolean isAction() {
        return kind == FaceKind.ACTION;
    }

    /** Short text for logs: "Bolt", "2 Fist", "level 2 (field 1, 3A 2D)", "action, 1 burst". */
    public String describe() {
        return switch (kind) {
            case ENERGY -> describeEnergy(energy);
            case CHARACTER -> "level " + level + " (field " + fieldCost + ", " + attack + "A " + defense + "D"
                    + burstText() + ")";
            case ACTION -> "action" + (bursts == 0 ? "" : ", " + bursts + (bursts == 1 ? " burst" : " bursts"));
        };
    }

    private String burstText() {
        return bursts == 0 ? "" : ", " + "*".repeat(bursts);
    }

    public static String describeEnergy(List<Energy> symbols) {
        if (symbols.isEmpty()) {
            return "no energy";
        }
        if (symbols.size() == 2 && symbols.get(0) == symbols.get(1)) {
            return "2 " + symbols.get(0).label();
        }
        return symbols.stream().map(Energy::label).collect(Collectors.joining(" + "));
    }
}
