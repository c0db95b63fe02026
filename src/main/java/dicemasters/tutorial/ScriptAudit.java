package dicemasters.tutorial;

import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Compares what a tutorial game drew and rolled with what its script meant: the engine applies
 * scripted faces to whichever die rolls next, so a script written for the wrong die order would
 * quietly give the wrong dice. The tests require no problems here.
 */
final class ScriptAudit {
    private ScriptAudit() {
    }

    /** Problems with the draws and rolls in these events, read in the final state's die names. */
    static List<String> problems(Tutorial tutorial, GameState state, List<GameEvent> events) {
        List<String> problems = new ArrayList<>();
        int draw = 0;
        int roll = 0;
        for (GameEvent e : events) {
            if (e instanceof GameEvent.DieMoved m && m.from() == Zone.BAG && draw < tutorial.draws().size()) {
                String actual = state.definition(state.die(m.dieId())).id();
                String meant = tutorial.draws().get(draw);
                if (!actual.equalsIgnoreCase(meant)) {
                    problems.add("draw " + (draw + 1) + " was meant to be " + meant + " but was " + actual);
                }
                draw++;
            } else if (e instanceof GameEvent.DieRolled r && roll < tutorial.rolls().size()) {
                String actual = state.definition(state.die(r.dieId())).id();
                ScriptedRoll meant = tutorial.rolls().get(roll);
                if (!actual.equalsIgnoreCase(meant.cardId())) {
                    problems.add("roll " + (roll + 1) + " (" + meant.faceLabel() + ") was meant for a " + meant.cardId()
                            + " die but a " + actual + " die rolled");
                }
                roll++;
            }
        }
        return problems;
    }

    /** How many scripted rolls these events used. */
    static int rollsUsed(List<GameEvent> events) {
        return (int) events.stream().filter(e -> e instanceof GameEvent.DieRolled).count();
    }
}
