package dicemasters.ai;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/** A move in a player's words: "attack with Falcon and Rocket Raccoon", "buy a Falcon die". */
public final class MoveText {
    private MoveText() {
    }

    /**
     * The move as {@link #describe} says it and, for a Global, an action die or a die's ability in the
     * Field Zone, what it does in the card's words: what a person reads of the computer's move or a
     * hint ("use the Static Field action die (each character die deals at most 1 combat damage …)").
     */
    public static String explain(GameState s, Action action) {
        String move = describe(s, action);
        if (action instanceof Action.UseActionDie u) {
            return move + AbilityWords.ofActionDie(s, s.die(u.die()));
        }
        if (action instanceof Action.UseGlobal g) {
            return move + AbilityWords.ofGlobal(s, g);
        }
        if (action instanceof Action.UseFieldAbility u) {
            return move + AbilityWords.ofFieldAbility(s, u);
        }
        return move;
    }

    /** The move in the fewest words, as puzzles' solutions spell it. */
    public static String describe(GameState s, Action action) {
        if (action instanceof Action.Reroll r) {
            return r.dice().isEmpty() ? "keep every die as rolled" : "reroll " + showing(s, r.dice());
        }
        if (action instanceof Action.Purchase p) {
            String name = s.cards().get(p.cardIndex()).definition().name();
            return "buy " + GameEvent.article(name) + " " + name + " die";
        }
        if (action instanceof Action.Field f) {
            return "field " + s.nameOf(s.die(f.die()));
        }
        if (action instanceof Action.UseActionDie u) {
            return "use the " + s.nameOf(s.die(u.die())) + " action die";
        }
        if (action instanceof Action.UseGlobal g) {
            return "use the Global Ability of " + s.cards().get(g.cardIndex()).definition().name();
        }
        if (action instanceof Action.UseFieldAbility u) {
            return "use the ability of " + s.nameOf(s.die(u.die())) + " in the Field Zone";
        }
        if (action instanceof Action.DeclareAttackers a) {
            return a.dice().isEmpty() ? "do not attack" : "attack with " + names(s, a.dice());
        }
        if (action instanceof Action.DeclareBlockers b) {
            return blocks(s, b);
        }
        if (action instanceof Action.SplitDamage d) {
            return split(s, d);
        }
        if (action instanceof Action.ChooseTargets t) {
            return t.dice().isEmpty() ? "choose no target" : "choose " + names(s, t.dice());
        }
        if (action instanceof Action.OrderTriggers o) {
            return o.order().isEmpty() || o.order().get(0) == 0 ? "let the abilities resolve in the order listed"
                    : "let the abilities resolve in the other order";
        }
        if (action instanceof Action.React r && s.decision() instanceof Decision.React d) {
            String verb = switch (d.question()) {
                case KNOCK_OUT -> "replace the KO: ";
                case PAYMENT -> "pay: ";
                case DAMAGE -> "react: ";
            };
            return verb + d.options().get(r.option()).text();
        }
        if (action instanceof Action.DeclineReaction) {
            Decision.React.Question question = s.decision() instanceof Decision.React d ? d.question()
                    : Decision.React.Question.DAMAGE;
            return switch (question) {
                case KNOCK_OUT -> "let the die be KO'd";
                case PAYMENT -> "do not pay";
                case DAMAGE -> "let the damage be dealt";
            };
        }
        if (action instanceof Action.ChooseNumber n) {
            return "choose " + n.number();
        }
        if (action instanceof Action.Concede) {
            return "concede";
        }
        if (action instanceof Action.SplitPrepArea a && s.decision() instanceof Decision.SplitPrepArea d) {
            return a.teammateDice().isEmpty() ? "roll every die of the team's Prep Area"
                    : "give " + names(s, a.teammateDice()) + " to " + s.player(d.teammate()).name() + " to roll";
        }
        return "pass";
    }

    private static String blocks(GameState s, Action.DeclareBlockers b) {
        if (b.blocks().isEmpty()) {
            return "do not block";
        }
        List<String> parts = new ArrayList<>();
        for (Action.Block block : b.blocks()) {
            parts.add(s.nameOf(s.die(block.attacker())) + " with " + s.nameOf(s.die(block.blocker())));
        }
        return "block " + join(parts);
    }

    private static String split(GameState s, Action.SplitDamage d) {
        List<String> parts = new ArrayList<>();
        for (DamageAssignment share : d.shares()) {
            if (share.amount() > 0) {
                parts.add(share.amount() + " to " + s.nameOf(s.die(share.blocker())));
            }
        }
        return "assign the damage " + join(parts);
    }

    static String names(GameState s, List<Integer> dice) {
        List<String> names = new ArrayList<>();
        for (int id : dice) {
            names.add(s.nameOf(s.die(id)));
        }
        return join(names);
    }

    /** "Sidekick (Mask) and Falcon (level 2)": which die is meant when several share a name. */
    static String showing(GameState s, List<Integer> dice) {
        List<String> names = new ArrayList<>();
        for (int id : dice) {
            var face = s.face(s.die(id));
            String shown = face.isCharacter() ? "level " + face.level() : face.isEnergy()
                    ? dicemasters.engine.card.Face.describeEnergy(face.energy()) : "action";
            names.add(s.nameOf(s.die(id)) + " (" + shown + ")");
        }
        return join(names);
    }

    static String join(List<String> parts) {
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
