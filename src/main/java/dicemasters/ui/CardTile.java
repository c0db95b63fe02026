package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * A team card or Basic Action Card on the table: name, cost, energy type, the dice still to buy,
 * and a button per Global Ability. Clicking buys a die when the engine allows it; otherwise the
 * card is greyed and hovering tells the engine's reason.
 */
final class CardTile {
    private CardTile() {
    }

    static VBox of(TableView table, CardInPlay card) {
        TableController controller = table.controller();
        GameState s = controller.state();
        var def = card.definition();
        Label name = new Label(def.name());
        name.getStyleClass().add("card-name");
        Label subtitle = new Label(def.subtitle() == null ? "" : def.subtitle());
        subtitle.getStyleClass().add("card-subtitle");
        long left = s.diceOfCard(card.index()).stream().filter(d -> d.zone() == Zone.ON_CARD).count();
        long all = s.diceOfCard(card.index()).size();
        int printed = def.cost();
        HBox info = new HBox(4, costBadge(printed), typeRow(def.energyTypes()),
                new Label(left + "/" + all + " to buy"));
        info.setAlignment(Pos.CENTER_LEFT);
        VBox tile = new VBox(2, name, subtitle, info);
        addCurrentCost(s, card, printed, tile);
        tile.setId("card-" + card.index());
        tile.getStyleClass().add("card-tile");
        tile.setStyle("-fx-border-color: " + web(DieGraphics.colourOf(card)) + ";");
        Option option = controller.cardOption(card.index());
        if (option.enabled()) {
            tile.getStyleClass().add("choosable");
        } else if (option.interactive()) {
            tile.getStyleClass().add("refused");
        }
        String tip = def.fullName() + (option.reason() == null ? "" : "\n" + option.reason());
        tile.setOnMouseEntered(e -> {
            Hover.tooltip(tile, tip);
            table.showCard(card.index(), option.enabled() ? null : option.reason());
        });
        tile.setOnMouseExited(e -> table.pointerLeft());
        tile.setOnMouseClicked(e -> {
            table.showCard(card.index());
            controller.clickCard(card.index());
        });
        addGlobals(table, card, tile);
        return tile;
    }

    /**
     * Tokens on the card, and what a die costs its owner now when reductions change it. A team's
     * card keeps the line for them even when it is empty, so that a cost changing during the game
     * does not make the row of cards taller (which would rescale and shift the table).
     */
    private static void addCurrentCost(GameState s, CardInPlay card, int printed, VBox tile) {
        HBox line = new HBox(6);
        line.getStyleClass().add("card-state");
        int tokens = s.tokensOn(card.index());
        if (tokens > 0) {
            Label label = new Label(tokens == 1 ? "1 token" : tokens + " tokens");
            label.setId("tokens-" + card.index());
            label.getStyleClass().add("card-tokens");
            line.getChildren().add(label);
        }
        if (!card.isShared()) {
            int now = Engine.purchaseCost(s, card, card.owner());
            if (now != printed) {
                Label label = new Label("costs " + now + " now");
                label.setId("cost-now-" + card.index());
                line.getChildren().add(label);
            }
        }
        if (line.getChildren().isEmpty() && !card.isShared()) {
            line.getChildren().add(new Label("\u00a0"));
        }
        if (!line.getChildren().isEmpty()) {
            tile.getChildren().add(line);
        }
    }

    private static void addGlobals(TableView table, CardInPlay card, VBox tile) {
        List<Ability> abilities = card.definition().abilities();
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i).isGlobal()) {
                tile.getChildren().add(globalButton(table, card, i, abilities.get(i)));
            }
        }
    }

    private static Button globalButton(TableView table, CardInPlay card, int abilityIndex, Ability ability) {
        TableController controller = table.controller();
        Button button = new Button("Global: " + CardPanel.costText(ability.cost()));
        button.setId("global-" + card.index() + "-" + abilityIndex);
        button.setFocusTraversable(false);
        button.getStyleClass().add("global-button");
        Option option = controller.globalOption(card.index(), abilityIndex);
        if (option.enabled()) {
            button.getStyleClass().add("choosable");
        } else {
            button.getStyleClass().add("refused");
        }
        if (option.reason() != null) {
            button.setOnMouseEntered(e -> {
                Hover.tooltip(button, option.reason());
                table.showCard(card.index(), option.reason());
            });
            button.setOnMouseExited(e -> table.pointerLeft());
        }
        // The tile behind buys a die on click; a click on its Global button must not reach it.
        button.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_CLICKED, javafx.event.Event::consume);
        button.setOnAction(e -> {
            table.showCard(card.index());
            controller.clickGlobal(card.index(), abilityIndex);
        });
        return button;
    }

    static Label costBadge(int cost) {
        Label badge = new Label(String.valueOf(cost));
        badge.getStyleClass().add("cost-badge");
        return badge;
    }

    static HBox typeRow(List<Energy> types) {
        HBox row = new HBox(2);
        types.forEach(t -> row.getChildren().add(DieGraphics.symbol(t, 16)));
        return row;
    }

    static String web(javafx.scene.paint.Color c) {
        return String.format("#%02x%02x%02x", (int) (c.getRed() * 255), (int) (c.getGreen() * 255),
                (int) (c.getBlue() * 255));
    }
}
