package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.GameSetup;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

import java.util.List;

/**
 * New game: format, each player's name, team and seat (a person or the computer at a strength),
 * who goes first (random or chosen), optional seed.
 */
final class NewGameDialog extends Dialog<NewGame> {
    private static final String RANDOM = "Random (roll for it, as the rules suggest)";

    NewGameDialog(CardLibrary library) {
        this(library, ComputerSeats.people());
    }

    NewGameDialog(CardLibrary library, ComputerSeats current) {
        setTitle("New game");
        setHeaderText("Choose the format, the teams, who plays each seat and who goes first.");
        ComboBox<Format> format = new ComboBox<>();
        format.getItems().setAll(Format.values());
        format.setValue(Format.DEMO);
        format.setId("format");
        format.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Format f) {
                return f == null ? "" : f.label() + " (" + f.startingLife() + " life)";
            }

            @Override
            public Format fromString(String s) {
                return null;
            }
        });
        // Without presets (presets.json missing or broken) both teams are built with Build….
        var start = NewGame.demoIfAny(library, 0);
        int diceEachBasicAction = start.map(g -> g.teams().get(0).diceEachBasicAction()).orElse(3);
        List<TeamChoice> presets = TeamChoice.fromPresets(library);
        TextField name1 = new TextField("Sam");
        name1.setId("name-1");
        TextField name2 = new TextField("Bruce");
        name2.setId("name-2");
        ComboBox<TeamChoice> team1 = teamBox(presets, start.map(g -> g.teams().get(0)).orElse(null), "team-1");
        ComboBox<TeamChoice> team2 = teamBox(presets, start.map(g -> g.teams().get(1)).orElse(null), "team-2");
        Label rules = new Label();
        rules.setWrapText(true);
        rules.setMaxWidth(620);
        rules.setId("team-rules");
        ComboBox<String> first = new ComboBox<>();
        first.getItems().setAll(RANDOM, "Player 1", "Player 2");
        first.setValue(RANDOM);
        first.setId("first-player");
        TextField seed = new TextField();
        seed.setPromptText("blank: a new random seed");
        seed.setId("seed");
        Label seedProblem = new Label();
        seedProblem.getStyleClass().add("refusal");
        Label nameProblem = new Label();
        nameProblem.getStyleClass().add("refusal");
        nameProblem.setId("name-problem");

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("Format"), format);
        ComboBox<Seat> seat1 = SeatChoice.box(current.seat(0), "seat-1");
        ComboBox<Seat> seat2 = SeatChoice.box(current.seat(1), "seat-2");
        grid.addRow(1, new Label("Player 1"), name1, team1, buildButton(library, format, name1, team1,
                diceEachBasicAction), SeatChoice.teamButton(library, format, team1, 1), seat1);
        grid.addRow(2, new Label("Player 2"), name2, team2, buildButton(library, format, name2, team2,
                diceEachBasicAction), SeatChoice.teamButton(library, format, team2, 2), seat2);
        grid.add(nameProblem, 1, 3, 3, 1);
        grid.addRow(4, new Label("Goes first"), first);
        grid.addRow(5, new Label("Seed"), seed, seedProblem);
        grid.add(rules, 0, 6, 3, 1);
        Runnable explain = () -> rules.setText(explain(format.getValue(), team1.getValue(), team2.getValue()));
        format.valueProperty().addListener((o, a, b) -> explain.run());
        team1.valueProperty().addListener((o, a, b) -> explain.run());
        team2.valueProperty().addListener((o, a, b) -> explain.run());
        explain.run();
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        getDialogPane().getStylesheets().add(DiceMastersApp.class.getResource("table.css").toExternalForm());
        var ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> parseSeed(seed.getText()) == null || team1.getValue() == null || team2.getValue() == null
                        || namesProblem(name1, name2) != null,
                seed.textProperty(), team1.valueProperty(), team2.valueProperty(), name1.textProperty(),
                name2.textProperty()));
        seed.textProperty().addListener((obs, was, now) ->
                seedProblem.setText(parseSeed(now) == null ? "A seed is a whole number." : ""));
        Runnable checkNames = () -> nameProblem.setText(java.util.Objects.requireNonNullElse(
                namesProblem(name1, name2), ""));
        name1.textProperty().addListener((obs, was, now) -> checkNames.run());
        name2.textProperty().addListener((obs, was, now) -> checkNames.run());
        setResultConverter(button -> button != ButtonType.OK ? null : new NewGame(format.getValue(),
                List.of(nameOr(name1, "Player 1"), nameOr(name2, "Player 2")),
                List.of(team1.getValue(), team2.getValue()),
                first.getValue().equals(RANDOM) ? GameSetup.RANDOM_FIRST : first.getValue().equals("Player 1") ? 0 : 1,
                parseSeed(seed.getText()), List.of(seat1.getValue(), seat2.getValue())));
    }

    /** Why a typed name cannot be used (checked by the engine's rule for names), or null when both can. */
    static String namesProblem(TextField name1, TextField name2) {
        List<TextField> names = List.of(name1, name2);
        for (int p = 0; p < 2; p++) {
            String name = names.get(p).getText();
            String problem = name == null || name.isBlank() ? null : GameSetup.nameProblem(name.trim());
            if (problem != null) {
                return "The name of player " + (p + 1) + " " + PrintableText.escape(problem) + ".";
            }
        }
        return null;
    }

    /** The format's team-building rules and, per player, what the engine's TeamRules find wrong. */
    private static String explain(Format format, TeamChoice one, TeamChoice two) {
        StringBuilder sb = new StringBuilder(format.summary());
        List<TeamChoice> teams = java.util.Arrays.asList(one, two);
        for (int p = 0; p < 2; p++) {
            if (teams.get(p) == null) {
                sb.append("\nPlayer ").append(p + 1).append(": no team yet; choose one or build one with Build….");
                continue;
            }
            List<String> problems = TeamRules.problems(format, teams.get(p).cards(), teams.get(p).basicActions());
            sb.append("\nPlayer ").append(p + 1).append(": ").append(problems.isEmpty()
                    ? "the team meets these rules." : "not a legal " + format.label() + " team (it can still be"
                    + " played as agreed): " + String.join(" ", problems));
        }
        return sb.toString();
    }

    /** "Build…" opens the team builder; the team built joins the list and is chosen. */
    private static Button buildButton(CardLibrary library, ComboBox<Format> format, TextField name,
                                      ComboBox<TeamChoice> team, int diceEachBasicAction) {
        Button build = new Button("Build…");
        build.setOnAction(e -> new TeamBuilderDialog(library, format.getValue(), nameOr(name, "Player"),
                diceEachBasicAction).showAndWait().ifPresent(built -> {
                    team.getItems().add(built);
                    team.setValue(built);
                }));
        return build;
    }

    private static ComboBox<TeamChoice> teamBox(List<TeamChoice> presets, TeamChoice preferred, String id) {
        ComboBox<TeamChoice> box = new ComboBox<>();
        box.getItems().setAll(presets);
        box.setValue(preferred);
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
