package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.Rng;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

/**
 * "Secretly draw 1, 2 or 3 dice; if your opponent guesses how many, they go to your Used Pile,
 * otherwise prep them." The controller chooses the number (kept in the state, not in the log),
 * then the opponent guesses; only then are the dice drawn, which changes nothing the players
 * could know: drawn dice are hidden until they land.
 */
public final class SecretDraws {
    private SecretDraws() {
    }

    static void resolve(Table t, PendingEffect p, Effect.SecretDraw draw) {
        GameState s = t.s;
        String card = s.cards().get(p.cardIndex()).definition().name();
        int opponent = s.seats().acrossFrom(p.controller());
        if (s.secretNumber() < 0) {
            StateChanges.ask(s, new Decision.ChooseNumber(p.controller(), t.name(p.controller()) + ": secretly choose how"
                    + " many dice to draw for " + card + " (your opponent will guess)", 1, draw.max()));
        } else {
            StateChanges.ask(s, new Decision.ChooseNumber(opponent, t.name(opponent) + ": guess how many dice "
                    + t.name(p.controller()) + " drew for " + card, 1, draw.max()));
        }
    }

    /** The secret number (from the controller) or the guess (from the opponent). */
    public static void numberChosen(Table t, PendingEffect p, Decision.ChooseNumber d, int number) {
        GameState s = t.s;
        if (d.player() == p.controller()) {
            StateChanges.setSecretNumber(s, number);
            t.emit(new GameEvent.NumberChosenSecretly(p.controller(), t.name(p.controller()),
                    s.cards().get(p.cardIndex()).definition().name()));
            return;
        }
        int drawn = s.secretNumber();
        StateChanges.setSecretNumber(s, -1);
        Zone to = number == drawn ? Zone.USED : Zone.PREP;
        t.emit(new GameEvent.SecretDrawRevealed(p.controller(), t.name(p.controller()), drawn, t.name(d.player()),
                number, to));
        for (int i = 0; i < drawn; i++) {
            if (t.draw(p.controller(), to) == null) {
                t.emit(new GameEvent.EffectNotDone(p.controller(), s.cards().get(p.cardIndex()).definition().name(),
                        t.name(p.controller()) + " draws " + i + " of " + drawn + (drawn == 1 ? " die" : " dice")
                                + ": the bag and the Used Pile are empty"));
                break;
            }
        }
        EffectQueue.updateNext(s, p.advance());
    }

    /**
     * For a player who did not choose it, the secret number being guessed is unknown: it is replaced
     * by one drawn uniformly from the secret draw's range with {@code seed} (search players imagine
     * it this way). Unchanged when no number is secret, or when {@code viewer} chose it.
     */
    public static void redrawSecretNumber(GameState s, int viewer, long seed) {
        PendingEffect p = s.nextEffect();
        if (s.secretNumber() < 0 || p == null || s.seats().sameTeam(p.controller(), viewer)) {
            return;
        }
        java.util.List<Effect> effects = Abilities.abilityOf(s, p).effects();
        Effect effect = p.nextEffect() < effects.size() ? effects.get(p.nextEffect()) : null;
        int max = effect instanceof Effect.SecretDraw draw ? draw.max() : s.secretNumber();
        StateChanges.setSecretNumber(s, 1 + Rng.bounded(Rng.mix(Rng.next(seed)), max));
    }
}
