package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;

import java.util.ArrayList;
import java.util.List;

/**
 * A team a player can pick in the New Game dialog: one side of a bundled preset (the rulebooks'
 * demo games, the ready-made Casual, Tournament and Doubles teams) with the Basic Action Cards
 * that preset plays with.
 */
public record TeamChoice(String label, List<GameSetup.TeamCard> cards, List<CardDefinition> basicActions,
                         int diceEachBasicAction) {

    public TeamChoice {
        cards = List.copyOf(cards);
        basicActions = List.copyOf(basicActions);
    }

    /** Both sides of every two-player preset in the library, in the library's order. */
    public static List<TeamChoice> fromPresets(CardLibrary library) {
        return sidesOf(library.presets());
    }

    /** The ready-made teams of a format: each side of the library's presets of that format. */
    public static List<TeamChoice> offeredFor(CardLibrary library, Format format) {
        return sidesOf(library.presetsOf(format.label()));
    }

    /** Each player's cards of every Doubles preset (4 characters and 1 Basic Action Card each). */
    public static List<TeamChoice> fromDoublesPresets(CardLibrary library) {
        return sidesOf(library.doublesPresets());
    }

    private static List<TeamChoice> sidesOf(List<Preset> presets) {
        List<TeamChoice> choices = new ArrayList<>();
        for (Preset preset : presets) {
            for (int side = 0; side < preset.teams().size(); side++) {
                GameSetup.Team team = preset.teams().get(side);
                choices.add(new TeamChoice(preset.name() + ": " + names(team), team.cards(), broughtBy(preset, side),
                        preset.diceEachBasicAction()));
            }
        }
        return choices;
    }

    /** "Aquaman & Wonder Woman"; a large team by its first two cards: "Ronin, Songbird +6" (fits the team box). */
    private static String names(GameSetup.Team team) {
        List<String> names = team.cards().stream().map(c -> c.card().name()).toList();
        if (names.size() <= 4) {
            return String.join(" & ", names);
        }
        return names.get(0) + ", " + names.get(1) + " +" + (names.size() - 2);
    }

    /**
     * The Basic Action Cards one side of a preset brings: its half of the preset's cards (the demo
     * games put one from each player in the middle), or all of them when they do not split evenly.
     */
    private static List<CardDefinition> broughtBy(Preset preset, int side) {
        List<CardDefinition> all = preset.basicActions();
        int teams = preset.teams().size();
        if (all.isEmpty() || all.size() % teams != 0) {
            return all;
        }
        int each = all.size() / teams;
        return all.subList(side * each, (side + 1) * each);
    }

    @Override
    public String toString() {
        return label;
    }
}
