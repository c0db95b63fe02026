package dicemasters.puzzle;

import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * What a puzzle asks, judged from the engine's state at the end of the puzzle's turn (or when the
 * game ends) against the state at its start: life, the winner and where the dice are, as the engine
 * left them. Nothing here decides a rule.
 */
public sealed interface Goal {
    /** The goal in words, with the players' and cards' names. */
    String describe(GameState start, int you);

    /** Whether the end reaches the goal, and what happened. */
    Verdict judge(GameState start, GameState end, int you);

    /** Whether a try that began at {@code start} is over: the game ended or the turn did. */
    static boolean isOver(GameState start, GameState now) {
        return now.isOver() || now.turn() != start.turn();
    }

    /** The other player of a two-player puzzle. */
    static int opponentOf(int you) {
        return 1 - you;
    }

    /** You win the game before this turn ends. */
    record Win() implements Goal {
        @Override
        public String describe(GameState start, int you) {
            return "Win the game this turn.";
        }

        @Override
        public Verdict judge(GameState start, GameState end, int you) {
            int other = opponentOf(you);
            if (end.isOver() && end.winner() == you) {
                return new Verdict(true, end.player(other).name() + " has no life left: you win.");
            }
            if (end.isOver()) {
                return new Verdict(false, "You lost the game.");
            }
            return new Verdict(false, "The turn ended and " + end.player(other).name() + " still has "
                    + end.player(other).life() + " life.");
        }
    }

    /** You still have at least {@code life} life when the turn ends. */
    record Survive(int life) implements Goal {
        @Override
        public String describe(GameState start, int you) {
            return "Survive " + start.player(start.activePlayer()).name() + "'s turn"
                    + (life > 1 ? " with at least " + life + " life." : ".");
        }

        @Override
        public Verdict judge(GameState start, GameState end, int you) {
            int left = end.player(you).life();
            if (end.isOver() && end.winner() != you) {
                return new Verdict(false, "You have " + Math.max(0, left) + " life: you lost the game.");
            }
            if (left < life) {
                return new Verdict(false, "You survived with " + left + " life, but the goal was " + life + ".");
            }
            return new Verdict(true, "You survived the turn with " + left + " life.");
        }
    }

    /** The opponent loses at least {@code amount} life this turn. */
    record Damage(int amount) implements Goal {
        @Override
        public String describe(GameState start, int you) {
            return "Deal at least " + amount + " damage to " + start.player(opponentOf(you)).name() + " this turn.";
        }

        @Override
        public Verdict judge(GameState start, GameState end, int you) {
            int other = opponentOf(you);
            int dealt = start.player(other).life() - end.player(other).life();
            if (dealt >= amount || (end.isOver() && end.winner() == you)) {
                return new Verdict(true, "You dealt " + dealt + " damage to " + end.player(other).name() + ".");
            }
            return new Verdict(false, "You dealt " + Math.max(0, dealt) + " damage to " + end.player(other).name()
                    + "; the goal was " + amount + ".");
        }
    }

    /** None of the opponent's dice of these cards is left in the Field Zone when the turn ends. */
    record KnockOut(List<String> cards) implements Goal {
        public KnockOut {
            cards = List.copyOf(cards);
        }

        @Override
        public String describe(GameState start, int you) {
            return "KO every " + Moves.join(names(start, opponentOf(you))) + " die "
                    + start.player(opponentOf(you)).name() + " has in the Field Zone, this turn.";
        }

        private List<String> names(GameState s, int owner) {
            List<String> names = new ArrayList<>();
            for (CardInPlay c : s.cards()) {
                if (c.owner() == owner && cards.contains(c.definition().id())) {
                    names.add(c.definition().name());
                }
            }
            return names;
        }

        @Override
        public Verdict judge(GameState start, GameState end, int you) {
            int other = opponentOf(you);
            List<String> left = new ArrayList<>();
            for (CardInPlay c : end.cards()) {
                if (c.owner() != other || !cards.contains(c.definition().id())) {
                    continue;
                }
                for (Die d : end.diceOfCard(c.index())) {
                    if (d.zone() == Zone.FIELD || d.zone() == Zone.ATTACK) {
                        left.add(end.nameOf(d));
                    }
                }
            }
            if (left.isEmpty()) {
                return new Verdict(true, "No " + Moves.join(names(end, other)) + " die is left in "
                        + end.player(other).name() + "'s Field Zone.");
            }
            return new Verdict(false, Moves.join(left) + (left.size() == 1 ? " is" : " are") + " still in "
                    + end.player(other).name() + "'s Field Zone.");
        }
    }

    /**
     * You buy at least {@code dice} dice of the card this turn; with a {@code zone} (the Prep Area, for a
     * die to roll next turn), that many more of its dice must be in that zone when the turn ends.
     */
    record Buy(String card, int dice, Zone zone) implements Goal {
        @Override
        public String describe(GameState start, int you) {
            return "Buy " + (dice == 1 ? "a " + name(start) + " die" : dice + " " + name(start) + " dice")
                    + (zone == null ? "" : " into your " + zone.label()) + " this turn.";
        }

        private String name(GameState s) {
            return s.cards().stream().filter(c -> c.definition().id().equals(card)).findFirst()
                    .map(c -> c.definition().name()).orElse(card);
        }

        @Override
        public Verdict judge(GameState start, GameState end, int you) {
            int bought = count(end, you) - count(start, you);
            String what = name(end) + (bought == 1 ? " die" : " dice");
            String where = zone == null ? "" : " into your " + zone.label();
            if (bought >= dice) {
                return new Verdict(true, "You bought " + bought + " " + what + where + ".");
            }
            return new Verdict(false, "You bought " + Math.max(0, bought) + " " + what + where + "; the goal was "
                    + dice + ".");
        }

        /** The player's dice of the card off the card (or in the zone asked for). */
        private int count(GameState s, int you) {
            int count = 0;
            for (CardInPlay c : s.cards()) {
                if (c.definition().id().equals(card) && (c.owner() == you || c.isShared())) {
                    count += (int) s.diceOfCard(c.index()).stream().filter(d -> d.owner() == you
                            && (zone == null ? d.zone() != Zone.ON_CARD : d.zone() == zone)).count();
                }
            }
            return count;
        }
    }
}
