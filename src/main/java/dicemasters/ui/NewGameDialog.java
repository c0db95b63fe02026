package dicemasters.ui;

import dicemasters.engine.GameSetup;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

import java.util.List;

/** New game: format, each player's name and team, who goes first (random or chosen), optional seed. */
final class NewGameDialog extends Dialog<NewGame> {
    private static final String RANDOM = "Random (roll for it, as the rules suggest)";

    NewGameDialog() {
        setTitle("New game");
        setHeaderText("Choose the format, the teams and who goes first.");
        ComboBox<GameFormat> format = new ComboBox<>();
        format.getItems().setAll(GameFormat.values());
        format.setValue(GameFormat.DEMO);
        format.setId("format");
        List<TeamPreset> presets = TeamPreset.bundled();
        TextField name1 = new TextField("Sam");
        TextField name2 = new TextField("Bruce");
        ComboBox<TeamPreset> team1 = teamBox(presets, 0, "team-1");
        ComboBox<TeamPreset> team2 = teamBox(presets, 1, "team-2");
        ComboBox<String> first = new ComboBox<>();
        first.getItems().setAll(RANDOM, "Player 1", "Player 2");
        first.setValue(RANDOM);
        first.setId("first-player");
        TextField seed = new TextField();
        seed.setPromptText("blank: a new random seed");
        seed.setId("seed");
        Label seedProblem = new Label();
        seedProblem.getStyleClass().add("refusal");

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Format"), format);
        grid.addRow(1, new Label("Player 1"), name1, team1);
        grid.addRow(2, new Label("Player 2"), name2, team2);
        grid.addRow(3, new Label("Goes first"), first);
        grid.addRow(4, new Label("Seed"), seed, seedProblem);
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        var ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> parseSeed(seed.getText()) == null, seed.textProperty()));
        seed.textProperty().addListener((obs, was, now) ->
                seedProblem.setText(parseSeed(now) == null ? "A seed is a whole number." : ""));
        setResultConverter(button -> button != ButtonType.OK ? null : new NewGame(format.getValue(),
                List.of(nameOr(name1, "Player 1"), nameOr(name2, "Player 2")),
                List.of(team1.getValue(), team2.getValue()),
                first.getValue().equals(RANDOM) ? GameSetup.RANDOM_FIRST : first.getValue().equals("Player 1") ? 0 : 1,
                parseSeed(seed.getText())));
    }

    private static ComboBox<TeamPreset> teamBox(List<TeamPreset> presets, int preferred, String id) {
        ComboBox<TeamPreset> box = new ComboBox<>();
        box.getItems().setAll(presets);
        box.setValue(presets.get(Math.min(preferred, presets.size() - 1)));
        box.setId(id);
        return box;
    }

    private static String nameOr(TextField field, String fallback) {
        return field.getText().isBlank() ? fallback : field.getText().trim();
    }

    /** The seed typed, a fresh one when blank, or null when it is not a number. */
    static Long parseSeed(String text) {
        if (text == null || text.isBlank()) {
            return System.nanoTime();
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
