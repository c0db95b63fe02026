package dicemasters.ui;

import dicemasters.puzzle.Puzzle;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Learn > Puzzles…: every puzzle, from easy to hard, with its skill, its box, its difficulty and a
 * tick when solved. Play (or a double click) opens the chosen one on the table.
 */
final class PuzzleList {
    private final Stage stage = new Stage();
    private final javafx.scene.control.TableView<Puzzle> table = new javafx.scene.control.TableView<>();
    private final SolvedPuzzles solved;
    private final Label count = new Label();

    PuzzleList(Stage owner, List<Puzzle> puzzles, SolvedPuzzles solved, Consumer<Puzzle> play) {
        this.solved = solved;
        table.setId("puzzle-list");
        table.getColumns().add(column("Solved", 60, p -> solved.isSolved(p.id()) ? "✓" : ""));
        table.getColumns().add(column("Puzzle", 280, Puzzle::title));
        table.getColumns().add(column("Skill", 220, Puzzle::skill));
        table.getColumns().add(column("Box", 90, Puzzle::box));
        table.getColumns().add(column("Level", 60, p -> "★".repeat(p.difficulty())));
        table.getItems().setAll(puzzles);
        table.getSelectionModel().selectFirst();
        table.setRowFactory(t -> {
            javafx.scene.control.TableRow<Puzzle> row = new javafx.scene.control.TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    choose(row.getItem(), play);
                }
            });
            return row;
        });
        Button open = new Button("Play");
        open.setId("puzzle-play");
        open.setDefaultButton(true);
        open.setOnAction(e -> {
            Puzzle chosen = table.getSelectionModel().getSelectedItem();
            if (chosen != null) {
                choose(chosen, play);
            }
        });
        count.setId("puzzle-count");
        HBox bottom = new HBox(12, count, open);
        bottom.setPadding(new Insets(8));
        BorderPane root = new BorderPane(table);
        root.setTop(new Label("  Each puzzle trains one skill. Solve it in one turn; the computer checked that it can be done."));
        root.setBottom(bottom);
        stage.initOwner(owner);
        stage.setTitle("Puzzles");
        stage.setScene(CloseBar.scene(stage, root, 760, 560));
        refresh();
    }

    private static TableColumn<Puzzle, String> column(String name, double width, Function<Puzzle, String> value) {
        TableColumn<Puzzle, String> c = new TableColumn<>(name);
        c.setPrefWidth(width);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        c.setSortable(false);
        return c;
    }

    private void choose(Puzzle puzzle, Consumer<Puzzle> play) {
        stage.hide();
        play.accept(puzzle);
    }

    /** The ticks and the count again (after a puzzle is solved). */
    void refresh() {
        table.refresh();
        long done = table.getItems().stream().filter(p -> solved.isSolved(p.id())).count();
        count.setText(done + " of " + table.getItems().size() + " solved");
    }

    void show() {
        refresh();
        stage.show();
        stage.toFront();
    }

    Stage stage() {
        return stage;
    }
}
