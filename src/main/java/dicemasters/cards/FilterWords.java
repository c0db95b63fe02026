package dicemasters.cards;

import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieCondition.Affiliation;
import dicemasters.engine.card.DieCondition.Attacking;
import dicemasters.engine.card.DieCondition.Blocked;
import dicemasters.engine.card.DieCondition.Blocking;
import dicemasters.engine.card.DieCondition.Character;
import dicemasters.engine.card.DieCondition.Cost;
import dicemasters.engine.card.DieCondition.CostAboveThose;
import dicemasters.engine.card.DieCondition.Damaged;
import dicemasters.engine.card.DieCondition.DefenseAtMostThis;
import dicemasters.engine.card.DieCondition.EngagedWithThis;
import dicemasters.engine.card.DieCondition.EnergyType;
import dicemasters.engine.card.DieCondition.FieldCost;
import dicemasters.engine.card.DieCondition.FieldedThisTurn;
import dicemasters.engine.card.DieCondition.InCombatThisTurn;
import dicemasters.engine.card.DieCondition.LastOfItsCard;
import dicemasters.engine.card.DieCondition.Level;
import dicemasters.engine.card.DieCondition.LikeThose;
import dicemasters.engine.card.DieCondition.Named;
import dicemasters.engine.card.DieCondition.NotAffiliation;
import dicemasters.engine.card.DieCondition.NotCardName;
import dicemasters.engine.card.DieCondition.NotEnergyType;
import dicemasters.engine.card.DieCondition.NotThis;
import dicemasters.engine.card.DieCondition.NotThose;
import dicemasters.engine.card.DieCondition.Other;
import dicemasters.engine.card.DieCondition.SharesAffiliation;
import dicemasters.engine.card.DieCondition.SharesEnergyType;
import dicemasters.engine.card.DieCondition.Showing;
import dicemasters.engine.card.DieCondition.ShowsBurst;
import dicemasters.engine.card.DieCondition.Sidekick;
import dicemasters.engine.card.DieCondition.TopLevel;
import dicemasters.engine.card.DieCondition.WithAbility;
import dicemasters.engine.card.DieCondition.WithKeyword;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Keyword;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The words of each {@link DieCondition}, one line per condition and answer, in the order they are
 * said: before the noun ("other damaged level 2 Villain character dice") or after it ("... with
 * purchase cost 3 or less that attacked this turn"). Which noun a filter names (a card's name,
 * "Sidekick", "action", "character") is {@link SelectorText#noun}. {@code thisDie} is the name of
 * the ability's own card; {@code those} is "those chosen" or "the one chosen".
 */
final class FilterWords {
    private FilterWords() {
    }

    static String adjectives(DieFilter f) {
        StringBuilder b = new StringBuilder();
        say(b, f.wants(Other.class, true) || f.wants(NotThis.class, true), "other ");
        say(b, f.wants(Damaged.class, true), "damaged ");
        say(b, f.wants(Damaged.class, false), "undamaged ");
        say(b, f.wants(Attacking.class, true), "attacking ");
        say(b, f.wants(Blocking.class, true), "blocking ");
        say(b, f.wants(Blocked.class, true), "blocked ");
        say(b, f.wants(Blocked.class, false), "unblocked ");
        say(b, f.wants(Sidekick.class, false) && !isActionDie(f), "non-Sidekick ");
        say(b, f, Level.class, level -> levels(level) + " ");
        say(b, f, EnergyType.class, energy -> energy.type().label() + " ");
        say(b, f, NotEnergyType.class, energy -> "non-" + energy.type().label() + " ");
        say(b, f, Affiliation.class, affiliation -> affiliation.name() + " ");
        say(b, f, NotCardName.class, name -> "non-" + name.name() + " ");
        say(b, f, NotAffiliation.class, affiliation -> "non-" + affiliation.name() + " ");
        return b.toString();
    }

    static String qualifiers(DieFilter f, String thisDie, String those) {
        StringBuilder b = new StringBuilder();
        say(b, f.wants(Attacking.class, false) && !f.has(Blocking.class), " that is not attacking");
        say(b, f.wants(Blocking.class, false), " that is not blocking");
        say(b, f, Cost.class, cost -> cost.max() == null ? "" : " with purchase cost " + cost.max() + " or less");
        say(b, f, Cost.class, cost -> cost.min() == null ? "" : " with purchase cost " + cost.min() + " or more");
        say(b, f.wants(EngagedWithThis.class, true), " blocking or blocked by " + thisDie);
        say(b, f.wants(EngagedWithThis.class, false), " not engaged with " + thisDie);
        say(b, f.wants(TopLevel.class, true), " at its highest level (it cannot spin up)");
        say(b, f.wants(TopLevel.class, false), " below its highest level");
        say(b, f.wants(SharesAffiliation.class, true), " sharing an affiliation with another character die in the"
                + " Field Zone");
        say(b, f, LikeThose.class, like -> like.relation() == DieFilter.Relation.AFFILIATION
                ? " sharing an affiliation with that die" : "");
        say(b, f, CostAboveThose.class, above -> above.max() == 0
                ? " with purchase cost equal to or less than that die's"
                : " costing at most " + above.max() + " more than that die");
        say(b, f, LikeThose.class, like -> like.relation() == DieFilter.Relation.OWNER ? " of that die's owner" : "");
        say(b, f.wants(DefenseAtMostThis.class, true), " with D no more than " + thisDie + "'s D");
        say(b, f.wants(DefenseAtMostThis.class, false), " with more D than " + thisDie);
        b.append(moreQualifiers(f));
        say(b, f.wants(InCombatThisTurn.class, false), " that did not attack or block this turn");
        say(b, f.wants(InCombatThisTurn.class, true), " that attacked or blocked this turn");
        say(b, f.has(NotThose.class), " other than " + those);
        say(b, f.wants(Named.class, true), " of the named character");
        say(b, f.wants(Named.class, false), " not of the named character");
        say(b, f.wants(SharesEnergyType.class, true), " sharing an energy type with another character die its"
                + " controller has in the Field Zone");
        say(b, f.wants(LastOfItsCard.class, true), " that was the last die on its card");
        say(b, f.wants(LastOfItsCard.class, false), " that is not the last die on its card");
        return b.toString();
    }

    /** Keywords, printed fielding cost, what happened this turn, bursts, abilities and the face shown. */
    private static String moreQualifiers(DieFilter f) {
        StringBuilder b = new StringBuilder();
        say(b, f, WithKeyword.class, with -> " with "
                + String.join(" or ", with.keywords().stream().map(Keyword::label).toList()));
        say(b, f, FieldCost.class, cost -> " with a printed fielding cost of " + cost.max()
                + (cost.max() == 0 ? "" : " or less"));
        say(b, f.wants(FieldedThisTurn.class, true), " fielded this turn");
        say(b, f.wants(FieldedThisTurn.class, false), " not fielded this turn");
        say(b, f.wants(ShowsBurst.class, true), " showing a burst");
        say(b, f.wants(ShowsBurst.class, false), " showing no burst");
        say(b, f, WithAbility.class, with -> " with a \"" + with.trigger().jsonName() + "\" ability");
        say(b, f, Showing.class, showing -> faceIsTheNoun(f) ? "" : " showing " + faceArticle(showing) + " face");
        return b.toString();
    }

    private static void say(StringBuilder b, boolean when, String words) {
        if (when) {
            b.append(words);
        }
    }

    /** The words of the filter's condition of that kind, when it has one. */
    private static <T extends DieCondition> void say(StringBuilder b, DieFilter f, Class<T> kind,
                                                     Function<T, String> words) {
        T c = f.find(kind);
        if (c != null) {
            b.append(words.apply(c));
        }
    }

    /** "a character", "an energy": the face kind a die shows, with its article. */
    static String faceArticle(Showing showing) {
        return SelectorText.article(showing.kind().name().toLowerCase(Locale.ROOT));
    }

    /** "Energy die" when nothing else names the die; otherwise the face is a qualifier ("showing an energy face"). */
    static boolean faceIsTheNoun(DieFilter f) {
        return f.has(Showing.class) && f.cardName() == null && !f.wants(Sidekick.class, true) && !isActionDie(f)
                && !f.has(DieCondition.OfType.class);
    }

    /** Neither a character die nor a Sidekick die: an action die (Basic or not). */
    static boolean isActionDie(DieFilter f) {
        return f.wants(Character.class, false) && f.wants(Sidekick.class, false);
    }

    /** "level 2", "level 1 or 2", "level 2 or higher". */
    static String levels(Level level) {
        int min = level.min() == null ? 1 : level.min();
        if (level.max() == null) {
            return "level " + min + " or higher";
        }
        if (min == level.max()) {
            return "level " + min;
        }
        List<String> each = new ArrayList<>();
        for (int l = min; l <= level.max(); l++) {
            each.add(String.valueOf(l));
        }
        return "level " + String.join(" or ", each);
    }
}
