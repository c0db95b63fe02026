package dicemasters.testing;

import dicemasters.engine.Engine;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PositionEditor;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The position half of {@link TestGame}: setting dice and players up by hand (through the engine's
 * {@link PositionEditor}, which tells no events: a position set up is not a game played), scripting
 * the next draws and rolls, and reading the game. Setting up again after moves is allowed (an
 * energy die placed in the middle of a combat, say): it edits a copy of the position reached.
 */
public abstract class GamePosition {
    GameState state;
    private PositionEditor editor;
    /** The events of everything the engine did since the position was set up. */
    final List<GameEvent> events = new ArrayList<>();
    /** Dice placed by hand, never handed out twice. */
    private final List<Integer> placed = new ArrayList<>();

    GamePosition(GameState state, PositionEditor editor) {
        this.state = state;
        this.editor = editor;
    }

    /** The same position, for another line of play: its own copy of the state, events and placed dice. */
    GamePosition(GamePosition from) {
        this.editor = PositionEditor.copyOf(from.state);
        this.state = editor.state();
        this.events.addAll(from.events);
        this.placed.addAll(from.placed);
    }

    /** The state now (read it; change it only through the fixture). */
    public GameState state() {
        return state;
    }

    private PositionEditor editor() {
        if (editor == null || editor.state() != state) {
            editor = PositionEditor.copyOf(state);
            state = editor.state();
        }
        return editor;
    }

    // ---- dice placed by hand ----

    /**
     * A die of {@code player}'s card (a card id or name; a Basic Action Card's dice are anyone's) not
     * placed yet, now in {@code zone} showing {@code face}. Each call takes another die of the card.
     */
    public TestDie place(int player, String card, Zone zone, FaceSpec face) {
        CardInPlay c = card(player, card);
        Die d = waitingDie(player, c);
        editor().place(d.id(), player, zone, face.indexIn(c.definition()));
        if (zone == Zone.RESERVE && state.isOnActiveTeam(player) && state.step() == Step.ROLL_AND_REROLL
                && state.stepEntered()) {
            editor().rolledThisStep(d.id());
        }
        placed.add(d.id());
        return new TestDie(d.id(), c.definition().name(), player);
    }

    public TestDie place(int player, CardDefinition card, Zone zone, FaceSpec face) {
        return place(player, card.id(), zone, face);
    }

    /** A die in a zone where dice are not rolled (bag, Prep Area, Used Pile, Out of Play, its card). */
    public TestDie place(int player, String card, Zone zone) {
        if (zone.isRolled()) {
            throw new IllegalArgumentException("say which face " + card + " shows in the " + zone.label());
        }
        return place(player, card, zone, Rulebook.anyFace());
    }

    public TestDie place(int player, CardDefinition card, Zone zone) {
        return place(player, card.id(), zone);
    }

    /** A Sidekick die of the player in a zone, showing its character face. */
    public TestDie sidekick(int player, Zone zone) {
        return place(player, Rulebook.SIDEKICK, zone, Rulebook.characterFace());
    }

    /** A Sidekick die of the player in their Reserve Pool showing one energy symbol. */
    public TestDie energy(int player, Energy symbol) {
        return place(player, Rulebook.SIDEKICK, Zone.RESERVE, Rulebook.energy(symbol));
    }

    /**
     * The player's card (id or name), or a Basic Action Card. A name two of the player's cards share
     * (two printings of a character) says no card: the test names it by id.
     */
    CardInPlay card(int player, String card) {
        CardInPlay byName = null;
        for (CardInPlay c : state.cards()) {
            if (c.owner() != player && !c.isShared()) {
                continue;
            }
            if (c.definition().id().equals(card)) {
                return c;
            }
            if (c.definition().name().equals(card)) {
                if (byName != null && !byName.definition().id().equals(c.definition().id())) {
                    throw new IllegalArgumentException(state.player(player).name() + " has two cards named " + card
                            + " (" + byName.definition().id() + " and " + c.definition().id() + "): name it by id");
                }
                byName = byName == null ? c : byName;
            }
        }
        if (byName != null) {
            return byName;
        }
        throw new IllegalArgumentException("no card " + card + " of " + state.player(player).name()
                + " or in the middle");
    }

    private Die waitingDie(int player, CardInPlay card) {
        for (Die d : state.diceOfCard(card.index())) {
            boolean waiting = d.zone() == Zone.BAG || d.zone() == Zone.ON_CARD;
            boolean theirs = card.isShared() ? d.owner() == CardInPlay.SHARED || d.owner() == player
                    : d.owner() == player;
            if (waiting && theirs && !placed.contains(d.id())) {
                return d;
            }
        }
        throw new IllegalArgumentException(state.player(player).name() + " has no more " + card.definition().name()
                + " dice to place: bring more (GameBuilder.ann(card, dice))");
    }

    // ---- players and the turn, by hand ----

    public void damage(TestDie die, int amount) {
        editor().damage(die.id(), amount);
    }

