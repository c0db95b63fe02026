package dicemasters.ui;

/**
 * What pointing at a die, card or Global does now: nothing (not part of the current choice),
 * something legal, or nothing with the engine's reason why not (shown greyed, reason on hover).
 */
record Option(boolean interactive, boolean enabled, String reason) {
    static final Option NONE = new Option(false, false, null);

    static Option ok() {
        return new Option(true, true, null);
    }

    static Option refused(String reason) {
        return new Option(true, false, reason);
    }
}
