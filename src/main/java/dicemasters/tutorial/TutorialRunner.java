package dicemasters.tutorial;

import dicemasters.coach.ActionWords;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * Plays a tutorial: starts its scripted game, tells the current step, accepts the learner's move
 * only when it is the example's move (otherwise explains why not, leaving the game as it was),
 * plays the steps marked auto by itself, and lets the learner go back a step or leave.
 */
public final class TutorialRunner {
    /** Every tutorial game starts from this seed; its script fixes the dice that matter. */
    public static final long SEED = 1L;

    private final Tutorial tutorial;
    private final List<Frame> history = new ArrayList<>();
    private final List<GameEvent> events = new ArrayList<>();
    /** Every action played so far, in order, so a board can follow the tutorial's game exactly. */
    private final List<Action> played = new ArrayList<>();
    private GameState state;
    private int autoPlayedByLastMove;
    private int stepIndex;
    private boolean left;

    /** The state and log length before a step the learner completed, so "back" can return to it. */
    private record Frame(int stepIndex, GameState state, int eventCount, int playedCount) {
    }

    private TutorialRunner(Tutorial tutorial) {
        this.tutorial = tutorial;
        Result.Done start = Engine.start(tutorial.setup(), SEED, tutorial.diceScript());
        state = start.state();
        events.addAll(start.events());
        playAutoSteps();
    }

    public static TutorialRunner start(Tutorial tutorial) {
        return new TutorialRunner(tutorial);
    }

    /** Every action of the tutorial's game so far, the automatic ones included, in order. */
    public List<Action> playedActions() {
        return List.copyOf(played);
    }

    public Tutorial tutorial() {
        return tutorial;
    }

    public GameState state() {
        return state;
    }

    /** Every event of the tutorial game so far, for the game log. */
    public List<GameEvent> events() {
        return List.copyOf(events);
    }

    /** The step waiting on the learner, or null when the tutorial is finished. */
    public TutorialStep currentStep() {
        return isFinished() ? null : tutorial.steps().get(stepIndex);
    }

    /** Zero-based index of the current step (equal to the step count when finished). */
    public int stepIndex() {
        return stepIndex;
    }

    public int stepCount() {
        return tutorial.steps().size();
    }

    public boolean isFinished() {
        return stepIndex >= tutorial.steps().size();
    }

    public boolean hasLeft() {
        return left;
    }

    /** The learner tries a move. */
    public Outcome submit(Action action) {
        TutorialStep step = currentStep();
        if (left || step == null) {
            return new Outcome.Declined(left ? "You have left this tutorial." : "The tutorial is over; well played!");
        }
        if (step.isReadOnly()) {
            return new Outcome.Declined("Read this step first, then press Next to go on.");
        }
        if (!step.expect().matches(state, action)) {
            return new Outcome.Declined(explainOther(step, action));
        }
        Result result = Engine.apply(state, canonical(action));
        if (result instanceof Result.Rejected r) {
            return new Outcome.Declined("That is the example's move, but the rules do not allow it like this: "
                    + r.reason());
        }
        Outcome outcome = advance((Result.Done) result);
        played.add(played.size() - autoPlayedByLastMove, canonical(action));
        return outcome;
    }

    /** Go on from a step that is only read. */
    public Outcome next() {
        TutorialStep step = currentStep();
        if (left || step == null) {
            return new Outcome.Declined(left ? "You have left this tutorial." : "The tutorial is over; well played!");
        }
        if (!step.isReadOnly()) {
            return new Outcome.Declined("This step waits for a move: " + instruction(step) + ".");
        }
        history.add(new Frame(stepIndex, state, events.size(), played.size()));
        stepIndex++;
        playAutoSteps();
        return new Outcome.Accepted(List.of());
    }

    /** The engine action the example makes at this step (for "show me"), or null on a step that is only read. */
    public Action expectedAction() {
        TutorialStep step = currentStep();
        if (step == null || step.isReadOnly()) {
            return null;
        }
        Action action = step.expect().toAction(state);
        if (action == null) {
            throw new IllegalStateException(tutorial.id() + ": step " + (stepIndex + 1) + " (" + step.title()
                    + "): the game does not allow the example's move: " + step.expect().describe());
        }
        return action;
    }

    /** Make the example's move (or go on, on a step that is only read). */
    public Outcome playExpected() {
        TutorialStep step = currentStep();
        return step == null || step.isReadOnly() ? next() : submit(expectedAction());
    }

    public boolean canGoBack() {
        return !left && !history.isEmpty();
    }

    /** Return to the step before, with the game exactly as it was then. */
    public boolean back() {
        if (!canGoBack()) {
            return false;
        }
        Frame f = history.remove(history.size() - 1);
        stepIndex = f.stepIndex();
        state = f.state();
        events.subList(f.eventCount(), events.size()).clear();
        played.subList(f.playedCount(), played.size()).clear();
        return true;
    }

    public void leave() {
        left = true;
    }

    /** Draws and rolls that went to other dice than the script meant (empty when the file is right). */
    public List<String> scriptProblems() {
        return ScriptAudit.problems(tutorial, state, events);
    }

    /** What the learner should do now, in words: "Sam buys a Wonder Woman die". */
    public String instruction(TutorialStep step) {
        if (step.isReadOnly()) {
            return "press Next";
        }
        return tutorial.playerName(state.actingPlayer()) + " " + step.expect().describe();
    }

    /**
     * Scripted faces go to dice in the order they roll; a reroll is rolled in die order whatever
     * order the learner picked the dice in, so the script's faces land where the file meant.
     */
    private static Action canonical(Action action) {
        if (action instanceof Action.Reroll r) {
            return new Action.Reroll(r.dice().stream().sorted().toList());
        }
        return action;
    }

    private Outcome advance(Result.Done done) {
        history.add(new Frame(stepIndex, state, events.size(), played.size()));
        List<GameEvent> happened = new ArrayList<>(done.events());
        state = done.state();
        events.addAll(done.events());
        stepIndex++;
        happened.addAll(playAutoSteps());
        return new Outcome.Accepted(happened);
    }

    /** Moves the example implies but that teach nothing are made by the runner itself. */
    private List<GameEvent> playAutoSteps() {
        List<GameEvent> happened = new ArrayList<>();
        autoPlayedByLastMove = 0;
        while (!isFinished() && currentStep().auto()) {
            Action auto = expectedAction();
            Result result = Engine.apply(state, auto);
            if (result instanceof Result.Rejected r) {
                throw new IllegalStateException(tutorial.id() + ": automatic step " + (stepIndex + 1) + " ("
                        + currentStep().title() + ") was rejected: " + r.reason());
            }
            Result.Done done = (Result.Done) result;
            played.add(auto);
            autoPlayedByLastMove++;
            state = done.state();
            events.addAll(done.events());
            happened.addAll(done.events());
            stepIndex++;
        }
        return happened;
    }

    private String explainOther(TutorialStep step, Action action) {
        StringBuilder why = new StringBuilder("Not this time: in the example, ")
                .append(instruction(step)).append('.');
        if (step.otherwise() != null) {
            why.append(' ').append(step.otherwise());
        }
        String reason = Engine.check(state, action);
        if (reason != null) {
            why.append(" (The rules would not allow that move now anyway: ").append(reason).append(')');
        } else {
            why.append(" Your move (").append(ActionWords.describe(state, action))
                    .append(") is legal, but this tutorial follows the example.");
        }
        return why.toString();
    }
}
