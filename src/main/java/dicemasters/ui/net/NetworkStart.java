package dicemasters.ui.net;

import dicemasters.engine.card.PrintableText;
import dicemasters.net.KeptSeats;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceDialog;
import javafx.stage.Stage;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the window asks about network games when the program starts: a game this program was
 * hosting when it died, to host again with the same codes (its guests' windows come back by
 * themselves); the seats it holds in others' unfinished games, to rejoin ("Rejoin your game with
 * Ann at 192.168.1.5:47100?"). And Game > Host a saved network game again…. A file that cannot be
 * read is explained, never a reason not to start.
 */
final class NetworkStart {
    static final ButtonType HOST_AGAIN = new ButtonType("Host it again", ButtonBar.ButtonData.YES);
    static final ButtonType REJOIN = new ButtonType("Rejoin", ButtonBar.ButtonData.YES);
    static final ButtonType NOT_NOW = new ButtonType("Not now", ButtonBar.ButtonData.NO);
    static final ButtonType FORGET = new ButtonType("Forget it", ButtonBar.ButtonData.OTHER);

    private NetworkStart() {
    }

    /** The game hosted when the program died, if the players want it hosted again; else it waits in the menu. */
    static Optional<HostedGames.Kept> offerHostingAgain(Stage owner, HostedGames games) {
        List<String> problems = new ArrayList<>();
        List<HostedGames.Kept> crashed = games.crashed(problems);
        problems.forEach(p -> System.err.println("A hosted network game could not be read: " + p));
        for (HostedGames.Kept game : crashed) {
            Alert ask = alert(owner, Alert.AlertType.CONFIRMATION, "Host the network game again?",
                    "The network game " + game.describe() + " was still hosted when this program stopped. Host it"
                            + " again on port " + game.port() + " with the same codes? The other players' windows"
                            + " come back by themselves.", HOST_AGAIN, NOT_NOW);
            if (ask.showAndWait().filter(b -> b == HOST_AGAIN).isPresent()) {
                return Optional.of(game);
            }
            try {
                games.stopped(game.id()); // offered once; Game > Host a saved network game again… keeps it
            } catch (IOException e) {
                System.err.println("The hosted network game could not be set aside: " + e.getMessage());
            }
        }
        return Optional.empty();
    }

    /** A seat kept in another's unfinished game, if the player wants to rejoin it now. */
    static Optional<JoinDialog.Choice> offerRejoining(Stage owner, KeptSeats kept) {
        List<KeptSeats.Seat> seats;
        try {
            seats = kept.list();
        } catch (IOException e) {
            alert(owner, Alert.AlertType.WARNING, "Your seats in network games could not be read.", e.getMessage()
                    + "\nJoin a network game with your join code instead; the file is replaced by the next seat"
                    + " taken.").show();
            return Optional.empty();
        }
        for (int i = seats.size() - 1; i >= 0; i--) {
            KeptSeats.Seat seat = seats.get(i);
            Alert ask = alert(owner, Alert.AlertType.CONFIRMATION, seat.offer(), "You left this game unfinished as "
                    + seat.name() + ". Rejoining takes your seat back where the game stands.", REJOIN, NOT_NOW, FORGET);
            Optional<ButtonType> answer = ask.showAndWait();
            if (answer.filter(b -> b == REJOIN).isPresent()) {
                return Optional.of(JoinDialog.Choice.rejoin(seat));
            }
            if (answer.filter(b -> b == FORGET).isPresent()) {
                KeptSeatRows.forget(kept, seat);
            }
        }
        return Optional.empty();
    }

    /** Game > Host a saved network game again…: one of the unfinished games this window hosted. */
    static Optional<HostedGames.Kept> chooseSavedGame(Stage owner, HostedGames games) {
        List<String> problems = new ArrayList<>();
        List<HostedGames.Kept> saved = games.unfinished(problems);
        String unreadable = problems.isEmpty() ? "" : "\nNot listed (cannot be read): " + String.join("; ", problems);
        if (saved.isEmpty()) {
            alert(owner, Alert.AlertType.INFORMATION, "No network game is waiting to be hosted again.",
                    "A network game saved for later, or left when this program stopped, is listed here." + unreadable)
                    .show();
            return Optional.empty();
        }
        List<String> labels = saved.stream().map(g -> g.describe() + ", port " + g.port() + " · " + g.id()).toList();
        ChoiceDialog<String> choose = new ChoiceDialog<>(labels.get(0), labels);
        choose.initOwner(owner);
        choose.setTitle("Host a saved network game again");
        choose.setHeaderText("Host it again with the same codes: the other players come back with their seats.");
        choose.setContentText("Game" + unreadable);
        return choose.showAndWait().map(label -> saved.get(labels.indexOf(label)));
    }

    static void problem(Stage owner, String header, String detail) {
        alert(owner, Alert.AlertType.ERROR, header, detail).show();
    }

    private static Alert alert(Stage owner, Alert.AlertType type, String header, String text, ButtonType... buttons) {
        Alert alert = new Alert(type, PrintableText.escape(text), buttons);
        if (owner.getScene() != null) {
            alert.initOwner(owner); // asked before the table is on the stage: a stage without a scene owns nothing
        }
        alert.setHeaderText(header);
        return alert;
    }
}
