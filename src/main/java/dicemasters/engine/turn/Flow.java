package dicemasters.engine.turn;

import dicemasters.engine.card.Energy;
import dicemasters.engine.combat.Combat;
import dicemasters.engine.combat.Damage;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.effects.Abilities;
import dicemasters.engine.effects.KnockOutChoices;
import dicemasters.engine.effects.Marks;
import dicemasters.engine.effects.Triggers;
import dicemasters.engine.facts.Defeat;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.keywords.KnockOuts;
import dicemasters.engine.keywords.TurnAllowances;
import dicemasters.engine.mechanics.Captures;
import dicemasters.engine.mechanics.Controls;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.TurnTallies;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The turn's clockwork. After every action the engine "settles": triggered abilities go into the
 * queue, the queue resolves, KO'd dice leave the field, and steps that need no choice run, until
 * the game waits on a player again.
 */
public final class Flow {
    private Flow() {
    }

    public static void settle(Table t) {
        GameState s = t.s;
        List<PendingEffect> batch = new ArrayList<>();
        while (true) {
            Life.checkGameOver(t);
            if (s.isOver()) {
                return;
            }
            Triggers.collectTriggers(t, batch);
            if (s.decision() != null) {
                StateChanges.holdTriggers(s, batch);
                batch.clear();
                return;
            }
            if (s.combat().pendingDamage() != null) {
                continueDamage(t);
                continue;
            }
            if (KnockOutChoices.askNext(t)) {
                continue;
            }
            StateChanges.releaseHeldTriggers(s, batch);
            if (!batch.isEmpty()) {
                Triggers.enqueueTriggers(s, batch);
                continue;
            }
            if (!s.isQueueEmpty()) {
                Abilities.resolveNext(t);
                continue;
            }
            if (knockOutDefeated(t)) {
                continue;
            }
            if (!s.stepEntered()) {
                enterStep(t);
                continue;
            }
            return;
        }
    }

    /** A reaction resolves before the damage it answers; then the damage goes on (or is dealt). */
    private static void continueDamage(Table t) {
        if (!t.s.isQueueEmpty() && t.s.nextEffect().isReaction()) {
            Abilities.resolveNext(t);
        } else {
            Damage.proceed(t);
        }
    }

    /** A character die whose damage has reached its defense is KO'd (or waits while a player may replace the KO). */
    private static boolean knockOutDefeated(Table t) {
        boolean any = false;
        for (Die d : t.s.dice()) {
            if (Defeat.defeated(t.s, d)) {
                if (!KnockOutChoices.waitIfReplaceable(t, d, Zone.PREP, true)) {
                    KnockOuts.byDamage(t, d);
                }
                any = true;
            }
        }
        return any;
    }

    public static void goTo(GameState s, Step step) {
        StateChanges.enterStep(s, step);
    }

    private static void enterStep(Table t) {
        GameState s = t.s;
        StateChanges.markStepEntered(s, true);
        switch (s.step()) {
            case CLEAR_AND_DRAW -> clearAndDraw(t);
            case ROLL_AND_REROLL -> rollPrepArea(t);
            case MAIN, ATTACK_WINDOW -> openWindow(t);
            case DECLARE_ATTACKERS -> beginAttackStep(t);
            case DECLARE_BLOCKERS -> beginBlocks(t);
            case ASSIGN_DAMAGE -> Combat.assignDamage(t);
            case CLEANUP -> cleanup(t);
            case END_OF_TURN -> endTurn(t);
            case GAME_OVER -> {
            }
        }
    }

    public static void startTurn(Table t, int player) {
        GameState s = t.s;
        StateChanges.startTurn(s, player);
        t.emit(new GameEvent.TurnStarted(s.turn(), player, t.teamName(player)));
        goTo(s, Step.CLEAR_AND_DRAW);
    }

    /** Each player of the active team clears their Reserve Pool and draws (teammates at the same time). */
    private static void clearAndDraw(Table t) {
        GameState s = t.s;
        t.emit(new GameEvent.StepStarted(Step.CLEAR_AND_DRAW, t.teamName(s.activePlayer())));
        for (int p : s.seats().allies(s.activePlayer())) {
            clearAndDraw(t, p);
        }
        goTo(s, Step.ROLL_AND_REROLL);
    }

    private static void clearAndDraw(Table t, int p) {
        GameState s = t.s;
        for (Die d : s.diceIn(p, Zone.RESERVE)) {
            t.move(d, Zone.USED);
        }
        boolean firstTurnOfGame = s.turn() == 1;
        int toPrep = firstTurnOfGame ? 3 : 4;
        int missing = 0;
        for (int i = 0; i < 4; i++) {
            Zone to = i < toPrep ? Zone.PREP : Zone.OUT_OF_PLAY;
            if (t.draw(p, to) == null) {
                missing++;
            }
        }
        // Extra dice a card lets the player draw are part of the same draw; only the four count for a shortfall.
        int extra = TurnAllowances.extraDraws(s, p);
        for (int i = 0; i < extra; i++) {
            if (t.draw(p, Zone.PREP) == null) {
                break;
            }
        }
        if (missing > 0) {
            t.emit(new GameEvent.DrawShortfall(p, t.name(p), missing));
            Life.lose(t, p, missing, "could not draw");
            t.gainVirtual(p, java.util.Collections.nCopies(missing, dicemasters.engine.card.Energy.GENERIC));
        }
    }

