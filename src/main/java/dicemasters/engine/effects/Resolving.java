package dicemasters.engine.effects;

import dicemasters.engine.card.Amount;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Amounts;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnEffect;
import dicemasters.engine.state.TurnRecords;

import java.util.List;

/**
 * The ability being resolved, as the families of effect rules see it: the table, the pending
 * effect, the name it goes by in the log, and the values its amounts and player selectors have now.
 */
final class Resolving {
    final Table t;
    final GameState s;
    final PendingEffect p;
    final String source;

    Resolving(Table t, PendingEffect p) {
        this.t = t;
        this.s = t.s;
        this.p = p;
        this.source = sourceName(s, p);
    }

    /** The card's name; for copied card text, the copying die's name stands for the card it names. */
    private static String sourceName(GameState s, PendingEffect p) {
        if (s.gameCards().copiesAbilities() && p.sourceDie() >= 0
                && s.die(p.sourceDie()).cardIndex() != p.cardIndex()) {
            return s.nameOf(s.die(p.sourceDie()));
        }
        return s.cards().get(p.cardIndex()).definition().name();
    }

    int value(Amount amount) {
        if (amount.measure() == Amount.Measure.DAMAGE_DEALT) {
            return amount.finish(p.damageDealt());
        }
        return Amounts.of(s, amount, p.cardIndex(), p.controller(), p.sourceDie(), p.triggeringDie(),
                p.lastTargets());
    }

    List<Integer> players(PlayerSelector who) {
        return Abilities.players(s, p.controller(), who, p.triggeringDie());
    }

    /**
     * The players whose life an effect changes: life is the team's, so "each player" changes each
     * team's life once (in Doubles: not once per teammate).
     */
    List<Integer> lifeOf(PlayerSelector who) {
        List<Integer> oneEachTeam = new java.util.ArrayList<>();
        for (int pl : players(who)) {
            if (oneEachTeam.stream().noneMatch(q -> s.seats().sameTeam(q, pl))) {
                oneEachTeam.add(pl);
            }
        }
        return oneEachTeam;
    }

    Trigger trigger() {
        return Abilities.abilityOf(s, p).trigger();
    }

    /** The ability's own die, or null when it has none. */
    Die sourceDie() {
        return p.sourceDie() >= 0 ? s.die(p.sourceDie()) : null;
    }

    /** Later effects of the ability act on these dice as "those" (dice it drew, say). */
    void thoseAre(List<Integer> dice) {
        EffectQueue.updateNext(s, s.nextEffect().withLastTargets(dice));
    }

    /** The effect could not do (all of) what it says: the log tells what did not happen and why. */
    void notDone(String what) {
        t.emit(new GameEvent.EffectNotDone(p.controller(), source, what));
    }

    /** "Ann's Hulk die", for what did not happen to a die. */
    String owned(Die d) {
        return t.name(d.owner()) + "'s " + s.nameOf(d) + " die";
    }

    /** An effect that holds for the rest of the turn, remembered with the dice it chose (if any). */
    void beginTurnEffect(String what, List<Integer> dice) {
        TurnRecords.beginTurnEffect(t, new TurnEffect(p.controller(), p.cardIndex(), p.abilityIndex(), p.nextEffect(),
                dice), source, what);
    }

    void beginTurnEffect(String what) {
        beginTurnEffect(what, List.of());
    }
}
