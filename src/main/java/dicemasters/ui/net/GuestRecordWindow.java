package dicemasters.ui.net;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.setup.GameSetup;
import dicemasters.files.FileProblem;
import dicemasters.net.GuestRecord;
import dicemasters.net.HostMessage;
import dicemasters.ui.ComputerSeats;
import dicemasters.ui.TableController;
import dicemasters.ui.TableView;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;

import java.util.ArrayList;
import java.util.List;

/**
 * Watching again what a guest saw ({@link GuestRecord}): the table as each update of the host
 * showed it, stepped through with Back and Next (or the arrow keys), the log as it stood then
 * (the events' lines, chat and what was told of the game), the dice each update moved or rolled
 * lit as they were. Only what the guest received is there:
 * the picture is made as the guest's window made it ({@link GuestPicture}).
 */
final class GuestRecordWindow {
    private final GameSetup setup;
    private final List<GuestRecord.Entry> entries;
    /** Where each update is among the entries. */
    private final List<Integer> updates = new ArrayList<>();
    private final BorderPane root = new BorderPane();
    private final Label where = new Label();
    private final Button back = new Button("◀ Back");
    private final Button next = new Button("Next ▶");
    private final List<String> log = new ArrayList<>();
    private TableController controller;
    private int at = -1;

    private GuestRecordWindow(GuestRecord record) throws FileProblem {
        setup = record.setup();
        entries = record.entries();
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i) instanceof GuestRecord.Seen) {
                updates.add(i);
            }
        }
        if (updates.isEmpty()) {
            throw new FileProblem("the record holds no view of the table to watch");
        }
        where.setId("record-where");
        back.setId("record-back");
        next.setId("record-next");
        back.setOnAction(e -> show(at - 1));
        next.setOnAction(e -> show(at + 1));
        HBox steps = new HBox(8, back, next, where);
        steps.setAlignment(Pos.CENTER_LEFT);
        steps.setPadding(new Insets(6));
        root.setBottom(steps);
    }

    /** Opens a record on a stage of its own, at its first update. */
    static GuestRecordWindow show(Stage stage, GuestRecord record, String title) throws FileProblem {
        GuestRecordWindow window = new GuestRecordWindow(record);
        window.show(0);
        Scene scene = new Scene(window.root, 1280, 800);
        scene.getStylesheets().add(GuestRecordWindow.class.getResource("/dicemasters/ui/table.css").toExternalForm());
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.RIGHT) {
                window.show(window.at + 1);
            } else if (e.getCode() == KeyCode.LEFT) {
                window.show(window.at - 1);
            }
        });
        stage.setScene(scene);
        stage.setTitle(title);
        stage.show();
        return window;
    }

    /** Shows the table as the {@code n}-th update (from 0) left it. */
    void show(int n) {
        if (n < 0 || n >= updates.size()) {
            return;
        }
        at = n;
        GuestRecord.Seen seen = (GuestRecord.Seen) entries.get(updates.get(n));
        GuestPicture picture = GuestPicture.of(setup, seen.view());
        if (controller == null) {
            controller = new TableController(picture.session());
            controller.setWatchOnly(true);
            controller.look().setLog(() -> List.copyOf(log));
            controller.look().setBottomSeat(Math.max(seen.view().seat(), 0));
            TableView table = new TableView(controller);
            table.setAnimations(false);
            root.setCenter(table);
        } else {
            controller.newGame(picture.session(), ComputerSeats.people(seen.view().players().size()));
        }
        log.clear();
        log.addAll(linesUpTo(updates.get(n)));
        controller.refresh(picture.lit(dieEvents(seen.events()))); // lit as the guest saw them
        where.setText("Update " + (n + 1) + " of " + updates.size() + " (turn " + seen.view().turn() + ")");
        back.setDisable(n == 0);
        next.setDisable(n == updates.size() - 1);
        controller.look().setWatching("Watching what was seen: update " + (n + 1) + " of " + updates.size() + ".");
    }

    /** The dice an update's events moved or rolled (one the record names oddly is not lit). */
    private static List<HostMessage.DieEvent> dieEvents(JsonNode events) {
        List<HostMessage.DieEvent> out = new ArrayList<>();
        for (JsonNode event : events == null ? List.<JsonNode>of() : events) {
            try {
                HostMessage.DieEvent told = HostMessage.DieEvent.of(event);
                if (told != null) {
                    out.add(told);
                }
            } catch (IllegalArgumentException e) {
                // nothing to light for it
            }
        }
        return out;
    }

    /** The log as it stood after entry {@code last}: the events' lines, chat and what was told. */
    private List<String> linesUpTo(int last) {
        List<String> lines = new ArrayList<>();
        for (GuestRecord.Entry e : entries.subList(0, last + 1)) {
            if (e instanceof GuestRecord.Seen s && s.events() != null) {
                for (JsonNode event : s.events()) {
                    lines.add(event.path("text").asText());
                }
            } else if (e instanceof GuestRecord.Said s) {
                lines.add(s.from() + ": " + s.text());
            } else if (e instanceof GuestRecord.Told t) {
                lines.add(t.text());
            }
        }
        return lines;
    }

    // ---- for tests ----

    TableController controller() {
        return controller;
    }

    List<String> log() {
        return List.copyOf(log);
    }

    int at() {
        return at;
    }

    BorderPane root() {
        return root;
    }
}
