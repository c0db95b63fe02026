package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.CardText;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

import java.util.ArrayList;
import java.util.List;

/**
 * Build a team from the card pool: find cards (search and filters), see each one's card, add it
 * (double-click or Add), set its dice, tick the Basic Action Cards, and share the team as a code or
 * paste one. The format's rules and every problem the engine's TeamRules finds are shown as you
 * go; a card that cannot be added says why; OK is allowed only for a legal team. The team and the
 * Basic Action Cards have boxes of their own size, so nothing moves under the pointer as the team
 * grows.
 */
final class TeamBuilderDialog extends Dialog<TeamChoice> {
    private static final Color PREVIEW = Color.web("#1f77b4");
    private final TeamDraft draft = new TeamDraft();
    private final VBox teamRows = new VBox(4);
    private final VBox basicBoxes = new VBox(4);
    private final List<CheckBox> basicChecks = new ArrayList<>();
    private final Label problems = new Label();
    private final Label basicsWhyNot = new Label();
    private final TextField code = new TextField();
    private final Label codeProblem = new Label();
    /** The code last copied, while the team is still the one it describes. */
    private String copied;
    private final CardPanel preview = new CardPanel();
    private final Format format;
    private final CardLibrary library;
    private final CardPoolColumn pool;

    /** {@code start}: the team to begin from (the one chosen in the New game dialog), or null. */
    TeamBuilderDialog(CardLibrary library, Format format, String owner, int diceEachBasicAction, TeamChoice start) {
        this(library, library.playableCards(), format, owner, diceEachBasicAction, start);
    }

    /** {@code playable}: the cards offered (the library's playable ones; a benchmark offers them all). */
    TeamBuilderDialog(CardLibrary library, List<CardDefinition> playable, Format format, String owner,
                      int diceEachBasicAction, TeamChoice start) {
        this.format = format;
        this.library = library;
        setTitle("Build a team for " + PrintableText.escape(owner));
        setHeaderText(format.summary());
        setResizable(true);
        pool = new CardPoolColumn(CardPoolFilter.distinct(playable, List.of(CardType.CHARACTER, CardType.ACTION)),
                card -> draft.whyNotAdd(card, format), this::add, this::preview);
        if (start != null) {
            draft.setTo(start.cards(), start.basicActions());
        }
        for (CardDefinition basic : CardPoolFilter.distinct(playable, List.of(CardType.BASIC_ACTION))) {
            CheckBox box = new CheckBox(basic.name() + " (" + basic.id() + ")");
            box.setId("basic-" + basic.id());
            box.setUserData(basic);
            box.setWrapText(true);
            box.setTooltip(new Tooltip(CardText.of(basic)));
            box.setOnAction(e -> {
                draft.toggleBasic(basic);
                refresh();
            });
            box.setOnMouseEntered(e -> preview(basic));
            basicChecks.add(box);
            basicBoxes.getChildren().add(box);
        }
        ScrollPane previewScroll = new ScrollPane(preview);
        previewScroll.setFitToWidth(true);
        // Sized so that the dialog fits a screen of 1024×700 with its title bar.
        previewScroll.setPrefSize(240, 460);
        HBox content = new HBox(12, pool, previewScroll, teamColumn());
        HBox.setHgrow(pool, Priority.ALWAYS);
        getDialogPane().setContent(content);
        // A long summary of the format wraps instead of widening the dialog past a 1024-pixel screen.
        getDialogPane().setPrefWidth(1000);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        getDialogPane().getStylesheets().add(DiceMastersApp.class.getResource("table.css").toExternalForm());
        setResultConverter(b -> b == ButtonType.OK ? draft.toChoice(owner, diceEachBasicAction) : null);
        refresh();
    }

    private VBox teamColumn() {
        ScrollPane team = fixedBox(teamRows, 130);
        team.setId("team-rows");
        ScrollPane basics = fixedBox(basicBoxes, 96);
        problems.setWrapText(true);
        problems.setId("team-problems");
        basicsWhyNot.setId("basics-why-not");
        basicsWhyNot.setWrapText(true);
        basicsWhyNot.getStyleClass().add("refusal");
        code.setId("team-code");
        code.setPromptText("Paste a team code here");
        Button copy = new Button("Copy this team's code");
        copy.setId("team-code-copy");
        copy.setOnAction(e -> copyCode());
        Button use = new Button("Use the pasted code");
        use.setId("team-code-use");
        use.setOnAction(e -> useCode(code.getText()));
        codeProblem.setId("team-code-problem");
        codeProblem.setWrapText(true);
        // The team's problems and the code's answers are read whole, never cut off with "...".
        for (Label words : List.of(problems, basicsWhyNot, codeProblem)) {
            words.setMinHeight(Region.USE_PREF_SIZE);
        }
        VBox column = new VBox(6, new Label("Team"), team,
                new Label("Basic Action Cards (" + format.basicActions() + ")"), basics, basicsWhyNot, problems,
                new Label("Team code (share a team in a chat)"), code, new HBox(6, copy, use), codeProblem);
        column.setPrefWidth(330);
        column.setMinWidth(300);
        return column;
    }

