package dicemasters.engine.state;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Face;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Everything about a game at one moment, including the random generator's state. The engine never
 * changes a state it was given: it copies it, changes the copy and returns that. Copies are cheap
 * (a few dozen small objects), which makes undo, replay and search simple. The one exception is
 * the front door's {@code Engine.applyInPlace}, for a search's own imagined copy that nothing else holds.
 */
public final class GameState {
    public static final int NO_ONE = -1;

    final String format;
    final int startingLife;
    final long seed;
    long rng;
    /** The cards on the table and what is worked out from them once per game; copies share it. */
    final GameCards gameCards;
    private final Die[] dice;
    /** The dice as a list that cannot be changed (no copy: the array never changes size). */
    private final List<Die> diceView;
    private final PlayerState[] players;
    private final List<PlayerState> playersView;
    /** Who sits where (worked out from the number of players; see {@link Seats}). */
    private final Seats seats;
    /** What the rules add to a die's move; the front door gives it, copies share it. */
    private final MoveRules moveRules;

    /** Whose turn, which step, priority and passes, who declares, rerolls taken. */
    final TurnClock clock;
    /** The choice the engine waits on, or null. */
    Decision decision;
    /** The effect queue, triggers held or delayed, KOs waiting. */
    final Waiting waiting;
    /** The effects applied to dice (changed through {@link Table} and {@link AppliedModifiers}). */
    final List<AppliedModifier> modifiers = new ArrayList<>();
    private final List<AppliedModifier> modifiersView = Collections.unmodifiableList(modifiers);
    /** What lasts until the end of the turn without being on a die (limited uses, shields, ...). */
    final ThisTurn thisTurn;
    /** What this turn's combat has declared and staged (attackers held in Doubles, damage waiting, ...). */
    final CombatState combat;
    /** Character names cards have chosen ("choose a Turtle character"). */
    List<NamedCharacter> namedCharacters = new ArrayList<>();
    /** The number a player chose secretly and the opponent is guessing, or -1 (the view never shows it). */
    int secretNumber = -1;
    /** Tokens placed on each card (by card index), or null while no card has any. */
    int[] cardTokens;
    /** Draws and rolls fixed in advance (tutorials) and how many are used; {@link ScriptedDice#NONE} in ordinary games. */
    ScriptedDice scriptedDice = ScriptedDice.NONE;
    /** The setup's {@code loneTargetsAsked}: a target choice that leaves no choice is still asked. */
    boolean loneTargetsAsked;
    int winner = NO_ONE;
    boolean over;
    long actionsApplied;

    public GameState(String format, int startingLife, long seed, GameCards gameCards, Die[] dice, PlayerState[] players,
                     MoveRules moveRules) {
        this(format, startingLife, seed, gameCards, dice, players, moveRules, new TurnClock(), new Waiting(),
                new ThisTurn(), new CombatState());
    }

    private GameState(String format, int startingLife, long seed, GameCards gameCards, Die[] dice,
                      PlayerState[] players, MoveRules moveRules, TurnClock clock, Waiting waiting, ThisTurn thisTurn,
                      CombatState combat) {
        this.clock = clock;
        this.waiting = waiting;
        this.thisTurn = thisTurn;
        this.combat = combat;
        this.format = format;
        this.startingLife = startingLife;
        this.seed = seed;
        this.rng = seed;
        this.gameCards = gameCards;
        this.dice = dice;
        this.diceView = new DiceList(dice);
        this.players = players;
        this.playersView = Collections.unmodifiableList(Arrays.asList(players));
        this.seats = Seats.of(players.length);
        this.moveRules = moveRules;
    }

    /** The abilities of card {@code cardIndex}, as {@link CardDefinition#allAbilities()} lists them. */
    public List<Ability> abilities(int cardIndex) {
        return gameCards.abilities(cardIndex);
    }

    MoveRules moveRules() {
        return moveRules;
    }

