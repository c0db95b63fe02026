package dicemasters.ui.net;

import dicemasters.engine.action.Action;
import dicemasters.engine.Engine;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.net.ActionAliases;
import dicemasters.net.Choices;
import dicemasters.net.HostMessage;
import dicemasters.net.PublicView;
import dicemasters.session.GameSession;
import dicemasters.ui.OfferedMoves;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A guest's table drawn from what the host sent and nothing else: the {@link PublicView} put on a
 * new table of the game's setup as a {@link Position} ({@link Engine#pictureOf}), so that the
 * table's components, which read a state, draw it. Bags are counts: the dice in a bag are any dice
 * of their card, in no order; the picture's generator is seeded 0 and never runs (the game's seed
 * and generator stay at the host). Dice are known by their guest numbers at the host and by their
 * own numbers in the picture; the picture translates actions between the two.
 */
final class GuestPicture {
    /** The generator of every picture: nothing of the game's. */
    private static final Position.RandomPosition NO_GENERATOR = Position.RandomPosition.ofSeed(0);

    private final GameSession session;
    private final Map<Integer, Integer> toPicture;
    private final Map<Integer, Integer> toGuest;

    private GuestPicture(GameSession session, Map<Integer, Integer> toPicture, Map<Integer, Integer> toGuest) {
        this.session = session;
        this.toPicture = toPicture;
        this.toGuest = toGuest;
    }

    GameSession session() {
        return session;
    }

    GameState state() {
        return session.current();
    }

    /** The picture of a view of a game of this setup. */
    static GuestPicture of(GameSetup setup, PublicView view) {
        List<CardInPlay> cards = Engine.pictureOf(position(setup, view, List.of(), List.of())).cards();
        List<Position.DiePosition> dice = new ArrayList<>();
        Map<Integer, Position.DieRef> refs = new HashMap<>();
        for (int c = 0; c < cards.size(); c++) {
            CardInPlay card = cards.get(c);
            int number = 0;
            for (PublicView.DieView d : view.dice()) {
                if (d.card() == c) {
                    refs.put(d.id(), new Position.DieRef(card.owner(), card.definition().id(), ++number));
                }
            }
            for (PublicView.BagCount bag : view.bags()) {
                for (int i = 0; bag.card() == c && i < bag.dice(); i++) {
                    dice.add(new Position.DiePosition(new Position.DieRef(card.owner(), card.definition().id(),
                            ++number), bag.player(), Zone.BAG, 0, 0, false, false, false, List.of(), false));
                }
            }
        }
        for (PublicView.DieView d : view.dice()) {
            Zone zone = Zone.valueOf(d.zone());
            dice.add(new Position.DiePosition(refs.get(d.id()), d.owner(), zone, Math.max(d.face(), 0), d.damage(),
                    d.partiallySpent(), false, zone == Zone.ATTACK, d.blocking().stream().map(refs::get).toList(),
                    d.blocked()));
        }
        List<Position.CardTokens> tokens = view.tokens().stream().map(t -> new Position.CardTokens(
                cards.get(t.card()).owner(), cards.get(t.card()).definition().id(), t.tokens())).toList();
        Position position = position(setup, view, dice, tokens);
        GameState picture = Engine.pictureOf(position);
        Map<Integer, Integer> toPicture = new HashMap<>();
        Map<Integer, Integer> toGuest = new HashMap<>();
        for (PublicView.DieView d : view.dice()) {
            int id = pictureDie(picture, d.card(), refs.get(d.id()).number());
            toPicture.put(d.id(), id);
            toGuest.put(id, d.id());
        }
        Decision pending = GuestDecisions.onBoard(view.decision(), id -> toPicture.getOrDefault(id, -1));
        if (pending != null) {
            picture = Engine.pictureOf(position, pending);
        }
        return new GuestPicture(GameSession.showing(position, picture), toPicture, toGuest);
    }

    /** The {@code number}-th die (from 1) of a card in the picture: the card's dice in the order the game made them. */
    private static int pictureDie(GameState picture, int card, int number) {
        int seen = 0;
        for (Die d : picture.dice()) {
            if (d.cardIndex() == card && ++seen == number) {
                return d.id();
            }
        }
        throw new IllegalArgumentException("the host's view names die " + number + " of card " + card
                + ", which the game does not have");
    }

