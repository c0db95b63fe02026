package dicemasters.persist;

import dicemasters.engine.state.ActionUse;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.CombatState;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.DamageHit;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.NamedCharacter;
import dicemasters.engine.state.PendingDamage;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.PreventedDamage;
import dicemasters.engine.state.ThisTurn;
import dicemasters.engine.state.TurnClock;
import dicemasters.engine.state.TurnEffect;
import dicemasters.engine.state.Waiting;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The state hash must cover everything a state holds, or a replay could go wrong unnoticed. The
 * hash is written field by field, so this test lists the fields it covers: a field added to the
 * engine's state fails here until {@link StateHash} digests it too (then add it below).
 */
class StateHashCoverageTest {
    private static final Map<Class<?>, List<String>> COVERED = new TreeMap<>(
            (a, b) -> a.getName().compareTo(b.getName()));

    static {
        // gameCards holds the cards (hashed card by card) and what is worked out from them once per game
        // (abilities, while-active and reaction cards, bookkeeping flags, the first hidden token card).
        // Copies of abilities themselves are applied modifiers (hashed only when present). diceView,
        // playersView and modifiersView are read-only views of dice, players and applied modifiers; seats is worked out from the number of players;
        // moveRules is the rules' answer to a move (the same object in every game: behaviour, not state).
        COVERED.put(GameState.class, List.of("format", "startingLife", "seed", "rng", "gameCards", "moveRules",
                "dice", "players", "diceView", "playersView", "modifiersView", "seats",
                "clock", "decision", "waiting", "modifiers", "thisTurn", "combat", "scriptedDice",
                "winner", "over", "actionsApplied",
                "secretNumber", "namedCharacters", "cardTokens", "loneTargetsAsked"));
        COVERED.put(TurnClock.class, List.of("turn", "active", "step", "priority", "opponentPassed", "teammatePassed",
                "stepEntered", "declaring", "rerollsTaken"));
        COVERED.put(Waiting.class, List.of("queue", "heldTriggers", "delayedEffects", "knockOuts"));
        COVERED.put(ThisTurn.class, List.of("limitedUses", "actionUses", "globalsStopped", "globalLifeCost",
                "turnEffects", "damagePrevented", "damageDealt", "lifeAtStart"));
        COVERED.put(CombatState.class, List.of("blockersByAttacker", "heldAttackers", "heldBlocks", "combatPhase",
                "damageAssignments", "soleDamageDealers", "secondAttackStep", "pendingDamage"));
        COVERED.put(dicemasters.engine.state.WaitingKnockOut.class, List.of("die", "to", "byDamage", "declinedBy",
                "byPlayer"));
        COVERED.put(Die.class, List.of("id", "cardIndex", "owner", "zone", "face", "damage", "partiallySpent",
                "blocking", "blocked", "rolledThisStep", "damagedBy", "damagedInCombat", "inCombatThisTurn",
                "ironWillDefense", "damagedByPlayer"));
        COVERED.put(PlayerState.class, List.of("name", "life", "virtualEnergy", "knockedOutThisTurn",
                "fieldedThisTurn", "purchasedThisTurn", "firstPurchaseToPrep", "actionDicePurchasedThisTurn",
                "purchasedThisGame", "cannotField", "basicActionsBought"));
        COVERED.put(PendingEffect.class, List.of("controller", "cardIndex", "abilityIndex", "sourceDie",
                "triggeringDie", "bursts", "nextEffect", "chosenTargets", "lastTargets", "reactingTo", "costPaid",
                "relatedDie", "damageDealt"));
        COVERED.put(PendingDamage.class, List.of("hits", "outOfPlayAfter", "declined"));
        COVERED.put(DamageHit.class, List.of("targetDie", "targetPlayer", "amount", "sourceDie", "sourceCard",
                "sourceTrigger", "combat", "sourceController", "source", "reactions"));
        COVERED.put(TurnEffect.class, List.of("controller", "cardIndex", "abilityIndex", "effectIndex", "dice"));
        COVERED.put(PreventedDamage.class, List.of("cardIndex", "abilityIndex", "recipient", "source", "amount"));
        COVERED.put(dicemasters.engine.state.NamedCharacter.class, List.of("namingCard", "name"));
        COVERED.put(Decision.ChooseNumber.class, List.of("player", "prompt", "min", "max"));
        COVERED.put(Decision.React.class, List.of("player", "prompt", "options"));
        COVERED.put(Decision.ReactionOption.class, List.of("hit", "cardIndex", "abilityIndex", "text"));
        COVERED.put(AppliedModifier.class, List.of("dieId", "attack", "defense", "keyword", "restriction",
                "partner", "fromGlobal", "formerOwner"));
        COVERED.put(DamageAssignment.class, List.of("attacker", "blocker", "amount"));
        COVERED.put(dicemasters.engine.state.ActionUse.class, List.of("player", "cardIndex", "bursts"));
        // The prompt is left out on purpose: it is wording made from the other fields.
        COVERED.put(Decision.ChooseTargets.class, List.of("player", "prompt", "candidates", "min", "max"));
        COVERED.put(Decision.SplitDamage.class, List.of("player", "prompt", "attacker", "amount", "blockers"));
        COVERED.put(Decision.OrderTriggers.class, List.of("player", "prompt", "triggers"));
        COVERED.put(Decision.SplitPrepArea.class, List.of("player", "prompt", "dice", "teammate"));
    }

    @Test
    void every_field_of_the_state_is_covered_by_the_hash() {
        for (Map.Entry<Class<?>, List<String>> entry : COVERED.entrySet()) {
            assertThat(fieldsOf(entry.getKey())).as("fields of %s the hash must cover", entry.getKey().getSimpleName())
                    .containsExactlyInAnyOrderElementsOf(entry.getValue());
        }
    }

    @Test
    void every_kind_of_decision_is_covered() {
        assertThat(Decision.class.getPermittedSubclasses()).containsExactlyInAnyOrder(Decision.ChooseTargets.class,
                Decision.SplitDamage.class, Decision.OrderTriggers.class, Decision.React.class, Decision.ChooseNumber.class,
                Decision.SplitPrepArea.class);
    }

    private static List<String> fieldsOf(Class<?> type) {
        List<String> names = new ArrayList<>();
        if (type.isRecord()) {
            for (RecordComponent c : type.getRecordComponents()) {
                names.add(c.getName());
            }
            return names;
        }
        for (Field f : type.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                names.add(f.getName());
            }
        }
        return names;
    }
}
