package dicemasters.testing;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PositionEditor;
import dicemasters.engine.state.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * The cards of a game under test: each player's team (test cards or the ids of bundled cards,
 * 4 dice each unless said), the Basic Action Cards in the middle (3 dice each), starting life,
 * seed. Giving Cid or Dee cards (or {@link #doubles()}) makes it a Doubles game: Ann and Cid
 * against Ben and Dee, the life each team's. Then where the game stands: {@link #at} a step whose automatic part is done, or
 * {@link #before} one whose automatic part the engine still has to run. Every die starts where a
 * game starts it (Sidekicks in the bag, other dice on their cards) until the test places it.
 */
public final class GameBuilder {
    private final List<List<GameSetup.TeamCard>> teams = List.of(new ArrayList<>(), new ArrayList<>(),
            new ArrayList<>(), new ArrayList<>());
    private boolean doubles;
    private final List<CardDefinition> basicActions = new ArrayList<>();
    private int life = 10;
    private long seed = 7L;
    private Integer turn;
    private int firstPlayer = Rulebook.ANN;
    /** Where card ids are looked up: the bundled cards unless {@link #cardsFrom} says otherwise. */
    private CardLibrary library;

    GameBuilder() {
    }

    /** Card ids name cards of this library (cards written for the test) instead of the bundled ones. */
    public GameBuilder cardsFrom(CardLibrary cards) {
        this.library = cards;
        return this;
    }

    private CardDefinition card(String id) {
        return library == null ? BundledCards.card(id)
                : library.byId(id).orElseThrow(() -> new IllegalArgumentException("no card " + id + " in the library"));
    }

    /** Ann's team: ids of bundled cards, 4 dice each. */
    public GameBuilder ann(String... cardIds) {
        return team(Rulebook.ANN, cardIds);
    }

    public GameBuilder ann(CardDefinition... cards) {
        return team(Rulebook.ANN, cards);
    }

    public GameBuilder ann(String cardId, int dice) {
        return ann(card(cardId), dice);
    }

    public GameBuilder ann(CardDefinition card, int dice) {
        teams.get(Rulebook.ANN).add(new GameSetup.TeamCard(card, dice));
        return this;
    }

    /** Ben's team: ids of bundled cards, 4 dice each. */
    public GameBuilder ben(String... cardIds) {
        return team(Rulebook.BEN, cardIds);
    }

    public GameBuilder ben(CardDefinition... cards) {
        return team(Rulebook.BEN, cards);
    }

    public GameBuilder ben(String cardId, int dice) {
        return ben(card(cardId), dice);
    }

    public GameBuilder ben(CardDefinition card, int dice) {
        teams.get(Rulebook.BEN).add(new GameSetup.TeamCard(card, dice));
        return this;
    }

    /** Doubles: Cid's team (Ann's teammate). */
    public GameBuilder cid(String... cardIds) {
        doubles = true;
        return team(Rulebook.CID, cardIds);
    }

    public GameBuilder cid(CardDefinition... cards) {
        doubles = true;
        return team(Rulebook.CID, cards);
    }

    public GameBuilder cid(CardDefinition card, int dice) {
        doubles = true;
        teams.get(Rulebook.CID).add(new GameSetup.TeamCard(card, dice));
        return this;
    }

    /** Doubles: Dee's team (Ben's teammate). */
    public GameBuilder dee(String... cardIds) {
        doubles = true;
        return team(Rulebook.DEE, cardIds);
    }

    public GameBuilder dee(CardDefinition... cards) {
        doubles = true;
        return team(Rulebook.DEE, cards);
    }

    public GameBuilder dee(CardDefinition card, int dice) {
        doubles = true;
        teams.get(Rulebook.DEE).add(new GameSetup.TeamCard(card, dice));
        return this;
    }

    /** A Doubles game (four players) even if Cid and Dee bring no cards. */
    public GameBuilder doubles() {
        doubles = true;
        return this;
    }

    private GameBuilder team(int player, String... cardIds) {
        for (String id : cardIds) {
            teams.get(player).add(new GameSetup.TeamCard(card(id), 4));
        }
        return this;
    }

    private GameBuilder team(int player, CardDefinition... cards) {
        for (CardDefinition card : cards) {
            teams.get(player).add(new GameSetup.TeamCard(card, 4));
        }
        return this;
    }

    /** The Basic Action Cards in the middle: ids of bundled cards. */
    public GameBuilder basicActions(String... cardIds) {
        for (String id : cardIds) {
            basicActions.add(card(id));
        }
        return this;
    }

    public GameBuilder basicActions(CardDefinition... cards) {
        basicActions.addAll(List.of(cards));
        return this;
    }

    /** Both players' (in Doubles: teams') starting life (and the most life they can have); 10 unless said. */
    public GameBuilder life(int startingLife) {
        this.life = startingLife;
        return this;
    }

    /** The seed of the game's own generator, which rolls and draws whatever is not scripted. */
    public GameBuilder seed(long value) {
        this.seed = value;
        return this;
    }

    /** The turn number of the position (unless said: 3 on the first player's (team's) turns, 4 on the other's). */
    public GameBuilder turn(int number) {
        this.turn = number;
        return this;
    }

    /** Who goes first (Ann unless said; in Doubles name Ann or Ben for their team). */
    public GameBuilder firstPlayer(int player) {
        other(player);
        this.firstPlayer = player;
        return this;
    }

    /** How the game starts (Ann first unless {@link #firstPlayer} says otherwise), for tests of the start itself. */
    public GameSetup setup() {
        List<GameSetup.Team> players = new ArrayList<>(List.of(new GameSetup.Team("Ann", teams.get(0)),
                new GameSetup.Team("Ben", teams.get(1))));
        if (doubles) {
            players.add(new GameSetup.Team("Cid", teams.get(2)));
            players.add(new GameSetup.Team("Dee", teams.get(3)));
        }
        return new GameSetup(doubles ? "Doubles" : "Test", life, players, basicActions, 3, firstPlayer);
    }

    /** The game as it really begins: the first player's first turn, drawn and rolled, waiting on the reroll. */
    public TestGame start() {
        return TestGame.started(Engine.start(setup(), seed));
    }

    /**
     * It is {@code player}'s {@code step} (in Doubles, the turn of Ann's or Ben's team: name Ann or Ben),
     * which has done its automatic part and waits on a player
     * (for Roll and Reroll: dice placed in the player's Reserve Pool were rolled in it, so may be
     * rerolled). Clear and Draw, Cleanup and End of Turn wait on nobody: "at" them means they are
     * done, and the engine goes on from the next step when the test first acts.
     */
    public TestGame at(int player, Step step) {
        return switch (step) {
            case CLEAR_AND_DRAW -> before(player, Step.ROLL_AND_REROLL);
            case CLEANUP -> before(player, Step.END_OF_TURN);
            case END_OF_TURN -> before(other(player), Step.CLEAR_AND_DRAW);
            case ASSIGN_DAMAGE, GAME_OVER -> throw new IllegalArgumentException("use before(player, " + step + ")");
            default -> new TestGame(position().turn(turnFor(player), player, step), true);
        };
    }

    /**
     * It is {@code player}'s {@code step}, whose automatic part the engine still has to run (it does
     * when the test calls {@link TestGame#proceed} or first acts). Before Clear and Draw, the other
     * player's turn is ending: the engine ends it, begins {@code player}'s turn, clears, draws and
     * rolls, so "start of turn" and "when drawn" abilities trigger as in a game.
     */
    public TestGame before(int player, Step step) {
        if (step == Step.CLEAR_AND_DRAW) {
            int previous = other(player);
            return new TestGame(position().turn(turnFor(player) - 1, previous, Step.END_OF_TURN)
                    .step(Step.END_OF_TURN, false), false);
        }
        return new TestGame(position().turn(turnFor(player), player, step).step(step, false), false);
    }

    private int turnFor(int player) {
        if (turn != null) {
            return turn;
        }
        return player == firstPlayer ? 3 : 4;
    }

    /** The other team's first seat: Ben for Ann, Ann for Ben. */
    private static int other(int player) {
        if (player != Rulebook.ANN && player != Rulebook.BEN) {
            throw new IllegalArgumentException("a turn is Ann's or Ben's (in Doubles: their team's)");
        }
        return player == Rulebook.ANN ? Rulebook.BEN : Rulebook.ANN;
    }

    /** Every die back where a game starts it; both players at their starting life. */
    private PositionEditor position() {
        GameState started = Engine.start(setup(), seed).state();
        return PositionEditor.clearedCopyOf(started).life(Rulebook.ANN, life).life(Rulebook.BEN, life);
    }

    /** The bundled cards, read once for every test that names cards by id. */
    static final class BundledCards {
        private static CardLibrary library;

        private BundledCards() {
        }

        static synchronized CardDefinition card(String id) {
            if (library == null) {
                library = CardLibrary.loadBundled();
            }
            return library.byId(id).orElseThrow(() -> new IllegalArgumentException("no bundled card " + id));
        }
    }
}
