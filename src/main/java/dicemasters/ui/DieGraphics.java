package dicemasters.ui;

import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.CardInPlay;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;

/**
 * Draws dice as dice: a rounded square in the card's colour showing its face. Energy faces show
 * their symbols; character faces show fielding cost (top left), level pips (top right), attack
 * (bottom left), defense (bottom right) and bursts; action faces show "!" and bursts.
 */
public final class DieGraphics {
    private DieGraphics() {
    }

    public static final Color SIDEKICK = Color.web("#f2f2f2");
    public static final Color BASIC_ACTION = Color.web("#2b2b2b");
    public static final Color[] CHARACTER_COLOURS = {
            Color.web("#1f77b4"), Color.web("#2ca02c"), Color.web("#9467bd"), Color.web("#d62728"),
            Color.web("#ff7f0e"), Color.web("#17becf"), Color.web("#8c564b"), Color.web("#e377c2"),
            Color.web("#bcbd22"), Color.web("#393b79")};

    /** Each card's dice share one colour: Sidekicks white, Basic Actions black, team cards a palette colour. */
    static Color colourOf(CardInPlay card) {
        if (card.definition().type() == CardType.SIDEKICK) {
            return SIDEKICK;
        }
        if (card.definition().type() == CardType.BASIC_ACTION) {
            return BASIC_ACTION;
        }
        return CHARACTER_COLOURS[card.index() % CHARACTER_COLOURS.length];
    }

    static Color inkOn(Color base) {
        return base.getBrightness() > 0.75 && base.getSaturation() < 0.5 ? Color.web("#202020") : Color.WHITE;
    }

    /** A die showing a face. attack/defense are the current values (they may differ from the face's). */
    public static StackPane face(Face face, Color base, double size, int attack, int defense, int damage) {
        StackPane die = body(base, size);
        Color ink = inkOn(base);
        switch (face.kind()) {
            case ENERGY -> die.getChildren().add(energyRow(face.energy(), size));
            case CHARACTER -> addCharacter(die, face, base, size, attack, defense);
            case ACTION -> addAction(die, face, ink, size);
        }
        if (damage > 0) {
            Label hurt = text(String.valueOf(damage), Color.WHITE, size * 0.28, true);
            StackPane badge = new StackPane(new Circle(size * 0.17, Color.web("#d01c1c")), hurt);
            badge.getStyleClass().add("damage-badge");
            StackPane.setAlignment(badge, Pos.CENTER);
            badge.setTranslateX(size * 0.45);
            badge.setTranslateY(-size * 0.45);
            die.getChildren().add(badge);
        }
        return die;
    }

    /** A die not showing a face (in the bag, Prep Area, Used Pile): its colour and the card's initials. */
    public static StackPane blank(String name, Color base, double size) {
        StackPane die = body(base, size);
        die.getChildren().add(text(initials(name), inkOn(base), size * 0.38, true));
        return die;
    }

    static String initials(String name) {
        String[] words = name.trim().split("\\s+");
        if (words.length == 1) {
            return name.substring(0, Math.min(2, name.length()));
        }
        return ("" + words[0].charAt(0) + words[1].charAt(0)).toUpperCase();
    }

    private static StackPane body(Color base, double size) {
        Rectangle square = new Rectangle(size, size, base);
        square.setArcWidth(size * 0.28);
        square.setArcHeight(size * 0.28);
        square.setStroke(Color.web("#111111"));
        square.setStrokeWidth(1.2);
        StackPane die = new StackPane(square);
        die.setMinSize(size, size);
        die.setPrefSize(size, size);
        die.setMaxSize(size, size);
        return die;
    }

    private static void addCharacter(StackPane die, Face face, Color base, double size, int attack, int defense) {
        Color ink = inkOn(base);
        double small = size * 0.26;
        corner(die, text(String.valueOf(face.fieldCost()), ink, small, true), Pos.TOP_LEFT, size);
        corner(die, text("•".repeat(face.level()), ink, small, true), Pos.TOP_RIGHT, size);
        corner(die, stat(attack, face.attack(), base, small), Pos.BOTTOM_LEFT, size);
        corner(die, stat(defense, face.defense(), base, small), Pos.BOTTOM_RIGHT, size);
        if (face.bursts() > 0) {
            die.getChildren().add(text("✱".repeat(face.bursts()), ink, small, false));
        }
    }

