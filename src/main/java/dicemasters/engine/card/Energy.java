package dicemasters.engine.card;

/** An energy symbol on a die face. The four types, Wild (spends as any type) and generic. */
public enum Energy {
    FIST("Fist"), BOLT("Bolt"), MASK("Mask"), SHIELD("Shield"), WILD("Wild"), GENERIC("generic");

    private final String label;

    Energy(String label) {
        this.label = label;
    }

    /** True for the four energy types a card can require. */
    public boolean isType() {
        return this != WILD && this != GENERIC;
    }

    /** Whether this symbol may be spent to meet a card's requirement of {@code type}. */
    public boolean satisfies(Energy type) {
        return this == type || (this == WILD && type.isType());
    }

    public String label() {
        return label;
    }
}
