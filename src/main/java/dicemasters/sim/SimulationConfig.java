package dicemasters.sim;

import dicemasters.ai.EvaluationWeights;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What to simulate: how many games, which format, the two automatic players by name, the seed the
 * games' seeds count up from, the turn after which a game is a draw, whether the players change
 * seats every game (so neither profits from sitting first), simulations per decision for the
 * search players when not their strength's own, how many games run at once, and an optional file
 * that records every game's seed and result; and the teams: the format's preset ones, or real teams
 * from the whole pool, drawn at random or built by the computer's chooser ({@link RealTeams}).
 */
public record SimulationConfig(int games, String format, List<String> players, long seed, int turnLimit,
                               boolean alternateSeats, Map<String, Integer> iterations, int parallel,
                               String gamesFile, String teams) {
    /** Doubles: each named player plays both seats of a team (TMNT Doubles preset). */
    public static final List<String> FORMATS = List.of("demo", "tournament", "doubles");
    public static final List<String> PLAYER_KINDS = List.of("random", "greedy", "easy", "normal", "hard");
    public static final List<String> SEARCH_PLAYERS = List.of("easy", "normal", "hard");
    /** The format's preset teams, or real teams from the whole pool ({@link RealTeams}). */
    public static final List<String> TEAMS = List.of("preset", "random", "chosen");
    public static final int DEFAULT_TURN_LIMIT = 100;

    public SimulationConfig {
        players = List.copyOf(players);
        iterations = Map.copyOf(iterations);
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1, not " + games);
        }
        if (!FORMATS.contains(format)) {
            throw new IllegalArgumentException("unknown format '" + format + "'; choose one of " + FORMATS);
        }
        if (players.size() != 2) {
            throw new IllegalArgumentException("--players needs two players separated by a comma, such as greedy,random");
        }
        players.forEach(SimulationConfig::checkKind);
        if (!TEAMS.contains(teams)) {
            throw new IllegalArgumentException("--teams is one of " + TEAMS + ", not '" + teams + "'");
        }
        if (!teams.equals("preset") && format.equals("demo")) {
            throw new IllegalArgumentException("--teams " + teams + " plays the tournament or doubles format");
        }
        if (!format.equals("doubles") && players.stream().anyMatch(p -> p.contains("+"))) {
            throw new IllegalArgumentException("a team of two players (normal+hard) plays the doubles format");
        }
        iterations.forEach((kind, count) -> {
            if (!SEARCH_PLAYERS.contains(kind) || count < 1) {
                throw new IllegalArgumentException("--iterations takes search players and counts of at least 1,"
                        + " such as normal=1500, not " + kind + "=" + count);
            }
        });
        if (turnLimit < 1) {
            throw new IllegalArgumentException("--turn-limit must be at least 1, not " + turnLimit);
        }
        if (parallel < 1) {
            throw new IllegalArgumentException("--parallel must be at least 1, not " + parallel);
        }
    }

    /** Two players' games with seats alternated, no other options. */
    public SimulationConfig(int games, String format, List<String> players, long seed, int turnLimit) {
        this(games, format, players, seed, turnLimit, true, Map.of(), 1, null, "preset");
    }

    /**
     * A kind of player, or in Doubles a team of two kinds ("normal+hard": the first seat's, then the
     * teammate's); a search player may judge positions with the weights of a file ("normal@old.properties",
     * {@link EvaluationWeights}), which is read here so that a bad file stops the run before it starts.
     */
    static void checkKind(String kind) {
        String[] seats = kind.split("\\+", -1);
        if (seats.length > 2 || !java.util.Arrays.stream(seats).allMatch(SimulationConfig::knownSeat)) {
            throw new IllegalArgumentException("unknown player '" + kind + "'; choose from " + PLAYER_KINDS
                    + " (in Doubles a team of two such as normal+hard; a search player with the evaluation's"
                    + " weights of a file as normal@FILE)");
        }
    }

    private static boolean knownSeat(String seat) {
        String[] parts = seat.split("@", 2);
        if (parts.length == 2 && SEARCH_PLAYERS.contains(parts[0])) {
            weightsOf(seat);
            return true;
        }
        return parts.length == 1 && PLAYER_KINDS.contains(seat);
    }

    /** The kind of a seat's player without the file of its weights: "normal" for "normal@old.properties". */
    static String baseKind(String seat) {
        return seat.split("@", 2)[0];
    }

    /** The evaluation's weights a seat's player names ("normal@FILE"), or null for the shipped ones. */
    static EvaluationWeights weightsOf(String seat) {
        String[] parts = seat.split("@", 2);
        try {
            return parts.length == 2 ? EvaluationWeights.read(Path.of(parts[1])) : null;
        } catch (java.io.UncheckedIOException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The kind playing a seat of a named player: the first of "normal+hard" at the team's first seat. */
    static String kindAt(String player, boolean teammateSeat) {
        String[] seats = player.split("\\+");
        return teammateSeat ? seats[seats.length - 1] : seats[0];
    }

    /** Real teams: games 2k-1 and 2k of the seeds share their teams, each player playing each team once. */
    public boolean realTeams() {
        return !teams.equals("preset");
    }

    /** The same games with other players. */
    public SimulationConfig withPlayers(List<String> pair) {
        return new SimulationConfig(games, format, pair, seed, turnLimit, alternateSeats, iterations, parallel,
                gamesFile, teams);
    }

    /** The same games, recorded to another file. */
    public SimulationConfig withGamesFile(String file) {
        return new SimulationConfig(games, format, players, seed, turnLimit, alternateSeats, iterations, parallel, file,
                teams);
    }

    /**
     * Reads "--games 1000 --players greedy,random --format demo --seed 1 --turn-limit 100 --seats
     * alternate --iterations normal=1500 --parallel 1 --record games.csv --teams preset".
     */
    public static SimulationConfig parse(String... args) {
        int games = 1000;
        String format = "demo";
        List<String> players = List.of("greedy", "greedy");
        long seed = 1;
        int turnLimit = DEFAULT_TURN_LIMIT;
        boolean alternate = true;
        Map<String, Integer> iterations = new LinkedHashMap<>();
        int parallel = 1;
        String file = null;
        String teams = "preset";
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
                case "--seats" -> alternate = seats(value);
                case "--iterations" -> iterations.putAll(iterations(value));
                case "--parallel" -> parallel = number(option, value);
                case "--record" -> file = value;
                case "--teams" -> teams = value;
                default -> throw new IllegalArgumentException("unknown option '" + option + "'");
            }
        }
        return new SimulationConfig(games, format, players, seed, turnLimit, alternate, iterations, parallel, file,
                teams);
    }

    private static boolean seats(String value) {
        return switch (value) {
            case "alternate" -> true;
            case "fixed" -> false;
            default -> throw new IllegalArgumentException("--seats is 'alternate' or 'fixed', not '" + value + "'");
        };
    }

    private static Map<String, Integer> iterations(String value) {
        Map<String, Integer> result = new LinkedHashMap<>();
        for (String pair : value.split(",")) {
            String[] parts = pair.split("=", -1);
            if (parts.length != 2) {
                throw new IllegalArgumentException("--iterations needs kind=count pairs such as normal=1500, not '"
                        + pair + "'");
            }
            result.put(parts[0], number("--iterations", parts[1]));
        }
        return result;
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
