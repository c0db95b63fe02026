package dicemasters.ui;

import dicemasters.ai.TeamChooser;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.team.Format;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;

/** The New Game dialog's seat choice (person or computer) and the computer's own team. */
final class SeatChoice {
    private SeatChoice() {
    }

    static ComboBox<Seat> box(Seat chosen, String id) {
        ComboBox<Seat> box = new ComboBox<>();
        box.getItems().setAll(Seat.values());
        box.setValue(chosen);
        box.setId(id);
        return box;
    }

    /** "Computer's team": a legal team for the format that the computer builds from the card pool. */
    static Button teamButton(CardLibrary library, ComboBox<Format> format, ComboBox<TeamChoice> team, int player) {
        Button build = new Button("Computer's team");
        build.setId("computer-team-" + player);
        build.setOnAction(e -> {
            Format f = format.getValue();
            long variety = System.nanoTime() + player;
            TeamChooser.Choice choice = TeamChooser.choose(library.playableCards(), f, variety);
            TeamChoice built = new TeamChoice("Built by the computer (" + f.label() + "): " + String.join(", ",
                    choice.cards().stream().map(c -> c.card().name()).toList()), choice.cards(),
                    choice.basicActions(), team.getValue() == null ? 3 : team.getValue().diceEachBasicAction());
            team.getItems().add(built);
            team.setValue(built);
        });
        return build;
    }
}
