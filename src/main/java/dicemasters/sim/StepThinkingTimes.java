package dicemasters.sim;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.Player;
import dicemasters.ai.SearchPlayer;
import dicemasters.ai.Strength;
import dicemasters.ai.StepBudget;
import dicemasters.engine.Engine;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.team.Format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How long a computer seat thinks through a whole step at the table, in wall time: Doubles games
 * of real teams with the computer at every seat, thinking as the table makes it think (the
 * strength's per-decision limit and the per-step budget of {@link StepBudget}). Wall time, not
 * processor time, because a person at the table waits in wall time; run it beside other work to see
 * a busy machine. Usage: {@code StepThinkingTimes --games 4 [--seed 1] [--strength normal]
 * [--turn-limit 24] [--no-step-budget]}.
 */
public final class StepThinkingTimes {
    private StepThinkingTimes() {
    }

    /** One seat's thinking through one step of one turn. */
    record StepTime(String game, int turn, int player, Step step, int decisions, long wallMillis) {
    }

    public static void main(String[] args) {
        int games = 4;
        long seed = 1;
        int turnLimit = 24;
        boolean budgeted = true;
        Strength strength = Strength.NORMAL;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--games" -> games = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--turn-limit" -> turnLimit = Integer.parseInt(args[++i]);
                case "--strength" -> strength = Strength.valueOf(args[++i].toUpperCase(java.util.Locale.ROOT));
                case "--no-step-budget" -> budgeted = false;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        List<StepTime> times = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            times.addAll(play(strength, seed + g, turnLimit, budgeted));
            System.out.printf("game %d of %d: %d steps thought through%n", g + 1, games, times.size());
        }
        print(times, strength, budgeted);
    }

    static List<StepTime> play(Strength strength, long seed, int turnLimit, boolean budgeted) {
        String teams = seed % 2 == 0 ? "chosen" : "random";
        GameSetup setup = RealTeams.setup(teams, Format.DOUBLES, seed);
        Map<String, long[]> steps = new LinkedHashMap<>();
        List<Player> seats = new ArrayList<>();
        for (int seat = 0; seat < setup.teams().size(); seat++) {
            SearchPlayer search = new SearchPlayer(strength.settings()
                    .withMaxMillis(StepBudget.decisionLimitMillis(strength)), seed * 31 + seat);
            StepBudget budget = budgeted ? new StepBudget(strength) : StepBudget.unlimited();
            seats.add(state -> {
                long start = System.nanoTime();
                var choice = search.think(state, budget.remainingMillis(state)).choice();
                long spent = System.nanoTime() - start;
                budget.spent(state, spent / 1_000_000);
                long[] t = steps.computeIfAbsent(state.turn() + "/" + state.actingPlayer() + "/" + state.step(),
                        k -> new long[2]);
                t[0]++;
                t[1] += spent;
                return choice;
            });
        }
        AutoPlay.play(Engine.start(setup, seed).state(), seats, turnLimit, e -> { });
        List<StepTime> result = new ArrayList<>();
        steps.forEach((key, t) -> {
            String[] parts = key.split("/");
            result.add(new StepTime(teams + " teams, seed " + seed, Integer.parseInt(parts[0]),
                    Integer.parseInt(parts[1]), Step.valueOf(parts[2]), (int) t[0], t[1] / 1_000_000));
        });
        return result;
    }

    static void print(List<StepTime> times, Strength strength, boolean budgeted) {
        System.out.printf("%s at every seat of Doubles games, %s; wall time a seat thought through one step:%n",
                strength.label(), budgeted ? "with the table's step budget" : "without a step budget");
        Map<Step, List<Long>> byStep = new LinkedHashMap<>();
        for (StepTime t : times) {
            byStep.computeIfAbsent(t.step(), k -> new ArrayList<>()).add(t.wallMillis());
        }
        byStep.forEach((step, list) -> {
            Collections.sort(list);
            long sum = list.stream().mapToLong(Long::longValue).sum();
            System.out.printf("  %-22s %5d steps, mean %6d ms, 95th percentile %6d ms, longest %6d ms%n", step,
                    list.size(), sum / list.size(), list.get((int) Math.min(list.size() - 1, list.size() * 0.95)),
                    list.get(list.size() - 1));
        });
        times.stream().max(java.util.Comparator.comparingLong(StepTime::wallMillis)).ifPresent(t ->
                System.out.printf("  longest: %s, turn %d, player %d, %s: %d decisions, %d ms%n", t.game(), t.turn(),
                        t.player(), t.step(), t.decisions(), t.wallMillis()));
    }
}
