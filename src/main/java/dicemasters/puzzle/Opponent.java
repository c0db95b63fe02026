package dicemasters.puzzle;

import dicemasters.engine.action.Action;

import java.util.List;

/**
 * What the opponent does in a puzzle, never hidden: {@code plan} tells the player in words, and
 * {@code moves} is the script. Whenever the opponent must act, it makes the first move of its
 * script that is one of its moves now (by the words the program gives it); when none is, it does
 * nothing it can leave undone: it passes, keeps its dice, does not attack or block, lets damage be
 * dealt and pays nothing; a choice it must make takes the first the program lists.
 */
public record Opponent(String plan, List<String> moves) {
    public Opponent {
        moves = List.copyOf(moves);
    }

    /** The opponent's move among its moves now (never empty). */
    public Move choose(List<Move> legal) {
        for (String words : moves) {
            for (Move m : legal) {
                if (m.words().equals(words)) {
                    return m;
                }
            }
        }
        return legal.stream().filter(m -> isQuiet(m.action())).findFirst().orElse(legal.get(0));
    }

    private static boolean isQuiet(Action a) {
        return a instanceof Action.Pass || a instanceof Action.DeclineReaction
                || (a instanceof Action.DeclareBlockers b && b.blocks().isEmpty())
                || (a instanceof Action.DeclareAttackers d && d.dice().isEmpty())
                || (a instanceof Action.Reroll r && r.dice().isEmpty());
    }
}
