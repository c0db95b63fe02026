package dicemasters.session;

import dicemasters.engine.card.PrintableText;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns the engine's fine-grained events into a log that reads like the rulebook's examples:
 * a move that another event already tells of is left out ("spends", "buys", "fields", "rolls"),
 * and runs of draws, rolls and end-of-turn moves are told in one line each.
 */
public final class GameLog {
    private GameLog() {
    }

    public static List<String> lines(List<GameEvent> events) {
        List<String> lines = new ArrayList<>();
        int i = 0;
        while (i < events.size()) {
            GameEvent e = events.get(i);
            if (e instanceof GameEvent.DieMoved m && toldLater(m, events, i)
                    || e instanceof GameEvent.DieLeftUnfielded) { // the move to the Used Pile tells it
                i++;
            } else if (e instanceof GameEvent.DieMoved m && m.from() == Zone.BAG) {
                i = draws(events, i, lines);
            } else if (e instanceof GameEvent.DieRolled || isRollMove(e)) {
                i = rolls(events, i, lines);
            } else if (e instanceof GameEvent.DieMoved m) {
                i = moves(events, i, m, lines);
            } else {
                lines.add(e.text());
                i++;
            }
        }
        // Names come from files and dialogs: a line break or an escape sequence in one must not forge a line.
        lines.replaceAll(PrintableText::escape);
        return lines;
    }

    private static boolean isRollMove(GameEvent e) {
        return e instanceof GameEvent.DieMoved m && m.from() == Zone.PREP && m.to() == Zone.RESERVE;
    }

    /** A move whose meaning a following event of the same die already says. */
    private static boolean toldLater(GameEvent.DieMoved m, List<GameEvent> events, int at) {
        for (int j = at + 1; j < events.size() && j <= at + 12; j++) {
            GameEvent e = events.get(j);
            boolean same = (e instanceof GameEvent.DiePurchased p && p.dieId() == m.dieId())
                    || (e instanceof GameEvent.DieFielded f && f.dieId() == m.dieId())
                    || (e instanceof GameEvent.AttackerDeclared a && a.dieId() == m.dieId())
                    || (e instanceof GameEvent.BlockerDeclared b && b.blocker() == m.dieId())
                    || (e instanceof GameEvent.DieKnockedOut k && k.dieId() == m.dieId())
                    || (e instanceof GameEvent.ActionDieUsed u && u.dieId() == m.dieId())
                    || (e instanceof GameEvent.CharacterTokensCreated c && m.from() == Zone.ON_CARD
                            && c.tokenName().equals(m.dieName()));
            if (same) {
                return true;
            }
            if (e instanceof GameEvent.EnergySpent && m.from() == Zone.RESERVE
                    && (m.to() == Zone.OUT_OF_PLAY || m.to() == Zone.USED)) {
                return true;
            }
        }
        return false;
    }

    private static int draws(List<GameEvent> events, int i, List<String> lines) {
        GameEvent.DieMoved first = (GameEvent.DieMoved) events.get(i);
        int count = 0;
        while (i < events.size() && events.get(i) instanceof GameEvent.DieMoved m && m.from() == Zone.BAG
                && m.owner() == first.owner() && m.to() == first.to()) {
            count++;
            i++;
        }
        lines.add(first.ownerName() + " draws " + count + (count == 1 ? " die" : " dice") + " into "
                + (first.to() == Zone.OUT_OF_PLAY ? "Out of Play" : "the " + first.to().label()) + ".");
        return i;
    }

    private static int rolls(List<GameEvent> events, int i, List<String> lines) {
        List<String> results = new ArrayList<>();
        String owner = null;
        while (i < events.size()) {
            GameEvent e = events.get(i);
            if (isRollMove(e)) {
                i++;
            } else if (e instanceof GameEvent.DieRolled r && (owner == null || owner.equals(r.ownerName()))) {
                owner = r.ownerName();
                results.add(r.dieName() + ": " + r.face().describe());
                i++;
            } else {
                break;
            }
        }
        if (owner != null) {
            lines.add(owner + " rolls " + String.join("; ", results) + ".");
        }
        return i;
    }

    private static int moves(List<GameEvent> events, int i, GameEvent.DieMoved first, List<String> lines) {
        List<String> names = new ArrayList<>();
        while (i < events.size() && events.get(i) instanceof GameEvent.DieMoved m && m.owner() == first.owner()
                && m.from() == first.from() && m.to() == first.to() && !toldLater(m, events, i)
                && m.from() != Zone.BAG) {
            names.add(m.dieName());
            i++;
        }
        if (names.size() == 1) {
            lines.add(first.text());
        } else {
            lines.add(first.ownerName() + "'s " + names.size() + " dice (" + String.join(", ", names) + ") move from "
                    + first.from().label() + " to " + first.to().label() + ".");
        }
        return i;
    }
}
