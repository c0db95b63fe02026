package dicemasters.testing;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import org.assertj.core.api.AbstractAssert;

/**
 * Assertions that read like the rulebook:
 * <pre>{@code
 * assertThat(game).die(sniper).isIn(USED_PILE);
 * assertThat(game).die(manta).wasKnockedOut();
 * assertThat(game).player(BEN).hasLife(6);
 * assertThat(game).log().says("Sniper deals 1 damage to Black Manta.");
 * assertThat(game).action(declaringAttackers(inReserve)).isRejectedBecause("...");
 * }</pre>
 * Import it beside AssertJ's: {@code import static dicemasters.testing.GameAssert.assertThat;}.
 */
public final class GameAssert extends AbstractAssert<GameAssert, TestGame> {

    private GameAssert(TestGame game) {
        super(game, GameAssert.class);
    }

    public static GameAssert assertThat(TestGame game) {
        return new GameAssert(game);
    }

    public DieAssert die(TestDie die) {
        return new DieAssert(actual, die).as(info.description());
    }

    public PlayerAssert player(int player) {
        return new PlayerAssert(actual, player).as(info.description());
    }

    public LogAssert log() {
        return new LogAssert(actual.log()).as(info.description());
    }

    /** What the engine says to the acting player's {@code action} in the game's position now. */
    public ActionAssert action(Action action) {
        actual.proceed();
        return new ActionAssert(actual.state(), action).as(info.description());
    }

    /** The game is in this step. */
    public GameAssert isAt(Step step) {
        isNotNull();
        if (state().step() != step) {
            failWithMessage("Expected the game to be at <%s> but it is at <%s>", step.label(), state().step().label());
        }
        return this;
    }

    /** It is this player's turn. */
    public GameAssert isTurnOf(int player) {
        if (state().activePlayer() != player) {
            failWithMessage("Expected it to be %s's turn but it is %s's", name(player), name(state().activePlayer()));
        }
        return this;
    }

    /** The engine waits on this player (a decision's player, the priority holder, the blocker...). */
    public GameAssert waitsOn(int player) {
        if (state().actingPlayer() != player) {
            failWithMessage("Expected the game to wait on %s but it waits on %s", name(player),
                    name(state().actingPlayer()));
        }
        return this;
    }

    public GameAssert hasPriorityWith(int player) {
        if (state().priorityPlayer() != player) {
            failWithMessage("Expected %s to hold priority but %s does", name(player), name(state().priorityPlayer()));
        }
        return this;
    }

    /** Nothing is waiting on a player's decision. */
    public GameAssert asksNothing() {
        if (state().decision() != null) {
            failWithMessage("Expected no decision pending but the engine asks: %s", state().decision().prompt());
        }
        return this;
    }

    /** The game is over and the player's team (in Doubles: the player and their teammate) won. */
    public GameAssert isWonBy(int player) {
        if (!state().isOver() || !state().seats().sameTeam(state().winner(), player)) {
            failWithMessage("Expected %s to have won; over: %s, winner: %s", name(player), state().isOver(),
                    state().winner());
        }
        return this;
    }

    private GameState state() {
        return actual.state();
    }

    private String name(int player) {
        return state().player(player).name();
    }
}
