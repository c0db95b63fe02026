package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.List;

/**
 * Card abilities at work: finding what triggers on each event, putting triggered abilities in the
 * effect queue (the active player's first), and resolving the queue one effect at a time, pausing
 * for a target choice when one is needed.
 */
final class Abilities {
    private Abilities() {
    }

    // ---- triggers ----

    /** Look at the events since the last look and gather what they trigger, in the state's batch. */
    static void collectTriggers(Table t, List<PendingEffect> batch) {
        while (t.triggerCursor < t.events.size()) {
            GameEvent e = t.events.get(t.triggerCursor++);
            triggersOf(t.s, e, batch);
        }
    }

    private static void triggersOf(GameState s, GameEvent e, List<PendingEffect> batch) {
        if (e instanceof GameEvent.DieFielded f) {
            perDie(s, f.dieId(), Trigger.WHEN_FIELDED, batch);
        } else if (e instanceof GameEvent.AttackerDeclared a) {
            perDie(s, a.dieId(), Trigger.WHEN_ATTACKS, batch);
        } else if (e instanceof GameEvent.BlockerDeclared b) {
            perDie(s, b.blocker(), Trigger.WHEN_BLOCKS, batch);
            perDie(s, b.attacker(), Trigger.WHEN_BLOCKED, batch);
        } else if (e instanceof GameEvent.DieDamaged d) {
            perDie(s, d.dieId(), Trigger.WHEN_DAMAGED, batch);
        } else if (e instanceof GameEvent.DieKnockedOut k) {
            perDie(s, k.dieId(), Trigger.WHEN_KNOCKED_OUT, batch);
        } else if (e instanceof GameEvent.DiePurchased p) {
            perDie(s, p.dieId(), Trigger.WHEN_PURCHASED, batch);
        } else if (e instanceof GameEvent.TurnStarted ts) {
            perActiveCard(s, ts.player(), Trigger.START_OF_YOUR_TURN, batch);
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.CLEANUP) {
            perActiveCard(s, s.active, Trigger.END_OF_TURN, batch);
            perActiveCard(s, 1 - s.active, Trigger.END_OF_TURN, batch);
        }
    }

