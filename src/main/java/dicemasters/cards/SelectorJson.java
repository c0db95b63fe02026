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
    static final Set<String> FILTER_FIELDS = Set.of("sidekick", "attacking", "blocking", "blocked",
            "damaged", "affiliation", "notAffiliation", "energy", "minLevel", "maxLevel", "minCost", "maxCost",
            "cardName", "notCardName", "other", "face", "engagedWithThis", "faceSymbol", "engagedWith", "topLevel",
            "sharesAffiliation", "likeThose", "character", "maxCostAboveThose",
            "defenseAtMostThis", "withKeyword", "maxFieldCost", "notEnergy", "notThis", "fieldedThisTurn",
            "showsBurst", "withAbility", "inCombatThisTurn", "notThose", "named", "cardType", "sharesEnergyType",
            "lastOfItsCard");
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
        return new DieFilter(f.bool("sidekick"), f.bool("attacking"), f.bool("blocking"), f.bool("damaged"),
                f.bool("blocked"), f.string("affiliation", null), f.string("notAffiliation", null),
                f.has("energy") ? f.named("energy", Vocabulary.ENERGY_TYPES::value, Vocabulary.ENERGY_TYPES.names())
                        : null,
                optionalInt(f, "minLevel"), optionalInt(f, "maxLevel"), optionalInt(f, "minCost"),
                optionalInt(f, "maxCost"), f.string("cardName", null), f.string("notCardName", null), f.bool("other"),
                f.has("face") ? f.named("face", Vocabulary.FACE_KINDS::value, Vocabulary.FACE_KINDS.names()) : null,
                f.bool("engagedWithThis"),
                f.has("faceSymbol") ? f.named("faceSymbol", Vocabulary.SYMBOLS::value, Vocabulary.SYMBOLS.names())
                        : null,
                f.has("engagedWith") ? readFilter(f.child("engagedWith").object(FILTER_FIELDS)) : null,
                f.bool("topLevel"), f.bool("sharesAffiliation"),
                f.has("likeThose") ? f.named("likeThose", Vocabulary.RELATIONS::value, Vocabulary.RELATIONS.names())
                        : null, f.bool("character"), optionalInt(f, "maxCostAboveThose"),
                f.bool("defenseAtMostThis"),
                f.has("withKeyword") ? nonEmpty(f, "withKeyword", f.list("withKeyword", k -> k.namedText(
                        Vocabulary.KEYWORDS::value, Vocabulary.KEYWORDS.names(), "keyword"))) : null,
                optionalInt(f, "maxFieldCost"),
                f.has("notEnergy") ? f.named("notEnergy", Vocabulary.ENERGY_TYPES::value,
                        Vocabulary.ENERGY_TYPES.names()) : null,
                f.bool("notThis"), f.bool("fieldedThisTurn"), f.bool("showsBurst"),
                f.has("withAbility") ? f.named("withAbility", Vocabulary.TRIGGERS::value, Vocabulary.TRIGGERS.names())
                        : null, f.bool("inCombatThisTurn"), notThose(f), f.bool("named"),
                f.has("cardType") ? f.named("cardType", Vocabulary.TYPES::value, Vocabulary.TYPES.names()) : null,
                f.bool("sharesEnergyType"), f.bool("lastOfItsCard"));
    }

    private static <T> List<T> nonEmpty(JsonReader r, String field, List<T> list) {
        if (list.isEmpty()) {
            throw r.error(field, "names at least one keyword");
        }
        return list;
    }

    /** "Not those" leaves out the dice an earlier effect chose: it says so only as true. */
    private static Boolean notThose(JsonReader f) {
        Boolean value = f.bool("notThose");
        if (Boolean.FALSE.equals(value)) {
            throw f.error("notThose", "is true (leave out the dice an earlier effect chose) or absent");
        }
        return value;
    }

    private static Integer optionalInt(JsonReader r, String field) {
        return r.has(field) ? r.integer(field, 0, 0, 20) : null;
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
        putBool(n, "sidekick", f.sidekick());
        putBool(n, "attacking", f.attacking());
        putBool(n, "blocking", f.blocking());
        putBool(n, "blocked", f.blocked());
        putBool(n, "damaged", f.damaged());
        putText(n, "affiliation", f.affiliation());
        putText(n, "notAffiliation", f.notAffiliation());
        putText(n, "energy", f.energy() == null ? null : Vocabulary.ENERGY_TYPES.name(f.energy()));
        putInt(n, "minLevel", f.minLevel());
        putInt(n, "maxLevel", f.maxLevel());
        putInt(n, "minCost", f.minCost());
        putInt(n, "maxCost", f.maxCost());
        putText(n, "cardName", f.cardName());
        putText(n, "notCardName", f.notCardName());
        putBool(n, "other", f.other());
        putText(n, "face", f.faceKind() == null ? null : Vocabulary.FACE_KINDS.name(f.faceKind()));
        putBool(n, "engagedWithThis", f.engagedWithThis());
        putText(n, "faceSymbol", f.faceSymbol() == null ? null : Vocabulary.SYMBOLS.name(f.faceSymbol()));
        if (f.engagedWith() != null) {
            writeFilter(n.putObject("engagedWith"), f.engagedWith());
        }
        putBool(n, "topLevel", f.topLevel());
        putBool(n, "sharesAffiliation", f.sharesAffiliation());
        putText(n, "likeThose", f.likeThose() == null ? null : Vocabulary.RELATIONS.name(f.likeThose()));
        putBool(n, "character", f.character());
        putInt(n, "maxCostAboveThose", f.maxCostAboveThose());
        putBool(n, "defenseAtMostThis", f.defenseAtMostThis());
        if (f.withKeyword() != null) {
            var keywords = n.putArray("withKeyword");
            f.withKeyword().forEach(k -> keywords.add(Vocabulary.KEYWORDS.name(k)));
        }
        putInt(n, "maxFieldCost", f.maxFieldCost());
        putText(n, "notEnergy", f.notEnergy() == null ? null : Vocabulary.ENERGY_TYPES.name(f.notEnergy()));
        putBool(n, "notThis", f.notThis());
        putBool(n, "fieldedThisTurn", f.fieldedThisTurn());
        putBool(n, "showsBurst", f.showsBurst());
        putText(n, "withAbility", f.withAbility() == null ? null : f.withAbility().jsonName());
        putBool(n, "inCombatThisTurn", f.inCombatThisTurn());
        putBool(n, "notThose", f.notThose());
        putBool(n, "named", f.named());
        if (f.cardType() != null) {
            n.put("cardType", Vocabulary.TYPES.name(f.cardType()));
        }
        putBool(n, "sharesEnergyType", f.sharesEnergyType());
        putBool(n, "lastOfItsCard", f.lastOfItsCard());
    }

    private static void putBool(ObjectNode n, String field, Boolean v) {
        if (v != null) {
            n.put(field, v);
        }
    }

    private static void putInt(ObjectNode n, String field, Integer v) {
        if (v != null) {
            n.put(field, v);
        }
    }

    private static void putText(ObjectNode n, String field, String v) {
        if (v != null) {
            n.put(field, v);
        }
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
