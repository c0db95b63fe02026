package dicemasters.ui;

import dicemasters.cards.CardRulings;
import dicemasters.cards.CardText;
import dicemasters.coach.RulesReference;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.CardInPlay;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/** The card of whatever die or card the pointer is on: name, subtitle, cost, type, affiliations, faces, text. */
final class CardPanel extends VBox {
    private final Label title = new Label("Point at a die or card");
    private final Label subtitle = new Label();
    private final Label facts = new Label();
    private final FlowPane faces = new FlowPane(6, 6);
    private final Label text = new Label();
    private final Label why = new Label();
    /** The rulings of the card and its keywords: the reading the engine follows where the text allows two. */
    private final Label rulings = new Label();
    /** The card's keywords, each a link into the rules reference. */
    private final FlowPane keywords = new FlowPane(4, 2);
    private Consumer<String> onKeyword = k -> { };
    /** What is shown: the card, its dice's colour and the note, or null before anything was pointed at. */
    private CardDefinition shownCard;
    private Color shownColour;
    private String shownNote;

    CardPanel() {
        super(6);
        setId("card-panel");
        getStyleClass().add("card-panel");
        title.getStyleClass().add("panel-title");
        subtitle.getStyleClass().add("card-subtitle");
        facts.setWrapText(true);
        text.setWrapText(true);
        text.setId("card-text");
        why.setId("why-not");
        why.setWrapText(true);
        why.getStyleClass().add("refusal");
        keywords.setId("card-keywords");
        rulings.setId("card-rulings");
        rulings.setWrapText(true);
        rulings.getStyleClass().add("card-rulings");
        // Keyword links come before the long text, so they stay in view when a long card scrolls.
        getChildren().addAll(why, title, subtitle, facts, keywords, faces, text, rulings);
    }

    /** What a click on one of the card's keywords does (the window opens the rules reference there). */
    void setOnKeyword(Consumer<String> onKeyword) {
        this.onKeyword = onKeyword;
    }

    /** Forget the reason shown for the last thing pointed at: the game moved on, it may be allowed now. */
    void clearWhyNot() {
        why.setText("");
        why.setVisible(false);
        why.setManaged(false);
    }

    /** Show a card; {@code whyNot} is the engine's reason the pointed-at thing cannot be used now, or null. */
    void show(CardInPlay card, String whyNot) {
        show(card.definition(), DieGraphics.colourOf(card), whyNot == null ? null : "Not now: " + whyNot);
    }

    /** Show a card's definition with its dice in a colour (the team builder's preview); {@code note} in red, or null. */
    void show(CardDefinition def, Color colour, String note) {
        shownCard = def;
        shownColour = colour;
        shownNote = note;
        why.setText(note == null ? "" : note);
        why.setVisible(note != null);
        why.setManaged(note != null);
        title.setText(def.name());
        subtitle.setText(def.subtitle() == null ? "" : def.subtitle());
        String affiliations = def.affiliations().isEmpty() ? "" : "\nAffiliations: " + String.join(", ",
                def.affiliations());
        String types = def.energyTypes().stream().map(e -> e.label()).collect(Collectors.joining(" / "));
        String cost = def.type() == dicemasters.engine.card.CardType.SIDEKICK ? "" : "Cost " + def.cost() + (types.isEmpty() ? "" : " "
                + types) + " · ";
        facts.setText(cost + typeName(def) + " · up to " + def.dieLimit() + " dice" + affiliations);
        faces.getChildren().clear();
        for (Face face : def.faces()) {
            faces.getChildren().add(DieGraphics.face(face, colour, 40, face.attack(), face.defense(), 0));
        }
        text.setText(CardText.of(def));
        showRulings(CardRulings.bundled().shownWith(def));
        keywords.getChildren().clear();
        for (RulesReference.KeywordEntry keyword : RulesReference.keywordsOf(def)) {
            Hyperlink link = new Hyperlink(keyword.name());
            link.setId("keyword-link-" + keyword.name().replace(' ', '-'));
            link.setOnAction(e -> onKeyword.accept(keyword.name()));
            keywords.getChildren().add(link);
        }
    }

    /**
     * The height the tallest of these cards needs at this width (its faces and whole text, and two
     * lines of why it cannot be used now), so that the panel can keep one height for a whole game.
     * Measured by showing each card in turn; what was shown is shown again.
     */
    double tallest(java.util.List<CardInPlay> cards, double width) {
        CardDefinition card = shownCard;
        Color colour = shownColour;
        String note = shownNote;
        double tallest = 0;
        for (CardInPlay each : cards) {
            show(each.definition(), DieGraphics.colourOf(each), "Not now: a reason as long as most that the engine"
                    + " gives, of two lines.");
            applyCss();
            tallest = Math.max(tallest, prefHeight(width));
        }
        if (card != null) {
            show(card, colour, note);
        } else {
            showNothing();
        }
        return tallest;
    }

    private void showNothing() {
        shownCard = null;
        clearWhyNot();
        title.setText("Point at a die or card");
        subtitle.setText("");
        facts.setText("");
        faces.getChildren().clear();
        keywords.getChildren().clear();
        text.setText("");
        showRulings(List.of());
    }

    private void showRulings(List<String> shown) {
        rulings.setText(shown.stream().map(r -> "Ruling: " + r).collect(Collectors.joining("\n")));
        rulings.setVisible(!shown.isEmpty());
        rulings.setManaged(!shown.isEmpty());
    }

    private static String typeName(CardDefinition def) {
        return switch (def.type()) {
            case SIDEKICK -> "Sidekick";
            case CHARACTER -> "Character";
            case ACTION -> "Action";
            case BASIC_ACTION -> "Basic Action";
        };
    }

    static String costText(Cost cost) {
        if (cost.isFree()) {
            return "free";
        }
        int generic = cost.energy() - cost.types().size();
        String typed = cost.types().stream().map(e -> e.label()).collect(Collectors.joining(" + "));
        return typed.isEmpty() ? generic + " energy" : generic > 0 ? typed + " + " + generic : typed;
    }
}
