package dicemasters.engine.state;

/** A character name a card chose ("choose a Turtle character"), kept while the game lasts. */
public record NamedCharacter(int namingCard, String name) {
}
