package dicemasters.engine.card;

/** Keywords printed on cards. Their rules live in the engine, not on the card. */
public enum Keyword {
    FAST("Fast"),
    OVERCRUSH("Overcrush");

    private final String label;

    Keyword(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
