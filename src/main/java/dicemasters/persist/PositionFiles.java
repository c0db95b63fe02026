package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.GameState;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * Position files (docs/POSITIONS.md): a moment of a game a person can read, write by hand and play
 * on from. Written from any quiet moment of a game ({@link Engine#positionProblem} says why another
 * moment cannot be), read as strictly as saved games, and set up only when the rules allow it.
 */
public final class PositionFiles {
    private PositionFiles() {
    }

    /** The position of this moment as a file's text; a moment that cannot be a position is refused in words. */
    public static String write(GameState state) throws PositionException {
        return write(state, false);
    }

    /** {@link #write(GameState)}, with a copy of every card's definition when {@code withCards} (a bug report's). */
    public static String write(GameState state, boolean withCards) throws PositionException {
        String problem = Engine.positionProblem(state);
        if (problem != null) {
            throw new PositionException(problem);
        }
        return PositionWriter.write(Engine.positionOf(state), withCards);
    }

    /** The text of a position (the one strict form every position file has). */
    public static String write(Position position) {
        return PositionWriter.write(position, false);
    }

    /** Saves this moment's position; the file is replaced in one step. */
    public static void save(GameState state, Path file) throws PositionException, IOException {
        AtomicFiles.write(file, write(state));
    }

    /** Saves a position (one set up by hand in the editor, say); the file is replaced in one step. */
    public static void save(Position position, Path file) throws IOException {
        AtomicFiles.write(file, write(position));
    }

    /** Reads a position file; {@code cards} finds a card by id when the file has no copy of its own. */
    public static Position read(Path file, Function<String, Optional<CardDefinition>> cards) throws PositionException {
        return readFile(file, cards).position();
    }

    /** Reads a position file with its test part, if it has one. */
    public static PositionFile readFile(Path file, Function<String, Optional<CardDefinition>> cards)
            throws PositionException {
        String source = SavedGames.nameOf(file);
        try {
            return parse(JsonFiles.readBytes(file, JsonFiles.Limits.POSITION), source, cards);
        } catch (FileProblem e) {
            throw new PositionException(source + ": " + e.getMessage(), e);
        }
    }

    /** Reads a position from its text; {@code source} names it in messages. */
    public static Position parse(String text, String source, Function<String, Optional<CardDefinition>> cards)
            throws PositionException {
        return parse(text.getBytes(StandardCharsets.UTF_8), source, cards).position();
    }

    private static PositionFile parse(byte[] bytes, String source, Function<String, Optional<CardDefinition>> cards)
            throws PositionException {
        JsonNode root;
        try {
            root = JsonFiles.parse(bytes, JsonFiles.Limits.POSITION);
        } catch (FileProblem e) {
            throw new PositionException(source + ": " + e.getMessage(), e);
        }
        // The bytes are UTF-8: JsonFiles.parse has checked them.
        return PositionReader.read(root, new PositionFields.Where(source, new String(bytes, StandardCharsets.UTF_8)),
                cards);
    }

    /**
     * Reads the position of a file whose JSON is already parsed, leaving out the parts another reader
     * reads (a puzzle file's "puzzle"); errors name the file's lines as in a position file.
     */
    public static PositionFile fromJson(JsonNode root, PositionFields.Where where,
                                        Function<String, Optional<CardDefinition>> cards, String... otherParts)
            throws PositionException {
        JsonNode position = root;
        if (root.isObject() && otherParts.length > 0) {
            com.fasterxml.jackson.databind.node.ObjectNode copy = root.deepCopy();
            copy.remove(java.util.List.of(otherParts));
            position = copy;
        }
        return PositionReader.read(position, where, cards);
    }

    /**
     * The game going on from a position: set up and checked by the engine. A position the rules do
     * not allow is refused with the rule it breaks, in words.
     */
    public static GameState start(Position position, String source) throws PositionException {
        Result result = Engine.startFrom(position);
        if (result instanceof Result.Rejected rejected) {
            throw new PositionException(source + ": the rules do not allow this position: " + rejected.reason());
        }
        return ((Result.Done) result).state();
    }

    /** Reads a position file and sets it up ({@link #read} then {@link #start}). */
    public static GameState open(Path file, Function<String, Optional<CardDefinition>> cards)
            throws PositionException {
        return start(read(file, cards), SavedGames.nameOf(file));
    }
}
