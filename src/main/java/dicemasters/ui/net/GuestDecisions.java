package dicemasters.ui.net;

import dicemasters.engine.state.Decision;
import dicemasters.net.PublicView;

import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The choices the host waits on that a guest's table shows on its board as a hot-seat table does:
 * targets, a damage split and a number, rebuilt from the host's {@link PublicView.DecisionView} on
 * the picture's dice. The others (reactions, the order of triggers, a Prep Area split) hold what
 * only the host's state has (abilities, effects waiting): they are answered from the list of moves.
 */
final class GuestDecisions {
    private GuestDecisions() {
    }

    /** The host's choice on the picture's dice ({@code toPicture} gives -1 for a die it lacks), or null when the board does not show it. */
    static Decision onBoard(PublicView.DecisionView d, IntUnaryOperator toPicture) {
        if (d == null) {
            return null;
        }
        List<Integer> dice = d.dice().stream().map(toPicture::applyAsInt).toList();
        if (dice.contains(-1)) {
            return null;
        }
        return switch (d.kind()) {
            case "ChooseTargets" -> new Decision.ChooseTargets(d.player(), d.prompt(), dice, d.min(), d.max());
            case "SplitDamage" -> d.attacker() < 0 || toPicture.applyAsInt(d.attacker()) < 0 ? null
                    : new Decision.SplitDamage(d.player(), d.prompt(), toPicture.applyAsInt(d.attacker()), d.amount(), dice);
            case "ChooseNumber" -> new Decision.ChooseNumber(d.player(), d.prompt(), d.min(), d.max());
            default -> null;
        };
    }
}
