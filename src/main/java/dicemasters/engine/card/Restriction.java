package dicemasters.engine.card;

/** Combat rules an effect puts on a die until the end of the turn. */
public enum Restriction {
    CANT_BLOCK("can't block"),
    MUST_BLOCK("must block if able"),
    UNBLOCKABLE("can't be blocked"),
    CANT_ATTACK("can't attack"),
    MUST_ATTACK("must attack if able");

    private final String text;

    Restriction(String text) {
        this.text = text;
    }

    /** The words after the die: "target die can't block". */
    public String text() {
        return text;
    }
}
