package dicemasters.engine;

import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;

import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/** Test helpers: apply actions expecting success or a rejection, and read positions compactly. */
final class Play {
    private Play() {
    }

    static Result.Done ok(GameState state, Action action) {
        Result result = Engine.apply(state, action);
        if (result instanceof Result.Rejected r) {
            fail("expected " + action + " to be allowed, but: " + r.reason());
        }
        return (Result.Done) result;
    }

    static GameState after(GameState state, Action... actions) {
        for (Action a : actions) {
            state = ok(state, a).state();
        }
        return state;
    }

    /** Applies the action expecting a rejection; checks the state was not changed; returns the reason. */
    static String rejected(GameState state, Action action) {
        String before = snapshot(state);
        Result result = Engine.apply(state, action);
        assertThat(result).as("expected %s to be rejected", action).isInstanceOf(Result.Rejected.class);
        assertThat(snapshot(state)).isEqualTo(before);
        return ((Result.Rejected) result).reason();
    }

    /** A compact picture of a position, for "nothing changed" checks. */
    static String snapshot(GameState s) {
        String dice = s.dice().stream().map(d -> d.id() + ":" + d.owner() + d.zone() + d.faceIndex() + "/"
                + d.damage() + (d.partiallySpent() ? "p" : "") + d.blockingAll()).collect(Collectors.joining(","));
        return dice + "|" + s.player(0).life() + s.player(0).virtualEnergy() + "|" + s.player(1).life()
                + s.player(1).virtualEnergy() + "|" + s.step() + s.turn() + s.activePlayer() + s.priorityPlayer()
                + s.decision() + s.queue() + s.modifiers() + s.rngState();
    }

    static List<Die> in(GameState s, int player, Zone zone) {
        return s.diceIn(player, zone);
    }

    static <T extends GameEvent> List<T> events(Result.Done done, Class<T> type) {
        return done.events().stream().filter(type::isInstance).map(type::cast).toList();
    }

    static Payment pay(int dieId, dicemasters.engine.card.Energy... symbols) {
        return Payment.of(new Payment.Spend(dieId, List.of(symbols)));
    }
}
