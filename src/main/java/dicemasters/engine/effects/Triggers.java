package dicemasters.engine.effects;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Combat;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.ActionUse;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameCards;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * Finding what triggers: each event since the last look is matched against the abilities that
 * work for the dice and cards it concerns (copied and lost abilities through {@link Copies}), and
 * what triggered goes into the effect queue, the active player's first.
 */
public final class Triggers {
    private Triggers() {
    }

    /** Look at the events since the last look and gather what they trigger, in the state's batch. */
    public static void collectTriggers(Table t, List<PendingEffect> batch) {
        for (GameEvent e = t.lookAtNextEvent(); e != null; e = t.lookAtNextEvent()) {
            int before = batch.size();
            // Cards' triggers are asked before the event's records are kept and every other trigger after them:
            // the order the rules have always been asked in.
            CardTriggers.triggersOf(t.s, e, batch);
            EventRecords.keep(t, e);
            triggersOf(t, e, batch);
            DelayedEffects.holdUntilEndOfTurn(t.s, batch, before);
        }
        DelayedEffects.releaseAtEndOfTurn(t.s, batch);
    }

    /** What the event sets off (a question: the event's records are kept before it is asked). */
    private static void triggersOf(Table t, GameEvent e, List<PendingEffect> batch) {
        GameState s = t.s;
        if (e instanceof GameEvent.DieFielded f) {
            onDie(s, f.dieId(), Trigger.WHEN_FIELDED, batch);
        } else if (e instanceof GameEvent.AttackerDeclared a) {
            if (Combat.isFirstAttacker(s, a.dieId())) {
                stayingBack(s, batch);
                for (int player : attackingPlayers(s)) {
                    perActiveCard(s, player, Trigger.WHEN_YOU_ATTACK, batch);
                }
            }
            onDie(s, a.dieId(), Trigger.WHEN_ATTACKS, batch);
        } else if (e instanceof GameEvent.DieMoved m && m.from() == Zone.BAG && m.to() == Zone.PREP
                && inClearAndDraw(s)) {
            onDie(s, m.dieId(), Trigger.WHEN_DRAWN, batch);
        } else if (e instanceof GameEvent.BlockerDeclared b) {
            // "That die" of a block trigger is the other die of the block.
            onDie(s, b.blocker(), b.attacker(), Trigger.WHEN_BLOCKS, batch);
            onDie(s, b.attacker(), b.blocker(), Trigger.WHEN_BLOCKED, batch);
            onDie(s, b.blocker(), b.attacker(), Trigger.WHEN_ENGAGED, batch);
            onDie(s, b.attacker(), b.blocker(), Trigger.WHEN_ENGAGED, batch);
        } else if (e instanceof GameEvent.DieDamaged d) {
            DamageTriggers.damaged(s, d, batch);
        } else if (e instanceof GameEvent.PlayerDamaged pd && pd.sourceDie() >= 0) {
            DamageTallies.hitDieAndOpponent(s, pd, batch);
            if (!s.thisTurn().turnEffects().isEmpty()) {
                Marks.damagedOpponent(s, pd, batch);
            }
            if (s.seats().opponents(s.die(pd.sourceDie()).owner(), pd.player())) {
                onDie(s, pd.sourceDie(), Trigger.WHEN_DAMAGES_OPPONENT, batch);
            }
        } else if (e instanceof GameEvent.DieKnockedOut k) {
            DamageTriggers.knockedOut(s, k, batch);
            if (k.byDie() >= 0) {
                perDie(s, k.byDie(), k.dieId(), Trigger.WHEN_KOS_A_DIE, batch);
                if (k.byCombat()) {
                    perDie(s, k.byDie(), k.dieId(), Trigger.WHEN_KOS_IN_COMBAT, batch);
                }
            }
        } else if (e instanceof GameEvent.DiePurchased p) {
            onDie(s, p.dieId(), Trigger.WHEN_PURCHASED, batch);
        } else if (e instanceof GameEvent.GlobalUsed g) {
            for (int opponent : s.seats().opponentsOf(g.player())) {
                perCardOf(s, opponent, Trigger.WHEN_OPPONENT_USES_GLOBAL, batch);
            }
        } else if (e instanceof GameEvent.TurnStarted ts) {
            for (int player : s.seats().allies(ts.player())) {
                perActiveCard(s, player, Trigger.START_OF_YOUR_TURN, batch);
            }
            for (int player : s.seats().opponentsOf(ts.player())) {
                perActiveCard(s, player, Trigger.START_OF_OPPONENTS_TURN, batch);
            }
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.ATTACK_WINDOW) {
            for (Die attacker : Combat.attackers(s)) {
                if (!attacker.isBlocked()) {
                    onDie(s, attacker.id(), Trigger.WHEN_UNBLOCKED, batch);
                }
            }
            for (Die d : s.dice()) {
                if (s.isCharacterInField(d)) {
                    perDie(s, d.id(), Trigger.AFTER_BLOCKS, batch);
                }
            }
            if (!s.thisTurn().actionUses().isEmpty()) {
                for (int player : s.seats().allies(s.activePlayer())) {
                    perUsedActionCard(s, player, Trigger.AFTER_BLOCKS, batch);
                }
            }
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.MAIN) {
            for (int player : s.seats().allies(s.activePlayer())) {
                perActiveCard(s, player, Trigger.END_OF_ROLL_STEP, batch);
                perActiveCard(s, player, Trigger.START_OF_MAIN_STEP, batch);
            }
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.CLEANUP) {
            for (int player : s.seats().allies(s.activePlayer())) {
                perActiveCard(s, player, Trigger.END_OF_YOUR_TURN, batch);
            }
            for (int player : s.playersInTurnOrder()) {
                perActiveCard(s, player, Trigger.END_OF_TURN, batch);
            }
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.CLEAR_AND_DRAW) {
            for (Die d : s.dice()) {
                if (s.isOnActiveTeam(d.owner()) && d.zone().inField()) {
                    perDie(s, d.id(), Trigger.START_OF_YOUR_CLEAR_AND_DRAW, batch);
                }
            }
        } else if (e instanceof GameEvent.ActionDieUsed used) {
            anotherDieOfTheCardUsed(s, used.dieId(), batch);
            if (s.step() == Step.ATTACK_WINDOW) {
                AfterBlocksTriggers.usedInTheWindow(s, used, batch);
            }
            perActiveCard(s, used.player(), Trigger.WHEN_YOU_USE_AN_ACTION_DIE, batch);
            if (s.gameCards().has(Trigger.WHEN_OPPONENT_USES_AN_ACTION_DIE)) {
                s.seats().opponentsOf(used.player())
                        .forEach(o -> perActiveCard(s, o, Trigger.WHEN_OPPONENT_USES_AN_ACTION_DIE, batch));
            }
        } else if (e instanceof GameEvent.DieMoved m && m.to() != m.from()) {
            DrawsAndPreps.moved(t, m, batch);
        } else {
            DiceChangeTriggers.collect(s, e, batch);
        }
    }

