package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A simple, deterministic player with a plan: field free characters, buy the most expensive die it
 * can afford, field what it can still pay for, use action dice when they have a worthwhile target,
 * attack when it is safe or lethal, and block to win trades or to survive. It only chooses: every
 * choice is one the engine listed as legal or one it checked with {@link Engine#check}, so no rule
 * is re-implemented here.
 */
public final class GreedyPlayer implements Player {

    @Override
    public Action choose(GameState state) {
        Decision decision = state.decision();
        if (decision instanceof Decision.ChooseTargets d) {
            return chooseTargets(state, d, legal(state));
        }
        if (decision instanceof Decision.SplitDamage d) {
            return checkedOr(state, splitToKnockOut(state, d));
        }
        if (decision != null) {
            return legal(state).get(0);
        }
        switch (state.step()) {
            case DECLARE_ATTACKERS:
                return checkedOr(state, new Action.DeclareAttackers(attackers(state)));
            case DECLARE_BLOCKERS:
                return checkedOr(state, new Action.DeclareBlockers(blocks(state)));
            case MAIN:
            case ATTACK_WINDOW:
                return windowChoice(state, legal(state));
            default:
                // Roll and Reroll: keep what was rolled.
                return checkedOr(state, new Action.Reroll(List.of()));
        }
    }

    /**
     * What the greedy player would choose, with the legal actions already listed (a search player
     * asks this to look at the greedy plan first). The plan may be one the list does not hold (a
     * group of attackers, say); the caller checks it.
     */
    static Action preferred(GameState state, List<Action> legal) {
        Decision decision = state.decision();
        if (decision instanceof Decision.ChooseTargets d) {
            return chooseTargets(state, d, legal);
        }
        if (decision instanceof Decision.SplitDamage d) {
            return splitToKnockOut(state, d);
        }
        if (decision != null) {
            return legal.get(0);
        }
        return switch (state.step()) {
            case DECLARE_ATTACKERS -> new Action.DeclareAttackers(attackers(state));
            case DECLARE_BLOCKERS -> new Action.DeclareBlockers(blocks(state));
            case MAIN, ATTACK_WINDOW -> windowChoice(state, legal);
            default -> new Action.Reroll(List.of());
        };
    }

    private static List<Action> legal(GameState state) {
        List<Action> legal = Engine.legalActions(state);
        if (legal.isEmpty()) {
            throw new IllegalStateException("no legal action in step " + state.step());
        }
        return legal;
    }

    /**
     * The planned action when the engine accepts it, otherwise the first listed legal action. The
     * list is asked for only when needed: listing every choice costs more than checking one.
     */
    private static Action checkedOr(GameState state, Action planned) {
        return Engine.check(state, planned) == null ? planned : legal(state).get(0);
    }

    // ---- Main Step and Action/Global windows ----

    /**
     * The best-scored move, unless it is an action die or ability that changes nothing ({@link
     * WastedMoves}): then the next best. Only the move about to be chosen is judged (it costs a play).
     */
    private static Action windowChoice(GameState state, List<Action> legal) {
        List<Action> left = legal;
        while (true) {
            Action best = null;
            int bestScore = 0;
            for (Action action : left) {
                int score = windowScore(state, action);
                if (score > bestScore) {
                    best = action;
                    bestScore = score;
                }
            }
            if (best == null || !WastedMoves.changesNothing(state, best)) {
                return best != null ? best : pass(legal);
            }
            Action wasted = best;
            left = left.stream().filter(a -> !a.equals(wasted)).toList();
        }
    }

    /** Higher is better; 0 means "not worth doing", and then the player passes. */
    private static int windowScore(GameState state, Action action) {
        if (action instanceof Action.Field f) {
            int fieldCost = Engine.fieldCost(state, state.die(f.die()));
            return fieldCost == 0 ? 3000 : 1000 - fieldCost;
        }
        if (action instanceof Action.Purchase p) {
            // The printed cost, as a measure of what the die is worth (not what it costs now).
            return 2000 + state.cards().get(p.cardIndex()).definition().cost();
        }
        if (action instanceof Action.UseActionDie u) {
            return worthUsing(state, state.definition(state.die(u.die()))) ? 500 : 0;
        }
        if (action instanceof Action.UseFieldAbility u) {
            return worthUsingInTheField(state, u) ? 400 : 0;
        }
        return 0;
    }

    /**
     * A die's ability in the Field Zone (Chair Smash) is used when it harms dice and an opposing
     * die attacks or blocks: the harm then goes to that die (targets are chosen opposing first).
     */
    private static boolean worthUsingInTheField(GameState state, Action.UseFieldAbility u) {
        Ability ability = state.definition(state.die(u.die())).abilities().get(u.abilityIndex());
        boolean harmsDice = ability.effects().stream().anyMatch(GreedyPlayer::isHarmfulToDice);
        int me = state.actingPlayer();
        return harmsDice && state.dice().stream().anyMatch(d -> d.zone() == Zone.ATTACK
                && !state.seats().sameTeam(d.owner(), me));
    }

    private static Action pass(List<Action> legal) {
        for (Action a : legal) {
            if (a instanceof Action.Pass) {
                return a;
            }
        }
        return legal.get(0);
    }

    /** An action die is worth using unless it would only harm the player's own characters. */
    private static boolean worthUsing(GameState state, CardDefinition card) {
        boolean harmsDice = false;
        for (Ability ability : card.abilities()) {
            if (ability.trigger() != Trigger.ACTION_USED) {
                continue;
            }
            for (Effect effect : ability.effects()) {
                harmsDice |= isHarmfulToDice(effect);
            }
        }
        int opponent = state.seats().acrossFrom(state.actingPlayer());
        return !harmsDice || !state.fieldDice(opponent).isEmpty();
    }

    // ---- attacking and blocking ----

    /**
     * Everyone attacks when the attack is lethal even if the opponent blocks the strongest
     * attackers; otherwise only the dice that no single blocker can knock out.
     */
    static List<Integer> attackers(GameState state) {
        List<Die> mine = Engine.possibleAttackers(state);
        List<Die> blockers = Engine.possibleBlockers(state);
        int opponentLife = state.player(state.inactivePlayer()).life();
        if (unblockableDamage(state, mine, blockers.size()) >= opponentLife) {
            return ids(mine);
        }
        int strongestBlocker = 0;
        for (Die b : blockers) {
            strongestBlocker = Math.max(strongestBlocker, Engine.attack(state, b));
        }
        List<Integer> result = new ArrayList<>();
        for (Die d : mine) {
            if (Engine.attack(state, d) > 0 && Engine.defense(state, d) > strongestBlocker) {
                result.add(d.id());
            }
        }
        return result;
    }

    /** Damage that gets through when the defender blocks the strongest attackers one each. */
    private static int unblockableDamage(GameState state, List<Die> attackers, int blockerCount) {
        List<Integer> attacks = new ArrayList<>();
        for (Die d : attackers) {
            attacks.add(Engine.attack(state, d));
        }
        attacks.sort(Comparator.reverseOrder());
        int total = 0;
        for (int i = blockerCount; i < attacks.size(); i++) {
            total += attacks.get(i);
        }
        return total;
    }

    /**
     * Strongest attackers first: block with a die that knocks the attacker out and survives; else
     * with one that survives; else, when the unblocked damage would be lethal, with the weakest die.
     */
    static List<Action.Block> blocks(GameState state) {
        List<Die> attackers = new ArrayList<>(Engine.blockableAttackers(state));
        attackers.sort(Comparator.comparingInt((Die d) -> -Engine.attack(state, d)));
        List<Die> free = new ArrayList<>(Engine.possibleBlockers(state));
        int incoming = 0;
        for (Die a : attackers) {
            incoming += Engine.attack(state, a);
        }
        int life = state.player(state.actingPlayer()).life();
        List<Action.Block> blocks = new ArrayList<>();
        for (Die attacker : attackers) {
            Die blocker = goodBlocker(state, attacker, free);
            if (blocker == null && incoming >= life && !free.isEmpty()) {
                blocker = weakest(state, free);
            }
            if (blocker != null) {
                free.remove(blocker);
                incoming -= Engine.attack(state, attacker);
                blocks.add(new Action.Block(blocker.id(), attacker.id()));
            }
        }
        return blocks;
    }

    private static Die goodBlocker(GameState state, Die attacker, List<Die> free) {
        int attack = Engine.attack(state, attacker);
        int defense = Engine.defense(state, attacker);
        Die survivor = null;
        for (Die b : free) {
            boolean survives = Engine.defense(state, b) > attack;
            if (survives && Engine.attack(state, b) >= defense) {
                return b;
            }
            if (survives && survivor == null) {
                survivor = b;
            }
        }
        return survivor;
    }

    private static Die weakest(GameState state, List<Die> dice) {
        Die weakest = dice.get(0);
        for (Die d : dice) {
            if (Engine.attack(state, d) + Engine.defense(state, d)
                    < Engine.attack(state, weakest) + Engine.defense(state, weakest)) {
                weakest = d;
            }
        }
        return weakest;
    }

    /** Knock out as many blockers as the damage allows, the easiest first; the rest on the last. */
    static Action splitToKnockOut(GameState state, Decision.SplitDamage d) {
        List<Die> blockers = new ArrayList<>();
        d.blockers().forEach(id -> blockers.add(state.die(id)));
        blockers.sort(Comparator.comparingInt((Die b) -> Engine.remainingDefense(state, b)));
        int left = d.amount();
        List<DamageAssignment> shares = new ArrayList<>();
        for (int i = 0; i < blockers.size(); i++) {
            Die b = blockers.get(i);
            boolean last = i == blockers.size() - 1;
            int share = last ? left : Math.min(left, Engine.remainingDefense(state, b));
            shares.add(new DamageAssignment(d.attacker(), b.id(), share));
            left -= share;
        }
        return new Action.SplitDamage(shares);
    }

    // ---- targets ----

    /** Harmful effects go on the opponent's strongest dice, helpful ones on the player's own. */
    private static Action chooseTargets(GameState state, Decision.ChooseTargets d, List<Action> legal) {
        boolean harmful = isHarmfulToDice(effectBeingTargeted(state));
        int me = d.player();
        Action best = legal.get(0);
        int bestScore = Integer.MIN_VALUE;
        for (Action action : legal) {
            int score = 0;
            for (int id : ((Action.ChooseTargets) action).dice()) {
                Die die = state.die(id);
                boolean mine = state.seats().sameTeam(die.owner(), me);
                int worth = 1 + Engine.attack(state, die) + Engine.defense(state, die);
                score += harmful == mine ? -worth : worth;
            }
            if (score > bestScore) {
                best = action;
                bestScore = score;
            }
        }
        return best;
    }

    private static Effect effectBeingTargeted(GameState state) {
        List<PendingEffect> queue = state.waiting().queue();
        if (queue.isEmpty()) {
            return null;
        }
        PendingEffect head = queue.get(0);
        // The engine numbers abilities as the state lists them: printed, then keywords' (Intimidate...), then granted.
        List<Ability> abilities = state.abilities(head.cardIndex());
        List<Effect> effects = abilities.get(head.abilityIndex()).effects();
        return head.nextEffect() < effects.size() ? effects.get(head.nextEffect()) : null;
    }

    /** Effects a player wants on the opponent's dice rather than their own. */
    private static boolean isHarmfulToDice(Effect effect) {
        if (effect instanceof Effect.DamageDice || effect instanceof Effect.KnockOut
                || effect instanceof Effect.Restrict || effect instanceof Effect.MoveDice) {
            return true;
        }
        if (effect instanceof Effect.ModifyStats m) {
            return sign(m.attack()) + sign(m.defense()) < 0;
        }
        if (effect instanceof Effect.SpinLevels s) {
            return s.levels() < 0;
        }
        return false;
    }

    private static int sign(dicemasters.engine.card.Amount amount) {
        return Integer.signum(amount.base() + amount.times());
    }

    static List<Integer> ids(List<Die> dice) {
        List<Integer> result = new ArrayList<>();
        dice.forEach(d -> result.add(d.id()));
        return result;
    }
}
