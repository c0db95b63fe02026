package dicemasters.engine.effects;

import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.Table;

import java.util.List;

/**
 * What the log says when an effect finds nothing to act on, so that no effect passes in silence:
 * no valid target, no die where the text looks, targets that are no longer valid. The rules of
 * each effect report what they could not do to a die they did get ({@link Resolving#notDone}).
 */
final class EffectReports {
    /** The verb of effects that change what dice are (stats, keywords, restrictions, swaps). */
    private static final String AFFECT = "affect";

    private EffectReports() {
    }

    /** A targeted effect had no legal target as it came to resolve. */
    static void noTarget(Table t, PendingEffect p, Effect effect, boolean restDropped) {
        if (effect instanceof Effect.Enlist || effect instanceof Effect.DamageDieOrOpponent) {
            return; // nothing to refuse with, or "none" hits the opponent: the text goes on as written
        }
        Resolving r = new Resolving(t, p);
        if (effect instanceof Effect.PayEnergy pay) {
            r.notDone("there is no " + pay.type().label() + " energy die to pay with, so the rest does not happen");
        } else if (restDropped) {
            r.notDone("there is no die to " + verb(effect) + " for its cost, so the rest does not happen");
        } else if (Effect.selectorOf(effect) != null
                && Effect.selectorOf(effect).selection() == DieSelector.Selection.CHOSEN_BY_OWNER) {
            int owner = Effect.selectorOf(effect).side() == Side.OWN ? p.controller()
                    : t.s.seats().acrossFrom(p.controller());
            r.notDone(t.name(owner) + " has no die to " + (verb(effect).equals(AFFECT) ? "choose" : verb(effect)));
        } else {
            r.notDone("there is no valid target" + (verb(effect).equals(AFFECT) ? "" : " to " + verb(effect)));
        }
    }

    /**
     * A selector that is not a choice found no die: every die of an "all", or the ability's own or
     * the triggering die, gone from where the text looks. "Those", "the dice with that name" and "the
     * die that KO'd it" are left out: they follow from what happened before (an earlier target, the
     * KO), and their filters are the text's conditions ("if it rolls a character face, field it").
     */
    static void noDice(Table t, PendingEffect p, Effect effect, DieSelector selector) {
        if (effect instanceof Effect.ChangeDamage && !selector.isChosen()) {
            return; // "all ... deal double damage" is judged whenever damage is dealt
        }
        String where = selector.place() == Place.FIELD ? "" : " in the " + selector.place().label();
        Resolving r = new Resolving(t, p);
        switch (selector.selection()) {
            case ALL -> r.notDone(verb(effect).equals(AFFECT) ? "there is no die it applies to" + where
                    : "there is no die to " + verb(effect) + where);
            case THIS_DIE -> r.notDone("its own die is not in the " + selector.place().label() + " any more");
            case TRIGGERING_DIE -> r.notDone("that die is not in the " + selector.place().label() + " any more");
            default -> {
                // THOSE, SAME_NAME, KNOCKED_OUT_BY: see above; targets are told of as they are chosen
            }
        }
    }

    /** Targets chosen for the effect that are no longer legal when it resolves. */
    static void noLongerValid(Table t, PendingEffect p, Effect effect, List<Die> dropped) {
        Resolving r = new Resolving(t, p);
        for (Die d : dropped) {
            r.notDone(r.owned(d) + " is no longer a valid target to " + verb(effect));
        }
    }

    /** What the effect does to its dice, as in "there is no die to damage". */
    static String verb(Effect effect) {
        if (effect instanceof Effect.DamageDice || effect instanceof Effect.DamageDieOrOpponent) {
            return "damage";
        } else if (effect instanceof Effect.Enlist e && e.price() == Effect.Enlist.Price.SPIN_DOWN) {
            return "spin down";
        } else if (effect instanceof Effect.KnockOut || effect instanceof Effect.Enlist || effect instanceof Effect.SuitUp) {
            return "KO";
        } else if (effect instanceof Effect.MoveDice) {
            return "move";
        } else if (effect instanceof Effect.FieldDice) {
            return "field";
        } else if (effect instanceof Effect.SpinLevels || effect instanceof Effect.SpinToLevel
                || effect instanceof Effect.TurnToFace) {
            return "spin";
        } else if (effect instanceof Effect.RollDice) {
            return "roll";
        } else if (effect instanceof Effect.Reroll) {
            return "reroll";
        } else if (effect instanceof Effect.Capture) {
            return "capture";
        } else if (effect instanceof Effect.TakeControl) {
            return "take control of";
        } else if (effect instanceof Effect.Copy copy && copy.what() != Effect.Copy.What.STATS) {
            return "copy";
        } else if (effect instanceof Effect.Fight) {
            return "fight";
        } else if (effect instanceof Effect.RedirectDamage) {
            return "redirect the damage to";
        } else if (effect instanceof Effect.PayEnergy) {
            return "pay with";
        } else if (effect instanceof Effect.Choose || effect instanceof Effect.MarkForTurn) {
            return "choose";
        }
        return AFFECT;
    }
}
