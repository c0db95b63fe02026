package dicemasters.net;

import java.util.List;

/**
 * What one seat (or a spectator) may see of a game: the guest's whole picture of the table. It is
 * built from the host's state by {@link PublicViews} and has no field that could hold what nobody
 * at a real table sees: no random generator, no seed, no order of the dice in a bag (a bag is a
 * count of dice per card), no die numbers the engine gave dice in a bag ({@link DieAliases}), no
 * secret number, no scripted dice.
 *
 * @param seat the seat this view is for, or -1 for a spectator
 * @param actingPlayer the seat the game waits on (-1 when it is over)
 */
public record PublicView(int seat, String format, int startingLife, int turn, int activePlayer, String step,
                         int actingPlayer, int priorityPlayer, boolean over, int winner, List<Player> players,
                         List<DieView> dice, List<BagCount> bags, List<CardTokens> tokens, DecisionView decision) {

    public PublicView {
        players = List.copyOf(players);
        dice = List.copyOf(dice);
        bags = List.copyOf(bags);
        tokens = List.copyOf(tokens);
    }

    /** A player's name, life and unspent virtual energy (energy symbol names). */
    public record Player(String name, int life, List<String> virtualEnergy) {
        public Player {
            virtualEnergy = List.copyOf(virtualEnergy);
        }
    }

    /**
     * A die outside the bags, by its guest number. {@code face} is the face showing for a rolled die
     * (Reserve Pool, Field and Attack Zones) and -1 elsewhere; attack and defense are the engine's
     * current values for a character die in the field, else 0.
     */
    public record DieView(int id, int card, int owner, String zone, int face, int damage, int attack, int defense,
                          boolean partiallySpent, List<Integer> blocking, boolean blocked) {
        public DieView {
            blocking = List.copyOf(blocking);
        }
    }

    /** How many dice of a card are in a player's bag. */
    public record BagCount(int player, int card, int dice) {
    }

    /** Tokens on a card. */
    public record CardTokens(int card, int tokens) {
    }

    /**
     * The choice the game is paused on: its kind (the engine's decision name), who answers, the
     * engine's prompt, the dice it is about (guest numbers), the attacker and amount of a damage
     * split, the bounds of a number or of a target count, and the options' words.
     */
    public record DecisionView(String kind, int player, String prompt, List<Integer> dice, int attacker, int amount,
                               int min, int max, List<String> options) {
        public DecisionView {
            dice = List.copyOf(dice);
            options = List.copyOf(options);
        }
    }
}
