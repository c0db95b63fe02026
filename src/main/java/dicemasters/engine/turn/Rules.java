package dicemasters.engine.turn;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardType;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.effects.FieldAbilities;
import dicemasters.engine.effects.GlobalAbilities;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether an action is legal now (with a reason a player can read when it is not) and what it
 * does. {@link #check} never changes anything; {@link #execute} runs only after a check passed.
 */
public final class Rules {
    private Rules() {
    }

    public static String check(GameState s, Action action) {
        if (s.isOver()) {
            return "The game is over.";
        }
        if (action instanceof Action.Concede c) {
            return c.player() == Action.Concede.ACTING || c.player() >= 0 && c.player() < s.players().size() ? null
                    : "There is no player " + (c.player() + 1) + " to concede.";
        }
        if (s.decision() != null) {
            return Decisions.check(s, action);
        }
        if (action instanceof Action.Reroll a) {
            return checkReroll(s, a);
        } else if (action instanceof Action.Purchase a) {
            return MainStep.checkPurchase(s, a);
        } else if (action instanceof Action.Field a) {
            return MainStep.checkField(s, a);
        } else if (action instanceof Action.UseActionDie a) {
            return MainStep.checkActionDie(s, a);
        } else if (action instanceof Action.UseGlobal a) {
            return GlobalAbilities.check(s, a, s.priorityPlayer());
        } else if (action instanceof Action.Pass) {
            return s.step().isGlobalWindow() ? null : "There is no priority to pass during " + s.step().label() + ".";
        } else if (action instanceof Action.DeclareAttackers a) {
            return Declarations.checkAttackers(s, a);
        } else if (action instanceof Action.DeclareBlockers a) {
            return Declarations.checkBlockers(s, a);
        } else if (action instanceof Action.UseFieldAbility a) {
            return FieldAbilities.check(s, a);
        }
        return "Nothing is waiting for that choice now.";
    }

    public static void execute(Table t, Action action) {
        GameState s = t.s;
        if (action instanceof Action.Concede c) {
            int loser = c.player() == Action.Concede.ACTING ? s.actingPlayer() : c.player();
            t.endGame(s.seats().acrossFrom(loser), t.name(loser) + " conceded");
        } else if (s.decision() != null) {
            Decisions.execute(t, action);
        } else if (action instanceof Action.Reroll a) {
            reroll(t, a);
        } else if (action instanceof Action.Purchase a) {
            MainStep.purchase(t, a);
        } else if (action instanceof Action.Field a) {
            MainStep.field(t, a);
        } else if (action instanceof Action.UseActionDie a) {
            MainStep.useActionDie(t, a);
        } else if (action instanceof Action.UseGlobal a) {
            GlobalAbilities.use(t, a);
        } else if (action instanceof Action.Pass) {
            Priority.pass(t);
        } else if (action instanceof Action.DeclareAttackers a) {
            Declarations.declareAttackers(t, a);
        } else if (action instanceof Action.DeclareBlockers a) {
            Declarations.declareBlockers(t, a);
        } else if (action instanceof Action.UseFieldAbility a) {
            FieldAbilities.execute(t, a);
        }
    }

    // ---- Roll and Reroll ----

    private static String checkReroll(GameState s, Action.Reroll a) {
        if (s.step() != Step.ROLL_AND_REROLL) {
            return "You can only reroll during the Roll and Reroll Step.";
        }
        int roller = s.actingPlayer();
        if (s.rerollsTaken() > 0) {
            List<Integer> extra = KeywordRules.extraRerolls(s, roller);
            int allowed = s.rerollsTaken() - 1 < extra.size() ? extra.get(s.rerollsTaken() - 1) : 0;
            if (a.dice().size() > allowed) {
                return "This extra reroll is of at most " + allowed + (allowed == 1 ? " die." : " dice.");
            }
        }
        Set<Integer> seen = new HashSet<>();
        for (int id : a.dice()) {
            if (!s.hasDie(id) || !seen.add(id)) {
                return "Choose each die to reroll once.";
            }
            Die d = s.die(id);
            if (d.owner() != roller || !d.rolledThisStep() || d.zone() != Zone.RESERVE) {
                return "Only the dice you rolled this step can be rerolled.";
            }
        }
        return null;
    }

    private static void reroll(Table t, Action.Reroll a) {
        GameState s = t.s;
        int roller = s.actingPlayer();
        t.emit(new GameEvent.RerollChosen(roller, t.name(roller), a.dice().size()));
        for (int id : a.dice()) {
            t.roll(s.die(id));
        }
        StateChanges.countReroll(s);
        // Extra rerolls (Renet Tilley) keep the step open after a reroll that rerolled something.
        if (!a.dice().isEmpty() && s.rerollsTaken() - 1 < KeywordRules.extraRerolls(s, roller).size()) {
            return;
        }
        StateChanges.resetRerolls(s);
        int teammate = SharedPrepArea.nextToReroll(s, roller);
        if (teammate >= 0) { // Doubles: the teammate rerolls their own dice next
            StateChanges.setDeclaring(s, teammate);
            return;
        }
        StateChanges.setDeclaring(s, GameState.NO_ONE);
        for (Die d : s.dice()) {
            t.markRolledThisStep(d, false);
        }
        Flow.goTo(s, Step.MAIN);
    }

    static boolean isSidekick(GameState s, Die d) {
        return s.definition(d).type() == CardType.SIDEKICK;
    }
}