    /**
     * A stat shown bold, underlined and coloured when changed, so modifiers are visible: green when
     * raised, red when lowered, in the shade that keeps the most contrast with the die's colour.
     */
    private static Label stat(int now, int printed, Color base, double fontSize) {
        Label label = text(String.valueOf(now), inkOn(base), fontSize * 1.1, true);
        if (now != printed) {
            Color changed = changedStatColour(now > printed, base);
            label.setStyle(label.getStyle() + " -fx-text-fill: " + CardTile.web(changed) + "; -fx-underline: true;");
        }
        return label;
    }

    /** A raised (green) or lowered (red) stat's colour on a die of colour {@code base}: the shade of more contrast. */
    static Color changedStatColour(boolean raised, Color base) {
        Color dark = raised ? Color.web("#064010") : Color.web("#7a0010");
        Color light = raised ? Color.web("#c6ffbe") : Color.web("#ffd0cc");
        return contrast(dark, base) >= contrast(light, base) ? dark : light;
    }

    /** The WCAG contrast ratio of two colours (1 to 21; 4.5 reads well as text). */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double channel) {
        return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }

    private static void addAction(StackPane die, Face face, Color ink, double size) {
        die.getChildren().add(text("!", ink, size * 0.45, true));
        if (face.bursts() > 0) {
            corner(die, text("✱".repeat(face.bursts()), Color.web("#ffd400"), size * 0.26, true), Pos.BOTTOM_CENTER,
                    size);
        }
    }

    private static void corner(StackPane die, Node node, Pos pos, double size) {
        StackPane.setAlignment(node, pos);
        StackPane.setMargin(node, new javafx.geometry.Insets(size * 0.03, size * 0.1, size * 0.02, size * 0.1));
        die.getChildren().add(node);
    }

    static HBox energyRow(java.util.List<Energy> symbols, double size) {
        HBox row = new HBox(size * 0.04);
        row.setAlignment(Pos.CENTER);
        for (Energy e : symbols) {
            row.getChildren().add(symbol(e, symbols.size() > 1 ? size * 0.4 : size * 0.55));
        }
        return row;
    }

    /** One energy symbol: a coloured disc with its letter (Fist, Bolt, Mask, Shield, Wild, generic). */
    static StackPane symbol(Energy e, double size) {
        Circle disc = new Circle(size / 2, energyColour(e));
        disc.setStroke(Color.web("#111111"));
        disc.setStrokeWidth(0.8);
        Label letter = text(energyLetter(e), e == Energy.BOLT || e == Energy.WILD ? Color.BLACK : Color.WHITE,
                size * 0.6, true);
        StackPane chip = new StackPane(disc, letter);
        chip.getStyleClass().add("energy-" + e.name().toLowerCase());
        return chip;
    }

    static Color energyColour(Energy e) {
        return switch (e) {
            case FIST -> Color.web("#d0342c");
            case BOLT -> Color.web("#f4c20d");
            case MASK -> Color.web("#3c5bd6");
            case SHIELD -> Color.web("#2e9e46");
            case WILD -> Color.web("#f5f5f5");
            case GENERIC -> Color.web("#8a8a8a");
        };
    }

    static String energyLetter(Energy e) {
        return switch (e) {
            case FIST -> "F";
            case BOLT -> "B";
            case MASK -> "M";
            case SHIELD -> "S";
            case WILD -> "W";
            case GENERIC -> "◆";
        };
    }

    static Label text(String value, Color colour, double fontSize, boolean bold) {
        Label label = new Label(value);
        // Inline style, so the table's stylesheet (label colours per panel) cannot repaint the die's ink.
        label.setStyle("-fx-text-fill: " + CardTile.web(colour) + "; -fx-font-size: " + Math.round(fontSize) + "px;"
                + (bold ? " -fx-font-weight: bold;" : ""));
        label.setMouseTransparent(true);
        return label;
    }
}
