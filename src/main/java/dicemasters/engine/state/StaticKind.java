package dicemasters.engine.state;

import dicemasters.engine.card.Effect;

import java.util.List;

/**
 * What a question about a die asks of "while active" effects: its stats, its keywords, what it may
 * not do, how it blocks or is blocked. Each card's abilities are sorted by these kinds once per game,
 * so a question skips the cards that cannot answer it.
 */
public enum StaticKind {
    STAT_CHANGES(List.of(Effect.ModifyStats.class)),
    KEYWORDS(List.of(Effect.LoseKeyword.class, Effect.GrantKeyword.class, Effect.GainKeywordsOf.class)),
    GRANTED_OR_LOST_KEYWORDS(List.of(Effect.LoseKeyword.class, Effect.GrantKeyword.class)),
    LOST_KEYWORDS(List.of(Effect.LoseKeyword.class)),
    RESTRICTIONS(List.of(Effect.Restrict.class)),
    PROTECTION_FROM_TARGETING(List.of(Effect.ProtectFromTargeting.class)),
    BLOCKING_SEVERAL(List.of(Effect.BlockSeveral.class)),
    ONE_BLOCKER_DEALS_DAMAGE(List.of(Effect.OneBlockerDealsDamage.class)),
    WHO_MAY_BLOCK(List.of(Effect.CantBeBlockedBy.class, Effect.BlockableOnlyBy.class));

    private final List<Class<? extends Effect>> effectTypes;

    StaticKind(List<Class<? extends Effect>> effectTypes) {
        this.effectTypes = effectTypes;
    }

    /** Whether the effect is of this kind. */
    public boolean matches(Effect effect) {
        for (Class<? extends Effect> type : effectTypes) {
            if (type.isInstance(effect)) {
                return true;
            }
        }
        return false;
    }

    int bit() {
        return 1 << ordinal();
    }
}
