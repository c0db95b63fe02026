package dicemasters.ui;

import dicemasters.engine.GameSetup;
import dicemasters.session.GameSession;

import java.util.List;

/**
 * What the New Game dialog gathers: format, both players' names and teams, who goes first
 * ({@link GameSetup#RANDOM_FIRST} lets the game's generator decide) and the seed.
 */
public record NewGame(GameFormat format, List<String> names, List<TeamPreset> teams, int firstPlayer, long seed) {

    public NewGame {
        names = List.copyOf(names);
        teams = List.copyOf(teams);
    }

    /** The demo game the window opens with. */
    public static NewGame demo(long seed) {
        List<TeamPreset> presets = TeamPreset.bundled();
        return new NewGame(GameFormat.DEMO, List.of("Sam", "Bruce"), presets, GameSetup.RANDOM_FIRST, seed);
    }

    public GameSetup toSetup() {
        TeamPreset first = teams.get(0);
        return new GameSetup(format.label(), format.life(),
                List.of(new GameSetup.Team(names.get(0), teams.get(0).cards()),
                        new GameSetup.Team(names.get(1), teams.get(1).cards())),
                first.basicActions(), first.diceEachBasicAction(), firstPlayer);
    }

    public GameSession start() {
        return GameSession.start(toSetup(), seed);
    }
}
