package dicemasters.engine.action;

import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.DamageAssignment;

import java.util.List;

/**
 * Everything a player can do, as small immutable records. The acting player is always the one
 * the state waits on ({@link dicemasters.engine.state.GameState#actingPlayer()}), so actions do not name a player.
 */
public sealed interface Action {

    /** Roll and Reroll Step: reroll these dice as one group (empty: keep every result). */
    record Reroll(List<Integer> dice) implements Action {
        public Reroll {
            dice = List.copyOf(dice);
        }
    }

    /** Buy one die from a card (a team card of yours or a Basic Action Card). */
    record Purchase(int cardIndex, Payment payment) implements Action { }

    /** Move a character die from the Reserve Pool to the Field Zone, paying its fielding cost. */
    record Field(int die, Payment payment) implements Action { }

    /** Use an action die showing an action face. */
    record UseActionDie(int die) implements Action { }

    /** Pay for and use a Global Ability printed on any card on the table. */
    record UseGlobal(int cardIndex, int abilityIndex, Payment payment) implements Action { }

    /** Pass priority; also ends the step when the opponent has passed. */
    record Pass() implements Action { }

    /** Send these field dice to attack (empty: do not attack; the turn ends). */
    record DeclareAttackers(List<Integer> dice) implements Action {
        public DeclareAttackers {
            dice = List.copyOf(dice);
        }
    }

    /** Pair blockers with attackers (empty: no blocks). */
    record DeclareBlockers(List<Block> blocks) implements Action {
        public DeclareBlockers {
            blocks = List.copyOf(blocks);
        }
    }

    record Block(int blocker, int attacker) { }

    /** Answer a {@link Decision.SplitDamage}: amounts per blocker, adding up to the attacker's damage. */
    record SplitDamage(List<DamageAssignment> shares) implements Action {
        public SplitDamage {
            shares = List.copyOf(shares);
        }
    }

    /** Answer a {@link Decision.ChooseTargets}. */
    record ChooseTargets(List<Integer> dice) implements Action {
        public ChooseTargets {
            dice = List.copyOf(dice);
        }
    }

    /** Answer a {@link Decision.OrderTriggers} with indexes into its list, first to resolve first. */
    record OrderTriggers(List<Integer> order) implements Action {
        public OrderTriggers {
            order = List.copyOf(order);
        }
    }

    /**
     * Answer a {@link Decision.React}: use the option with this index, paying its cost (a reactive
     * Global's energy; {@link Payment#NOTHING} for a free reaction).
     */
    record React(int option, Payment payment) implements Action { }

    /** Answer a {@link Decision.React}: let the damage be dealt without reacting. */
    record DeclineReaction() implements Action { }

    /**
     * Answer a {@link Decision.SplitPrepArea}: the dice of the shared Prep Area the teammate rolls;
     * the deciding player rolls the rest.
     */
    record SplitPrepArea(List<Integer> teammateDice) implements Action {
        public SplitPrepArea {
            teammateDice = List.copyOf(teammateDice);
        }
    }

    /** Answer a {@link Decision.ChooseNumber}. */
    record ChooseNumber(int number) implements Action { }

    /**
     * A player concedes the game for their side: {@link #ACTING}, the player the game waits on (as
     * at a shared table), or a player by number (a network guest concedes for its own side at any
     * time, even while the game waits on another player who lost the connection).
     */
    record Concede(int player) implements Action {
        /** The player the game waits on. */
        public static final int ACTING = -1;

        /** The player the game waits on concedes. */
        public Concede() {
            this(ACTING);
        }
    }

    /**
     * Use an ability of a die in the Field Zone that works "whenever you could use a Global
     * Ability" (a Continuous action die's, say), paying its cost: the energy in {@code payment}
     * ({@link Payment#NOTHING} when it costs none) and whatever else the cost asks, such as sending
     * the die to the Used Pile.
     */
    record UseFieldAbility(int die, int abilityIndex, Payment payment) implements Action { }
}
