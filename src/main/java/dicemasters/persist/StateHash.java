package dicemasters.persist;

import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingDamage;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.PreventedDamage;
import dicemasters.engine.state.TurnEffect;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A stable digest of everything in a game state, in five parts so that a mismatch can say what
 * differs: "flow" (turn, step, who acts, pending decision), "dice" (cards on the table and every
 * die's zone, face, damage and flags), "players" (life, virtual energy), "effects" (queue,
 * triggers, modifiers, limited uses, damage assignments) and "random" (generator state and
 * action count, dice script progress). Each part is the first 6 hex digits of a SHA-256 of a canonical text written
 * field by field here, never from toString(), so the digest only changes when the state does.
 * The full hash reads "flow.dice.players.effects.random", e.g. "1a2b3c.4d5e6f.…".
 */
public final class StateHash {
    public static final List<String> PARTS = List.of("flow", "dice", "players", "effects", "random");
    private static final int HEX_PER_PART = 6;

    private StateHash() {
    }

    public static String of(GameState state) {
        MessageDigest sha256 = sha256();
        List<String> digests = new ArrayList<>();
        for (String text : canonicalParts(state)) {
            byte[] hash = sha256.digest(text.getBytes(StandardCharsets.UTF_8));
            digests.add(HexFormat.of().formatHex(hash).substring(0, HEX_PER_PART));
        }
        return String.join(".", digests);
    }

    /** Whether a text has the shape of a hash: five parts of six lowercase hex digits. */
    public static boolean isWellFormed(String hash) {
        return hash.matches("[0-9a-f]{6}(\\.[0-9a-f]{6}){4}");
    }

    /** Names of the parts in which two hashes differ (empty when they are equal). */
    public static List<String> differingParts(String expected, String actual) {
        String[] e = expected.split("\\.");
        String[] a = actual.split("\\.");
        List<String> differing = new ArrayList<>();
        for (int i = 0; i < PARTS.size(); i++) {
            if (i >= e.length || i >= a.length || !e[i].equals(a[i])) {
                differing.add(PARTS.get(i));
            }
        }
        return differing;
    }

    /** The canonical texts of the five parts, in the order of {@link #PARTS}. */
    static List<String> canonicalParts(GameState s) {
        return List.of(flow(s), dice(s), players(s), effects(s), random(s));
    }

    private static String flow(GameState s) {
        StringBuilder b = new StringBuilder();
        b.append("format=").append(s.format()).append(";life=").append(s.startingLife())
                .append(";turn=").append(s.turn()).append(";active=").append(s.activePlayer())
                .append(";step=").append(s.step()).append(";priority=").append(s.priorityPlayer())
                .append(";opponentPassed=").append(s.opponentPassed()).append(";entered=").append(s.stepEntered())
                .append(";combatPhase=").append(s.combat().combatPhase()).append(";over=").append(s.isOver())
                .append(";winner=").append(s.winner());
        // Written only when set, so saved games from before extra rerolls keep their hashes.
        if (s.rerollsTaken() != 0) {
            b.append(";rerolls=").append(s.rerollsTaken());
        }
        if (s.thisTurn().globalLifeCost() != 0) {
            b.append(";globalLifeCost=").append(s.thisTurn().globalLifeCost());
        }
        // Written only when set, so saved games from before it keep their hashes.
        if (s.thisTurn().globalsStopped()) {
            b.append(";globalsStopped=true");
        }
        if (s.combat().blockersByAttacker()) {
            b.append(";blockersByAttacker=true");
        }
        if (s.combat().isSecondAttackStep()) {
            b.append(";secondAttackStep=true");
        }
        doubles(b, s);
        b.append(";decision=");
        decision(b, s.decision());
        return b.toString();
    }

    /** Written only when set, which only Doubles does: two-player states keep their hashes. */
    private static void doubles(StringBuilder b, GameState s) {
        if (s.teammatePassed()) {
            b.append(";teammatePassed=true");
        }
        if (s.declaring() != GameState.NO_ONE) {
            b.append(";declaring=").append(s.declaring());
        }
        if (!s.combat().heldAttackers().isEmpty()) {
            b.append(";heldAttackers=").append(s.combat().heldAttackers());
        }
        if (!s.combat().heldBlocks().isEmpty()) {
            b.append(";heldBlocks=");
            s.combat().heldBlocks().forEach(k -> b.append('(').append(k.blocker()).append(',').append(k.attacker())
                    .append(')'));
        }
    }

