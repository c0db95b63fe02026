package dicemasters.cards;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;

/**
 * The words for which dice and which player a card means: die selectors with their filters
 * ("target opposing level 1 or 2 character die", "all your Sidekick dice") and player selectors.
 */
final class SelectorText {
    /** "Up to" this many targets reads "any number of". */
    static final int ANY_NUMBER = 20;

    private final CardDefinition card;
    /** The ability being written: "that die" of a block trigger is the other die of the block. */
    private final Ability ability;

    SelectorText(CardDefinition card, Ability ability) {
        this.card = card;
        this.ability = ability;
    }

    static String article(String noun) {
        return ("aeiou".indexOf(Character.toLowerCase(noun.charAt(0))) >= 0 ? "an " : "a ") + noun;
    }

    static String playerObject(PlayerSelector p) {
        return switch (p) {
            case YOU -> "yourself";
            case OPPONENT -> "target opponent";
            case EACH -> "each player";
            case CONTROLLER_OF_THAT_DIE -> "that die's controller";
        };
    }

    static String playerSubject(PlayerSelector p, String plural, String singular) {
        return switch (p) {
            case YOU -> "you " + plural;
            case OPPONENT -> "your opponent " + singular;
            case EACH -> "each player " + singular;
            case CONTROLLER_OF_THAT_DIE -> "that die's controller " + singular;
        };
    }

    static String verb(DieSelector s, String plural, String singular) {
        return s.selection() == DieSelector.Selection.ALL || s.count() > 1 ? plural : singular;
    }

    /** "target opposing level 1 or 2 character die", "all your Sidekick dice", "Metalhead". */
    String dice(DieSelector s, boolean subject) {
        DieFilter f = s.filter();
        return switch (s.selection()) {
            case THIS_DIE -> card.name();
            case TRIGGERING_DIE -> f.isAny() ? thatDie() : onlyLevels(s)
                    ? "that die (if it is " + FilterWords.levels(f.find(DieCondition.Level.class)) + ")"
                    : "that " + singular(s);
            case THOSE -> s.place() == Place.BAG ? (s.upTo() ? "any of " : "") + "the drawn " + noun(s, true)
                    : s.upTo() ? "any of those dice now in the " + s.place().label()
                    : f.has(DieCondition.Showing.class)
                    ? "that die (if it shows " + FilterWords.faceArticle(f.find(DieCondition.Showing.class)) + " face)"
                    : s.place() != Place.FIELD ? "each of those dice now in the " + s.place().label() + qualifiers(f)
                    : choseSeveral() ? "those dice" : "that die";
            case SAME_NAME -> "all " + side(s.side(), s.place()) + noun(s, true) + where(s) + engaged(f)
                    + " with the same name as that die";
            case KNOCKED_OUT_BY -> "the " + noun(s, false) + " that KO'd it";
            case TARGET, ANOTHER_TARGET -> {
                String n = s.count() == 1 ? "" : s.count() + " different ";
                String target = s.selection() == DieSelector.Selection.ANOTHER_TARGET ? "another target "
                        : "target ";
                if (s.upTo() && s.count() >= ANY_NUMBER) {
                    yield "any number of " + side(s.side(), s.place()) + noun(s, true) + where(s) + engaged(f);
                }
                String upTo = s.upTo() ? (s.count() == 1 ? "up to one " : "up to ") : "";
                String chooser = s.chooser() == PlayerSelector.OPPONENT ? " (chosen by your opponent)" : "";
                yield upTo + n + target + side(s.side(), s.place()) + nounWhere(s, s.count() > 1)
                        + engaged(f) + chooser;
            }
            case CHOSEN_BY_OWNER -> s.side() == Side.OWN ? "one of your " + noun(s, true) + " (your choice, not targeted)"
                    : "one of your opponent's " + noun(s, true) + " (your opponent's choice, not targeted)";
            case ALL -> (subject ? "all " : "all ") + side(s.side(), s.place()) + nounWhere(s, true)
                    + engaged(f);
        };
    }

    /** Whether this ability chooses more than one die for its later effects ("those dice", not "that die"). */
    private boolean choseSeveral() {
        return ability != null && ability.effects().stream()
                .anyMatch(e -> e instanceof dicemasters.engine.card.Effect.Choose c && c.dice().count() > 1);
    }

    /** "That die" of a block trigger is the other die of the block. */
    private String thatDie() {
        if (ability.watch() != null) {
            return "that die";
        }
        return switch (ability.trigger()) {
            case WHEN_BLOCKED -> "the blocking die";
            case WHEN_BLOCKS -> "the die it blocks";
            case WHEN_ENGAGED -> "the die it is engaged with";
            default -> "that die";
        };
    }

