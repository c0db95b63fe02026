package dicemasters.cards;

import java.util.Map;
import java.util.TreeMap;

/** The notes of {@link CardNotes} about Civil War cards (kept apart so each set's notes change alone). */
final class CivilWarNotes {
    private CivilWarNotes() {
    }

    static final Map<String, String> RULINGS = new TreeMap<>(Map.ofEntries(
            Map.entry("CW002", "The opponent chooses one of their character dice that can spin down (level 2 or"
                    + " higher); with none, nothing happens."),
            Map.entry("CW037", "The level 1 character die and the Sidekick die may be either player's."),
            Map.entry("CW038", "The printed text lost a keyword (\"blocked by character dice and character dice"
                    + " with Resistance\"); read as: only dice with Enlistment or Resistance may block her."),
            Map.entry("CW039", "\"A Deathlok character die\" is a die of this card (a name means your own card's"
                    + " dice). The spin up is not a condition: at his top level he may still pay 2 life to clear his"
                    + " damage and stay (the log says he is not spun up). Not offered with 2 life or less. A KO that"
                    + " pays a cost (Suit Up, Enlistment) is never replaced; a KO by an effect is asked about once"
                    + " that effect has resolved."),
            Map.entry("CW042", "Each attacking Hercules die gives +1A to every other attacking die, other Hercules"
                    + " dice included."),
            Map.entry("CW044", "\"May not declare blockers\" stops every opposing character die then in the Field"
                    + " Zone from blocking this turn."),
            Map.entry("CW055", "Nitro's D is the D its face showed when it was KO'd."),
            Map.entry("CW061", "Combat damage is dealt simultaneously (Assign Damage), so Ronin \"would be KO'd\""
                    + " is judged on all the damage dealt at that moment (the Fast dice's, or the others'), after every"
                    + " reaction to it: if it KOs a blocking Ronin die, 2 of the damage to you from one attacking"
                    + " character die dealt with it (the largest such hit) is prevented, once however many Ronin dice"
                    + " fall (\"Ronin\" is the card)."),
            Map.entry("CW064", "Removed from the Attack Zone, Songbird is back in the Field Zone; the attacker she"
                    + " blocked stays blocked. The same for Jessica Jones (CW081, CW113) and the die that blocked her."),
            Map.entry("CW071", "\"When a character die blocks\" is any die that blocks in an attack Wasp is part"
                    + " of: after blockers are declared, each attacking Wasp die deals 1 damage to every blocking die."),
            Map.entry("CW074", "The printed cost lost its energy symbol; read as Mask (Baron Zemo's energy type),"
                    + " paid whenever a Global Ability could be used."),
            Map.entry("CW077", "\"A Deathlok die\" is a die of this card; the Sidekick may be either player's and"
                    + " must be there (no Sidekick in any Field Zone: not offered)."),
            Map.entry("CW084", "\"The first time each turn you would take damage\" is the first damage to you in the"
                    + " turn, all of it dealt at that moment (several unblocked attackers at once); it is used up then,"
                    + " whether the opponent pays or not. The opponent decides as it happens: paying 2 life (never"
                    + " their last) lets that damage through; one with 2 life or less cannot pay, and it is prevented."),
            Map.entry("CW086", "Each die with Enlistment fielded while Mary Jane is active starts its own count"
                    + " for the rest of the turn (two such dice: 2 damage for each KO). A KO counts when the opponent"
                    + " made it happen: with their own ability or their die's damage, or by their choice (stopping an"
                    + " Enlistment ability, paying a cost). Her owner puts her ability before the Enlistment die's own"
                    + " (simultaneous triggers) to count the KO that stops it."),
            Map.entry("CW089", "Both or neither: with no opposing die that can spin down nothing happens, and"
                    + " choosing none of yours to spin up spins nothing down."),
            Map.entry("CW097", "While two or more Songbird dice block, each blocking Songbird die takes no damage."),
            Map.entry("CW099", "Fielding an opposing die whose card has a \"when fielded\" ability (Intimidate"
                    + " included) counts as using it; the burst is that of any Spider-Man die showing one."),
            Map.entry("CW128", "\"Only one other die\" means exactly two attackers: Songbird and one Thunderbolts die"
                    + " that is not a Songbird."),
            Map.entry("CW129", "Two less from each hit of non-combat damage."),
            Map.entry("CW134", "Without Resistance (no character die of yours KO'd this turn) nothing happens."),
            Map.entry("CW013", "An attacking Rocket Raccoon die may go unblocked only when no die that could block it is"
                    + " free or blocking a die nobody must block."),
            Map.entry("CW048", "\"The first time each turn a player takes damage\" is read for each player: each player's"
                    + " first damage of the turn while Luke Cage is active costs that player a Sidekick."),
            Map.entry("CW059", "The Rescue dice rolled to energy are those in your Reserve Pool showing an energy face"
                    + " at the end of the step."),
            Map.entry("CW062", "Once per turn: the first opposing die fielded in a turn offers it, used or not. \"That"
                    + " die\" is the fielded die: it takes damage equal to its own level."),
            Map.entry("CW080", "It works from the card; the 3 life is offered only while an Iron Fist die is in your"
                    + " Used Pile."),
            Map.entry("CW092", "The dice gain Intimidate as they are fielded, in time for its \"when fielded\" ability."),
            Map.entry("CW093", "\"Actions and abilities\": the opponent's action dice, Globals and character abilities,"
                    + " until end of turn."),
            Map.entry("CW100", "The die matched may be any character die in the Field Zone."),
            Map.entry("CW104", "Only the opponent's action dice are barred (not Globals or character abilities)."),
            Map.entry("CW112", "Each Iron Fist die in the Field Zone deals its own A; the opponent chooses one of their"
                    + " dice each time."),
            Map.entry("CW117", "She may attack only in the turn she is fielded, and only if the opponent lets the"
                    + " Enlistment stand."),
            Map.entry("CW132", "The Thor dice stay in the Field Zone with their damage until the end of the turn."),
            Map.entry("CW136", "The opponent answers the Enlistment at the start of their turn; unanswered, their"
                    + " Sidekicks cost 1 more to field for that whole turn (even if Iron Man leaves the Field Zone)."),
            Map.entry("CW138", "Two abilities: +1A or +1D, each paid with one Mask."),
            Map.entry("CW135", "The target Sidekick may be either player's."),
            Map.entry("CW018", "Only a blocked She-Hulk die deals combat damage to a character die and to the"
                    + " opponent in one turn (Overcrush damage over its blockers): then she gains 2 life."),
            Map.entry("CW058", "All other character dice in the Field and Attack Zones, either player's, take 1"
                    + " damage; unblocked attackers have already gone to the Used Pile."),
            Map.entry("CW063", "Her own Intimidate works; an opposing die's Intimidate, printed or gained, does"
                    + " nothing while she is active."),
            Map.entry("CW065", "Each other character die, either player's, takes as much damage as that hit dealt"
                    + " Speedball, even when it KOs him."),
            Map.entry("CW067", "He has the keywords the other characters' dice in the Field Zone (either player's)"
                    + " have at that moment: a \"when fielded\" keyword works if such a die is there as he is fielded."),
            Map.entry("CW082", "Blocked by several dice, Justice deals his full A to each: nothing to split, and"
                    + " nothing left over for Overcrush.")));

    static final Map<String, String> OWN_ENGINE_CODE = new TreeMap<>();

    static final Map<String, String> LEFT_OUT = new TreeMap<>(Map.of(
            "CW021", "not in the reference data the card files are made from (its number and text are unknown"
                    + " here), so it is left out."));
}
