package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.combat.Damage;
import dicemasters.engine.combat.Reactions;
import dicemasters.engine.facts.Defeat;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Effects on damage and life: ability damage to dice and players (always through
 * {@link Damage#deal}, so shields and reactions apply), fights, prevention, redirection, limits and
 * doubling, and life gained or lost.
 */
final class DamageEffects {
    private DamageEffects() {
    }

    /** Applies the effect if it is of this family; false if it is not. */
    static boolean apply(Resolving r, Effect effect, List<Die> dice) {
        if (effect instanceof Effect.DamageDice e) {
            damageDice(r, dice, r.value(e.amount()), e.combat());
        } else if (effect instanceof Effect.DivideDamage e) {
            divide(r, dice, r.value(e.amount()));
        } else if (effect instanceof Effect.DamageDieOrOpponent e) {
            if (dice.isEmpty()) {
                damagePlayers(r, List.of(r.s.seats().acrossFrom(r.p.controller())), r.value(e.toOpponent()));
            } else {
                damageDice(r, dice, r.value(e.toDie()), false);
            }
        } else if (effect instanceof Effect.DamagePlayer e) {
            damagePlayers(r, r.lifeOf(e.player()), r.value(e.amount()));
        } else if (effect instanceof Effect.GainLife e) {
            int amount = r.value(e.amount());
            r.lifeOf(e.player()).forEach(pl -> Life.gain(r.t, pl, amount));
        } else if (effect instanceof Effect.LoseLife e) {
            int amount = r.value(e.amount());
            if (amount <= 0) {
                r.notDone("no life is lost: the amount comes to 0");
            }
            r.lifeOf(e.player()).forEach(pl -> Life.lose(r.t, pl, amount, r.source));
        } else if (effect instanceof Effect.PreventDamage e) {
            prevent(r, e);
        } else if (effect instanceof Effect.RedirectDamage e) {
            if (!r.p.isReaction()) {
                r.notDone("there is no damage being dealt to redirect");
            } else if (!dice.isEmpty()) {
                Reactions.redirect(r.t, r.p, dice.get(0), e.amount() == null ? null : r.value(e.amount()));
            }
        } else if (effect instanceof Effect.ChangeDamage e && e.limits()) {
            r.beginTurnEffect("damage is limited");
        } else if (effect instanceof Effect.ChangeDamage e) {
            doubleDamage(r, e, dice);
        } else if (effect instanceof Effect.Fight e) {
            dice.forEach(d -> fightThose(r, d, e));
        } else if (effect instanceof Effect.KnockOutCostsLife e) {
            int life = r.value(e.amount());
            dice.stream().filter(d -> Defeat.defeated(r.s, d))
                    .forEach(d -> Life.lose(r.t, d.owner(), life, r.s.nameOf(d) + " KO'd by " + r.source));
        } else {
            return false;
        }
        return true;
    }

    /** Ability damage: dealt at once to every die chosen, after shields and reactions. */
    /** {@code combat}: damage the ability deals "as combat damage" (Cleave): it comes from no ability trigger then. */
    private static void damageDice(Resolving r, List<Die> dice, int amount, boolean combat) {
        if (!dice.isEmpty() && amount <= 0) {
            r.notDone("no damage is dealt: the amount comes to 0");
            return;
        }
        List<DamageHit> hits = new ArrayList<>();
        for (Die d : dice) {
            hits.add(DamageHit.toDie(d, amount, r.p.sourceDie(), r.p.cardIndex(), combat ? null : r.trigger(), combat,
                    r.p.controller(), r.source));
        }
        Damage.deal(r.t, hits, List.of());
    }

    /** One die takes it all; among two or more the controller splits it (a {@link Decision.SplitDamage}). */
    private static void divide(Resolving r, List<Die> dice, int amount) {
        if (dice.size() < 2) {
            damageDice(r, dice, amount, false);
            return;
        }
        if (amount <= 0) {
            r.notDone("no damage is dealt: the amount comes to 0");
            return;
        }
        int player = r.p.controller();
        StateChanges.ask(r.s, new Decision.SplitDamage(player, r.t.name(player) + ": divide " + amount + " damage of "
                + r.source + " among its targets", r.p.sourceDie(), amount, dice.stream().map(Die::id).toList()));
    }

    /** The split chosen for a divided damage: each share is dealt at once, as one effect's damage. */
    static void dealDivided(Table t, PendingEffect p, List<DamageAssignment> shares) {
        Resolving r = new Resolving(t, p);
        List<DamageHit> hits = new ArrayList<>();
        for (DamageAssignment share : shares) {
            if (share.amount() > 0) {
                hits.add(DamageHit.toDie(t.s.die(share.blocker()), share.amount(), p.sourceDie(), p.cardIndex(),
                        r.trigger(), false, p.controller(), r.source));
            }
        }
        Damage.deal(t, hits, List.of());
    }

    private static void damagePlayers(Resolving r, List<Integer> who, int amount) {
        if (amount <= 0) {
            r.notDone("no damage is dealt: the amount comes to 0");
            return;
        }
        List<DamageHit> hits = new ArrayList<>();
        for (int player : who) {
            hits.add(DamageHit.toPlayer(player, amount, r.p.sourceDie(), r.p.cardIndex(), r.trigger(), false,
                    r.p.controller(), r.source));
        }
        Damage.deal(r.t, hits, List.of());
    }

    /** In a reaction, prevent the damage reacted to; from an action die or a Global, shield for the turn. */
    private static void prevent(Resolving r, Effect.PreventDamage e) {
        if (r.p.isReaction()) {
            Reactions.prevent(r.t, r.p, e.preventsAll() ? null : r.value(e.amount()));
        } else {
            r.beginTurnEffect("damage is prevented");
        }
    }

    /** Chosen dice are remembered; an "all" selector is judged each time damage is dealt. */
    private static void doubleDamage(Resolving r, Effect.ChangeDamage e, List<Die> dice) {
        if (!e.dice().isChosen()) {
            r.beginTurnEffect("damage is doubled");
            return;
        }
        if (dice.isEmpty()) {
            return;
        }
        r.beginTurnEffect("damage dealt by " + dice.stream().map(r.s::nameOf).collect(Collectors.joining(", "))
                + " is doubled", dice.stream().map(Die::id).toList());
    }

    private static void fightThose(Resolving r, Die d, Effect.Fight e) {
        for (int id : r.p.lastTargets()) {
            Die other = r.s.die(id);
            if (other != d && r.s.isCharacterInField(other) && r.s.isCharacterInField(d)) {
                Damage.deal(r.t, List.of(
                        DamageHit.toDie(other, strength(r, d, e.strength()), d.id(), r.p.cardIndex(), r.trigger(),
                                false, r.p.controller(), r.source),
                        DamageHit.toDie(d, strength(r, other, e.strength()), other.id(), r.p.cardIndex(), r.trigger(),
                                false, r.p.controller(), r.source)), List.of());
                thoseAreBoth(r, other, d);
                return;
            }
        }
        r.notDone(r.owned(d) + " does not fight: it and the die chosen first are not both character dice in the"
                + " Field Zone");
    }

    /** Later effects of the ability ("if any die is KO'd") refer to both fighters. */
    private static void thoseAreBoth(Resolving r, Die a, Die b) {
        PendingEffect head = r.s.nextEffect();
        EffectQueue.updateNext(r.s, new PendingEffect(head.controller(), head.cardIndex(), head.abilityIndex(),
                head.sourceDie(), head.triggeringDie(), head.bursts(), head.nextEffect(), head.chosenTargets(),
                List.of(a.id(), b.id()), head.reactingTo()));
    }

    private static int strength(Resolving r, Die d, Effect.Fight.Strength strength) {
        return strength == Effect.Fight.Strength.ATTACK ? Stats.attack(r.s, d) : r.s.definition(d).cost();
    }
}
