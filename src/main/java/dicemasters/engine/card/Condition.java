package dicemasters.engine.card;

/**
 * When an ability does something at all ("if ..."), checked as it resolves (and, for static
 * abilities, whenever the bonus is looked at). ALWAYS has no condition.
 * <ul>
 * <li>KNOCKED_OUT_THIS_TURN: a character die you control was KO'd this turn (Resistance).</li>
 * <li>NONE_KNOCKED_OUT_THIS_TURN: no character die you control was KO'd this turn ("if none of your
 * dice were KO'd this turn").</li>
 * <li>DICE_AT_LEAST: the selector finds at least {@code count} dice ("while Shredder is active").</li>
 * <li>DICE_AT_MOST: the selector finds at most {@code count} dice.</li>
 * <li>ONLY_DIE_FIELDED_THIS_TURN: this die is the only character die you fielded this turn (Strike).</li>
 * <li>CARD_ACTIVE: the card of this die has a die in the Field Zone (Swarm).</li>
 * <li>CHARACTERS_AT_LEAST: the dice the selector finds belong to at least {@code count} different
 * cards ("if you have two active Villains characters": characters, not dice).</li>
 * <li>MORE_THAN_OPPONENT: the selector finds more dice for the ability's controller than it finds
 * seen from their opponent ("if you have more active Sidekick dice than your opponent").</li>
 * <li>ENERGY_TYPES_AT_LEAST: the energy faces of the dice found show at least {@code count} different
 * energy types, Wild never counting as one ("while you have Bolt, Fist, Mask and Shield in your Reserve Pool").</li>
 * <li>NO_PURCHASE_YET: the ability's controller has purchased no die this game ("if it is the first
 * die you purchase this game").</li>
 * <li>THOSE_NOT_KNOCKED_OUT: none of the dice the ability's previous targeted effect chose was KO'd
 * (or is about to be, its damage having reached its D): "if the target is not KO'd". Only for
 * {@link Effect.OnlyIf}, which is checked between effects.</li>
 * <li>LESS_LIFE_THAN_OPPONENT: the controller has less life than their opponent.</li>
 * <li>WOULD_BE_KNOCKED_OUT: the damage about to be dealt at this moment (one combat damage step, or one
 * effect), with the damage the dice already have, would KO at least {@code count} of the dice the
 * selector finds ("while blocking, if Ronin would be KO'd"). Only for a "while active" prevention:
 * it is checked once for all the damage dealt together, just before it is dealt.</li>
 * <li>LESS_LIFE_AS_TURN_BEGAN: the controller had less life than their opponent as the turn began,
 * before any life lost at its start ("if your opponent has more life than you, they lose 2 life
 * instead at the beginning of their turn").</li>
 * <li>DAMAGE_DEALT_THIS_TURN_AT_LEAST: the ability's own die has dealt at least {@code count} damage this
 * turn, to players and character dice, combat or not ("if Betrayal did at least 2 damage"): damage
 * prevented does not count.</li>
 * <li>OPPONENT_HAS_MORE_IN_FIELD: the controller's opponent has more character dice in their Field
 * Zone (Attack Zone included) than the controller (Underdog).</li>
 * </ul>
 */
public record Condition(Kind kind, DieSelector dice, int count) {

    public enum Kind { ALWAYS, KNOCKED_OUT_THIS_TURN, DICE_AT_LEAST, DICE_AT_MOST, ONLY_DIE_FIELDED_THIS_TURN,
        CARD_ACTIVE, YOUR_TURN, THOSE_NOT_KNOCKED_OUT, CHARACTERS_AT_LEAST, MORE_THAN_OPPONENT,
        ENERGY_TYPES_AT_LEAST, NONE_KNOCKED_OUT_THIS_TURN, LESS_LIFE_THAN_OPPONENT,
        OPPONENT_HAS_MORE_IN_FIELD, NO_PURCHASE_YET, WOULD_BE_KNOCKED_OUT, DAMAGE_DEALT_THIS_TURN_AT_LEAST,
        LESS_LIFE_AS_TURN_BEGAN;

        /** Whether the condition looks at the dice a selector finds. */
        public boolean measuresDice() {
            return this == DICE_AT_LEAST || this == DICE_AT_MOST || this == CHARACTERS_AT_LEAST
                    || this == MORE_THAN_OPPONENT || this == ENERGY_TYPES_AT_LEAST || this == WOULD_BE_KNOCKED_OUT;
        }

        /** Whether the condition looks at all the damage about to be dealt together, not at one hit. */
        public boolean looksAtDamageDealtTogether() {
            return this == WOULD_BE_KNOCKED_OUT;
        }
    }

    public static final Condition ALWAYS = new Condition(Kind.ALWAYS, null, 0);

    public Condition {
        if (kind.measuresDice() && dice == null) {
            throw new IllegalArgumentException(kind + " needs a dice selector");
        }
    }

    public static Condition diceAtLeast(DieSelector dice, int count) {
        return new Condition(Kind.DICE_AT_LEAST, dice, count);
    }
}
