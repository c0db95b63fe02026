package dicemasters.ui;

import javafx.scene.layout.Region;

/**
 * The height kept for the prompt bar under the board. The bar is always given this height, however
 * few lines its prompt has, so the board keeps its place and size whether the prompt takes one line
 * or three (paying for a die). The room is a prompt of three lines at least, and grows to the
 * tallest bar shown since the window's size last changed, up to {@link #MOST}: a longer message
 * makes the bar taller only while it is shown.
 */
final class PromptRoom {
    /** A prompt of three lines in its bar (paying for a die takes that much). */
    static final double LEAST = 76;
    /** The most room kept. */
    static final double MOST = 130;

    private double room = LEAST;

    /** The bar's height: the room kept, or more for a message longer than it. */
    double heightFor(double barHeight) {
        return Math.max(room, barHeight);
    }

    /** A bar this tall was shown: its room is kept (up to {@link #MOST}). */
    void shown(double barHeight) {
        room = Math.max(room, Math.min(barHeight, MOST));
    }

    /** The window's size or zoom changed: prompts wrap differently, the room kept starts again. */
    void forget() {
        room = LEAST;
    }

    /** The bar takes the whole room, so what is above it does not move when its prompt grows. */
    void hold(Region bar) {
        if (bar != null && bar.getMinHeight() != room) {
            bar.setMinHeight(room);
        }
    }
}
