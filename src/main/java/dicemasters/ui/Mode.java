package dicemasters.ui;

import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;

/** What the table is waiting for from the acting player, as the view presents it. */
enum Mode {
    /** The game has ended. */
    OVER,
    /** Roll and Reroll Step: pick dice to reroll. */
    REROLL,
    /** A Global window (Main Step or the attack's window): buy, field, use dice and Globals, pass. */
    WINDOW,
    /** Paying for something picked in the window: adjust the energy dice spent. */
    PAYING,
    /** Pick attackers. */
    ATTACKERS,
    /** The defender pairs blockers with attackers. */
    BLOCKERS,
    /** Answer a target choice. */
    TARGETS,
    /** Split an attacker's damage among its blockers. */
    SPLIT,
    /** Order simultaneous triggered abilities. */
    ORDER,
    /** Damage is about to be dealt: react to it (prevent, redirect) or let it be dealt. */
    REACT,
    /** Choose a number (a secret draw, or a guess of it). */
    NUMBER,
    /** Doubles: split the team's shared Prep Area between the teammates before rolling. */
    PREP_SPLIT,
    /** The computer plays the acting player's seat: the person waits (or skips to their decision). */
    COMPUTER,
    /** A player at another computer (a network game) plays the acting player's seat: this table waits. */
    AWAY;

    /** What the table waits for in a state; {@code paying}: a payment is being drafted. */
    static Mode of(GameState s, boolean paying) {
        if (s.isOver()) {
            return OVER;
        }
        Decision d = s.decision();
        if (d instanceof Decision.ChooseTargets) {
            return TARGETS;
        }
        if (d instanceof Decision.SplitDamage) {
            return SPLIT;
        }
        if (d instanceof Decision.OrderTriggers) {
            return ORDER;
        }
        if (d instanceof Decision.React) {
            return paying ? PAYING : REACT;
        }
        if (d instanceof Decision.ChooseNumber) {
            return NUMBER;
        }
        if (d instanceof Decision.SplitPrepArea) {
            return PREP_SPLIT;
        }
        if (paying) {
            return PAYING;
        }
        return switch (s.step()) {
            case ROLL_AND_REROLL -> REROLL;
            case DECLARE_ATTACKERS -> ATTACKERS;
            case DECLARE_BLOCKERS -> BLOCKERS;
            default -> WINDOW;
        };
    }
}
