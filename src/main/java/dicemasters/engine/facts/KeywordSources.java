package dicemasters.engine.facts;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StaticKind;

/**
 * Static effects on a die's keywords beyond granting one: losing a keyword ("lose and cannot gain
 * Intimidate") and having the keywords of other dice ("gains the keyword abilities of each other
 * character in the Field Zone").
 */
final class KeywordSources {
    private KeywordSources() {
    }

    /** A static effect takes the keyword away from the die. */
    static boolean loses(GameState s, Die d, Keyword keyword) {
        for (Stats.StaticEffect st : Stats.staticEffectsOn(s, d, StaticKind.LOST_KEYWORDS)) {
            if (st.effect() instanceof Effect.LoseKeyword lose && lose.keyword() == keyword) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a die the effect looks at has the keyword, printed or granted (not through another such
     * effect: two dice that each gain the other's keywords gain only what the other has of its own).
     */
    static boolean othersHave(GameState s, Stats.StaticEffect st, Effect.GainKeywordsOf of, Die d, Keyword keyword) {
        for (Die other : s.dice()) {
            if (other.id() != d.id() && Targets.matchesStatically(s, of.from(), st.card(), other)
                    && hasOwnOrGranted(s, other, keyword)) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasOwnOrGranted(GameState s, Die d, Keyword keyword) {
        boolean has = Copies.hasCardKeyword(s, d, keyword) || Stats.grantedByModifier(s, d, keyword);
        for (Stats.StaticEffect st : Stats.staticEffectsOn(s, d, StaticKind.GRANTED_OR_LOST_KEYWORDS)) {
            if (st.effect() instanceof Effect.LoseKeyword lose && lose.keyword() == keyword) {
                return false;
            }
            has = has || st.effect() instanceof Effect.GrantKeyword g && g.keyword() == keyword;
        }
        return has;
    }
}
