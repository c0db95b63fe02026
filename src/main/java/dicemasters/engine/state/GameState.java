package dicemasters.engine.state;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Face;

import java.util.ArrayDeque;
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

    int turn;
    int active;
    Step step;
    int priority;
    /** The inactive player (in Doubles: team) passed without acting since the active team last acted. */
    boolean opponentPassed;
    /** Doubles: the priority holder's teammate passed since their team last acted (never set with teams of one). */
    boolean teammatePassed;
    Decision decision;
    /** The current step has done its automatic part and now waits on a player. */
    boolean stepEntered;
    /** Triggered abilities waiting to join the queue while a decision is pending. */
    List<PendingEffect> pendingTriggers = new ArrayList<>();
    /** The effect queue, its head resolving now (changed through {@link EffectQueue}). */
    ArrayDeque<PendingEffect> queue = new ArrayDeque<>();
    /** Triggered abilities that wait for the end of the turn they triggered in ("at the end of the turn, ..."). */
    List<PendingEffect> delayedEffects = new ArrayList<>();
    /** The effects applied to dice (changed through {@link Table} and {@link AppliedModifiers}). */
    final List<AppliedModifier> modifiers = new ArrayList<>();
    private final List<AppliedModifier> modifiersView = Collections.unmodifiableList(modifiers);
    /** What lasts until the end of the turn without being on a die (limited uses, shields, ...). */
    ThisTurn thisTurn = new ThisTurn();
    /**
     * Doubles: the player of a team who rerolls, declares attackers or declares blockers now (teammates
     * do these one after the other), when it is not the team's first seat; {@link #NO_ONE} otherwise.
     */
    int declaring = NO_ONE;
    /** What this turn's combat has declared and staged (attackers held in Doubles, damage waiting, ...). */
    CombatState combat = new CombatState();
    /** Rerolls made so far in this Roll and Reroll Step, while an extra reroll may follow; else 0. */
    int rerollsTaken;
    /** Dice about to be KO'd while a player may replace the KO, first asked first. */
    List<WaitingKnockOut> knockOutsWaiting = new ArrayList<>();
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
        GameState s = new GameState(format, startingLife, seed, gameCards, diceCopy, playersCopy, moveRules);
        s.rng = rng;
        s.turn = turn;
        s.active = active;
        s.step = step;
        s.priority = priority;
        s.opponentPassed = opponentPassed;
        s.teammatePassed = teammatePassed;
        s.decision = decision;
        s.stepEntered = stepEntered;
        // Most of these are empty; an empty ArrayList allocates nothing until it is added to.
        s.pendingTriggers = copyOf(pendingTriggers);
        s.queue = new ArrayDeque<>(queue);
        s.delayedEffects = copyOf(delayedEffects);
        if (!modifiers.isEmpty()) {
            s.modifiers.addAll(modifiers);
        }
        s.thisTurn = thisTurn.copy();
        s.declaring = declaring;
        s.rerollsTaken = rerollsTaken;
        s.combat = combat.copy();
        s.knockOutsWaiting = copyOf(knockOutsWaiting);
        s.secretNumber = secretNumber;
        s.cardTokens = cardTokens == null ? null : cardTokens.clone();
        s.namedCharacters = copyOf(namedCharacters);
        s.scriptedDice = scriptedDice;
        s.loneTargetsAsked = loneTargetsAsked;
        s.winner = winner;
        s.over = over;
        s.actionsApplied = actionsApplied;
        return s;
    }

    private static <T> List<T> copyOf(List<T> list) {
        return list.isEmpty() ? new ArrayList<>() : new ArrayList<>(list);
    }

    /** A value in [0, bound) from the game's own generator. */
    public int random(int bound) {
        rng = Rng.next(rng);
        return Rng.bounded(Rng.mix(rng), bound);
    }

    /** The generator goes on from {@code state} (a search's imagined state draws its own future). */
    public void replaceGenerator(long state) {
        rng = state;
    }

    /** One more action was applied to this game. */
    public void countAction() {
        actionsApplied++;
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
        return turn;
    }

    /**
     * The player whose turn it is. In Doubles both players of the active team take the turn
     * together; this is the team's first seat, and {@link #isOnActiveTeam} answers for either.
     */
    public int activePlayer() {
        return active;
    }

    /** The player across from the active player: the opponent in a two-player game. */
    public int inactivePlayer() {
        return seats.acrossFrom(active);
    }

    /** Who sits where: teams, teammates, the opponent across, turn order. */
    public Seats seats() {
        return seats;
    }

    /** Whether the player is on the team whose turn it is (in a two-player game: is the active player). */
    public boolean isOnActiveTeam(int player) {
        return seats.sameTeam(player, active);
    }

    /** Every player in turn order this turn: the active team first (the active player first), then the other team. */
    public List<Integer> playersInTurnOrder() {
        return seats.inTurnOrder(active);
    }

    public Step step() {
        return step;
    }

    public int priorityPlayer() {
        return priority;
    }

    public boolean opponentPassed() {
        return opponentPassed;
    }

    public boolean teammatePassed() {
        return teammatePassed;
    }

    public Decision decision() {
        return decision;
    }

    public List<PendingEffect> queue() {
        return List.copyOf(queue);
    }

    /** The ability at the head of the effect queue (resolving now), or null when the queue is empty. */
    public PendingEffect nextEffect() {
        return queue.peekFirst();
    }

    public boolean isQueueEmpty() {
        return queue.isEmpty();
    }

    /** The effects applied to dice, in the order applied (read-only, and it follows the state's changes). */
    public List<AppliedModifier> modifiers() {
        return modifiersView;
    }

    public boolean stepEntered() {
        return stepEntered;
    }

    public List<PendingEffect> delayedEffects() {
        return delayedEffects.isEmpty() ? List.of() : List.copyOf(delayedEffects);
    }

    public List<PendingEffect> pendingTriggers() {
        return pendingTriggers.isEmpty() ? List.of() : List.copyOf(pendingTriggers);
    }

    public int declaring() {
        return declaring;
    }

    /** The defending player declaring blocks now: the one across from the active player unless a teammate is. */
    public int defender() {
        return step == Step.DECLARE_BLOCKERS && declaring != NO_ONE ? declaring : seats.acrossFrom(active);
    }

    public ThisTurn thisTurn() {
        return thisTurn;
    }

    public CombatState combat() {
        return combat;
    }

    public int rerollsTaken() {
        return rerollsTaken;
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

    public List<WaitingKnockOut> knockOutsWaiting() {
        return knockOutsWaiting.isEmpty() ? List.of() : List.copyOf(knockOutsWaiting);
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
        return switch (step) {
            case MAIN, ATTACK_WINDOW -> priority;
            case DECLARE_BLOCKERS -> combat.blockersByAttacker ? seats.acrossFrom(defender()) : defender();
            default -> declaring != NO_ONE ? declaring : active;
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
