package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import javafx.animation.RotateTransition;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;

/** One die on the table: drawn, hoverable (shows its card), clickable when it is part of the choice. */
final class DieNode {
    private DieNode() {
    }

    static StackPane of(TableView table, Die die, double size) {
        TableController controller = table.controller();
        GameState s = controller.state();
        var colour = DieGraphics.colourOf(s.cardOf(die));
        StackPane node;
        if (die.zone().isRolled()) {
            Face face = s.face(die);
            boolean character = face.isCharacter();
            node = DieGraphics.face(face, colour, size, character ? Engine.attack(s, die) : 0,
                    character ? Engine.defense(s, die) : 0, die.damage());
        } else {
            node = DieGraphics.blank(s.nameOf(die), colour, size);
        }
        node.setId("die-" + die.id());
        node.getStyleClass().add("die");
        Option option = controller.dieOption(die.id());
        if (option.enabled()) {
            node.getStyleClass().add("choosable");
        } else if (option.interactive()) {
            node.getStyleClass().add("refused");
        }
        if (controller.isSelected(die.id())) {
            node.getStyleClass().add("selected");
        }
        if (table.isMarked(die.id())) {
            node.getStyleClass().add("just-moved");
        }
        String tip = describe(s, die) + (option.reason() == null ? "" : "\n" + option.reason());
        node.setOnMouseEntered(e -> {
            Hover.tooltip(node, tip);
            table.showCard(die.cardIndex(), option.enabled() ? null : option.reason());
        });
        node.setOnMouseExited(e -> table.pointerLeft());
        node.setOnMouseClicked(e -> {
            table.showCard(die.cardIndex());
            controller.clickDie(die.id());
        });
        if (table.shouldAnimateRoll(die.id())) {
            RotateTransition spin = new RotateTransition(Duration.millis(350), node);
            spin.setFromAngle(-180);
            spin.setToAngle(0);
            spin.play();
        }
        return node;
    }

    static String describe(GameState s, Die die) {
        boolean controlled = Engine.isControlled(s, die);
        String owner = die.owner() < 0 ? "" : s.player(controlled ? Engine.controlledFrom(s, die) : die.owner()).name() + "'s ";
        String text = owner + s.nameOf(die) + " die, " + die.zone().label();
        if (die.zone().isRolled()) {
            text += ": " + s.face(die).describe();
        }
        if (die.damage() > 0) {
            text += ", " + die.damage() + " damage";
        }
        if (Engine.isCharacterToken(s, die)) {
            text += ", a character token (it exists only in the Field Zone)";
        }
        if (controlled) {
            text += ", controlled by " + s.player(die.owner()).name() + " until the end of the turn";
        }
        if (Engine.copyOf(s, die).isPresent()) {
            text += ", a copy made by " + s.cardOf(die).definition().name() + " until the end of the turn";
        }
        java.util.Optional<String> copied = Engine.copiedAbilitiesOf(s, die);
        if (copied.isPresent()) {
            text += ", has " + copied.get() + "'s abilities until the end of the turn";
        }
        if (Engine.hasLostAbilities(s, die)) {
            text += ", has lost its abilities until the end of the turn";
        }
        if (Engine.isCaptured(s, die)) {
            text += ", captured" + Engine.captorOf(s, die).map(c -> " by " + s.nameOf(c)).orElse("")
                    + " until the end of the turn";
        }
        return text;
    }
}
