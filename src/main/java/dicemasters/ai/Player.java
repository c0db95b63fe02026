package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;

/** An automatic player: given a state where it must act, it chooses an action. */
public interface Player {
    Action choose(GameState state);
}
