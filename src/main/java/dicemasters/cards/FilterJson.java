package dicemasters.cards;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The JSON words of each {@link DieCondition} of a die filter, read strictly and written back: one
 * row per condition, in the order the card files write them (a card's hash is taken over its
 * written JSON, so the order is part of the format).
 */
final class FilterJson {
    private static final List<Row<?>> ROWS = List.of(
            flag("sidekick", DieCondition.Sidekick.class, DieCondition.Sidekick::new),
            flag("attacking", DieCondition.Attacking.class, DieCondition.Attacking::new),
            flag("blocking", DieCondition.Blocking.class, DieCondition.Blocking::new),
            flag("blocked", DieCondition.Blocked.class, DieCondition.Blocked::new),
            flag("damaged", DieCondition.Damaged.class, DieCondition.Damaged::new),
            text("affiliation", DieCondition.Affiliation.class, DieCondition.Affiliation::new,
                    DieCondition.Affiliation::name),
            text("notAffiliation", DieCondition.NotAffiliation.class, DieCondition.NotAffiliation::new,
                    DieCondition.NotAffiliation::name),
            named("energy", Vocabulary.ENERGY_TYPES, DieCondition.EnergyType.class, DieCondition.EnergyType::new,
                    DieCondition.EnergyType::type),
            range("minLevel", "maxLevel", DieCondition.Level.class, DieCondition.Level::new,
                    DieCondition.Level::min, DieCondition.Level::max),
            range("minCost", "maxCost", DieCondition.Cost.class, DieCondition.Cost::new,
                    DieCondition.Cost::min, DieCondition.Cost::max),
            text("cardName", DieCondition.CardName.class, DieCondition.CardName::new, DieCondition.CardName::name),
            text("notCardName", DieCondition.NotCardName.class, DieCondition.NotCardName::new,
                    DieCondition.NotCardName::name),
            flag("other", DieCondition.Other.class, DieCondition.Other::new),
            named("face", Vocabulary.FACE_KINDS, DieCondition.Showing.class, DieCondition.Showing::new,
                    DieCondition.Showing::kind),
            flag("engagedWithThis", DieCondition.EngagedWithThis.class, DieCondition.EngagedWithThis::new),
            named("faceSymbol", Vocabulary.SYMBOLS, DieCondition.FaceSymbol.class, DieCondition.FaceSymbol::new,
                    DieCondition.FaceSymbol::symbol),
            engagedWith(),
            flag("topLevel", DieCondition.TopLevel.class, DieCondition.TopLevel::new),
            flag("sharesAffiliation", DieCondition.SharesAffiliation.class, DieCondition.SharesAffiliation::new),
            named("likeThose", Vocabulary.RELATIONS, DieCondition.LikeThose.class, DieCondition.LikeThose::new,
                    DieCondition.LikeThose::relation),
            flag("character", DieCondition.Character.class, DieCondition.Character::new),
            number("maxCostAboveThose", DieCondition.CostAboveThose.class, DieCondition.CostAboveThose::new,
                    DieCondition.CostAboveThose::max),
            flag("defenseAtMostThis", DieCondition.DefenseAtMostThis.class, DieCondition.DefenseAtMostThis::new),
            withKeyword(),
            number("maxFieldCost", DieCondition.FieldCost.class, DieCondition.FieldCost::new,
                    DieCondition.FieldCost::max),
            named("notEnergy", Vocabulary.ENERGY_TYPES, DieCondition.NotEnergyType.class,
                    DieCondition.NotEnergyType::new, DieCondition.NotEnergyType::type),
            flag("notThis", DieCondition.NotThis.class, DieCondition.NotThis::new),
            flag("fieldedThisTurn", DieCondition.FieldedThisTurn.class, DieCondition.FieldedThisTurn::new),
            flag("showsBurst", DieCondition.ShowsBurst.class, DieCondition.ShowsBurst::new),
            named("withAbility", Vocabulary.TRIGGERS, DieCondition.WithAbility.class, DieCondition.WithAbility::new,
                    DieCondition.WithAbility::trigger),
            flag("inCombatThisTurn", DieCondition.InCombatThisTurn.class, DieCondition.InCombatThisTurn::new),
            notThose(),
            flag("named", DieCondition.Named.class, DieCondition.Named::new),
            named("cardType", Vocabulary.TYPES, DieCondition.OfType.class, DieCondition.OfType::new,
                    DieCondition.OfType::type),
            flag("sharesEnergyType", DieCondition.SharesEnergyType.class, DieCondition.SharesEnergyType::new),
            flag("lastOfItsCard", DieCondition.LastOfItsCard.class, DieCondition.LastOfItsCard::new));

    /** Every word a filter object may have. */
    static final Set<String> FIELDS = fields();

    private FilterJson() {
    }

    static DieFilter read(JsonReader f) {
        List<DieCondition> conditions = new ArrayList<>();
        for (Row<?> row : ROWS) {
            DieCondition c = row.read(f);
            if (c != null) {
                conditions.add(c);
            }
        }
        return new DieFilter(conditions);
    }

    static void write(ObjectNode n, DieFilter f) {
        ROWS.forEach(row -> row.write(n, f));
    }

    /** The condition kinds a filter object can say (each of them: {@code FilterJsonTest}). */
    static List<Class<?>> kinds() {
        return ROWS.stream().<Class<?>>map(row -> row.kind).toList();
    }

