package dicemasters.ai;

import dicemasters.engine.Engine;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

/**
 * How good a position is for a player, from what is on the table: life (the last points before 0
 * count more), the dice each player has bought (they will come back out of the bag) and the
 * characters standing in the field with their attack and defense. A finished game is worth 1 to its
 * winner and 0 to the loser. The weights are data ({@link EvaluationWeights}).
 */
final class Evaluation {
    private final EvaluationWeights w;

    Evaluation(EvaluationWeights weights) {
        this.w = weights;
    }

    /** The shipped weights ({@link EvaluationWeights#shipped()}). */
    Evaluation() {
        this(EvaluationWeights.shipped());
    }

    /** The chance to win the game that the position gives {@code player}, between 0 and 1. */
    double value(GameState s, int player) {
        if (s.isOver()) {
            return s.isTie() ? 0.5 : s.seats().sameTeam(s.winner(), player) ? 1.0 : 0.0;
        }
        double advantage = score(s, player) - score(s, s.seats().acrossFrom(player));
        return 1.0 / (1.0 + Math.exp(-advantage / w.scale()));
    }

    /** The material of one player's team (in Doubles the life is the team's, counted once), in points of life. */
    double score(GameState s, int player) {
        int life = s.player(player).life();
        double score = w.life() * life + w.lowLife() * Math.min(life, w.lowLifeLine());
        for (Die d : s.dice()) {
            if (!s.seats().sameTeam(d.owner(), player)) {
                continue;
            }
            CardInPlay card = s.cardOf(d);
            if (!card.isSidekicks() && d.zone() != Zone.ON_CARD) {
                score += w.diceCost() * card.definition().cost();
            }
            if (d.zone().inField() && s.face(d).isCharacter()) {
                score += w.fieldDie() + w.fieldStats() * (Engine.attack(s, d) + Engine.defense(s, d));
            }
        }
        return score;
    }
}
