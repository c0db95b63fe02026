package dicemasters.ui;

import javafx.scene.Node;
import javafx.scene.control.Tooltip;

/**
 * Tooltips made when the pointer first rests on a node rather than for every node of every redraw:
 * the table is redrawn after each decision, and most of its dice are never hovered.
 */
final class Hover {
    private static final String INSTALLED = "hover-tooltip";

    private Hover() {
    }

    static void tooltip(Node node, String text) {
        if (!node.getProperties().containsKey(INSTALLED)) {
            node.getProperties().put(INSTALLED, Boolean.TRUE);
            Tooltip.install(node, new Tooltip(text));
        }
    }
}
