package dicemasters.ui;

import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;

/**
 * The board between the bars: Player 2's side, the middle, Player 1's side; in Doubles each team's
 * two players side by side (the other team across the top, mirrored), a team header with the
 * team's life, and the team's shared Prep Area between the teammates. While a team splits its Prep
 * Area, the area shows a half per teammate and a click on a die moves it to the other half.
 */
final class Board {
    private static final double PREP_DIE = 30;

    /** The board's and a player panel's padding and borders on both sides of a row of cards. */
    private static final double EDGES = 48;

    private Board() {
    }

    static Node of(TableView table) {
        GameState s = table.controller().state();
        int below = table.controller().look().bottomSeat();
        if (s.seats().teamsOfTwo()) {
            int team = s.seats().teamOf(below);
            VBox board = new VBox(6, teamSide(table, s, 1 - team), CenterStrip.of(table), teamSide(table, s, team));
            board.getStyleClass().add("board");
            // Four players are taller than a small window: the board scrolls, the prompt bar stays in view.
            ScrollPane scroll = new ScrollPane(board);
            scroll.setFitToWidth(true);
            scroll.getStyleClass().add("board-scroll");
            return scroll;
        }
        VBox top = PlayerPanel.of(table, 1 - below);
        VBox bottom = PlayerPanel.of(table, below);
        VBox.setVgrow(top, Priority.ALWAYS);
        VBox.setVgrow(bottom, Priority.ALWAYS);
        VBox board = new VBox(6, top, CenterStrip.of(table), bottom);
        board.getStyleClass().add("board");
        return board;
    }

    /**
     * The width a two-player board needs for each team's cards to stand in one row (0 for Doubles,
     * whose board scrolls): the widest row unwrapped plus the board's edges around it.
     */
    static double unwrappedWidth(Node board) {
        if (!(board instanceof VBox)) {
            return 0;
        }
        double widest = 0;
        for (Node node : board.lookupAll(".card-row")) {
            FlowPane row = (FlowPane) node;
            double width = row.getInsets().getLeft() + row.getInsets().getRight();
            for (Node card : row.getChildren()) {
                width += Math.max(card.minWidth(-1), card.prefWidth(-1)) + row.getHgap();
            }
            widest = Math.max(widest, width);
        }
        return widest == 0 ? 0 : widest + EDGES;
    }

    /** A team: its header, then its two players with the shared Prep Area between them. */
    private static Node teamSide(TableView table, GameState s, int team) {
        List<Integer> players = s.seats().team(team);
        VBox left = PlayerPanel.of(table, players.get(0));
        VBox right = PlayerPanel.of(table, players.get(1));
        // The two teammates share the width equally; their cards and dice wrap instead of widening the window.
        for (VBox panel : List.of(left, right)) {
            panel.setMinWidth(0);
            panel.setPrefWidth(1);
            HBox.setHgrow(panel, Priority.ALWAYS);
        }
        HBox row = new HBox(6, left, sharedPrepArea(table, s, team), right);
        VBox side = team == 1 ? new VBox(4, teamHeader(s, team), row) : new VBox(4, row, teamHeader(s, team));
        side.setId("team-" + (team + 1));
        side.getStyleClass().add("team-side");
        return side;
    }

    private static Node teamHeader(GameState s, int team) {
        List<Integer> players = s.seats().team(team);
        Label name = new Label("Team " + (team + 1) + ": " + Prompts.sideLabel(s, players.get(0)));
        name.getStyleClass().add("player-name");
        Label life = new Label("♥ " + s.player(players.get(0)).life() + " (the team's life)");
        life.setId("team-life-" + (team + 1));
        life.getStyleClass().add("life");
        HBox header = new HBox(10, name, life);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().addAll("team-header", "player-" + (team + 1));
        if (!s.isOver() && s.isOnActiveTeam(players.get(0))) {
            Label badge = new Label("ACTIVE TEAM (both players take the turn)");
            badge.getStyleClass().addAll("badge", "active-badge");
            header.getChildren().add(badge);
        }
        return header;
    }

    /** The team's one Prep Area: both teammates' dice there; halves per teammate while it is being split. */
    private static Node sharedPrepArea(TableView table, GameState s, int team) {
        List<Integer> players = s.seats().team(team);
        List<Die> dice = new ArrayList<>();
        players.forEach(p -> dice.addAll(s.diceIn(p, Zone.PREP)));
        Label title = new Label("Shared Prep Area (" + dice.size() + ")");
        title.getStyleClass().add("zone-title");
        title.setWrapText(true);
        VBox box = new VBox(3, title);
        box.setId("shared-prep-" + (team + 1));
        box.getStyleClass().addAll("zone", "shared-prep");
        box.setMinWidth(110);
        box.setPrefWidth(150);
        box.setMinHeight(PREP_DIE * 2 + 34);
        if (s.decision() instanceof Decision.SplitPrepArea d && players.contains(d.player())) {
            box.getChildren().add(half(table, s, d.player(), dice, id -> !table.controller().draft().rolledByTeammate(id)));
            box.getChildren().add(half(table, s, d.teammate(), dice, id -> table.controller().draft().rolledByTeammate(id)));
            box.getStyleClass().add("splitting");
        } else {
            FlowPane pane = new FlowPane(4, 4);
            dice.forEach(d -> pane.getChildren().add(DieNode.of(table, d, PREP_DIE)));
            box.getChildren().add(pane);
        }
        return box;
    }

    /** One teammate's half of the Prep Area being split: the dice this player will roll. */
    private static Node half(TableView table, GameState s, int player, List<Die> dice,
                             java.util.function.IntPredicate rolls) {
        FlowPane pane = new FlowPane(4, 4);
        dice.stream().filter(d -> rolls.test(d.id())).forEach(d -> pane.getChildren().add(DieNode.of(table, d, PREP_DIE)));
        Label who = new Label(s.player(player).name() + " rolls (" + pane.getChildren().size() + "):");
        VBox half = new VBox(2, who, pane);
        half.setId("split-" + (player + 1));
        half.getStyleClass().add("split-half");
        return half;
    }
}
