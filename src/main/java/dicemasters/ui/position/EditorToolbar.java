package dicemasters.ui.position;

import dicemasters.engine.Engine;
import dicemasters.engine.state.GameState;
import dicemasters.engine.team.Format;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.geometry.Orientation;
import javafx.scene.layout.FlowPane;

/**
 * The editor's commands: start from an empty position of a format, from the game's moment or from
 * a file; save the position; Undo and Redo; Play from here (only for a position the rules allow).
 */
final class EditorToolbar {
    private final PositionEditorWindow editor;
    private final Button undo = new Button("Undo");
    private final Button redo = new Button("Redo");
    private final Button play = new Button("Play from here…");
    private final Button host = new Button("Host over the network from here…");
    private final FlowPane node;

    EditorToolbar(PositionEditorWindow editor, EditorFiles files) {
        this.editor = editor;
        ComboBox<Format> format = new ComboBox<>();
        format.setId("empty-format");
        format.getItems().setAll(Format.values());
        format.setValue(Format.DEMO);
        format.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Format f) {
                return f == null ? "" : f.label();
            }

            @Override
            public Format fromString(String s) {
                return null;
            }
        });
        Button empty = button("New empty", "new-empty", () -> editor.replace(PositionDraft.empty(format.getValue(),
                editor.now().position().random().seed()), "An empty " + format.getValue().label() + " position."));
        empty.setTooltip(new Tooltip("An empty position of the format chosen (Undo brings this one back)"));
        Button fromGame = button("The game's moment", "from-game", this::fromGame);
        fromGame.setTooltip(new Tooltip("The position of the game on the table now"));
        Button open = button("Open position…", "editor-open", files::open);
        Button save = button("Save position…", "editor-save", files::save);
        undo.setId("editor-undo");
        undo.setOnAction(e -> editor.undo());
        undo.setTooltip(new Tooltip("Undo (Ctrl+Z)"));
        redo.setId("editor-redo");
        redo.setOnAction(e -> editor.redo());
        redo.setTooltip(new Tooltip("Redo (Ctrl+Y)"));
        play.setId("play-from-here");
        // Not the default button: Enter commits a typed life or name, it never starts a game.
        play.setOnAction(e -> editor.playFromHere());
        host.setId("host-from-here");
        host.setOnAction(e -> editor.hostFromHere());
        node = new FlowPane(6, 4, new Label("Start from"), format, empty, fromGame, open, separator(), save,
                separator(), undo, redo, separator(), play, host);
        node.setAlignment(Pos.CENTER_LEFT);
        node.setId("editor-toolbar");
    }

    Node node() {
        return node;
    }

    /** Undo and Redo as the history allows; Play from here only for a position the rules allow. */
    void refresh(String problem) {
        undo.setDisable(!editor.canUndo());
        redo.setDisable(!editor.canRedo());
        play.setDisable(problem != null);
        host.setDisable(problem != null);
        host.setVisible(editor.hostingOffered());
        host.setManaged(editor.hostingOffered());
        play.setTooltip(new Tooltip(problem == null ? "Play on from this position: hot seat or against the computer"
                : "The rules do not allow this position: " + problem));
    }

    private void fromGame() {
        GameState game = editor.game();
        if (game == null) {
            editor.say("There is no game on the table.", true);
            return;
        }
        String problem = Engine.positionProblem(game);
        if (problem != null) {
            editor.say("The game's moment cannot be a position: " + problem + ". Take it a move earlier or later.",
                    true);
            return;
        }
        editor.replace(PositionDraft.of(Engine.positionOf(game)), "The game's moment (turn " + game.turn() + ").");
    }

    private static Button button(String text, String id, Runnable run) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> run.run());
        return button;
    }

    private static Separator separator() {
        return new Separator(Orientation.VERTICAL);
    }
}
