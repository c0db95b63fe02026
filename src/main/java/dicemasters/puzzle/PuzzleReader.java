package dicemasters.puzzle;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;
import dicemasters.persist.PositionException;
import dicemasters.persist.PositionFields;
import dicemasters.persist.PositionFile;
import dicemasters.persist.PositionFiles;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Reads a puzzle file (docs/PUZZLES.md): a position file with a "puzzle" part, both read strictly.
 * Unknown, missing or repeated fields, values of the wrong kind or out of range, texts too long,
 * cards that are not in the game and a third or fourth player are errors naming the file, the line
 * and the field ("overcrush.json, line 7, puzzle.goal.amount: must be a whole number from 1 to 100").
 */
public final class PuzzleReader {
    /** The boxes the puzzles come from, as the list shows them. */
    public static final List<String> BOXES = List.of("DC Justice", "TMNT", "Civil War", "WWE");
    private static final JsonFiles.Limits LIMITS = new JsonFiles.Limits("puzzle", 256 * 1024, 50_000);
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,59}");
    private static final int MOST_MOVES = 40;
    private final Position position;

    private PuzzleReader(Position position) {
        this.position = position;
    }

    public static Puzzle read(Path file, Function<String, Optional<CardDefinition>> cards) throws PuzzleException {
        String name = file.getFileName().toString();
        try {
            return parse(JsonFiles.readBytes(file, LIMITS), name, cards);
        } catch (FileProblem e) {
            throw new PuzzleException(name + ": " + e.getMessage(), e);
        }
    }

    /** A puzzle that comes with the program ("puzzles/overcrush.json"). */
    public static Puzzle readResource(String resource, Function<String, Optional<CardDefinition>> cards)
            throws PuzzleException {
        try (InputStream in = PuzzleReader.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new PuzzleException(resource + ": no such puzzle file");
            }
            byte[] bytes = in.readNBytes((int) LIMITS.maxBytes() + 1);
            if (bytes.length > LIMITS.maxBytes()) {
                throw new PuzzleException(resource + ": larger than a puzzle may be (" + LIMITS.maxBytes() + " bytes)");
            }
            return parse(bytes, resource.substring(resource.lastIndexOf('/') + 1), cards);
        } catch (IOException e) {
            throw new PuzzleException(resource + ": cannot be read: " + e.getMessage(), e);
        }
    }

    /** Reads a puzzle from its bytes; {@code source} is the file's name ("overcrush.json"), which gives its id. */
    public static Puzzle parse(byte[] bytes, String source, Function<String, Optional<CardDefinition>> cards)
            throws PuzzleException {
        String id = source.endsWith(".json") ? source.substring(0, source.length() - 5) : source;
        if (!ID.matcher(id).matches()) {
            throw new PuzzleException(PrintableText.escape(source) + ": a puzzle file's name is made of small letters,"
                    + " digits and dashes, and ends in .json");
        }
        try {
            JsonNode root = JsonFiles.parse(bytes, LIMITS);
            PositionFields.Where where = new PositionFields.Where(source, new String(bytes, StandardCharsets.UTF_8));
            PositionFile file = PositionFiles.fromJson(root, where, cards, "puzzle");
            PositionFields f = PositionFields.root(root, where);
            if (file.test() != null) {
                throw f.error("test", "a puzzle has no test part: its solution and wrong lines are its tests");
            }
            if (!f.has("puzzle")) {
                throw f.error("", "not a puzzle: the \"puzzle\" part is missing (docs/PUZZLES.md)");
            }
            return new PuzzleReader(file.position()).puzzle(id, f.object("puzzle"));
        } catch (FileProblem e) {
            throw new PuzzleException(source + ": " + e.getMessage(), e);
        } catch (PositionException e) {
            throw new PuzzleException(e.getMessage(), e);
        }
    }

    private Puzzle puzzle(String id, PositionFields p) throws PositionException {
        if (position.setup().teams().size() != 2) {
            throw p.error("", "a puzzle is a game of two players");
        }
        String title = text(p, "title", 80);
        String skill = text(p, "skill", 60);
        String box = text(p, "box", 20);
        if (!BOXES.contains(box)) {
            throw p.error("box", "is one of " + BOXES + ", not '" + PrintableText.excerpt(box) + "'");
        }
        int difficulty = p.integer("difficulty", 1, 3);
        String teach = text(p, "teach", 700);
        String hint = text(p, "hint", 300);
        int you = p.integer("you", 1, 2) - 1;
        Goal goal = GoalReader.read(p.object("goal"), position, you);
        Opponent opponent = opponent(p.object("opponent"));
        List<String> solution = moves(p, "solution");
        List<Puzzle.WrongLine> wrong = new ArrayList<>();
        JsonNode list = p.list("wrong", false);
        if (list.isEmpty() || list.size() > 10) {
            throw p.error("wrong", "lists from 1 to 10 wrong lines (the obvious mistakes, which must fail)");
        }
        for (int i = 0; i < list.size(); i++) {
            PositionFields w = p.item("wrong", i);
            wrong.add(new Puzzle.WrongLine(moves(w, "moves"), text(w, "why", 300)));
            w.finish();
        }
        p.finish();
        return new Puzzle(id, title, skill, box, difficulty, teach, hint, goal, you, opponent, solution, wrong,
                position);
    }

    private static Opponent opponent(PositionFields o) throws PositionException {
        String plan = text(o, "plan", 300);
        List<String> moves = o.texts("moves");
        if (moves.size() > MOST_MOVES) {
            throw o.error("moves", "lists at most " + MOST_MOVES + " moves");
        }
        for (int i = 0; i < moves.size(); i++) {
            bounded(o, "moves/" + i, moves.get(i), 200);
        }
        o.finish();
        return new Opponent(plan, moves);
    }

    private static List<String> moves(PositionFields f, String name) throws PositionException {
        List<String> moves = f.texts(name);
        if (moves.isEmpty() || moves.size() > MOST_MOVES) {
            throw f.error(name, "lists from 1 to " + MOST_MOVES + " moves, in the words the program gives them");
        }
        for (int i = 0; i < moves.size(); i++) {
            bounded(f, name + "/" + i, moves.get(i), 200);
        }
        return moves;
    }

    /** A text that is there, not blank, and at most {@code most} characters long. */
    static String text(PositionFields f, String name, int most) throws PositionException {
        return bounded(f, name, f.text(name), most);
    }

    private static String bounded(PositionFields f, String name, String text, int most) throws PositionException {
        if (text.isBlank() || text.length() > most) {
            throw f.error(name, "must be a text of 1 to " + most + " characters");
        }
        return text;
    }

    /** The ids of a player's team cards. */
    static List<String> teamCards(Position position, int player) {
        return position.setup().teams().get(player).cards().stream().map(GameSetup.TeamCard::card)
                .map(CardDefinition::id).toList();
    }
}
