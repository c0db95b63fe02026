package dicemasters.ui;

import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.session.GameSession;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Damaged saved games of the corpus (src/test/resources/hostile) opened in the window, as Game > Open
 * does once the file is chosen: each is explained in an error box that names the problem in printable
 * text, and the game in progress stays on the table, still playable. Every fifth refused case, in
 * the corpus's order (an error box costs a window); all of them with {@code -Dwindow.cases.every=1}.
 */
@ExtendWith(ApplicationExtension.class)
class DamagedFilesInTheWindowTest {
    private static final Path CORPUS = Path.of("src", "test", "resources", "hostile");
    private static final int EVERY = Integer.getInteger("window.cases.every", 5);

    private Stage stage;
    private TableController controller;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        controller = new TableController(NewGame.demo(CardLibrary.loadBundled(), 5L).start());
        DiceMastersApp.show(stage, controller, CardLibrary.loadBundled());
    }

    /** A refused saved game of the corpus: its file and the key words its refusal must contain. */
    private record Refused(Path file, List<String> keyWords) {
    }

    @Test
    void every_damaged_saved_game_is_explained_and_the_game_in_progress_stays_on_the_table(FxRobot robot) throws IOException {
        RandomPlayer player = new RandomPlayer(5);
        robot.interact(() -> {
            for (int i = 0; i < 20; i++) {
                controller.play(player.choose(controller.state()));
            }
        });
        GameSession inProgress = controller.session();
        List<Action> actions = List.copyOf(inProgress.actions());
        GameFiles files = new GameFiles(stage, controller);
        List<Refused> cases = refusedSavedGames();
        assertThat(cases).hasSizeGreaterThan(90 / EVERY);

        for (Refused refused : cases) {
            boolean[] opened = {true};
            robot.interact(() -> opened[0] = files.open(refused.file()));

            assertThat(opened[0]).as(refused.file().toString()).isFalse();
            Stage box = shownErrorBox(robot);
            DialogPane pane = (DialogPane) box.getScene().getRoot();
            assertThat(pane.getHeaderText()).contains("your game on the table is unchanged");
            assertThat(pane.getContentText()).as(refused.file().toString())
                    .startsWith(refused.file().getFileName().toString())
                    .doesNotContain("\n", "\u001B", "\u202E");
            refused.keyWords().stream().filter(DamagedFilesInTheWindowTest::saysTheReason)
                    .forEach(word -> assertThat(pane.getContentText()).as(refused.file().toString()).contains(word));
            robot.interact(box::close);
            assertThat(controller.session()).as(refused.file().toString()).isSameAs(inProgress);
        }

        assertThat(inProgress.actions()).isEqualTo(actions);
        robot.interact(() -> controller.play(Engine.legalActions(controller.state()).get(0)));
        assertThat(controller.session().actions()).hasSize(actions.size() + 1);
    }

    /** The error box the window shows over the table. */
    private Stage shownErrorBox(FxRobot robot) {
        return robot.listTargetWindows().stream()
                .filter(w -> w instanceof Stage s && s.getOwner() == stage && s.isShowing()
                        && s.getScene().getRoot() instanceof DialogPane)
                .map(w -> (Stage) w).findFirst().orElseThrow();
    }

    /** Key words of the command line's own framing ("DIVERGED at action 3", "Zoë vs Bruce") are not the reason. */
    private static boolean saysTheReason(String keyWord) {
        return !keyWord.startsWith("DIVERGED") && !keyWord.contains(" vs ");
    }

    /** Every EVERY-th saved game of the corpus that must be refused (exit 1 or 2 of the replay command). */
    private static List<Refused> refusedSavedGames() throws IOException {
        List<Refused> cases = new ArrayList<>();
        for (String line : Files.readAllLines(CORPUS.resolve("expected.tsv"))) {
            String[] f = line.split("\t");
            Path file = CORPUS.resolve("savedgames").resolve(f[0]);
            if (!line.startsWith("#") && f[1].equals("replay") && !f[2].equals("0") && Files.isRegularFile(file)) {
                cases.add(new Refused(file, Arrays.asList(f[3].split(" \\| "))));
            }
        }
        return java.util.stream.IntStream.range(0, cases.size()).filter(i -> i % EVERY == 0).mapToObj(cases::get)
                .toList();
    }
}