    private static Position position(GameSetup setup, PublicView view, List<Position.DiePosition> dice,
                                     List<Position.CardTokens> tokens) {
        List<Position.PlayerPosition> players = view.players().stream()
                .map(p -> new Position.PlayerPosition(p.life(), p.virtualEnergy().stream().map(Energy::valueOf).toList(),
                        0, List.of(), 0, false, List.of(), 0, 0, false)).toList();
        int priority = view.priorityPlayer() >= 0 ? view.priorityPlayer() : view.activePlayer();
        Step step = Step.valueOf(view.step());
        // In Doubles teammates declare in turn: the picture waits on the same one as the host.
        boolean declaringStep = step == Step.ROLL_AND_REROLL || step == Step.DECLARE_ATTACKERS;
        int declaring = declaringStep && view.decision() == null && view.actingPlayer() >= 0
                && view.actingPlayer() != view.activePlayer() ? view.actingPlayer() : GameState.NO_ONE;
        Position.TurnPosition turn = new Position.TurnPosition(Math.max(view.turn(), 1), view.activePlayer(),
                step, true, priority, false, false, declaring, 0, 0);
        return new Position(setup, turn, players, dice, tokens, NO_GENERATOR, DiceScript.NONE);
    }

    /** An action in the host's guest numbers told in the picture's numbers (to describe it). */
    Action toPicture(Action guestAction) {
        return ActionAliases.renumber(guestAction, id -> toPicture.getOrDefault(id, -1));
    }

    /** An action drafted on the picture told in the host's guest numbers (to send it). */
    Action toGuest(Action pictureAction) {
        return ActionAliases.renumber(pictureAction, id -> toGuest.getOrDefault(id, -1));
    }

    /** Whether the table shows what the host waits on: no choice, or one the picture holds (targets, a split, a number). */
    boolean holdsDecision(PublicView view) {
        return (view.decision() == null || state().decision() != null) && state().actingPlayer() == view.actingPlayer();
    }

    /** What the host offers this seat, on the picture's dice. */
    OfferedMoves offered(List<Action> legal, Choices choices) {
        Map<List<Integer>, String> globals = new HashMap<>();
        choices.globals().forEach(g -> globals.put(OfferedMoves.global(g.card(), g.ability()), g.reason()));
        Map<Integer, String> dice = new HashMap<>();
        choices.dice().forEach(d -> dice.put(pictureDie(d.die()), d.reason()));
        Map<Integer, String> cards = new HashMap<>();
        choices.cards().forEach(c -> cards.put(c.card(), c.reason()));
        return new OfferedMoves(legal.stream().map(this::toPicture).toList(), onPicture(choices.pick()),
                onPicture(choices.attackers()), onPicture(choices.severalBlocks()), onPicture(choices.payers()),
                cards, globals, dice);
    }

    private Set<Integer> onPicture(List<Integer> guestNumbers) {
        return guestNumbers.stream().map(this::pictureDie).filter(id -> id >= 0).collect(Collectors.toSet());
    }

    /**
     * The dice the host's events moved or rolled, as events on the picture's dice, so the table
     * lights them as it lights the computer's moves (a die back in a bag is not on the picture).
     */
    List<GameEvent> lit(List<HostMessage.DieEvent> told) {
        List<GameEvent> out = new ArrayList<>();
        GameState s = state();
        for (HostMessage.DieEvent e : told) {
            int id = pictureDie(e.die());
            if (id < 0) {
                continue;
            }
            Die die = s.die(id);
            String owner = die.owner() >= 0 ? s.player(die.owner()).name() : "";
            if (e.type().equals("DieRolled")) {
                out.add(new GameEvent.DieRolled(id, s.nameOf(die), owner, s.face(die)));
            } else {
                zone(e.from()).ifPresent(from -> zone(e.to()).ifPresent(to ->
                        out.add(new GameEvent.DieMoved(id, s.nameOf(die), die.owner(), owner, from, to))));
            }
        }
        return out;
    }

    private static java.util.Optional<Zone> zone(String name) {
        try {
            return java.util.Optional.of(Zone.valueOf(name));
        } catch (IllegalArgumentException | NullPointerException e) {
            return java.util.Optional.empty(); // a zone this program does not know: nothing to light
        }
    }

    int pictureDie(int guestNumber) {
        return toPicture.getOrDefault(guestNumber, -1);
    }

    int guestNumber(int pictureDie) {
        return toGuest.getOrDefault(pictureDie, -1);
    }
}
