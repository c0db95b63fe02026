package dicemasters.tutorial;

import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.DiceScript;

import java.util.List;

/**
 * A tutorial loaded from its file: what it is, the game it sets up, the draws and rolls it fixes
 * in advance (card ids drawn in order; rolls in order with the card each one is meant for), and
 * its steps.
 */
public record Tutorial(String id, String title, String rulebook, String comment, GameSetup setup,
                       List<String> draws, List<ScriptedRoll> rolls, List<TutorialStep> steps) {

    public Tutorial {
        draws = List.copyOf(draws);
        rolls = List.copyOf(rolls);
        steps = List.copyOf(steps);
    }

    public DiceScript diceScript() {
        return new DiceScript(draws, rolls.stream().map(ScriptedRoll::faceIndex).toList());
    }

    public String playerName(int player) {
        return setup.teams().get(player).playerName();
    }
}