    private static Set<String> fields() {
        Set<String> all = new LinkedHashSet<>();
        ROWS.forEach(row -> all.addAll(row.words()));
        return Set.copyOf(all);
    }

    /** How conditions of one kind are read from a filter object (null when absent) and written into one. */
    private abstract static class Row<T extends DieCondition> {
        final Class<T> kind;
        private final List<String> words;

        Row(Class<T> kind, String... words) {
            this.kind = kind;
            this.words = List.of(words);
        }

        List<String> words() {
            return words;
        }

        abstract DieCondition read(JsonReader f);

        void write(ObjectNode n, DieFilter f) {
            T c = f.find(kind);
            if (c != null) {
                put(n, c);
            }
        }

        abstract void put(ObjectNode n, T c);
    }

    private static <T extends DieCondition.YesNo> Row<T> flag(String word, Class<T> kind, Function<Boolean, T> make) {
        return new Row<>(kind, word) {
            DieCondition read(JsonReader f) {
                Boolean value = f.bool(word);
                return value == null ? null : make.apply(value);
            }

            void put(ObjectNode n, T c) {
                n.put(word, c.is());
            }
        };
    }

    private static <T extends DieCondition> Row<T> text(String word, Class<T> kind, Function<String, T> make,
                                                     Function<T, String> value) {
        return new Row<>(kind, word) {
            DieCondition read(JsonReader f) {
                return f.has(word) ? make.apply(f.string(word)) : null;
            }

            void put(ObjectNode n, T c) {
                n.put(word, value.apply(c));
            }
        };
    }

    private static <T extends DieCondition, V> Row<T> named(String word, Vocabulary.Names<V> names, Class<T> kind,
                                                         Function<V, T> make, Function<T, V> value) {
        return new Row<>(kind, word) {
            DieCondition read(JsonReader f) {
                return f.has(word) ? make.apply(f.named(word, names::value, names.names())) : null;
            }

            void put(ObjectNode n, T c) {
                n.put(word, names.name(value.apply(c)));
            }
        };
    }

    private static <T extends DieCondition> Row<T> number(String word, Class<T> kind, Function<Integer, T> make,
                                                       Function<T, Integer> value) {
        return new Row<>(kind, word) {
            DieCondition read(JsonReader f) {
                return f.has(word) ? make.apply(smallNumber(f, word)) : null;
            }

            void put(ObjectNode n, T c) {
                n.put(word, value.apply(c));
            }
        };
    }

    /** From {@code minWord} to {@code maxWord}, either left out for no bound. */
    private static <T extends DieCondition> Row<T> range(String minWord, String maxWord, Class<T> kind,
                                                      BiFunction<Integer, Integer, T> make,
                                                      Function<T, Integer> min, Function<T, Integer> max) {
        return new Row<>(kind, minWord, maxWord) {
            DieCondition read(JsonReader f) {
                Integer low = f.has(minWord) ? smallNumber(f, minWord) : null;
                Integer high = f.has(maxWord) ? smallNumber(f, maxWord) : null;
                return low == null && high == null ? null : make.apply(low, high);
            }

            void put(ObjectNode n, T c) {
                if (min.apply(c) != null) {
                    n.put(minWord, min.apply(c));
                }
                if (max.apply(c) != null) {
                    n.put(maxWord, max.apply(c));
                }
            }
        };
    }

    private static Row<DieCondition.EngagedWith> engagedWith() {
        return new Row<>(DieCondition.EngagedWith.class, "engagedWith") {
            DieCondition read(JsonReader f) {
                return f.has("engagedWith")
                        ? new DieCondition.EngagedWith(FilterJson.read(f.child("engagedWith").object(FIELDS))) : null;
            }

            void put(ObjectNode n, DieCondition.EngagedWith c) {
                FilterJson.write(n.putObject("engagedWith"), c.filter());
            }
        };
    }

    private static Row<DieCondition.WithKeyword> withKeyword() {
        return new Row<>(DieCondition.WithKeyword.class, "withKeyword") {
            DieCondition read(JsonReader f) {
                if (!f.has("withKeyword")) {
                    return null;
                }
                var keywords = f.list("withKeyword", k -> k.namedText(Vocabulary.KEYWORDS::value,
                        Vocabulary.KEYWORDS.names(), "keyword"));
                if (keywords.isEmpty()) {
                    throw f.error("withKeyword", "names at least one keyword");
                }
                return new DieCondition.WithKeyword(keywords);
            }

            void put(ObjectNode n, DieCondition.WithKeyword c) {
                var keywords = n.putArray("withKeyword");
                c.keywords().forEach(k -> keywords.add(Vocabulary.KEYWORDS.name(k)));
            }
        };
    }

    /** "Not those" leaves out the dice an earlier effect chose: it says so only as true. */
    private static Row<DieCondition.NotThose> notThose() {
        return new Row<>(DieCondition.NotThose.class, "notThose") {
            DieCondition read(JsonReader f) {
                Boolean value = f.bool("notThose");
                if (Boolean.FALSE.equals(value)) {
                    throw f.error("notThose", "is true (leave out the dice an earlier effect chose) or absent");
                }
                return value == null ? null : new DieCondition.NotThose();
            }

            void put(ObjectNode n, DieCondition.NotThose c) {
                n.put("notThose", true);
            }
        };
    }

    private static int smallNumber(JsonReader r, String field) {
        return r.integer(field, 0, 0, 20);
    }
}
