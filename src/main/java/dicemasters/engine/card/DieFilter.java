package dicemasters.engine.card;

import java.util.List;

/**
 * Conditions a die must meet to be chosen or counted. A null field means "any".
 * <ul>
 * <li>sidekick: Sidekick dice (and Ally dice in the field)</li>
 * <li>attacking / blocking / blocked / damaged: its combat state this turn</li>
 * <li>affiliation / notAffiliation: printed on the die's card</li>
 * <li>energy: the card's energy type; minLevel / maxLevel: the level showing; maxCost / minCost: purchase cost</li>
 * <li>cardName / notCardName: dice of cards with (or without) this name ("Foot Ninja dice", "non-Metalhead")</li>
 * <li>other: true means dice of other cards than the ability's ("other Turtle dice"); false means
 * the ability's own die only (a choice to use it or not)</li>
 * <li>faceKind: what the die shows (for dice outside the field: "energy dice in the Reserve Pool")</li>
 * <li>engagedWithThis: blocking or blocked by the ability's own die</li>
 * <li>faceSymbol: an energy face showing this symbol (Wild counts as any type)</li>
 * <li>engagedWith: blocking or blocked by a die that passes this filter ("while blocked by a Villain die")</li>
 * <li>topLevel: showing the highest level of its card, so it cannot spin up (false: it can)</li>
 * <li>sharesAffiliation: its card shares an affiliation with another character die in the Field Zone</li>
 * <li>likeThose: for targets, related to one of the dice the ability's previous targeted effect chose
 * (the same owner: "in that player's Used Pile"; a shared affiliation)</li>
 * <li>character: a character die: a die of a character card wherever it is, and a Sidekick die only
 * while rolled to its character face (in the Reserve Pool or the Field Zone); an unrolled Sidekick die
 * (bag, Prep Area, Used Pile) is not a character die</li>
 * <li>maxCostAboveThose: for targets, a purchase cost at most this much above that of a die the
 * previous targeted effect chose ("costs up to 2 more")</li>
 * <li>defenseAtMostThis: its D is no more than the D of the ability's own die ("with D less than or
 * equal to Nitro's D"); a die that has left the Field Zone counts with the D its face showed</li>
 * <li>withKeyword: it has one of these keywords, printed or gained ("character dice with Resistance
 * and/or Enlistment")</li>
 * <li>maxFieldCost: the face it shows has a printed fielding cost of at most this</li>
 * <li>notEnergy: its card's energy type is not this ("non-Shield character die"; Sidekicks have none)</li>
 * <li>notThis: true means any die but the ability's own die ("other attacking character dice")</li>
 * <li>fieldedThisTurn: its controller fielded it this turn (or, false, did not)</li>
 * <li>showsBurst: the character face it shows has a burst symbol</li>
 * <li>withAbility: its card has an ability with this trigger ("a 'when fielded' ability"; keywords
 * that work as such abilities count)</li>
 * <li>inCombatThisTurn: it attacked or blocked this turn (false: "that did not attack or block this turn")</li>
 * <li>notThose: true means none of the dice the ability's previous targeted effect chose ("all your
 * dice except the one you chose")</li>
 * <li>named: a die of the character the ability's card named (true), or of another (false)</li>
 * <li>cardType: a die of a card of this type ("a Basic Action die"); ACTION means action dice, Basic or not</li>
 * <li>sharesEnergyType: its card shares an energy type with another character die its controller has in
 * the Field Zone</li>
 * <li>lastOfItsCard: no other die of its card is still on the card, unpurchased (true: "the last die on a
 * card"; false: "not the last die on the card")</li>
 * </ul>
 */
