package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.TurnEffect;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a move can change on the table, as the engine answers it, seen from the player who moves
 * ({@link WastedMoves}): every die but those the move spends (where it is, its face, damage, block,
 * and in the field its attack and defense), the effects applied until the end of the turn that can
 * still matter (on dice or not), what waits to happen later, life, tokens on the mover's team's cards, costs and the
 * players' "for the rest of the turn" rules. What the opponents gain (life, tokens, cheaper dice)
 * and what the mover loses is not a change the mover wanted.
 */
final class Observed {
    /** Effects on blocking: they last until the end of the turn, so they matter only for the defending side. */
    private static final Set<Restriction> BLOCKING = EnumSet.of(Restriction.CANT_BLOCK, Restriction.MUST_BLOCK,
            Restriction.CALLED_OUT, Restriction.BLOCK_COSTS_LIFE);
    /** Effects on attacking this turn: they matter only for the attacking side. */
    private static final Set<Restriction> ATTACKING = EnumSet.of(Restriction.CANT_ATTACK, Restriction.MUST_ATTACK,
            Restriction.ONLY_ATTACKER, Restriction.MAY_ATTACK);

    private final int mover;
    private final GameState state;
    private final List<DieSeen> dice = new ArrayList<>();
    private final Set<AppliedModifier> modifiers = new HashSet<>();
    private final List<PendingEffect> delayed;
    private final Set<TurnEffect> turnEffects;
    private final List<Integer> tallies = new ArrayList<>();

    private Observed(GameState s, int mover, Set<Integer> spent) {
        this.mover = mover;
        this.state = s;
        for (Die d : s.dice()) {
            if (!spent.contains(d.id())) {
                dice.add(DieSeen.of(s, d));
            }
        }
        for (AppliedModifier m : s.modifiers()) {
            if (!spent.contains(m.dieId()) && canMatter(s, m)) {
                modifiers.add(m);
            }
        }
        delayed = List.copyOf(s.waiting().delayedEffects());
        // What lasts until the end of the turn off the dice (a cap on combat damage): once is enough.
        turnEffects = Set.copyOf(s.thisTurn().turnEffects());
        for (PlayerState p : s.players()) {
            tallies.add(p.cannotField() ? 1 : 0);
        }
        PlayerState me = s.player(mover);
        // The engine sends the turn's first purchase to the Prep Area only while none was made.
        tallies.add(me.firstPurchaseToPrep() && me.purchasedThisTurn() == 0 ? 1 : 0);
        tallies.add(s.isOver() ? 1 + s.winner() : 0);
        tallies.add(s.thisTurn().globalsStopped() ? 1 : 0);
        tallies.add(s.thisTurn().globalLifeCost());
    }

    static Observed of(GameState s, int mover, Set<Integer> spent) {
        return new Observed(s, mover, spent);
    }

    /** True when {@code after} differs from this only by what the mover spent and what the opponents gained. */
    boolean unchangedIn(Observed after) {
        return dice.equals(after.dice) && modifiers.equals(after.modifiers) && delayed.equals(after.delayed)
                && turnEffects.equals(after.turnEffects) && tallies.equals(after.tallies) && noLifeGained(after) && noCostChanged(after);
    }

    /**
     * A die as the table shows it: where, which face, damage, which attacker it blocks; in the field
     * its attack and defense, in the Reserve Pool what fielding it costs (else 0).
     */
    private record DieSeen(int id, int owner, Zone zone, int face, int damage, int blocking, int first, int second) {
        static DieSeen of(GameState s, Die d) {
            int first = 0;
            int second = 0;
            if (s.isCharacterInField(d)) {
                first = Engine.attack(s, d);
                second = Engine.defense(s, d);
            } else if (d.zone() == Zone.RESERVE && s.face(d).isCharacter()) {
                first = Engine.fieldCost(s, d);
            }
            return new DieSeen(d.id(), d.owner(), d.zone(), d.faceIndex(), d.damage(), d.blocking(), first, second);
        }
    }

    /**
     * A modifier that changes nothing (+0A +0D) or restricts blocking by a die that cannot block this
     * turn (it attacks) or attacking by one that cannot attack this turn does not count.
     */
    private static boolean canMatter(GameState s, AppliedModifier m) {
        if (m.attack() == 0 && m.defense() == 0 && m.keyword() == null && m.restriction() == null) {
            return false;
        }
        if (m.restriction() == null || m.dieId() < 0) {
            return true;
        }
        boolean active = s.isOnActiveTeam(s.die(m.dieId()).owner());
        return !(BLOCKING.contains(m.restriction()) && active || ATTACKING.contains(m.restriction()) && !active);
    }

    /** The mover's team gained no life, the opponents lost none; and no tokens changed on the mover's team's cards. */
    private boolean noLifeGained(Observed after) {
        for (int p = 0; p < state.players().size(); p++) {
            int was = state.player(p).life();
            int now = after.state.player(p).life();
            boolean mine = state.seats().sameTeam(p, mover);
            if (mine ? now > was : now < was) {
                return false;
            }
        }
        for (CardInPlay card : state.cards()) {
            if (!card.isShared() && state.seats().sameTeam(card.owner(), mover)
                    && state.tokensOn(card.index()) != after.state.tokensOn(card.index())) {
                return false;
            }
        }
        return true;
    }

    /**
     * No purchase the mover can still make costs them less, and nothing costs the opponents more. A
     * cheaper die the mover can no longer afford this turn changes nothing.
     */
    private boolean noCostChanged(Observed after) {
        Set<Integer> buyable = new HashSet<>();
        if (after.state.decision() == null && !after.state.isOver() && after.state.actingPlayer() == mover) {
            for (Action a : Engine.legalActions(after.state)) {
                if (a instanceof Action.Purchase p) {
                    buyable.add(p.cardIndex());
                }
            }
        }
        for (CardInPlay card : state.cards()) {
            for (int p = 0; p < state.players().size(); p++) {
                int was = Engine.purchaseCost(state, card, p);
                int now = Engine.purchaseCost(after.state, card, p);
                boolean mine = state.seats().sameTeam(p, mover);
                if (mine ? now < was && p == mover && buyable.contains(card.index()) : now > was) {
                    return false;
                }
            }
        }
        return true;
    }
}
