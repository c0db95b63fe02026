package dicemasters.engine.effects;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.energy.Payments;
import dicemasters.engine.facts.AbilityStarts;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Life;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnRecords;

/**
 * Global Abilities: printed on any card, usable by either player holding priority in the Main
 * Step or the Attack Step's window (the inactive player one at a time, then priority returns),
 * paid with energy (and life, where the card or an effect says), limited to N uses a turn by some cards.
 */
public final class GlobalAbilities {
    private GlobalAbilities() {
    }

    /**
     * Whether {@code player} may use the Global now, as if they held priority (asked without a copy
     * of the state whenever the active player passes).
     */
    public static String check(GameState s, Action.UseGlobal a, int player) {
        if (!s.step().isGlobalWindow()) {
            return "Global Abilities are used in the Main Step or the Attack Step's Action/Global window.";
        }
        if (a.cardIndex() < 0 || a.cardIndex() >= s.cards().size()) {
            return "There is no such card.";
        }
        CardDefinition card = s.cards().get(a.cardIndex()).definition();
        if (a.abilityIndex() < 0 || a.abilityIndex() >= card.abilities().size()
                || !card.abilities().get(a.abilityIndex()).isGlobal()) {
            return card.name() + " has no such Global Ability.";
        }
        if (s.thisTurn().globalsStopped()) {
            return "Global Abilities cannot be used for the rest of this turn.";
        }
        Ability ability = card.abilities().get(a.abilityIndex());
        if (ability.usesPerTurn() > 0 && s.thisTurn().timesUsed(player, a.cardIndex(), a.abilityIndex()) >= ability.usesPerTurn()) {
            return "The Global Ability of " + card.name() + " can be used only " + ability.usesPerTurn()
                    + (ability.usesPerTurn() == 1 ? " time" : " times") + " per turn.";
        }
        String noTarget = AbilityStarts.cannotStart(s, ability, player, card.name());
        if (noTarget != null) {
            return noTarget;
        }
        return Payments.check(s, player, a.payment(), ability.cost().energy(), ability.cost().types(),
                "The Global Ability of " + card.name());
    }

    private static Ability ability(CardDefinition card, Action.UseGlobal a) {
        return card.abilities().get(a.abilityIndex());
    }

    public static void use(Table t, Action.UseGlobal a) {
        GameState s = t.s;
        int player = s.priorityPlayer();
        CardDefinition card = s.cards().get(a.cardIndex()).definition();
        Payments.pay(t, player, a.payment(), "use the Global Ability of " + card.name());
        Life.lose(t, player, ability(card, a).cost().life() + s.thisTurn().globalLifeCost(),
                "the cost of " + card.name());
        t.emit(new GameEvent.GlobalUsed(player, t.name(player), card.name()));
        TurnRecords.useLimited(s, player, a.cardIndex(), a.abilityIndex());
        EffectQueue.add(s, new PendingEffect(player, a.cardIndex(), a.abilityIndex(), -1, -1, 0, 0, null));
        // The inactive team uses one Global, then priority returns to the active player.
        abilityUsed(t, player);
    }

    /**
     * A player of the other team used their one Global (or field ability): unless it was the active
     * team's, priority returns to the active player.
     */
    static void abilityUsed(Table t, int player) {
        GameState s = t.s;
        if (!s.isOnActiveTeam(player)) {
            t.loseVirtual(player);
            StateChanges.givePriority(s, s.activePlayer());
            t.emit(new GameEvent.PriorityPassed(player, t.name(player), s.activePlayer(), t.name(s.activePlayer())));
        }
        StateChanges.clearPasses(s);
    }
}
