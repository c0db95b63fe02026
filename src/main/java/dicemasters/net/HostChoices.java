package dicemasters.net;

import dicemasters.engine.Engine;
import dicemasters.engine.card.Ability;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The host's {@link Choices} for the seat the game waits on, every verdict the engine's: which dice
 * the step lets it pick, who may block whom, which dice may pay, and the engine's reason against
 * each purchase, Global and die it cannot use now (tried with the engine's suggested payment).
 */
final class HostChoices {
    private HostChoices() {
    }

    static Choices of(GameState s, DieAliases aliases) {
        boolean blocking = s.decision() == null && s.step() == Step.DECLARE_BLOCKERS;
        return new Choices(numbered(pick(s), aliases),
                blocking ? numbered(ids(Engine.blockableAttackers(s)), aliases) : List.of(),
                blocking ? numbered(severalBlocks(s), aliases) : List.of(),
                numbered(payers(s), aliases), cardReasons(s), globalReasons(s), dieReasons(s, aliases));
    }

    private static List<Integer> pick(GameState s) {
        Decision d = s.decision();
        if (d instanceof Decision.ChooseTargets t) {
            return t.candidates();
        }
        if (d != null) {
            return List.of();
        }
        return switch (s.step()) {
            case ROLL_AND_REROLL -> Engine.rerollableDice(s);
            case DECLARE_ATTACKERS -> ids(Engine.possibleAttackers(s));
            case DECLARE_BLOCKERS -> ids(Engine.possibleBlockers(s));
            default -> List.of();
        };
    }

    /** The blockers that may block some two attackers at once (an ability lets them block several). */
    private static List<Integer> severalBlocks(GameState s) {
        List<Die> attackers = Engine.blockableAttackers(s);
        List<Integer> out = new ArrayList<>();
        for (Die blocker : Engine.possibleBlockers(s)) {
            boolean several = false;
            for (int i = 0; i < attackers.size() && !several; i++) {
                for (int j = i + 1; j < attackers.size() && !several; j++) {
                    several = Engine.severalBlocksProblem(s, blocker, List.of(attackers.get(i), attackers.get(j))) == null;
                }
            }
            if (several) {
                out.add(blocker.id());
            }
        }
        return out;
    }

    private static List<Integer> payers(GameState s) {
        int player = s.actingPlayer();
        return s.dice().stream().filter(d -> d.owner() == player && d.zone() == Zone.RESERVE && s.face(d).isEnergy())
                .map(Die::id).toList();
    }

    private static List<Choices.CardReason> cardReasons(GameState s) {
        List<Choices.CardReason> out = new ArrayList<>();
        for (CardInPlay card : s.cards()) {
            String reason = card.isSidekicks() ? null : Engine.check(s, Engine.suggestedPurchase(s, card.index()));
            if (reason != null) {
                out.add(new Choices.CardReason(card.index(), reason));
            }
        }
        return out;
    }

    private static List<Choices.GlobalReason> globalReasons(GameState s) {
        List<Choices.GlobalReason> out = new ArrayList<>();
        for (CardInPlay card : s.cards()) {
            List<Ability> abilities = card.definition().abilities();
            for (int a = 0; a < abilities.size(); a++) {
                String reason = abilities.get(a).isGlobal()
                        ? Engine.check(s, Engine.suggestedGlobal(s, card.index(), a)) : null;
                if (reason != null) {
                    out.add(new Choices.GlobalReason(card.index(), a, reason));
                }
            }
        }
        return out;
    }

    /** The acting player's rolled dice in the Reserve Pool that cannot be fielded (or used, an action die) now. */
    private static List<Choices.DieReason> dieReasons(GameState s, DieAliases aliases) {
        List<Choices.DieReason> out = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.owner() != s.actingPlayer() || d.zone() != Zone.RESERVE || s.face(d).isEnergy()) {
                continue;
            }
            String reason = s.face(d).isAction() ? Engine.check(s, new dicemasters.engine.action.Action.UseActionDie(d.id()))
                    : Engine.check(s, Engine.suggestedFielding(s, d));
            if (reason != null) {
                out.add(new Choices.DieReason(aliases.alias(d.id()), reason));
            }
        }
        return out;
    }

    private static List<Integer> ids(List<Die> dice) {
        return dice.stream().map(Die::id).toList();
    }

    /** Guest numbers in their own order (the engine's order could tell which die of a card is which). */
    private static List<Integer> numbered(List<Integer> dieIds, DieAliases aliases) {
        return dieIds.stream().map(aliases::alias).sorted().toList();
    }
}
