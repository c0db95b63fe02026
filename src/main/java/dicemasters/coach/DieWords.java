package dicemasters.coach;

import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.List;
import java.util.stream.Collectors;

/** How dice are named in coach and tutorial text: "Sam's Sidekick (Fist)". */
public final class DieWords {
    private DieWords() {
    }

    /** The die's card name and the face it shows where a face matters (rolled dice). */
    public static String name(GameState s, Die die) {
        String card = s.nameOf(die);
        return die.zone().isRolled() ? card + " (" + FaceLabel.of(s.face(die)) + ")" : card;
    }

    public static String owned(GameState s, Die die) {
        if (die.owner() < 0) {
            return name(s, die);
        }
        return s.player(die.owner()).name() + "'s " + name(s, die);
    }

    public static String list(GameState s, List<Integer> dieIds) {
        return joinWords(dieIds.stream().map(id -> owned(s, s.die(id))).toList());
    }

    /** "a", "a and b", "a, b and c". */
    public static String joinWords(List<String> words) {
        if (words.isEmpty()) {
            return "";
        }
        if (words.size() == 1) {
            return words.get(0);
        }
        return words.subList(0, words.size() - 1).stream().collect(Collectors.joining(", "))
                + " and " + words.get(words.size() - 1);
    }
}
