package dicemasters.engine.setup;

import dicemasters.engine.card.Energy;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * A moment of a game told plainly, so that a person can read it, write it by hand and play on from
 * it: the setup (format, life, cards), the turn, every die that is not where a game starts it, each
 * player's life and what they did this turn, tokens on cards, and the generator with any dice fixed
 * to come. It holds only quiet moments: nothing waiting in the effect queue, no choice pending, no
 * effect lasting to the end of the turn ({@link Engine#positionProblem} says what is pending
 * otherwise). Players are seats counted from 0 here; files count them from 1.
 *
 * @param dice the dice that are not where a game starts them (Sidekicks in the bag, other dice on
 *             their cards); a die listed twice is refused
 */
public record Position(GameSetup setup, TurnPosition turn, List<PlayerPosition> players, List<DiePosition> dice,
                       List<CardTokens> tokens, RandomPosition random, DiceScript toCome) {
    public Position {
        players = List.copyOf(players);
        dice = List.copyOf(dice);
        tokens = List.copyOf(tokens);
    }

    /**
     * One die of the game: the {@code number}-th (from 1) die of the card {@code cardId} belonging to
     * {@code cardOwner} ({@link dicemasters.engine.state.CardInPlay#SHARED} for a Basic Action Card).
     */
    public record DieRef(int cardOwner, String cardId, int number) {
    }

    /**
     * Where a die is and how it stands. {@code owner} matters for a Basic Action die (whoever bought
     * it); {@code face} is an index into its card's faces (0 for dice that show none).
     */
    public record DiePosition(DieRef die, int owner, Zone zone, int face, int damage, boolean partiallySpent,
                              boolean rolledThisStep, boolean inCombatThisTurn, List<DieRef> blocking,
                              boolean blocked) {
        public DiePosition {
            blocking = List.copyOf(blocking);
        }
    }

    /**
     * The turn: its number, the active player, the step and whether its automatic part is done, who
     * holds priority, who passed, the Doubles teammate declaring now, rerolls taken, the Assault phase.
     */
    public record TurnPosition(int number, int active, Step step, boolean stepEntered, int priority,
                               boolean opponentPassed, boolean teammatePassed, int declaring, int rerollsTaken,
                               int combatPhase) {
    }

    /** A player's life, unspent virtual energy and this turn's tallies (the rules count them). */
    public record PlayerPosition(int life, List<Energy> virtualEnergy, int knockedOutThisTurn,
                                 List<DieRef> fieldedThisTurn, int purchasedThisTurn, boolean firstPurchaseToPrep,
                                 List<String> basicActionsBought, int actionDicePurchasedThisTurn,
                                 int purchasedThisGame, boolean cannotField) {
        public PlayerPosition {
            virtualEnergy = List.copyOf(virtualEnergy);
            fieldedThisTurn = List.copyOf(fieldedThisTurn);
            basicActionsBought = List.copyOf(basicActionsBought);
        }

        /** A player with this life who has done nothing yet this turn. */
        public static PlayerPosition ofLife(int life) {
            return new PlayerPosition(life, List.of(), 0, List.of(), 0, false, List.of(), 0, 0, false);
        }
    }

    /** Tokens on a card ("an Inspiration token on this card"). */
    public record CardTokens(int cardOwner, String cardId, int tokens) {
    }

    /**
     * The random generator: the game's seed, the generator's state now and the actions played so far
     * (all three are in a state's hash, so a position saved from a game hashes as that game did).
     */
    public record RandomPosition(long seed, long generator, long actionsSoFar) {
        /** A new generator from a seed, no action played. */
        public static RandomPosition ofSeed(long seed) {
            return new RandomPosition(seed, seed, 0);
        }
    }
}
