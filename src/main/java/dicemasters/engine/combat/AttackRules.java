package dicemasters.engine.combat;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.facts.Conditions;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;

import java.util.List;

/**
 * Who must and who may attack together: dice that must attack if able, "at least one character die
 * must attack", "only one die of each affiliation may attack". A die is able to attack when adding
 * it breaks no rule on attackers.
 */
public final class AttackRules {
    private AttackRules() {
    }

    /**
     * Attackers the rules forbid together, or dice left out that must attack if able (able: adding
     * them would break no rule); null when the attack is allowed.
     */
    public static String attackProblem(GameState s, List<Integer> attacking) {
        String together = affiliationProblem(s, attacking);
        if (together != null) {
            return together;
        }
        String mustAttack = leftOutThatMustAttack(s, attacking);
        if (mustAttack != null) {
            return mustAttack;
        }
        for (AttackRule rule : attackRules(s, e -> e instanceof Effect.TurnRule r
                && r.quantity() == Effect.TurnRule.Quantity.FEWEST_ATTACKERS)) {
            int needed = ((Effect.TurnRule) rule.effect()).amount();
            if (attacking.size() < needed && Declarations.possibleAttackers(s).stream()
                    .anyMatch(d -> !attacking.contains(d.id()) && mayJoin(s, attacking, d))) {
                return "At least " + needed + (needed == 1 ? " character die" : " character dice")
                        + " must attack this turn (" + rule.card().definition().name() + ").";
            }
        }
        return null;
    }

    /** A die left out of the attack that must attack and could join it, named; null when there is none. */
    private static String leftOutThatMustAttack(GameState s, List<Integer> attacking) {
        if (!Stats.mayAnyDieHave(s, Restriction.MUST_ATTACK) && !Stats.mayAnyDieHave(s, Restriction.MUST_ATTACK_NEXT)) {
            return null; // asked for every attack a player or a search weighs: most games have no such die
        }
        for (Die d : Declarations.possibleAttackers(s)) {
            if (!attacking.contains(d.id()) && (Stats.hasRestriction(s, d, Restriction.MUST_ATTACK)
                    || Stats.hasRestriction(s, d, Restriction.MUST_ATTACK_NEXT)) && mayJoin(s, attacking, d)) {
                return s.nameOf(d) + " must attack this turn.";
            }
        }
        return null;
    }

    /** The die could attack along with the others without breaking a rule on attackers. */
    private static boolean mayJoin(GameState s, List<Integer> attacking, Die d) {
        List<Integer> with = new java.util.ArrayList<>(attacking);
        with.add(d.id());
        return affiliationProblem(s, with) == null;
    }

    /**
     * The most attackers that may attack together: each possible attacker in turn, left out only
     * when a rule on attackers forbids it (for players who must attack with as many as they can).
     */
    public static List<Integer> everyDieThatMayAttack(GameState s) {
        List<Integer> result = new java.util.ArrayList<>();
        for (Die d : Declarations.possibleAttackers(s)) {
            if (mayJoin(s, result, d)) {
                result.add(d.id());
            }
        }
        return result;
    }

    /** "Only one character die of each affiliation may attack": two attackers sharing one. */
    private static String affiliationProblem(GameState s, List<Integer> attacking) {
        if (attacking.size() < 2) {
            return null;
        }
        for (AttackRule rule : attackRules(s, e -> e instanceof Effect.OneAttackerPerAffiliation)) {
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (int id : attacking) {
                for (String affiliation : s.definition(s.die(id)).affiliations()) {
                    if (!seen.add(affiliation)) {
                        return "Only one " + affiliation + " character die may attack this turn ("
                                + rule.card().definition().name() + ").";
                    }
                }
            }
        }
        return null;
    }

    /** A rule on attackers from an active card, and the card it comes from. */
    private record AttackRule(CardInPlay card, Effect effect) {
    }

    /** The active cards' rules of a kind that apply to the active player's attack. */
    private static List<AttackRule> attackRules(GameState s, java.util.function.Predicate<Effect> kind) {
        List<AttackRule> rules = new java.util.ArrayList<>();
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay card = s.cards().get(index);
            for (Ability ability : s.abilities(index)) {
                if (ability.trigger() != Trigger.WHILE_ACTIVE) {
                    continue;
                }
                for (Effect effect : ability.effects()) {
                    if (kind.test(effect) && appliesTo(s, effect, card) && Targets.isActive(s, index)
                            && Conditions.holds(s, ability.condition(), card.owner(), -1)) {
                        rules.add(new AttackRule(card, effect));
                    }
                }
            }
        }
        return rules;
    }

    private static boolean appliesTo(GameState s, Effect effect, CardInPlay card) {
        dicemasters.engine.card.PlayerSelector who = effect instanceof Effect.TurnRule a ? a.player()
                : ((Effect.OneAttackerPerAffiliation) effect).player();
        return switch (who) {
            case YOU -> s.isOnActiveTeam(card.owner());
            case OPPONENT -> !s.isOnActiveTeam(card.owner());
            case EACH -> true;
            case CONTROLLER_OF_THAT_DIE -> false; // refused by the loader: a static rule has no "that die"
        };
    }
}