    /** Dice of the card already in the Field Zone hear of another of its dice being used (either player's). */
    private static void anotherDieOfTheCardUsed(GameState s, int usedDie, List<PendingEffect> batch) {
        int cardIndex = s.die(usedDie).cardIndex();
        for (Die d : s.dice()) {
            if (d.cardIndex() == cardIndex && d.id() != usedDie && d.zone().inField()) {
                perDie(s, d.id(), usedDie, Trigger.WHEN_ANOTHER_DIE_OF_THIS_CARD_USED, batch);
            }
        }
    }

    /** Abilities that work from the card, active or not, of every card the player owns. */
    private static void perCardOf(GameState s, int player, Trigger trigger, List<PendingEffect> batch) {
        if (!s.gameCards().has(trigger)) {
            return;
        }
        for (CardInPlay card : s.cards()) {
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
    static boolean inClearAndDraw(GameState s) {
        return s.step() == Step.CLEAR_AND_DRAW || (s.step() == Step.ROLL_AND_REROLL && !s.stepEntered());
    }

    /** The players of the active team who declared attackers (in a two-player game, the active player). */
    private static List<Integer> attackingPlayers(GameState s) {
        List<Die> attackers = Combat.attackers(s);
        return s.seats().allies(s.activePlayer()).stream()
                .filter(p -> attackers.stream().anyMatch(d -> d.owner() == p)).toList();
    }

    /** The active team's character dice left in the Field Zone when attackers are declared. */
    private static void stayingBack(GameState s, List<PendingEffect> batch) {
        for (Die d : s.dice()) {
            if (s.isOnActiveTeam(d.owner()) && d.zone() == Zone.FIELD && s.face(d).isCharacter()) {
                perDie(s, d.id(), Trigger.WHEN_STAYS_BACK, batch);
            }
        }
    }

    /** Abilities of the die itself, then "whenever a die ..." abilities of cards watching it. */
    static void onDie(GameState s, int dieId, Trigger trigger, List<PendingEffect> batch) {
        onDie(s, dieId, dieId, trigger, batch);
    }

    /** {@code otherDie} is "that die" for the die's own abilities (the blocker of a blocked die). */
    private static void onDie(GameState s, int dieId, int otherDie, Trigger trigger, List<PendingEffect> batch) {
        perDie(s, dieId, otherDie, trigger, batch);
        WatchingTriggers.watchers(s, dieId, -1, trigger, batch);
    }

    private static void perDie(GameState s, int dieId, Trigger trigger, List<PendingEffect> batch) {
        perDie(s, dieId, dieId, trigger, batch);
    }

    private static void perDie(GameState s, int dieId, int otherDie, Trigger trigger, List<PendingEffect> batch) {
        if (!s.gameCards().has(trigger)) {
            return; // the die's own, copied or granted abilities are all among the game's
        }
        Die d = s.die(dieId);
        ownPerDie(s, d, Copies.ownAbilities(s, d), otherDie, trigger, batch);
        int copied = Copies.copiedCard(s, d);
        if (copied >= 0) {
            copiedPerDie(s, d, copied, otherDie, trigger, batch);
        }
    }

    static void ownPerDie(GameState s, Die d, List<Ability> abilities, int otherDie, Trigger trigger,
                                  List<PendingEffect> batch) {
        Face face = s.face(d);
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() == trigger && a.watch() == null && burstMatches(a, face) && worksFor(s, d, i)) {
                batch.add(new PendingEffect(d.owner(), d.cardIndex(), i, d.id(), otherDie, face.bursts(), 0, null));
            }
        }
    }

