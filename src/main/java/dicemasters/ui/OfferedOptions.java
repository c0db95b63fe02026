package dicemasters.ui;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.List;

/**
 * {@link TableOptions} for a table that does not decide: what pointing offers, what a click starts
 * and whether a draft may be sent, all read from the {@link OfferedMoves} the deciding program
 * sent. A group composed from the offered dice (or a payment changed) is always sendable: the
 * deciding program judges it and says why not.
 */
final class OfferedOptions {
    private OfferedOptions() {
    }

    static Option die(OfferedMoves m, GameState s, Mode mode, BlockingDraft blocking, int id) {
        return switch (mode) {
            case REROLL, ATTACKERS, TARGETS -> m.pick().contains(id) ? Option.ok() : Option.NONE;
            case WINDOW -> dieMove(m, id) != null ? Option.ok() : refusedOrNone(m.dieReasons().get(id));
            case PAYING -> m.payers().contains(id) ? Option.ok() : Option.NONE;
            case BLOCKERS -> blocking.option(s, s.die(id));
            case SPLIT -> ((Decision.SplitDamage) s.decision()).blockers().contains(id) ? Option.ok() : Option.NONE;
            default -> Option.NONE;
        };
    }

    static Option card(OfferedMoves m, GameState s, Mode mode, int cardIndex) {
        CardInPlay card = s.cards().get(cardIndex);
        if (card.isSidekicks()) {
            return Option.NONE;
        }
        if (mode == Mode.TARGETS) {
            return TableOptions.unpurchasedCandidates(s, cardIndex).isEmpty() ? Option.NONE : Option.ok();
        }
        boolean others = !card.isShared() && card.owner() != s.actingPlayer();
        if (!others && mode != Mode.WINDOW && mode != Mode.REROLL) {
            return Option.NONE;
        }
        return purchase(m, cardIndex) != null ? Option.ok() : refusedOrNone(m.cardReasons().get(cardIndex));
    }

    static Option global(OfferedMoves m, Mode mode, int cardIndex, int abilityIndex) {
        if (mode != Mode.WINDOW && mode != Mode.REROLL) {
            return Option.NONE;
        }
        return useGlobal(m, cardIndex, abilityIndex) != null ? Option.ok()
                : refusedOrNone(m.globalReasons().get(OfferedMoves.global(cardIndex, abilityIndex)));
    }

    /** The offered move of a die in the window: fielding it, using it (an action die), or its ability in the field. */
    static Action dieMove(OfferedMoves m, int id) {
        return m.legal().stream().filter(a -> a instanceof Action.Field f && f.die() == id
                || a instanceof Action.UseActionDie u && u.die() == id
                || a instanceof Action.UseFieldAbility f && f.die() == id).findFirst().orElse(null);
    }

    static Action.Purchase purchase(OfferedMoves m, int cardIndex) {
        return m.legal().stream().filter(a -> a instanceof Action.Purchase p && p.cardIndex() == cardIndex)
                .map(Action.Purchase.class::cast).findFirst().orElse(null);
    }

    static Action.UseGlobal useGlobal(OfferedMoves m, int cardIndex, int abilityIndex) {
        return m.legal().stream().filter(a -> a instanceof Action.UseGlobal g && g.cardIndex() == cardIndex
                && g.abilityIndex() == abilityIndex).map(Action.UseGlobal.class::cast).findFirst().orElse(null);
    }

    /** What a click on an offered die in the window starts, paid as offered (null: using an action die, nothing to pay). */
    static PayingFor paidDie(GameState s, Action move) {
        if (move instanceof Action.Field f) {
            return PaidChoices.fielding(s, s.die(f.die()), f.payment());
        }
        if (move instanceof Action.UseFieldAbility u) {
            return PaidChoices.fieldAbility(s, s.die(u.die()), u.abilityIndex(), u.payment());
        }
        return null;
    }

    /**
     * Null when the action may be sent: one of the offered moves, the same move with another
     * payment, or a group of offered dice; else why not, in the table's words.
     */
    static String check(OfferedMoves m, GameState s, Action action) {
        if (m.legal().contains(action) || sameMoveOtherPayment(m, action)) {
            return null;
        }
        boolean offeredGroup = false;
        if (action instanceof Action.Reroll r) {
            offeredGroup = m.pick().containsAll(r.dice());
        } else if (action instanceof Action.DeclareAttackers a) {
            offeredGroup = m.pick().containsAll(a.dice());
        } else if (action instanceof Action.ChooseTargets t) {
            offeredGroup = m.pick().containsAll(t.dice());
        } else if (action instanceof Action.DeclareBlockers b) {
            offeredGroup = b.blocks().stream().allMatch(k -> m.pick().contains(k.blocker())
                    && m.attackers().contains(k.attacker()));
        } else if (action instanceof Action.SplitDamage) {
            offeredGroup = s.decision() instanceof Decision.SplitDamage;
        }
        return offeredGroup ? null : "That move is not among those allowed now.";
    }

    private static boolean sameMoveOtherPayment(OfferedMoves m, Action action) {
        if (action instanceof Action.Purchase p) {
            return purchase(m, p.cardIndex()) != null;
        } else if (action instanceof Action.UseGlobal g) {
            return useGlobal(m, g.cardIndex(), g.abilityIndex()) != null;
        } else if (action instanceof Action.Field f) {
            return dieMove(m, f.die()) instanceof Action.Field;
        } else if (action instanceof Action.UseFieldAbility u) {
            return dieMove(m, u.die()) instanceof Action.UseFieldAbility o && o.abilityIndex() == u.abilityIndex();
        }
        return false;
    }

    private static Option refusedOrNone(String reason) {
        return reason == null ? Option.NONE : Option.refused(reason);
    }

    /** The dice of a set, as the table's dice. */
    static List<Die> dice(GameState s, java.util.Set<Integer> ids) {
        return s.dice().stream().filter(d -> ids.contains(d.id())).toList();
    }
}
