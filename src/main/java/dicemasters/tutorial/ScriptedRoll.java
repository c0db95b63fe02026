package dicemasters.tutorial;

/** One scripted roll: the card whose die is expected to be rolled, and the face index it lands on. */
public record ScriptedRoll(String cardId, String faceLabel, int faceIndex) {
}