    public void life(int player, int value) {
        editor().life(player, value);
    }

    public void priority(int player) {
        editor().priority(player);
    }

    public void virtualEnergy(int player, Energy... symbols) {
        editor().virtualEnergy(player, List.of(symbols));
    }

    /** As if that many of the player's character dice had been KO'd earlier this turn. */
    public void knockedOutThisTurn(int player, int count) {
        editor().knockedOutThisTurn(player, count);
    }

    /** A restriction already applied to the die until the end of the turn ("cannot be targeted"). */
    public void restricted(TestDie die, Restriction restriction) {
        editor().restrict(die.id(), restriction);
    }

    /** The blocker stands in the Attack Zone blocking the attacker. */
    public void blocking(TestDie blocker, TestDie attacker) {
        editor().blocks(blocker.id(), attacker.id());
    }

    /** It becomes {@code player}'s turn, in the step it is in. */
    public void turnOf(int player) {
        turnOf(player, state.step());
    }

    /** It becomes {@code player}'s {@code step}, its automatic part done (as {@link GameBuilder#at}). */
    public void turnOf(int player, Step step) {
        editor().turn(state.turn(), player, step);
    }

    // ---- scripted draws and rolls ----

    /**
     * The next dice drawn from a bag are dice of these cards (ids or names), in order, as long as
     * the bag holds one; then the game's own generator draws again.
     */
    public void nextDrawsTake(String... cards) {
        List<String> draws = new ArrayList<>(remainingDraws());
        for (String card : cards) {
            draws.add(card(card).definition().id());
        }
        editor().script(new DiceScript(draws, remainingFaces()));
    }

    /** The next roll of the game shows {@code face} of {@code die}'s card (whichever die rolls next). */
    public void nextRollShows(TestDie die, FaceSpec face) {
        nextRollShows(state.definition(die(die)), face);
    }

    /** The next roll of the game shows {@code face} of the card (whichever die rolls next). */
    public void nextRollShows(String card, FaceSpec face) {
        nextRollShows(card(card).definition(), face);
    }

    private void nextRollShows(CardDefinition card, FaceSpec face) {
        List<Integer> faces = new ArrayList<>(remainingFaces());
        faces.add(face.indexIn(card));
        editor().script(new DiceScript(remainingDraws(), faces));
    }

    private List<String> remainingDraws() {
        return state.scriptedDice().remainingDraws();
    }

    private List<Integer> remainingFaces() {
        return state.scriptedDice().remainingFaces();
    }

    // ---- reading ----

    /** The die as it is now. */
    public Die die(TestDie die) {
        return state.die(die.id());
    }

    public Zone zone(TestDie die) {
        return die(die).zone();
    }

    /** The level it shows (0 when it shows no character face). */
    public int level(TestDie die) {
        return state.face(die(die)).level();
    }

    /** Its attack now, bonuses included. */
    public int attack(TestDie die) {
        return Engine.attack(state, die(die));
    }

    public int defense(TestDie die) {
        return Engine.defense(state, die(die));
    }

    public int damage(TestDie die) {
        return die(die).damage();
    }

    public int life(int player) {
        return state.player(player).life();
    }

    /** How many dice the player has in the zone. */
    public int count(int player, Zone zone) {
        return state.diceIn(player, zone).size();
    }

    /** The player's dice in the zone, by id. */
    public List<TestDie> diceIn(int player, Zone zone) {
        return state.diceIn(player, zone).stream().map(this::handle).toList();
    }

    /** A handle on a die the test did not place (one drawn, a token created...). */
    public TestDie handle(Die die) {
        return new TestDie(die.id(), state.nameOf(die), die.owner());
    }

    /**
     * The card (id or name) on the table: its index is what Globals and purchases name. A name two
     * different cards share (two printings of a character) names none: the test names it by id.
     */
    public CardInPlay card(String card) {
        List<CardInPlay> named = state.cards().stream().filter(c -> c.definition().id().equals(card)
                || c.definition().name().equals(card)).toList();
        if (named.isEmpty()) {
            throw new IllegalArgumentException("no card " + card + " in the game");
        }
        if (named.stream().map(c -> c.definition().id()).distinct().count() > 1) {
            throw new IllegalArgumentException("two cards of the game are named " + card + ": name it by id");
        }
        return named.get(0);
    }

    /** The decision the engine waits on, or null. */
    public Decision decision() {
        return state.decision();
    }

    /** What the engine told since the position was set up. */
    public List<GameEvent> events() {
        return List.copyOf(events);
    }

    public <T extends GameEvent> List<T> events(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The log: the text of each event since the position was set up. */
    public List<String> log() {
        return events.stream().map(GameEvent::text).toList();
    }

    /** Whether the die was KO'd since the position was set up. */
    public boolean wasKnockedOut(TestDie die) {
        return events.stream().anyMatch(e -> e instanceof GameEvent.DieKnockedOut k && k.dieId() == die.id());
    }
}
