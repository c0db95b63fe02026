package dicemasters.engine.combat;

import dicemasters.engine.card.DamageFilter;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

/** Whether a piece of damage is one a prevention, redirection or limit of a card applies to. */
final class DamageFilters {
    private DamageFilters() {
    }

    /**
     * Seen from {@code controller}, who controls the ability on card {@code cardIndex}: "your dice"
     * are theirs, "opposing" sources are the other player's, and "other: false" in a dice filter
     * means the card's own dice.
     */
    static boolean matches(GameState s, DamageFilter f, int controller, int cardIndex, DamageHit h) {
        return matches(s, f, controller, cardIndex, -1, h);
    }

    /**
     * The same for copied card text when {@code selfDie} is not -1: the card's own dice are then
     * the copying die alone (the copied text's references to itself name the copying die).
     */
    static boolean matches(GameState s, DamageFilter f, int controller, int cardIndex, int selfDie, DamageHit h) {
        return recipientMatches(s, f, controller, cardIndex, selfDie, h) && originMatches(f, h)
                && (f.sourceTrigger() == null || f.sourceTrigger() == h.sourceTrigger())
                && sideMatches(s, f, controller, h) && sourceDiceMatch(s, f, h);
    }

    private static boolean recipientMatches(GameState s, DamageFilter f, int controller, int cardIndex, int selfDie,
                                            DamageHit h) {
        if (h.toPlayer()) {
            // Life is the team's: damage to a teammate is damage to "you" (the same in a two-player game).
            return f.to().includesPlayer()
                    && (s.seats().sameTeam(h.targetPlayer(), controller) || f.to() == DamageFilter.Recipient.ANYONE);
        }
        Die d = s.die(h.targetDie());
        boolean whose = f.to() == DamageFilter.Recipient.ANY_DIE || f.to() == DamageFilter.Recipient.ANYONE
                || s.seats().sameTeam(d.owner(), controller);
        return f.to().includesDice() && whose && passesForCard(s, d, f.dice(), cardIndex, selfDie);
    }

    private static boolean originMatches(DamageFilter f, DamageHit h) {
        return switch (f.origin()) {
            case ANY -> true;
            case COMBAT -> h.combat();
            case ABILITY -> !h.combat();
        };
    }

    private static boolean sideMatches(GameState s, DamageFilter f, int controller, DamageHit h) {
        return switch (f.sourceSide()) {
            case ANY -> true;
            case OWN -> s.seats().sameTeam(h.sourceController(), controller);
            case OPPOSING -> !s.seats().sameTeam(h.sourceController(), controller);
        };
    }

    private static boolean sourceDiceMatch(GameState s, DamageFilter f, DamageHit h) {
        if (f.sourceDice().isAny()) {
            return true;
        }
        return h.sourceDie() >= 0 && passesForCard(s, s.die(h.sourceDie()), f.sourceDice(), -1, -1);
    }

    /**
     * A dice filter where "other" compares cards: false is the card's own dice, true every other card's;
     * for copied text, false is the copying die and true every other die.
     */
    private static boolean passesForCard(GameState s, Die d, DieFilter filter, int cardIndex, int selfDie) {
        if (selfDie >= 0 && namesCopiedCard(s, filter, cardIndex)) {
            // "April dice" in text copied by Parasite: Parasite's die.
            return d.id() == selfDie && passesForCard(s, d, filter.without(DieCondition.CardName.class), cardIndex, selfDie);
        }
        DieCondition.Other other = filter.find(DieCondition.Other.class);
        boolean own = selfDie >= 0 ? d.id() == selfDie : d.cardIndex() == cardIndex;
        if (other != null && own == other.is()) {
            return false;
        }
        return Targets.passes(s, d, filter.without(DieCondition.Other.class), -1);
    }

    private static boolean namesCopiedCard(GameState s, DieFilter filter, int cardIndex) {
        return filter.cardName() != null
                && filter.cardName().equalsIgnoreCase(s.cards().get(cardIndex).definition().name());
    }
}
