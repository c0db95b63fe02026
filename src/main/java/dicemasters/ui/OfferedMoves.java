package dicemasters.ui;

import dicemasters.engine.action.Action;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the player at a table that does not decide may do now, as the program that decides said it
 * (a network guest's table: the host's engine, docs/NETWORK.md). The table draws and drafts from
 * it as a hot-seat table does from its engine, and judges nothing: a group the player composes
 * from these dice goes to the program that decides, which accepts it or says why not. Dice are the
 * table's own numbers.
 *
 * @param legal the legal moves (buying and fielding with the suggested payment, passing, ...)
 * @param pick the dice this step lets the player pick: to reroll, to attack with, to block with, or as targets
 * @param attackers while blockers are declared: the attackers this player may block
 * @param severalBlocks the blockers that may block more than one attacker
 * @param payers the dice whose energy may pay now
 * @param cardReasons why buying from a card is not legal now, by card
 * @param globalReasons why a Global Ability cannot be used now, by card and ability ({@link #global})
 * @param dieReasons why a die cannot be fielded or used now, by die
 */
public record OfferedMoves(List<Action> legal, Set<Integer> pick, Set<Integer> attackers, Set<Integer> severalBlocks,
                           Set<Integer> payers, Map<Integer, String> cardReasons, Map<List<Integer>, String> globalReasons,
                           Map<Integer, String> dieReasons) {
    public OfferedMoves {
        legal = List.copyOf(legal);
        pick = Set.copyOf(pick);
        attackers = Set.copyOf(attackers);
        severalBlocks = Set.copyOf(severalBlocks);
        payers = Set.copyOf(payers);
        cardReasons = Map.copyOf(cardReasons);
        globalReasons = Map.copyOf(globalReasons);
        dieReasons = Map.copyOf(dieReasons);
    }

    /** Nothing offered (a move was sent and the answer is awaited). */
    public static final OfferedMoves NOTHING = new OfferedMoves(List.of(), Set.of(), Set.of(), Set.of(), Set.of(),
            Map.of(), Map.of(), Map.of());

    /** The key of a Global Ability in {@link #globalReasons}. */
    public static List<Integer> global(int card, int ability) {
        return List.of(card, ability);
    }
}