    private static void decision(StringBuilder b, Decision decision) {
        if (decision == null) {
            b.append("none");
            return;
        }
        // The prompt is wording made from the rest, left out so rewording a prompt keeps old hashes.
        b.append(decision.getClass().getSimpleName()).append("(player=").append(decision.player());
        if (decision instanceof Decision.ChooseTargets c) {
            b.append(",candidates=").append(c.candidates()).append(",min=").append(c.min()).append(",max=")
                    .append(c.max());
        } else if (decision instanceof Decision.SplitDamage d) {
            b.append(",attacker=").append(d.attacker()).append(",amount=").append(d.amount())
                    .append(",blockers=").append(d.blockers());
        } else if (decision instanceof Decision.OrderTriggers o) {
            b.append(",triggers=");
            o.triggers().forEach(t -> pending(b, t));
        } else if (decision instanceof Decision.ChooseNumber n) {
            b.append(",min=").append(n.min()).append(",max=").append(n.max());
        } else if (decision instanceof Decision.SplitPrepArea split) {
            b.append(",dice=").append(split.dice()).append(",teammate=").append(split.teammate());
        } else if (decision instanceof Decision.React r) {
            b.append(",options=");
            r.options().forEach(o -> b.append('(').append(o.hit()).append(',').append(o.cardIndex()).append(',')
                    .append(o.abilityIndex()).append(')'));
        }
        b.append(')');
    }

    private static String dice(GameState s) {
        StringBuilder b = new StringBuilder();
        for (CardInPlay card : s.cards()) {
            b.append("card ").append(card.index()).append('=').append(card.definition().id()).append('/')
                    .append(card.owner()).append(';');
        }
        for (Die d : s.dice()) {
            b.append("die ").append(d.id()).append("=card:").append(d.cardIndex()).append(",owner:").append(d.owner())
                    .append(",zone:").append(d.zone()).append(",face:").append(d.faceIndex())
                    .append(",damage:").append(d.damage()).append(",spent:").append(d.partiallySpent())
                    .append(",blocking:").append(d.blocking()).append(",blocked:").append(d.isBlocked())
                    .append(",rolled:").append(d.rolledThisStep());
            // Written only when set, so saved games from before "when it KOs a die" keep their hashes.
            if (d.damagedBy() != -1) {
                b.append(",damagedBy:").append(d.damagedBy());
            }
            // Written only when set, so saved games from before "who made a KO happen" keep their hashes.
            if (d.damagedByPlayer() != -1) {
                b.append(",damagedByPlayer:").append(d.damagedByPlayer());
            }
            // Written only when set, so saved games from before Cleave and "did not attack or block" keep their hashes.
            if (d.damagedInCombat()) {
                b.append(",inCombatDamage");
            }
            if (d.inCombatThisTurn()) {
                b.append(",inCombatThisTurn");
            }
            // Written only when Iron Will holds a die, so games without it keep their hashes.
            if (d.ironWillDefense() != -1) {
                b.append(",ironWill:").append(d.ironWillDefense());
            }
            // The attackers after the first, written only for a die blocking several, so older hashes hold.
            if (d.blockingAll().size() > 1) {
                b.append(",alsoBlocking:").append(d.blockingAll().subList(1, d.blockingAll().size()));
            }
            b.append(';');
        }
        return b.toString();
    }

