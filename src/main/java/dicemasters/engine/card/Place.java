package dicemasters.engine.card;

/** Where an effect looks for dice. Targeting means the Field Zone unless the text says otherwise. */
public enum Place {
    FIELD("Field Zone"), RESERVE("Reserve Pool"), PREP("Prep Area"), USED("Used Pile"), BAG("bag");

    private final String label;

    Place(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
