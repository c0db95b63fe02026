package dicemasters.ui;

import javafx.scene.layout.Region;
import javafx.scene.transform.Scale;

/**
 * Shows its content magnified as a browser zooms a page: the content is laid out for the window's
 * size divided by the scale, then drawn scaled, so dice, words and gaps all grow or shrink
 * together. The scale is the player's zoom times a share that grows with large windows (a 4K
 * screen shows the table as large as a laptop does), lowered as far as needed for the content's
 * natural size to fit (a small window shows everything, a little smaller) but never below
 * {@link #SMALLEST}: beyond that the board scrolls.
 */
final class ZoomPane extends Region {
    /** The window size the table was designed for; larger windows magnify it. */
    static final double DESIGN_WIDTH = 1400;
    static final double DESIGN_HEIGHT = 860;
    static final double SMALLEST = 0.75;
    private static final double STEP = 0.02;

    private final Region content;
    private final Fitting fitting;
    private final Scale scale = new Scale(1, 1, 0, 0);
    private double zoom = 1;
    private double shown = 1;
    /** What the scale was worked out for: it is worked out again only when one of them changes. */
    private double fittedWidth = -1;
    private double fittedHeight = -1;
    private double fittedZoom = -1;
    private boolean refit = true;

    private java.util.function.DoubleConsumer onScale = s -> { };

    /** What the pane asks its content while fitting it. */
    interface Fitting {
        /** The height the content would like at a width (a table says how tall its board is, not its scroll pane). */
        double naturalHeight(double width);

        /** The content is laid out at this width now. */
        void fittedAt(double width);

        /** The window's size or the zoom changed since the last fit. */
        void newSize();

        /**
         * The width at which the content's rows of cards stand unwrapped (0: no such wish). A large
         * window magnifies the table only as far as this width still fits, and the board takes
         * the height that is left.
         */
        default double unwrappedWidth() {
            return 0;
        }
    }

    ZoomPane(Region content, Fitting fitting) {
        this.content = content;
        this.fitting = fitting;
        content.getTransforms().setAll(scale);
        getChildren().add(content);
        setMinSize(0, 0);
    }

    /**
     * The content changed in a way that may change its natural size (a new position of the game):
     * the scale is worked out again at the next layout. Pointing at things never does this, so
     * nothing moves under the pointer.
     */
    void refit() {
        refit = true;
        requestLayout();
    }

    /** The player's zoom: 1 is as designed. */
    void setZoom(double zoom) {
        this.zoom = zoom;
        requestLayout();
    }

    /** Told the scale whenever it changes (the window sizes its menu bar's words to match). */
    void setOnScale(java.util.function.DoubleConsumer onScale) {
        this.onScale = onScale;
    }

    /** The scale the content is drawn at now. */
    double shownScale() {
        return shown;
    }

    /** How much a window of this size magnifies the table by itself (1 up to the designed size). */
    static double windowShare(double width, double height) {
        return Math.max(1, Math.min(3, Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT)));
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (w <= 0 || h <= 0) {
            return;
        }
        if (refit || w != fittedWidth || h != fittedHeight || zoom != fittedZoom) {
            fit(w, h);
        }
        content.resizeRelocate(0, 0, w / shown, h / shown);
    }

    private void fit(double w, double h) {
        if (w != fittedWidth || h != fittedHeight || zoom != fittedZoom) {
            fitting.newSize();
        }
        refit = false;
        fittedWidth = w;
        fittedHeight = h;
        fittedZoom = zoom;
        double s = zoom * windowShare(w, h);
        double unwrapped = fitting.unwrappedWidth();
        if (s > zoom && unwrapped > 0) {
            s = Math.max(zoom, Math.min(s, w / unwrapped));
        }
        double needWidth = content.minWidth(-1);
        if (needWidth * s > w) {
            s = w / needWidth;
        }
        double lowest = Math.min(SMALLEST, zoom);
        s = Math.max(lowest, steps(s));
        if (!fits(w, h, s)) {
            s = largestScaleThatFits(w, h, s, lowest);
        }
        fitting.fittedAt(w / s);
        if (s != shown) {
            shown = s;
            onScale.accept(s);
        }
        scale.setX(s);
        scale.setY(s);
    }

    /** Scales go in steps of 2 %, so the table does not change size for a pixel. */
    private static double steps(double scale) {
        return Math.floor(scale * 50 + 1e-9) / 50;
    }

    private boolean fits(double w, double h, double scale) {
        return fitting.naturalHeight(w / scale) * scale <= h + 0.5;
    }

    /**
     * The largest step below {@code tooLarge} at which the content's height fits (or {@code lowest}:
     * the board scrolls). A smaller scale lays the content out wider, where words wrap to fewer lines
     * but rows of cards may not: the height at the first width gives a guess, and steps from it up
     * and down find the answer at the width each scale really gives.
     */
    private double largestScaleThatFits(double w, double h, double tooLarge, double lowest) {
        double s = Math.max(lowest, Math.min(tooLarge, steps(h / fitting.naturalHeight(w / tooLarge))));
        while (s + STEP < tooLarge - 1e-9 && fits(w, h, s + STEP)) {
            s += STEP;
        }
        while (s - STEP >= lowest - 1e-9 && !fits(w, h, s)) {
            s -= STEP;
        }
        return steps(s + 1e-9);
    }

    @Override
    protected double computePrefWidth(double height) {
        return content.prefWidth(-1) * zoom;
    }

    @Override
    protected double computePrefHeight(double width) {
        return content.prefHeight(-1) * zoom;
    }
}