    private static String players(GameState s) {
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < s.players().size(); p++) {
            PlayerState player = s.player(p);
            b.append("player ").append(p).append("=name:").append(player.name()).append(",life:")
                    .append(player.life()).append(",virtual:").append(player.virtualEnergy())
                    .append(",knockedOut:").append(player.knockedOutThisTurn())
                    .append(",fielded:").append(player.fieldedThisTurn());
            // Purchases matter only in games with a card that sends the first purchase to the Prep
            // Area; written only then, so saved games without one keep their hashes.
            if (player.firstPurchaseToPrep() || sendsFirstPurchaseToPrep(s)) {
                b.append(",purchased:").append(player.purchasedThisTurn()).append(",firstToPrep:")
                        .append(player.firstPurchaseToPrep());
            }
            // Likewise the purchases that limits and "the first die you purchase this game" count.
            if (countsPurchases(s)) {
                b.append(",purchasedNow:").append(player.purchasedThisTurn()).append(",actionDice:")
                        .append(player.actionDicePurchasedThisTurn()).append(",inGame:")
                        .append(player.purchasedThisGame());
            }
            // Written only when set, so saved games from before keep their hashes.
            if (player.cannotField()) {
                b.append(",cannotField");
            }
            // Kept only in Doubles, so two-player states keep their hashes.
            if (!player.basicActionsBought().isEmpty()) {
                b.append(",basicActionsBought:").append(player.basicActionsBought());
            }
            b.append(';');
        }
        return b.toString();
    }

    private static boolean sendsFirstPurchaseToPrep(GameState s) {
        return s.cards().stream().flatMap(c -> c.definition().allAbilities().stream())
                .flatMap(a -> a.effects().stream())
                .anyMatch(e -> e instanceof dicemasters.engine.card.Effect.FirstPurchaseToPrep);
    }

    private static boolean countsPurchases(GameState s) {
        return s.cards().stream().flatMap(c -> c.definition().allAbilities().stream())
                .anyMatch(a -> a.condition().kind() == dicemasters.engine.card.Condition.Kind.NO_PURCHASE_YET
                        || a.effects().stream().anyMatch(e -> e instanceof dicemasters.engine.card.Effect.TurnRule r
                        && (r.quantity() == dicemasters.engine.card.Effect.TurnRule.Quantity.MOST_CHARACTER_PURCHASES
                        || r.quantity() == dicemasters.engine.card.Effect.TurnRule.Quantity.MOST_ACTION_PURCHASES)));
    }

    private static String effects(GameState s) {
        StringBuilder b = new StringBuilder("queue=");
        s.waiting().queue().forEach(e -> pending(b, e));
        b.append(";pending=");
        s.waiting().heldTriggers().forEach(e -> pending(b, e));
        // Written only when there are some, so saved games from before keep their hashes.
        if (!s.waiting().delayedEffects().isEmpty()) {
            b.append(";delayed=");
            s.waiting().delayedEffects().forEach(e -> pending(b, e));
        }
        if (!s.waiting().knockOuts().isEmpty()) {
            b.append(";knockOutsWaiting=");
            s.waiting().knockOuts().forEach(w -> b.append('(').append(w.die()).append(',').append(w.to()).append(',')
                    .append(w.byDamage()).append(',').append(w.declinedBy()).append(',').append(w.byPlayer())
                    .append(')'));
        }
        b.append(";modifiers=");
        for (AppliedModifier m : s.modifiers()) {
            b.append('(').append(m.dieId()).append(',').append(m.attack()).append(',').append(m.defense())
                    .append(',').append(m.keyword()).append(',').append(m.restriction());
            // Written only when set, so saved games from before Call Out keep their hashes.
            if (m.partner() != -1) {
                b.append(",partner:").append(m.partner());
            }
            if (m.fromGlobal()) {
                b.append(",global");
            }
            // A controlled die goes back across the table in a two-player game; written only otherwise (Doubles).
            if (m.formerOwner() >= 0 && m.formerOwner() != s.seats().acrossFrom(s.die(m.dieId()).owner())) {
                b.append(",from:").append(m.formerOwner());
            }
            b.append(')');
        }
        b.append(";limited=").append(s.thisTurn().limitedUses());
        // Written only when there are some, so saved games from before keep their hashes.
        if (!s.thisTurn().actionUses().isEmpty()) {
            b.append(";actionUses=");
            s.thisTurn().actionUses().forEach(u -> b.append('(').append(u.player()).append(',').append(u.cardIndex())
                    .append(',').append(u.bursts()).append(')'));
        }
        b.append(";assignments=");
        for (DamageAssignment a : s.combat().damageAssignments()) {
            b.append('(').append(a.attacker()).append(',').append(a.blocker()).append(',').append(a.amount())
                    .append(')');
        }
        // Written only when there are some, so saved games from before keep their hashes.
        if (!s.combat().soleDamageDealers().isEmpty()) {
            b.append(";soleDealers=");
            s.combat().soleDamageDealers().forEach(k -> b.append('(').append(k.blocker()).append(',')
                    .append(k.attacker()).append(')'));
        }
        damage(b, s);
        return b.toString();
    }

    /** Written only when a card has tokens, so older saved games keep their hashes. */
    private static void tokens(StringBuilder b, GameState s) {
        for (int i = 0; i < s.cards().size(); i++) {
            if (s.tokensOn(i) != 0) {
                b.append(";tokens").append(i).append('=').append(s.tokensOn(i));
            }
        }
    }

    /** Written only when present, so saved games from before damage reactions keep their hashes. */
    private static void damage(StringBuilder b, GameState s) {
        if (!s.namedCharacters().isEmpty()) {
            b.append(";named=");
            s.namedCharacters().forEach(n -> b.append('(').append(n.namingCard()).append(',').append(n.name())
                    .append(')'));
        }
        if (s.secretNumber() >= 0) {
            b.append(";secretNumber=").append(s.secretNumber());
        }
        if (s.loneTargetsAsked()) {
            b.append(";loneTargetsAsked");
        }
        tokens(b, s);
        PendingDamage pending = s.combat().pendingDamage();
        if (pending != null) {
            b.append(";pendingDamage=");
            for (DamageHit h : pending.hits()) {
                b.append('(').append(h.targetDie()).append(',').append(h.targetPlayer()).append(',')
                        .append(h.amount()).append(',').append(h.sourceDie()).append(',').append(h.sourceCard())
                        .append(',').append(h.sourceTrigger()).append(',').append(h.combat()).append(',')
                        .append(h.sourceController()).append(',').append(h.source()).append(',')
                        .append(h.reactions()).append(')');
            }
            b.append(",outOfPlayAfter=").append(pending.outOfPlayAfter()).append(",declined=")
                    .append(pending.declined());
        }
        if (!s.thisTurn().turnEffects().isEmpty()) {
            b.append(";turnEffects=");
            for (TurnEffect e : s.thisTurn().turnEffects()) {
                b.append('(').append(e.controller()).append(',').append(e.cardIndex()).append(',')
                        .append(e.abilityIndex()).append(',').append(e.effectIndex());
                if (!e.dice().isEmpty()) {
                    b.append(",dice:").append(e.dice());
                }
                b.append(')');
            }
        }
        if (!s.thisTurn().lifeAtStart().isEmpty()) {
            b.append(";lifeAtStart=").append(s.thisTurn().lifeAtStart());
        }
        if (!s.thisTurn().damageDealt().isEmpty()) {
            b.append(";dealt=").append(s.thisTurn().damageDealt());
        }
        if (!s.thisTurn().damagePrevented().isEmpty()) {
            b.append(";prevented=");
            for (PreventedDamage p : s.thisTurn().damagePrevented()) {
                b.append('(').append(p.cardIndex()).append(',').append(p.abilityIndex()).append(',')
                        .append(p.recipient()).append(',').append(p.source()).append(',').append(p.amount())
                        .append(')');
            }
        }
    }

    private static void pending(StringBuilder b, PendingEffect e) {
        b.append('(').append(e.controller()).append(',').append(e.cardIndex()).append(',').append(e.abilityIndex())
                .append(',').append(e.sourceDie()).append(',').append(e.triggeringDie()).append(',')
                .append(e.bursts()).append(',').append(e.nextEffect()).append(',').append(e.chosenTargets())
                .append(',').append(e.lastTargets());
        if (e.isReaction()) {
            b.append(",reactingTo:").append(e.reactingTo());
        }
        // Written only when set, so saved games from before it keep their hashes.
        if (e.relatedDie() != -1) {
            b.append(",relatedDie:").append(e.relatedDie());
        }
        if (e.damageDealt() != 0) {
            b.append(",damageDealt:").append(e.damageDealt());
        }
        if (e.costPaid()) {
            b.append(",paid");
        }
        b.append(')');
    }

    private static String random(GameState s) {
        return "seed=" + s.seed() + ";rng=" + s.rngState() + ";actions=" + s.actionsApplied()
                + ";script=" + s.scriptedDice().script().draws() + s.scriptedDice().script().faces()
                + ";scriptUsed=" + s.scriptedDice().drawsUsed() + "," + s.scriptedDice().facesUsed();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
