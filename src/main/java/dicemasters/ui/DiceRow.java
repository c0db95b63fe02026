package dicemasters.ui;

import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.transform.Scale;

/**
 * The dice of one zone, in rows that fill the room the zone has. The zone asks for one row of dice
 * at their full size whatever the number of dice, so that rolling or fielding dice never makes the
 * board taller (which would rescale and shift the whole table); when the dice do not fit the room,
 * they are drawn smaller, only in this zone, until they do (at least {@link #SMALLEST} of their size).
 */
final class DiceRow extends Pane {
    static final double SMALLEST = 0.4;
    private static final double STEP = 0.05;
    private final double cell;
    private final double gap;
    private double shownScale = 1;

    /** A row for dice drawn {@code cell} pixels square at full size, {@code gap} pixels apart. */
    DiceRow(double cell, double gap) {
        this.cell = cell;
        this.gap = gap;
        getStyleClass().add("zone-dice");
    }

    /** How much smaller than full size the dice are drawn now (1: full size). */
    double shownScale() {
        return shownScale;
    }

    @Override
    protected double computeMinWidth(double height) {
        return cell + snappedLeftInset() + snappedRightInset();
    }

    @Override
    protected double computePrefWidth(double height) {
        return cell * Math.max(1, getChildren().size()) + gap * Math.max(0, getChildren().size() - 1)
                + snappedLeftInset() + snappedRightInset();
    }

    @Override
    protected double computeMinHeight(double width) {
        return cell + snappedTopInset() + snappedBottomInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        return computeMinHeight(width);
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth() - snappedLeftInset() - snappedRightInset();
        double h = getHeight() - snappedTopInset() - snappedBottomInset();
        int count = getChildren().size();
        double k = scaleThatFits(count, w, h);
        shownScale = k;
        int columns = columns(w, k);
        double size = cell * k;
        for (int i = 0; i < count; i++) {
            Node die = getChildren().get(i);
            die.getTransforms().setAll(new Scale(k, k, 0, 0));
            die.resize(die.prefWidth(-1), die.prefHeight(-1));
            die.relocate(snappedLeftInset() + (i % columns) * (size + gap),
                    snappedTopInset() + (i / columns) * (size + gap));
        }
    }

    /** The largest scale, in steps of 5 %, at which {@code count} dice stand in rows inside w × h. */
    private double scaleThatFits(int count, double w, double h) {
        double k = 1;
        while (k - STEP >= SMALLEST - 1e-9 && columns(w, k) * rows(h, k) < count) {
            k -= STEP;
        }
        return k;
    }

    private int columns(double w, double k) {
        return Math.max(1, (int) Math.floor((w + gap) / (cell * k + gap) + 1e-9));
    }

    private int rows(double h, double k) {
        return Math.max(1, (int) Math.floor((h + gap) / (cell * k + gap) + 1e-9));
    }
}
