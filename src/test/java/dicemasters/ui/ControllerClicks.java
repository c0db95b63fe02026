package dicemasters.ui;

import java.util.function.Consumer;

/**
 * Clicks on the table's node ids ("#die-12", "#card-3", "#global-3-1", "#confirm", "#pass")
 * delivered straight to the controller, as the nodes' handlers would, for fast games without a window.
 */
final class ControllerClicks implements Consumer<String> {
    private final TableController controller;

    ControllerClicks(TableController controller) {
        this.controller = controller;
    }

    @Override
    public void accept(String query) {
        String[] parts = query.substring(1).split("-");
        switch (parts[0]) {
            case "die" -> controller.clickDie(Integer.parseInt(parts[1]));
            case "card" -> controller.clickCard(Integer.parseInt(parts[1]));
            case "global" -> controller.clickGlobal(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
            case "confirm" -> controller.confirm();
            case "pass" -> controller.pass();
            case "react" -> controller.react(Integer.parseInt(parts[1]));
            case "decline" -> controller.declineReaction();
            default -> throw new IllegalArgumentException("no such control: " + query);
        }
    }
}
