package dicemasters.ui;

import dicemasters.ai.Strength;

/**
 * Who plays a seat at the table: a person, the computer at one of its strengths, or a person at
 * another computer (a network game this table hosts; docs/NETWORK.md).
 */
public enum Seat {
    PERSON("Person", null),
    EASY("Computer (Easy)", Strength.EASY),
    NORMAL("Computer (Normal)", Strength.NORMAL),
    HARD("Computer (Hard)", Strength.HARD),
    REMOTE("Another computer (network)", null);

    private final String label;
    private final Strength strength;

    Seat(String label, Strength strength) {
        this.label = label;
        this.strength = strength;
    }

    /** The computer's seat at this strength. */
    public static Seat of(Strength strength) {
        for (Seat seat : values()) {
            if (seat.strength == strength) {
                return seat;
            }
        }
        throw new IllegalArgumentException("no seat plays at " + strength);
    }

    public boolean isComputer() {
        return strength != null;
    }

    /** Played from another computer: its moves come over the network, never from this table. */
    public boolean isRemote() {
        return this == REMOTE;
    }

    /** The computer's strength, or null for a person. */
    public Strength strength() {
        return strength;
    }

    @Override
    public String toString() {
        return label;
    }
}
