package dicemasters.coach;

import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Step;

import java.util.List;

/**
 * What every step of the turn and every pending decision is for, in the program's own words. A
 * switch over the steps makes the compiler insist that a new step gets its text.
 */
public final class StepGuides {
    private StepGuides() {
    }

    public static StepGuide of(Step step) {
        return switch (step) {
            case CLEAR_AND_DRAW -> new StepGuide("Clear and Draw",
                    "The active player moves last turn's unspent energy from the Reserve Pool to the Used Pile, then "
                            + "draws 4 dice from the bag into the Prep Area (only 3 on the first player's first turn). "
                            + "An empty bag is refilled from the Used Pile first.");
            case ROLL_AND_REROLL -> new StepGuide("Roll and Reroll",
                    "Every die in the Prep Area is rolled into the Reserve Pool. The active player may then reroll "
                            + "any of those dice once, all together as one group, or keep every result.");
            case MAIN -> new StepGuide("Main Step",
                    "The active player spends energy: buying dice from their own cards or the Basic Action Cards, "
                            + "fielding character dice, using action dice and Global Abilities, in any order. When the "
                            + "active player passes priority, the opponent may use one Global Ability or pass it back. "
                            + "The step ends when the active player passes after the opponent passed without acting "
                            + "(at once when the opponent has nothing they could use).");
            case DECLARE_ATTACKERS -> new StepGuide("Attack: declare attackers",
                    "Character dice left in the Reserve Pool have gone to the Used Pile. The active player chooses "
                            + "which fielded characters attack (or none, which ends the turn); attackers move to the "
                            + "Attack Zone. A card may allow a second Attack Step after the first: it starts here"
                            + " again, and declaring no attackers then ends the turn.");
            case DECLARE_BLOCKERS -> new StepGuide("Attack: declare blockers",
                    "The defending player may block: each of their fielded characters may stand in front of one "
                            + "attacker, and several may block the same one. Unblocked attackers will hit the player.");
            case ATTACK_WINDOW -> new StepGuide("Attack: Action/Global window",
                    "After blocks, the active player may use action dice and Global Abilities, then pass priority: "
                            + "the opponent may use one Global Ability or pass it back. Damage is assigned when the "
                            + "active player passes after the opponent passed without acting (at once when the "
                            + "opponent has nothing they could use).");
            case ASSIGN_DAMAGE -> new StepGuide("Attack: assign damage",
                    "Combat damage is dealt all at once (Fast characters first). Blocked attackers and their blockers "
                            + "damage each other; a die whose damage reaches its defense is KO'd to its owner's Prep "
                            + "Area. Unblocked attackers damage the defending player and go Out of Play.");
            case CLEANUP -> new StepGuide("Cleanup",
                    "Surviving attackers and blockers return to the Field Zone, all damage and effects that last "
                            + "until end of turn are cleared, and unused action dice go to the Used Pile.");
            case END_OF_TURN -> new StepGuide("End of turn",
                    "Dice Out of Play move to the Used Pile, unspent virtual energy is lost, and the other player's "
                            + "turn begins.");
            case GAME_OVER -> new StepGuide("Game over",
                    "The game ended: a player (in Doubles, a team) lost their last life or conceded; the log's "
                            + "last line says which. Nothing more can be done in this game.");
        };
    }

    /** Every kind of decision the engine may pause on; each has a guide (tests check this). */
    public static final List<Class<? extends Decision>> DECISION_KINDS = List.of(
            Decision.ChooseTargets.class, Decision.SplitDamage.class, Decision.OrderTriggers.class,
            Decision.React.class, Decision.ChooseNumber.class, Decision.SplitPrepArea.class);

    /** The guide to a decision; the one kind of decision that asks three different questions gets one for each. */
    public static StepGuide of(Decision decision) {
        if (decision instanceof Decision.React react) {
            if (react.question() == Decision.React.Question.KNOCK_OUT) {
                return new StepGuide("Replace a KO?",
                        "A die is about to be KO'd and a card lets you do something else instead (\"when ... would be "
                                + "KO'd, you may instead ...\"). Use it and pay what it asks: the die stays in the "
                                + "Field Zone. Let it be KO'd: it goes to its owner's Prep Area as usual.");
            }
            if (react.question() == Decision.React.Question.PAYMENT) {
                return new StepGuide("Pay, or let it go",
                        "An ability asks for a payment before it goes on: \"you may pay ... to ...\" (pay and it "
                                + "happens, or let it go), or an opponent's \"... unless you pay ...\" (pay and the "
                                + "rest of their ability does nothing, or let it happen). Life paid this way is lost "
                                + "like damage, but it is not damage.");
            }
        }
        return of(decision.getClass());
    }

    public static StepGuide of(Class<? extends Decision> kind) {
        if (kind == Decision.ChooseTargets.class) {
            return new StepGuide("Choose targets",
                    "An ability is resolving and needs its targets: character dice in the Field Zone (the Attack "
                            + "Zone counts). The player who controls the ability chooses. A card's rule may ask for"
                            + " dice the same way: the defending player chooses the one blocker that may damage an"
                            + " attacker only one blocker may damage.");
        } else if (kind == Decision.SplitDamage.class) {
            return new StepGuide("Split combat damage",
                    "An attacker was blocked by more than one die, or a die whose ability lets it block several "
                            + "attackers blocked more than one. Its controller divides all of its damage among the dice "
                            + "it is engaged with as they like (the attacking player first).");
        } else if (kind == Decision.OrderTriggers.class) {
            return new StepGuide("Order abilities",
                    "Several of one player's abilities triggered at the same moment. That player chooses the order "
                            + "in which they resolve; each resolves completely before the next.");
        } else if (kind == Decision.ChooseNumber.class) {
            return new StepGuide("Choose a number",
                    "A card asks for a number: how many dice to draw secretly, or a guess of how many your opponent "
                            + "drew. At a shared screen, the other player looks away while the number is chosen.");
        } else if (kind == Decision.SplitPrepArea.class) {
            return new StepGuide("Split the shared Prep Area",
                    "Doubles: teammates share one Prep Area. Before rolling, the team splits its dice between its two"
                            + " players as it likes, whoever drew them: point at the dice your teammate rolls; you roll"
                            + " the rest. Each die belongs to the player who rolls it from then on, so a character can"
                            + " end up in the teammate's bag.");
        } else if (kind == Decision.React.class) {
            return new StepGuide("React to damage",
                    "Damage is about to be dealt, and you have a way to prevent or redirect it: a reactive Global "
                            + "Ability (either player may pay for it) or a character's reaction. Reactions interrupt: "
                            + "you decide now, once for each piece of damage, before it is dealt. Prevented damage "
                            + "triggers nothing; redirected damage hits the new die instead. The same question asks "
                            + "whether to replace a die's KO (\"when ... would be KO'd, you may instead ...\"): "
                            + "replaced, the die stays in the Field Zone.");
        }
        return null;
    }
}
