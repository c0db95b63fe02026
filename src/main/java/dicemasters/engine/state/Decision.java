package dicemasters.engine.state;

import java.util.List;

/**
 * A choice the engine is paused on, beyond the ordinary choices of a step. The player named must
 * answer it with the matching action before anything else happens.
 */
public sealed interface Decision {
    int player();

    String prompt();

    /** Choose between min and max of the candidate dice for an effect. */
    record ChooseTargets(int player, String prompt, List<Integer> candidates, int min, int max)
            implements Decision {
    }

    /**
     * Split a blocked attacker's damage among its blockers; all of it must be assigned. A die
     * blocking several attackers splits its damage the same way: then {@code attacker} is that
     * blocker and {@code blockers} are the attackers it blocks.
     */
    record SplitDamage(int player, String prompt, int attacker, int amount, List<Integer> blockers)
            implements Decision {
    }

    /** Put simultaneous triggered abilities of one player in the order they resolve. */
    record OrderTriggers(int player, String prompt, List<PendingEffect> triggers) implements Decision {
    }

    /**
     * Damage is about to be dealt and this player could react to it (prevent or redirect it) with
     * one of the options, or decline. Nothing else happens until they answer. The same shape asks
     * whether to pay for a triggered ability now, and whether to replace a die's KO ("when ... would
     * be KO'd, you may instead ..."): {@link #question()} says which.
     */
    record React(int player, String prompt, List<ReactionOption> options) implements Decision {
        public React {
            options = List.copyOf(options);
        }

        /** The three questions this decision asks; the view, the coach and the hints word each its own way. */
        public enum Question {
            /** Prevent or redirect damage about to be dealt, or let it be dealt. */
            DAMAGE,
            /** Pay for (or use) a triggered ability now, or pay to stop an opponent's ("unless you pay"). */
            PAYMENT,
            /** Replace the KO of a die ("you may instead ..."), or let it be KO'd. */
            KNOCK_OUT
        }

        public Question question() {
            int hit = options.isEmpty() ? 0 : options.get(0).hit();
            return hit == ReactionOption.KNOCK_OUT ? Question.KNOCK_OUT : hit < 0 ? Question.PAYMENT : Question.DAMAGE;
        }
    }

    /**
     * One way to react: the ability ({@code cardIndex}, {@code abilityIndex}) answering the piece
     * {@code hit} of the pending damage; {@code text} says what it does and costs, for the player.
     * A negative {@code hit} answers no damage: -1 pays for (or uses) a triggered ability now,
     * {@link #KNOCK_OUT} replaces the KO of the die the engine is about to KO ("you may instead ...").
     */
    record ReactionOption(int hit, int cardIndex, int abilityIndex, String text) {
        public static final int KNOCK_OUT = -2;

        public boolean replacesKnockOut() {
            return hit == KNOCK_OUT;
        }
    }

    /**
     * Doubles: the team's shared Prep Area is about to be rolled, and this player splits its dice
     * between themselves and their {@code teammate} as the team likes (whoever drew them).
     */
    record SplitPrepArea(int player, String prompt, List<Integer> dice, int teammate) implements Decision {
        public SplitPrepArea {
            dice = List.copyOf(dice);
        }
    }

    /** Choose a number from min to max (how many dice to draw secretly, or a guess of it). */
    record ChooseNumber(int player, String prompt, int min, int max) implements Decision {
    }
}