    private static ScrollPane fixedBox(VBox content, double height) {
        ScrollPane box = new ScrollPane(content);
        box.setFitToWidth(true);
        box.setPrefViewportHeight(height);
        box.setMinViewportHeight(height);
        box.setMaxHeight(height + 4);
        return box;
    }

    private void preview(CardDefinition card) {
        String why = card.type() == CardType.BASIC_ACTION ? null : draft.whyNotAdd(card, format);
        preview.show(card, PREVIEW, why);
    }

    private void add(CardDefinition card) {
        if (card != null && draft.whyNotAdd(card, format) == null) {
            draft.add(card);
            refresh();
        }
    }

    /** The team as a code in the field, and on the clipboard. */
    private void copyCode() {
        code.setText(draft.code(format));
        ClipboardContent text = new ClipboardContent();
        text.putString(code.getText());
        Clipboard.getSystemClipboard().setContent(text);
        codeProblem.getStyleClass().setAll("label", "legal");
        codeProblem.setText("Copied. Paste it in a chat; the other player pastes it here.");
        copied = code.getText();
    }

    /** "Copied." is true of the team as it was copied: once the team changes, the old code and the word go. */
    private void forgetCopiedCodeIfChanged() {
        if (copied != null && !copied.equals(draft.code(format))) {
            if (copied.equals(code.getText())) {
                code.clear();
            }
            codeProblem.setText("");
            copied = null;
        }
    }

    /** A pasted code replaces the team when it reads well; its problems in this format are shown as usual. */
    void useCode(String text) {
        try {
            TeamCode.Team team = TeamCode.decode(text, library);
            copied = null;
            draft.setTo(team.cards(), team.basicActions());
            codeProblem.getStyleClass().setAll("label", team.problems().isEmpty() ? "legal" : "refusal");
            codeProblem.setText((team.format() == format ? "" : "Made for " + team.format().label() + "; checked "
                    + "here as " + format.label() + ". ") + (team.problems().isEmpty() && team.format() == format
                    ? "The team is loaded and legal." : "The team is loaded."));
            refresh();
        } catch (TeamCode.TeamCodeException e) {
            codeProblem.getStyleClass().setAll("label", "refusal");
            codeProblem.setText(e.getMessage());
        }
    }

    TeamDraft draft() {
        return draft;
    }

    private void refresh() {
        forgetCopiedCodeIfChanged();
        teamRows.getChildren().clear();
        for (GameSetup.TeamCard tc : draft.cards()) {
            teamRows.getChildren().add(teamRow(tc));
        }
        if (draft.cards().isEmpty()) {
            teamRows.getChildren().add(new Label("No cards yet: add some from the pool."));
        }
        String whyNotTick = null;
        for (CheckBox box : basicChecks) {
            CardDefinition basic = (CardDefinition) box.getUserData();
            box.setSelected(draft.hasBasic(basic));
            String why = draft.whyNotTick(basic, format);
            box.setDisable(why != null);
            whyNotTick = whyNotTick == null ? why : whyNotTick;
        }
        // A greyed box takes no pointer (and no tooltip): its reason is written under the boxes.
        basicsWhyNot.setText(whyNotTick == null ? "" : "Greyed: ticking one more would break a rule: " + whyNotTick);
        basicsWhyNot.setVisible(whyNotTick != null);
        basicsWhyNot.setManaged(whyNotTick != null);
        List<String> found = draft.problems(format);
        problems.setText(draft.totalDice() + (format.teamsOfTwo() ? " dice (each card brings its maximum). "
                : " of at most " + format.maxDice() + " dice. ")
                + (found.isEmpty() ? "This team is legal." : String.join(" ", found)));
        problems.getStyleClass().setAll("label", found.isEmpty() ? "legal" : "refusal");
        var ok = getDialogPane().lookupButton(ButtonType.OK);
        if (ok != null) {
            ok.setDisable(!found.isEmpty());
        }
        pool.refresh();
    }

    private HBox teamRow(GameSetup.TeamCard tc) {
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
        Label name = new Label(tc.card().fullName() + " (up to " + tc.card().dieLimit() + ")");
        name.setWrapText(true);
        name.setOnMouseEntered(e -> preview(tc.card()));
        // The card's name wraps in the width left; the number of dice and Remove are always whole.
        name.setMinWidth(0);
        name.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(name, Priority.ALWAYS);
        Label diceWord = new Label("dice");
        for (Region whole : List.of(dice, diceWord, remove)) {
            whole.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox row = new HBox(6, name, dice, diceWord, remove);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setId("team-row-" + tc.card().id());
        return row;
    }
}
