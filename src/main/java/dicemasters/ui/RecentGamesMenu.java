package dicemasters.ui;

import dicemasters.persist.RecentGames;
import javafx.scene.control.Alert;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.stage.Window;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * Game > Recent games: the last games that left the table, with when, who and which turn, newest
 * first; choosing one opens it (asking first if the game on the table would be lost). A file that
 * cannot be read is listed as damaged and explained when chosen.
 */
final class RecentGamesMenu {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM yyyy HH:mm", Locale.ENGLISH);

    private RecentGamesMenu() {
    }

    /** The submenu; {@link #refresh} fills it (call it each time the Game menu opens). */
    static Menu menu() {
        Menu recent = new Menu("Recent games");
        recent.setId("recent-games");
        return recent;
    }

    /** Lists the kept games again; nothing read here can break the menu. */
    static void refresh(Menu menu, RecentGames recent, GameFiles files, Window owner) {
        List<RecentGames.Entry> entries;
        try {
            entries = recent.list();
        } catch (RuntimeException e) {
            entries = List.of();
        }
        menu.getItems().clear();
        for (RecentGames.Entry entry : entries) {
            menu.getItems().add(item(entry, files, owner));
        }
        if (entries.isEmpty()) {
            MenuItem none = new MenuItem("No game has left the table yet");
            none.setDisable(true);
            menu.getItems().add(none);
        }
    }

    /**
     * The words of an entry: "29 Nov 2026 06:40 · Sam vs Bruce · 12 moves, the last in turn 4" (the
     * file tells the turn of each move, not where the game stood after it), or the date and "damaged".
     */
    static String label(RecentGames.Entry entry) {
        String when = WHEN.format(entry.kept().atZone(ZoneId.systemDefault()));
        if (entry.damaged()) {
            return when + " · damaged: cannot be read";
        }
        int moves = entry.game().actions().size();
        return when + " · " + entry.players() + " · " + (moves == 0 ? "no move yet"
                : moves + (moves == 1 ? " move" : " moves") + ", the last in turn " + entry.turn());
    }

    private static MenuItem item(RecentGames.Entry entry, GameFiles files, Window owner) {
        MenuItem item = new MenuItem(label(entry));
        // Names come from files: shown as plain text, never as mnemonics.
        item.setMnemonicParsing(false);
        item.getStyleClass().add(entry.damaged() ? "recent-damaged" : "recent-game");
        item.setOnAction(e -> {
            if (entry.damaged()) {
                Alert why = new Alert(Alert.AlertType.WARNING, entry.problem());
                why.setHeaderText("This recent game is damaged and cannot be opened.");
                why.initOwner(owner);
                why.show();
            } else {
                files.openRecent(entry.file());
            }
        });
        return item;
    }
}
