package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;

import java.util.List;

/**
 * A ready game: which player brings which cards (and how many dice of each), which Basic Action
 * Cards sit in the middle, and the starting life. The rulebooks' demo setups ship as presets.
 */
public record Preset(String id, String name, String description, String format, int life,
                     List<GameSetup.Team> teams, List<CardDefinition> basicActions, int diceEachBasicAction) {

    public Preset {
        teams = List.copyOf(teams);
        basicActions = List.copyOf(basicActions);
    }

    /** Whether this preset seats four players in two teams (Dice Masters Doubles). */
    public boolean isDoubles() {
        return teams.size() == 4;
    }

    /** The game setup, with {@code firstPlayer} 0 or 1, or {@link GameSetup#RANDOM_FIRST}. */
    public GameSetup toSetup(int firstPlayer) {
        return new GameSetup(format, life, teams, basicActions, diceEachBasicAction, firstPlayer);
    }
}