    /**
     * An ability of a keyword the card lacks works only for a die that was granted the keyword; one
     * of a printed keyword, only while no effect takes the keyword away.
     */
    private static boolean worksFor(GameState s, Die d, int abilityIndex) {
        var through = s.gameCards().grantedThrough(d.cardIndex(), abilityIndex);
        if (through != null) {
            return Stats.hasGrantedKeyword(s, d, through);
        }
        var printed = s.gameCards().takesKeywords() ? s.gameCards().keywordOf(d.cardIndex(), abilityIndex) : null;
        return printed == null || Stats.hasKeyword(s, d, printed);
    }

    /** A die that copied a card's abilities: they trigger for it as its own ("this die" is the copying die). */
    static void copiedPerDie(GameState s, Die d, int copied, int otherDie, Trigger trigger,
                                     List<PendingEffect> batch) {
        Face face = s.face(d);
        List<Ability> abilities = s.abilities(copied);
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            if (a.trigger() == trigger && a.watch() == null && Copies.isCopied(a) && burstMatches(a, face)
                    && s.gameCards().grantedThrough(copied, i) == null) {
                batch.add(new PendingEffect(d.owner(), copied, i, d.id(), otherDie, face.bursts(), 0, null));
            }
        }
    }

    /** A "while active" trigger with a burst works once while any active die of the card shows the burst. */
    private static boolean burstShowing(GameState s, int cardIndex, Ability a) {
        if (a.burst() == Burst.ALWAYS) {
            return true;
        }
        for (Die d : s.dice()) {
            if (d.cardIndex() == cardIndex && s.isCharacterInField(d) && burstMatches(a, s.face(d))) {
                return true;
            }
        }
        return false;
    }

    /** A character face's burst abilities work only when that face shows ("*When fielded ..."). */
    private static boolean burstMatches(Ability a, Face face) {
        return a.burst() == Burst.ALWAYS || (face.isCharacter() && a.burst().matches(face.bursts()));
    }

    /** Triggers of a card once, however many of its dice are in the field. */
    static void perActiveCard(GameState s, int player, Trigger trigger, List<PendingEffect> batch) {
        if (!s.gameCards().has(trigger)) {
            return;
        }
        if (!s.thisTurn().actionUses().isEmpty()) {
            perUsedActionCard(s, player, trigger, batch);
        }
        for (CardInPlay card : s.cards()) {
            // Whether the card has such an ability is cheap to ask; whether it is active is not.
            if (card.owner() != player || !hasTrigger(s, card, trigger) || !Targets.isActive(s, card.index())) {
                continue;
            }
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                if (abilities.get(i).trigger() == trigger && burstShowing(s, card.index(), abilities.get(i))) {
                    batch.add(new PendingEffect(player, card.index(), i, Targets.firstActiveDie(s, card.index()), -1, 0, 0,
                            null));
                }
            }
        }
        for (Copies.Copying c : Copies.inField(s)) {
            if (c.copier().owner() == player) {
                copiedPerActiveCard(s, c, trigger, batch);
            }
        }
    }

    /** Once-per-card triggers of copied card text ("at the end of your turn") fire through the copying die. */
    private static void copiedPerActiveCard(GameState s, Copies.Copying c, Trigger trigger, List<PendingEffect> batch) {
        List<Ability> abilities = s.abilities(c.card());
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i).trigger() == trigger && Copies.isCopied(abilities.get(i))) {
                batch.add(new PendingEffect(c.copier().owner(), c.card(), i, c.copier().id(), -1, 0, 0, null));
            }
        }
    }

    private static void perUsedActionCard(GameState s, int player, Trigger trigger, List<PendingEffect> batch) {
        for (CardInPlay card : s.cards()) {
            if (!card.definition().type().isAction() || !hasTrigger(s, card, trigger)) {
                continue;
            }
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (a.trigger() != trigger || a.watch() != null || !GameCards.worksForTheTurn(a)) {
                    continue;
                }
                for (ActionUse use : WatchingTriggers.firstUsesThisTurn(s, card.index(), a)) {
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

    /**
     * Move gathered triggers into the queue: all of the active team's first, then the other team's.
     * A team with two or more different abilities chooses their order (in Doubles the teammates'
     * abilities are ordered together; the first of them in turn order answers for the team).
     */
    public static void enqueueTriggers(GameState s, List<PendingEffect> batch) {
        for (int team : s.seats().teamsInTurnOrder(s.activePlayer())) {
            List<PendingEffect> ours = batch.stream().filter(p -> s.seats().teamOf(p.controller()) == team).toList();
            if (ours.isEmpty()) {
                continue;
            }
            if (needsOrdering(ours)) {
                int chooser = firstController(s, ours);
                String whose = s.seats().teamsOfTwo() ? "your team's" : "your";
                StateChanges.ask(s, new Decision.OrderTriggers(chooser,
                        s.player(chooser).name() + ": choose the order in which " + whose + " abilities resolve", ours));
                batch.removeAll(ours);
                return;
            }
            EffectQueue.addAll(s, ours);
            batch.removeAll(ours);
        }
    }

    private static int firstController(GameState s, List<PendingEffect> effects) {
        for (int player : s.playersInTurnOrder()) {
            if (effects.stream().anyMatch(p -> p.controller() == player)) {
                return player;
            }
        }
        return effects.get(0).controller();
    }

    private static boolean needsOrdering(List<PendingEffect> effects) {
        PendingEffect first = effects.get(0);
        return effects.stream().anyMatch(p -> p.cardIndex() != first.cardIndex()
                || p.abilityIndex() != first.abilityIndex());
    }
}
