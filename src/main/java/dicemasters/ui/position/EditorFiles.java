package dicemasters.ui.position;

import dicemasters.cards.CardLibrary;
import dicemasters.persist.PositionException;
import dicemasters.persist.PositionFiles;
import javafx.scene.control.Alert;
import javafx.stage.FileChooser;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The editor's Save position… and Open position…: the documented position file (docs/POSITIONS.md).
 * A position the rules do not allow yet can be saved (to finish later) and is opened as it is; the
 * editor says what the rules find wrong with it.
 */
final class EditorFiles {
    private static final FileChooser.ExtensionFilter JSON_FILES =
            new FileChooser.ExtensionFilter("Dice Masters positions (*.json)", "*.json");
    private final PositionEditorWindow editor;
    private final CardLibrary library;

    EditorFiles(PositionEditorWindow editor, CardLibrary library) {
        this.editor = editor;
        this.library = library;
    }

    void open() {
        File file = chooser("Open position", null).showOpenDialog(editor.stage());
        if (file != null) {
            open(file.toPath());
        }
    }

    void save() {
        File file = chooser("Save position", "position-turn-" + editor.now().turn().number() + ".json")
                .showSaveDialog(editor.stage());
        if (file != null) {
            save(file.toPath());
        }
    }

    /** Reads a position file into the editor; a file that cannot be read leaves the editor as it was. */
    boolean open(Path file) {
        try {
            editor.replace(PositionDraft.of(PositionFiles.read(file, library::byId)), "Opened " + file.getFileName()
                    + ".");
            return true;
        } catch (PositionException e) {
            editor.say("Not opened: " + e.getMessage(), true);
            alert(Alert.AlertType.ERROR, "This position cannot be opened; the editor is unchanged.", e.getMessage());
            return false;
        }
    }

    boolean save(Path file) {
        try {
            PositionFiles.save(editor.now().position(), file);
            String problem = editor.now().problem();
            editor.say("Saved to " + file.toAbsolutePath() + (problem == null ? "."
                    : "; the rules do not allow this position yet, so it can be opened here but not played."), false);
            return true;
        } catch (IOException e) {
            editor.say("Not saved to " + file + ": " + e.getMessage(), true);
            alert(Alert.AlertType.ERROR, "The position could not be saved to " + file, e.getMessage());
            return false;
        }
    }

    private FileChooser chooser(String title, String name) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(JSON_FILES);
        chooser.setTitle(title);
        if (name != null) {
            chooser.setInitialFileName(name);
        }
        return chooser;
    }

    private void alert(Alert.AlertType type, String header, String detail) {
        Alert alert = new Alert(type, dicemasters.engine.card.PrintableText.escape(detail));
        alert.initOwner(editor.stage());
        alert.setHeaderText(header);
        alert.show();
    }
}
