package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Trigger;

/**
 * A character die's current attack and defense: printed value plus applied and static bonuses,
 * all added up first and then applied, never below zero. Damage is tracked apart from stats.
 */
public final class Stats {
    private Stats() {
    }

    public static int attack(GameState s, Die d) {
        Face face = s.face(d);
        if (!face.isCharacter()) {
            return 0;
        }
        int bonus = 0;
        for (AppliedModifier m : s.modifiers) {
            if (m.dieId() == d.id()) {
                bonus += m.attack();
            }
        }
        bonus += staticBonus(s, d, true);
        return Math.max(0, face.attack() + bonus);
    }

    public static int defense(GameState s, Die d) {
        Face face = s.face(d);
        if (!face.isCharacter()) {
            return 0;
        }
        int bonus = 0;
        for (AppliedModifier m : s.modifiers) {
            if (m.dieId() == d.id()) {
                bonus += m.defense();
            }
        }
        bonus += staticBonus(s, d, false);
        return Math.max(0, face.defense() + bonus);
    }

    /** Damage still needed to KO the die. */
    public static int remainingDefense(GameState s, Die d) {
        return Math.max(0, defense(s, d) - d.damage);
    }

    public static boolean hasKeyword(GameState s, Die d, Keyword keyword) {
        if (s.definition(d).has(keyword)) {
            return true;
        }
        for (AppliedModifier m : s.modifiers) {
            if (m.dieId() == d.id() && m.keyword() == keyword) {
                return true;
            }
        }
        return false;
    }

    /** "While active" stat bonuses: one per active card, however many of its dice are in the field. */
    private static int staticBonus(GameState s, Die d, boolean attack) {
        if (!d.zone.inField()) {
            return 0;
        }
        int bonus = 0;
        for (int index : s.staticBonusCards) {
            CardInPlay card = s.cards.get(index);
            for (Ability ability : card.definition().abilities()) {
                if (ability.trigger() != Trigger.WHILE_ACTIVE || !Targets.isActive(s, card.index())) {
                    continue;
                }
                for (Effect effect : ability.effects()) {
                    if (effect instanceof Effect.ModifyStats mod
                            && Targets.matchesStatically(s, mod.dice(), card, d)) {
                        bonus += attack ? mod.attack() : mod.defense();
                    }
                }
            }
        }
        return bonus;
    }
}
