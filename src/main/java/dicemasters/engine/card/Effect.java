package dicemasters.engine.card;

/**
 * The closed vocabulary of what abilities do. Each effect is data; the engine's resolver gives it
 * meaning. New cards combine these; a new kind of effect is a new record here plus its rule.
 */
public sealed interface Effect {

    /** Applied stat change until the end of the turn ("gets +2A"). */
    record ModifyStats(DieSelector dice, int attack, int defense) implements Effect { }

    /** Ability damage to character dice. */
    record DamageDice(DieSelector dice, int amount) implements Effect { }

    /** Damage to a player (triggers "when you are damaged", unlike losing life). */
    record DamagePlayer(PlayerSelector player, int amount) implements Effect { }

    record KnockOut(DieSelector dice) implements Effect { }

    record GainLife(PlayerSelector player, int amount) implements Effect { }

    record LoseLife(PlayerSelector player, int amount) implements Effect { }

    /** Draw dice from the bag and roll each once into the Reserve Pool. */
    record DrawAndRoll(PlayerSelector player, int count) implements Effect { }

    /** Gain a keyword until the end of the turn ("gets Overcrush this turn"). */
    record GrantKeyword(DieSelector dice, Keyword keyword) implements Effect { }

    /** Spin character dice up (positive) or down (negative) that many levels, as far as they can go. */
    record SpinLevels(DieSelector dice, int levels) implements Effect { }
}
