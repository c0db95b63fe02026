package dicemasters.coach;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * The rules reference inside the program, in its own words: the turn in order, the zones, how
 * dice move between them (the play mat's dice-movement diagram as a list of arrows), and a
 * glossary of keywords that a card's keywords link into.
 */
public final class RulesReference {
    private RulesReference() {
    }

    /** A zone and what it holds. */
    public record ZoneEntry(Zone zone, String holds) {
    }

    /** One arrow of the dice-movement diagram: from a zone to another, and when. */
    public record Movement(Zone from, Zone to, String when) {
    }

    public record KeywordEntry(String name, String meaning) {
    }

    /** The steps of a turn in order, each with what happens in it (Game over is not part of a turn). */
    public static List<StepGuide> turnSummary() {
        List<StepGuide> result = new ArrayList<>();
        for (Step step : Step.values()) {
            if (step != Step.GAME_OVER) {
                result.add(StepGuides.of(step));
            }
        }
        return result;
    }

    public static List<ZoneEntry> zones() {
        return List.of(
                new ZoneEntry(Zone.ON_CARD, "Dice not bought yet wait on their card; any player may buy from their "
                        + "own cards and from the Basic Action Cards."),
                new ZoneEntry(Zone.BAG, "Your dice bag: you draw from it at random."),
                new ZoneEntry(Zone.PREP, "Dice waiting to be rolled at your next Roll and Reroll Step: the dice you "
                        + "drew, and characters that were KO'd."),
                new ZoneEntry(Zone.RESERVE, "Your rolled dice: energy to spend, characters to field, actions to use."),
                new ZoneEntry(Zone.FIELD, "Your fielded characters. They stay from turn to turn until KO'd, and they "
                        + "attack and block from here. Continuous action dice you used wait here too (they never "
                        + "attack, block or count as characters) until their text sends them away."),
                new ZoneEntry(Zone.ATTACK, "Attackers and their blockers during an attack; it counts as part of the "
                        + "Field Zone."),
                new ZoneEntry(Zone.OUT_OF_PLAY, "Dice spent or used on your own turn, and unblocked attackers; they "
                        + "return to the Used Pile when the turn ends."),
                new ZoneEntry(Zone.USED, "Bought dice and spent dice, waiting to go back into the bag when it is "
                        + "empty."),
                new ZoneEntry(Zone.REMOVED, "Dice an effect removed from the game: gone for good, no one's any more."));
    }

    /** The arrows of the dice-movement diagram. */
    public static List<Movement> diceMovement() {
        return List.of(
                new Movement(Zone.ON_CARD, Zone.USED, "when you buy the die"),
                new Movement(Zone.BAG, Zone.PREP, "Clear and Draw: you draw 4 dice (3 on the first player's first turn)"),
                new Movement(Zone.BAG, Zone.OUT_OF_PLAY, "first turn only: the first player's fourth die"),
                new Movement(Zone.USED, Zone.BAG, "when you must draw and your bag is empty: all of them"),
                new Movement(Zone.RESERVE, Zone.USED, "start of your turn: energy you did not spend last turn"),
                new Movement(Zone.PREP, Zone.RESERVE, "Roll and Reroll: every die in the Prep Area is rolled"),
                new Movement(Zone.BAG, Zone.RESERVE, "an effect that draws and rolls dice (Investigation)"),
                new Movement(Zone.RESERVE, Zone.OUT_OF_PLAY, "at any time on your turn: energy you spend, action dice you use"),
                new Movement(Zone.RESERVE, Zone.USED, "on your opponent's turn: energy you spend on a Global Ability"),
                new Movement(Zone.RESERVE, Zone.FIELD, "Main Step: you field a character by paying its fielding cost"),
                new Movement(Zone.RESERVE, Zone.USED, "end of the Main Step: character dice you did not field"),
                new Movement(Zone.FIELD, Zone.ATTACK, "Attack Step: attackers, then blockers"),
                new Movement(Zone.ATTACK, Zone.OUT_OF_PLAY, "after damage: attackers nobody blocked"),
                new Movement(Zone.ATTACK, Zone.FIELD, "Cleanup: attackers and blockers that survived"),
                new Movement(Zone.FIELD, Zone.PREP, "when a character is KO'd (its damage reached its defense)"),
                new Movement(Zone.RESERVE, Zone.USED, "Cleanup: action dice you did not use"),
                new Movement(Zone.OUT_OF_PLAY, Zone.USED, "end of your turn"),
                new Movement(Zone.RESERVE, Zone.FIELD, "a Continuous action die you use"),
                new Movement(Zone.FIELD, Zone.USED, "a Continuous action die its own text sends away"),
                new Movement(Zone.FIELD, Zone.RESERVE, "a die in the Field Zone rerolled to an energy face"),
                new Movement(Zone.ON_CARD, Zone.REMOVED, "an effect removes a die on a card from the game"));
    }

    /** Every keyword the rulebooks' glossaries name, in alphabetical order. */
    public static List<KeywordEntry> keywords() {
        return List.of(
                k("Ally", "While in the Field Zone this character also counts as a Sidekick (nowhere else)."),
                k("Attune", "While this character is active, each time you use an action die it deals 1 damage to a "
                        + "target player or character die."),
                k("Boomerang", "After this action die is used, it may go back to your Prep Area instead of away, "
                        + "to be rolled again next turn."),
                k("Call Out", "When it attacks, it picks an opposing character: only that character may block it, "
                        + "and that character may block nothing else."),
                k("Cleave", "When it KOs a blocker with combat damage, it also deals half its attack (rounded down) "
                        + "to another opposing character, once."),
                k("Continuous", "This action die goes to the Field Zone when used and may stay there across turns."),
                k("Crossover", "The card has two or more energy types; buying it takes at least one energy of each, "
                        + "and its cost cannot be reduced below that."),
                k("Deadly", "Characters that fought this one (blocked it or were blocked by it) are KO'd at the end of "
                        + "the turn."),
                k("Enlistment", "The ability works until the opponent KOs a character die they control to stop it."),
                k("Fast", "Deals its combat damage before everyone else, so it may KO an opponent before taking damage."),
                k("Immortal", "When it would go to the Used Pile (other than when bought or spent), it goes back into "
                        + "its owner's bag instead."),
                k("Impulse", "The ability happens when you buy the die, even if the character is not in the field."),
                k("Infiltrate", "When it attacks and nobody blocks it, you may take it out of combat to deal 1 damage "
                        + "and keep it in your Field Zone."),
                k("Intimidate", "When fielded, an opposing character is set aside until the end of the turn, then "
                        + "returns at the same level without counting as fielded."),
                k("Iron Will", "It cannot be KO'd unless it was already damaged earlier in the same turn."),
                k("Overcrush", "When it attacks and KOs all of its blockers, its leftover damage goes to the opponent."),
                k("Regenerate", "When KO'd, roll it: on a character face it returns to the field, otherwise it goes to "
                        + "the Prep Area."),
                k("Resistance", "The ability works only if one of your character dice was KO'd this turn."),
                k("Strike", "While it is the only character die you fielded this turn, it gets +2A, +2D and Overcrush."),
                k("Suit Up", "When you buy it, you may KO one of your characters with a name the card lists to put "
                        + "this die straight into the Field Zone at level 2."),
                k("Swarm", "While it is active, each copy of it you draw in Clear and Draw lets you draw and roll one "
                        + "extra die."),
                k("Tag Out", "After blockers are declared you may send this die to the Prep Area to give a character "
                        + "+2A and +2D until the end of the turn."),
                k("Turtle Power", "While it is active, your other Turtle characters cost 1 less to buy."),
                k("Underdog", "When fielded, it spins your character dice up to their top level, as its card says."));
    }

    private static KeywordEntry k(String name, String meaning) {
        return new KeywordEntry(name, meaning);
    }

    /** The glossary entry for a keyword name (any case), or null. */
    public static KeywordEntry keyword(String name) {
        return keywords().stream().filter(k -> k.name().equalsIgnoreCase(name.trim())).findFirst().orElse(null);
    }

    /** The glossary entries of the keywords a card prints, in glossary order. */
    public static List<KeywordEntry> keywordsOf(CardDefinition card) {
        List<String> printed = card.keywords().stream().map(Keyword::label).toList();
        return keywords().stream().filter(k -> printed.stream().anyMatch(p -> p.equalsIgnoreCase(k.name()))).toList();
    }
}
