package dicemasters.ui.position;

import dicemasters.engine.Engine;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.setup.Position.DiePosition;
import dicemasters.engine.setup.Position.DieRef;
import dicemasters.engine.Result;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import dicemasters.engine.team.Format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A position being set up in the editor: an engine {@link Position} and the changes a person makes
 * to it (cards on a team, a die put in a zone or turned to a face, life, tokens, the turn). Every
 * change gives a new draft, so Undo simply keeps the old ones. Whether the rules allow the position
 * is the engine's answer ({@link #problem}); the draft never decides a rule. No JavaFX.
 */
public final class PositionDraft {
    /** The names an empty position starts with (the demo's, then the Doubles seats'). */
    static final List<String> NAMES = List.of("Sam", "Bruce", "Cid", "Dee");
    private final Position position;
    private String problem;
    private boolean checked;

    private PositionDraft(Position position) {
        this.position = position;
    }

    public static PositionDraft of(Position position) {
        return new PositionDraft(position);
    }

    /** A position of this format with no cards yet: full life, turn 1, player 1 in the Main Step. */
    public static PositionDraft empty(Format format, long seed) {
        List<GameSetup.Team> teams = new ArrayList<>();
        List<Position.PlayerPosition> players = new ArrayList<>();
        for (int p = 0; p < format.players(); p++) {
            teams.add(new GameSetup.Team(NAMES.get(p), List.of()));
            players.add(Position.PlayerPosition.ofLife(format.startingLife()));
        }
        GameSetup setup = new GameSetup(format.label(), format.startingLife(), teams, List.of(),
                Format.DOUBLES_BASIC_ACTION_DICE.get(0), 0);
        Position.TurnPosition turn = new Position.TurnPosition(1, 0, Step.MAIN, true, 0, false, false,
                GameState.NO_ONE, 0, 0);
        return new PositionDraft(new Position(setup, turn, players, List.of(), List.of(),
                Position.RandomPosition.ofSeed(seed), DiceScript.NONE));
    }

    public Position position() {
        return position;
    }

    public GameSetup setup() {
        return position.setup();
    }

    public Position.TurnPosition turn() {
        return position.turn();
    }

    public int playerCount() {
        return setup().teams().size();
    }

    public String playerName(int player) {
        return setup().teams().get(player).playerName();
    }

    public int life(int player) {
        return position.players().get(player).life();
    }

    /** The format the position is played in, from its name (a file names one of the four). */
    public Format format() {
        for (Format f : Format.values()) {
            if (f.label().equals(setup().format())) {
                return f;
            }
        }
        return playerCount() == 4 ? Format.DOUBLES : Format.CASUAL;
    }

    /** The first rule the position breaks, in the engine's words; null when the rules allow it. */
    public String problem() {
        if (!checked) {
            Result result = Engine.startFrom(position);
            problem = result instanceof Result.Rejected rejected ? rejected.reason() : null;
            checked = true;
        }
        return problem;
    }

    /** Every die of the game (Sidekicks, team cards' dice, Basic Action dice) and where it stands. */
    public List<DraftDie> dice() {
        Map<DieRef, DiePosition> listed = new HashMap<>();
        position.dice().forEach(d -> listed.put(d.die(), d));
        List<DraftDie> all = new ArrayList<>();
        for (DieRef ref : inventory()) {
            CardDefinition card = cardOf(ref);
            DiePosition d = listed.get(ref);
            all.add(d == null ? new DraftDie(ref, card, ref.cardOwner(), DraftDie.startZone(card), 0, 0)
                    : new DraftDie(ref, card, d.owner(), d.zone(), d.face(), d.damage()));
        }
        return all;
    }

