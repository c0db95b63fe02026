package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

import java.util.ArrayList;
import java.util.List;

/**
 * New game: format, each player's name, team and seat (a person or the computer at a strength),
 * who goes first (random or chosen), optional seed. Hosting a network game it is the same dialog
 * with seats played from another computer and the port to listen on (the host chooses the teams).
 */
public final class NewGameDialog extends Dialog<NewGame> {
    /** The port a network game listens on unless the host chooses another. */
    public static final int DEFAULT_PORT = 47100;
    private static final String RANDOM = "Random (roll for it, as the rules suggest)";
    /** Default names: the two-player demo's, then Doubles' third and fourth seats. */
    private static final List<String> NAMES = List.of("Sam", "Bruce", "Cid", "Dee");

    NewGameDialog(CardLibrary library) {
        this(library, ComputerSeats.people());
    }

    NewGameDialog(CardLibrary library, ComputerSeats current) {
        this(library, current, false);
    }

    private final TextField port = new TextField(String.valueOf(DEFAULT_PORT));

    /** {@code hosting}: a network game, with seats played from another computer and a port. */
    public NewGameDialog(CardLibrary library, ComputerSeats current, boolean hosting) {
        setTitle(hosting ? "Host a network game" : "New game");
        setHeaderText(hosting ? "Choose the format, the teams (you choose every team), which seats are played from"
                + " another computer, and the port." : "Choose the format, the teams, who plays each seat and who"
                + " goes first.");
        ComboBox<Format> format = new ComboBox<>();
        format.getItems().setAll(Format.values());
        format.setValue(Format.DEMO);
        format.setId("format");
        format.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Format f) {
                return f == null ? "" : f.teamsOfTwo() ? f.label() + " (two against two, " + f.startingLife()
                        + " life each team)" : f.label() + " (" + f.startingLife() + " life)";
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
        List<TeamChoice> doubles = TeamChoice.fromDoublesPresets(library);
        java.util.Map<Format, List<TeamChoice>> ready = new java.util.EnumMap<>(Format.class);
        for (Format f : Format.values()) {
            ready.put(f, TeamChoice.offeredFor(library, f));
        }
        List<TextField> names = new ArrayList<>();
        List<ComboBox<TeamChoice>> teams = new ArrayList<>();
        List<ComboBox<Seat>> seats = new ArrayList<>();
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        // The format's long names span the name and team columns, so the names' column stays narrow.
        grid.add(new Label("Format"), 0, 0);
        grid.add(format, 1, 0, 2, 1);
        List<Label> labels = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            TextField name = new TextField(NAMES.get(p));
            name.setId("name-" + (p + 1));
            name.setPrefColumnCount(8);
            int seat = p;
            ComboBox<TeamChoice> team = teamBox(p < 2 ? presets : doubles, p < 2
                    ? start.map(g -> g.teams().get(seat)).orElse(null)
                    : doubles.isEmpty() ? null : doubles.get(Math.min(p, doubles.size() - 1)), "team-" + (p + 1));
            Seat preferred = hosting && p == 1 ? Seat.REMOTE : p < current.seats().size() ? current.seat(p) : Seat.PERSON;
            ComboBox<Seat> seatBox = SeatChoice.box(preferred, "seat-" + (p + 1), hosting);
            names.add(name);
            teams.add(team);
            seats.add(seatBox);
        }
        for (int p = 0; p < 4; p++) {
            Label label = new Label("Player " + (p + 1));
            grid.addRow(1 + p, label, names.get(p), teams.get(p), buildButton(library, format, names.get(p),
                    teams.get(p), diceEachBasicAction), SeatChoice.teamButton(library, format, teams.get(p), p + 1,
                    teams.get(p ^ 2)), seats.get(p));
            labels.add(label);
        }
        ComboBox<Integer> basicDice = new ComboBox<>();
        basicDice.getItems().setAll(Format.DOUBLES_BASIC_ACTION_DICE);
        basicDice.setValue(Format.DOUBLES_BASIC_ACTION_DICE.get(0));
        basicDice.setId("basic-action-dice");
        Label basicDiceLabel = new Label("Basic Action dice");
        Label basicDiceNote = new Label("on each Basic Action Card (6 once you have mastered the rules)");
        basicDiceNote.setWrapText(true);
        basicDiceNote.setMaxWidth(TEAM_BOX_WIDTH);
        grid.addRow(5, basicDiceLabel, basicDice, basicDiceNote);
        Label rules = new Label();
        rules.setWrapText(true);
        rules.setMaxWidth(620);
        rules.setId("team-rules");
        ComboBox<String> first = new ComboBox<>();
        first.setValue(RANDOM);
        first.setId("first-player");
        TextField seed = new TextField();
        seed.setPromptText("random if blank");
        seed.setId("seed");
        Label seedProblem = new Label();
        seedProblem.getStyleClass().add("refusal");
        grid.add(new Label("Goes first"), 0, 6);
        grid.add(first, 1, 6, 2, 1);
        grid.addRow(7, new Label("Seed"), seed, seedProblem);
        grid.add(rules, 0, 8, 4, 1);
        port.setId("port");
        port.setPrefColumnCount(6);
        if (hosting) {
            grid.addRow(9, new Label("Port"), port, new Label("the other players connect to it (1024 to 65535)"));
        }
        Runnable explain = () -> rules.setText(explain(gathered(format, names, teams, first, seed, seats, basicDice)));
        Runnable arrange = () -> {
            boolean four = format.getValue().teamsOfTwo();
            for (int p = 0; p < 4; p++) {
                showRow(grid, 1 + p, p < 2 || four);
                labels.get(p).setText("Player " + (p + 1) + (four ? " (team " + (p % 2 + 1) + ")" : ""));
                List<TeamChoice> offered = ready.get(format.getValue());
                // Players 3 and 4 play only in Doubles: their hidden rows keep their Doubles cards.
                if ((p < 2 || four) && !offered.isEmpty() && !teams.get(p).getItems().containsAll(offered)) {
                    // The format's ready-made teams, and the teams built here (kept whatever the format).
                    List<TeamChoice> items = new ArrayList<>(offered);
                    teams.get(p).getItems().stream().filter(t -> ready.values().stream().noneMatch(l -> l.contains(t)))
                            .forEach(items::add);
                    teams.get(p).getItems().setAll(items);
                    int seat = p;
                    teams.get(p).setValue(format.getValue() == Format.DEMO
                            ? start.map(g -> g.teams().get(seat)).orElse(offered.get(0))
                            : offered.get(Math.min(p, offered.size() - 1)));
                }
            }
            showRow(grid, 5, four);
            String firstNow = first.getValue();
            first.getItems().setAll(RANDOM, four ? "Team 1 (Players 1 and 3)" : "Player 1",
                    four ? "Team 2 (Players 2 and 4)" : "Player 2");
            first.setValue(firstNow == null || firstNow.equals(RANDOM) ? RANDOM : first.getItems().get(1));
            explain.run();
        };
        format.valueProperty().addListener((o, a, b) -> {
            arrange.run();
            if (getDialogPane().getScene() != null && getDialogPane().getScene().getWindow() != null) {
                getDialogPane().getScene().getWindow().sizeToScene();
            }
        });
        teams.forEach(t -> t.valueProperty().addListener((o, a, b) -> explain.run()));
        basicDice.valueProperty().addListener((o, a, b) -> explain.run());
        getDialogPane().setContent(grid);
        arrange.run();
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        getDialogPane().getStylesheets().add(DiceMastersApp.class.getResource("table.css").toExternalForm());
        var ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> parseSeed(seed.getText()) == null || teams.get(0).getValue() == null
                        || teams.get(1).getValue() == null || namesProblem(names.get(0), names.get(1)) != null
                        || hosting && (port() < 0 || noRemoteSeat(format.getValue(), seats)),
                seed.textProperty(), teams.get(0).valueProperty(), teams.get(1).valueProperty(),
                names.get(0).textProperty(), names.get(1).textProperty(), port.textProperty(), format.valueProperty(),
                seats.get(0).valueProperty(), seats.get(1).valueProperty(), seats.get(2).valueProperty(),
                seats.get(3).valueProperty()));
        seed.textProperty().addListener((obs, was, now) ->
                seedProblem.setText(parseSeed(now) == null ? "A seed is a whole number." : ""));
        setResultConverter(button -> button != ButtonType.OK ? null
                : gathered(format, names, teams, first, seed, seats, basicDice));
    }

    /** The port typed (1024 to 65535), or -1 when it is not one. */
    public int port() {
        try {
            int p = Integer.parseInt(port.getText().trim());
            return p >= 1024 && p <= 65535 ? p : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static boolean noRemoteSeat(Format format, List<ComboBox<Seat>> seats) {
        return seats.subList(0, format.players()).stream().noneMatch(b -> b.getValue().isRemote());
    }

    /** The game as the dialog shows it now: two players, or four in Doubles. */
    private static NewGame gathered(ComboBox<Format> format, List<TextField> names, List<ComboBox<TeamChoice>> teams,
                                    ComboBox<String> first, TextField seed, List<ComboBox<Seat>> seats,
                                    ComboBox<Integer> basicDice) {
        Format f = format.getValue();
        int players = f.players();
        List<String> chosenNames = new ArrayList<>();
        List<TeamChoice> chosenTeams = new ArrayList<>();
        List<Seat> chosenSeats = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            if (teams.get(p).getValue() == null) {
                return null;
            }
            chosenNames.add(nameOr(names.get(p), "Player " + (p + 1)));
            chosenTeams.add(teams.get(p).getValue());
            chosenSeats.add(seats.get(p).getValue());
        }
        int goesFirst = first.getValue() == null || first.getValue().equals(RANDOM) ? GameSetup.RANDOM_FIRST
                : first.getItems().indexOf(first.getValue()) - 1;
        Long seedValue = parseSeed(seed.getText());
        int dice = f.teamsOfTwo() ? basicDice.getValue() : chosenTeams.get(0).diceEachBasicAction();
        return new NewGame(f, chosenNames, chosenTeams, goesFirst, seedValue == null ? 0 : seedValue, chosenSeats,
                dice);
    }

    private static void showRow(GridPane grid, int row, boolean shown) {
        for (javafx.scene.Node n : grid.getChildren()) {
            Integer r = GridPane.getRowIndex(n);
            if (r != null && r == row) {
                n.setVisible(shown);
                n.setManaged(shown);
            }
        }
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
    private static String explain(NewGame game) {
        if (game == null) {
            return "Choose each player's team (or build one with Build…).";
        }
        StringBuilder sb = new StringBuilder(game.format().summary());
        for (int p = 0; p < game.names().size(); p++) {
            List<String> problems = game.problems(p);
            sb.append("\nPlayer ").append(p + 1).append(": ").append(problems.isEmpty()
                    ? "the team meets these rules." : "not a legal " + game.format().label() + " team (it can still"
                    + " be played as agreed): " + String.join(" ", problems));
        }
        return sb.toString();
    }

    /** "Build…" opens the team builder on the team chosen now; the team built joins the list and is chosen. */
    private static Button buildButton(CardLibrary library, ComboBox<Format> format, TextField name,
                                      ComboBox<TeamChoice> team, int diceEachBasicAction) {
        Button build = new Button("Build…");
        build.setOnAction(e -> new TeamBuilderDialog(library, format.getValue(), nameOr(name, "Player"),
                diceEachBasicAction, team.getValue()).showAndWait().ifPresent(built -> {
                    team.getItems().add(built);
                    team.setValue(built);
                }));
        return build;
    }

    private static final double TEAM_BOX_WIDTH = 290;

    private static ComboBox<TeamChoice> teamBox(List<TeamChoice> presets, TeamChoice preferred, String id) {
        ComboBox<TeamChoice> box = new ComboBox<>();
        box.getItems().setAll(presets);
        box.setValue(preferred);
        box.setId(id);
        // A Doubles side lists four cards: the box keeps its width (the list shows whole names) so the
        // dialog fits a 1024-pixel screen.
        box.setPrefWidth(TEAM_BOX_WIDTH);
        box.setMaxWidth(TEAM_BOX_WIDTH);
        // A name cut to "..." in the box is read whole on pointing at it.
        javafx.scene.control.Tooltip whole = new javafx.scene.control.Tooltip();
        whole.textProperty().bind(box.valueProperty().map(TeamChoice::toString).orElse(""));
        box.setTooltip(whole);
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
