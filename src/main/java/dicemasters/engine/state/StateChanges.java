package dicemasters.engine.state;

import java.util.List;

/**
 * The changes of the state's own counters and marks that are not dice or players (those are
 * {@link Table}'s and {@link Life}'s): the random generator and the actions counted, the turn and
 * its step, priority and passes, who declares now, rerolls taken ({@link TurnClock}), the decision
 * the engine waits on, triggers held or delayed and KOs waiting ({@link Waiting}), named characters,
 * a secret number, tokens on cards, scripted dice. The rules change these only here; none is told
 * by an event of its own (the rule that makes the change tells it, as a step starting or a
 * priority passing).
 */
public final class StateChanges {
    private StateChanges() {
    }

    /** A value in [0, bound) from the game's own generator, which moves on. */
    public static int random(GameState s, int bound) {
        s.rng = Rng.next(s.rng);
        return Rng.bounded(Rng.mix(s.rng), bound);
    }

    /** The generator goes on from {@code state} (a search's imagined state draws its own future). */
    public static void replaceGenerator(GameState s, long state) {
        s.rng = state;
    }

    /** One more action was applied to this game. */
    public static void countAction(GameState s) {
        s.actionsApplied++;
    }

    /** A new turn begins for {@code player}: they are active and hold priority; nobody has passed. */
    public static void startTurn(GameState s, int player) {
        s.clock.turn++;
        s.clock.active = player;
        s.clock.priority = player;
        s.clock.opponentPassed = false;
    }

    /** The turn moves to {@code step}, whose automatic part has not been done yet. */
    public static void enterStep(GameState s, Step step) {
        s.clock.step = step;
        s.clock.stepEntered = false;
    }

    /** Whether the current step has done its automatic part and now waits on a player. */
    public static void markStepEntered(GameState s, boolean entered) {
        s.clock.stepEntered = entered;
    }

    /** {@code player} holds priority now. */
    public static void givePriority(GameState s, int player) {
        s.clock.priority = player;
    }

    /** Whether the inactive team passed since the active team last acted. */
    public static void markOpponentPassed(GameState s, boolean passed) {
        s.clock.opponentPassed = passed;
    }

    /** Doubles: whether the priority holder's teammate passed since their team last acted. */
    /** The active team did something: neither team has passed since. */
    public static void clearPasses(GameState s) {
        markOpponentPassed(s, false);
        markTeammatePassed(s, false);
    }

    public static void markTeammatePassed(GameState s, boolean passed) {
        s.clock.teammatePassed = passed;
    }

    /** Doubles: the player of a team who rerolls or declares now, or {@link GameState#NO_ONE} for the team's first seat. */
    public static void setDeclaring(GameState s, int player) {
        s.clock.declaring = player;
    }

    /** One more reroll in this Roll and Reroll Step. */
    public static void countReroll(GameState s) {
        s.clock.rerollsTaken++;
    }

    /** No reroll taken (yet) in the Roll and Reroll Step. */
    public static void resetRerolls(GameState s) {
        s.clock.rerollsTaken = 0;
    }

    /** The number a player chose secretly, or -1 when there is none. */
    public static void setSecretNumber(GameState s, int number) {
        s.secretNumber = number;
    }

    /** {@code count} tokens are on card {@code cardIndex} now. */
    public static void setTokensOn(GameState s, int cardIndex, int count) {
        if (s.cardTokens == null) {
            s.cardTokens = new int[s.cards().size()];
        }
        s.cardTokens[cardIndex] = count;
    }

    /** Draws and rolls fixed in advance from now on (or {@link ScriptedDice#NONE}). */
    public static void setScriptedDice(GameState s, ScriptedDice scripted) {
        s.scriptedDice = scripted;
    }

    /** Whether target choices that leave no choice are asked of the player (the setup says, for the whole game). */
    public static void setLoneTargetsAsked(GameState s, boolean asked) {
        s.loneTargetsAsked = asked;
    }

    /** Triggered abilities wait, while a decision is pending, to join the queue after it. */
    public static void holdTriggers(GameState s, List<PendingEffect> batch) {
        s.waiting.heldTriggers.addAll(batch);
    }

    /** The triggered abilities held while a decision was pending go first into {@code batch}. */
    public static void releaseHeldTriggers(GameState s, List<PendingEffect> batch) {
        if (!s.waiting.heldTriggers.isEmpty()) {
            batch.addAll(0, s.waiting.heldTriggers);
            s.waiting.heldTriggers.clear();
        }
    }

    /** A triggered ability waits for the end of the turn ("at the end of the turn, ..."). */
    public static void delayUntilEndOfTurn(GameState s, PendingEffect p) {
        s.waiting.delayedEffects.add(p);
    }

    /** The abilities waiting for the end of the turn join {@code batch}. */
    public static void releaseDelayedEffects(GameState s, List<PendingEffect> batch) {
        batch.addAll(s.waiting.delayedEffects);
        s.waiting.delayedEffects.clear();
    }

    /** A die about to be KO'd waits while its players may replace the KO (asked after those before it). */
    public static void waitToKnockOut(GameState s, WaitingKnockOut waiting) {
        s.waiting.knockOuts.add(waiting);
    }

    /** The first die waiting to be KO'd now waits as {@code waiting} (a player declined to replace it). */
    public static void updateFirstWaitingKnockOut(GameState s, WaitingKnockOut waiting) {
        s.waiting.knockOuts.set(0, waiting);
    }

    /** The first die waiting to be KO'd waits no more (KO'd, replaced, or gone meanwhile). */
    public static void removeFirstWaitingKnockOut(GameState s) {
        s.waiting.knockOuts.remove(0);
    }

    /** Card {@code namingCard} names a character ("choose a Turtle character"), replacing its earlier choice. */
    public static void nameCharacter(GameState s, int namingCard, String name) {
        s.namedCharacters.removeIf(n -> n.namingCard() == namingCard);
        s.namedCharacters.add(new NamedCharacter(namingCard, name));
    }

    /** The engine pauses on a choice the player named in it must answer before anything else happens. */
    public static void ask(GameState s, Decision decision) {
        s.decision = decision;
    }

    /** The choice the engine paused on is answered (or no longer asked). */
    public static void decided(GameState s) {
        s.decision = null;
    }
}
