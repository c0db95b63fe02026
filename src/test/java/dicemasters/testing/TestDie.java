package dicemasters.testing;

/**
 * A die of the game under test, known by its id (the engine's dice are copied with every state, so
 * a test keeps this handle and reads the die through the game: {@code game.die(d)}, or better
 * {@code assertThat(game).die(d)}). The name and owner are as they were when the fixture handed it
 * out, for messages.
 */
public record TestDie(int id, String name, int owner) {

    @Override
    public String toString() {
        String whose = switch (owner) {
            case Rulebook.ANN -> "Ann's ";
            case Rulebook.BEN -> "Ben's ";
            case Rulebook.CID -> "Cid's ";
            case Rulebook.DEE -> "Dee's ";
            default -> "";
        };
        return whose + name + " die #" + id;
    }
}