    private static void perDie(GameState s, int dieId, Trigger trigger, List<PendingEffect> batch) {
        Die d = s.dice[dieId];
        List<Ability> abilities = s.definition(d).abilities();
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i).trigger() == trigger) {
                batch.add(new PendingEffect(d.owner, d.cardIndex(), i, d.id(), d.id(), 0, 0, null));
            }
        }
    }

    /** Triggers of a card once, however many of its dice are in the field. */
    private static void perActiveCard(GameState s, int player, Trigger trigger, List<PendingEffect> batch) {
        for (CardInPlay card : s.cards) {
            // Whether the card has such an ability is cheap to ask; whether it is active is not.
            if (card.owner() != player || !hasTrigger(card, trigger) || !Targets.isActive(s, card.index())) {
                continue;
            }
            List<Ability> abilities = card.definition().abilities();
            for (int i = 0; i < abilities.size(); i++) {
                if (abilities.get(i).trigger() == trigger) {
                    batch.add(new PendingEffect(player, card.index(), i, -1, -1, 0, 0, null));
                }
            }
        }
    }

    private static boolean hasTrigger(CardInPlay card, Trigger trigger) {
        for (Ability a : card.definition().abilities()) {
            if (a.trigger() == trigger) {
                return true;
            }
        }
        return false;
    }

    /**
     * Move gathered triggers into the queue: all of the active player's first, then the inactive
     * player's. A player with two or more different abilities chooses their order.
     */
    static void enqueueTriggers(GameState s, List<PendingEffect> batch) {
        for (int player : new int[]{s.active, 1 - s.active}) {
            List<PendingEffect> mine = batch.stream().filter(p -> p.controller() == player).toList();
            if (mine.isEmpty()) {
                continue;
            }
            if (needsOrdering(mine)) {
                s.decision = new Decision.OrderTriggers(player,
                        s.players[player].name() + ": choose the order in which your abilities resolve", mine);
                batch.removeAll(mine);
                return;
            }
            s.queue.addAll(mine);
            batch.removeAll(mine);
        }
    }

    private static boolean needsOrdering(List<PendingEffect> effects) {
        PendingEffect first = effects.get(0);
        return effects.stream().anyMatch(p -> p.cardIndex() != first.cardIndex()
                || p.abilityIndex() != first.abilityIndex());
    }

    // ---- resolution ----

    static Ability abilityOf(GameState s, PendingEffect p) {
        return s.cards.get(p.cardIndex()).definition().abilities().get(p.abilityIndex());
    }

    /** Resolve the next step of the queue's first ability; may pause on a target choice. */
    static void resolveNext(Table t) {
        GameState s = t.s;
        PendingEffect p = s.queue.peekFirst();
        Ability ability = abilityOf(s, p);
        if (p.nextEffect() >= ability.effects().size()) {
            s.queue.pollFirst();
            return;
        }
        Effect effect = ability.effects().get(p.nextEffect());
        DieSelector selector = selectorOf(effect);
        List<Die> dice = List.of();
        if (selector != null) {
            if (selector.isTargeted() && p.chosenTargets() == null) {
                if (!askForTargets(t, p, selector)) {
                    replaceHead(s, p.advance());
                }
                return;
            }
            dice = selector.isTargeted() ? chosenStillValid(s, p, selector)
                    : Targets.candidates(s, selector, p.controller(), p.sourceDie(), p.triggeringDie());
        }
        replaceHead(s, p.advance());
        apply(t, p, effect, dice);
    }

    private static void replaceHead(GameState s, PendingEffect p) {
        s.queue.pollFirst();
        s.queue.addFirst(p);
    }

    /** Targets chosen earlier that are still legal when the effect resolves. */
    private static List<Die> chosenStillValid(GameState s, PendingEffect p, DieSelector selector) {
        List<Die> legal = Targets.candidates(s, selector, p.controller(), p.sourceDie(), p.triggeringDie());
        List<Die> result = new ArrayList<>();
        for (int id : p.chosenTargets()) {
            if (legal.contains(s.dice[id])) {
                result.add(s.dice[id]);
            }
        }
        return result;
    }

    /** Pause for a target choice; chooses by itself when there is exactly one way. False: no target. */
    private static boolean askForTargets(Table t, PendingEffect p, DieSelector selector) {
        GameState s = t.s;
        List<Die> candidates = Targets.candidates(s, selector, p.controller(), p.sourceDie(), p.triggeringDie());
        if (candidates.isEmpty()) {
            return false;
        }
        int max = Math.min(selector.count(), candidates.size());
        int min = selector.upTo() ? 0 : max;
        if (min == max && max == candidates.size()) {
            replaceHead(s, p.withTargets(candidates.stream().map(Die::id).toList()));
            return true;
        }
        CardDefinition card = s.cards.get(p.cardIndex()).definition();
        String prompt = s.players[p.controller()].name() + ": choose " + (selector.upTo() ? "up to " : "")
                + max + " target " + (max == 1 ? "die" : "dice") + " for " + card.name();
        s.decision = new Decision.ChooseTargets(p.controller(), prompt,
                candidates.stream().map(Die::id).toList(), min, max);
        return true;
    }

    /** The targets of a decision are in; resolution continues from the settle loop. */
    static void targetsChosen(GameState s, List<Integer> dice) {
        PendingEffect p = s.queue.peekFirst();
        replaceHead(s, p.withTargets(dice));
        s.decision = null;
    }

    /** The dice an effect acts on, or null for effects on players. */
    static DieSelector selectorOf(Effect effect) {
        if (effect instanceof Effect.ModifyStats e) {
            return e.dice();
        } else if (effect instanceof Effect.DamageDice e) {
            return e.dice();
        } else if (effect instanceof Effect.KnockOut e) {
            return e.dice();
        } else if (effect instanceof Effect.GrantKeyword e) {
            return e.dice();
        } else if (effect instanceof Effect.SpinLevels e) {
            return e.dice();
        }
        return null;
    }

    private static void apply(Table t, PendingEffect p, Effect effect, List<Die> dice) {
        GameState s = t.s;
        String source = s.cards.get(p.cardIndex()).definition().name();
        if (effect instanceof Effect.ModifyStats e) {
            dice.forEach(d -> t.modifyStats(d, e.attack(), e.defense()));
        } else if (effect instanceof Effect.DamageDice e) {
            dice.forEach(d -> t.damageDie(d, e.amount(), source));
        } else if (effect instanceof Effect.KnockOut) {
            dice.forEach(t::knockOut);
        } else if (effect instanceof Effect.GrantKeyword e) {
            dice.forEach(d -> t.grantKeyword(d, e.keyword()));
        } else if (effect instanceof Effect.SpinLevels e) {
            dice.forEach(d -> spin(t, d, e.levels()));
        } else if (effect instanceof Effect.DamagePlayer e) {
            players(s, p, e.player()).forEach(pl -> t.damagePlayer(pl, e.amount(), source));
        } else if (effect instanceof Effect.GainLife e) {
            players(s, p, e.player()).forEach(pl -> t.gainLife(pl, e.amount()));
        } else if (effect instanceof Effect.LoseLife e) {
            players(s, p, e.player()).forEach(pl -> t.loseLife(pl, e.amount(), source));
        } else if (effect instanceof Effect.DrawAndRoll e) {
            players(s, p, e.player()).forEach(pl -> drawAndRoll(t, pl, e.count()));
        } else {
            throw new IllegalStateException("no rule for effect " + effect);
        }
    }

    private static void spin(Table t, Die d, int levels) {
        int level = t.s.face(d).level();
        int target = Math.max(1, Math.min(t.s.definition(d).maxLevel(), level + levels));
        t.spinToLevel(d, target);
    }

    /** "Draw and roll": each die drawn is rolled once into the Reserve Pool. */
    static void drawAndRoll(Table t, int player, int count) {
        for (int i = 0; i < count; i++) {
            Die d = t.draw(player, Zone.RESERVE);
            if (d == null) {
                return;
            }
            t.roll(d);
        }
    }

    private static List<Integer> players(GameState s, PendingEffect p, PlayerSelector who) {
        return switch (who) {
            case YOU -> List.of(p.controller());
            case OPPONENT -> List.of(1 - p.controller());
            case EACH -> List.of(s.active, 1 - s.active);
        };
    }

    // ---- starting abilities by a player's choice (action dice, Globals) ----

    /** Abilities an action die's face uses: the base text unless a matching burst replaces it, plus bursts. */
    static List<Integer> actionAbilities(CardDefinition card, int bursts) {
        List<Integer> result = new ArrayList<>();
        List<Ability> abilities = card.abilities();
        boolean replaced = false;
        for (Ability a : abilities) {
            if (a.trigger() == Trigger.ACTION_USED && a.replacesBase() && a.burst() != Burst.ALWAYS
                    && a.burst().matches(bursts)) {
                replaced = true;
            }
        }
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() != Trigger.ACTION_USED) {
                continue;
            }
            boolean base = a.burst() == Burst.ALWAYS;
            if ((base && !replaced) || (!base && a.burst().matches(bursts))) {
                result.add(i);
            }
        }
        return result;
    }

    /**
     * An ability with a targeted first effect and no legal target cannot be started; returns the
     * reason or null.
     */
    static String cannotStart(GameState s, Ability ability, int controller, String name) {
        for (Effect effect : ability.effects()) {
            DieSelector selector = selectorOf(effect);
            if (selector != null && selector.isTargeted() && !selector.upTo()) {
                if (Targets.candidates(s, selector, controller, -1, -1).isEmpty()) {
                    return name + " has no valid target.";
                }
                return null;
            }
        }
        return null;
    }
}
