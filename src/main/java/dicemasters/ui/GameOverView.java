package dicemasters.ui;

import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

import java.util.List;

/** Who won, a short summary of the game, and a chart of both life totals over the turns. */
final class GameOverView extends VBox {

    GameOverView(GameSession session) {
        super(10);
        setId("game-over");
        getStyleClass().add("game-over");
        GameState end = session.current();
        Label winner = new Label(end.isTie() ? "The game ends in a tie."
                : Prompts.sideLabel(end, end.winner()) + (end.seats().teamsOfTwo() ? " win!" : " wins!"));
        winner.setId("winner");
        winner.getStyleClass().add("winner");
        Label summary = new Label(summary(session));
        summary.setId("summary");
        summary.setWrapText(true);
        getChildren().addAll(winner, summary, chart(session));
    }

    static String summary(GameSession session) {
        GameState end = session.current();
        List<GameEvent> log = session.log();
        StringBuilder sb = new StringBuilder();
        log.stream().filter(e -> e instanceof GameEvent.GameOver).findFirst()
                .ifPresent(e -> sb.append(e.text()).append("\n"));
        sb.append(count(end.turn(), "turn", "turns")).append(", ")
                .append(count(session.actions().size(), "decision", "decisions")).append(".\n");
        boolean doubles = end.seats().teamsOfTwo();
        for (int p = 0; p < end.players().size(); p++) {
            int player = p;
            long bought = log.stream().filter(e -> e instanceof GameEvent.DiePurchased d && d.player() == player)
                    .count();
            long fielded = log.stream().filter(e -> e instanceof GameEvent.DieFielded d && d.player() == player)
                    .count();
            long damage = log.stream().filter(e -> e instanceof GameEvent.PlayerDamaged d
                            && end.seats().opponents(d.player(), player))
                    .mapToInt(e -> ((GameEvent.PlayerDamaged) e).amount()).sum();
            sb.append(Prompts.playerLabel(end, p)).append(doubles ? ": team life " : ": life ")
                    .append(end.player(p).life()).append(", bought ").append(count(bought, "die", "dice"))
                    .append(", fielded ").append(count(fielded, "character", "characters"))
                    .append(doubles ? "; the team dealt " : ", dealt ")
                    .append(damage).append(doubles ? " damage to the other team.\n" : " damage to the other player.\n");
        }
        return sb.toString().trim();
    }

    /** "1 die", "3 dice". */
    static String count(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static LineChart<Number, Number> chart(GameSession session) {
        List<int[]> points = LifeHistory.of(session);
        int lastTurn = points.stream().mapToInt(point -> point[0]).max().orElse(1);
        // Whole turns only: about ten labelled ticks however long the game was.
        NumberAxis turns = new NumberAxis(0, Math.max(1, lastTurn), Math.max(1, Math.ceil(lastTurn / 10.0)));
        turns.setMinorTickVisible(false);
        turns.setLabel("Turn");
        NumberAxis life = new NumberAxis();
        life.setLabel("Life");
        LineChart<Number, Number> chart = new LineChart<>(turns, life);
        chart.setId("life-chart");
        chart.setTitle("Life over the turns");
        chart.setAnimated(false);
        chart.setPrefSize(520, 300);
        GameState end = session.current();
        for (int p = 0; p < 2; p++) {
            // Series 0 and 1 take the players' colours from the style sheet (blue, red).
            XYChart.Series<Number, Number> series = new XYChart.Series<>();
            // In Doubles each line is a team's life.
            series.setName(Prompts.sideLabel(end, p));
            for (int[] point : points) {
                series.getData().add(new XYChart.Data<>(point[0], point[p + 1]));
            }
            chart.getData().add(series);
        }
        return chart;
    }
}
