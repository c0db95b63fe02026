package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.Engine;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameLog;
import dicemasters.session.GameSession;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Report a problem: one file a tester attaches to a bug report, holding the program's version, the
 * card hashes, the position at that moment (or why it cannot be one), the game log and the saved
 * game itself. The replay command replays a report like a saved game (docs/POSITIONS.md).
 */
public final class ProblemReports {
    /** What the "report" field of every problem report says. */
    public static final String MARKER = "Dice Masters Table problem report";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ProblemReports() {
    }

    /** Writes the report of the game as it stands; the file is replaced in one step. */
    public static void write(GameSession session, Path file) throws IOException {
        SavedGame game = SavedGame.of(session);
        ObjectNode root = JSON.createObjectNode();
        root.put("report", MARKER).put("version", 1).put("program", programVersion());
        GameState now = session.current();
        root.put("actions", session.actions().size()).put("turn", now.turn()).put("step", now.step().label());
        ObjectNode hashes = root.putObject("cardHashes");
        game.cardHashes().forEach(hashes::put);
        String refused = Engine.positionProblem(now);
        if (refused == null) {
            root.set("position", PositionWriter.tree(Engine.positionOf(now)));
        } else {
            root.put("positionRefused", refused);
        }
        ArrayNode log = root.putArray("log");
        GameLog.lines(session.log()).forEach(log::add);
        root.set("savedGame", JSON.readTree(new SavedGameJson().write(game)));
        AtomicFiles.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
    }

    /** Whether a JSON file's tree is a problem report. */
    static boolean isReport(JsonNode root) {
        return root.isObject() && MARKER.equals(root.path("report").asText(null));
    }

    /** The saved game inside a report. */
    static SavedGame savedGameOf(JsonNode root, String source) throws SavedGameException {
        if (!root.has("savedGame")) {
            throw new SavedGameException(source + ": a problem report without its saved game", 0, null);
        }
        return new SavedGameJson().read(root.get("savedGame"), source + ": savedGame");
    }

    /** The program's version as the build recorded it ("0.1.0-SNAPSHOT"), or "unknown". */
    public static String programVersion() {
        try (InputStream in = ProblemReports.class.getResourceAsStream("/dicemasters/program.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
