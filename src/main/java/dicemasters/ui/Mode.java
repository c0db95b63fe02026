package dicemasters.ui;

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
    REACT
}
