package dicemasters.coach;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Face;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;

import java.util.ArrayList;
import java.util.List;

/** An engine action told in words, as the coach lists it ("Buy a Wonder Woman die, paying Shield"). */
public final class ActionWords {
    private ActionWords() {
    }

    public static String describe(GameState s, Action action) {
        if (action instanceof Action.Reroll a) {
            return a.dice().isEmpty() ? "Keep every result (reroll nothing)"
                    : "Reroll " + DieWords.list(s, a.dice()) + (a.dice().size() > 1 ? " together" : "");
        } else if (action instanceof Action.Purchase a) {
            String name = s.cards().get(a.cardIndex()).definition().name();
            return "Buy " + GameEvent.article(name) + " " + name + " die" + paying(a.payment());
        } else if (action instanceof Action.Field a) {
            return "Field " + DieWords.name(s, s.die(a.die())) + paying(a.payment());
        } else if (action instanceof Action.UseActionDie a) {
            return "Use the " + DieWords.name(s, s.die(a.die())) + " action die";
        } else if (action instanceof Action.UseGlobal a) {
            return "Use the Global Ability of " + s.cards().get(a.cardIndex()).definition().name()
                    + paying(a.payment());
        } else if (action instanceof Action.Pass) {
            return passWords(s);
        } else if (action instanceof Action.DeclareAttackers a) {
            return a.dice().isEmpty() ? "Do not attack (the turn goes on to Cleanup)"
                    : "Attack with " + DieWords.list(s, a.dice());
        } else if (action instanceof Action.DeclareBlockers a) {
            return blockWords(s, a);
        } else if (action instanceof Action.SplitDamage a) {
            return splitWords(s, a);
        } else if (action instanceof Action.ChooseTargets a) {
            return a.dice().isEmpty() ? "Choose no target" : "Choose " + DieWords.list(s, a.dice());
        } else if (action instanceof Action.OrderTriggers a) {
            return orderWords(s, a);
        } else if (action instanceof Action.React a) {
            return s.decision() instanceof Decision.React d && a.option() >= 0 && a.option() < d.options().size()
                    ? "React: " + d.options().get(a.option()).text() + paying(a.payment()) : "React";
        } else if (action instanceof Action.ChooseNumber a) {
            return "Choose " + a.number();
        } else if (action instanceof Action.UseFieldAbility a) {
            return fieldAbilityWords(s, a);
        } else if (action instanceof Action.SplitPrepArea a) {
            return splitPrepAreaWords(s, a);
        } else if (action instanceof Action.DeclineReaction) {
            Decision.React.Question question = s.decision() instanceof Decision.React d ? d.question()
                    : Decision.React.Question.DAMAGE;
            return switch (question) {
                case KNOCK_OUT -> "Do not replace the KO: let it be KO'd";
                case PAYMENT -> "Do not pay";
                case DAMAGE -> "Do not react: let the damage be dealt";
            };
        }
        return "Concede the game";
    }

    /** "Send Chair Smash to the Used Pile to use its ability (*)": the die, what its use costs, its burst. */
    private static String fieldAbilityWords(GameState s, Action.UseFieldAbility a) {
        dicemasters.engine.state.Die d = s.die(a.die());
        Ability ability = s.definition(d).abilities().get(a.abilityIndex());
        String stars = ability.burst() == dicemasters.engine.card.Burst.ALWAYS ? "" : " (" + "*".repeat(
                Math.max(1, s.face(d).bursts())) + ")";
        String name = DieWords.name(s, d);
        var sendTo = ability.cost().sendThisDieTo();
        String head = sendTo == null ? "Use the ability of " + name + " in the Field Zone"
                : "Send " + name + " from the Field Zone to the " + sendTo.label() + " to use its ability";
        return head + stars + (a.payment().total() == 0 ? "" : paying(a.payment()));
    }

    private static String passWords(GameState s) {
        if (s.priorityPlayer() != s.activePlayer()) {
            return "Pass priority back without using a Global Ability";
        }
        return s.step() == Step.MAIN ? "Pass priority (when nothing more happens, the Main Step ends)"
                : "Pass priority (when nothing more happens, damage is assigned)";
    }

    private static String blockWords(GameState s, Action.DeclareBlockers a) {
        if (a.blocks().isEmpty()) {
            return "Do not block";
        }
        // A die blocking several attackers is told once: "Casey Jones blocks Ann's Sidekick and Ann's April".
        java.util.Map<Integer, List<String>> attackersByBlocker = new java.util.LinkedHashMap<>();
        for (Action.Block b : a.blocks()) {
            attackersByBlocker.computeIfAbsent(b.blocker(), k -> new ArrayList<>())
                    .add(DieWords.owned(s, s.die(b.attacker())));
        }
        List<String> parts = new ArrayList<>();
        attackersByBlocker.forEach((blocker, attackers) -> parts.add(DieWords.name(s, s.die(blocker)) + " blocks "
                + DieWords.joinWords(attackers)));
        boolean several = attackersByBlocker.values().stream().anyMatch(list -> list.size() > 1);
        return "Block: " + (several ? String.join("; ", parts) : DieWords.joinWords(parts));
    }

    /** "Cid rolls Leonardo and a Sidekick; you roll the rest" */
    private static String splitPrepAreaWords(GameState s, Action.SplitPrepArea a) {
        if (!(s.decision() instanceof Decision.SplitPrepArea d)) {
            return "Split the Prep Area";
        }
        String teammate = s.player(d.teammate()).name();
        if (a.teammateDice().isEmpty()) {
            return "Roll every die of the Prep Area yourself";
        }
        if (a.teammateDice().size() == d.dice().size()) {
            return teammate + " rolls every die of the Prep Area";
        }
        return teammate + " rolls " + DieWords.list(s, a.teammateDice()) + "; you roll the rest";
    }

    private static String splitWords(GameState s, Action.SplitDamage a) {
        List<String> parts = new ArrayList<>();
        for (DamageAssignment share : a.shares()) {
            parts.add(share.amount() + " to " + DieWords.owned(s, s.die(share.blocker())));
        }
        return "Assign damage: " + DieWords.joinWords(parts);
    }

    private static String orderWords(GameState s, Action.OrderTriggers a) {
        if (!(s.decision() instanceof Decision.OrderTriggers d)) {
            return "Order the abilities";
        }
        List<String> names = new ArrayList<>();
        for (int index : a.order()) {
            CardDefinition card = s.cards().get(d.triggers().get(index).cardIndex()).definition();
            names.add(card.name());
        }
        return "Resolve in this order: " + String.join(", then ", names);
    }

    static String paying(Payment payment) {
        return payment.total() == 0 ? " (free)" : ", paying " + Face.describeEnergy(payment.symbols());
    }

    /** "Excessive Force: Global Ability" for the first Global of a card, used in greyed lists. */
    static String globalName(CardDefinition card, int abilityIndex) {
        Ability ability = card.abilities().get(abilityIndex);
        return "Global Ability of " + card.name() + " (costs " + ability.cost().energy() + ")";
    }
}
