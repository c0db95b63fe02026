package dicemasters.ui.coach;

import dicemasters.coach.RulesReference;
import dicemasters.coach.StepGuide;
import dicemasters.engine.card.CardDefinition;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * The rules reference inside the program: the turn in order, the zones and the dice-movement
 * arrows, and the keyword glossary. Cards link into it with {@link #keywordLinks}.
 */
public final class RulesReferenceView extends TabPane {
    private final Tab keywordsTab;
    private final ListView<String> keywordList = new ListView<>();
    private final Label keywordMeaning = new Label();

    public RulesReferenceView() {
        setId("rules-reference");
        setTabClosingPolicy(TabClosingPolicy.UNAVAILABLE);
        keywordsTab = new Tab("Keywords", keywordPane());
        getTabs().addAll(new Tab("Turn", scroll(turnPane())), new Tab("Zones and dice", scroll(zonePane())),
                keywordsTab);
    }

    /** Open the glossary at a keyword (any case); false when the glossary has no such keyword. */
    public boolean showKeyword(String name) {
        RulesReference.KeywordEntry entry = RulesReference.keyword(name);
        if (entry == null) {
            return false;
        }
        getSelectionModel().select(keywordsTab);
        keywordList.getSelectionModel().select(entry.name());
        keywordList.scrollTo(entry.name());
        return true;
    }

    /** Links for the keywords a card prints, each opening this reference at the keyword. */
    public List<Hyperlink> keywordLinks(CardDefinition card) {
        return RulesReference.keywordsOf(card).stream().map(k -> {
            Hyperlink link = new Hyperlink(k.name());
            link.setId("keyword-link-" + k.name().replace(' ', '-'));
            link.setOnAction(e -> showKeyword(k.name()));
            return link;
        }).toList();
    }

    public String shownKeywordMeaning() {
        return keywordMeaning.getText();
    }

    private static Node turnPane() {
        VBox box = new VBox(10);
        int n = 1;
        for (StepGuide step : RulesReference.turnSummary()) {
            Label name = new Label(n++ + ". " + step.name());
            name.setStyle("-fx-font-weight: bold;");
            box.getChildren().addAll(name, wrapped(step.purpose()));
        }
        return box;
    }

    private static Node zonePane() {
        VBox box = new VBox(8);
        for (RulesReference.ZoneEntry z : RulesReference.zones()) {
            Label name = new Label(capitalized(z.zone().label()));
            name.setStyle("-fx-font-weight: bold;");
            box.getChildren().add(new VBox(2, name, wrapped(z.holds())));
        }
        Label title = new Label("How dice move");
        title.setStyle("-fx-font-weight: bold; -fx-font-size: 14px; -fx-padding: 8 0 0 0;");
        GridPane arrows = new GridPane();
        arrows.setHgap(8);
        arrows.setVgap(4);
        int row = 0;
        for (RulesReference.Movement m : RulesReference.diceMovement()) {
            arrows.addRow(row++, new Label(capitalized(m.from().label())), new Label("→"), new Label(m.to().label()),
                    wrapped(m.when()));
        }
        box.getChildren().addAll(title, arrows);
        return box;
    }

    private Node keywordPane() {
        keywordList.setId("keyword-list");
        keywordList.getItems().setAll(RulesReference.keywords().stream().map(RulesReference.KeywordEntry::name).toList());
        keywordList.setPrefWidth(150);
        keywordMeaning.setId("keyword-meaning");
        keywordMeaning.setWrapText(true);
        keywordMeaning.setMaxWidth(300);
        keywordList.getSelectionModel().selectedItemProperty().addListener((obs, old, name) -> {
            RulesReference.KeywordEntry entry = name == null ? null : RulesReference.keyword(name);
            keywordMeaning.setText(entry == null ? "" : entry.name() + ": " + entry.meaning());
        });
        HBox box = new HBox(10, keywordList, keywordMeaning);
        box.setPadding(new Insets(10));
        return box;
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static Label wrapped(String s) {
        Label l = new Label(s);
        l.setWrapText(true);
        l.setMaxWidth(520);
        return l;
    }

    private static ScrollPane scroll(Node content) {
        VBox padded = new VBox(content);
        padded.setPadding(new Insets(10));
        ScrollPane pane = new ScrollPane(padded);
        pane.setFitToWidth(true);
        return pane;
    }
}