    /** The Prep Area is rolled (in Doubles once the team has split its shared Prep Area). */
    private static void rollPrepArea(Table t) {
        GameState s = t.s;
        t.emit(new GameEvent.StepStarted(Step.ROLL_AND_REROLL, t.teamName(s.activePlayer())));
        StateChanges.resetRerolls(s);
        if (!SharedPrepArea.askToSplit(t)) {
            rollTeamsDice(t);
        }
    }

    /** Each player of the active team rolls the Prep Area dice that are theirs; then they reroll in turn. */
    static void rollTeamsDice(Table t) {
        GameState s = t.s;
        for (int p : s.seats().allies(s.activePlayer())) {
            for (Die d : s.diceIn(p, Zone.PREP)) {
                t.move(d, Zone.RESERVE);
                t.roll(d);
                t.markRolledThisStep(d, true);
            }
        }
        SharedPrepArea.firstToReroll(s);
    }

    private static void openWindow(Table t) {
        GameState s = t.s;
        StateChanges.givePriority(s, s.activePlayer());
        StateChanges.markOpponentPassed(s, false);
        t.emit(new GameEvent.StepStarted(s.step(), t.teamName(s.activePlayer())));
    }

    /** End of the Main Step: unfielded character dice go to the Used Pile; then attack or end the turn. */
    private static void beginAttackStep(Table t) {
        GameState s = t.s;
        List<Die> unfielded = new ArrayList<>();
        for (int p : s.seats().allies(s.activePlayer())) {
            for (Die d : s.diceIn(p, Zone.RESERVE)) {
                if (s.face(d).isCharacter()) {
                    unfielded.add(d);
                }
            }
        }
        unfielded.forEach(d -> t.move(d, Zone.USED));
        // told after the moves, which the log tells together: "when left unfielded" abilities hear of it
        unfielded.forEach(d -> t.emit(new GameEvent.DieLeftUnfielded(d.id(), s.nameOf(d), d.owner())));
        if (!Declarations.anyoneCanAttack(s)) {
            t.emit(new GameEvent.NoAttack(s.activePlayer(), t.teamName(s.activePlayer()), s.seats().teamsOfTwo()));
            goTo(s, Step.CLEANUP);
            return;
        }
        Declarations.beginAttackers(s);
        t.emit(new GameEvent.StepStarted(Step.DECLARE_ATTACKERS, t.teamName(s.activePlayer())));
    }

    private static void beginBlocks(Table t) {
        GameState s = t.s;
        if (!Declarations.anyoneCanBlock(s)) {
            goTo(s, Step.ATTACK_WINDOW);
            return;
        }
        Declarations.beginBlockers(s);
        t.emit(new GameEvent.StepStarted(Step.DECLARE_BLOCKERS, t.teamName(s.inactivePlayer())));
    }

    /** Survivors return, damage and applied effects end, unused action dice go to the Used Pile. */
    private static void cleanup(Table t) {
        GameState s = t.s;
        t.emit(new GameEvent.StepStarted(Step.CLEANUP, t.teamName(s.activePlayer())));
        for (Die d : s.dice()) {
            if (d.zone() == Zone.ATTACK) {
                t.move(d, Zone.FIELD);
            }
            t.heal(d);
            t.leaveCombat(d);
        }
        KnockOutChoices.knockOutDoomed(t);
        Copies.endAll(t);
        KeywordRules.endAppliedEffects(s);
        for (int p : s.seats().allies(s.activePlayer())) {
            for (Die d : s.diceIn(p, Zone.RESERVE)) {
                if (s.face(d).isAction()) {
                    t.move(d, Zone.USED);
                }
            }
        }
        goTo(s, Step.END_OF_TURN);
    }

    /** The turn ends: Out of Play dice go to the Used Pile and the other team's turn begins. */
    private static void endTurn(Table t) {
        GameState s = t.s;
        Captures.releaseAll(t);
        Controls.releaseAll(t);
        KeywordRules.returnSetAside(t);
        for (int p : s.seats().allies(s.activePlayer())) {
            for (Die d : s.diceIn(p, Zone.OUT_OF_PLAY)) {
                t.move(d, s.thisTurn().turnEffects().isEmpty() ? Zone.USED : Marks.endOfTurnZone(s, d));
            }
        }
        for (int p : s.playersInTurnOrder()) {
            t.loseVirtual(p);
        }
        TurnRecords.endTurn(s);
        t.forgetCombatThisTurn();
        TurnTallies.forgetKnockOutsThisTurn(t.s);
        CombatChanges.endTurn(s);
        startTurn(t, s.seats().nextToPlay(s.activePlayer()));
    }
}
