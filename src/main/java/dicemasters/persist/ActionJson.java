package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.DamageAssignment;

import java.util.ArrayList;
import java.util.List;

/**
 * Actions as small JSON objects named by a "type". The names below are the whole, closed set:
 * the file chooses one of them, never a Java class. Payments list the dice spent from and the
 * symbols taken ("die": 7 or "die": "virtual").
 */
final class ActionJson {
    static final List<String> TYPES = List.of("reroll", "purchase", "field", "useActionDie", "useGlobal", "pass",
            "declareAttackers", "declareBlockers", "splitDamage", "chooseTargets", "orderTriggers", "react", "declineReaction", "chooseNumber", "concede",
            "useFieldAbility", "splitPrepArea");
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ActionJson() {
    }

    static ObjectNode write(Action action) {
        ObjectNode o = JSON.objectNode();
        if (action instanceof Action.Reroll a) {
            o.put("type", "reroll").set("dice", ints(a.dice()));
        } else if (action instanceof Action.Purchase a) {
            o.put("type", "purchase").put("card", a.cardIndex()).set("payment", payment(a.payment()));
        } else if (action instanceof Action.Field a) {
            o.put("type", "field").put("die", a.die()).set("payment", payment(a.payment()));
        } else if (action instanceof Action.UseActionDie a) {
            o.put("type", "useActionDie").put("die", a.die());
        } else if (action instanceof Action.UseGlobal a) {
            o.put("type", "useGlobal").put("card", a.cardIndex()).put("ability", a.abilityIndex())
                    .set("payment", payment(a.payment()));
        } else if (action instanceof Action.Pass) {
            o.put("type", "pass");
        } else if (action instanceof Action.DeclareAttackers a) {
            o.put("type", "declareAttackers").set("dice", ints(a.dice()));
        } else if (action instanceof Action.DeclareBlockers a) {
            ArrayNode blocks = o.put("type", "declareBlockers").putArray("blocks");
            a.blocks().forEach(b -> blocks.addObject().put("blocker", b.blocker()).put("attacker", b.attacker()));
        } else if (action instanceof Action.SplitDamage a) {
            ArrayNode shares = o.put("type", "splitDamage").putArray("shares");
            a.shares().forEach(s -> shares.addObject().put("attacker", s.attacker()).put("blocker", s.blocker())
                    .put("amount", s.amount()));
        } else if (action instanceof Action.ChooseTargets a) {
            o.put("type", "chooseTargets").set("dice", ints(a.dice()));
        } else if (action instanceof Action.OrderTriggers a) {
            o.put("type", "orderTriggers").set("order", ints(a.order()));
        } else if (action instanceof Action.React a) {
            o.put("type", "react").put("option", a.option()).set("payment", payment(a.payment()));
        } else if (action instanceof Action.DeclineReaction) {
            o.put("type", "declineReaction");
        } else if (action instanceof Action.ChooseNumber a) {
            o.put("type", "chooseNumber").put("number", a.number());
        } else if (action instanceof Action.Concede a) {
            o.put("type", "concede");
            if (a.player() != Action.Concede.ACTING) {
                o.put("player", a.player()); // a player conceding while another is to act
            }
        } else if (action instanceof Action.SplitPrepArea a) {
            o.put("type", "splitPrepArea").set("teammateDice", ints(a.teammateDice()));
        } else if (action instanceof Action.UseFieldAbility a) {
            o.put("type", "useFieldAbility").put("die", a.die()).put("ability", a.abilityIndex())
                    .set("payment", payment(a.payment()));
        } else {
            throw new IllegalArgumentException("no saved form for " + action);
        }
        return o;
    }

