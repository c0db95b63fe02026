package dicemasters.net;

import dicemasters.engine.setup.GameSetup;

import java.io.IOException;
import java.util.List;

/**
 * Stands between a {@link GuestLink} and the guest's window and keeps the seat in {@link KeptSeats}:
 * remembered at each welcome (its token is then on disk before the player makes a move), forgotten
 * when the game is over. A game saved for later stays kept: its player comes back to it when the
 * game is hosted again. Everything heard is passed on unchanged.
 */
public final class SeatKeeper implements GuestLink.Listener {
    private final KeptSeats kept;
    private final String address;
    private final int port;
    private final GuestLink.Listener window;
    private String game;
    private boolean forgotten;

    public SeatKeeper(KeptSeats kept, String address, int port, GuestLink.Listener window) {
        this.kept = kept;
        this.address = address;
        this.port = port;
        this.window = window;
    }

    @Override
    public void received(HostMessage message) {
        try {
            if (message instanceof HostMessage.Welcome w && w.token() != null) {
                game = w.game();
                forgotten = false;
                List<String> players = w.setup().teams().stream().map(GameSetup.Team::playerName).toList();
                kept.remember(new KeptSeats.Seat(address, port, w.game(), w.seat(), w.token(),
                        players.get(w.seat()), players));
            } else if (message instanceof HostMessage.Update u && u.view() != null && u.view().over()
                    && game != null && !forgotten) {
                forgotten = true;
                kept.forget(address, port, game);
            }
        } catch (IOException e) {
            // The game goes on; only coming back after a restart of this program is lost.
            System.err.println("The network seat could not be kept in " + kept.file() + ": " + e.getMessage());
        }
        window.received(message);
    }

    @Override
    public void lost(String reason, boolean retrying) {
        window.lost(reason, retrying);
    }
}
