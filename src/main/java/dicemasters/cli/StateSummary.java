package dicemasters.cli;

import dicemasters.engine.card.Face;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/** A few lines telling where a game stands: turn, step, who acts, life, energy and every die. */
final class StateSummary {
    private StateSummary() {
    }

    static List<String> lines(GameState s) {
        List<String> lines = new ArrayList<>();
        if (s.isOver()) {
            lines.add("Game over after turn " + s.turn() + ": "
                    + (s.isTie() ? "a tie." : winners(s)));
        } else {
            lines.add("Turn " + s.turn() + ", " + s.step().label() + ", "
                    + s.player(s.actingPlayer()).name() + " to act"
                    + (s.decision() == null ? "." : ": " + s.decision().prompt()));
        }
        for (int p = 0; p < s.players().size(); p++) {
            PlayerState player = s.player(p);
            // In Doubles the life is the team's: both teammates show the one total.
            lines.add(player.name() + ": " + (s.seats().teamsOfTwo() ? "team life " : "life ") + player.life()
                    + ", virtual energy "
                    + Face.describeEnergy(player.virtualEnergy()));
            for (Zone zone : Zone.values()) {
                List<Die> dice = s.diceIn(p, zone);
                if (zone != Zone.ON_CARD && !dice.isEmpty()) {
                    lines.add("  " + zone.label() + ": " + describe(s, dice));
                }
            }
        }
        return lines;
    }

    /** "Sam wins.", or in Doubles "Ann and Cid win." */
    private static String winners(GameState s) {
        if (!s.seats().teamsOfTwo()) {
            return s.player(s.winner()).name() + " wins.";
        }
        return String.join(" and ", s.seats().allies(s.winner()).stream().map(p -> s.player(p).name()).toList())
                + " win.";
    }

    private static String describe(GameState s, List<Die> dice) {
        List<String> parts = new ArrayList<>();
        for (Die d : dice) {
            String text = s.nameOf(d) + " #" + d.id();
            if (d.zone().isRolled()) {
                text += " (" + s.face(d).describe() + (d.damage() > 0 ? ", " + d.damage() + " damage" : "") + ")";
            }
            parts.add(text);
        }
        return String.join(", ", parts);
    }
}
