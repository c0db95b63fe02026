package dicemasters.engine.state;

import dicemasters.engine.card.Energy;

import java.util.ArrayList;
import java.util.Collections;
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
    /** Dice this player purchased this turn (for "the first die you purchase this turn"). */
    int purchasedThisTurn;
    /** The first die this player purchases this turn goes to the Prep Area instead of the Used Pile. */
    boolean firstPurchaseToPrep;
    /** Doubles: the Basic Action Cards (by card index) this player bought a die of this turn; one each at most. */
    final List<Integer> basicActionsBought = new ArrayList<>();
    /** Action dice (Basic or not) among the dice purchased this turn (for limits on purchases). */
    int actionDicePurchasedThisTurn;
    /** Dice this player purchased this game (for "if it is the first die you purchase this game"). */
    int purchasedThisGame;
    /** This player cannot field character dice this turn ("you cannot field any Superstar dice this turn"). */
    boolean cannotField;

    public PlayerState(String name, int life) {
        this.name = name;
        this.life = life;
    }

    public PlayerState copy() {
        PlayerState p = new PlayerState(name, life);
        // addAll allocates even for an empty list, and these are usually empty.
        if (!virtualEnergy.isEmpty()) {
            p.virtualEnergy.addAll(virtualEnergy);
        }
        p.knockedOutThisTurn = knockedOutThisTurn;
        if (!fieldedThisTurn.isEmpty()) {
            p.fieldedThisTurn.addAll(fieldedThisTurn);
        }
        p.purchasedThisTurn = purchasedThisTurn;
        p.firstPurchaseToPrep = firstPurchaseToPrep;
        if (!basicActionsBought.isEmpty()) {
            p.basicActionsBought.addAll(basicActionsBought);
        }
        p.actionDicePurchasedThisTurn = actionDicePurchasedThisTurn;
        p.purchasedThisGame = purchasedThisGame;
        p.cannotField = cannotField;
        return p;
    }

    public String name() {
        return name;
    }

    public int life() {
        return life;
    }

    public List<Energy> virtualEnergy() {
        return Collections.unmodifiableList(virtualEnergy);
    }

    public int knockedOutThisTurn() {
        return knockedOutThisTurn;
    }

    /** Character dice this player fielded this turn, in order. */
    public List<Integer> fieldedThisTurn() {
        return Collections.unmodifiableList(fieldedThisTurn);
    }

    /** Dice this player purchased this turn. */
    public int purchasedThisTurn() {
        return purchasedThisTurn;
    }

    /** Doubles: the Basic Action Cards (card indexes) this player bought a die of this turn. */
    public List<Integer> basicActionsBought() {
        return Collections.unmodifiableList(basicActionsBought);
    }

    /** Action dice among the dice this player purchased this turn. */
    public int actionDicePurchasedThisTurn() {
        return actionDicePurchasedThisTurn;
    }

    /** Dice this player purchased this game. */
    public int purchasedThisGame() {
        return purchasedThisGame;
    }

    /** Whether this player cannot field character dice this turn. */
    public boolean cannotField() {
        return cannotField;
    }

    /** Whether the first die this player purchases this turn goes to the Prep Area. */
    public boolean firstPurchaseToPrep() {
        return firstPurchaseToPrep;
    }
}
