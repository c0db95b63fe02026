package dicemasters.engine.turn;

import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.CombatState;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.ScriptedDice;
import dicemasters.engine.state.ThisTurn;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Which moments of a game can be a {@link Position}, and the position of such a moment. A position
 * holds the dice, the players, the turn and the generator, but not what the rules carry from one
 * action to the next while something is under way: a choice, the effect queue, effects lasting to
 * the end of the turn (stat changes, control, captures, copies, shields), once-per-turn uses,
 * declarations held in Doubles, damage waiting. A moment with any of these pending is refused with
 * what is pending, in words: save the position a moment before or after it.
 */
public final class PositionMoments {
    private PositionMoments() {
    }

    /** What is pending at this moment that a position cannot hold, in words; null for a quiet moment. */
    public static String problem(GameState s) {
        List<String> pending = new ArrayList<>();
        if (s.isOver()) {
            return "the game is over";
        }
        if (s.decision() != null) {
            pending.add("a choice is pending (" + s.decision().getClass().getSimpleName() + ")");
        }
        if (!s.waiting().queue().isEmpty() || !s.waiting().heldTriggers().isEmpty()) {
            pending.add("abilities wait in the effect queue");
        }
        if (!s.waiting().delayedEffects().isEmpty()) {
            pending.add("an ability waits for the end of the turn");
        }
        if (!s.waiting().knockOuts().isEmpty()) {
            pending.add("a die waits to be KO'd");
        }
        if (!s.modifiers().isEmpty()) {
            pending.add("effects last until the end of the turn (changed stats, control, captures or copies)");
        }
        thisTurn(s.thisTurn(), pending);
        combat(s.combat(), pending);
        if (!s.namedCharacters().isEmpty() || s.secretNumber() >= 0) {
            pending.add("a card named a character or a number this turn");
        }
        for (Die d : s.dice()) {
            if (d.ironWillDefense() != -1 || d.damagedBy() != -1 || d.damagedByPlayer() != -1) {
                pending.add("die " + d.id() + " (" + s.nameOf(d) + ") remembers the damage it took");
                break;
            }
        }
        return pending.isEmpty() ? null : "a position cannot be saved now: " + String.join("; ", pending);
    }

    private static void thisTurn(ThisTurn t, List<String> pending) {
        if (!t.limitedUses().isEmpty() || !t.actionUses().isEmpty()) {
            pending.add("abilities were used that count their uses this turn");
        }
        if (!t.turnEffects().isEmpty() || !t.damagePrevented().isEmpty() || t.globalsStopped()
                || t.globalLifeCost() != 0) {
            pending.add("effects last until the end of the turn (shields, changed rules)");
        }
    }

    private static void combat(CombatState c, List<String> pending) {
        if (!c.heldAttackers().isEmpty() || !c.heldBlocks().isEmpty()) {
            pending.add("a teammate's declarations are held");
        }
        if (!c.damageAssignments().isEmpty() || !c.soleDamageDealers().isEmpty() || c.pendingDamage() != null) {
            pending.add("combat damage is being assigned or waits for reactions");
        }
        if (c.blockersByAttacker() || c.isSecondAttackStep()) {
            pending.add("a card changed this turn's attack");
        }
    }

    /** The position of a quiet moment ({@link #problem} is null). */
    public static Position describe(GameState s) {
        GameSetup setup = setupOf(s);
        Position.TurnPosition turn = new Position.TurnPosition(s.turn(), s.activePlayer(), s.step(), s.stepEntered(),
                s.priorityPlayer(), s.opponentPassed(), s.teammatePassed(), s.declaring(), s.rerollsTaken(),
                s.combat().combatPhase());
        List<Position.PlayerPosition> players = new ArrayList<>();
        for (PlayerState p : s.players()) {
            players.add(new Position.PlayerPosition(p.life(), p.virtualEnergy(), p.knockedOutThisTurn(),
                    p.fieldedThisTurn().stream().map(id -> ref(s, s.die(id))).toList(), p.purchasedThisTurn(),
                    p.firstPurchaseToPrep(), p.basicActionsBought().stream()
                    .map(i -> s.cards().get(i).definition().id()).toList(), p.actionDicePurchasedThisTurn(),
                    p.purchasedThisGame(), p.cannotField()));
        }
        List<Position.DiePosition> dice = new ArrayList<>();
        for (Die d : s.dice()) {
            if (!atStart(s, d)) {
                dice.add(new Position.DiePosition(ref(s, d), d.owner(), d.zone(), d.faceIndex(), d.damage(),
                        d.partiallySpent(), d.rolledThisStep(), d.inCombatThisTurn(),
                        d.blockingAll().stream().map(id -> ref(s, s.die(id))).toList(), d.isBlocked()));
            }
        }
        List<Position.CardTokens> tokens = new ArrayList<>();
        for (CardInPlay card : s.cards()) {
            if (s.tokensOn(card.index()) != 0) {
                tokens.add(new Position.CardTokens(card.owner(), card.definition().id(), s.tokensOn(card.index())));
            }
        }
        ScriptedDice script = s.scriptedDice();
        return new Position(setup, turn, players, dice, tokens,
                new Position.RandomPosition(s.seed(), s.rngState(), s.actionsApplied()),
                new dicemasters.engine.state.DiceScript(script.remainingDraws(), script.remainingFaces()));
    }

    /** The setup the game started from, as its cards tell it (who went first is no longer of interest). */
    static GameSetup setupOf(GameState s) {
        List<GameSetup.Team> teams = new ArrayList<>();
        for (int p = 0; p < s.players().size(); p++) {
            List<GameSetup.TeamCard> cards = new ArrayList<>();
            for (CardInPlay card : s.cards()) {
                if (card.owner() == p && !card.isSidekicks() && card.index() < s.gameCards().firstTokenCard()) {
                    cards.add(new GameSetup.TeamCard(card.definition(), s.gameCards().diceOf(card.index()).length));
                }
            }
            teams.add(new GameSetup.Team(s.player(p).name(), cards));
        }
        List<CardInPlay> basics = s.cards().stream().filter(CardInPlay::isShared).toList();
        int diceEach = basics.isEmpty() ? 0 : s.gameCards().diceOf(basics.get(0).index()).length;
        return new GameSetup(s.format(), s.startingLife(), teams, basics.stream().map(CardInPlay::definition).toList(),
                diceEach, 0);
    }

    /** A die as a game starts it: a Sidekick in its bag, any other die on its card, untouched. */
    static boolean atStart(GameState s, Die d) {
        CardInPlay card = s.cardOf(d);
        Zone start = card.isSidekicks() ? Zone.BAG : Zone.ON_CARD;
        return d.zone() == start && d.owner() == card.owner() && d.faceIndex() == 0 && d.damage() == 0
                && !d.partiallySpent() && !d.rolledThisStep() && !d.inCombatThisTurn() && !d.isBlocking()
                && !d.isBlocked();
    }

    /** The die as a position names it: its card's owner, the card's id and its number among the card's dice. */
    static Position.DieRef ref(GameState s, Die d) {
        CardInPlay card = s.cardOf(d);
        int[] ids = s.gameCards().diceOf(card.index());
        int number = 0;
        while (ids[number] != d.id()) {
            number++;
        }
        return new Position.DieRef(card.owner(), card.definition().id(), number + 1);
    }
}
