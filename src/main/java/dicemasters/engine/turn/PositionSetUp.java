package dicemasters.engine.turn;

import dicemasters.engine.setup.Position;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PositionEditor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Puts a {@link Position} on a new game's table: each die named by its card and number goes where
 * the position says, the players' records and the turn are set, tokens put on cards. A name that
 * fits no die, a die given twice or a seat that does not exist is refused in words. Whether the
 * result is a position the rules allow is {@link PositionChecks}' question.
 */
public final class PositionSetUp {
    private final GameState s;
    private final PositionEditor editor;

    private PositionSetUp(GameState blank) {
        this.editor = PositionEditor.copyOf(blank);
        this.s = editor.state();
    }

    /** The position on a copy of {@code blank} (a game just made from the position's setup, no turn begun). */
    public static GameState setUp(GameState blank, Position p) throws Refused {
        PositionSetUp up = new PositionSetUp(blank);
        up.turn(p.turn());
        up.dice(p.dice());
        up.players(p.players());
        up.editor.random(p.random().generator(), p.random().actionsSoFar());
        for (Position.CardTokens t : p.tokens()) {
            up.editor.tokens(up.card(t.cardOwner(), t.cardId()).index(), t.tokens());
        }
        return up.s;
    }

    /** A position that cannot be put on the table, and why. */
    public static final class Refused extends Exception {
        public Refused(String reason) {
            super(reason);
        }
    }

    private void turn(Position.TurnPosition t) throws Refused {
        int seats = s.players().size();
        seat(t.active(), "the active player");
        if (seats == 4 && t.active() > 1) {
            throw new Refused("in Doubles the active player is the first seat of a team (player 1 or 2)");
        }
        seat(t.priority(), "the player with priority");
        if (t.declaring() != GameState.NO_ONE) {
            seat(t.declaring(), "the player declaring");
        }
        if (t.number() < 1) {
            throw new Refused("the turn number must be 1 or more");
        }
        if (t.rerollsTaken() < 0 || t.combatPhase() < 0 || t.combatPhase() > 1) {
            throw new Refused("rerolls taken must be 0 or more and the Assault phase 0 or 1");
        }
        editor.turn(t.number(), t.active(), t.step()).step(t.step(), t.stepEntered()).priority(t.priority())
                .passes(t.opponentPassed(), t.teammatePassed()).declaring(t.declaring())
                .rerollsAndPhase(t.rerollsTaken(), t.combatPhase());
    }

    private void dice(List<Position.DiePosition> dice) throws Refused {
        Set<Integer> given = new HashSet<>();
        for (Position.DiePosition d : dice) {
            int id = die(d.die());
            if (!given.add(id)) {
                throw new Refused(name(d.die()) + " is given twice");
            }
            CardInPlay card = s.cards().get(s.die(id).cardIndex());
            // In Doubles a teammate may hold a die of the shared Prep Area's split until it is rolled.
            if (!card.isShared() && !s.seats().allies(card.owner()).contains(d.owner())) {
                throw new Refused(name(d.die()) + " belongs to player " + (card.owner() + 1) + "'s team, not to player "
                        + (d.owner() + 1));
            }
            if (card.isShared() && d.owner() != CardInPlay.SHARED) {
                seat(d.owner(), "the owner of " + name(d.die()));
            }
            int faces = card.definition().faces().size();
            if (d.face() < 0 || d.face() >= faces) {
                throw new Refused(name(d.die()) + " has faces 1 to " + faces + ", not " + (d.face() + 1));
            }
            if (d.damage() < 0) {
                throw new Refused(name(d.die()) + " cannot have negative damage");
            }
            editor.place(id, d.owner(), d.zone(), d.face()).damage(id, d.damage())
                    .stands(id, d.partiallySpent(), d.rolledThisStep(), d.inCombatThisTurn(), d.blocked());
        }
        for (Position.DiePosition d : dice) {
            for (Position.DieRef attacker : d.blocking()) {
                editor.alsoBlocks(die(d.die()), die(attacker));
            }
        }
    }

    private void players(List<Position.PlayerPosition> players) throws Refused {
        if (players.size() != s.players().size()) {
            throw new Refused("the position gives " + players.size() + " players, the setup has "
                    + s.players().size());
        }
        for (int p = 0; p < players.size(); p++) {
            Position.PlayerPosition pp = players.get(p);
            if (pp.life() > s.startingLife()) {
                throw new Refused("player " + (p + 1) + " has " + pp.life() + " life, above the starting "
                        + s.startingLife());
            }
            List<Integer> fielded = new ArrayList<>();
            for (Position.DieRef ref : pp.fieldedThisTurn()) {
                fielded.add(die(ref));
            }
            List<Integer> bought = new ArrayList<>();
            for (String id : pp.basicActionsBought()) {
                bought.add(card(CardInPlay.SHARED, id).index());
            }
            editor.seatLife(p, pp.life()).virtualEnergy(p, pp.virtualEnergy())
                    .tallies(p, pp.knockedOutThisTurn(), fielded, pp.purchasedThisTurn(),
                            pp.actionDicePurchasedThisTurn(), bought, pp.purchasedThisGame())
                    .turnRules(p, pp.firstPurchaseToPrep(), pp.cannotField());
        }
    }

    private void seat(int player, String who) throws Refused {
        if (player < 0 || player >= s.players().size()) {
            throw new Refused(who + " must be player 1 to " + s.players().size() + ", not " + (player + 1));
        }
    }

    private CardInPlay card(int owner, String id) throws Refused {
        for (CardInPlay c : s.cards()) {
            if (c.owner() == owner && c.definition().id().equals(id)) {
                return c;
            }
        }
        throw new Refused((owner == CardInPlay.SHARED ? "no Basic Action Card " : "player " + (owner + 1)
                + " has no card ") + id);
    }

    private int die(Position.DieRef ref) throws Refused {
        int[] ids = s.gameCards().diceOf(card(ref.cardOwner(), ref.cardId()).index());
        if (ref.number() < 1 || ref.number() > ids.length) {
            throw new Refused(name(ref) + ": the card has " + ids.length + (ids.length == 1 ? " die" : " dice"));
        }
        return ids[ref.number() - 1];
    }

    static String name(Position.DieRef ref) {
        return (ref.cardOwner() == CardInPlay.SHARED ? "" : "player " + (ref.cardOwner() + 1) + "'s ") + ref.cardId()
                + " die " + ref.number();
    }
}
