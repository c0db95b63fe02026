package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.List;

/**
 * Who may block and whom, for the blocks being drafted ({@link BlockingDraft}): the engine's answer
 * on the table's own state, or, at a table that does not decide, what the deciding program offered.
 */
interface BlockRules {
    List<Die> blockers(GameState s);

    /** The attackers the player declaring blockers may block. */
    List<Die> attackers(GameState s);

    /** Why the blocker may not block all of these attackers at once, or null when it may. */
    String severalBlocksProblem(GameState s, Die blocker, List<Die> attackers);

    BlockRules ENGINE = new BlockRules() {
        @Override
        public List<Die> blockers(GameState s) {
            return Engine.possibleBlockers(s);
        }

        @Override
        public List<Die> attackers(GameState s) {
            return Engine.blockableAttackers(s);
        }

        @Override
        public String severalBlocksProblem(GameState s, Die blocker, List<Die> attackers) {
            return Engine.severalBlocksProblem(s, blocker, attackers);
        }
    };

    /** The blockers, attackers and blockers of several attackers offered (the whole declaration is judged when sent). */
    static BlockRules offered(OfferedMoves m) {
        return new BlockRules() {
            @Override
            public List<Die> blockers(GameState s) {
                return OfferedOptions.dice(s, m.pick());
            }

            @Override
            public List<Die> attackers(GameState s) {
                return OfferedOptions.dice(s, m.attackers());
            }

            @Override
            public String severalBlocksProblem(GameState s, Die blocker, List<Die> attackers) {
                return attackers.size() <= 1 || m.severalBlocks().contains(blocker.id()) ? null
                        : s.nameOf(blocker) + " may block only one attacker.";
            }
        };
    }
}
