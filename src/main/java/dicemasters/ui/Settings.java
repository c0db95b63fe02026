package dicemasters.ui;

/**
 * What the players chose under Game > Settings, and how they left the window, remembered between
 * starts ({@link SettingsFile}). No JavaFX: the controller and the tests read it too.
 *
 * @param rollAnimation   rolled dice spin briefly
 * @param autoPass        pass for a player whose only legal move is to pass
 * @param stopOnlyToAct   per seat (Player 1 to Player 4; a game of two uses the first two): the table
 *                        stops for that player only when they have a choice; any move that is the only
 *                        legal one is made for them
 * @param movePaceMillis  how long each move of a computer seat stays on show before the next
 * @param zoomPercent     the table's zoom (100: as designed; Ctrl +/− changes it)
 * @param coachOpen       the coach is shown beside the table
 * @param window          where the window was and how big, or null before the first start
 */
public record Settings(boolean rollAnimation, boolean autoPass, java.util.List<Boolean> stopOnlyToAct,
                       int movePaceMillis, int zoomPercent, boolean coachOpen, WindowPlace window) {
    public static final int MIN_ZOOM = 50;
    public static final int MAX_ZOOM = 300;
    public static final int MAX_PACE = 5000;

    /** The most seats a game has (Doubles). */
    public static final int SEATS = 4;

    public static final Settings DEFAULTS = new Settings(true, true, java.util.List.of(false, false, false, false),
            1200, 100, false, null);

    public Settings {
        stopOnlyToAct = java.util.List.copyOf(stopOnlyToAct);
        if (stopOnlyToAct.size() != SEATS) {
            throw new IllegalArgumentException("one 'stop only to act' setting per seat");
        }
        zoomPercent = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoomPercent));
        movePaceMillis = Math.max(0, Math.min(MAX_PACE, movePaceMillis));
    }

    /** Where the window stands on the screen and how big it is. */
    public record WindowPlace(double x, double y, double width, double height, boolean maximized,
                              boolean fullScreen) {
    }

    public boolean stopsOnlyToAct(int player) {
        return player < stopOnlyToAct.size() && stopOnlyToAct.get(player);
    }

    public Settings withRollAnimation(boolean on) {
        return new Settings(on, autoPass, stopOnlyToAct, movePaceMillis, zoomPercent, coachOpen, window);
    }

    public Settings withAutoPass(boolean on) {
        return new Settings(rollAnimation, on, stopOnlyToAct, movePaceMillis, zoomPercent, coachOpen, window);
    }

    public Settings withStopOnlyToAct(int player, boolean on) {
        java.util.List<Boolean> seats = new java.util.ArrayList<>(stopOnlyToAct);
        seats.set(player, on);
        return new Settings(rollAnimation, autoPass, seats, movePaceMillis, zoomPercent, coachOpen, window);
    }

    public Settings withMovePace(int millis) {
        return new Settings(rollAnimation, autoPass, stopOnlyToAct, millis, zoomPercent, coachOpen, window);
    }

    public Settings withZoom(int percent) {
        return new Settings(rollAnimation, autoPass, stopOnlyToAct, movePaceMillis, percent, coachOpen, window);
    }

    public Settings withCoachOpen(boolean open) {
        return new Settings(rollAnimation, autoPass, stopOnlyToAct, movePaceMillis, zoomPercent, open, window);
    }

    public Settings withWindow(WindowPlace place) {
        return new Settings(rollAnimation, autoPass, stopOnlyToAct, movePaceMillis, zoomPercent, coachOpen, place);
    }
}
