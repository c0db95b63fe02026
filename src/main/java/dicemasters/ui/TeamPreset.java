package dicemasters.ui;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.GameSetup;
import dicemasters.engine.card.CardDefinition;

import java.util.List;

/** A ready team to pick in the New Game dialog, with the Basic Action Cards it is played with. */
public record TeamPreset(String name, List<GameSetup.TeamCard> cards, List<CardDefinition> basicActions,
                         int diceEachBasicAction) {

    public TeamPreset {
        cards = List.copyOf(cards);
        basicActions = List.copyOf(basicActions);
    }

    /** The rulebook's demo teams. */
    public static List<TeamPreset> bundled() {
        GameSetup demo = DemoTeams.dcJusticeDemo(0);
        return List.of(fromTeam(demo, 0), fromTeam(demo, 1));
    }

    private static TeamPreset fromTeam(GameSetup setup, int player) {
        List<GameSetup.TeamCard> cards = setup.teams().get(player).cards();
        String names = String.join(" & ", cards.stream().map(c -> c.card().name()).toList());
        return new TeamPreset("DC Justice demo: " + names, cards, setup.basicActions(), setup.diceEachBasicAction());
    }

    @Override
    public String toString() {
        return name;
    }
}