public record DieFilter(Boolean sidekick, Boolean attacking, Boolean blocking, Boolean damaged, Boolean blocked,
                        String affiliation, String notAffiliation, Energy energy, Integer minLevel,
                        Integer maxLevel, Integer minCost, Integer maxCost, String cardName, String notCardName,
                        Boolean other, FaceKind faceKind, Boolean engagedWithThis, Energy faceSymbol,
                        DieFilter engagedWith, Boolean topLevel, Boolean sharesAffiliation, Relation likeThose,
                        Boolean character, Integer maxCostAboveThose, Boolean defenseAtMostThis,
                        List<Keyword> withKeyword, Integer maxFieldCost, Energy notEnergy, Boolean notThis,
                        Boolean fieldedThisTurn, Boolean showsBurst, Trigger withAbility,
                        Boolean inCombatThisTurn, Boolean notThose, Boolean named, CardType cardType,
                        Boolean sharesEnergyType, Boolean lastOfItsCard) {
    public static final DieFilter ANY = new DieFilter(null, null, null, null);

    public DieFilter {
        withKeyword = withKeyword == null ? null : List.copyOf(withKeyword);
    }

    public DieFilter(Boolean sidekick, Boolean attacking, Boolean blocking, Boolean damaged, Boolean blocked,
                     String affiliation, String notAffiliation, Energy energy, Integer minLevel, Integer maxLevel,
                     Integer minCost, Integer maxCost, String cardName, String notCardName, Boolean other,
                     FaceKind faceKind, Boolean engagedWithThis, Energy faceSymbol, DieFilter engagedWith,
                     Boolean topLevel, Boolean sharesAffiliation, Relation likeThose, Boolean character,
                     Integer maxCostAboveThose, Boolean defenseAtMostThis) {
        this(sidekick, attacking, blocking, damaged, blocked, affiliation, notAffiliation, energy, minLevel, maxLevel,
                minCost, maxCost, cardName, notCardName, other, faceKind, engagedWithThis, faceSymbol, engagedWith,
                topLevel, sharesAffiliation, likeThose, character, maxCostAboveThose, defenseAtMostThis,
                null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /** How a die relates to the dice an earlier effect chose. */
    public enum Relation { OWNER, AFFILIATION }

    public DieFilter(Boolean sidekick, Boolean attacking, Boolean blocking, Boolean damaged, Boolean blocked,
                     String affiliation, String notAffiliation, Energy energy, Integer minLevel, Integer maxLevel,
                     Integer minCost, Integer maxCost, String cardName, String notCardName, Boolean other,
                     FaceKind faceKind, Boolean engagedWithThis, Energy faceSymbol, DieFilter engagedWith) {
        this(sidekick, attacking, blocking, damaged, blocked, affiliation, notAffiliation, energy, minLevel, maxLevel,
                minCost, maxCost, cardName, notCardName, other, faceKind, engagedWithThis, faceSymbol, engagedWith,
                null, null, null, null, null, null);
    }

    public DieFilter(Boolean sidekick, Boolean attacking, Boolean blocking, Boolean damaged, Boolean blocked,
                     String affiliation, String notAffiliation, Energy energy, Integer minLevel, Integer maxLevel,
                     Integer minCost, Integer maxCost, String cardName, String notCardName, Boolean other,
                     FaceKind faceKind, Boolean engagedWithThis, Energy faceSymbol) {
        this(sidekick, attacking, blocking, damaged, blocked, affiliation, notAffiliation, energy, minLevel, maxLevel,
                minCost, maxCost, cardName, notCardName, other, faceKind, engagedWithThis, faceSymbol, null);
    }

    public DieFilter(Boolean sidekick, Boolean attacking, Boolean blocking, Boolean damaged) {
        this(sidekick, attacking, blocking, damaged, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null);
    }

    public DieFilter withAttacking(boolean value) {
        return new DieFilter(sidekick, value, blocking, damaged, blocked, affiliation, notAffiliation, energy,
                minLevel, maxLevel, minCost, maxCost, cardName, notCardName, other, faceKind, engagedWithThis, faceSymbol,
                engagedWith, topLevel, sharesAffiliation, likeThose, character, maxCostAboveThose, defenseAtMostThis,
                withKeyword, maxFieldCost, notEnergy, notThis, fieldedThisTurn, showsBurst, withAbility, inCombatThisTurn, notThose, named, cardType, sharesEnergyType, lastOfItsCard);
    }

    public DieFilter withSidekick(boolean value) {
        return new DieFilter(value, attacking, blocking, damaged, blocked, affiliation, notAffiliation, energy,
                minLevel, maxLevel, minCost, maxCost, cardName, notCardName, other, faceKind, engagedWithThis, faceSymbol,
                engagedWith, topLevel, sharesAffiliation, likeThose, character, maxCostAboveThose, defenseAtMostThis,
                withKeyword, maxFieldCost, notEnergy, notThis, fieldedThisTurn, showsBurst, withAbility, inCombatThisTurn, notThose, named, cardType, sharesEnergyType, lastOfItsCard);
    }

    public DieFilter withAffiliation(String value) {
        return new DieFilter(sidekick, attacking, blocking, damaged, blocked, value, notAffiliation, energy,
                minLevel, maxLevel, minCost, maxCost, cardName, notCardName, other, faceKind, engagedWithThis, faceSymbol,
                engagedWith, topLevel, sharesAffiliation, likeThose, character, maxCostAboveThose, defenseAtMostThis,
                withKeyword, maxFieldCost, notEnergy, notThis, fieldedThisTurn, showsBurst, withAbility, inCombatThisTurn, notThose, named, cardType, sharesEnergyType, lastOfItsCard);
    }

    /** The same filter without its "other" condition, for callers that judge it themselves. */
    public DieFilter withoutOther() {
        return new DieFilter(sidekick, attacking, blocking, damaged, blocked, affiliation, notAffiliation, energy,
                minLevel, maxLevel, minCost, maxCost, cardName, notCardName, null, faceKind, engagedWithThis,
                faceSymbol, engagedWith, topLevel, sharesAffiliation, likeThose, character, maxCostAboveThose,
                defenseAtMostThis, withKeyword, maxFieldCost, notEnergy, notThis, fieldedThisTurn, showsBurst,
                withAbility, inCombatThisTurn, notThose, named, cardType, sharesEnergyType, lastOfItsCard);
    }

    /** The same filter without the card it names, for copied text where the name means the copying die. */
    public DieFilter withoutCardName() {
        return new DieFilter(sidekick, attacking, blocking, damaged, blocked, affiliation, notAffiliation, energy,
                minLevel, maxLevel, minCost, maxCost, null, notCardName, other, faceKind, engagedWithThis,
                faceSymbol, engagedWith, topLevel, sharesAffiliation, likeThose, character, maxCostAboveThose,
                defenseAtMostThis, withKeyword, maxFieldCost, notEnergy, notThis, fieldedThisTurn, showsBurst,
                withAbility, inCombatThisTurn, notThose, named, cardType, sharesEnergyType, lastOfItsCard);
    }

    public boolean isAny() {
        return equals(ANY);
    }
}
