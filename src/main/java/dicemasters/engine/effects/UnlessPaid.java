package dicemasters.engine.effects;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;

import java.util.List;

/**
 * "... unless your opponent pays N life": as the ability comes to that effect, the opponent of its
 * controller is asked (a {@link Decision.React} with one option, to pay, and "don't pay"); paying
 * stops the rest of the ability. An opponent who would pay their last life is not asked: the log
 * says they cannot pay, and the ability goes on. Paying is not a reaction of theirs: it is the
 * price the card names, and it is asked even of the player the ability works against.
 */
public final class UnlessPaid {
    private UnlessPaid() {
    }

    static void ask(Table t, PendingEffect p, Effect.UnlessOpponentPays unless) {
        GameState s = t.s;
        int payer = s.seats().acrossFrom(p.controller());
        String card = s.cards().get(p.cardIndex()).definition().name();
        if (s.player(payer).life() <= unless.life()) {
            t.emit(new GameEvent.EffectNotDone(payer, card, t.name(payer) + " cannot pay " + unless.life()
                    + " life (it would be their last) to stop it, so it goes on"));
            advance(s, p);
            return;
        }
        String what = what(t, p, card);
        StateChanges.ask(s, new Decision.React(payer, t.name(payer) + ": " + what + " unless you pay " + unless.life()
                + " life. Pay, or let it happen", List.of(new Decision.ReactionOption(-1, p.cardIndex(),
                p.abilityIndex(), "Pay " + unless.life() + " life to stop " + card))));
    }

    /** "Luke Cage prevents the 3 damage to Ann from Falcon", or "the rest of Luke Cage's ability happens". */
    private static String what(Table t, PendingEffect p, String card) {
        GameState s = t.s;
        if (!p.isReaction() || s.combat().pendingDamage() == null) {
            return "the rest of " + card + "'s ability happens";
        }
        DamageHit hit = s.combat().pendingDamage().hits().get(p.reactingTo());
        String to = hit.toPlayer() ? t.name(hit.targetPlayer())
                : t.name(s.die(hit.targetDie()).owner()) + "'s " + s.nameOf(s.die(hit.targetDie()));
        return card + " answers the " + hit.amount() + " damage to " + to + " from " + hit.source();
    }

    /** Whether this decision asks the opponent to pay for stopping the ability at the head of the queue. */
    public static boolean isAsked(GameState s, Decision.React d) {
        PendingEffect head = s.nextEffect();
        if (head == null || d.player() == head.controller() || d.options().size() != 1
                || d.question() != Decision.React.Question.PAYMENT) {
            return false;
        }
        Ability ability = Abilities.abilityOf(s, head);
        return head.nextEffect() < ability.effects().size()
                && ability.effects().get(head.nextEffect()) instanceof Effect.UnlessOpponentPays;
    }

    public static String check(Decision.React d, Action action) {
        if (action instanceof Action.React a && (a.option() != 0 || !a.payment().spends().isEmpty())) {
            return a.option() != 0 ? "There is no such way to answer." : "It costs life, not energy.";
        }
        return null;
    }

    /** Paid: the life is lost and the rest of the ability does nothing; not paid: it goes on. */
    public static void answer(Table t, Decision.React d, Action action) {
        GameState s = t.s;
        StateChanges.decided(s);
        PendingEffect head = s.nextEffect();
        String card = s.cards().get(head.cardIndex()).definition().name();
        int life = ((Effect.UnlessOpponentPays) Abilities.abilityOf(s, head).effects().get(head.nextEffect())).life();
        if (action instanceof Action.React) {
            Life.lose(t, d.player(), life, "to stop " + card);
            t.emit(new GameEvent.EffectNotDone(head.controller(), card, t.name(d.player()) + " paid " + life
                    + " life: the rest of its ability does nothing"));
            EffectQueue.finishNext(s);
            return;
        }
        t.emit(new GameEvent.AbilityTriggered(d.player(), card, t.name(d.player()) + " does not pay " + life
                + " life, so it goes on"));
        advance(s, head);
    }

    private static void advance(GameState s, PendingEffect p) {
        EffectQueue.updateNext(s, p.advance());
    }
}
