package dicemasters.engine.card;

/** Combat rules an effect puts on a die until the end of the turn. */
public enum Restriction {
    CANT_BLOCK("can't block"),
    MUST_BLOCK("must block if able"),
    UNBLOCKABLE("can't be blocked"),
    CANT_ATTACK("can't attack"),
    MUST_ATTACK("must attack if able"),
    /** Lasts past the end of the turn until the die attacks or leaves the Field Zone. */
    MUST_ATTACK_NEXT("must attack at its next opportunity"),
    /** Call Out, on the target: it may block only the die that called it out. */
    CALLED_OUT("may block only the die that called it out"),
    /** Call Out, on the attacker: only the die it called out may block it. */
    CALLING_OUT("may be blocked only by the die it called out"),
    /** Engaged with a Deadly die: KO'd at the end of the turn. */
    DOOMED("is KO'd at the end of the turn"),
    /** Blocking costs its controller 1 life, paid as blockers are declared (their choice: block or not). */
    BLOCK_COSTS_LIFE("can't block unless its controller pays 1 life"),
    /** An attacker that one die alone may not block: blocked at all, it is by two or more dice. */
    TWO_OR_MORE_BLOCKERS("can't be blocked by fewer than two dice"),
    /** The active player's die set aside: it waits Out of Play and returns at the end of the turn. */
    SET_ASIDE("is set aside until end of turn"),
    /** No other die of its controller may attack this turn. */
    ONLY_ATTACKER("is the only die of its controller that may attack"),
    /** Captured: out of the game until the end of the turn or until its captor leaves the Field Zone. */
    CAPTURED("is captured"),
    /** Controlled by the opponent of its owner until the end of the turn or until its controller leaves the field. */
    CONTROLLED("is controlled by its owner's opponent"),
    /** Has the abilities of the card of its partner die until the end of the turn or until it leaves the field. */
    COPYING_ABILITIES("has the abilities of another die's card"),
    /** Has lost its abilities until the end of the turn (its partner is the die that copied them). */
    ABILITIES_LOST("has lost its abilities"),
    /** A copy of its partner die (its card's name, stats and text) until the end of the turn or until it leaves the field. */
    COPYING_DIE("is a copy of another die"),
    /** The opponent must block it if able: each such attacker gets a blocker before any die blocks elsewhere. */
    MUST_BE_BLOCKED("must be blocked if able"),
    /** It may attack this turn although a rule of its card says it can't ("she may attack this turn"). */
    MAY_ATTACK("may attack this turn, though it can't otherwise"),
    /** The opponent's action dice and abilities cannot target it. */
    UNTARGETABLE("can't be targeted by the opponent's action dice or abilities"),
    /** The opponent's action dice cannot target it. */
    UNTARGETABLE_BY_ACTION_DICE("can't be targeted by the opponent's action dice"),
    /** Neither damage nor an effect KOs it; its damage stays until the end of the turn. */
    CANT_BE_KNOCKED_OUT("can't be KO'd");

    private final String text;

    Restriction(String text) {
        this.text = text;
    }

    /** The words after the die: "target die can't block". */
    public String text() {
        return text;
    }
}
