package dicemasters.engine;

import dicemasters.engine.card.Energy;

import java.util.ArrayList;
import java.util.List;

/** A player's life, unspent virtual energy and per-turn tallies. */
public final class PlayerState {
    private final String name;
    int life;
    final List<Energy> virtualEnergy = new ArrayList<>();
    /** Character dice of this player KO'd this turn (for conditions such as Resistance). */
    int knockedOutThisTurn;
    /** Character dice this player fielded this turn, in order (for Strike). */
    final List<Integer> fieldedThisTurn = new ArrayList<>();

    PlayerState(String name, int life) {
        this.name = name;
        this.life = life;
    }

    PlayerState copy() {
        PlayerState p = new PlayerState(name, life);
        // addAll allocates even for an empty list, and these are usually empty.
        if (!virtualEnergy.isEmpty()) {
            p.virtualEnergy.addAll(virtualEnergy);
        }
        p.knockedOutThisTurn = knockedOutThisTurn;
        if (!fieldedThisTurn.isEmpty()) {
            p.fieldedThisTurn.addAll(fieldedThisTurn);
        }
        return p;
    }

    public String name() {
        return name;
    }

    public int life() {
        return life;
    }

    public List<Energy> virtualEnergy() {
        return List.copyOf(virtualEnergy);
    }

    public int knockedOutThisTurn() {
        return knockedOutThisTurn;
    }

    /** Character dice this player fielded this turn, in order. */
    public List<Integer> fieldedThisTurn() {
        return List.copyOf(fieldedThisTurn);
    }
}
