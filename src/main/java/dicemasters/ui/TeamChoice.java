package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.GameSetup;
import dicemasters.engine.card.CardDefinition;

import java.util.ArrayList;
import java.util.List;

/**
 * A team a player can pick in the New Game dialog: one side of a bundled preset (the rulebooks'
 * demo games) with the Basic Action Cards that preset plays with.
 */
public record TeamChoice(String label, List<GameSetup.TeamCard> cards, List<CardDefinition> basicActions,
                         int diceEachBasicAction) {

    public TeamChoice {
        cards = List.copyOf(cards);
        basicActions = List.copyOf(basicActions);
    }

    /** Both sides of every preset in the library, in the library's order. */
    public static List<TeamChoice> fromPresets(CardLibrary library) {
        List<TeamChoice> choices = new ArrayList<>();
        for (Preset preset : library.presets()) {
            for (GameSetup.Team team : preset.teams()) {
                String names = String.join(" & ", team.cards().stream().map(c -> c.card().name()).toList());
                choices.add(new TeamChoice(preset.name() + ": " + names, team.cards(), preset.basicActions(),
                        preset.diceEachBasicAction()));
            }
        }
        return choices;
    }

    @Override
    public String toString() {
        return label;
    }
}
