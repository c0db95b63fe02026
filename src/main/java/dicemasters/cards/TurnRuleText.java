package dicemasters.cards;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.PlayerSelector;

import static dicemasters.cards.SelectorText.playerSubject;

/** The words for a rule of the turn ("turn rule"), one sentence per quantity it counts. */
final class TurnRuleText {
    private TurnRuleText() {
    }

    static String text(Effect.TurnRule rule, String cardName) {
        PlayerSelector who = rule.player();
        int n = rule.amount();
        return switch (rule.quantity()) {
            case EXTRA_DRAWS -> (who == PlayerSelector.EACH ? "players draw " : playerSubject(who, "draw", "draws") + " ")
                    + (n == 1 ? "an extra die" : n + " extra dice") + " during their Clear and Draw Step";
            case EXTRA_REROLLS -> "after rerolling in your Roll and Reroll Step, you may reroll " + (n == 1 ? "one die"
                    : "up to " + n + " dice") + " rolled this step one extra time";
            case EXTRA_ATTACK_STEPS -> "you may take a second Attack Step right after the first (at least one character"
                    + " die must attack in each, and " + cardName + " must still be active when the first ends)";
            case MOST_CHARACTER_PURCHASES -> purchases(who, n, "character");
            case MOST_ACTION_PURCHASES -> purchases(who, n, "action");
            case FEWEST_ATTACKERS -> "at least " + n + (n == 1 ? " character die" : " character dice") + " must attack "
                    + EffectText.turnsOf(who) + " (if able)";
            case MOST_BLOCKERS -> playerSubject(who, "may", "may") + " not declare blockers this turn";
            case MOST_CHARACTER_DICE_FIELDED -> playerSubject(who, "cannot", "cannot") + " field character dice this turn";
            case LIFE_TO_USE_A_GLOBAL -> "until end of turn, each player must pay " + n + " life to use a Global Ability"
                    + " (on top of its cost)";
            case LIFE_FOR_EACH_BLOCKER -> "until the end of the turn, " + playerSubject(who, "lose", "loses") + " " + n
                    + " life for each die " + (who == PlayerSelector.YOU ? "you" : "they") + " assign to block";
        };
    }

    private static String purchases(PlayerSelector who, int most, String kind) {
        String player = switch (who) {
            case YOU -> "you";
            case OPPONENT -> "your opponent";
            case EACH, CONTROLLER_OF_THAT_DIE -> "each player";
        };
        return player + " cannot purchase more than " + most + " " + kind + " " + (most == 1 ? "die" : "dice")
                + " per turn";
    }
}
