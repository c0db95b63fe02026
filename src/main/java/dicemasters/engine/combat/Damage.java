package dicemasters.engine.combat;

import dicemasters.engine.card.Keyword;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.PendingDamage;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Dealing damage, the one place where it can be interrupted. Damage dealt at once (a combat
 * group, or one effect) first meets the standing shields and limits, then waits while a player
 * could react to it (a reactive Global, or a character's reaction that prevents or redirects
 * it), the active player asked first; it is dealt when nobody wants to react any more. Only
 * then do "when damaged" abilities trigger, so prevented damage triggers nothing.
 */
public final class Damage {
    private Damage() {
    }

    /** Deal these hits together; {@code outOfPlayAfter} (unblocked attackers) go Out of Play once they are dealt. */
    public static void deal(Table t, List<DamageHit> hits, List<Integer> outOfPlayAfter) {
        GameState s = t.s;
        List<DamageHit> left = new ArrayList<>();
        for (DamageHit hit : hits) {
            DamageHit after = Shields.apply(t, hit);
            if (after.amount() > 0) {
                left.add(after);
            }
        }
        if (left.isEmpty() && outOfPlayAfter.isEmpty()) {
            return;
        }
        // Damage dealt while reactions are made joins the damage already waiting.
        boolean joins = s.combat().pendingDamage() != null;
        CombatChanges.holdDamage(s, left, outOfPlayAfter);
        if (!joins) {
            proceed(t);
        }
    }

    /** Ask the next player who could react, or deal the damage when no one can or wants to. */
    public static void proceed(Table t) {
        GameState s = t.s;
        PendingDamage pending = s.combat().pendingDamage();
        for (int player : s.playersInTurnOrder()) {
            if (pending.declined().contains(player)) {
                continue;
            }
            List<Decision.ReactionOption> options = Reactions.options(s, player);
            Decision.ReactionOption replacement = Reactions.replacement(s, options);
            if (replacement != null) {
                Reactions.react(t, player, replacement, s.abilities(replacement.cardIndex())
                        .get(replacement.abilityIndex()));
                return;
            }
            if (!options.isEmpty()) {
                StateChanges.ask(s, new Decision.React(player, prompt(t, player, pending), options));
                return;
            }
        }
        dealNow(t);
    }

    /** Iron Will: a die's first damage of the turn cannot KO it by itself (a second one can). */
    private static int ironWillDefense(GameState s, Die d) {
        return d.damage() == 0 && Stats.hasKeyword(s, d, Keyword.IRON_WILL) ? Stats.defense(s, d) : -1;
    }

    private static void dealNow(Table t) {
        GameState s = t.s;
        StagedDamage.preventAsAWhole(t); // the last word on damage dealt together: nobody reacts any more
        PendingDamage pending = CombatChanges.releaseHeldDamage(s);
        for (DamageHit hit : pending.hits()) {
            if (hit.toPlayer()) {
                Life.damage(t, hit.targetPlayer(), hit.amount(), hit.source(), hit.sourceDie(), hit.combat());
            } else if (s.isCharacterInField(s.die(hit.targetDie())) || hit.amount() <= 0) {
                Die target = s.die(hit.targetDie());
                t.damageDie(target, hit.amount(), hit.source(), hit.sourceDie(), hit.combat(), hit.sourceController(),
                        ironWillDefense(s, target));
            } else if (!hit.combat()) {
                Die gone = s.die(hit.targetDie()); // an ability's damage to a die that left while reactions were made
                t.emit(new GameEvent.EffectNotDone(hit.sourceController(), hit.source(), t.name(gone.owner()) + "'s "
                        + t.dieName(gone) + " die takes no damage: it is no longer in the Field Zone"));
            }
        }
        for (int id : pending.outOfPlayAfter()) {
            if (s.die(id).zone() == Zone.ATTACK) {
                t.move(s.die(id), Zone.OUT_OF_PLAY);
            }
        }
    }

    private static String prompt(Table t, int player, PendingDamage pending) {
        List<String> parts = new ArrayList<>();
        for (DamageHit hit : pending.hits()) {
            if (hit.amount() > 0) {
                parts.add(hit.amount() + " to " + recipient(t, hit) + " from " + hit.source());
            }
        }
        return t.name(player) + ": damage is about to be dealt (" + String.join(", ", parts)
                + "). React, or let it be dealt";
    }

    /** "Sam" or "Sam's Wonder Woman", for prompts and the log. */
    static String recipient(Table t, DamageHit hit) {
        if (hit.toPlayer()) {
            return t.name(hit.targetPlayer());
        }
        Die d = t.s.die(hit.targetDie());
        return t.name(d.owner()) + "'s " + t.s.nameOf(d);
    }
}
