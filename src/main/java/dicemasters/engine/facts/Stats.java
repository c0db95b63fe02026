package dicemasters.engine.facts;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StaticAbility;
import dicemasters.engine.state.StaticKind;

import java.util.List;

/**
 * A character die's current attack and defense: printed value plus applied and static bonuses,
 * all added up first and then applied, never below zero. Damage is tracked apart from stats.
 */
public final class Stats {
    private Stats() {
    }

    public static int attack(GameState s, Die d) {
        return stat(s, d, true);
    }

    public static int defense(GameState s, Die d) {
        return stat(s, d, false);
    }

    private static int stat(GameState s, Die d, boolean attack) {
        Face face = s.face(d);
        if (!face.isCharacter()) {
            return 0;
        }
        int bonus = 0;
        for (AppliedModifier m : s.modifiers()) {
            if (m.dieId() == d.id()) {
                bonus += attack ? m.attack() : m.defense();
            }
        }
        bonus += staticBonus(s, d, attack);
        return Math.max(0, (attack ? face.attack() : face.defense()) + bonus);
    }

    /**
     * Whether the die's damage is at least its defense. Asked for every die after every action: a die
     * without damage is looked at closely only if its defense may be 0. {@code face}: the face the die
     * shows, which the caller has already read.
     */
    public static boolean damageReachesDefense(GameState s, Die d, Face face) {
        return (d.damage() > 0 || mayHaveNoDefense(s, d, face)) && d.damage() >= defense(s, d);
    }

    /**
     * Whether the die's defense may be 0 now; false when its face and this turn's changes give it
     * some and no "while active" ability of the game can take defense away.
     */
    private static boolean mayHaveNoDefense(GameState s, Die d, Face face) {
        if (!face.isCharacter() || s.gameCards().lowersDefenseStatically()) {
            return true;
        }
        int defense = face.defense();
        if (s.modifiers().isEmpty()) {
            return defense <= 0;
        }
        for (AppliedModifier m : s.modifiers()) {
            if (m.dieId() == d.id()) {
                defense += m.defense();
            }
        }
        return defense <= 0;
    }

    /** Damage still needed to KO the die (a die Iron Will holds needs one more hit, however small). */
    public static int remainingDefense(GameState s, Die d) {
        int remaining = Math.max(0, defense(s, d) - d.damage());
        return remaining == 0 && Defeat.heldByIronWill(s, d) ? 1 : remaining;
    }

    public static boolean hasKeyword(GameState s, Die d, Keyword keyword) {
        if (Copies.hasCardKeyword(s, d, keyword)) {
            return !s.gameCards().takesKeywords() || !KeywordSources.loses(s, d, keyword);
        }
        return hasGrantedKeyword(s, d, keyword);
    }

    /**
     * Whether an effect gave the die the keyword (this turn, or while a card is active), its card
     * aside, and no effect takes it away.
     */
    public static boolean hasGrantedKeyword(GameState s, Die d, Keyword keyword) {
        boolean granted = grantedByModifier(s, d, keyword);
        for (StaticEffect st : staticEffectsOn(s, d, StaticKind.KEYWORDS)) {
            if (st.effect() instanceof Effect.LoseKeyword lose && lose.keyword() == keyword) {
                return false;
            }
            granted = granted || st.effect() instanceof Effect.GrantKeyword g && g.keyword() == keyword
                    || st.effect() instanceof Effect.GainKeywordsOf of && KeywordSources.othersHave(s, st, of, d, keyword);
        }
        return granted;
    }

    /** Granted until the end of the turn by an ability that resolved. */
    static boolean grantedByModifier(GameState s, Die d, Keyword keyword) {
        for (AppliedModifier m : s.modifiers()) {
            if (m.dieId() == d.id() && m.keyword() == keyword) {
                return true;
            }
        }
        return false;
    }

    /** Whether some die may have the restriction now: one this turn gave it, or a "while active" ability of the game. */
    public static boolean mayAnyDieHave(GameState s, Restriction restriction) {
        if (s.gameCards().restrictsStatically(restriction)) {
            return true;
        }
        for (AppliedModifier m : s.modifiers()) {
            if (m.restriction() == restriction) {
                return true;
            }
        }
        return false;
    }

