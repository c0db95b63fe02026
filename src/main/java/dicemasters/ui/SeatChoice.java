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

    /** A person or the computer; a seat played from another computer is chosen only when hosting a network game. */
    static ComboBox<Seat> box(Seat chosen, String id) {
        return box(chosen, id, false);
    }

    static ComboBox<Seat> box(Seat chosen, String id, boolean hosting) {
        ComboBox<Seat> box = new ComboBox<>();
        box.getItems().setAll(java.util.Arrays.stream(Seat.values()).filter(s -> hosting || !s.isRemote()).toList());
        box.setValue(chosen);
        box.setId(id);
        return box;
    }

    /** "Computer's team": a legal team for the format that the computer builds from the card pool. */
    static Button teamButton(CardLibrary library, ComboBox<Format> format, ComboBox<TeamChoice> team, int player) {
        return teamButton(library, format, team, player, null);
    }

    /** In Doubles the computer's team avoids the teammate's characters and Basic Action Card ({@code teammate}). */
    static Button teamButton(CardLibrary library, ComboBox<Format> format, ComboBox<TeamChoice> team, int player,
                             ComboBox<TeamChoice> teammate) {
        Button build = new Button("Computer's team");
        build.setId("computer-team-" + player);
        build.setOnAction(e -> {
            Format f = format.getValue();
            long variety = System.nanoTime() + player;
            TeamChoice beside = f.teamsOfTwo() && teammate != null ? teammate.getValue() : null;
            java.util.Set<String> names = beside == null ? java.util.Set.of() : beside.cards().stream()
                    .map(c -> c.card().name()).collect(java.util.stream.Collectors.toSet());
            java.util.Set<String> basics = beside == null ? java.util.Set.of() : beside.basicActions().stream()
                    .map(c -> c.id()).collect(java.util.stream.Collectors.toSet());
            TeamChooser.Choice choice = TeamChooser.choose(library.playableCards(), f, variety, names, basics);
            TeamChoice built = new TeamChoice("Built by the computer (" + f.label() + "): " + String.join(", ",
                    choice.cards().stream().map(c -> c.card().name()).toList()), choice.cards(),
                    choice.basicActions(), team.getValue() == null ? 3 : team.getValue().diceEachBasicAction());
            team.getItems().add(built);
            team.setValue(built);
        });
        return build;
    }
}
