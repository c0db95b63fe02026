package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
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
        if (e instanceof GameEvent.TurnStarted) {
            for (PlayerState player : s.players) {
                player.fieldedThisTurn.clear();
                player.purchasedThisTurn = 0;
                player.firstPurchaseToPrep = false;
            }
            s.actionUses.clear();
        }
        if (e instanceof GameEvent.DieFielded f) {
            s.players[f.player()].fieldedThisTurn.add(f.dieId());
            onDie(s, f.dieId(), Trigger.WHEN_FIELDED, batch);
        } else if (e instanceof GameEvent.AttackerDeclared a) {
            KeywordRules.attacked(s, s.dice[a.dieId()]);
            if (isFirstAttacker(s, a.dieId())) {
                stayingBack(s, batch);
                perActiveCard(s, s.active, Trigger.WHEN_YOU_ATTACK, batch);
            }
            onDie(s, a.dieId(), Trigger.WHEN_ATTACKS, batch);
        } else if (e instanceof GameEvent.DieMoved m && m.from() == Zone.BAG && m.to() == Zone.PREP
                && inClearAndDraw(s)) {
            onDie(s, m.dieId(), Trigger.WHEN_DRAWN, batch);
        } else if (e instanceof GameEvent.BlockerDeclared b) {
            KeywordRules.markDeadly(s, s.dice[b.blocker()], s.dice[b.attacker()]);
            // "That die" of a block trigger is the other die of the block.
            onDie(s, b.blocker(), b.attacker(), Trigger.WHEN_BLOCKS, batch);
            onDie(s, b.attacker(), b.blocker(), Trigger.WHEN_BLOCKED, batch);
            onDie(s, b.blocker(), b.attacker(), Trigger.WHEN_ENGAGED, batch);
            onDie(s, b.attacker(), b.blocker(), Trigger.WHEN_ENGAGED, batch);
        } else if (e instanceof GameEvent.DieDamaged d) {
            onDie(s, d.dieId(), Trigger.WHEN_DAMAGED, batch);
        } else if (e instanceof GameEvent.PlayerDamaged pd && pd.sourceDie() >= 0 && !s.turnEffects.isEmpty()) {
            Marks.damagedOpponent(s, pd, batch);
        } else if (e instanceof GameEvent.DieKnockedOut k) {
            knockedOut(s, k, batch);
            watchers(s, k.dieId(), k.byDie(), Trigger.WHEN_KNOCKED_OUT, batch);
            if (k.byDie() >= 0) {
                perDie(s, k.byDie(), k.dieId(), Trigger.WHEN_KOS_A_DIE, batch);
            }
        } else if (e instanceof GameEvent.DiePurchased p) {
            onDie(s, p.dieId(), Trigger.WHEN_PURCHASED, batch);
        } else if (e instanceof GameEvent.GlobalUsed g) {
            perCardOf(s, 1 - g.player(), Trigger.WHEN_OPPONENT_USES_GLOBAL, batch);
        } else if (e instanceof GameEvent.TurnStarted ts) {
            perActiveCard(s, ts.player(), Trigger.START_OF_YOUR_TURN, batch);
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.ATTACK_WINDOW) {
            for (Die attacker : Combat.attackers(s)) {
                if (!attacker.blocked) {
                    onDie(s, attacker.id(), Trigger.WHEN_UNBLOCKED, batch);
                }
            }
            for (Die d : s.dice) {
                if (s.isCharacterInField(d)) {
                    perDie(s, d.id(), Trigger.AFTER_BLOCKS, batch);
                }
            }
            if (!s.actionUses.isEmpty()) {
                perUsedActionCard(s, s.active, Trigger.AFTER_BLOCKS, batch);
            }
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.MAIN) {
            perActiveCard(s, s.active, Trigger.END_OF_ROLL_STEP, batch);
            perActiveCard(s, s.active, Trigger.START_OF_MAIN_STEP, batch);
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.CLEANUP) {
            perActiveCard(s, s.active, Trigger.END_OF_YOUR_TURN, batch);
            perActiveCard(s, s.active, Trigger.END_OF_TURN, batch);
            perActiveCard(s, 1 - s.active, Trigger.END_OF_TURN, batch);
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.CLEAR_AND_DRAW) {
            for (Die d : s.dice) {
                if (d.owner == s.active && d.zone.inField()) {
                    perDie(s, d.id(), Trigger.START_OF_YOUR_CLEAR_AND_DRAW, batch);
                }
            }
        } else if (e instanceof GameEvent.ActionDieUsed used) {
            anotherDieOfTheCardUsed(s, used.dieId(), batch);
        }
    }

    /** Dice of the card already in the Field Zone hear of another of its dice being used (either player's). */
    private static void anotherDieOfTheCardUsed(GameState s, int usedDie, List<PendingEffect> batch) {
        int cardIndex = s.dice[usedDie].cardIndex();
        for (Die d : s.dice) {
            if (d.cardIndex() == cardIndex && d.id() != usedDie && d.zone.inField()) {
                perDie(s, d.id(), usedDie, Trigger.WHEN_ANOTHER_DIE_OF_THIS_CARD_USED, batch);
            }
        }
    }

    /** Abilities that work from the card, active or not, of every card the player owns. */
    private static void perCardOf(GameState s, int player, Trigger trigger, List<PendingEffect> batch) {
        for (CardInPlay card : s.cards) {
            if (card.owner() != player) {
                continue;
            }
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                if (abilities.get(i).trigger() == trigger) {
                    batch.add(new PendingEffect(player, card.index(), i, -1, -1, 0, 0, null));
                }
            }
        }
    }

    /** Draws of the Clear and Draw Step are looked at just after it, before the Prep Area is rolled. */
    private static boolean inClearAndDraw(GameState s) {
        return s.step == Step.CLEAR_AND_DRAW || (s.step == Step.ROLL_AND_REROLL && !s.stepEntered);
    }

    /** One declaration of attackers emits an event per attacker; the lowest id stands for the whole. */
    private static boolean isFirstAttacker(GameState s, int dieId) {
        return Combat.attackers(s).stream().mapToInt(Die::id).min().orElse(-1) == dieId;
    }

    /** The active player's character dice left in the Field Zone when attackers are declared. */
    private static void stayingBack(GameState s, List<PendingEffect> batch) {
        for (Die d : s.dice) {
            if (d.owner == s.active && d.zone == Zone.FIELD && s.face(d).isCharacter()) {
                perDie(s, d.id(), Trigger.WHEN_STAYS_BACK, batch);
            }
        }
    }

    /** Abilities of the die itself, then "whenever a die ..." abilities of cards watching it. */
    private static void onDie(GameState s, int dieId, Trigger trigger, List<PendingEffect> batch) {
        onDie(s, dieId, dieId, trigger, batch);
    }

    /** {@code otherDie} is "that die" for the die's own abilities (the blocker of a blocked die). */
    private static void onDie(GameState s, int dieId, int otherDie, Trigger trigger, List<PendingEffect> batch) {
        perDie(s, dieId, otherDie, trigger, batch);
        watchers(s, dieId, trigger, batch);
    }

    private static void perDie(GameState s, int dieId, Trigger trigger, List<PendingEffect> batch) {
        perDie(s, dieId, dieId, trigger, batch);
    }

    /** A KO'd die has left the field and its effects: its abilities are those the event says it had. */
    private static void knockedOut(GameState s, GameEvent.DieKnockedOut k, List<PendingEffect> batch) {
        Die d = s.dice[k.dieId()];
        if (!k.hadLostAbilities()) {
            ownPerDie(s, d, s.abilities(d.cardIndex()), d.id(), Trigger.WHEN_KNOCKED_OUT, batch);
        }
        if (k.copiedCard() >= 0) {
            copiedPerDie(s, d, k.copiedCard(), d.id(), Trigger.WHEN_KNOCKED_OUT, batch);
        }
    }

    private static void perDie(GameState s, int dieId, int otherDie, Trigger trigger, List<PendingEffect> batch) {
        Die d = s.dice[dieId];
        ownPerDie(s, d, Copies.ownAbilities(s, d), otherDie, trigger, batch);
        int copied = Copies.copiedCard(s, d);
        if (copied >= 0) {
            copiedPerDie(s, d, copied, otherDie, trigger, batch);
        }
    }

    private static void ownPerDie(GameState s, Die d, List<Ability> abilities, int otherDie, Trigger trigger,
                                  List<PendingEffect> batch) {
        Face face = s.face(d);
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() == trigger && a.watch() == null && burstMatches(a, face)) {
                batch.add(new PendingEffect(d.owner, d.cardIndex(), i, d.id(), otherDie, face.bursts(), 0, null));
            }
        }
    }

    /** A die that copied a card's abilities: they trigger for it as its own ("this die" is the copying die). */
    private static void copiedPerDie(GameState s, Die d, int copied, int otherDie, Trigger trigger,
                                     List<PendingEffect> batch) {
        Face face = s.face(d);
        List<Ability> abilities = s.abilities(copied);
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() == trigger && a.watch() == null && Copies.isCopied(a) && burstMatches(a, face)) {
                batch.add(new PendingEffect(d.owner, copied, i, d.id(), otherDie, face.bursts(), 0, null));
            }
        }
    }

    /** A character face's burst abilities work only when that face shows ("*When fielded ..."). */
    private static boolean burstMatches(Ability a, Face face) {
        return a.burst() == Burst.ALWAYS || (face.isCharacter() && a.burst().matches(face.bursts()));
    }

    private static void watchers(GameState s, int dieId, Trigger trigger, List<PendingEffect> batch) {
        watchers(s, dieId, -1, trigger, batch);
    }

    /** {@code byDie}: for a KO, the die whose damage did it, given to abilities that act on it. */
    private static void watchers(GameState s, int dieId, int byDie, Trigger trigger, List<PendingEffect> batch) {
        Die d = s.dice[dieId];
        for (CardInPlay card : s.cards) {
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (a.trigger() != trigger || a.watch() == null) {
                    continue;
                }
                if (card.definition().type().isAction() && ActionUse.worksForTheTurn(a)) {
                    for (ActionUse use : usesThisTurn(s, card.index(), a)) {
                        if (watchedMatches(s, a.watch(), d, use.player())) {
                            batch.add(new PendingEffect(use.player(), card.index(), i, -1, dieId, use.bursts(), 0,
                                    null));
                        }
                    }
                    continue;
                }
                if (card.isShared()) {
                    offerToEachPlayer(s, card, i, a, d, batch);
                    continue;
                }
                if (!Targets.isActive(s, card.index())) {
                    continue;
                }
                if (watchedMatches(s, a.watch(), d, card.owner())) {
                    PendingEffect p = new PendingEffect(card.owner(), card.index(), i, -1, dieId, 0, 0, null);
                    batch.add(byDie >= 0 && actsOnKnockOutSource(a) ? p.withRelatedDie(byDie) : p);
                }
            }
        }
        for (Copies.Copying c : Copies.inField(s)) {
            copiedWatchers(s, c, d, byDie, trigger, batch);
        }
    }

    /** "Whenever a die ..." abilities of copied card text watch for the copying die's controller. */
    private static void copiedWatchers(GameState s, Copies.Copying c, Die d, int byDie, Trigger trigger,
                                       List<PendingEffect> batch) {
        List<Ability> abilities = s.abilities(c.card());
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() == trigger && a.watch() != null && Copies.isCopied(a)
                    && watchedMatches(s, a.watch(), d, c.copier().owner)) {
                PendingEffect p = new PendingEffect(c.copier().owner, c.card(), i, c.copier().id(), d.id(), 0, 0,
                        null);
                batch.add(byDie >= 0 && actsOnKnockOutSource(a) ? p.withRelatedDie(byDie) : p);
            }
        }
    }

    private static boolean actsOnKnockOutSource(Ability a) {
        return a.effects().stream().map(Effect::selectorOf)
                .anyMatch(sel -> sel != null && sel.selection() == DieSelector.Selection.KNOCKED_OUT_BY);
    }

    /**
     * A Basic Action Card's reactive Global ("pay Shield when a character die you control is KO'd")
     * belongs to no one: it is offered to each player the watched die concerns who could pay.
     */
    private static void offerToEachPlayer(GameState s, CardInPlay card, int abilityIndex, Ability a, Die d,
                                          List<PendingEffect> batch) {
        if (a.cost().isFree()) {
            return;
        }
        for (int player : new int[]{s.active, 1 - s.active}) {
            if (watchedMatches(s, a.watch(), d, player)
                    && Payments.suggest(s, player, a.cost().energy(), a.cost().types()) != null) {
                batch.add(new PendingEffect(player, card.index(), abilityIndex, -1, d.id(), 0, 0, null));
            }
        }
    }

    /** The watched die is judged as it was when the event happened: a KO'd die has left the field. */
    private static boolean watchedMatches(GameState s, DieSelector watch, Die d, int controller) {
        return Targets.onSide(d, watch.side(), controller) && Targets.passes(s, d, watch.filter(), -1);
    }

    /**
     * The first use this turn by each player of the card's action dice whose bursts the ability
     * needs: an action card's triggered abilities work for the rest of the turn it was used in.
     */
    private static List<ActionUse> usesThisTurn(GameState s, int cardIndex, Ability a) {
        List<ActionUse> result = new ArrayList<>();
        for (ActionUse use : s.actionUses) {
            if (use.cardIndex() == cardIndex && a.burst().matches(use.bursts())
                    && result.stream().noneMatch(u -> u.player() == use.player())) {
                result.add(use);
            }
        }
        return result;
    }

    /** Triggers of a card once, however many of its dice are in the field. */
    private static void perActiveCard(GameState s, int player, Trigger trigger, List<PendingEffect> batch) {
        if (!s.actionUses.isEmpty()) {
            perUsedActionCard(s, player, trigger, batch);
        }
        for (CardInPlay card : s.cards) {
            // Whether the card has such an ability is cheap to ask; whether it is active is not.
            if (card.owner() != player || !hasTrigger(s, card, trigger) || !Targets.isActive(s, card.index())) {
                continue;
            }
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                if (abilities.get(i).trigger() == trigger) {
                    batch.add(new PendingEffect(player, card.index(), i, firstActiveDie(s, card.index()), -1, 0, 0,
                            null));
                }
            }
        }
        for (Copies.Copying c : Copies.inField(s)) {
            if (c.copier().owner == player) {
                copiedPerActiveCard(s, c, trigger, batch);
            }
        }
    }

    /** Once-per-card triggers of copied card text ("at the end of your turn") fire through the copying die. */
    private static void copiedPerActiveCard(GameState s, Copies.Copying c, Trigger trigger, List<PendingEffect> batch) {
        List<Ability> abilities = s.abilities(c.card());
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i).trigger() == trigger && Copies.isCopied(abilities.get(i))) {
                batch.add(new PendingEffect(c.copier().owner, c.card(), i, c.copier().id(), -1, 0, 0, null));
            }
        }
    }

    private static void perUsedActionCard(GameState s, int player, Trigger trigger, List<PendingEffect> batch) {
        for (CardInPlay card : s.cards) {
            if (!card.definition().type().isAction() || !hasTrigger(s, card, trigger)) {
                continue;
            }
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (a.trigger() != trigger || a.watch() != null || !ActionUse.worksForTheTurn(a)) {
                    continue;
                }
                for (ActionUse use : usesThisTurn(s, card.index(), a)) {
                    if (use.player() == player) {
                        batch.add(new PendingEffect(player, card.index(), i, -1, -1, use.bursts(), 0, null));
                    }
                }
            }
        }
    }

    private static boolean hasTrigger(GameState s, CardInPlay card, Trigger trigger) {
        for (Ability a : s.abilities(card.index())) {
            if (a.trigger() == trigger) {
                return true;
            }
        }
        return false;
    }

    private static int firstActiveDie(GameState s, int cardIndex) {
        for (Die d : s.dice) {
            if (d.cardIndex() == cardIndex && s.isCharacterInField(d) && !Copies.hasLostAbilities(s, d)) {
                return d.id();
            }
        }
        return -1;
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
        return s.abilities(p.cardIndex()).get(p.abilityIndex());
    }

    /** Resolve the next step of the queue's first ability; may pause on a target choice. */
    static void resolveNext(Table t) {
        GameState s = t.s;
        PendingEffect p = s.queue.peekFirst();
        Ability ability = abilityOf(s, p);
        if (p.nextEffect() >= ability.effects().size()
                || (p.nextEffect() == 0 && p.chosenTargets() == null
                && !conditionHolds(s, ability.condition(), p.controller(), p.sourceDie(), p.triggeringDie()))) {
            s.queue.pollFirst();
            return;
        }
        if (p.nextEffect() == 0 && !p.costPaid() && paidWhenTriggered(ability)) {
            Reactions.offerPayment(t, p, ability);
            return;
        }
        Effect effect = ability.effects().get(p.nextEffect());
        if (effect instanceof Effect.SecretDraw draw) {
            SecretDraws.resolve(t, p, draw);
            return;
        }
        if (effect instanceof Effect.NameCharacter name) {
            Naming.ask(t, p, name);
            return;
        }
        if (effect instanceof Effect.TurnToFace && p.chosenTargets() != null && !p.chosenTargets().isEmpty()) {
            FaceChoices.ask(t, p);
            return;
        }
        DieSelector selector = selectorOf(effect);
        List<Die> dice = List.of();
        if (selector != null) {
            if (selector.isTargeted() && p.chosenTargets() == null) {
                if (!askForTargets(t, p, selector)) {
                    noTargets(t, p, effect);
                }
                return;
            }
            if (selector.selection() == DieSelector.Selection.THOSE) {
                dice = stillThere(s, p.lastTargets(), selector);
            } else if (selector.selection() == DieSelector.Selection.SAME_NAME) {
                dice = sameNameAs(s, p, selector);
            } else if (selector.selection() == DieSelector.Selection.KNOCKED_OUT_BY) {
                dice = p.relatedDie() >= 0 ? stillThere(s, List.of(p.relatedDie()), selector).stream()
                        .filter(d -> Targets.passes(s, d, selector.filter(), p.sourceDie())).toList() : List.of();
            } else {
                dice = selector.isTargeted() ? chosenStillValid(s, p, selector)
                        : Targets.candidates(s, selector, p.controller(), p.sourceDie(), p.triggeringDie());
            }
            if (dice.isEmpty() && (isChoiceOfThisDie(selector) || isOptionalCost(ability, p, selector))) {
                s.queue.pollFirst(); // "you may ... to ...": declined, so nothing follows
                return;
            }
        }
        replaceHead(s, p.advance());
        if (effect instanceof Effect.OnlyIf onlyIf) {
            if (!conditionHolds(s, onlyIf.condition(), p)) {
                s.queue.pollFirst(); // the condition failed: the rest of the ability does nothing
            }
            return;
        }
        if (effect instanceof Effect.PayEnergy) {
            payOrStop(t, dice);
            return;
        }
        if (effect instanceof Effect.Enlist && !dice.isEmpty()) {
            // The opponent KO'd one of their own dice: the rest of the ability does nothing.
            dice.forEach(t::knockOut);
            s.queue.pollFirst();
            return;
        }
        new EffectRules(t, p).apply(effect, dice);
    }

    /** A triggered ability with a cost: its controller may pay when it resolves, or let it go. */
    static boolean paidWhenTriggered(Ability a) {
        return !a.cost().isFree() && a.trigger() != Trigger.GLOBAL && a.trigger() != Trigger.REACTIVE_GLOBAL
                && a.trigger() != Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL
                && a.trigger() != Trigger.ACTION_USED;
    }

    /** A targeted effect without any candidate: skipped, except where "none" has a meaning of its own. */
    private static void noTargets(Table t, PendingEffect p, Effect effect) {
        GameState s = t.s;
        replaceHead(s, p.advance());
        if (effect instanceof Effect.PayEnergy || isChoiceOfThisDie(selectorOf(effect))
                || p.nextEffect() < abilityOf(s, p).costEffects()) {
            s.queue.pollFirst();
        } else if (effect instanceof Effect.DamageDieOrOpponent) {
            new EffectRules(t, p).apply(effect, List.of());
        }
    }

    /**
     * "You may [do something with] this die to ...": an up-to-one choice of the ability's own die.
     * Not choosing it (or its being gone) stops the rest of the ability.
     */
    private static boolean isOptionalCost(Ability ability, PendingEffect p, DieSelector selector) {
        return p.nextEffect() < ability.costEffects() && selector.isTargeted() && selector.upTo();
    }

    private static boolean isChoiceOfThisDie(DieSelector selector) {
        return selector != null && selector.isTargeted() && selector.upTo()
                && Boolean.FALSE.equals(selector.filter().other());
    }

    /** The chosen die pays (it is spent); choosing none declines, and the rest of the ability is dropped. */
    private static void payOrStop(Table t, List<Die> dice) {
        if (dice.isEmpty()) {
            t.s.queue.pollFirst();
            return;
        }
        for (Die d : dice) {
            t.move(d, t.spentZone(d.owner));
        }
    }

    private static void replaceHead(GameState s, PendingEffect p) {
        s.queue.pollFirst();
        s.queue.addFirst(p);
    }

    /**
     * The previous effect's targets that are still in the place the selector looks at and pass its
     * filter ("that die, if it shows a character face").
     */
    private static List<Die> stillThere(GameState s, List<Integer> ids, DieSelector selector) {
        List<Die> result = new ArrayList<>();
        for (int id : ids) {
            Die d = s.dice[id];
            if (Targets.inPlace(s, d, selector.place()) && Targets.passes(s, d, selector.filter(), -1)) {
                result.add(s.dice[id]);
            }
        }
        return result;
    }

    /** Dice matching the selector whose card has the name of one of the previous effect's targets. */
    private static List<Die> sameNameAs(GameState s, PendingEffect p, DieSelector selector) {
        List<String> names = p.lastTargets().stream().map(id -> s.definition(s.dice[id]).name()).toList();
        return Targets.candidates(s, selector, p.controller(), p.sourceDie(), p.triggeringDie()).stream()
                .filter(d -> names.contains(s.definition(d).name())).toList();
    }

    /** Targets chosen earlier that are still legal when the effect resolves. */
    private static List<Die> chosenStillValid(GameState s, PendingEffect p, DieSelector selector) {
        List<Die> legal = targetCandidates(s, selector, p);
        List<Die> result = new ArrayList<>();
        for (int id : p.chosenTargets()) {
            if (legal.contains(s.dice[id])) {
                result.add(s.dice[id]);
            }
        }
        return result;
    }

    /** Dice a targeted selector may choose now; "another target" leaves out the previous effect's targets. */
    private static List<Die> targetCandidates(GameState s, DieSelector selector, PendingEffect p) {
        List<Die> candidates = Targets.candidates(s, selector, p.controller(), p.sourceDie(), p.triggeringDie());
        List<Die> dice = FieldAbilities.isOfActionDie(s, p.cardIndex(), abilityOf(s, p))
                ? FieldAbilities.unprotected(s, p.controller(), candidates)
                : targetable(s, abilityOf(s, p), p.controller(), candidates);
        if (selector.selection() == DieSelector.Selection.ANOTHER_TARGET) {
            dice = dice.stream().filter(d -> !p.lastTargets().contains(d.id())).toList();
        }
        if (p.nextEffect() < abilityOf(s, p).effects().size()
                && abilityOf(s, p).effects().get(p.nextEffect()) instanceof Effect.Capture) {
            dice = dice.stream().filter(d -> d.id() != p.sourceDie()).toList(); // a die cannot capture itself
        }
        Integer costAbove = selector.filter().maxCostAboveThose();
        if (costAbove != null) {
            dice = dice.stream().filter(d -> p.lastTargets().stream().anyMatch(id ->
                    s.definition(d).cost() <= s.definition(s.dice[id]).cost() + costAbove)).toList();
        }
        DieFilter.Relation relation = selector.filter().likeThose();
        if (relation != null) {
            dice = dice.stream().filter(d -> p.lastTargets().stream()
                    .anyMatch(id -> Targets.related(s, d, s.dice[id], relation))).toList();
        }
        return dice;
    }

    /** Pause for a target choice; chooses by itself when there is exactly one way. False: no target. */
    private static boolean askForTargets(Table t, PendingEffect p, DieSelector selector) {
        GameState s = t.s;
        List<Die> candidates = targetCandidates(s, selector, p);
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
        Effect asking = abilityOf(s, p).effects().get(p.nextEffect());
        boolean enlist = asking instanceof Effect.Enlist;
        int chooser = selector.chooser() == PlayerSelector.OPPONENT || enlist ? 1 - p.controller() : p.controller();
        String what = enlist
                ? " of your character dice to KO, or none, to stop the Enlistment ability of "
                : asking instanceof Effect.PayEnergy pay ? " " + pay.type().label() + " energy die to pay, or none"
                + " to decline, for "
                : asking instanceof Effect.DamageDieOrOpponent ? " target die, or none to target your opponent, for "
                : " target " + (max == 1 ? "die" : "dice") + " for ";
        String prompt = s.players[chooser].name() + ": choose " + (selector.upTo() ? "up to " : "")
                + max + what + card.name();
        s.decision = new Decision.ChooseTargets(chooser, prompt,
                candidates.stream().map(Die::id).toList(), min, max);
        return true;
    }

    /**
     * Candidates an ability may target: dice protected from the opponent's action dice and Global
     * Abilities are left out when the ability is one of those.
     */
    private static List<Die> targetable(GameState s, Ability ability, int controller, List<Die> candidates) {
        if (ability.trigger() != Trigger.ACTION_USED && ability.trigger() != Trigger.GLOBAL) {
            return candidates;
        }
        return candidates.stream().filter(d -> !Targets.protectedFrom(s, d, controller)).toList();
    }

    /** The targets of a decision are in; resolution continues from the settle loop. */
    static void targetsChosen(GameState s, List<Integer> dice) {
        PendingEffect p = s.queue.peekFirst();
        replaceHead(s, p.withTargets(dice));
        s.decision = null;
    }

    /** The dice an effect acts on, or null for effects on players. */
    static DieSelector selectorOf(Effect effect) {
        return Effect.selectorOf(effect);
    }

    /** The value of an amount now, for an ability of {@code controller} coming from {@code sourceDie}. */
    static int amount(GameState s, Amount amount, int cardIndex, int controller, int sourceDie, int triggeringDie) {
        return amount(s, amount, cardIndex, controller, sourceDie, triggeringDie, List.of());
    }

    /** {@code those}: the dice the ability's previous targeted effect chose, for amounts measuring "that die". */
    static int amount(GameState s, Amount amount, int cardIndex, int controller, int sourceDie, int triggeringDie,
                      List<Integer> those) {
        if (amount.isFixed()) {
            return amount.finish(0);
        }
        if (amount.measure() == Amount.Measure.TOKENS) {
            return amount.finish(s.tokensOn(cardIndex));
        }
        List<Die> dice = amount.dice().selection() == DieSelector.Selection.THOSE
                ? stillThere(s, those, amount.dice())
                : Targets.candidates(s, amount.dice(), controller, sourceDie, triggeringDie);
        int measured = switch (amount.measure()) {
            case COUNT -> dice.size();
            case CARDS -> (int) dice.stream().mapToInt(Die::cardIndex).distinct().count();
            case ATTACK -> dice.isEmpty() ? 0 : Stats.attack(s, dice.get(0));
            case DEFENSE -> dice.isEmpty() ? 0 : Stats.defense(s, dice.get(0));
            case LEVEL -> dice.isEmpty() ? 0 : s.face(dice.get(0)).level();
            case HIGHEST_LEVEL -> dice.stream().mapToInt(d -> s.face(d).level()).max().orElse(0);
            case ENERGY -> dice.stream().mapToInt(d -> energySymbols(s, d)).sum();
            case NONE, TOKENS -> 0;
        };
        return amount.finish(measured);
    }

    /** Energy symbols a rolled die shows (a double energy face shows two). */
    private static int energySymbols(GameState s, Die d) {
        return d.zone.isRolled() && s.face(d).isEnergy() ? s.face(d).energy().size() : 0;
    }

    static boolean conditionHolds(GameState s, Condition condition, int controller, int sourceDie) {
        return conditionHolds(s, condition, controller, sourceDie, -1);
    }

    /** {@code triggeringDie} is "that die" for conditions about it ("if that die is a Sidekick die"). */
    static boolean conditionHolds(GameState s, Condition condition, int controller, int sourceDie,
                                  int triggeringDie) {
        return switch (condition.kind()) {
            case ALWAYS -> true;
            case KNOCKED_OUT_THIS_TURN -> s.players[controller].knockedOutThisTurn > 0;
            case DICE_AT_LEAST -> Targets.candidates(s, condition.dice(), controller, sourceDie, triggeringDie).size()
                    >= condition.count();
            case DICE_AT_MOST -> Targets.candidates(s, condition.dice(), controller, sourceDie, triggeringDie).size()
                    <= condition.count();
            case ONLY_DIE_FIELDED_THIS_TURN -> s.players[controller].fieldedThisTurn.equals(List.of(sourceDie));
            case CARD_ACTIVE -> sourceDie >= 0 && Targets.isActive(s, s.dice[sourceDie].cardIndex());
            case YOUR_TURN -> s.active == controller;
            case THOSE_NOT_KNOCKED_OUT -> true; // about earlier targets: see the check with the pending effect
        };
    }

    /** A condition checked between the effects of a resolving ability, which knows its earlier targets. */
    static boolean conditionHolds(GameState s, Condition condition, PendingEffect p) {
        if (condition.kind() == Condition.Kind.THOSE_NOT_KNOCKED_OUT) {
            return p.lastTargets().stream().map(id -> s.dice[id]).allMatch(d -> notKnockedOut(s, d));
        }
        return conditionHolds(s, condition, p.controller(), p.sourceDie(), p.triggeringDie());
    }

    /** Still in the field with its damage below its D (dice are KO'd once the ability is done). */
    private static boolean notKnockedOut(GameState s, Die d) {
        return s.isCharacterInField(d) && d.damage < Stats.defense(s, d);
    }

    static List<Integer> players(GameState s, int controller, PlayerSelector who) {
        return switch (who) {
            case YOU -> List.of(controller);
            case OPPONENT -> List.of(1 - controller);
            case EACH -> List.of(s.active, 1 - s.active);
        };
    }

    // ---- starting abilities by a player's choice (action dice, Globals) ----

    /** Abilities an action die's face uses: the base text unless a matching burst replaces it, plus bursts. */
    static List<Integer> actionAbilities(CardDefinition card, int bursts) {
        List<Integer> result = new ArrayList<>();
        List<Ability> abilities = card.allAbilities();
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
     * An ability cannot be started when its condition fails, when an effect paid as part of its
     * cost has nothing to act on, or when its first targeted effect has no legal target.
     * Returns the reason or null.
     */
    static String cannotStart(GameState s, Ability ability, int controller, String name) {
        if (!conditionHolds(s, ability.condition(), controller, -1)) {
            return name + " cannot be used now: its condition is not met.";
        }
        for (int i = 0; i < ability.costEffects(); i++) {
            DieSelector selector = selectorOf(ability.effects().get(i));
            if (selector != null && Targets.candidates(s, selector, controller, -1, -1).isEmpty()) {
                return name + ": you have no die to pay its cost with.";
            }
        }
        for (Effect effect : ability.effects()) {
            DieSelector selector = selectorOf(effect);
            if (selector != null && selector.isTargeted() && !selector.upTo()) {
                if (targetable(s, ability, controller, Targets.candidates(s, selector, controller, -1, -1)).size()
                        < selector.count()) {
                    return name + " has no valid target.";
                }
                return null;
            }
        }
        return null;
    }
}
