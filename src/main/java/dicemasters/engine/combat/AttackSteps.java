package dicemasters.engine.combat;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Conditions;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.CombatChanges;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

/**
 * What follows an Attack Step: the Cleanup Step, or a second Attack Step when an active card of the
 * team whose turn it is allows one ((a {@link Effect.TurnRule} of extra Attack Steps)). The second begins with declaring
 * attackers like the first: declaring none declines it and the turn ends. Between the two, dice that
 * were blocked and not KO'd are back in the Field Zone and may attack again; damage stays on dice
 * until the Cleanup Step and "until the end of the turn" effects go on (the rulebook clears them
 * only then). A card allows one second Attack Step per turn, never a third.
 */
public final class AttackSteps {
    private AttackSteps() {
    }

    /** The Attack Step is over (its dice are back in the Field Zone): attack again or clean up. */
    public static void ended(Table t) {
        GameState s = t.s;
        if (!s.combat().isSecondAttackStep()) {
            int card = allowingCard(s, true);
            if (card >= 0 && Declarations.anyoneCanAttack(s)) {
                beginSecond(t, card);
                return;
            }
            tellWhyNot(t, card);
        }
        StateChanges.enterStep(s, Step.CLEANUP);
    }

    private static void beginSecond(Table t, int cardIndex) {
        GameState s = t.s;
        CombatChanges.beginSecondAttackStep(s);
        for (Die d : s.dice()) {
            t.leaveCombat(d); // blocks belong to the Attack Step that declared them
        }
        CardInPlay card = s.cards().get(cardIndex);
        t.emit(new GameEvent.AbilityTriggered(card.owner(), card.definition().name(), t.teamName(s.activePlayer())
                + " may take a second Attack Step (declaring no attackers ends the turn)"));
        StateChanges.enterStep(s, Step.DECLARE_ATTACKERS);
    }

    /** A card that would allow a second Attack Step but cannot now says why, when that is news. */
    private static void tellWhyNot(Table t, int activeCard) {
        GameState s = t.s;
        if (activeCard >= 0) {
            CardInPlay card = s.cards().get(activeCard);
            t.emit(new GameEvent.EffectNotDone(card.owner(), card.definition().name(),
                    "no second Attack Step: no character die can attack"));
            return;
        }
        int gone = allowingCard(s, false);
        if (gone >= 0 && leftTheFieldThisTurn(s, gone)) {
            CardInPlay card = s.cards().get(gone);
            t.emit(new GameEvent.EffectNotDone(card.owner(), card.definition().name(), "no second Attack Step: "
                    + card.definition().name() + " is no longer active at the end of the first"));
        }
    }

    /** A card of the active team with the rule, active ({@code active}) or not; -1 when there is none. */
    private static int allowingCard(GameState s, boolean active) {
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay card = s.cards().get(index);
            if (!s.isOnActiveTeam(card.owner()) || Targets.isActive(s, index) != active) {
                continue;
            }
            for (Ability ability : s.abilities(index)) {
                if (ability.trigger() == Trigger.WHILE_ACTIVE
                        && ability.effects().stream().anyMatch(e -> e instanceof Effect.TurnRule r
                        && r.quantity() == Effect.TurnRule.Quantity.EXTRA_ATTACK_STEPS)
                        && (!active || Conditions.holds(s, ability.condition(), card.owner(), -1))) {
                    return index;
                }
            }
        }
        return -1;
    }

    /**
     * On its owner's turn a die in the Prep Area or Out of Play got there this turn (KO'd, attacked
     * unblocked, spent): the card may have been active before, so its players hear why nothing follows.
     */
    private static boolean leftTheFieldThisTurn(GameState s, int cardIndex) {
        return s.dice().stream().anyMatch(d -> d.cardIndex() == cardIndex
                && (d.zone() == Zone.PREP || d.zone() == Zone.OUT_OF_PLAY));
    }
}