    String singular(DieSelector s) {
        if (s.selection() == DieSelector.Selection.THIS_DIE) {
            return card.name();
        }
        if (s.selection() == DieSelector.Selection.THOSE && s.place() == Place.BAG) {
            return "drawn " + noun(s, false);
        }
        if (s.selection() == DieSelector.Selection.THOSE && s.place() != Place.FIELD) {
            return "of those dice now in the " + s.place().label();
        }
        return side(s.side(), s.place()) + nounWhere(s, false) + engaged(s.filter());
    }

    String plural(DieSelector s) {
        return side(s.side(), s.place()) + nounWhere(s, true) + engaged(s.filter());
    }

    /** "Scarlet Spider die you control that can spin up": where the die is before what else it is. */
    private String nounWhere(DieSelector s, boolean many) {
        String noun = noun(s, many);
        String qualifiers = qualifiers(s.filter());
        if (!qualifiers.isEmpty() && noun.endsWith(qualifiers)) {
            return noun.substring(0, noun.length() - qualifiers.length()) + where(s) + qualifiers;
        }
        return noun + where(s);
    }

    /** " while blocking or blocked by a Villains character die", after who controls the dice. */
    private String engaged(DieFilter f) {
        DieCondition.EngagedWith with = f.find(DieCondition.EngagedWith.class);
        return with == null ? ""
                : " while blocking or blocked by a " + noun(DieSelector.all(Side.ANY, with.filter()), false);
    }

    private static String side(Side side, Place place) {
        return switch (side) {
            case OWN -> "";
            case OPPOSING -> place == Place.FIELD || place == Place.ATTACK_ZONE ? "opposing " : "";
            case ANY -> "";
        };
    }

    private static String where(DieSelector s) {
        String owner = s.side() == Side.OWN ? "your " : s.side() == Side.OPPOSING ? "your opponent's " : "a ";
        if (s.place() == Place.FIELD || s.place() == Place.ATTACK_ZONE) {
            return s.side() == Side.OWN ? " you control" : "";
        }
        if (s.place() == Place.ON_A_CARD) {
            return " still on its card" + (s.side() == Side.ANY ? "" : " (" + owner + "cards)");
        }
        return " in " + owner + s.place().label();
    }

    String noun(DieSelector s, boolean many) {
        DieFilter f = s.filter();
        String adjectives = adjectives(f);
        String die = many ? "dice" : "die";
        String core = (adjectives + what(s)).trim();
        String text = (core.isEmpty() ? "" : core + " ") + die + qualifiers(f);
        if (f.wants(DieCondition.Other.class, false) && s.selection() != DieSelector.Selection.THIS_DIE) {
            return card.name() + " (this die)";
        }
        return text;
    }

    /** What the dice are called: a card's name, "Sidekick", "action", "character", "energy", or nothing. */
    private static String what(DieSelector s) {
        DieFilter f = s.filter();
        DieCondition.OfType type = f.find(DieCondition.OfType.class);
        CardType cardType = type == null ? null : type.type();
        if (f.cardName() != null) {
            return f.cardName();
        } else if (f.wants(DieCondition.Sidekick.class, true)) {
            return "Sidekick";
        } else if (FilterWords.isActionDie(f) || cardType == CardType.ACTION) {
            return "action";
        } else if (cardType == CardType.BASIC_ACTION) {
            return "Basic Action";
        } else if (cardType == CardType.CHARACTER) {
            return "character";
        } else if (FilterWords.faceIsTheNoun(f)) {
            return switch (f.find(DieCondition.Showing.class).kind()) {
                case ENERGY -> "energy";
                case CHARACTER -> "character";
                case ACTION -> "action";
            };
        }
        // a die judged by its card ("the last die on its card") may be any die, not only a character
        return s.place() == Place.FIELD && !f.has(DieCondition.LastOfItsCard.class)
                || f.wants(DieCondition.Character.class, true) ? "character"
                : s.place() == Place.ATTACK_ZONE ? "attacking or blocking character" : "";
    }

    String adjectives(DieFilter f) {
        return FilterWords.adjectives(f);
    }

    /** A filter that asks only for levels ("if it is level 2 or higher": a die that can spin down). */
    private boolean onlyLevels(DieSelector s) {
        DieCondition.Level level = s.filter().find(DieCondition.Level.class);
        return level != null && singular(s).equals(FilterWords.levels(level) + " character die");
    }

    String qualifiers(DieFilter f) {
        return FilterWords.qualifiers(f, card.name(), choseSeveral() ? "those chosen" : "the one chosen");
    }
}
