package dicemasters.testing;

import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.persist.StateHash;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.AbstractStringAssert;
import org.assertj.core.api.Assertions;

/**
 * What the engine says to one action in one position. A rejection must leave the position exactly
 * as it was (its {@link StateHash} is compared), as the engine promises.
 */
public final class ActionAssert extends AbstractAssert<ActionAssert, Action> {
    private final GameState state;

    ActionAssert(GameState state, Action action) {
        super(action, ActionAssert.class);
        this.state = state;
    }

    /** The engine rejects it with exactly this reason, and the position is unchanged. */
    public ActionAssert isRejectedBecause(String reason) {
        String given = reason();
        if (!given.equals(reason)) {
            failWithMessage("Expected %s to be rejected because%n  <%s>%nbut the reason is%n  <%s>", actual, reason,
                    given);
        }
        return this;
    }

    /** The engine rejects it and the position is unchanged; then look at the reason. */
    public AbstractStringAssert<?> isRejected() {
        return Assertions.assertThat(reason()).as("why %s is rejected", actual);
    }

    /** The engine allows it (it is not applied: the game stays where it is). */
    public ActionAssert isAllowed() {
        Result result = Engine.apply(state, actual);
        if (result instanceof Result.Rejected r) {
            failWithMessage("Expected %s to be allowed but it is rejected: %s", actual, r.reason());
        }
        return this;
    }

    /** It is one of the legal actions the engine lists (what the window and the players are offered). */
    public ActionAssert isOffered() {
        if (!Engine.legalActions(state).contains(actual)) {
            failWithMessage("Expected %s to be among the legal actions %s", actual, Engine.legalActions(state));
        }
        return this;
    }

    public ActionAssert isNotOffered() {
        if (Engine.legalActions(state).contains(actual)) {
            failWithMessage("Expected %s not to be among the legal actions", actual);
        }
        return this;
    }

    private String reason() {
        String before = StateHash.of(state);
        Result result = Engine.apply(state, actual);
        if (!(result instanceof Result.Rejected rejected)) {
            failWithMessage("Expected %s to be rejected but the engine allows it", actual);
            throw new AssertionError();
        }
        String after = StateHash.of(state);
        if (!after.equals(before)) {
            failWithMessage("Rejecting %s changed the position (%s)", actual, StateHash.differingParts(before, after));
        }
        return rejected.reason();
    }
}