    /**
     * Reads the action fields of {@code f} (other fields, such as the recorded hash, are the
     * caller's). Unknown types are an error listing the known ones.
     */
    static Action read(Fields f) throws SavedGameException {
        String type = f.text("type");
        switch (type) {
            case "reroll":
                return new Action.Reroll(f.integers("dice"));
            case "purchase":
                return new Action.Purchase(f.integer("card"), payment(f));
            case "field":
                return new Action.Field(f.integer("die"), payment(f));
            case "useActionDie":
                return new Action.UseActionDie(f.integer("die"));
            case "useGlobal":
                return new Action.UseGlobal(f.integer("card"), f.integer("ability"), payment(f));
            case "pass":
                return new Action.Pass();
            case "declareAttackers":
                return new Action.DeclareAttackers(f.integers("dice"));
            case "declareBlockers":
                return new Action.DeclareBlockers(blocks(f));
            case "splitDamage":
                return new Action.SplitDamage(shares(f));
            case "chooseTargets":
                return new Action.ChooseTargets(f.integers("dice"));
            case "orderTriggers":
                return new Action.OrderTriggers(f.integers("order"));
            case "react":
                return new Action.React(f.integer("option"), payment(f));
            case "declineReaction":
                return new Action.DeclineReaction();
            case "chooseNumber":
                return new Action.ChooseNumber(f.integer("number"));
            case "concede":
                return f.has("player") ? new Action.Concede(f.integer("player")) : new Action.Concede();
            case "useFieldAbility":
                return new Action.UseFieldAbility(f.integer("die"), f.integer("ability"), payment(f));
            case "splitPrepArea":
                return new Action.SplitPrepArea(f.integers("teammateDice"));
            default:
                throw f.error("unknown action type '" + PrintableText.excerpt(type) + "' (known types: " + String.join(", ", TYPES) + ")");
        }
    }

    private static ArrayNode ints(List<Integer> values) {
        ArrayNode array = JSON.arrayNode();
        values.forEach(array::add);
        return array;
    }

    private static ArrayNode payment(Payment payment) {
        ArrayNode spends = JSON.arrayNode();
        for (Payment.Spend spend : payment.spends()) {
            ObjectNode s = spends.addObject();
            if (spend.dieId() == Payment.VIRTUAL) {
                s.put("die", "virtual");
            } else {
                s.put("die", spend.dieId());
            }
            ArrayNode symbols = s.putArray("energy");
            spend.symbols().forEach(e -> symbols.add(e.name()));
        }
        return spends;
    }

    private static Payment payment(Fields action) throws SavedGameException {
        List<Payment.Spend> spends = new ArrayList<>();
        for (JsonNode node : action.array("payment")) {
            Fields spend = action.nested(node, "payment");
            JsonNode die = spend.node("die");
            int dieId;
            if (die.isTextual() && die.asText().equals("virtual")) {
                dieId = Payment.VIRTUAL;
            } else if (die.isIntegralNumber() && die.canConvertToInt() && die.asInt() >= 0) {
                dieId = die.asInt();
            } else {
                throw spend.error("field 'die' must be a die number or \"virtual\"");
            }
            List<Energy> symbols = spend.enumValues("energy", Energy.class);
            spend.finish();
            spends.add(new Payment.Spend(dieId, symbols));
        }
        return new Payment(spends);
    }

    private static List<Action.Block> blocks(Fields action) throws SavedGameException {
        List<Action.Block> blocks = new ArrayList<>();
        for (JsonNode node : action.array("blocks")) {
            Fields block = action.nested(node, "block");
            blocks.add(new Action.Block(block.integer("blocker"), block.integer("attacker")));
            block.finish();
        }
        return blocks;
    }

    private static List<DamageAssignment> shares(Fields action) throws SavedGameException {
        List<DamageAssignment> shares = new ArrayList<>();
        for (JsonNode node : action.array("shares")) {
            Fields share = action.nested(node, "share");
            shares.add(new DamageAssignment(share.integer("attacker"), share.integer("blocker"),
                    share.integer("amount")));
            share.finish();
        }
        return shares;
    }
}
