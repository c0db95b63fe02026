package dicemasters.ui;

import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What the table lets a player do at one moment of a game, found by clicking it: every die, card,
 * Global and button it offers (lit, not greyed) is clicked on a table of its own whose actions are
 * caught before they reach the game, and Enter is pressed when a choice is left open. The game
 * itself is never changed.
 */
final class TableProbe {
    private final GameSession session;
    /** A table nobody clicks: it says what is lit. */
    private final TableController view;

    TableProbe(GameSession session) {
        this.session = session;
        this.view = new TableController(session);
    }

    Mode mode() {
        return view.mode();
    }

    /**
     * The action a sequence of clicks sends to the engine, with Enter pressed at the end when a
     * choice is still open and its confirm button is enabled; null when nothing would be sent.
     */
    Action after(Consumer<TableController> clicks) {
        List<Action> sent = new ArrayList<>();
        TableController table = new TableController(session);
        table.setActionGate(a -> {
            sent.add(a);
            return new Result.Rejected("caught by the probe");
        });
        clicks.accept(table);
        if (sent.isEmpty() && table.confirmAction() != null && table.confirmProblem() == null) {
            table.confirm();
        }
        return sent.isEmpty() ? null : sent.get(0);
    }

    /** The dice lit for clicking. */
    List<Integer> litDice() {
        return state().dice().stream().map(Die::id).filter(id -> view.dieOption(id).enabled()).toList();
    }

    /** The cards lit for clicking. */
    List<Integer> litCards() {
        return state().cards().stream().map(CardInPlay::index).filter(i -> view.cardOption(i).enabled()).toList();
    }

    /**
     * In a Global window: what clicking each lit die, card, Global button and the Pass button
     * sends (paid as drafted, then Enter). A lit thing that sends nothing is recorded as null.
     */
    List<Action> windowClicks() {
        List<Action> sent = new ArrayList<>();
        for (int id : litDice()) {
            sent.add(after(t -> t.clickDie(id)));
        }
        for (int card : litCards()) {
            sent.add(after(t -> t.clickCard(card)));
        }
        for (CardInPlay card : state().cards()) {
            for (int i = 0; i < card.definition().abilities().size(); i++) {
                int ability = i;
                if (card.definition().abilities().get(i).isGlobal()
                        && view.globalOption(card.index(), i).enabled()) {
                    sent.add(after(t -> t.clickGlobal(card.index(), ability)));
                }
            }
        }
        if (view.canPass()) {
            sent.add(after(TableController::pass));
        }
        return sent;
    }

    /** The buttons of a reaction (each way to react that is enabled, and "don't react"). */
    List<Action> reactionClicks(Decision.React d) {
        List<Action> sent = new ArrayList<>();
        for (int i = 0; i < d.options().size(); i++) {
            int option = i;
            if (view.reactOption(i).enabled()) {
                sent.add(after(t -> t.react(option)));
            }
        }
        sent.add(after(TableController::declineReaction));
        return sent;
    }

    /** The number buttons. */
    List<Action> numberClicks(Decision.ChooseNumber d) {
        List<Action> sent = new ArrayList<>();
        for (int n = d.min(); n <= d.max(); n++) {
            int number = n;
            sent.add(after(t -> t.chooseNumber(number)));
        }
        return sent;
    }

    /** Clicking the dice of a group choice (reroll, attackers), then Enter. */
    Action pickingDice(List<Integer> dice) {
        return after(t -> dice.forEach(t::clickDie));
    }

    /** Pairing blockers as the declaration lists them: the blocker (unless it is still chosen), then its attacker. */
    Action blocking(List<Action.Block> blocks) {
        return after(t -> {
            int chosen = -1;
            for (Action.Block b : blocks) {
                if (b.blocker() != chosen) {
                    t.clickDie(b.blocker());
                }
                t.clickDie(b.attacker());
                chosen = t.blockerWaitingForAnother();
            }
        });
    }

    /** Choosing targets: a die on the table is clicked; a die still on its card is chosen by clicking its card. */
    Action targeting(List<Integer> dice) {
        return after(t -> {
            for (int id : dice) {
                Die die = state().die(id);
                if (die.zone() == dicemasters.engine.state.Zone.ON_CARD) {
                    t.clickCard(die.cardIndex());
                } else {
                    t.clickDie(id);
                }
            }
        });
    }

    /** Putting all of the damage on one blocker with the − and + buttons, then Enter. */
    Action splitting(Decision.SplitDamage d, Action.SplitDamage wanted) {
        return after(t -> {
            for (int blocker : d.blockers()) {
                t.addSplitDamage(blocker, -d.amount());
            }
            wanted.shares().forEach(share -> t.addSplitDamage(share.blocker(), share.amount()));
        });
    }

    /** Moving abilities up until they stand in the wanted order, then Enter. */
    Action ordering(List<Integer> wanted) {
        return after(t -> {
            for (int position = 0; position < wanted.size(); position++) {
                int from = t.draft().triggerOrder().indexOf(wanted.get(position));
                for (int at = from; at > position; at--) {
                    t.moveTriggerUp(at);
                }
            }
        });
    }

    static Set<Action> withoutNulls(List<Action> actions) {
        Set<Action> set = new LinkedHashSet<>(actions);
        set.remove(null);
        return set;
    }

    GameState state() {
        return session.current();
    }
}
