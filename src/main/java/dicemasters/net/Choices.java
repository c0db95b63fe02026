package dicemasters.net;

import java.util.List;

/**
 * What the seat the game waits on may compose on its own board, as the host's engine says (sent
 * beside its legal actions, docs/NETWORK.md): the guest draws and drafts, never judges. Dice are
 * guest numbers. A composed action is still the host's engine's to accept or refuse.
 *
 * @param pick the dice this step lets the player pick: to reroll, to attack with, to block with, or as targets
 * @param attackers while blockers are declared: the attackers this player may block
 * @param severalBlocks while blockers are declared: the blockers an ability lets block more than one attacker
 * @param payers the dice whose energy may pay now (this player's energy dice in the Reserve Pool)
 * @param cards why buying a die from a card is not legal now (cards not listed may be bought, or are Sidekicks)
 * @param globals why a Global Ability cannot be used now
 * @param dice why a die in the Reserve Pool cannot be fielded or used now
 */
public record Choices(List<Integer> pick, List<Integer> attackers, List<Integer> severalBlocks, List<Integer> payers,
                      List<CardReason> cards, List<GlobalReason> globals, List<DieReason> dice) {
    /** More dice, cards or reasons than any game has is a broken message, not a game. */
    static final int MAX_ITEMS = 400;
    static final int MAX_REASON = 1_000;

    public Choices {
        pick = bounded("pick", pick);
        attackers = bounded("attackers", attackers);
        severalBlocks = bounded("severalBlocks", severalBlocks);
        payers = bounded("payers", payers);
        cards = bounded("cards", cards);
        globals = bounded("globals", globals);
        dice = bounded("dice", dice);
        for (List<Integer> numbers : List.of(pick, attackers, severalBlocks, payers)) {
            numbers.forEach(n -> notNegative("a die", n));
        }
    }

    /** Nothing to compose: a seat that does not act, or a step with no group to make. */
    public static final Choices NONE = new Choices(List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
            List.of());

    /** Buying from card {@code card} is not legal now, for this reason (the engine's). */
    public record CardReason(int card, String reason) {
        public CardReason {
            notNegative("'card'", card);
            reason = checkedReason("cards", reason);
        }
    }

    /** Global Ability {@code ability} of card {@code card} cannot be used now, for this reason. */
    public record GlobalReason(int card, int ability, String reason) {
        public GlobalReason {
            notNegative("'card'", card);
            notNegative("'ability'", ability);
            reason = checkedReason("globals", reason);
        }
    }

    /** Die {@code die} cannot be fielded or used now, for this reason. */
    public record DieReason(int die, String reason) {
        public DieReason {
            notNegative("'die'", die);
            reason = checkedReason("dice", reason);
        }
    }

    private static <T> List<T> bounded(String field, List<T> items) {
        if (items == null) {
            throw new IllegalArgumentException("'" + field + "' is missing");
        }
        if (items.stream().anyMatch(java.util.Objects::isNull)) {
            throw new IllegalArgumentException("'" + field + "' lists null");
        }
        if (items.size() > MAX_ITEMS) {
            throw new IllegalArgumentException("'" + field + "' lists " + items.size() + " items; at most " + MAX_ITEMS);
        }
        return List.copyOf(items);
    }

    private static void notNegative(String what, Integer n) {
        if (n == null || n < 0) {
            throw new IllegalArgumentException(what + " must be a number from 0, not " + n);
        }
    }

    private static String checkedReason(String field, String reason) {
        if (reason == null || reason.isEmpty() || reason.length() > MAX_REASON) {
            throw new IllegalArgumentException("a reason in '" + field + "' must have 1 to " + MAX_REASON + " characters");
        }
        return reason;
    }
}
