package dicemasters.ui.net;

import dicemasters.files.FileProblem;
import dicemasters.net.GuestLink;
import dicemasters.net.GuestRecord;
import javafx.scene.control.Alert;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * The Game menu of a guest's window: save what this guest saw (its {@link GuestRecord}: the
 * host's updates, its own moves, chat) and open such a record to watch it again.
 */
final class GuestMenu {
    private static final FileChooser.ExtensionFilter RECORDS =
            new FileChooser.ExtensionFilter("What a guest saw (*.guest.json)", "*.guest.json");

    private GuestMenu() {
    }

    static MenuBar bar(Supplier<GuestLink> link, Supplier<Window> owner) {
        MenuItem save = new MenuItem("Save what I saw…");
        save.setId("guest-save-record");
        save.setOnAction(e -> {
            GuestLink now = link.get();
            File file = chooser("Save what I saw").showSaveDialog(owner.get());
            if (now != null && file != null) {
                told(owner.get(), save(now.record(), file.toPath()));
            }
        });
        MenuItem watch = new MenuItem("Watch a saved record…");
        watch.setId("guest-watch-record");
        watch.setOnAction(e -> {
            File file = chooser("Watch what a guest saw").showOpenDialog(owner.get());
            if (file != null) {
                String problem = watch(file.toPath());
                if (problem != null) {
                    told(owner.get(), problem);
                }
            }
        });
        MenuBar bar = new MenuBar(new Menu("Game", null, save, watch));
        bar.setId("guest-menu");
        return bar;
    }

    /** Writes the record; what happened, in words. */
    static String save(GuestRecord record, Path file) {
        try {
            record.write(file);
            return "Saved what you saw to " + file.getFileName() + ": Game > Watch a saved record… opens it.";
        } catch (IOException e) {
            return "Could not save to " + file + ": " + e.getMessage();
        }
    }

    /** Opens a record in a window of its own; null when it opened, else why not. */
    static String watch(Path file) {
        try {
            GuestRecordWindow.show(new Stage(), GuestRecord.read(file), "Watching " + file.getFileName());
            return null;
        } catch (FileProblem e) {
            return "This file cannot be watched: " + e.getMessage();
        }
    }

    private static FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(RECORDS);
        chooser.setInitialFileName("network-game.guest.json");
        return chooser;
    }

    private static void told(Window owner, String words) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, words);
        alert.initOwner(owner);
        alert.setHeaderText(null);
        alert.show();
    }
}
