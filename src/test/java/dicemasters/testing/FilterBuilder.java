package dicemasters.testing;

import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.FaceKind;

/**
 * The dice an effect chooses or counts, said one condition at a time instead of with the 25
 * arguments of {@link DieFilter}: {@code FilterBuilder.dice().costAtMost(2).build()} is "dice with
 * purchase cost 2 or less". A condition not given means "any". {@link DieFilter} explains each.
 */
public final class FilterBuilder {
    private Boolean sidekick;
    private Boolean attacking;
    private Boolean blocking;
    private Boolean damaged;
    private Boolean blocked;
    private String affiliation;
    private String notAffiliation;
    private Energy energy;
    private Integer minLevel;
    private Integer maxLevel;
    private Integer minCost;
    private Integer maxCost;
    private String cardName;
    private String notCardName;
    private Boolean other;
    private FaceKind faceKind;
    private Boolean engagedWithThis;
    private Energy faceSymbol;
    private DieFilter engagedWith;
    private Boolean topLevel;
    private Boolean sharesAffiliation;
    private DieFilter.Relation likeThose;
    private Boolean character;
    private Integer maxCostAboveThose;
    private Boolean defenseAtMostThis;
    private Boolean inCombatThisTurn;
    private Boolean notThose;
    private Boolean named;

    private FilterBuilder() {
    }

    /** Any die, until conditions are added. */
    public static FilterBuilder dice() {
        return new FilterBuilder();
    }

    public FilterBuilder sidekicks(boolean value) {
        sidekick = value;
        return this;
    }

    public FilterBuilder attacking(boolean value) {
        attacking = value;
        return this;
    }

    public FilterBuilder blocking(boolean value) {
        blocking = value;
        return this;
    }

    public FilterBuilder damaged(boolean value) {
        damaged = value;
        return this;
    }

    public FilterBuilder blocked(boolean value) {
        blocked = value;
        return this;
    }

    public FilterBuilder affiliation(String name) {
        affiliation = name;
        return this;
    }

    public FilterBuilder notAffiliation(String name) {
        notAffiliation = name;
        return this;
    }

    /** Dice of cards of this energy type. */
    public FilterBuilder energyType(Energy type) {
        energy = type;
        return this;
    }

    public FilterBuilder levelAtLeast(int level) {
        minLevel = level;
        return this;
    }

    public FilterBuilder levelAtMost(int level) {
        maxLevel = level;
        return this;
    }

    /** Purchase cost. */
    public FilterBuilder costAtLeast(int cost) {
        minCost = cost;
        return this;
    }

    /** Purchase cost. */
    public FilterBuilder costAtMost(int cost) {
        maxCost = cost;
        return this;
    }

    /** Dice of cards with this name ("Foot Ninja dice"). */
    public FilterBuilder named(String name) {
        cardName = name;
        return this;
    }

    /** Dice of cards without this name ("non-Metalhead dice"). */
    public FilterBuilder notNamed(String name) {
        notCardName = name;
        return this;
    }

    /** True: dice of other cards than the ability's; false: the ability's own die only. */
    public FilterBuilder otherCards(boolean value) {
        other = value;
        return this;
    }

    /** What the die shows. */
    public FilterBuilder showing(FaceKind kind) {
        faceKind = kind;
        return this;
    }

    /** An energy face showing this symbol. */
    public FilterBuilder showingSymbol(Energy symbol) {
        faceSymbol = symbol;
        return this;
    }

    /** Blocking or blocked by the ability's own die. */
    public FilterBuilder engagedWithThis() {
        engagedWithThis = true;
        return this;
    }

    /** Blocking or blocked by a die that passes {@code filter}. */
    public FilterBuilder engagedWith(DieFilter filter) {
        engagedWith = filter;
        return this;
    }

    /** True: showing its card's highest level. */
    public FilterBuilder atTopLevel(boolean value) {
        topLevel = value;
        return this;
    }

    public FilterBuilder sharingAnAffiliation() {
        sharesAffiliation = true;
        return this;
    }

    /** Related to the dice the ability's previous targeted effect chose. */
    public FilterBuilder like(DieFilter.Relation relation) {
        likeThose = relation;
        return this;
    }

    /** Character dice, Sidekicks included, wherever they are. */
    public FilterBuilder characters() {
        character = true;
        return this;
    }

    public FilterBuilder costAtMostAboveThose(int amount) {
        maxCostAboveThose = amount;
        return this;
    }

    /** Its D is no more than the ability's own die's D. */
    public FilterBuilder defenseAtMostThis() {
        defenseAtMostThis = true;
        return this;
    }

    /** It attacked or blocked this turn (false: "that did not attack or block this turn"). */
    public FilterBuilder inCombatThisTurn(boolean value) {
        inCombatThisTurn = value;
        return this;
    }

    /** None of the dice the ability's previous targeted effect chose. */
    public FilterBuilder notThose() {
        notThose = true;
        return this;
    }

    /** Of the character the ability's card named (false: of another). */
    public FilterBuilder named(boolean value) {
        named = value;
        return this;
    }

    public DieFilter build() {
        return new DieFilter(sidekick, attacking, blocking, damaged, blocked, affiliation, notAffiliation, energy,
                minLevel, maxLevel, minCost, maxCost, cardName, notCardName, other, faceKind, engagedWithThis,
                faceSymbol, engagedWith, topLevel, sharesAffiliation, likeThose, character, maxCostAboveThose,
                defenseAtMostThis, null, null, null, null, null, null, null, inCombatThisTurn, notThose, named, null,
                null, null);
    }
}
