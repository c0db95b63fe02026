package dicemasters.ui;

import dicemasters.engine.state.GameState;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

import java.util.Optional;

/**
 * The questions asked before something that cannot be taken back: a game with unsaved moves
 * replaced or ended (Save / Discard / Cancel, as any editor asks), a player conceding.
 */
final class Questions {
    static final ButtonType SAVE = new ButtonType("Save…", ButtonBar.ButtonData.YES);
    static final ButtonType DISCARD = new ButtonType("Discard", ButtonBar.ButtonData.NO);
    static final ButtonType CONCEDE = new ButtonType("Concede", ButtonBar.ButtonData.OK_DONE);

    /** What the players answered to "Save the game in progress?". */
    enum SaveAnswer { SAVE, DISCARD, CANCEL }

    private Questions() {
    }

    /**
     * Asks whether to save a game with unsaved moves before it is replaced or ended; {@code what}
     * says what would happen ("A new game replaces it."). Esc and the window's close button cancel.
     */
    static SaveAnswer saveFirst(Window owner, GameState game, String what) {
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, gameName(game) + " has moves that are not saved. "
                + what + " If you discard it, it can still be found under Game > Recent games.",
                SAVE, DISCARD, ButtonType.CANCEL);
        ask.setTitle("Save the game?");
        ask.setHeaderText(game.isOver() ? "Save the finished game?" : "Save the game in progress?");
        ask.getDialogPane().setId("save-first");
        Optional<ButtonType> answer = show(ask, owner);
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) {
            return SaveAnswer.CANCEL;
        }
        return answer.get() == SAVE ? SaveAnswer.SAVE : SaveAnswer.DISCARD;
    }

    /** Asks the player to act whether they really concede; Cancel (the default, and Esc) keeps playing. */
    static boolean confirmConcede(Window owner, GameState game) {
        String who = Prompts.playerLabel(game, game.actingPlayer());
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, who + (game.players().size() == 4
                ? " concedes for their team: the other team wins at once." : " concedes: the other player wins at once.")
                + " This cannot be undone.", CONCEDE, ButtonType.CANCEL);
        ask.setTitle("Concede?");
        ask.setHeaderText("Concede the game for " + who + "?");
        ask.getDialogPane().setId("confirm-concede");
        ((javafx.scene.control.Button) ask.getDialogPane().lookupButton(CONCEDE)).setDefaultButton(false);
        ((javafx.scene.control.Button) ask.getDialogPane().lookupButton(ButtonType.CANCEL)).setDefaultButton(true);
        return show(ask, owner).filter(b -> b == CONCEDE).isPresent();
    }

    /** "Turn 4 of Sam vs Bruce", as the players know the game. */
    static String gameName(GameState game) {
        StringBuilder players = new StringBuilder();
        if (game.players().size() == 4) {
            players.append(game.player(0).name()).append(" & ").append(game.player(2).name()).append(" vs ")
                    .append(game.player(1).name()).append(" & ").append(game.player(3).name());
        } else {
            players.append(game.player(0).name()).append(" vs ").append(game.player(1).name());
        }
        return "Turn " + game.turn() + " of " + players;
    }

    private static Optional<ButtonType> show(Alert ask, Window owner) {
        if (owner != null && owner.getScene() != null) {
            ask.initOwner(owner);
        }
        ask.getDialogPane().setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return ask.showAndWait();
    }
}
