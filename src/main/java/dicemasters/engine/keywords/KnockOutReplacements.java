package dicemasters.engine.keywords;

import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

/**
 * Keywords that replace where a die would go (WWE 2019 glossary, the newest): Regenerate ("If this
 * Superstar would be KO'd, roll it. If you roll a Superstar face, return it to the field on the
 * rolled face (but not the Attack Zone). Otherwise, move the die to your Prep Area.") and Immortal
 * ("When a Superstar die with Immortal would go to the Used Pile (except when it is purchased,
 * swapped, or sent as energy), instead add that Superstar die to its owner's bag.").
 */
public final class KnockOutReplacements {
    private KnockOutReplacements() {
    }

    /**
     * Regenerate, as a die in the field is about to be KO'd: it is rolled; on a character face it
     * stays (true: no KO happens); otherwise the KO goes on and it goes to the Prep Area.
     */
    public static boolean regenerates(Table t, Die d) {
        GameState s = t.s;
        if (!d.zone().inField() || !has(s, d, Keyword.REGENERATE) || s.gameCards().isTokenCard(d.cardIndex())) {
            return false;
        }
        t.roll(d);
        if (!s.face(d).isCharacter()) {
            return false;
        }
        t.regenerated(d);
        return true;
    }

    /**
     * Immortal: a Superstar die on its way to the Used Pile goes to the bag instead, unless it is
     * being purchased or swapped (it comes from its card) or sent as energy (it shows an energy face
     * in the Reserve Pool or, spent, Out of Play).
     */
    public static boolean goesToBagInstead(GameState s, Die d, Zone from) {
        if (from == Zone.ON_CARD || s.definition(d).type() != CardType.CHARACTER || !has(s, d, Keyword.IMMORTAL)) {
            return false;
        }
        boolean energy = (from == Zone.RESERVE || from == Zone.OUT_OF_PLAY) && s.face(d).isEnergy();
        return !energy;
    }

    private static boolean has(GameState s, Die d, Keyword k) {
        return s.definition(d).has(k) || (d.zone().inField() && Stats.hasGrantedKeyword(s, d, k));
    }
}
