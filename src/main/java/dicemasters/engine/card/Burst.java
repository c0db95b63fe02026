package dicemasters.engine.card;

/** Which rolled burst count an ability needs; ALWAYS is the card's base text. */
public enum Burst {
    ALWAYS, ONE, TWO, ONE_OR_TWO;

    public boolean matches(int bursts) {
        return switch (this) {
            case ALWAYS -> true;
            case ONE -> bursts == 1;
            case TWO -> bursts == 2;
            case ONE_OR_TWO -> bursts >= 1;
        };
    }
}