    /** The cards on the table and what the rules need to know about them often (the same for the whole game). */
    public GameCards gameCards() {
        return gameCards;
    }

    public GameState copy() {
        Die[] diceCopy = new Die[dice.length];
        for (int i = 0; i < dice.length; i++) {
            diceCopy[i] = dice[i].copy();
        }
        PlayerState[] playersCopy = new PlayerState[players.length];
        for (int i = 0; i < players.length; i++) {
            playersCopy[i] = players[i].copy();
        }
        GameState s = new GameState(format, startingLife, seed, gameCards, diceCopy, playersCopy, moveRules,
                clock.copy(), waiting.copy(), thisTurn.copy(), combat.copy());
        s.rng = rng;
        s.decision = decision;
        StateLists.copyInto(modifiers, s.modifiers);
        s.secretNumber = secretNumber;
        s.cardTokens = cardTokens == null ? null : cardTokens.clone();
        s.namedCharacters = namedCharacters.isEmpty() ? new ArrayList<>() : new ArrayList<>(namedCharacters);
        s.scriptedDice = scriptedDice;
        s.loneTargetsAsked = loneTargetsAsked;
        s.winner = winner;
        s.over = over;
        s.actionsApplied = actionsApplied;
        return s;
    }

    // ---- reading the state (the view, saves and tests use these) ----

    public String format() {
        return format;
    }

    public int startingLife() {
        return startingLife;
    }

    public long seed() {
        return seed;
    }

    /** The generator's current state (saved games record it to check replays). */
    public long rngState() {
        return rng;
    }

    public List<CardInPlay> cards() {
        return gameCards.cards();
    }

    /** Every die of the game, by id. */
    public List<Die> dice() {
        return diceView;
    }

    public Die die(int id) {
        return dice[id];
    }

    /** Whether a die with this id is in the game (an action naming any other is rejected). */
    public boolean hasDie(int id) {
        return id >= 0 && id < dice.length;
    }

    public PlayerState player(int index) {
        return players[index];
    }

    public List<PlayerState> players() {
        return playersView;
    }

    public int turn() {
        return clock.turn;
    }

    /**
     * The player whose turn it is. In Doubles both players of the active team take the turn
     * together; this is the team's first seat, and {@link #isOnActiveTeam} answers for either.
     */
    public int activePlayer() {
        return clock.active;
    }

    /** The player across from the active player: the opponent in a two-player game. */
    public int inactivePlayer() {
        return seats.acrossFrom(clock.active);
    }

    /** Who sits where: teams, teammates, the opponent across, turn order. */
    public Seats seats() {
        return seats;
    }

    /** Whether the player is on the team whose turn it is (in a two-player game: is the active player). */
    public boolean isOnActiveTeam(int player) {
        return seats.sameTeam(player, clock.active);
    }

    /** Every player in turn order this turn: the active team first (the active player first), then the other team. */
    public List<Integer> playersInTurnOrder() {
        return seats.inTurnOrder(clock.active);
    }

    public Step step() {
        return clock.step;
    }

    public int priorityPlayer() {
        return clock.priority;
    }

    public boolean opponentPassed() {
        return clock.opponentPassed;
    }

    public boolean teammatePassed() {
        return clock.teammatePassed;
    }

    public Decision decision() {
        return decision;
    }

    /** What waits to happen: the effect queue, triggers held or delayed, KOs waiting. */
    public Waiting waiting() {
        return waiting;
    }

    /** The ability at the head of the effect queue (resolving now), or null when the queue is empty. */
    public PendingEffect nextEffect() {
        return waiting.queue.peekFirst();
    }

    public boolean isQueueEmpty() {
        return waiting.queue.isEmpty();
    }

    /** The effects applied to dice, in the order applied (read-only, and it follows the state's changes). */
    public List<AppliedModifier> modifiers() {
        return modifiersView;
    }

    public boolean stepEntered() {
        return clock.stepEntered;
    }

    public int declaring() {
        return clock.declaring;
    }