    /** The die named, as it stands now. */
    public DraftDie die(DieRef ref) {
        return dice().stream().filter(d -> d.ref().equals(ref)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no die " + ref));
    }

    /** Puts a die in a zone of a player (a Basic Action die on its card belongs to no one). */
    public PositionDraft withDiePlaced(DieRef ref, int owner, Zone zone) {
        return withDie(ref, d -> new DiePosition(ref, owner, zone, d.face(), zone.inField() ? d.damage() : 0,
                false, false, false, List.of(), false));
    }

    public PositionDraft withFace(DieRef ref, int face) {
        return withDie(ref, d -> new DiePosition(ref, d.owner(), d.zone(), face, d.damage(), d.partiallySpent(),
                d.rolledThisStep(), d.inCombatThisTurn(), d.blocking(), d.blocked()));
    }

    public PositionDraft withDamage(DieRef ref, int damage) {
        return withDie(ref, d -> new DiePosition(ref, d.owner(), d.zone(), d.face(), damage, d.partiallySpent(),
                d.rolledThisStep(), d.inCombatThisTurn(), d.blocking(), d.blocked()));
    }

    /** The die back where a game starts it, as if never touched. */
    public PositionDraft withDieAtStart(DieRef ref) {
        return withDie(ref, d -> atStart(ref));
    }

    private PositionDraft withDie(DieRef ref, UnaryOperator<DiePosition> change) {
        List<DiePosition> dice = new ArrayList<>(position.dice());
        int at = -1;
        for (int i = 0; i < dice.size(); i++) {
            if (dice.get(i).die().equals(ref)) {
                at = i;
            }
        }
        DiePosition next = change.apply(at < 0 ? atStart(ref) : dice.get(at));
        // A die where a game starts it is not written: the file lists only the dice that moved.
        boolean untouched = next.equals(atStart(ref));
        if (at >= 0 && untouched) {
            dice.remove(at);
        } else if (at >= 0) {
            dice.set(at, next);
        } else if (!untouched) {
            dice.add(next);
        }
        return with(position.setup(), position.players(), dice, position.tokens());
    }

    private DiePosition atStart(DieRef ref) {
        return new DiePosition(ref, ref.cardOwner(), DraftDie.startZone(cardOf(ref)), 0, 0, false, false, false,
                List.of(), false);
    }

    /** Tokens on a card now (0 when none). */
    public int tokens(int cardOwner, String cardId) {
        return position.tokens().stream().filter(t -> t.cardOwner() == cardOwner && t.cardId().equals(cardId))
                .mapToInt(Position.CardTokens::tokens).sum();
    }

    public PositionDraft withTokens(int cardOwner, String cardId, int tokens) {
        List<Position.CardTokens> all = new ArrayList<>(position.tokens().stream()
                .filter(t -> t.cardOwner() != cardOwner || !t.cardId().equals(cardId)).toList());
        if (tokens != 0) {
            all.add(new Position.CardTokens(cardOwner, cardId, tokens));
        }
        return with(position.setup(), position.players(), position.dice(), all);
    }

    public PositionDraft withLife(int player, int life) {
        List<Position.PlayerPosition> players = new ArrayList<>(position.players());
        Position.PlayerPosition p = players.get(player);
        players.set(player, new Position.PlayerPosition(life, p.virtualEnergy(), p.knockedOutThisTurn(),
                p.fieldedThisTurn(), p.purchasedThisTurn(), p.firstPurchaseToPrep(), p.basicActionsBought(),
                p.actionDicePurchasedThisTurn(), p.purchasedThisGame(), p.cannotField()));
        return with(position.setup(), players, position.dice(), position.tokens());
    }

    /** A player's new name; a name the engine does not accept throws, with its reason. */
    public PositionDraft withName(int player, String name) {
        List<GameSetup.Team> teams = new ArrayList<>(setup().teams());
        teams.set(player, new GameSetup.Team(name, teams.get(player).cards()));
        return withSetup(teams, setup().basicActions(), setup().diceEachBasicAction());
    }

    public PositionDraft withTurn(Position.TurnPosition turn) {
        return new PositionDraft(new Position(setup(), turn, position.players(), position.dice(), position.tokens(),
                position.random(), position.toCome()));
    }

    /** A new generator from this seed (what Play from here rolls with). */
    public PositionDraft withSeed(long seed) {
        return new PositionDraft(new Position(setup(), turn(), position.players(), position.dice(), position.tokens(),
                Position.RandomPosition.ofSeed(seed), position.toCome()));
    }

    /** Why this card cannot join the player's team (or the middle, for a Basic Action Card) here; null when it can. */
    public String whyNotAdd(int player, CardDefinition card) {
        boolean basic = card.type() == dicemasters.engine.card.CardType.BASIC_ACTION;
        List<CardDefinition> cards = basic ? setup().basicActions()
                : setup().teams().get(player).cards().stream().map(GameSetup.TeamCard::card).toList();
        if (cards.stream().anyMatch(c -> c.id().equals(card.id()))) {
            return basic ? "Already in the middle." : "Already on " + playerName(player) + "'s team.";
        }
        int most = basic ? GameSetup.MAX_BASIC_ACTIONS : GameSetup.MAX_CARDS_PER_TEAM;
        return cards.size() >= most ? "A position holds at most " + most + (basic ? " Basic Action Cards."
                : " cards on a team.") : null;
    }

    /** The card on the player's team with {@code dice} dice; a Basic Action Card goes to the middle. */
    public PositionDraft withCard(int player, CardDefinition card, int dice) {
        if (card.type() == dicemasters.engine.card.CardType.BASIC_ACTION) {
            List<CardDefinition> basics = new ArrayList<>(setup().basicActions());
            basics.add(card);
            return withSetup(setup().teams(), basics, setup().diceEachBasicAction());
        }
        return withTeamCards(player, cards -> {
            cards.add(new GameSetup.TeamCard(card, dice));
            return cards;
        });
    }

    /** A team card's dice; dice beyond the new count leave the position. */
    public PositionDraft withCardDice(int player, String cardId, int dice) {
        return withTeamCards(player, cards -> new ArrayList<>(cards.stream().map(tc -> tc.card().id().equals(cardId)
                ? new GameSetup.TeamCard(tc.card(), dice) : tc).toList()));
    }

    public PositionDraft withoutCard(int player, String cardId) {
        return withTeamCards(player, cards -> new ArrayList<>(cards.stream()
                .filter(tc -> !tc.card().id().equals(cardId)).toList()));
    }

    public PositionDraft withoutBasicAction(String cardId) {
        return withSetup(setup().teams(), setup().basicActions().stream().filter(c -> !c.id().equals(cardId)).toList(),
                setup().diceEachBasicAction());
    }

    public PositionDraft withDiceEachBasicAction(int dice) {
        return withSetup(setup().teams(), setup().basicActions(), dice);
    }

    private PositionDraft withTeamCards(int player, UnaryOperator<List<GameSetup.TeamCard>> change) {
        List<GameSetup.Team> teams = new ArrayList<>(setup().teams());
        GameSetup.Team team = teams.get(player);
        teams.set(player, new GameSetup.Team(team.playerName(), change.apply(new ArrayList<>(team.cards()))));
        return withSetup(teams, setup().basicActions(), setup().diceEachBasicAction());
    }

    /** A new setup; whatever named a die or card no longer in the game is left out (PositionPruning). */
    private PositionDraft withSetup(List<GameSetup.Team> teams, List<CardDefinition> basics, int diceEach) {
        GameSetup setup = new GameSetup(setup().format(), setup().startingLife(), teams, basics, diceEach,
                setup().firstPlayer());
        PositionDraft draft = with(setup, position.players(), position.dice(), position.tokens());
        return PositionPruning.prune(draft, Set.copyOf(draft.inventory()));
    }

    PositionDraft with(GameSetup setup, List<Position.PlayerPosition> players, List<DiePosition> dice,
                       List<Position.CardTokens> tokens) {
        return new PositionDraft(new Position(setup, turn(), players, dice, tokens, position.random(),
                position.toCome()));
    }

    /** Every die the setup brings, named as a position names it, in the order the editor shows them. */
    List<DieRef> inventory() {
        List<DieRef> refs = new ArrayList<>();
        for (int p = 0; p < playerCount(); p++) {
            for (int i = 1; i <= Engine.SIDEKICKS_PER_PLAYER; i++) {
                refs.add(new DieRef(p, StandardDice.SIDEKICK.id(), i));
            }
            for (GameSetup.TeamCard tc : setup().teams().get(p).cards()) {
                for (int i = 1; i <= tc.dice(); i++) {
                    refs.add(new DieRef(p, tc.card().id(), i));
                }
            }
        }
        for (CardDefinition basic : setup().basicActions()) {
            for (int i = 1; i <= setup().diceEachBasicAction(); i++) {
                refs.add(new DieRef(CardInPlay.SHARED, basic.id(), i));
            }
        }
        return refs;
    }

    CardDefinition cardOf(DieRef ref) {
        if (ref.cardId().equals(StandardDice.SIDEKICK.id())) {
            return StandardDice.SIDEKICK;
        }
        List<CardDefinition> cards = ref.cardOwner() == CardInPlay.SHARED ? setup().basicActions()
                : setup().teams().get(ref.cardOwner()).cards().stream().map(GameSetup.TeamCard::card).toList();
        return cards.stream().filter(c -> c.id().equals(ref.cardId())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no card " + ref.cardId()));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PositionDraft other && other.position.equals(position);
    }

    @Override
    public int hashCode() {
        return position.hashCode();
    }
}
