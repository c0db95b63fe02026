package dicemasters.engine.combat;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.DamageFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Defeat;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnEffect;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The Assign Damage part of the Attack Step. Fast dice deal their damage first, then all others;
 * within each group all damage is dealt at once. Unblocked attackers hit the defending player and
 * go Out of Play; a blocked attacker hits its blockers, split as the attacking player chooses.
 */
public final class Combat {
    static final int NOT_STARTED = 0;
    static final int FAST_DAMAGE = 1;
    static final int REGULAR_DAMAGE = 2;
    static final int DONE = 3;

    private Combat() {
    }

    public static void assignDamage(Table t) {
        GameState s = t.s;
        if (s.combat().combatPhase() == NOT_STARTED) {
            t.emit(new GameEvent.StepStarted(Step.ASSIGN_DAMAGE, t.teamName(s.activePlayer())));
            CombatChanges.enterDamagePhase(s, FAST_DAMAGE);
        }
        if (s.combat().combatPhase() == DONE) {
            finish(t);
            return;
        }
        boolean fast = s.combat().combatPhase() == FAST_DAMAGE;
        if (SoleDamageDealers.ask(t) || askForSplit(t, fast)) {
            StateChanges.markStepEntered(s, false);
            return;
        }
        dealDamage(t, fast);
        CombatChanges.nextDamagePhase(s);
        // Let "when damaged" effects and KOs settle before the next group deals damage.
        StateChanges.markStepEntered(s, false);
    }

    private static boolean dealsNow(GameState s, Die d, boolean fast) {
        return d.zone() == Zone.ATTACK && s.face(d).isCharacter() && Stats.hasKeyword(s, d, Keyword.FAST) == fast;
    }

