package dicemasters.engine.effects;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Combat;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnEffect;

import java.util.List;

/**
 * Abilities that work from the card, whether or not its dice are in the Field Zone: what the
 * opponent does (declaring attackers, using an action die), a Global Ability
 * used by either player, damage to a player, and the end of the owner's Roll and Reroll Step.
 * "This die" is the card's first die in the Field Zone (none when it is not active); with
 * "whenever", the ability works once for each matching die of the owner in the Field Zone.
 */
final class CardTriggers {
    private CardTriggers() {
    }

    static void triggersOf(GameState s, GameEvent e, List<PendingEffect> batch) {
        if (e instanceof GameEvent.AttackerDeclared a && Combat.isFirstAttacker(s, a.dieId())) {
            fromCards(s, 1 - s.activePlayer(), Trigger.WHEN_OPPONENT_DECLARES_ATTACKERS, batch);
        } else if (e instanceof GameEvent.GlobalUsed) {
            fromCards(s, s.activePlayer(), Trigger.WHEN_A_PLAYER_USES_GLOBAL, batch);
            fromCards(s, 1 - s.activePlayer(), Trigger.WHEN_A_PLAYER_USES_GLOBAL, batch);
        } else if (e instanceof GameEvent.PlayerDamaged damaged) {
            fromCards(s, damaged.player(), Trigger.WHEN_YOU_ARE_DAMAGED, batch);
            fromCards(s, 1 - damaged.player(), Trigger.WHEN_OPPONENT_IS_DAMAGED, batch);
        } else if (e instanceof GameEvent.StepStarted st && st.step() == Step.MAIN) {
            fromCards(s, s.activePlayer(), Trigger.END_OF_ROLL_STEP_FROM_CARD, batch);
        } else if (e instanceof GameEvent.DieKnockedOut ko && ko.byPlayer() == ko.owner()) {
            for (int opponent : s.seats().opponentsOf(ko.owner())) {
                fromCards(s, opponent, Trigger.WHEN_OPPONENT_KOS_OWN_DIE, batch, ko.dieId());
            }
        }
    }

    /** Keywords granted this turn to dice as they are fielded, before their own "when fielded" abilities look. */
    static void grantOnFielding(Table t, Die d) {
        GameState s = t.s;
        for (TurnEffect te : List.copyOf(s.thisTurn().turnEffects())) {
            Effect e = te.effect(s);
            if (e instanceof Effect.GrantKeyword g && g.asFielded() && Targets.matches(s, g.dice(), d, te.controller(), -1)) {
                t.grantKeyword(d, g.keyword());
            }
        }
    }

    private static void fromCards(GameState s, int player, Trigger trigger, List<PendingEffect> batch) {
        fromCards(s, player, trigger, batch, -1);
    }

    /** {@code triggeringDie}: "that die" of the event, or -1. */
    private static void fromCards(GameState s, int player, Trigger trigger, List<PendingEffect> batch,
                                  int triggeringDie) {
        if (!s.thisTurn().turnEffects().isEmpty()) {
            eachTimeThisTurn(s, player, trigger, batch, triggeringDie);
        }
        for (CardInPlay card : s.cards()) {
            if (card.owner() != player) {
                continue;
            }
            List<Ability> abilities = s.abilities(card.index());
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (a.trigger() != trigger) {
                    continue;
                }
                if (a.watch() == null) {
                    batch.add(new PendingEffect(player, card.index(), i, Targets.firstActiveDie(s, card.index()),
                            triggeringDie, 0, 0, null));
                } else {
                    forEachWatched(s, card, i, a, batch);
                }
            }
        }
    }

    /** The rest of an ability that waits, this turn, for each time the trigger happens for its controller. */
    private static void eachTimeThisTurn(GameState s, int player, Trigger trigger, List<PendingEffect> batch,
                                         int triggeringDie) {
        for (TurnEffect te : s.thisTurn().turnEffects()) {
            if (te.controller() == player && te.effect(s) instanceof Effect.EachTimeThisTurn each
                    && each.trigger() == trigger) {
                batch.add(new PendingEffect(player, te.cardIndex(), te.abilityIndex(),
                        Targets.firstActiveDie(s, te.cardIndex()), triggeringDie, 0, te.effectIndex() + 1, null));
            }
        }
    }

    /** "Whenever": once for each of the owner's dice in the Field Zone that the ability watches. */
    private static void forEachWatched(GameState s, CardInPlay card, int abilityIndex, Ability a,
                                       List<PendingEffect> batch) {
        for (Die d : s.dice()) {
            if (s.isCharacterInField(d) && Targets.matches(s, a.watch(), d, card.owner(), d.id())) {
                batch.add(new PendingEffect(card.owner(), card.index(), abilityIndex, d.id(), d.id(), 0, 0, null));
            }
        }
    }
}
