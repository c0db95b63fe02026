package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.CardText;
import dicemasters.engine.GameSetup;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.team.Format;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * Build a team from the card pool: pick cards (double-click or Add), set their dice, tick Basic
 * Action Cards. The format's rules and every problem the engine's TeamRules finds are shown as
 * you go; OK is allowed only for a legal team.
 */
final class TeamBuilderDialog extends Dialog<TeamChoice> {
    private final TeamDraft draft = new TeamDraft();
    private final VBox teamRows = new VBox(4);
    private final Label problems = new Label();
    private final Format format;

    TeamBuilderDialog(CardLibrary library, Format format, String owner, int diceEachBasicAction) {
        this.format = format;
        setTitle("Build a team for " + PrintableText.escape(owner));
        setHeaderText(format.summary());
        List<CardDefinition> playable = library.playableCards();
        List<CardDefinition> pool = playable.stream()
                .filter(c -> c.type() == CardType.CHARACTER || c.type() == CardType.ACTION).toList();
        ListView<CardDefinition> poolList = new ListView<>();
        poolList.setId("card-pool");
        poolList.getItems().setAll(pool);
        poolList.setCellFactory(list -> new CardCell());
        poolList.setPrefSize(330, 380);
        TextField search = new TextField();
        search.setPromptText("Search names");
        search.textProperty().addListener((o, was, now) -> poolList.getItems().setAll(pool.stream()
                .filter(c -> c.fullName().toLowerCase().contains(now.toLowerCase())).toList()));
        Button add = new Button("Add →");
        add.setOnAction(e -> addSelected(poolList));
        poolList.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                addSelected(poolList);
            }
        });
        FlowPane basics = new FlowPane(6, 4);
        playable.stream().filter(c -> c.type() == CardType.BASIC_ACTION).forEach(b -> {
            CheckBox box = new CheckBox(b.name());
            box.setTooltip(new Tooltip(CardText.of(b)));
            box.setOnAction(e -> {
                draft.toggleBasic(b);
                refresh();
            });
            basics.getChildren().add(box);
        });
        basics.setPrefWrapLength(420);
        problems.setWrapText(true);
        problems.setMaxWidth(420);
        problems.setId("team-problems");
        VBox left = new VBox(6, new Label("Card pool"), search, poolList, add);
        VBox right = new VBox(6, new Label("Team"), teamRows, new Label("Basic Action Cards"), basics, problems);
        right.setPrefWidth(440);
        getDialogPane().setContent(new HBox(12, left, right));
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        getDialogPane().getStylesheets().add(DiceMastersApp.class.getResource("table.css").toExternalForm());
        setResultConverter(b -> b == ButtonType.OK ? draft.toChoice(owner, diceEachBasicAction) : null);
        refresh();
    }

    private void addSelected(ListView<CardDefinition> poolList) {
        CardDefinition card = poolList.getSelectionModel().getSelectedItem();
        if (card != null) {
            draft.add(card);
            refresh();
        }
    }

    private void refresh() {
        teamRows.getChildren().clear();
        for (GameSetup.TeamCard tc : draft.cards()) {
            Spinner<Integer> dice = new Spinner<>(1, Math.max(1, tc.card().dieLimit()), tc.dice());
            dice.setPrefWidth(70);
            dice.valueProperty().addListener((o, was, now) -> {
                draft.setDice(tc.card(), now);
                refresh();
            });
            Button remove = new Button("Remove");
            remove.setOnAction(e -> {
                draft.remove(tc.card());
                refresh();
            });
            Label name = new Label(tc.card().fullName() + " (limit " + tc.card().dieLimit() + ")");
            name.setTooltip(new Tooltip(CardText.describe(tc.card())));
            HBox row = new HBox(6, name, dice, new Label("dice"), remove);
            row.setAlignment(Pos.CENTER_LEFT);
            teamRows.getChildren().add(row);
        }
        List<String> found = draft.problems(format);
        problems.setText(draft.totalDice() + " of at most " + format.maxDice() + " dice. "
                + (found.isEmpty() ? "This team is legal." : String.join(" ", found)));
        problems.getStyleClass().setAll("label", found.isEmpty() ? "legal" : "refusal");
        var ok = getDialogPane().lookupButton(ButtonType.OK);
        if (ok != null) {
            ok.setDisable(!found.isEmpty());
        }
    }

    /** A pool entry: full name, cost and type, with the card's text on hover. */
    private static final class CardCell extends ListCell<CardDefinition> {
        @Override
        protected void updateItem(CardDefinition card, boolean empty) {
            super.updateItem(card, empty);
            setText(empty || card == null ? null : card.fullName() + " · cost " + card.cost() + " · "
                    + card.type().name().toLowerCase().replace('_', ' '));
            setTooltip(empty || card == null ? null : new Tooltip(CardText.describe(card)));
        }
    }
}