    public static List<Die> attackers(GameState s) {
        List<Die> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (isAttacker(s, d)) {
                result.add(d);
            }
        }
        return result;
    }

    private static boolean isAttacker(GameState s, Die d) {
        return d.zone() == Zone.ATTACK && s.isOnActiveTeam(d.owner()) && !d.isBlocking();
    }

    /**
     * Whether the die is the attacker with the lowest id: one declaration of attackers emits an event
     * per attacker, and the first stands for the whole.
     */
    public static boolean isFirstAttacker(GameState s, int dieId) {
        for (Die d : s.dice()) {
            if (isAttacker(s, d)) {
                return d.id() == dieId;
            }
        }
        return false;
    }

    public static List<Die> blockersOf(GameState s, Die attacker) {
        List<Die> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.zone() == Zone.ATTACK && d.isBlocking(attacker.id())) {
                result.add(d);
            }
        }
        return result;
    }

    /** Pause for the attacking player to split damage among several blockers, if needed. */
    private static boolean askForSplit(Table t, boolean fast) {
        GameState s = t.s;
        for (Die attacker : attackers(s)) {
            List<Die> blockers = blockersOf(s, attacker);
            int attack = damageOf(s, attacker);
            if (!dealsNow(s, attacker, fast) || blockers.size() < 2 || attack == 0 || hasAssignment(s, attacker)
                    || dealsFullDamageToEach(s, attacker)) {
                continue;
            }
            // Overcrush keeps the choice: only what is left after KOing every blocker goes through.
            int player = attacker.owner();
            String overcrush = Stats.hasKeyword(s, attacker, Keyword.OVERCRUSH)
                    ? " (Overcrush: if every blocker is KO'd, the rest goes to " + t.name(attacked(s, attacker)) + ")"
                    : "";
            StateChanges.ask(s, new Decision.SplitDamage(player, t.name(player) + ": split " + attack + " damage of "
                    + s.nameOf(attacker) + " among its blockers" + overcrush, attacker.id(), attack,
                    blockers.stream().map(Die::id).toList()));
            return true;
        }
        return askForBlockerSplit(t, fast);
    }

    /** Then the defending player splits the damage of a die blocking several attackers. */
    private static boolean askForBlockerSplit(Table t, boolean fast) {
        GameState s = t.s;
        for (Die blocker : s.dice()) {
            if (!blocker.isBlocking() || !dealsNow(s, blocker, fast) || hasAssignment(s, blocker)) {
                continue;
            }
            List<Die> engaged = attackersDamagedBy(s, blocker);
            int attack = damageOf(s, blocker);
            if (engaged.size() < 2 || attack == 0) {
                continue;
            }
            StateChanges.ask(s, new Decision.SplitDamage(blocker.owner(), t.name(blocker.owner()) + ": split " + attack
                    + " damage of " + s.nameOf(blocker) + " among the attackers it blocks", blocker.id(), attack,
                    engaged.stream().map(Die::id).toList()));
            return true;
        }
        return false;
    }

    private static boolean hasAssignment(GameState s, Die attacker) {
        return s.combat().damageAssignments().stream().anyMatch(a -> a.attacker() == attacker.id());
    }

    /** Every die of this group deals its damage at once; reactions may interrupt before it is dealt. */
    private static void dealDamage(Table t, boolean fast) {
        GameState s = t.s;
        List<DamageHit> hits = new ArrayList<>();
        List<Integer> unblockedDealers = new ArrayList<>();
        for (Die attacker : attackers(s)) {
            if (!dealsNow(s, attacker, fast)) {
                continue;
            }
            if (!attacker.isBlocked()) {
                hits.add(toPlayer(s, attacker, attacked(s, attacker), damageOf(s, attacker), s.nameOf(attacker)));
                unblockedDealers.add(attacker.id());
            } else {
                hitBlockers(s, attacker, hits);
            }
        }
        for (Die blocker : s.dice()) {
            if (blocker.isBlocking() && dealsNow(s, blocker, fast)) {
                hitAttackers(s, blocker, hits);
            }
        }
        hitThemselves(s, fast, hits);
        tellLimits(t, hits);
        Damage.deal(t, hits, unblockedDealers);
    }

    /** Dice that a static ability makes deal their combat damage to themselves as well. */
    private static void hitThemselves(GameState s, boolean fast, List<DamageHit> hits) {
        for (int cardIndex : s.gameCards().whileActiveCards()) {
            CardInPlay card = s.cards().get(cardIndex);
            for (dicemasters.engine.card.Ability a : s.abilities(cardIndex)) {
                if (a.trigger() != dicemasters.engine.card.Trigger.WHILE_ACTIVE) {
                    continue;
                }
                for (dicemasters.engine.card.Effect e : a.effects()) {
                    if (e instanceof dicemasters.engine.card.Effect.SelfCombatDamage self
                            && Targets.isActive(s, cardIndex)) {
                        for (Die d : s.dice()) {
                            if (dealsNow(s, d, fast) && Targets.matchesStatically(s, self.dice(), card, d)) {
                                hits.add(toDie(s, d, d, damageOf(s, d)));
                            }
                        }
                    }
                }
            }
        }
    }

    /** A static rule has this attacker deal its full A to each of its blockers instead of splitting it. */
    private static boolean dealsFullDamageToEach(GameState s, Die attacker) {
        for (int cardIndex : s.gameCards().whileActiveCards()) {
            for (dicemasters.engine.card.Ability a : s.abilities(cardIndex)) {
                if (a.trigger() == dicemasters.engine.card.Trigger.WHILE_ACTIVE && a.effects().stream().anyMatch(e ->
                        e instanceof dicemasters.engine.card.Effect.FullDamageToEachBlocker full
                                && Targets.isActive(s, cardIndex)
                                && Targets.matchesStatically(s, full.dice(), s.cards().get(cardIndex), attacker))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The combat damage a die deals in all: its A, unless a limit on combat damage holds this turn
     * ("character dice deal only 1 combat damage this turn"), then split among the dice it fights.
     */
    private static int damageOf(GameState s, Die d) {
        TurnEffect limit = combatLimit(s, d);
        int attack = Stats.attack(s, d);
        return limit == null ? attack : Math.min(attack, ((Effect.ChangeDamage) limit.effect(s)).max());
    }

    /** The lowest limit on combat damage this turn that lowers this die's damage, or null. */
    private static TurnEffect combatLimit(GameState s, Die d) {
        TurnEffect lowest = null;
        int damage = Stats.attack(s, d);
        for (TurnEffect te : s.thisTurn().turnEffects()) {
            if (te.effect(s) instanceof Effect.ChangeDamage cap && cap.limits()
                    && cap.damage().origin() == DamageFilter.Origin.COMBAT
                    && cap.max() < damage) {
                lowest = te;
                damage = cap.max();
            }
        }
        return lowest;
    }

    /** The log says which dice deal less than their A, and why. */
    private static void tellLimits(Table t, List<DamageHit> hits) {
        GameState s = t.s;
        List<Integer> told = new ArrayList<>();
        for (DamageHit h : hits) {
            Die dealer = h.sourceDie() >= 0 ? s.die(h.sourceDie()) : null;
            TurnEffect limit = dealer == null || told.contains(dealer.id()) ? null : combatLimit(s, dealer);
            if (limit != null) {
                told.add(dealer.id());
                t.emit(new GameEvent.DamageLimited(Damage.recipient(t, h), Stats.attack(s, dealer),
                        damageOf(s, dealer), s.nameOf(dealer), s.cards().get(limit.cardIndex()).definition().name()));
            }
        }
    }

    /** The player an attacker attacks: the opponent across from its controller (the only one they may attack). */
    public static int attacked(GameState s, Die attacker) {
        return s.seats().acrossFrom(attacker.owner());
    }

    private static DamageHit toDie(GameState s, Die dealer, Die target, int amount) {
        return DamageHit.toDie(target, amount, dealer.id(), dealer.cardIndex(), null, true, dealer.owner(),
                s.nameOf(dealer));
    }

    private static DamageHit toPlayer(GameState s, Die dealer, int player, int amount, String source) {
        return DamageHit.toPlayer(player, amount, dealer.id(), dealer.cardIndex(), null, true, dealer.owner(), source);
    }

    private static void hitBlockers(GameState s, Die attacker, List<DamageHit> hits) {
        List<Die> blockers = blockersOf(s, attacker);
        int attack = damageOf(s, attacker);
        if (blockers.isEmpty()) {
            return; // still blocked: a blocked attacker whose blockers are gone deals no damage
        }
        if (blockers.size() > 1 && dealsFullDamageToEach(s, attacker)) {
            blockers.forEach(b -> hits.add(toDie(s, attacker, b, attack)));
            return;
        }
        boolean assigned = hasAssignment(s, attacker);
        List<Integer> shares = new ArrayList<>();
        for (Die b : blockers) {
            shares.add(assigned ? assignedTo(s, attacker, b) : b == blockers.get(0) ? attack : 0);
        }
        if (Stats.hasKeyword(s, attacker, Keyword.OVERCRUSH) && knocksOutEvery(s, blockers, shares)) {
            int leftover = 0;
            for (int i = 0; i < blockers.size(); i++) {
                int lethal = Stats.remainingDefense(s, blockers.get(i));
                hits.add(toDie(s, attacker, blockers.get(i), lethal));
                leftover += shares.get(i) - lethal;
            }
            hits.add(toPlayer(s, attacker, attacked(s, attacker), leftover, s.nameOf(attacker) + " (Overcrush)"));
        } else if (assigned) {
            for (DamageAssignment a : s.combat().damageAssignments()) {
                if (a.attacker() == attacker.id() && blockers.contains(s.die(a.blocker()))) {
                    hits.add(toDie(s, attacker, s.die(a.blocker()), a.amount()));
                }
            }
        } else {
            hits.add(toDie(s, attacker, blockers.get(0), attack));
        }
    }

    /** The damage the attacking player assigned to one of the attacker's blockers. */
    private static int assignedTo(GameState s, Die attacker, Die blocker) {
        int amount = 0;
        for (DamageAssignment a : s.combat().damageAssignments()) {
            if (a.attacker() == attacker.id() && a.blocker() == blocker.id()) {
                amount += a.amount();
            }
        }
        return amount;
    }

    /** Whether the damage assigned KOs every blocker (a die that cannot be KO'd stops Overcrush). */
    private static boolean knocksOutEvery(GameState s, List<Die> blockers, List<Integer> shares) {
        for (int i = 0; i < blockers.size(); i++) {
            if (shares.get(i) < Stats.remainingDefense(s, blockers.get(i))
                    || Defeat.resistsKnockOut(s, blockers.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The attackers a blocker blocks that are still in combat, in the order declared. */
    public static List<Die> attackersBlockedBy(GameState s, Die blocker) {
        List<Die> result = new ArrayList<>();
        for (int id : blocker.blockingAll()) {
            if (s.die(id).zone() == Zone.ATTACK) {
                result.add(s.die(id));
            }
        }
        return result;
    }

    /** The attackers a blocker blocks that it may deal damage to (another may be the only one allowed to). */
    private static List<Die> attackersDamagedBy(GameState s, Die blocker) {
        List<Die> result = attackersBlockedBy(s, blocker);
        result.removeIf(attacker -> !SoleDamageDealers.deals(s, blocker, attacker));
        return result;
    }

    /**
     * A blocker deals its damage to the attacker it blocks; one blocking several splits it among
     * them as its controller chose (an attacker's split, seen from the other side).
     */
    private static void hitAttackers(GameState s, Die blocker, List<DamageHit> hits) {
        List<Die> engaged = attackersDamagedBy(s, blocker);
        if (engaged.isEmpty()) {
            return;
        }
        if (engaged.size() > 1 && hasAssignment(s, blocker)) {
            for (DamageAssignment a : s.combat().damageAssignments()) {
                if (a.attacker() == blocker.id() && engaged.contains(s.die(a.blocker()))) {
                    hits.add(toDie(s, blocker, s.die(a.blocker()), a.amount()));
                }
            }
            return;
        }
        hits.add(toDie(s, blocker, engaged.get(0), damageOf(s, blocker)));
    }

    /** Attackers and blockers still in the Attack Zone return to the Field Zone. */
    private static void finish(Table t) {
        GameState s = t.s;
        for (Die d : s.dice()) {
            if (d.zone() == Zone.ATTACK) {
                t.move(d, Zone.FIELD);
                t.leaveCombat(d);
            }
        }
        CombatChanges.endAttackStep(s);
        AttackSteps.ended(t);
    }
}
