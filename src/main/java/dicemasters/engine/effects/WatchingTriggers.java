package dicemasters.engine.effects;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.energy.PaymentSuggestions;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.ActionUse;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameCards;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;

import java.util.List;

/**
 * "Whenever a die ..." abilities: cards that watch the dice an event concerns (an active card, an
 * action card used this turn, a shared Basic Action's reactive Global, copied card text), each
 * judged for the player it works for.
 */
final class WatchingTriggers {
    private WatchingTriggers() {
    }

    /** {@code byDie}: for a KO, the die whose damage did it, given to abilities that act on it. */
    static void watchers(GameState s, int dieId, int byDie, Trigger trigger, List<PendingEffect> batch) {
        if (!s.gameCards().has(trigger)) {
            return; // asked for every die an event concerns: most triggers are on no card of the game
        }
        Die d = s.die(dieId);
        for (CardInPlay card : s.cards()) {
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (a.trigger() != trigger || a.watch() == null) {
                    continue;
                }
                if (card.definition().has(Keyword.CONTINUOUS)) {
                    continuousInField(s, card.index(), i, a, d, batch);
                    continue;
                }
                if (card.definition().type().isAction() && GameCards.worksForTheTurn(a)) {
                    for (ActionUse use : firstUsesThisTurn(s, card.index(), a)) {
                        if (watchedMatches(s, a.watch(), d, use.player())) {
                            batch.add(new PendingEffect(use.player(), card.index(), i, -1, dieId, use.bursts(), 0,
                                    null));
                        }
                    }
                    continue;
                }
                if (card.isShared()) {
                    offerToEachPlayer(s, card, i, a, d, batch);
                    continue;
                }
                if (!Targets.isActive(s, card.index())) {
                    continue;
                }
                if (watchedMatches(s, a.watch(), d, card.owner())) {
                    PendingEffect p = new PendingEffect(card.owner(), card.index(), i, -1, dieId, 0, 0, null);
                    batch.add(byDie >= 0 && actsOnKnockOutSource(a) ? p.withRelatedDie(byDie) : p);
                }
            }
        }
        for (Copies.Copying c : Copies.inField(s)) {
            copiedWatchers(s, c, d, byDie, trigger, batch);
        }
    }

    /** A Continuous action die watches while it is in the Field Zone, for its owner: each such die once. */
    private static void continuousInField(GameState s, int cardIndex, int abilityIndex, Ability a, Die watched,
                                          List<PendingEffect> batch) {
        for (Die die : s.dice()) {
            int bursts = s.face(die).bursts();
            if (die.cardIndex() == cardIndex && die.zone().inField() && a.burst().matches(bursts)
                    && watchedMatches(s, a.watch(), watched, die.owner())) {
                batch.add(new PendingEffect(die.owner(), cardIndex, abilityIndex, die.id(), watched.id(), bursts, 0,
                        null));
            }
        }
    }

    /** "Whenever a die ..." abilities of copied card text watch for the copying die's controller. */
    private static void copiedWatchers(GameState s, Copies.Copying c, Die d, int byDie, Trigger trigger,
                                       List<PendingEffect> batch) {
        List<Ability> abilities = s.abilities(c.card());
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() == trigger && a.watch() != null && Copies.isCopied(a)
                    && watchedMatches(s, a.watch(), d, c.copier().owner())) {
                PendingEffect p = new PendingEffect(c.copier().owner(), c.card(), i, c.copier().id(), d.id(), 0, 0,
                        null);
                batch.add(byDie >= 0 && actsOnKnockOutSource(a) ? p.withRelatedDie(byDie) : p);
            }
        }
    }

    private static boolean actsOnKnockOutSource(Ability a) {
        return a.effects().stream().map(Effect::selectorOf)
                .anyMatch(sel -> sel != null && sel.selection() == DieSelector.Selection.KNOCKED_OUT_BY);
    }

    /**
     * A Basic Action Card's reactive Global ("pay Shield when a character die you control is KO'd")
     * belongs to no one: it is offered to each player the watched die concerns who could pay.
     */
    private static void offerToEachPlayer(GameState s, CardInPlay card, int abilityIndex, Ability a, Die d,
                                          List<PendingEffect> batch) {
        if (a.cost().isFree()) {
            return;
        }
        for (int player : s.playersInTurnOrder()) {
            if (watchedMatches(s, a.watch(), d, player)
                    && PaymentSuggestions.suggest(s, player, a.cost().energy(), a.cost().types()) != null) {
                batch.add(new PendingEffect(player, card.index(), abilityIndex, -1, d.id(), 0, 0, null));
            }
        }
    }

    /** The watched die is judged as it was when the event happened: a KO'd die has left the field. */
    private static boolean watchedMatches(GameState s, DieSelector watch, Die d, int controller) {
        return Targets.onSide(s, d, watch.side(), controller) && Targets.passes(s, d, watch.filter(), -1);
    }

    /**
     * The first use this turn by each player of the card's action dice whose bursts the ability
     * needs: an action card's triggered abilities work for the rest of the turn it was used in.
     */
    static List<ActionUse> firstUsesThisTurn(GameState s, int cardIndex, Ability a) {
        List<ActionUse> result = new java.util.ArrayList<>();
        for (ActionUse use : s.thisTurn().actionUses()) {
            if (use.cardIndex() == cardIndex && a.burst().matches(use.bursts())
                    && result.stream().noneMatch(u -> u.player() == use.player())) {
                result.add(use);
            }
        }
        return result;
    }
}
