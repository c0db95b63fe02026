package dicemasters.sim;

import dicemasters.engine.Engine;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SimulatorTest {

    @Test
    void options_are_read_from_the_command_line() {
        SimulationConfig c = SimulationConfig.parse("--games", "50", "--players", "greedy,random",
                "--format", "tournament", "--seed", "7", "--turn-limit", "30");
        assertThat(c).isEqualTo(new SimulationConfig(50, "tournament", List.of("greedy", "random"), 7, 30));
    }

    @Test
    void without_options_it_plays_a_thousand_demo_games_between_greedy_players() {
        assertThat(SimulationConfig.parse())
                .isEqualTo(new SimulationConfig(1000, "demo", List.of("greedy", "greedy"), 1, 100));
    }

    @Test
    void bad_options_are_explained() {
        assertThatThrownBy(() -> SimulationConfig.parse("--format", "sealed"))
                .hasMessageContaining("unknown format 'sealed'");
        assertThatThrownBy(() -> SimulationConfig.parse("--players", "greedy"))
                .hasMessageContaining("two players");
        assertThatThrownBy(() -> SimulationConfig.parse("--players", "greedy,smart"))
                .hasMessageContaining("unknown player 'smart'");
        assertThatThrownBy(() -> SimulationConfig.parse("--games", "many"))
                .hasMessageContaining("--games needs a whole number, not 'many'");
        assertThatThrownBy(() -> SimulationConfig.parse("--games", "0")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> SimulationConfig.parse("--games")).hasMessageContaining("--games needs a value");
        assertThatThrownBy(() -> SimulationConfig.parse("--speed", "9")).hasMessageContaining("unknown option");
        assertThatThrownBy(() -> SimulationConfig.parse("--seats", "random")).hasMessageContaining("'alternate' or 'fixed'");
        assertThatThrownBy(() -> SimulationConfig.parse("--iterations", "greedy=5"))
                .hasMessageContaining("search players");
    }

    @Test
    void doubles_games_seat_each_named_player_at_both_seats_of_a_team() {
        SimulationResult r = Simulator.run(SimulationConfig.parse("--games", "6", "--players", "greedy,random",
                "--format", "doubles"), n -> { });
        assertThat(r.wins()[0] + r.wins()[1] + r.draws()).isEqualTo(6);
        assertThat(Simulator.setup("doubles").teams()).hasSize(4);
        assertThat(r.averageActions()).isGreaterThan(r.averageTurns());
    }

    @Test
    void real_teams_are_shared_by_two_games_with_the_seats_swapped() {
        SimulationConfig c = SimulationConfig.parse("--games", "4", "--players", "greedy,random", "--format",
                "tournament", "--teams", "chosen", "--turn-limit", "30");

        assertThat(Simulator.setup(c, 1)).isEqualTo(Simulator.setup(c, 2));
        assertThat(Simulator.setup(c, 3)).isNotEqualTo(Simulator.setup(c, 2));
        SimulationResult r = Simulator.run(c, n -> { });
        assertThat(r.wins()[0] + r.wins()[1] + r.draws()).isEqualTo(4);
        assertThat(RandomTeamGamesTest.describe(Simulator.setup(SimulationConfig.parse("--format", "doubles",
                "--teams", "random"), 5))).contains("Dee");
    }

    @Test
    void in_doubles_each_seat_of_a_team_may_have_its_own_strength() {
        SimulationConfig c = SimulationConfig.parse("--games", "2", "--players", "greedy+random,random",
                "--format", "doubles", "--teams", "random", "--turn-limit", "40");

        SimulationResult r = Simulator.run(c, n -> { });

        assertThat(SimulationConfig.kindAt("greedy+random", false)).isEqualTo("greedy");
        assertThat(SimulationConfig.kindAt("greedy+random", true)).isEqualTo("random");
        assertThat(r.wins()[0] + r.wins()[1] + r.draws()).isEqualTo(2);
        assertThatThrownBy(() -> SimulationConfig.parse("--players", "normal+hard,greedy", "--format", "tournament"))
                .hasMessageContaining("doubles");
        assertThatThrownBy(() -> SimulationConfig.parse("--teams", "chosen")).hasMessageContaining("tournament or doubles");
        assertThatThrownBy(() -> SimulationConfig.parse("--teams", "mine", "--format", "doubles"))
                .hasMessageContaining("--teams is one of");
    }

    @Test
    void every_game_is_counted_once_as_a_win_for_a_seat_or_a_draw() {
        List<Integer> progress = new ArrayList<>();
        SimulationResult r = Simulator.run(SimulationConfig.parse("--games", "40", "--players", "greedy,random"),
                progress::add);
        assertThat(r.wins()[0] + r.wins()[1] + r.draws()).isEqualTo(40);
        assertThat(progress).hasSize(40).endsWith(40);
        assertThat(r.averageTurns()).isGreaterThan(2);
        assertThat(r.averageActions()).isGreaterThan(r.averageTurns());
        assertThat(r.gamesPerSecond()).isPositive();
    }

    @Test
    void a_game_that_reaches_the_turn_limit_is_a_draw() {
        SimulationResult r = Simulator.run(SimulationConfig.parse("--games", "10", "--turn-limit", "2"), n -> { });
        assertThat(r.turnLimitDraws()).isEqualTo(10);
        assertThat(r.draws()).isEqualTo(10);
        assertThat(r.wins()).containsExactly(0, 0);
        assertThat(r.averageTurns()).isEqualTo(2.0);
    }

    @Test
    void the_same_options_play_the_same_games() {
        SimulationConfig config = SimulationConfig.parse("--games", "20", "--players", "random,greedy",
                "--format", "tournament", "--seed", "99");
        SimulationResult a = Simulator.run(config, n -> { });
        SimulationResult b = Simulator.run(config, n -> { });
        assertThat(a.wins()).containsExactly(b.wins());
        assertThat(a.totalTurns()).isEqualTo(b.totalTurns());
        assertThat(a.totalActions()).isEqualTo(b.totalActions());
    }

    @Test
    void the_report_names_speed_length_each_player_with_an_interval_and_each_seat() {
        SimulationResult r = Simulator.run(SimulationConfig.parse("--games", "6", "--players", "greedy,random"),
                n -> { });
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Simulator.print(r, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String report = bytes.toString(StandardCharsets.UTF_8);
        assertThat(report).contains("games per second", "turns", "actions", "seats alternated", "greedy: ",
                "random: ", "95% interval", "Seat 1:", "Seat 2:", "Draws");
    }

    @Test
    void with_seats_alternated_each_player_sits_first_in_every_other_game() {
        SimulationConfig fixed = SimulationConfig.parse("--games", "30", "--players", "greedy,random", "--seats", "fixed");
        SimulationConfig alternated = SimulationConfig.parse("--games", "30", "--players", "greedy,random");
        SimulationResult a = Simulator.run(fixed, n -> { });
        SimulationResult b = Simulator.run(alternated, n -> { });
        assertThat(a.playerWins()).containsExactly(a.wins());
        assertThat(b.playerWins()[0]).as("greedy wins from either seat").isGreaterThan(20);
        assertThat(b.playerWins()[0] + b.playerWins()[1]).isEqualTo(b.wins()[0] + b.wins()[1]);
    }

    @Test
    void a_run_resumed_at_any_seed_seats_its_games_as_the_whole_run_would(@org.junit.jupiter.api.io.TempDir
                                                                          java.nio.file.Path dir) throws java.io.IOException {
        List<String> whole = recordedSeats(dir.resolve("whole.csv"), "1", "4");
        List<String> resumed = recordedSeats(dir.resolve("from-2.csv"), "2", "3");
        assertThat(whole).startsWith("1,greedy,random", "2,random,greedy");
        assertThat(resumed).containsExactlyElementsOf(whole.subList(1, 4));
    }

    /** Seed and seats of each game of a recorded greedy-random run, in seed order. */
    private static List<String> recordedSeats(java.nio.file.Path file, String seed, String games)
            throws java.io.IOException {
        Simulator.run(SimulationConfig.parse("--games", games, "--players", "greedy,random", "--seed", seed,
                "--record", file.toString()), n -> { });
        return java.nio.file.Files.readAllLines(file).stream().skip(1)
                .map(line -> String.join(",", java.util.Arrays.asList(line.split(",")).subList(0, 3)))
                .sorted(java.util.Comparator.comparingInt(line -> Integer.parseInt(line.split(",")[0]))).toList();
    }

    @Test
    void search_players_are_measured_and_every_game_is_recorded(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Path file = dir.resolve("games.csv");
        SimulationResult r = Simulator.run(SimulationConfig.parse("--games", "2", "--players", "easy,greedy",
                "--iterations", "easy=4", "--record", file.toString(), "--parallel", "2"), n -> { });
        ThinkingStats easy = r.thinking()[0];
        assertThat(easy.decisions()).isPositive();
        assertThat(easy.iterationsPerDecision()).isBetween(1.0, 4.0);
        assertThat(easy.actionsPerSecond()).isPositive();
        assertThat(r.thinking()[1].decisions()).as("greedy does not search").isZero();
        assertThat(java.nio.file.Files.readAllLines(file)).hasSize(3)
                .first().isEqualTo("seed,seat1,seat2,winner,turns,actions,seat1_decisions,seat1_cpu_ms,"
                        + "seat1_longest_ms,seat1_sim_actions,seat2_decisions,seat2_cpu_ms,seat2_longest_ms,"
                        + "seat2_sim_actions");
        assertThat(java.nio.file.Files.readAllLines(file).subList(1, 3)).as("in the order the games ended")
                .anyMatch(line -> line.startsWith("1,easy,greedy,")).anyMatch(line -> line.startsWith("2,greedy,easy,"));
        var pair = GamesSummary.read(List.of(file)).values().iterator().next();
        assertThat(pair.first + " then " + pair.second).as("the weaker kind first").isEqualTo("greedy then easy");
        assertThat(pair.games).isEqualTo(2);
        assertThat(pair.points[0] + pair.points[1]).isEqualTo(2.0);
        assertThat(pair.thinking[1][0]).as("easy's decisions, summed over both games").isEqualTo(easy.decisions());
        assertThat(pair.thinking[0][0]).as("greedy does not search").isZero();
    }

    @Test
    void the_summary_of_runs_added_together_names_their_seeds_gaps_and_repeats(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        String thinking = ",0,0,0,0,0,0,0,0";
        java.nio.file.Path first = dir.resolve("a.csv");
        java.nio.file.Path second = dir.resolve("b.csv");
        java.nio.file.Files.write(first, List.of(GamesFile.HEADER, "1,random,hard,hard,9,90" + thinking,
                "2,hard,random,hard,9,90" + thinking, "3,random,hard,hard,9,90" + thinking));
        java.nio.file.Files.write(second, List.of(GamesFile.HEADER, "4,hard,random,hard,9,90" + thinking,
                "5,random,hard,hard,9,90" + thinking));
        var pairs = GamesSummary.read(List.of(first, second));
        assertThat(GamesSummary.seedsOf(pairs.values().iterator().next().seeds)).isEqualTo("seeds 1–5, each once");

        java.nio.file.Files.write(second, List.of(GamesFile.HEADER, "3,hard,random,hard,9,90" + thinking,
                "7,random,hard,hard,9,90" + thinking, "8,hard,random,hard,9,90" + thinking));
        pairs = GamesSummary.read(List.of(first, second));
        assertThat(GamesSummary.seedsOf(pairs.values().iterator().next().seeds))
                .isEqualTo("seeds 1–3, 7–8 (gaps); played more than once: 3");
        var out = new java.io.ByteArrayOutputStream();
        GamesSummary.print(pairs, new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8));
        assertThat(out.toString(java.nio.charset.StandardCharsets.UTF_8))
                .contains("| random – hard | 6 | 100.0%").endsWith("random – hard: seeds 1–3, 7–8 (gaps); played more"
                        + " than once: 3" + System.lineSeparator());
    }

    @Test
    void a_search_player_may_judge_with_the_weights_of_a_file_for_an_a_b(@org.junit.jupiter.api.io.TempDir
                                                                           java.nio.file.Path dir) throws Exception {
        java.nio.file.Path before = dir.resolve("before.properties");
        java.nio.file.Files.writeString(before, "life = 1\nlowLife = 0\nlowLifeLine = 10\ndiceCost = 0.35\n"
                + "fieldDie = 0.8\nfieldStats = 0.45\nscale = 6\n");
        SimulationConfig c = SimulationConfig.parse("--games", "2", "--players", "normal@" + before + ",normal",
                "--iterations", "normal=20", "--turn-limit", "3");

        assertThat(Simulator.player(c.players().get(0), 1, c)).isInstanceOf(dicemasters.ai.SearchPlayer.class);
        assertThat(Simulator.run(c, done -> { }).games()).isEqualTo(2);
        assertThatThrownBy(() -> SimulationConfig.parse("--players", "normal@" + dir.resolve("missing") + ",greedy"))
                .hasMessageContaining("missing");
        assertThatThrownBy(() -> SimulationConfig.parse("--players", "greedy@" + before + ",normal"))
                .hasMessageContaining("unknown player");
    }

    @Test
    void a_round_robin_plays_every_pair_once() {
        String[] args = {"--players", "random,greedy,easy", "--games", "3", "--iterations", "easy=2"};
        List<SimulationConfig> pairs = RoundRobin.pairs(RoundRobin.players(args), args);
        assertThat(pairs).extracting(SimulationConfig::players).containsExactly(List.of("random", "greedy"),
                List.of("random", "easy"), List.of("greedy", "easy"));
        assertThat(pairs).allMatch(p -> p.games() == 3 && p.iterations().equals(java.util.Map.of("easy", 2)));
    }

    @Test
    void a_round_robin_records_each_pairs_games_in_its_own_file() {
        String[] args = {"--players", "greedy,normal", "--record", "runs/games.csv"};
        assertThat(RoundRobin.pairs(RoundRobin.players(args), args).get(0).gamesFile())
                .isEqualTo("runs/games-greedy-normal.csv");
        assertThat(RoundRobin.perPair("games", "a", "b")).isEqualTo("games-a-b");
    }

    @Test
    void the_score_interval_is_the_wilson_interval() {
        double[] interval = SimulationResult.wilson(0.8, 200);
        assertThat(interval[0]).isCloseTo(0.739, org.assertj.core.data.Offset.offset(0.001));
        assertThat(interval[1]).isCloseTo(0.849, org.assertj.core.data.Offset.offset(0.001));
    }

    @Test
    void the_progress_bar_redraws_only_when_the_percentage_changes() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(bytes, true, StandardCharsets.UTF_8), 1000);
        for (int done = 1; done <= 1000; done++) {
            bar.update(done);
        }
        String shown = bytes.toString(StandardCharsets.UTF_8);
        assertThat(shown.chars().filter(c -> c == '\r').count()).isEqualTo(101);
        assertThat(shown).endsWith("[##############################] 100% 1000/1000 games" + System.lineSeparator());
    }

    @Test
    void the_tournament_fixture_has_eight_cards_and_twenty_dice_a_side_and_twenty_life() {
        GameSetup setup = BenchmarkTeams.vanillaTournament(0);
        assertThat(setup.startingLife()).isEqualTo(20);
        for (GameSetup.Team team : setup.teams()) {
            assertThat(team.cards()).hasSize(8);
            assertThat(team.cards().stream().mapToInt(GameSetup.TeamCard::dice).sum()).isEqualTo(20);
        }
        GameState start = Engine.start(setup, 1).state();
        assertThat(start.player(0).life()).isEqualTo(20);
    }
}