    /** The defending player declaring blocks now: the one across from the active player unless a teammate is. */
    public int defender() {
        return clock.step == Step.DECLARE_BLOCKERS && clock.declaring != NO_ONE ? clock.declaring
                : seats.acrossFrom(clock.active);
    }

    public ThisTurn thisTurn() {
        return thisTurn;
    }

    public CombatState combat() {
        return combat;
    }

    public int rerollsTaken() {
        return clock.rerollsTaken;
    }

    /** The draws and rolls fixed in advance (tutorials) and how many of them are used. */
    public ScriptedDice scriptedDice() {
        return scriptedDice;
    }

    public boolean loneTargetsAsked() {
        return loneTargetsAsked;
    }

    public List<NamedCharacter> namedCharacters() {
        return namedCharacters.isEmpty() ? List.of() : List.copyOf(namedCharacters);
    }

    /** Tokens on a card ("an Inspiration token on this card"). */
    public int tokensOn(int cardIndex) {
        return cardTokens == null ? 0 : cardTokens[cardIndex];
    }

    public int secretNumber() {
        return secretNumber;
    }

    public boolean isOver() {
        return over;
    }

    /** The winner, or {@link #NO_ONE} while the game goes on or when it ended in a tie. */
    public int winner() {
        return winner;
    }

    public boolean isTie() {
        return over && winner == NO_ONE;
    }

    public long actionsApplied() {
        return actionsApplied;
    }

    /** The player who must act now: a pending decision's player, else the one the step waits on. */
    public int actingPlayer() {
        if (decision != null) {
            return decision.player();
        }
        return switch (clock.step) {
            case MAIN, ATTACK_WINDOW -> clock.priority;
            case DECLARE_BLOCKERS -> combat.blockersByAttacker ? seats.acrossFrom(defender()) : defender();
            default -> clock.declaring != NO_ONE ? clock.declaring : clock.active;
        };
    }

    public CardInPlay cardOf(Die die) {
        return gameCards.cards().get(die.cardIndex());
    }

    /** The die's card, or for a die that became a copy of another die, that die's card. */
    public CardDefinition definition(Die die) {
        if (gameCards.copiesAbilities()) {
            int copy = AppliedCopies.becameCopyOf(this, die);
            if (copy >= 0) {
                return gameCards.cards().get(copy).definition();
            }
        }
        return gameCards.cards().get(die.cardIndex()).definition();
    }

    public Face face(Die die) {
        if (!gameCards.copiesAbilities()) {
            return gameCards.printedFace(die.cardIndex(), die.faceIndex());
        }
        return definition(die).faces().get(die.faceIndex());
    }

    /** "Wonder Woman", or the Sidekick / Basic Action name, for logs and prompts. */
    public String nameOf(Die die) {
        return definition(die).name();
    }

    public List<Die> diceIn(int player, Zone zone) {
        List<Die> result = new ArrayList<>(countIn(player, zone));
        for (Die d : dice) {
            if (d.owner() == player && d.zone() == zone) {
                result.add(d);
            }
        }
        return result;
    }

    /** How many of the player's dice are in the zone. */
    public int countIn(int player, Zone zone) {
        int n = 0;
        for (Die d : dice) {
            if (d.owner() == player && d.zone() == zone) {
                n++;
            }
        }
        return n;
    }

    /** Character dice of a player in the Field Zone, Attack Zone included. */
    public List<Die> fieldDice(int player) {
        List<Die> result = new ArrayList<>();
        for (Die d : dice) {
            if (d.owner() == player && isCharacterInField(d)) {
                result.add(d);
            }
        }
        return result;
    }

    public List<Die> diceOfCard(int cardIndex) {
        return Arrays.stream(gameCards.diceOf(cardIndex)).mapToObj(id -> dice[id]).toList();
    }

    /** Whether a character die (rolled to a character face) is in the field. */
    public boolean isCharacterInField(Die die) {
        return die.zone().inField() && face(die).isCharacter();
    }
}
