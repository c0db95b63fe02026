package dicemasters.testing;

import dicemasters.ai.MoveText;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.persist.PositionException;
import dicemasters.persist.PositionFile;
import dicemasters.persist.PositionFiles;
import dicemasters.persist.PositionTest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.fail;

/**
 * A game under test from a position file (docs/POSITIONS.md), with the program's cards: moves are
 * named in a player's words, as the program names them ("attack with Aquaman", "pass"), and the
 * file's test part says what must follow. A tester's report becomes a regression test without Java.
 */
public final class PositionFileGame {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final Pattern DIE = Pattern.compile("(.+)#(\\d+)(?: of player (\\d))?");
    private final TestGame game;
    private final PositionTest test;
    private final String source;

    private PositionFileGame(TestGame game, PositionTest test, String source) {
        this.game = game;
        this.test = test;
        this.source = source;
    }

    /** The position of the file, set up and checked by the engine; a file it refuses fails the test with why. */
    public static PositionFileGame open(Path file) {
        try {
            PositionFile read = PositionFiles.readFile(file, LIBRARY::byId);
            GameState start = PositionFiles.start(read.position(), file.getFileName().toString());
            return new PositionFileGame(TestGame.started(new Result.Done(start, List.of())), read.test(),
                    file.getFileName().toString());
        } catch (PositionException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** The game, to play on and look at like any game under test. */
    public TestGame game() {
        return game;
    }

    /** The file's test part, or null. */
    public PositionTest test() {
        return test;
    }

    /** The acting player's move in words: exactly one legal move must be named so. */
    public void move(String words) {
        GameState s = game.state();
        List<Action> named = new ArrayList<>();
        List<String> all = new ArrayList<>();
        for (Action a : Engine.legalActions(s)) {
            String text = MoveText.describe(s, a);
            all.add(text);
            if (text.equals(words)) {
                named.add(a);
            }
        }
        if (named.size() != 1) {
            fail(source + ": " + (named.isEmpty() ? "no legal move is \"" + words + "\"" : "several legal moves are \""
                    + words + "\"") + " (the legal moves: " + String.join("; ", all) + ")");
        }
        game.act(named.get(0));
    }

    /** Plays the test's moves and checks what must follow; every difference is told at once. */
    public void runTest() {
        if (test == null) {
            fail(source + " has no \"test\" part");
        }
        test.moves().forEach(this::move);
        List<String> differences = differences();
        if (!differences.isEmpty()) {
            fail(source + " (" + test.about() + "): " + String.join("; ", differences));
        }
    }

    private List<String> differences() {
        GameState s = game.state();
        List<String> found = new ArrayList<>();
        for (int p = 0; p < test.life().size(); p++) {
            if (s.player(p).life() != test.life().get(p)) {
                found.add("player " + (p + 1) + " has " + s.player(p).life() + " life, expected " + test.life().get(p));
            }
        }
        if (test.winner() != null) {
            String expected = describeWinner(test.winner());
            String actual = describeWinner(!s.isOver() ? PositionTest.GOES_ON : s.winner());
            if (!expected.equals(actual)) {
                found.add("expected " + expected + ", but " + actual);
            }
        }
        if (test.turn() != null && s.turn() != test.turn()) {
            found.add("it is turn " + s.turn() + ", expected " + test.turn());
        }
        if (test.step() != null && s.step() != test.step()) {
            found.add("the step is " + s.step().label() + ", expected " + test.step().label());
        }
        for (Map.Entry<String, Zone> e : test.dice().entrySet()) {
            Die d = die(s, e.getKey());
            if (d.zone() != e.getValue()) {
                found.add(e.getKey() + " is in the " + d.zone().label() + ", expected the " + e.getValue().label());
            }
        }
        return found;
    }

    private static String describeWinner(int winner) {
        return switch (winner) {
            case PositionTest.GOES_ON -> "the game goes on";
            case GameState.NO_ONE -> "the game ends in a tie";
            default -> "player " + (winner + 1) + " wins";
        };
    }

    /** "JUS003#1 of player 1" (a player's card) or "JUS067#2" (a Basic Action Card). */
    private Die die(GameState s, String name) {
        Matcher m = DIE.matcher(name);
        if (!m.matches()) {
            fail(source + ": \"" + name + "\" is not a die's name such as \"JUS003#1 of player 1\"");
        }
        int owner = m.group(3) == null ? CardInPlay.SHARED : Integer.parseInt(m.group(3)) - 1;
        for (CardInPlay card : s.cards()) {
            if (card.owner() == owner && card.definition().id().equals(m.group(1))) {
                List<Die> dice = s.diceOfCard(card.index());
                int number = Integer.parseInt(m.group(2));
                if (number >= 1 && number <= dice.size()) {
                    return dice.get(number - 1);
                }
            }
        }
        return fail(source + ": no die is \"" + name + "\"");
    }
}
