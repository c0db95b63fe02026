package dicemasters.engine.state;

import java.util.List;

/**
 * A game's {@link DiceScript} and how much of it the game has used: the next draw and the next roll
 * it fixes, until a list runs out and the game's own generator decides again. Immutable: the state
 * holds the current one and replaces it as draws and rolls use it up.
 */
public record ScriptedDice(DiceScript script, int drawsUsed, int facesUsed) {
    /** Nothing fixed in advance: every ordinary game. */
    public static final ScriptedDice NONE = of(DiceScript.NONE);

    public static ScriptedDice of(DiceScript script) {
        return new ScriptedDice(script, 0, 0);
    }

    public boolean hasDraw() {
        return drawsUsed < script.draws().size();
    }

    /** The card id of the next die to draw; only while {@link #hasDraw()}. */
    public String nextDraw() {
        return script.draws().get(drawsUsed);
    }

    public ScriptedDice afterDraw() {
        return new ScriptedDice(script, drawsUsed + 1, facesUsed);
    }

    public boolean hasFace() {
        return facesUsed < script.faces().size();
    }

    /** The face index of the next roll; only while {@link #hasFace()}. */
    public int nextFace() {
        return script.faces().get(facesUsed);
    }

    public ScriptedDice afterFace() {
        return new ScriptedDice(script, drawsUsed, facesUsed + 1);
    }

    /** The draws still to come. */
    public List<String> remainingDraws() {
        return script.draws().subList(Math.min(drawsUsed, script.draws().size()), script.draws().size());
    }

    /** The rolls still to come. */
    public List<Integer> remainingFaces() {
        return script.faces().subList(Math.min(facesUsed, script.faces().size()), script.faces().size());
    }
}
