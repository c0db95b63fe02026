package dicemasters.ui;

/** How long each of the computer's moves stays on show before the next, so a person can follow. */
public enum Pace {
    SLOW("Slow", 2500),
    NORMAL("Normal", 1200),
    FAST("Fast", 400),
    INSTANT("At once", 0);

    private final String label;
    private final long millis;

    Pace(String label, long millis) {
        this.label = label;
        this.millis = millis;
    }

    /** The least time from the start of the computer's thinking to its move on the table. */
    public long millis() {
        return millis;
    }

    @Override
    public String toString() {
        return label;
    }
}
