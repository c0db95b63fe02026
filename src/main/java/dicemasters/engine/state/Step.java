package dicemasters.engine.state;

/** The steps of a turn, in order, as the turn summary lists them. */
public enum Step {
    CLEAR_AND_DRAW("Clear and Draw"),
    ROLL_AND_REROLL("Roll and Reroll"),
    MAIN("Main Step"),
    DECLARE_ATTACKERS("Attack: declare attackers"),
    DECLARE_BLOCKERS("Attack: declare blockers"),
    ATTACK_WINDOW("Attack: Action/Global window"),
    ASSIGN_DAMAGE("Attack: assign damage"),
    CLEANUP("Cleanup"),
    END_OF_TURN("End of turn"),
    GAME_OVER("Game over");

    private final String label;

    Step(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The windows in which Globals may be used and priority passes. */
    public boolean isGlobalWindow() {
        return this == MAIN || this == ATTACK_WINDOW;
    }
}
