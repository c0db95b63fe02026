package dicemasters.engine.state;

/**
 * The changing state of one physical die. Which card it belongs to never changes; where it is,
 * which face shows, its damage and combat role do. Mutable, but only the engine changes it, on a
 * copy of the game state.
 */
public final class Die {
    private final int id;
    private final int cardIndex;
    int owner;
    Zone zone;
    int face;
    int damage;
    /** Spun down by a partial spend: may no longer be rerolled. */
    boolean partiallySpent;
    /**
     * The attackers this die blocks, in the order declared: none, one, or several for a die whose
     * ability lets it block several. Immutable, so copies of the state may share it.
     */
    java.util.List<Integer> blocking = java.util.List.of();
    /** An attacker that was blocked stays blocked even if its blockers are removed. */
    boolean blocked;
    /** Rolled during this Roll and Reroll Step (and so may be rerolled). */
    boolean rolledThisStep;
    /**
     * The die whose damage it took last, kept only while that damage may still KO it (so "when it
     * KOs a die" knows who did it); -1 otherwise.
     */
    int damagedBy = -1;
    /** That last damage was combat damage (so a KO by it is a KO "with combat damage"). */
    boolean damagedInCombat;
    /** The player whose die or ability dealt that last damage (so a KO by it names who made it happen); -1 otherwise. */
    int damagedByPlayer = -1;
    /** It attacked or blocked this turn (until the turn ends, wherever it goes). */
    boolean inCombatThisTurn;
    /**
     * Iron Will: the D the die had when its first damage this turn was dealt, while that first
     * damage alone cannot KO it; -1 otherwise (no Iron Will, undamaged, or damaged again since).
     */
    int ironWillDefense = -1;

    public Die(int id, int cardIndex, int owner, Zone zone) {
        this.id = id;
        this.cardIndex = cardIndex;
        this.owner = owner;
        this.zone = zone;
    }

    public Die copy() {
        Die d = new Die(id, cardIndex, owner, zone);
        d.face = face;
        d.damage = damage;
        d.partiallySpent = partiallySpent;
        d.blocking = blocking;
        d.blocked = blocked;
        d.rolledThisStep = rolledThisStep;
        d.damagedBy = damagedBy;
        d.damagedInCombat = damagedInCombat;
        d.damagedByPlayer = damagedByPlayer;
        d.inCombatThisTurn = inCombatThisTurn;
        d.ironWillDefense = ironWillDefense;
        return d;
    }

    public int id() {
        return id;
    }

    public int cardIndex() {
        return cardIndex;
    }

    /** The player who owns (and, without control effects, controls) the die; -1 for unbought shared dice. */
    public int owner() {
        return owner;
    }

    public Zone zone() {
        return zone;
    }

    /** Index into the card's face list of the face showing. */
    public int faceIndex() {
        return face;
    }

    public int damage() {
        return damage;
    }

    public boolean partiallySpent() {
        return partiallySpent;
    }

    /** The attacker this die blocks (the first one, when it blocks several), or -1. */
    public int blocking() {
        return blocking.isEmpty() ? -1 : blocking.get(0);
    }

    /** Every attacker this die blocks, in the order they were declared. */
    public java.util.List<Integer> blockingAll() {
        return blocking;
    }

    public boolean isBlocking() {
        return !blocking.isEmpty();
    }

    public boolean isBlocking(int attackerId) {
        return !blocking.isEmpty() && blocking.contains(attackerId);
    }

    void block(int attackerId) {
        java.util.List<Integer> more = new java.util.ArrayList<>(blocking);
        more.add(attackerId);
        blocking = java.util.List.copyOf(more);
    }

    void stopBlocking() {
        blocking = java.util.List.of();
    }

    /** The attacker left combat: this die no longer blocks it (but still blocks any others). */
    void stopBlocking(int attackerId) {
        if (!blocking.isEmpty() && blocking.contains(attackerId)) {
            blocking = blocking.stream().filter(id -> id != attackerId).toList();
        }
    }

    public boolean isBlocked() {
        return blocked;
    }

    public boolean rolledThisStep() {
        return rolledThisStep;
    }

    /** The die whose damage may yet KO this one, or -1. */
    /** Iron Will: the D it had when first damaged this turn, while that damage alone cannot KO it; else -1. */
    public int ironWillDefense() {
        return ironWillDefense;
    }

    public int damagedBy() {
        return damagedBy;
    }

    /** The player whose damage may still KO it (-1: none). */
    public int damagedByPlayer() {
        return damagedByPlayer;
    }

    /** Whether the damage that may KO it came from combat. */
    public boolean damagedInCombat() {
        return damagedInCombat;
    }

    /** Whether it attacked or blocked this turn. */
    public boolean inCombatThisTurn() {
        return inCombatThisTurn;
    }

    @Override
    public String toString() {
        return "Die#" + id + "[" + zone + " face " + face + "]";
    }
}
