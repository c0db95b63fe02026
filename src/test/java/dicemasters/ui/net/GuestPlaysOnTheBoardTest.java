package dicemasters.ui.net;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.team.Format;
import dicemasters.net.GuestRecord;
import dicemasters.net.HostGame;
import dicemasters.net.HostListener;
import dicemasters.net.Lobby;
import dicemasters.net.NetServer;
import dicemasters.ui.NewGame;
import dicemasters.ui.Seat;
import dicemasters.ui.TableController;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Ben joins a Demo game over loopback whose host plays Ann's seat by itself, and plays his own
 * seat on the board as at a hot-seat table: he clicks the dice he rerolls, a card to buy and
 * confirms its payment, a die to field, and the dice he attacks with; the host's engine plays
 * each move he composed. He sees Ann's moves lit, and saves what he saw to watch it again.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class GuestPlaysOnTheBoardTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final long SEED = 21L;
    /** Longer than the table drops keys for after a change it did not make (KeyGuard). */
    private static final long KEY_GRACE_MILLIS = 700;
    private HostGame game;
    private NetServer server;
    private GuestWindow ben;
    private final ScheduledExecutorService annPlays = Executors.newSingleThreadScheduledExecutor();
    /** Ben's moves as the host played them. */
    private final List<Action> bensMoves = new CopyOnWriteArrayList<>();

    @BeforeEach
    void host() throws Exception {
        NewGame demo = NewGame.demo(LIBRARY, SEED);
        NewGame game = new NewGame(Format.DEMO, List.of("Ann", "Ben"), demo.teams(), 1, SEED,
                List.of(Seat.PERSON, Seat.REMOTE));
        Lobby lobby = Lobby.standard();
        this.game = lobby.host("board", game.start(), List.of(1), g -> { });
        this.game.addListener(new HostListener() {
            @Override
            public void played(int seat, Action action, List<GameEvent> events) {
                if (seat == 1) {
                    bensMoves.add(action);
                }
            }

            @Override
            public void presence(int seat, String name, boolean connected) {
            }

            @Override
            public void chat(String from, String text) {
            }
        });
        server = NetServer.start(lobby, "127.0.0.1", 0);
        annPlays.scheduleWithFixedDelay(this::annMoves, 20, 20, TimeUnit.MILLISECONDS);
    }

    @AfterEach
    void stop() throws Exception {
        annPlays.shutdownNow();
        if (ben != null) {
            ben.close();
        }
        server.close();
    }

    /** Ann, at the host, keeps quiet: she rerolls nothing, buys nothing, passes, never attacks nor blocks. */
    private void annMoves() {
        GameState s;
        synchronized (game) {
            s = game.session().current();
        }
        if (s.isOver() || s.actingPlayer() != 0) {
            return;
        }
        List<Action> legal = Engine.legalActions(s).stream().filter(a -> !(a instanceof Action.Concede)).toList();
        game.playLocal(0, legal.stream().filter(a -> a instanceof Action.Reroll r && r.dice().isEmpty()
                || a instanceof Action.Pass || a instanceof Action.DeclareAttackers d && d.dice().isEmpty()
                || a instanceof Action.DeclareBlockers b && b.blocks().isEmpty()).findFirst().orElse(legal.get(0)));
    }

    private void waitFor(BooleanSupplier condition, Supplier<String> what) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited in vain; " + what.get(), e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private TableController table() {
        return ben.controller();
    }

    private void click(FxRobot robot, String id) {
        Node node = robot.from(ben.root()).lookup(id).query();
        robot.clickOn(node);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The numbers of the dice (or cards) the board offers now: lit for a click. */
    private List<Integer> offered(FxRobot robot, String kind) {
        return robot.from(ben.root()).lookup(".choosable").queryAll().stream().map(Node::getId)
                .filter(id -> id != null && id.startsWith(kind + "-")).map(id -> Integer.parseInt(id.substring(kind.length() + 1)))
                .sorted().toList();
    }

    private <T extends Action> List<T> played(Class<T> kind) {
        return bensMoves.stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    private boolean bensTurnDone() {
        return !played(Action.Purchase.class).isEmpty() && !played(Action.Field.class).isEmpty()
                && played(Action.DeclareAttackers.class).stream().anyMatch(d -> !d.dice().isEmpty());
    }

    @Test
    void ben_clicks_the_dice_he_rerolls_buys_fields_and_attacks_with(FxRobot robot) {
        robot.interact(() -> ben = GuestWindow.show(new Stage(), new JoinDialog.Choice("127.0.0.1", server.port(),
                game.joinCode(1), "Ben")));
        ben.connect();
        int rerolledGroup = -1;
        int attackersOffered = -1;
        for (int move = 0; move < 80 && !bensTurnDone(); move++) {
            waitFor(() -> table() != null && !table().isWatchOnly(), () -> "Ben's move on the board; moves: " + bensMoves);
            int before = ben.updates();
            int movesBefore = bensMoves.size();
            Step step = table().state().step();
            List<Integer> offered = offered(robot, "die");
            List<Integer> buyable = offered(robot, "card");
            if (step == Step.ROLL_AND_REROLL && rerolledGroup < 0 && offered.size() >= 3) {
                click(robot, "#die-" + offered.get(0));
                click(robot, "#die-" + offered.get(1));
                assertThat(table().isSelected(offered.get(0))).as("a picked die is lit").isTrue();
                rerolledGroup = offered.size();
                WaitForAsyncUtils.sleep(KEY_GRACE_MILLIS, TimeUnit.MILLISECONDS); // a key typed as the turn came is dropped
                robot.type(KeyCode.ENTER); // Enter confirms, as at a hot-seat table
            } else if (step == Step.MAIN && played(Action.Purchase.class).isEmpty() && !buyable.isEmpty()) {
                click(robot, "#card-" + buyable.get(0));
                if (robot.from(ben.root()).lookup("#confirm").tryQuery().isPresent()) {
                    click(robot, "#confirm"); // the payment the host suggested, as drafted
                }
            } else if (step == Step.MAIN && !offered.isEmpty()) {
                click(robot, "#die-" + offered.get(0));
                if (robot.from(ben.root()).lookup("#confirm").tryQuery().isPresent()) {
                    click(robot, "#confirm");
                }
            } else if (step == Step.DECLARE_ATTACKERS && offered.size() >= 2) {
                attackersOffered = offered.size();
                offered.subList(0, offered.size() - 1).forEach(id -> click(robot, "#die-" + id));
                click(robot, "#confirm");
            } else if (robot.from(ben.root()).lookup("#pass").tryQuery().filter(n -> !n.isDisabled()).isPresent()) {
                click(robot, "#pass");
            } else {
                click(robot, "#confirm");
            }
            waitFor(() -> ben.updates() > before, () -> "the host's answer; refused: " + table().message());
            assertThat(bensMoves).as("the host played the move sent").hasSize(movesBefore + 1);
        }

        assertThat(played(Action.Reroll.class)).as("the two dice Ben picked among " + rerolledGroup)
                .anySatisfy(r -> assertThat(r.dice()).hasSize(2));
        assertThat(played(Action.Purchase.class)).hasSize(1);
        assertThat(played(Action.Field.class)).isNotEmpty();
        int offeredThen = attackersOffered;
        assertThat(played(Action.DeclareAttackers.class)).as("all but one of the " + offeredThen + " dice offered")
                .anySatisfy(d -> assertThat(d.dice()).hasSize(offeredThen - 1));
    }

    @Test
    void anns_moves_are_lit_on_bens_board_and_logged(FxRobot robot) {
        robot.interact(() -> ben = GuestWindow.show(new Stage(), new JoinDialog.Choice("127.0.0.1", server.port(),
                game.joinCode(1), "Ben")));
        ben.connect();
        waitFor(() -> table() != null && !table().isWatchOnly(), () -> "Ben's first move");
        List<String> litOfAnns = new CopyOnWriteArrayList<>();
        table().onChange(() -> robot.from(ben.root()).lookup(".just-moved").queryAll().forEach(node -> {
            int id = Integer.parseInt(node.getId().substring("die-".length()));
            if (table().state().die(id).owner() == 0) {
                litOfAnns.add(table().state().nameOf(table().state().die(id)));
            }
        }));
        for (int move = 0; move < 10 && litOfAnns.isEmpty(); move++) {
            int before = ben.updates();
            if (!table().isWatchOnly()) { // Ben keeps his dice and passes, so that Ann's turn comes
                click(robot, robot.from(ben.root()).lookup("#pass").tryQuery().filter(n -> !n.isDisabled()).isPresent()
                        ? "#pass" : "#confirm");
            }
            waitFor(() -> ben.updates() > before, () -> "the next update");
        }
        waitFor(() -> !litOfAnns.isEmpty(), () -> "a die of Ann's lit on Ben's board");
        List<String> log = table().look().logLines(table().session());
        assertThat(log).as("Ann's dice in Ben's log").anyMatch(line -> line.startsWith("Ann"));
    }

    @Test
    void ben_saves_what_he_saw_and_watches_it_again_update_by_update(FxRobot robot, @TempDir Path folder) throws Exception {
        robot.interact(() -> ben = GuestWindow.show(new Stage(), new JoinDialog.Choice("127.0.0.1", server.port(),
                game.joinCode(1), "Ben")));
        ben.connect();
        for (int move = 0; move < 4; move++) {
            waitFor(() -> table() != null && !table().isWatchOnly(), () -> "Ben's move");
            int before = ben.updates();
            click(robot, robot.from(ben.root()).lookup("#pass").tryQuery().filter(n -> !n.isDisabled()).isPresent()
                    ? "#pass" : "#confirm");
            waitFor(() -> ben.updates() > before, () -> "the host's answer");
        }
        Path file = folder.resolve("ben.guest.json");
        assertThat(GuestMenu.save(ben.link().record(), file)).startsWith("Saved what you saw");

        GuestRecord record = GuestRecord.read(file);
        assertThat(record.entries()).filteredOn(GuestRecord.Sent.class::isInstance).hasSize(4);
        List<GuestRecord.Seen> seen = record.entries().stream().filter(GuestRecord.Seen.class::isInstance)
                .map(GuestRecord.Seen.class::cast).toList();
        GuestRecordWindow[] watching = new GuestRecordWindow[1];
        robot.interact(() -> {
            try {
                watching[0] = GuestRecordWindow.show(new Stage(), record, "Watching");
            } catch (dicemasters.files.FileProblem e) {
                throw new AssertionError(e);
            }
        });
        assertThat(watching[0].at()).isZero();
        assertThat(watching[0].controller().isWatchOnly()).as("nothing to play on a record").isTrue();
        robot.clickOn(robot.from(watching[0].root()).lookup("#record-next").queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        GameState shown = watching[0].controller().state();
        assertThat(watching[0].at()).isEqualTo(1);
        assertThat(shown.step().name()).isEqualTo(seen.get(1).view().step());
        assertThat(shown.dice().stream().filter(d -> d.zone().name().equals("RESERVE")).count())
                .isEqualTo(seen.get(1).view().dice().stream().filter(d -> d.zone().equals("RESERVE")).count());
        assertThat(watching[0].log()).as("the log as it stood then: Ben came, kept his dice")
                .containsExactly("Ben is at the table", "Ben keeps every result.", "-- Main Step --");
    }
}
