package dicemasters.engine.state;

import java.util.List;

/**
 * The game and its turns: the start, turns and steps, priority, the Roll and Reroll Step's
 * choices, a draw short, the end. Each is a {@link GameEvent}, named {@code GameEvent.X} like
 * every event; this file only holds the family.
 */
public sealed interface TurnEvents permits GameEvent {
    record GameStarted(String format, List<String> players, int firstPlayer, long seed) implements GameEvent {
        public String text() {
            if (players.size() == 4) {
                return format + " game: " + players.get(0) + " and " + players.get(2) + " vs " + players.get(1)
                        + " and " + players.get(3) + ". " + players.get(firstPlayer) + " and "
                        + players.get(firstPlayer + 2) + " go first. (seed " + seed + ")";
            }
            return format + " game: " + players.get(0) + " vs " + players.get(1) + ". "
                    + players.get(firstPlayer) + " goes first. (seed " + seed + ")";
        }
    }

    record TurnStarted(int turn, int player, String playerName) implements GameEvent {
        public String text() {
            return "Turn " + turn + ": " + playerName + "'s turn.";
        }
    }

    record StepStarted(Step step, String activeName) implements GameEvent {
        public String text() {
            return "-- " + step.label() + " --";
        }
    }

    record StepEnded(Step step, String reason) implements GameEvent {
        public String text() {
            return step.label() + " ends" + (reason.isEmpty() ? "." : ": " + reason + ".");
        }
    }

    record PriorityPassed(int from, String fromName, int to, String toName) implements GameEvent {
        public String text() {
            return fromName + " passes priority to " + toName + ".";
        }
    }

    /** Doubles: the team split its shared Prep Area; each player rolls the dice named for them. */
    record PrepAreaSplit(int player, String playerName, List<String> playerDice, int teammate, String teammateName,
                         List<String> teammateDice) implements GameEvent {
        public PrepAreaSplit {
            playerDice = List.copyOf(playerDice);
            teammateDice = List.copyOf(teammateDice);
        }

        public String text() {
            return playerName + " and " + teammateName + " split their Prep Area: " + rolls(playerName, playerDice)
                    + "; " + rolls(teammateName, teammateDice) + ".";
        }

        private static String rolls(String name, List<String> dice) {
            return dice.isEmpty() ? name + " rolls none" : name + " rolls " + String.join(", ", dice);
        }
    }

    record RerollChosen(int player, String playerName, int dice) implements GameEvent {
        public String text() {
            return dice == 0 ? playerName + " keeps every result."
                    : playerName + " rerolls " + dice + (dice == 1 ? " die." : " dice.");
        }
    }

    record DrawShortfall(int player, String playerName, int missing) implements GameEvent {
        public String text() {
            return playerName + " could not draw " + missing + (missing == 1 ? " die" : " dice") + ": loses "
                    + missing + " life and gains " + missing + " generic energy.";
        }
    }

    record GameOver(int winner, String winnerName, String reason) implements GameEvent {
        public String text() {
            // A team of two (Doubles) is named "Ann and Cid": they win.
            return winner < 0 ? "The game ends in a tie: " + reason + "."
                    : winnerName + (winnerName.contains(" and ") ? " win: " : " wins: ") + reason + ".";
        }
    }
}
