package dicemasters.sim;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One seeded game played by random legal choices with every invariant checked after every action:
 * listed actions pass the engine's check (two at random each step, and the one played), one illegal
 * action per step is refused without a trace, the chosen action changes only the new state, and (for
 * one seed in {@value #REPLAY_EVERY}) the whole game replays to the same end. The first broken invariant ends the game and is reported with its action.
 */
final class CheckedGame {
    /** Every this many seeds, the game is replayed from its seed to check determinism. */
    static final int REPLAY_EVERY = 20;
    /** How many listed actions are checked at every step, besides the one chosen and applied. */
    static final int LISTED_CHECKED = 2;

    /** What one game did: actions applied, whether it ended, and the first broken invariant (or null). */
    record Outcome(long seed, int actions, boolean finished, String violation) {
    }

    private CheckedGame() {
    }

    static Outcome play(GameSetup setup, long seed, int turnLimit) {
        SplittableRandom chooser = new SplittableRandom(seed);
        GameState s = Engine.start(setup, seed).state();
        int diceCount = s.dice().size();
        List<Action> played = new ArrayList<>();
        try {
            while (!s.isOver() && s.turn() <= turnLimit) {
                List<Action> legal = Engine.legalActions(s);
                String problem = legal.isEmpty() ? "end: no legal action in " + s.step()
                        : listedAreLegal(s, legal, chooser);
                problem = problem != null ? problem : Invariants.rejectionChangesNothing(s, illegal(s, chooser));
                if (problem != null) {
                    return new Outcome(seed, played.size(), false, at(played, problem));
                }
                Action action = legal.get(chooser.nextInt(legal.size()));
                long before = Fingerprint.of(s);
                Result result = Engine.apply(s, action);
                if (result instanceof Result.Rejected rejected) {
                    return new Outcome(seed, played.size(), false,
                            at(played, "legal: listed " + action + " was rejected: " + rejected.reason()));
                }
                if (Fingerprint.of(s) != before) {
                    return new Outcome(seed, played.size(), false, at(played, "pure: applying " + action
                            + " changed the state it was applied to"));
                }
                GameState next = ((Result.Done) result).state();
                problem = Invariants.after(s, next, diceCount);
                if (problem != null) {
                    return new Outcome(seed, played.size(), false, at(played, problem + " after " + action));
                }
                played.add(action);
                s = next;
            }
        } catch (RuntimeException e) {
            return new Outcome(seed, played.size(), false, at(played, "engine fault: " + e));
        }
        String replay = seed % REPLAY_EVERY == 0 ? replaysAlike(setup, seed, played, s) : null;
        return new Outcome(seed, played.size(), s.isOver(), replay);
    }

    /** A few listed actions, picked at random, pass the engine's check (all of them would triple the time). */
    private static String listedAreLegal(GameState s, List<Action> legal, SplittableRandom chooser) {
        for (int i = 0; i < Math.min(LISTED_CHECKED, legal.size()); i++) {
            Action action = legal.get(chooser.nextInt(legal.size()));
            String reason = Engine.check(s, action);
            if (reason != null) {
                return "legal: listed " + action + " fails Engine.check: " + reason;
            }
        }
        return null;
    }

    /** A plausible action aimed at a random die or card, often illegal here (it is skipped when legal). */
    private static Action illegal(GameState s, SplittableRandom chooser) {
        int die = chooser.nextInt(s.dice().size() + 2) - 1;
        int card = chooser.nextInt(s.cards().size() + 2) - 1;
        return switch (chooser.nextInt(6)) {
            case 0 -> new Action.UseActionDie(die);
            case 1 -> new Action.DeclareAttackers(List.of(Math.max(0, die)));
            case 2 -> new Action.Reroll(List.of(Math.max(0, die)));
            case 3 -> new Action.Purchase(card, Payment.NOTHING);
            case 4 -> new Action.Field(die, Payment.NOTHING);
            default -> new Action.ChooseTargets(List.of(Math.max(0, die)));
        };
    }

    private static String replaysAlike(GameSetup setup, long seed, List<Action> played, GameState end) {
        GameState s = Engine.start(setup, seed).state();
        for (int i = 0; i < played.size(); i++) {
            if (!(Engine.apply(s, played.get(i)) instanceof Result.Done done)) {
                return "determinism: action " + (i + 1) + " " + played.get(i) + " is rejected when the game is replayed";
            }
            s = done.state();
        }
        return Fingerprint.of(s) == Fingerprint.of(end) ? null
                : "determinism: replaying the " + played.size() + " actions from the seed ends in another state";
    }

    private static String at(List<Action> played, String problem) {
        return "action " + (played.size() + 1) + ": " + problem;
    }
}