    /** Whether a combat restriction is on the die, applied this turn or from an active card. */
    public static boolean hasRestriction(GameState s, Die d, Restriction restriction) {
        for (AppliedModifier m : s.modifiers()) {
            if (m.dieId() == d.id() && m.restriction() == restriction) {
                return true;
            }
        }
        if (!s.gameCards().restrictsStatically(restriction)) {
            return false; // asked for every die at every declaration: most games have no such card
        }
        for (StaticEffect st : staticEffectsOn(s, d, StaticKind.RESTRICTIONS)) {
            if (st.effect() instanceof Effect.Restrict r && r.restriction() == restriction) {
                return true;
            }
        }
        return false;
    }

    /** A "while active" effect of a card that reaches a die. */
    public record StaticEffect(CardInPlay card, Effect effect) {
    }

    /** "While active" bonuses: one per active card, however many of its dice are in the field. */
    private static int staticBonus(GameState s, Die d, boolean attack) {
        if (!s.gameCards().changesStatsStatically()) {
            return 0;
        }
        int bonus = 0;
        for (StaticEffect st : staticEffectsOn(s, d, StaticKind.STAT_CHANGES)) {
            if (st.effect() instanceof Effect.ModifyStats mod) {
                bonus += Amounts.of(s, attack ? mod.attack() : mod.defense(), st.card().index(),
                        st.card().owner(), d.id(), -1);
            }
        }
        return bonus;
    }

    /**
     * "While active" effects of active cards, and of copied card text, that reach the die now, of the
     * kind asked for: an ability with no effect of that kind is not looked at, since its condition and
     * the dice it reaches cost more than the question.
     */
    public static List<StaticEffect> staticEffectsOn(GameState s, Die d, StaticKind kind) {
        // Only cards with "while active" abilities of the kind can reach the die; they are known for the game.
        int[] cards = s.gameCards().whileActiveCards(kind);
        boolean copies = s.gameCards().copiesAbilities();
        if (cards.length == 0 && !copies || !s.isCharacterInField(d)) {
            return List.of();
        }
        List<StaticEffect> result = new java.util.ArrayList<>();
        for (int index : cards) {
            // A card is active while it has a die in the field that kept its abilities: that die is
            // the source of its "while active" abilities. Looked for once per card (the dice scan
            // was the engine's hottest loop in search simulations).
            int source = -2;
            for (StaticAbility ability : s.gameCards().staticAbilities(index)) {
                if (!ability.has(kind)) {
                    continue;
                }
                if (source == -2) {
                    source = Targets.firstActiveDie(s, index);
                }
                if (source < 0) {
                    break;
                }
                addReaching(s, ability, kind, s.cards().get(index), d, source, result);
            }
        }
        if (copies) {
            addCopiedStaticEffects(s, d, kind, result);
        }
        return result;
    }

    /** Its effects of the kind that reach the die, if its condition holds (asked last: it can count dice). */
    private static void addReaching(GameState s, StaticAbility ability, StaticKind kind, CardInPlay card,
                                    Die d, int source, List<StaticEffect> into) {
        Effect[] effects = ability.effects();
        boolean conditionChecked = false;
        for (int i = 0; i < effects.length; i++) {
            if (!kind.matches(effects[i]) || !Targets.matchesStatically(s, ability.selectors()[i], card, d)) {
                continue;
            }
            if (!conditionChecked && !Conditions.holds(s, ability.ability().condition(), card.owner(),
                    d.cardIndex() == card.index() ? d.id() : source)) {
                return;
            }
            conditionChecked = true;
            into.add(new StaticEffect(card, effects[i]));
        }
    }

    /**
     * "While active" effects of copied card text work through the copying die while it is in the
     * Field Zone, for its controller, as if its own card had them (so they add to the copied
     * card's own, when that card is active too).
     */
    private static void addCopiedStaticEffects(GameState s, Die d, StaticKind kind,
                                                List<StaticEffect> into) {
        for (Copies.Copying c : Copies.inField(s)) {
            Die copier = c.copier();
            CardInPlay asCopied = new CardInPlay(c.card(), s.cards().get(c.card()).definition(), copier.owner());
            for (StaticAbility ability : s.gameCards().staticAbilities(c.card())) {
                if (!ability.has(kind)
                        || !Conditions.holds(s, ability.ability().condition(), copier.owner(), copier.id())) {
                    continue;
                }
                Effect[] effects = ability.effects();
                for (int i = 0; i < effects.length; i++) {
                    if (kind.matches(effects[i]) && Targets.matchesThroughCopy(s, ability.selectors()[i], copier, d)) {
                        into.add(new StaticEffect(asCopied, effects[i]));
                    }
                }
            }
        }
    }
}
