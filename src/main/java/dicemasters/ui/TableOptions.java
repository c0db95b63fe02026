package dicemasters.ui;

import dicemasters.coach.Coach;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * What pointing at a die, a card or a Global offers in the table's current mode: part of the
 * choice, legal, or greyed with the engine's reason. Every verdict is the engine's, tried with the
 * action the engine itself suggests (and lists when legal); the reasons are worded as the coach words them.
 */
final class TableOptions {
    private TableOptions() {
    }

    static Option die(GameState s, Mode mode, BlockingDraft blocking, int id) {
        Die die = s.die(id);
        return switch (mode) {
            case REROLL -> offered(s, new Action.Reroll(List.of(id)));
            case WINDOW -> windowDieOption(s, die);
            case PAYING -> isPayerEnergy(s, die) ? Option.ok() : Option.NONE;
            // A die that may attack only beside others is still one to pick; the group is judged on Enter.
            case ATTACKERS -> Engine.possibleAttackers(s).contains(die) ? Option.ok() : Option.NONE;
            case BLOCKERS -> blocking.option(s, die);
            case TARGETS -> ((Decision.ChooseTargets) s.decision()).candidates().contains(id) ? Option.ok()
                    : Option.NONE;
            case SPLIT -> ((Decision.SplitDamage) s.decision()).blockers().contains(id) ? Option.ok() : Option.NONE;
            case PREP_SPLIT -> ((Decision.SplitPrepArea) s.decision()).dice().contains(id) ? Option.ok()
                    : Option.NONE;
            default -> Option.NONE;
        };
    }

    /** A die choice that is part of this step: legal, or not part of the choice at all. */
    private static Option offered(GameState s, Action action) {
        return Engine.check(s, action) == null ? Option.ok() : Option.NONE;
    }

    private static Option windowDieOption(GameState s, Die die) {
        List<Integer> fieldAbilities = die.zone().inField() ? Engine.fieldAbilities(s, die) : List.of();
        if (!fieldAbilities.isEmpty()) {
            return verdict(Engine.check(s, Engine.useFieldAbility(s, die, fieldAbilities.get(0))));
        }
        if (die.zone() != Zone.RESERVE || die.owner() < 0) {
            return Option.NONE;
        }
        if (s.face(die).isCharacter()) {
            return verdict(Coach.whyNotField(s, die.id()));
        }
        if (s.face(die).isAction()) {
            return verdict(Coach.whyNotUseActionDie(s, die.id()));
        }
        return Option.NONE;
    }

    private static boolean isPayerEnergy(GameState s, Die die) {
        return die.owner() == s.actingPlayer() && die.zone() == Zone.RESERVE && s.face(die).isEnergy();
    }

    /** Buying from a card: offered when legal, else greyed with the engine's reason. */
    static Option card(GameState s, Mode mode, int cardIndex) {
        CardInPlay card = s.cards().get(cardIndex);
        if (card.isSidekicks()) {
            return Option.NONE;
        }
        if (!card.isShared() && card.owner() != s.actingPlayer() && mode != Mode.TARGETS) {
            // The other player's cards stay greyed whatever is being chosen, so whose is whose never flickers.
            return verdict(Coach.whyNotBuy(s, cardIndex));
        }
        if (mode == Mode.TARGETS) {
            return unpurchasedCandidates(s, cardIndex).isEmpty() ? Option.NONE : Option.ok();
        }
        if (mode != Mode.WINDOW && mode != Mode.REROLL) {
            return Option.NONE;
        }
        return verdict(Coach.whyNotBuy(s, cardIndex));
    }

    static Option global(GameState s, Mode mode, int cardIndex, int abilityIndex) {
        if (mode != Mode.WINDOW && mode != Mode.REROLL) {
            return Option.NONE;
        }
        return verdict(Coach.whyNotUseGlobal(s, cardIndex, abilityIndex));
    }

    /** Dice still on the card that the pending target choice offers ("one of your unpurchased dice"). */
    static List<Integer> unpurchasedCandidates(GameState s, int cardIndex) {
        if (!(s.decision() instanceof Decision.ChooseTargets d)) {
            return List.of();
        }
        return d.candidates().stream()
                .filter(id -> s.die(id).cardIndex() == cardIndex && s.die(id).zone() == Zone.ON_CARD).toList();
    }

    /** Offered when there is no reason against it (the engine's, in the coach's words). */
    private static Option verdict(String reason) {
        return reason == null ? Option.ok() : Option.refused(reason);
    }
}
