package dicemasters.sim;

import java.io.PrintStream;

/** A one-line text progress bar, redrawn in place only when the shown percentage changes. */
final class ProgressBar {
    private static final int WIDTH = 30;
    private final PrintStream out;
    private final int total;
    private int shownPercent = -1;

    ProgressBar(PrintStream out, int total) {
        this.out = out;
        this.total = total;
    }

    void update(int done) {
        int percent = (int) (100L * done / total);
        if (percent == shownPercent) {
            return;
        }
        shownPercent = percent;
        int filled = WIDTH * done / total;
        out.print("\r[" + "#".repeat(filled) + "-".repeat(WIDTH - filled) + "] " + percent + "% " + done + "/"
                + total + " games");
        if (done == total) {
            out.println();
        }
        out.flush();
    }
}
