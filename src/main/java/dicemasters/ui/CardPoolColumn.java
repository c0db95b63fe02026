package dicemasters.ui;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The team builder's card pool: a search by name, filters by set, energy type, affiliation and
 * cost, and the list of cards found, each with its cost, energy, affiliations and set; a card that
 * cannot be added now is greyed with the reason. Double-click or Add puts the selected card on the
 * team. The list is virtual: only the rows in view are drawn, however large the pool.
 */
public final class CardPoolColumn extends VBox {
    private final List<CardDefinition> pool;
    private final ListView<CardDefinition> list = new ListView<>();
    private final Label count = new Label();
    private final Button add = new Button("Add to the team →");
    private final Function<CardDefinition, String> whyNotAdd;
    private CardPoolFilter filter = CardPoolFilter.ALL;

    public CardPoolColumn(List<CardDefinition> pool, Function<CardDefinition, String> whyNotAdd,
                   Consumer<CardDefinition> onAdd, Consumer<CardDefinition> onSelect) {
        super(6);
        this.pool = pool;
        this.whyNotAdd = whyNotAdd;
        setPrefWidth(380);
        TextField search = new TextField();
        search.setId("pool-search");
        search.setPromptText("Search names");
        search.textProperty().addListener((o, was, now) -> refilter(filter.withWords(now)));
        list.setId("card-pool");
        list.setCellFactory(l -> new PoolCell());
        list.setPrefHeight(280);
        VBox.setVgrow(list, Priority.ALWAYS);
        list.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null) {
                onSelect.accept(now);
            }
            refreshAdd();
        });
        list.setOnMouseClicked(e -> {
            CardDefinition chosen = list.getSelectionModel().getSelectedItem();
            if (e.getClickCount() == 2 && chosen != null && whyNotAdd.apply(chosen) == null) {
                onAdd.accept(chosen);
            }
        });
        add.setId("pool-add");
        add.setOnAction(e -> onAdd.accept(list.getSelectionModel().getSelectedItem()));
        count.setId("pool-count");
        getChildren().addAll(new Label("Card pool"), search, filters(), count, list, add);
        setPadding(new Insets(0));
        refilter(filter);
    }

    private GridPane filters() {
        ComboBox<String> set = choice("pool-set", "All sets", CardPoolFilter.sets(pool), s -> s);
        set.valueProperty().addListener((o, was, now) -> refilter(filter.withSet(now)));
        ComboBox<Energy> energy = choice("pool-energy", "Any energy", List.of(Energy.FIST, Energy.BOLT,
                Energy.MASK, Energy.SHIELD), Energy::label);
        energy.valueProperty().addListener((o, was, now) -> refilter(filter.withEnergy(now)));
        ComboBox<String> affiliation = choice("pool-affiliation", "Any affiliation",
                CardPoolFilter.affiliations(pool), s -> s);
        affiliation.valueProperty().addListener((o, was, now) -> refilter(filter.withAffiliation(now)));
        ComboBox<Integer> cost = choice("pool-cost", "Any cost", CardPoolFilter.costs(pool), c -> "cost " + c);
        cost.valueProperty().addListener((o, was, now) -> refilter(filter.withCost(now)));
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(6);
        grid.addRow(0, set, energy);
        grid.addRow(1, affiliation, cost);
        return grid;
    }

    /** A filter's choices, the first of them (shown as null) letting every card through. */
    private static <T> ComboBox<T> choice(String id, String any, List<T> values, Function<T, String> words) {
        ComboBox<T> box = new ComboBox<>();
        box.setId(id);
        List<T> items = new ArrayList<>();
        items.add(null);
        items.addAll(values);
        box.getItems().setAll(items);
        box.setMaxWidth(Double.MAX_VALUE);
        box.setPrefWidth(185);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? any : words.apply(value);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        });
        box.setButtonCell(new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? any : words.apply(item));
            }
        });
        return box;
    }

    private void refilter(CardPoolFilter next) {
        filter = next;
        CardDefinition selected = list.getSelectionModel().getSelectedItem();
        List<CardDefinition> shown = filter.apply(pool);
        list.getItems().setAll(shown);
        if (selected != null && shown.contains(selected)) {
            list.getSelectionModel().select(selected);
        }
        count.setText(shown.size() + " of " + pool.size() + " cards");
        refreshAdd();
    }

    /** What the Add button says (the team builder's "Add to the team →"; the position editor's own). */
    public void setAddText(String text) {
        add.setText(text);
    }

    /** The team changed: what may be added changes too. */
    public void refresh() {
        list.refresh();
        refreshAdd();
    }

    private void refreshAdd() {
        CardDefinition selected = list.getSelectionModel().getSelectedItem();
        String why = selected == null ? "Select a card first." : whyNotAdd.apply(selected);
        add.setDisable(why != null);
        add.setTooltip(why == null ? null : new Tooltip(why));
    }

    ListView<CardDefinition> list() {
        return list;
    }

    /**
     * A pool row: the full name (wrapped, never hidden behind the scroll bar), then cost, energy,
     * affiliations and set; greyed with the reason when the card cannot be added now.
     */
    private final class PoolCell extends ListCell<CardDefinition> {
        PoolCell() {
            // The row is as wide as the list less its scroll bar, so long names wrap instead of hiding.
            prefWidthProperty().bind(list.widthProperty().subtract(22));
            setMaxWidth(USE_PREF_SIZE);
        }

        @Override
        protected void updateItem(CardDefinition card, boolean empty) {
            super.updateItem(card, empty);
            setText(null);
            if (empty || card == null) {
                setGraphic(null);
                setTooltip(null);
                return;
            }
            Label name = new Label(card.fullName());
            name.setWrapText(true);
            name.setStyle("-fx-font-weight: bold;");
            String energy = card.energyTypes().isEmpty() ? "" : " · " + String.join("/",
                    card.energyTypes().stream().map(Energy::label).toList());
            String groups = card.affiliations().isEmpty() ? "" : " · " + String.join(", ", card.affiliations());
            Label details = new Label("cost " + card.cost() + energy + groups + " · "
                    + card.type().name().toLowerCase().replace('_', ' ') + " · " + card.id());
            details.setWrapText(true);
            details.setStyle("-fx-font-size: 11px;");
            // A row is as tall as its words: a list cell would otherwise cut a wrapped line with "...".
            name.setMinHeight(USE_PREF_SIZE);
            details.setMinHeight(USE_PREF_SIZE);
            VBox box = new VBox(1, name, details);
            String why = whyNotAdd.apply(card);
            if (why != null) {
                Label reason = new Label(why);
                reason.setWrapText(true);
                reason.getStyleClass().add("refusal");
                reason.setStyle("-fx-font-size: 11px;");
                reason.setMinHeight(USE_PREF_SIZE);
                box.getChildren().add(reason);
                box.setOpacity(0.7);
            }
            box.setId("pool-" + card.id());
            setGraphic(box);
            setTooltip(new Tooltip(why == null ? card.fullName() : card.fullName() + "\n" + why));
        }
    }
}
