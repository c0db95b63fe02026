package dicemasters.engine.effects;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.facts.AbilityStarts;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "You may choose an unpurchased non-Continuous Basic Action die and roll it. If it shows an action
 * face, you may use its effect immediately. Return the die to its card." Two numbered choices: which
 * Basic Action (0: none), then, on an action face, whether to use its text (1) or not (0). The text
 * resolves for the chooser as their action die's would; the die never leaves its card, and this is
 * not using an action die.
 */
final class BorrowedActions {
    private BorrowedActions() {
    }

    /** Basic Action cards that are not Continuous and still have a die on the card. */
    private static List<CardInPlay> candidates(GameState s) {
        List<CardInPlay> result = new ArrayList<>();
        for (CardInPlay card : s.cards()) {
            CardDefinition def = card.definition();
            if (card.isShared() && def.type() == CardType.BASIC_ACTION && !def.has(Keyword.CONTINUOUS)
                    && dieOnCard(s, card) != null) {
                result.add(card);
            }
        }
        return result;
    }

    private static Die dieOnCard(GameState s, CardInPlay card) {
        for (Die d : s.dice()) {
            if (d.cardIndex() == card.index() && d.zone() == Zone.ON_CARD) {
                return d;
            }
        }
        return null;
    }

    static void ask(Table t, PendingEffect p) {
        GameState s = t.s;
        List<CardInPlay> cards = candidates(s);
        if (cards.isEmpty()) {
            notDone(t, p, "there is no unpurchased die of a Basic Action that is not Continuous");
            advance(s, p);
            return;
        }
        List<String> choices = new ArrayList<>(List.of("0 = none"));
        for (int i = 0; i < cards.size(); i++) {
            choices.add((i + 1) + " = " + cards.get(i).definition().name());
        }
        StateChanges.ask(s, new Decision.ChooseNumber(p.controller(), t.name(p.controller()) + ": choose a Basic Action"
                + " die to roll for " + name(s, p) + " (" + String.join(", ", choices) + ")", 0, cards.size()));
    }

    /** The answer to which die to roll, or, once one showed an action face, whether to use its text. */
    static void chosen(Table t, PendingEffect p, int number) {
        GameState s = t.s;
        if (p.chosenTargets() != null) {
            Die d = s.die(p.chosenTargets().get(0));
            advance(s, p);
            if (number == 1) {
                use(t, p, d);
            }
            return;
        }
        if (number == 0) {
            advance(s, p);
            return;
        }
        Die d = dieOnCard(s, candidates(s).get(number - 1));
        t.roll(d);
        if (!s.face(d).isAction()) {
            notDone(t, p, "the " + s.nameOf(d) + " die shows " + s.face(d).describe() + ", not an action face,"
                    + " and goes back to its card");
            advance(s, p);
            return;
        }
        EffectQueue.updateNext(s, p.withTargets(List.of(d.id())));
        StateChanges.ask(s, new Decision.ChooseNumber(p.controller(), t.name(p.controller()) + ": use the text of "
                + s.nameOf(d) + " (" + s.face(d).describe() + ") now? (1 = use it, 0 = no)", 0, 1));
    }

    /** The rolled die's text resolves next, as the chooser's; "for the rest of the turn" parts work for them. */
    private static void use(Table t, PendingEffect p, Die d) {
        GameState s = t.s;
        int bursts = s.face(d).bursts();
        TurnRecords.useActionDie(s, p.controller(), d.cardIndex(), bursts);
        List<Integer> abilities = AbilityStarts.actionAbilities(s.definition(d), bursts);
        for (int i = abilities.size() - 1; i >= 0; i--) {
            EffectQueue.resolveFirst(s, new PendingEffect(p.controller(), d.cardIndex(), abilities.get(i), d.id(), -1, bursts, 0,
                    null));
        }
        t.emit(new GameEvent.AbilityTriggered(p.controller(), name(s, p), t.name(p.controller()) + " uses the text of "
                + s.nameOf(d) + " (" + s.face(d).describe() + "); the die goes back to its card"));
    }

    private static void advance(GameState s, PendingEffect p) {
        EffectQueue.updateNext(s, p.advance());
    }

    private static String name(GameState s, PendingEffect p) {
        return s.cards().get(p.cardIndex()).definition().name();
    }

    private static void notDone(Table t, PendingEffect p, String what) {
        t.emit(new GameEvent.EffectNotDone(p.controller(), name(t.s, p), what));
    }
}
