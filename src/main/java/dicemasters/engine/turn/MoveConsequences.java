package dicemasters.engine.turn;

import dicemasters.engine.keywords.KnockOutReplacements;
import dicemasters.engine.mechanics.Captures;
import dicemasters.engine.mechanics.Controls;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.MoveRules;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

/**
 * The rules' answer to what a die's move triggers ({@link MoveRules}): Immortal sends a die bound for
 * the Used Pile to the bag; a die leaving the Field Zone goes back to its owner if it was controlled,
 * ends the copy it made, releases what it captured and gives back what it controlled; a character
 * token that left ceases to exist. The front door gives it to every new game. It lives in the top rule room
 * because it puts together rules of the rooms below (keywords, mechanics).
 */
public final class MoveConsequences implements MoveRules {
    public static final MoveRules RULES = new MoveConsequences();

    private MoveConsequences() {
    }

    @Override
    public Zone destination(Table t, Die d, Zone from, Zone to) {
        if (to == Zone.USED && KnockOutReplacements.goesToBagInstead(t.s, d, from)) {
            t.emit(new GameEvent.KeywordReplaced(d.id(), t.dieName(d), t.name(d.owner()), "Immortal",
                    "it goes to the bag instead of the Used Pile"));
            to = Zone.BAG;
        }
        if (from.inField() && !to.inField() && Controls.isControlled(t.s, d)) {
            to = Controls.returnBeforeLeaving(t, d, to);
        }
        return to;
    }

    @Override
    public void leavingField(Table t, Die d) {
        Copies.leavingField(t, d);
    }

    @Override
    public void leftField(Table t, Die d) {
        Captures.releaseCapturedBy(t, d);
        Controls.releaseControlledBy(t, d);
    }

    @Override
    public boolean ceasesToExist(Table t, Die d, Zone from) {
        if (!Tokens.isToken(t.s, d)) {
            return false;
        }
        Tokens.cease(t, d, from);
        return true;
    }
}
