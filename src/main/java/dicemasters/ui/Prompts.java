package dicemasters.ui;

import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;

/** The table's words: what it waits for, naming the player who must answer, and what Enter does. */
final class Prompts {
    private Prompts() {
    }

    /** "Sam (Player 1)". */
    static String playerLabel(GameState s, int player) {
        return s.player(player).name() + " (Player " + (player + 1) + ")";
    }

    /** A player's side of the table: "Sam (Player 1)", or in Doubles the team, "Ann and Cid". */
    static String sideLabel(GameState s, int player) {
        if (!s.seats().teamsOfTwo()) {
            return playerLabel(s, player);
        }
        return String.join(" and ", s.seats().allies(Math.min(player, s.seats().teammate(player)))
                .stream().map(p -> s.player(p).name()).toList());
    }

    /** "Roll: Ann 3 dice, Cid 2 dice". */
    static String splitLabel(GameState s, Decision.SplitPrepArea d, int teammateDice) {
        return "Roll: " + s.player(d.player()).name() + " " + count(d.dice().size() - teammateDice, "die", "dice")
                + ", " + s.player(d.teammate()).name() + " " + count(teammateDice, "die", "dice");
    }

    /**
     * What the table waits for. {@code paying} is set while a payment is drafted; {@code fieldAbility}
     * says that a die of the acting player's in the Field Zone can use its ability now (Chair Smash).
     */
    static String prompt(GameState s, Mode mode, PayingFor paying, BlockingDraft blocking, boolean fieldAbility) {
        String who = playerLabel(s, s.actingPlayer());
        return switch (mode) {
            case OVER -> s.isTie() ? "The game ended in a tie." : sideLabel(s, s.winner())
                    + (s.seats().teamsOfTwo() ? " win the game." : " wins the game.");
            case REROLL -> who + ": click dice to reroll, then Enter. Enter with none picked keeps them all.";
            case WINDOW -> windowPrompt(s, who) + (fieldAbility
                    ? " You may also click your die in the Field Zone to use its ability." : "");
            case PAYING -> who + ": pay to " + paying.what() + ". Spending " + paying.draft().describe(s)
                    + ". Click energy dice to change what is spent; Enter pays, Esc cancels.";
            case ATTACKERS -> s.combat().isSecondAttackStep()
                    ? who + ", second Attack Step: click field dice to attack again, then Enter (none: end the turn)."
                    : who + ": click field dice to attack with, then Enter (none: no attack).";
            case BLOCKERS -> blockersPrompt(s, who, blocking);
            case TARGETS, SPLIT, ORDER, REACT, NUMBER -> who + ": " + withoutName(s, s.decision()) + ".";
            case PREP_SPLIT -> who + ": your team's Prep Area is split before rolling. Click a die to give it to the"
                    + " other player's half; Enter rolls.";
            case COMPUTER -> who + ", the computer, is thinking…";
            case AWAY -> waitingFor(s);
        };
    }

    /** "Waiting for Ben: Main Step" (or the choice Ben is making), for a seat played from another computer. */
    static String waitingFor(GameState s) {
        return "Waiting for " + s.player(s.actingPlayer()).name() + ": "
                + (s.decision() != null ? withoutName(s, s.decision()) : s.step().label());
    }

    private static String blockersPrompt(GameState s, String who, BlockingDraft blocking) {
        int blocker = blocking.pairedBlockerWaitingForAnother();
        if (blocker >= 0) {
            String name = s.nameOf(s.die(blocker));
            return who + ": " + name + " may block another attacker: click it, or click " + name
                    + " again when done. Enter when done.";
        }
        return who + ": click one of your field dice, then the attacker it blocks. Enter when done.";
    }

    /** Decision prompts start with the player's name (for the text log); the bar names them already. */
    private static String withoutName(GameState s, Decision d) {
        String name = s.player(d.player()).name() + ": ";
        return d.prompt().startsWith(name) ? d.prompt().substring(name.length()) : d.prompt();
    }

    private static String windowPrompt(GameState s, String who) {
        String where = s.step() == Step.MAIN ? "Main Step" : "Attack: Action/Global window";
        String things = (s.step() == Step.MAIN ? "buy dice, field characters, " : "") + "use action dice or Globals";
        if (s.isOnActiveTeam(s.actingPlayer()) && s.opponentPassed()) {
            // The opponent had priority and gave it back: the same choice again, so say what changed.
            String ends = s.step() == Step.MAIN ? "end the Main Step" : "go on to damage";
            return who + ", " + where + ": " + s.player(s.inactivePlayer()).name() + " passed without acting. Pass "
                    + "again (Space) to " + ends + ", or keep going: " + things + ".";
        }
        if (s.isOnActiveTeam(s.actingPlayer())) {
            return who + ", " + where + ": " + things + ", or pass priority (Space).";
        }
        return who + " has priority (" + where + "): use a Global Ability with your saved energy, or pass (Space).";
    }

    /** The label of the confirm button: what Enter would do with the choice drafted. */
    static String confirmLabel(Mode mode, int picked, PayingFor paying, BlockingDraft blocking) {
        return switch (mode) {
            case REROLL -> picked == 0 ? "Keep all dice" : "Reroll " + count(picked, "die", "dice");
            // The prompt names what is paid for; a short button leaves the prompt room on a small screen.
            case PAYING -> "Pay and " + paying.what().split(" ", 2)[0];
            case ATTACKERS -> picked == 0 ? "Do not attack" : "Attack with " + count(picked, "die", "dice");
            case BLOCKERS -> blocking.isEmpty() ? "No blocks"
                    : "Block with " + count(blocking.blockingDice(), "die", "dice");
            case TARGETS -> "Choose " + count(picked, "target", "targets");
            case SPLIT -> "Assign damage";
            case ORDER -> "Resolve in this order";
            default -> "Confirm";
        };
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
