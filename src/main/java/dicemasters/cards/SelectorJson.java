package dicemasters.cards;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Side;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which dice a card means in card JSON, read strictly and written back: die selectors
 * ("select": "target", "side", "count", ...), die filters, and damage filters (which damage: to
 * whom, from where).
 */
final class SelectorJson {
    /** The words of a die filter's conditions ({@link FilterJson}). */
    static final Set<String> FILTER_FIELDS = FilterJson.FIELDS;
    private static final Set<String> SELECTOR_FIELDS = union(FILTER_FIELDS,
            Set.of("select", "side", "count", "upTo", "place", "chooser"));
    private static final Set<String> DAMAGE_FIELDS = Set.of("to", "dice", "from", "sourceTrigger", "sourceSide",
            "sourceDice");

    private SelectorJson() {
    }

    static DieSelector readSelector(JsonReader s) {
        s.object(SELECTOR_FIELDS);
        var selection = s.named("select", Vocabulary.SELECTIONS::value, Vocabulary.SELECTIONS.names());
        var side = s.has("side") ? s.named("side", Vocabulary.SIDES::value, Vocabulary.SIDES.names())
                : dicemasters.engine.card.Side.ANY;
        int count = s.integer("count", 1, 1, 20);
        boolean upTo = s.bool("upTo", false);
        boolean targeted = selection == DieSelector.Selection.TARGET
                || selection == DieSelector.Selection.ANOTHER_TARGET;
        boolean those = selection == DieSelector.Selection.THOSE;
        if ((s.has("count") || upTo) && !targeted && !(upTo && those && !s.has("count"))) {
            throw s.error(s.has("count") ? "count" : "upTo", "only \"target\" selections choose a number of dice"
                    + " (and \"those\" with \"upTo\": up to all of them)");
        }
        var place = s.has("place") ? s.named("place", Vocabulary.PLACES::value, Vocabulary.PLACES.names())
                : dicemasters.engine.card.Place.FIELD;
        var chooser = s.has("chooser") ? s.named("chooser", Vocabulary.PLAYERS::value, List.of("you", "opponent"))
                : dicemasters.engine.card.PlayerSelector.YOU;
        if (chooser == dicemasters.engine.card.PlayerSelector.EACH) {
            throw s.error("chooser", "one player chooses: \"you\" or \"opponent\"");
        }
        if (s.has("chooser") && selection == DieSelector.Selection.CHOSEN_BY_OWNER) {
            throw s.error("chooser", "a die \"chosen by owner\" is chosen by its owner: leave \"chooser\" out");
        }
        if (s.has("chooser") && !targeted) {
            throw s.error("chooser", "only \"target\" selections are chosen by a player");
        }
        if (selection == DieSelector.Selection.CHOSEN_BY_OWNER && side != dicemasters.engine.card.Side.OWN
                && side != dicemasters.engine.card.Side.OPPOSING) {
            throw s.error("side", "a die chosen by its owner is \"own\" or \"opposing\" (its owner chooses)");
        }
        return new DieSelector(selection, side, readFilter(s), count, upTo, place, chooser);
    }

    static DieFilter readFilter(JsonReader f) {
        return FilterJson.read(f);
    }

    /** Which damage: who would take it, and where it would come from. */
    static dicemasters.engine.card.DamageFilter readDamageFilter(JsonReader d) {
        d.object(DAMAGE_FIELDS);
        var to = d.named("to", Vocabulary.RECIPIENTS::value, Vocabulary.RECIPIENTS.names());
        if (d.has("dice") && to == dicemasters.engine.card.DamageFilter.Recipient.YOU) {
            throw d.error("dice", "damage to you is not damage to dice: use \"to\": \"you or your dice\"");
        }
        DieFilter dice = d.has("dice") ? readFilter(d.child("dice").object(FILTER_FIELDS)) : null;
        var origin = d.has("from") ? d.named("from", Vocabulary.ORIGINS::value, Vocabulary.ORIGINS.names())
                : dicemasters.engine.card.DamageFilter.Origin.ANY;
        var trigger = d.has("sourceTrigger") ? d.named("sourceTrigger", Vocabulary.TRIGGERS::value,
                Vocabulary.TRIGGERS.names()) : null;
        if (trigger != null && origin == dicemasters.engine.card.DamageFilter.Origin.COMBAT) {
            throw d.error("sourceTrigger", "combat damage comes from no ability");
        }
        if (trigger != null) {
            origin = dicemasters.engine.card.DamageFilter.Origin.ABILITY;
        }
        var side = d.has("sourceSide") ? d.named("sourceSide", Vocabulary.SIDES::value, Vocabulary.SIDES.names())
                : dicemasters.engine.card.Side.ANY;
        DieFilter sourceDice = d.has("sourceDice") ? readFilter(d.child("sourceDice").object(FILTER_FIELDS)) : null;
        return new dicemasters.engine.card.DamageFilter(to, dice, origin, trigger, side, sourceDice);
    }

    static ObjectNode writeSelector(DieSelector s) {
        ObjectNode n = CardJson.object();
        n.put("select", Vocabulary.SELECTIONS.name(s.selection()));
        if (s.side() != Side.ANY) {
            n.put("side", Vocabulary.SIDES.name(s.side()));
        }
        if (s.isChosen()) {
            if (s.count() != 1) {
                n.put("count", s.count());
            }
            if (s.upTo()) {
                n.put("upTo", true);
            }
        } else if (s.upTo()) {
            n.put("upTo", true);
        }
        if (s.isTargeted() && s.chooser() != dicemasters.engine.card.PlayerSelector.YOU) {
            n.put("chooser", Vocabulary.PLAYERS.name(s.chooser()));
        }
        if (s.place() != Place.FIELD) {
            n.put("place", Vocabulary.PLACES.name(s.place()));
        }
        writeFilter(n, s.filter());
        return n;
    }

    static void writeFilter(ObjectNode n, DieFilter f) {
        FilterJson.write(n, f);
    }

    static ObjectNode writeDamageFilter(dicemasters.engine.card.DamageFilter f) {
        ObjectNode n = CardJson.object();
        n.put("to", Vocabulary.RECIPIENTS.name(f.to()));
        if (!f.dice().isAny()) {
            writeFilter(n.putObject("dice"), f.dice());
        }
        if (f.origin() != dicemasters.engine.card.DamageFilter.Origin.ANY && f.sourceTrigger() == null) {
            n.put("from", Vocabulary.ORIGINS.name(f.origin()));
        }
        if (f.sourceTrigger() != null) {
            n.put("sourceTrigger", f.sourceTrigger().jsonName());
        }
        if (f.sourceSide() != Side.ANY) {
            n.put("sourceSide", Vocabulary.SIDES.name(f.sourceSide()));
        }
        if (!f.sourceDice().isAny()) {
            writeFilter(n.putObject("sourceDice"), f.sourceDice());
        }
        return n;
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new LinkedHashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }
}
