package dicemasters.ui;

import dicemasters.session.GameSession;

/** A game to put on the table when the window opens, and who plays each of its seats. */
record TableStart(GameSession session, ComputerSeats seats) {

    static TableStart of(NewGame game) {
        return new TableStart(game.start(), game.computerSeats());
    }
}
