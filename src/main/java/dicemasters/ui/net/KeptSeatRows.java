package dicemasters.ui.net;

import dicemasters.net.KeptSeats;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

/**
 * In Join a network game: the seats this program kept from games not finished ("Rejoin your game
 * with Ann at 192.168.1.5:47100?"), each with Rejoin and Forget; or, when the file of kept seats
 * cannot be read, why (it is replaced by the next seat kept).
 */
final class KeptSeatRows {
    private KeptSeatRows() {
    }

    static VBox of(KeptSeats kept, Consumer<KeptSeats.Seat> rejoin) {
        VBox rows = new VBox(6);
        rows.setId("kept-seats");
        fill(rows, kept, rejoin);
        return rows;
    }

    private static void fill(VBox rows, KeptSeats kept, Consumer<KeptSeats.Seat> rejoin) {
        rows.getChildren().clear();
        List<KeptSeats.Seat> seats;
        try {
            seats = kept.list();
        } catch (IOException e) {
            Label broken = new Label("Your seats in unfinished network games could not be read: " + e.getMessage()
                    + ". Join with the address and your join code below.");
            broken.setId("kept-seats-problem");
            broken.setWrapText(true);
            broken.setMaxWidth(520);
            rows.getChildren().add(broken);
            return;
        }
        for (int i = 0; i < seats.size(); i++) {
            KeptSeats.Seat seat = seats.get(i);
            Label offer = new Label(seat.offer());
            offer.setMnemonicParsing(false);
            offer.setWrapText(true);
            offer.setMaxWidth(380);
            Button again = new Button("Rejoin");
            again.setId("rejoin-" + i);
            again.setOnAction(e -> rejoin.accept(seat));
            Button forget = new Button("Forget");
            forget.setId("forget-" + i);
            forget.setOnAction(e -> {
                forget(kept, seat);
                fill(rows, kept, rejoin);
            });
            rows.getChildren().add(new HBox(8, offer, again, forget));
        }
    }

    static void forget(KeptSeats kept, KeptSeats.Seat seat) {
        try {
            kept.forget(seat.address(), seat.port(), seat.game());
        } catch (IOException e) {
            System.err.println("The kept network seat could not be forgotten: " + e.getMessage());
        }
    }
}
