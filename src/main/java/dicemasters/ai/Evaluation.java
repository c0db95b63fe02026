package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

/**
 * How good a position is for a player, from what is on the table: life, the dice each player has
 * bought (they will come back out of the bag), the characters standing in the field, and how much
 * damage those could deal next. A finished game is worth 1 to its winner and 0 to the loser.
 */
final class Evaluation {
    /** Weights, in points of life. */
    static final class Weights {
        double life = 1.0;
        /** Per energy of a bought die's purchase cost (its quality; a die in the bag comes back). */
        double diceCost = 0.35;
        /** Per point of attack plus defense of a character in the field. */
        double fieldStats = 0.45;
        /** Per character in the field (it needs no fielding again). */
        double fieldDie = 0.8;
        /** Life points that make the evaluation about 73% sure (the logistic's scale). */
        double scale = 6.0;
    }

    private final Weights w;

    Evaluation(Weights weights) {
        this.w = weights;
    }

    Evaluation() {
        this(new Weights());
    }

    /** The chance to win the game that the position gives {@code player}, between 0 and 1. */
    double value(GameState s, int player) {
        if (s.isOver()) {
            return s.isTie() ? 0.5 : s.seats().sameTeam(s.winner(), player) ? 1.0 : 0.0;
        }
        double advantage = score(s, player) - score(s, s.seats().acrossFrom(player));
        return 1.0 / (1.0 + Math.exp(-advantage / w.scale));
    }

    /** The material of one player's team (in Doubles the life is the team's, counted once), in points of life. */
    double score(GameState s, int player) {
        double score = w.life * s.player(player).life();
        for (Die d : s.dice()) {
            if (!s.seats().sameTeam(d.owner(), player)) {
                continue;
            }
            CardInPlay card = s.cardOf(d);
            if (!card.isSidekicks() && d.zone() != Zone.ON_CARD) {
                score += w.diceCost * card.definition().cost();
            }
            if (d.zone().inField() && s.face(d).isCharacter()) {
                score += w.fieldDie + w.fieldStats * (Engine.attack(s, d) + Engine.defense(s, d));
            }
        }
        return score;
    }
}
