package dicemasters.sim;

import java.util.List;

/**
 * What to simulate: how many games, which format, the two automatic players by name (seat 1
 * first), the seed the games' seeds count up from, and the turn after which a game is a draw.
 */
public record SimulationConfig(int games, String format, List<String> players, long seed, int turnLimit) {
    public static final List<String> FORMATS = List.of("demo", "tournament");
    public static final List<String> PLAYER_KINDS = List.of("greedy", "random");
    public static final int DEFAULT_TURN_LIMIT = 100;

    public SimulationConfig {
        players = List.copyOf(players);
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1, not " + games);
        }
        if (!FORMATS.contains(format)) {
            throw new IllegalArgumentException("unknown format '" + format + "'; choose one of " + FORMATS);
        }
        if (players.size() != 2) {
            throw new IllegalArgumentException("--players needs two players separated by a comma, such as greedy,random");
        }
        for (String p : players) {
            if (!PLAYER_KINDS.contains(p)) {
                throw new IllegalArgumentException("unknown player '" + p + "'; choose from " + PLAYER_KINDS);
            }
        }
        if (turnLimit < 1) {
            throw new IllegalArgumentException("--turn-limit must be at least 1, not " + turnLimit);
        }
    }

    /** Reads "--games 1000 --players greedy,random --format demo --seed 1 --turn-limit 100". */
    public static SimulationConfig parse(String... args) {
        int games = 1000;
        String format = "demo";
        List<String> players = List.of("greedy", "greedy");
        long seed = 1;
        int turnLimit = DEFAULT_TURN_LIMIT;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(option.startsWith("--")
                        ? option + " needs a value" : "unexpected argument '" + option + "'");
            }
            String value = args[++i];
            switch (option) {
                case "--games" -> games = number(option, value);
                case "--format" -> format = value;
                case "--players" -> players = List.of(value.split(",", -1));
                case "--seed" -> seed = longNumber(option, value);
                case "--turn-limit" -> turnLimit = number(option, value);
                default -> throw new IllegalArgumentException("unknown option '" + option + "'");
            }
        }
        return new SimulationConfig(games, format, players, seed, turnLimit);
    }

    private static int number(String option, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, not '" + value + "'");
        }
    }

    private static long longNumber(String option, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, not '" + value + "'");
        }
    }
}
