package dicemasters.net;

import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.DamageAssignment;

import java.util.List;
import java.util.function.IntUnaryOperator;

/** An action with its die numbers turned from the engine's into the guests' or back ({@link DieAliases}). */
public final class ActionAliases {
    private ActionAliases() {
    }

    public static Action renumber(Action action, IntUnaryOperator die) {
        if (action instanceof Action.Reroll a) {
            return new Action.Reroll(dice(a.dice(), die));
        } else if (action instanceof Action.Purchase a) {
            return new Action.Purchase(a.cardIndex(), payment(a.payment(), die));
        } else if (action instanceof Action.Field a) {
            return new Action.Field(die.applyAsInt(a.die()), payment(a.payment(), die));
        } else if (action instanceof Action.UseActionDie a) {
            return new Action.UseActionDie(die.applyAsInt(a.die()));
        } else if (action instanceof Action.UseGlobal a) {
            return new Action.UseGlobal(a.cardIndex(), a.abilityIndex(), payment(a.payment(), die));
        } else if (action instanceof Action.DeclareAttackers a) {
            return new Action.DeclareAttackers(dice(a.dice(), die));
        } else if (action instanceof Action.DeclareBlockers a) {
            return new Action.DeclareBlockers(a.blocks().stream()
                    .map(b -> new Action.Block(die.applyAsInt(b.blocker()), die.applyAsInt(b.attacker()))).toList());
        } else if (action instanceof Action.SplitDamage a) {
            return new Action.SplitDamage(a.shares().stream().map(s -> new DamageAssignment(
                    die.applyAsInt(s.attacker()), die.applyAsInt(s.blocker()), s.amount())).toList());
        } else if (action instanceof Action.ChooseTargets a) {
            return new Action.ChooseTargets(dice(a.dice(), die));
        } else if (action instanceof Action.React a) {
            return new Action.React(a.option(), payment(a.payment(), die));
        } else if (action instanceof Action.SplitPrepArea a) {
            return new Action.SplitPrepArea(dice(a.teammateDice(), die));
        } else if (action instanceof Action.UseFieldAbility a) {
            return new Action.UseFieldAbility(die.applyAsInt(a.die()), a.abilityIndex(), payment(a.payment(), die));
        }
        return action; // Pass, OrderTriggers, DeclineReaction, ChooseNumber, Concede name no die
    }

    private static List<Integer> dice(List<Integer> ids, IntUnaryOperator die) {
        return ids.stream().map(die::applyAsInt).toList();
    }

    private static Payment payment(Payment payment, IntUnaryOperator die) {
        return new Payment(payment.spends().stream().map(s -> new Payment.Spend(
                s.dieId() == Payment.VIRTUAL ? Payment.VIRTUAL : die.applyAsInt(s.dieId()), s.symbols())).toList());
    }
}
