package dicemasters.cards;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;

import java.util.ArrayList;
import java.util.List;

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
                    ? "that die (if it is " + levels(f) + ")" : "that " + singular(s);
            case THOSE -> s.place() == Place.BAG ? (s.upTo() ? "any of " : "") + "the drawn " + noun(s, true)
                    : s.upTo() ? "any of those dice now in the " + s.place().label()
                    : f.faceKind() != null
                    ? "that die (if it shows " + article(f.faceKind().name().toLowerCase(java.util.Locale.ROOT))
                    + " face)"
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
                    yield "any number of " + side(s.side(), s.place()) + noun(s, true) + where(s);
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
        return f.engagedWith() == null ? ""
                : " while blocking or blocked by a " + noun(DieSelector.all(Side.ANY, f.engagedWith()), false);
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
        String what;
        if (f.cardName() != null) {
            what = f.cardName();
        } else if (Boolean.TRUE.equals(f.sidekick())) {
            what = "Sidekick";
        } else if (isActionDie(f) || f.cardType() == dicemasters.engine.card.CardType.ACTION) {
            what = "action";
        } else if (f.cardType() == dicemasters.engine.card.CardType.BASIC_ACTION) {
            what = "Basic Action";
        } else if (f.cardType() == dicemasters.engine.card.CardType.CHARACTER) {
            what = "character";
        } else if (faceIsTheNoun(f)) {
            what = switch (f.faceKind()) {
                case ENERGY -> "energy";
                case CHARACTER -> "character";
                case ACTION -> "action";
            };
        } else {
            // a die judged by its card ("the last die on its card") may be any die, not only a character
            what = s.place() == Place.FIELD && f.lastOfItsCard() == null || Boolean.TRUE.equals(f.character())
                    ? "character"
                    : s.place() == Place.ATTACK_ZONE ? "attacking or blocking character" : "";
        }
        String adjectives = adjectives(f);
        String die = many ? "dice" : "die";
        String core = (adjectives + what).trim();
        String text = (core.isEmpty() ? "" : core + " ") + die + qualifiers(f);
        if (Boolean.FALSE.equals(f.other()) && s.selection() != DieSelector.Selection.THIS_DIE) {
            return card.name() + " (this die)";
        }
        return text;
    }

    /** "Energy die" when nothing else names the die; otherwise the face is a qualifier ("showing an energy face"). */
    private static boolean faceIsTheNoun(DieFilter f) {
        return f.faceKind() != null && f.cardName() == null && !Boolean.TRUE.equals(f.sidekick()) && !isActionDie(f)
                && f.cardType() == null;
    }

    /** Neither a character die nor a Sidekick die: an action die (Basic or not). */
    private static boolean isActionDie(DieFilter f) {
        return Boolean.FALSE.equals(f.character()) && Boolean.FALSE.equals(f.sidekick());
    }

    String adjectives(DieFilter f) {
        StringBuilder b = new StringBuilder();
        if (Boolean.TRUE.equals(f.other()) || Boolean.TRUE.equals(f.notThis())) {
            b.append("other ");
        }
        if (Boolean.TRUE.equals(f.damaged())) {
            b.append("damaged ");
        }
        if (Boolean.FALSE.equals(f.damaged())) {
            b.append("undamaged ");
        }
        if (Boolean.TRUE.equals(f.attacking())) {
            b.append("attacking ");
        }
        if (Boolean.TRUE.equals(f.blocking())) {
            b.append("blocking ");
        }
        if (Boolean.TRUE.equals(f.blocked())) {
            b.append("blocked ");
        }
        if (Boolean.FALSE.equals(f.blocked())) {
            b.append("unblocked ");
        }
        if (Boolean.FALSE.equals(f.sidekick()) && !isActionDie(f)) {
            b.append("non-Sidekick ");
        }
        if (f.minLevel() != null || f.maxLevel() != null) {
            b.append(levels(f)).append(' ');
        }
        if (f.energy() != null) {
            b.append(f.energy().label()).append(' ');
        }
        if (f.notEnergy() != null) {
            b.append("non-").append(f.notEnergy().label()).append(' ');
        }
        if (f.affiliation() != null) {
            b.append(f.affiliation()).append(' ');
        }
        if (f.notCardName() != null) {
            b.append("non-").append(f.notCardName()).append(' ');
        }
        if (f.notAffiliation() != null) {
            b.append("non-").append(f.notAffiliation()).append(' ');
        }
        return b.toString();
    }

    /** Keywords, printed fielding cost, what happened this turn, bursts and abilities. */
    private static String moreQualifiers(DieFilter f) {
        StringBuilder b = new StringBuilder();
        if (f.withKeyword() != null) {
            b.append(" with ").append(String.join(" or ", f.withKeyword().stream().map(Keyword::label).toList()));
        }
        if (f.maxFieldCost() != null) {
            b.append(" with a printed fielding cost of ").append(f.maxFieldCost())
                    .append(f.maxFieldCost() == 0 ? "" : " or less");
        }
        if (f.fieldedThisTurn() != null) {
            b.append(f.fieldedThisTurn() ? " fielded this turn" : " not fielded this turn");
        }
        if (f.showsBurst() != null) {
            b.append(f.showsBurst() ? " showing a burst" : " showing no burst");
        }
        if (f.withAbility() != null) {
            b.append(" with a \"").append(f.withAbility().jsonName()).append("\" ability");
        }
        if (f.faceKind() != null && !faceIsTheNoun(f)) {
            b.append(" showing ").append(article(f.faceKind().name().toLowerCase(java.util.Locale.ROOT))).append(" face");
        }
        return b.toString();
    }

    /** A filter that asks only for levels ("if it is level 2 or higher": a die that can spin down). */
    private boolean onlyLevels(DieSelector s) {
        return (s.filter().minLevel() != null || s.filter().maxLevel() != null)
                && singular(s).equals(levels(s.filter()) + " character die");
    }

    private static String levels(DieFilter f) {
        int min = f.minLevel() == null ? 1 : f.minLevel();
        if (f.maxLevel() == null) {
            return "level " + min + " or higher";
        }
        if (min == f.maxLevel()) {
            return "level " + min;
        }
        List<String> each = new ArrayList<>();
        for (int l = min; l <= f.maxLevel(); l++) {
            each.add(String.valueOf(l));
        }
        return "level " + String.join(" or ", each);
    }

    String qualifiers(DieFilter f) {
        StringBuilder b = new StringBuilder();
        if (Boolean.FALSE.equals(f.attacking()) && f.blocking() == null) {
            b.append(" that is not attacking");
        }
        if (Boolean.FALSE.equals(f.blocking())) {
            b.append(" that is not blocking");
        }
        if (f.maxCost() != null) {
            b.append(" with purchase cost ").append(f.maxCost()).append(" or less");
        }
        if (f.minCost() != null) {
            b.append(" with purchase cost ").append(f.minCost()).append(" or more");
        }
        if (Boolean.TRUE.equals(f.engagedWithThis())) {
            b.append(" blocking or blocked by ").append(card.name());
        }
        if (Boolean.FALSE.equals(f.engagedWithThis())) {
            b.append(" not engaged with ").append(card.name());
        }
        if (Boolean.TRUE.equals(f.topLevel())) {
            b.append(" at its highest level (it cannot spin up)");
        }
        if (Boolean.FALSE.equals(f.topLevel())) {
            b.append(" below its highest level");
        }
        if (Boolean.TRUE.equals(f.sharesAffiliation())) {
            b.append(" sharing an affiliation with another character die in the Field Zone");
        }
        if (f.likeThose() == DieFilter.Relation.AFFILIATION) {
            b.append(" sharing an affiliation with that die");
        }
        if (f.maxCostAboveThose() != null && f.maxCostAboveThose() == 0) {
            b.append(" with purchase cost equal to or less than that die's");
        } else if (f.maxCostAboveThose() != null) {
            b.append(" costing at most ").append(f.maxCostAboveThose()).append(" more than that die");
        }
        if (f.likeThose() == DieFilter.Relation.OWNER) {
            b.append(" of that die's owner");
        }
        if (Boolean.TRUE.equals(f.defenseAtMostThis())) {
            b.append(" with D no more than ").append(card.name()).append("'s D");
        }
        if (Boolean.FALSE.equals(f.defenseAtMostThis())) {
            b.append(" with more D than ").append(card.name());
        }
        b.append(moreQualifiers(f));
        if (Boolean.FALSE.equals(f.inCombatThisTurn())) {
            b.append(" that did not attack or block this turn");
        }
        if (Boolean.TRUE.equals(f.inCombatThisTurn())) {
            b.append(" that attacked or blocked this turn");
        }
        if (Boolean.TRUE.equals(f.notThose())) {
            b.append(choseSeveral() ? " other than those chosen" : " other than the one chosen");
        }
        if (Boolean.TRUE.equals(f.named())) {
            b.append(" of the named character");
        }
        if (Boolean.FALSE.equals(f.named())) {
            b.append(" not of the named character");
        }
        if (Boolean.TRUE.equals(f.sharesEnergyType())) {
            b.append(" sharing an energy type with another character die its controller has in the Field Zone");
        }
        if (Boolean.TRUE.equals(f.lastOfItsCard())) {
            b.append(" that was the last die on its card");
        }
        if (Boolean.FALSE.equals(f.lastOfItsCard())) {
            b.append(" that is not the last die on its card");
        }

        return b.toString();
    }
}
