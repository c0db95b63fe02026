package dicemasters.engine.state;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The cards on the table and what the rules need to know about them often, worked out once per
 * game: fixed for the whole game, so every copy of the state shares one. Games without the cards
 * that need extra bookkeeping (copying, cancelling Globals' effects, action cards that work for the
 * turn, character tokens) keep the state they always had.
 */
public final class GameCards {
    private final List<CardInPlay> cards;
    /**
     * Each card's abilities (printed, then its keywords', then those of keywords an effect of the
     * game may grant to its dice), by card index: asked for many times per action.
     */
    private final List<List<Ability>> abilities;
    /** For each card, the keyword each ability comes from (null: printed on the card). */
    private final List<List<Keyword>> keywordOf;
    /** For each card, how many of its abilities are its own (printed and its keywords'); the rest are granted. */
    private final int[] ownAbilities;
    private final int[] whileActiveCards;
    /** For each card, its "while active" abilities that reach dice (none for most cards). */
    private final StaticAbility[][] staticAbilities;
    /** For each {@link StaticKind}, the cards of {@link #whileActiveCards} with an ability of that kind. */
    private final int[][] staticCardsByKind;
    /** Each card's dice, by id (a die's card never changes): buying looks for one on its card. */
    private final int[][] diceOfCard;
    /** Each card's printed faces, by card index: the face a die shows is asked for in every rule. */
    /** Character tokens of one kind a player can have at once (each is a hidden die kept for it). */
    public static final int CHARACTER_TOKENS_EACH_KIND = 8;

    private final Face[][] faces;
    /** What "while active" abilities of the game can do to dice: a die's stats need no look at the cards otherwise. */
    private final java.util.Set<Restriction> staticRestrictions;
    private final boolean staticStatChanges;
    private final boolean lowersDefenseStatically;
    private final int[] reactionCards;
    private final boolean tracksGlobalEffects;
    private final boolean pricesTriggeredAbilities;
    private final boolean tracksActionUses;
    private final boolean copiesAbilities;
    private final boolean tracksCombatThisTurn;
    private final boolean tracksCombatKnockOuts;
    private final boolean tracksDamageDealt;
    private final boolean comparesLifeAtTurnStart;
    private final boolean takesKeywords;
    private final int firstTokenCard;
    /** Every trigger some card of the game has: rare triggers are looked for only in games that have them. */
    private final java.util.Set<Trigger> triggers;

    /**
     * @param firstTokenCard index of the first hidden card of character tokens (they come last), or
     *                       {@link Integer#MAX_VALUE} when no card of the game creates tokens
     */
    public GameCards(List<CardInPlay> cards, int firstTokenCard, List<Die> dice) {
        this.cards = List.copyOf(cards);
        this.diceOfCard = diceOfCards(this.cards.size(), dice);
        this.faces = this.cards.stream().map(c -> c.definition().faces().toArray(Face[]::new)).toArray(Face[][]::new);
        List<Keyword> grantable = grantableKeywords(this.cards);
        this.abilities = abilitiesOf(this.cards, grantable);
        this.keywordOf = keywordsOf(this.cards, grantable);
        this.ownAbilities = this.cards.stream().mapToInt(c -> c.definition().allAbilities().size()).toArray();
        this.whileActiveCards = cardsWith(abilities, Trigger.WHILE_ACTIVE, Trigger.ALWAYS);
        this.staticAbilities = abilities.stream().map(GameCards::staticAbilitiesOf).toArray(StaticAbility[][]::new);
        this.staticCardsByKind = java.util.Arrays.stream(StaticKind.values())
                .map(kind -> IntStream.of(whileActiveCards).filter(card -> hasStatic(card, kind)).toArray())
                .toArray(int[][]::new);
        this.staticRestrictions = java.util.EnumSet.noneOf(Restriction.class);
        staticEffects(abilities).forEach(e -> {
            if (e instanceof Effect.Restrict r) {
                staticRestrictions.add(r.restriction());
            }
        });
        this.staticStatChanges = staticEffects(abilities).anyMatch(Effect.ModifyStats.class::isInstance);
        this.lowersDefenseStatically = staticEffects(abilities)
                .anyMatch(e -> e instanceof Effect.ModifyStats m && !m.defense().neverNegative());
        this.reactionCards = cardsWith(abilities, Trigger.REACTIVE_GLOBAL, Trigger.DAMAGE_REACTION,
                Trigger.DAMAGE_REPLACEMENT);
        this.tracksGlobalEffects = anyEffect(this.cards, Effect.StopGlobals.class::isInstance);
        this.pricesTriggeredAbilities = anyEffect(this.cards, Effect.TriggeredAbilitiesCostLife.class::isInstance);
        this.tracksActionUses = this.cards.stream().anyMatch(GameCards::triggersAfterUse);
        this.takesKeywords = anyEffect(this.cards, Effect.LoseKeyword.class::isInstance);
        this.copiesAbilities = anyEffect(this.cards, e -> e instanceof Effect.Copy copy
                && copy.what() != Effect.Copy.What.STATS)
                || anyEffect(this.cards, e -> e instanceof Effect.UseAbilitiesOf use && !use.usesShownFace());
        this.firstTokenCard = firstTokenCard;
        this.triggers = java.util.EnumSet.noneOf(Trigger.class);
        abilities.forEach(list -> list.forEach(a -> triggers.add(a.trigger())));
        this.tracksCombatThisTurn = this.cards.stream().flatMap(c -> c.definition().allAbilities().stream())
                .anyMatch(GameCards::asksWhoFoughtThisTurn);
        this.tracksCombatKnockOuts = abilities.stream().flatMap(List::stream)
                .anyMatch(a -> a.trigger() == Trigger.WHEN_KOS_IN_COMBAT
                        || a.trigger() == Trigger.WHEN_KNOCKED_OUT_BY_COMBAT);
        this.tracksDamageDealt = this.cards.stream().flatMap(c -> c.definition().allAbilities().stream())
                .anyMatch(GameCards::asksDamageDealt);
        this.comparesLifeAtTurnStart = this.cards.stream().flatMap(c -> c.definition().allAbilities().stream())
                .anyMatch(a -> a.condition().kind() == Condition.Kind.LESS_LIFE_AS_TURN_BEGAN);
    }

    /** A card compares the players' life as the turn began, so the turn keeps it. */
    public boolean comparesLifeAtTurnStart() {
        return comparesLifeAtTurnStart;
    }

    /** "If it did at least 2 damage", "when its combat damage has hit a die and the opponent". */
    private static boolean asksDamageDealt(Ability a) {
        return a.trigger() == Trigger.WHEN_COMBAT_DAMAGE_HITS_DIE_AND_OPPONENT
                || a.condition().kind() == Condition.Kind.DAMAGE_DEALT_THIS_TURN_AT_LEAST
                || a.effects().stream().anyMatch(e -> e instanceof Effect.OnlyIf o
                && o.condition().kind() == Condition.Kind.DAMAGE_DEALT_THIS_TURN_AT_LEAST);
    }

    /** A card asks how much damage a die dealt this turn, and to whom, so the turn keeps count. */
    public boolean tracksDamageDealt() {
        return tracksDamageDealt;
    }

    /**
     * A card triggers on KOs by combat damage (Cleave, "when KO'd by combat damage"), so dice remember
     * whether their damage was combat damage.
     */
    public boolean tracksCombatKnockOuts() {
        return tracksCombatKnockOuts;
    }

    /** A card makes dice lose keywords, so a printed keyword is not enough to have it. */
    public boolean takesKeywords() {
        return takesKeywords;
    }

    /** A card asks which dice attacked or blocked this turn, so dice remember it until the turn ends. */
    public boolean tracksCombatThisTurn() {
        return tracksCombatThisTurn;
    }

    private static boolean asksWhoFoughtThisTurn(Ability a) {
        java.util.stream.Stream<dicemasters.engine.card.DieSelector> selectors = java.util.stream.Stream.concat(
                a.effects().stream().map(Effect::selectorOf),
                java.util.stream.Stream.of(a.watch(), a.condition().dice()));
        return selectors.anyMatch(sel -> sel != null && sel.filter().has(dicemasters.engine.card.DieCondition.InCombatThisTurn.class));
    }

    /** Whether some card of the game has an ability with this trigger. */
    public boolean has(Trigger trigger) {
        return triggers.contains(trigger);
    }

    public List<CardInPlay> cards() {
        return cards;
    }

    /** The abilities of card {@code cardIndex}, as {@code CardDefinition.allAbilities()} lists them. */
    public List<Ability> abilities(int cardIndex) {
        return abilities.get(cardIndex);
    }

    /**
     * The card's "while active" abilities whose effects reach dice, leaving out those judged on all
     * the damage dealt at once (never a die's stat). The arrays are never changed.
     */
    public StaticAbility[] staticAbilities(int cardIndex) {
        return staticAbilities[cardIndex];
    }

    private static StaticAbility[] staticAbilitiesOf(List<Ability> abilities) {
        List<StaticAbility> result = new ArrayList<>();
        for (Ability a : abilities) {
            if (a.trigger() != Trigger.WHILE_ACTIVE || a.condition().kind().looksAtDamageDealtTogether()) {
                continue;
            }
            List<Effect> reaching = a.effects().stream().filter(e -> Effect.selectorOf(e) != null).toList();
            if (!reaching.isEmpty()) {
                result.add(StaticAbility.of(a, reaching.toArray(Effect[]::new),
                        reaching.stream().map(Effect::selectorOf).toArray(dicemasters.engine.card.DieSelector[]::new)));
            }
        }
        return result.toArray(StaticAbility[]::new);
    }

    /**
     * Indexes of the cards with a "while active" ability that reaches dice with an effect of the kind,
     * in card order. The array is never changed.
     */
    public int[] whileActiveCards(StaticKind kind) {
        return staticCardsByKind[kind.ordinal()];
    }

    private boolean hasStatic(int cardIndex, StaticKind kind) {
        for (StaticAbility ability : staticAbilities[cardIndex]) {
            if (ability.has(kind)) {
                return true;
            }
        }
        return false;
    }

    /** Indexes of the cards with static ("while active" or "always") abilities. The array is never changed. */
    public int[] whileActiveCards() {
        return whileActiveCards;
    }

    /** Face {@code faceIndex} of card {@code cardIndex} as printed (a die that became a copy shows another card's). */
    public Face printedFace(int cardIndex, int faceIndex) {
        return faces[cardIndex][faceIndex];
    }

    /** The ids of card {@code cardIndex}'s dice, in order. The array is never changed. */
    public int[] diceOf(int cardIndex) {
        return diceOfCard[cardIndex];
    }

    private static int[][] diceOfCards(int cardCount, List<Die> dice) {
        int[][] result = new int[cardCount][];
        for (int card = 0; card < cardCount; card++) {
            int index = card;
            result[card] = dice.stream().filter(d -> d.cardIndex() == index).mapToInt(Die::id).toArray();
        }
        return result;
    }

    /** Whether a "while active" ability of some card of the game (its own, granted or copied) puts this restriction on dice. */
    public boolean restrictsStatically(Restriction restriction) {
        return staticRestrictions.contains(restriction);
    }

    /** Whether a "while active" ability of some card of the game changes dice's attack or defense. */
    public boolean changesStatsStatically() {
        return staticStatChanges;
    }

    /** Whether a "while active" ability of the game can take defense away ("opposing dice get -1D"). */
    public boolean lowersDefenseStatically() {
        return lowersDefenseStatically;
    }

    /** Indexes of the cards with reactions to damage. The array is never changed. */
    public int[] reactionCards() {
        return reactionCards;
    }

    /** Some card of the game puts a life price on triggered abilities (looked for only then). */
    public boolean pricesTriggeredAbilities() {
        return pricesTriggeredAbilities;
    }

    /** A card can cancel the effects of Globals, so modifiers remember coming from one. */
    public boolean tracksGlobalEffects() {
        return tracksGlobalEffects;
    }

    /** An action card has abilities that work for the turn it is used, so uses are remembered. */
    public boolean tracksActionUses() {
        return tracksActionUses;
    }

    /** A card copies abilities, so dice may have other abilities than their card's. */
    public boolean copiesAbilities() {
        return copiesAbilities;
    }

    /** Index of the first hidden card of character tokens, or {@link Integer#MAX_VALUE} without tokens. */
    /** Whether the card is a hidden character token card (they come after every other card). */
    public boolean isTokenCard(int cardIndex) {
        return cardIndex >= firstTokenCard;
    }

    public int firstTokenCard() {
        return firstTokenCard;
    }

    /**
     * The keyword ability {@code abilityIndex} of the card works through when that keyword was
     * granted to a die ("target die gains Tag Out"), or null for an ability of the card itself.
     */
    public Keyword grantedThrough(int cardIndex, int abilityIndex) {
        return abilityIndex < ownAbilities[cardIndex] ? null : keywordOf.get(cardIndex).get(abilityIndex);
    }

    /** The keyword ability {@code abilityIndex} of the card comes from (Intimidate...), or null if printed. */
    public Keyword keywordOf(int cardIndex, int abilityIndex) {
        List<Keyword> of = keywordOf.get(cardIndex);
        return abilityIndex < of.size() ? of.get(abilityIndex) : null;
    }

    private static List<List<Ability>> abilitiesOf(List<CardInPlay> cards, List<Keyword> grantable) {
        List<List<Ability>> result = new ArrayList<>();
        for (CardInPlay card : cards) {
            List<Ability> all = new ArrayList<>(card.definition().allAbilities());
            for (Keyword k : grantableTo(card, grantable)) {
                all.addAll(k.abilities());
            }
            result.add(List.copyOf(all));
        }
        return List.copyOf(result);
    }

    private static List<List<Keyword>> keywordsOf(List<CardInPlay> cards, List<Keyword> grantable) {
        List<List<Keyword>> result = new ArrayList<>();
        for (CardInPlay card : cards) {
            List<Keyword> through = new ArrayList<>();
            card.definition().abilities().forEach(a -> through.add(null));
            for (Keyword k : card.definition().keywords().stream().sorted().toList()) {
                k.abilities().forEach(a -> through.add(k));
            }
            for (Keyword k : grantableTo(card, grantable)) {
                k.abilities().forEach(a -> through.add(k));
            }
            result.add(java.util.Collections.unmodifiableList(through));
        }
        return List.copyOf(result);
    }

    /** Keywords with triggered abilities that an effect of the game grants, which the card's dice lack. */
    private static List<Keyword> grantableTo(CardInPlay card, List<Keyword> grantable) {
        CardType type = card.definition().type();
        if (type != CardType.CHARACTER && type != CardType.SIDEKICK) {
            return List.of();
        }
        return grantable.stream().filter(k -> !card.definition().has(k)).toList();
    }

    /**
     * Keywords some effect of the game may grant whose rules are triggered abilities (Tag Out,
     * Infiltrate...); keywords that are combat rules (Overcrush) are checked on the die directly.
     */
    private static List<Keyword> grantableKeywords(List<CardInPlay> cards) {
        java.util.TreeSet<Keyword> found = new java.util.TreeSet<>();
        boolean gainsAny = anyEffect(cards, Effect.GainKeywordsOf.class::isInstance);
        cards.stream().flatMap(c -> c.definition().allAbilities().stream()).flatMap(a -> a.effects().stream())
                .map(GameCards::grantedKeyword).filter(java.util.Objects::nonNull)
                .forEach(found::add);
        if (gainsAny) {  // "gains the keywords of other dice": any keyword printed in the game
            cards.forEach(c -> found.addAll(c.definition().keywords()));
        }
        found.removeIf(k -> k.abilities().isEmpty()
                || k.abilities().stream().anyMatch(a -> a.trigger() == Trigger.WHILE_ACTIVE));
        return List.copyOf(found);
    }

    /** The keyword an effect grants to dice ("gains Tag Out", "dice fielded this turn gain Intimidate"), or null. */
    private static Keyword grantedKeyword(Effect e) {
        return e instanceof Effect.GrantKeyword g ? g.keyword() : null;
    }

    private static int[] cardsWith(List<List<Ability>> abilities, Trigger... triggers) {
        List<Trigger> wanted = List.of(triggers);
        return IntStream.range(0, abilities.size())
                .filter(index -> abilities.get(index).stream().anyMatch(a -> wanted.contains(a.trigger())))
                .toArray();
    }

    private static java.util.stream.Stream<Effect> staticEffects(List<List<Ability>> abilities) {
        return abilities.stream().flatMap(List::stream)
                .filter(a -> a.trigger() == Trigger.WHILE_ACTIVE || a.trigger() == Trigger.ALWAYS)
                .flatMap(a -> a.effects().stream());
    }

    private static boolean anyEffect(List<CardInPlay> cards, java.util.function.Predicate<Effect> kind) {
        return cards.stream().flatMap(c -> c.definition().allAbilities().stream())
                .flatMap(a -> a.effects().stream()).anyMatch(kind);
    }

    private static boolean triggersAfterUse(CardInPlay card) {
        return card.definition().type().isAction() && card.definition().allAbilities().stream()
                .anyMatch(GameCards::worksForTheTurn);
    }

    /**
     * An action card's ability that works for the turn its die is used: a free triggered ability
     * (the ones with a cost are reactive Globals, offered to either player).
     */
    public static boolean worksForTheTurn(Ability a) {
        return a.cost().isFree() && a.trigger() != Trigger.ACTION_USED && !a.isGlobal()
                && a.trigger() != Trigger.REACTIVE_GLOBAL && !isOfDieInField(a);
    }

    /** A Continuous action die's abilities work while the die is in the Field Zone, not for a turn. */
    private static boolean isOfDieInField(Ability a) {
        return a.trigger() == Trigger.START_OF_YOUR_CLEAR_AND_DRAW
                || a.trigger() == Trigger.WHEN_ANOTHER_DIE_OF_THIS_CARD_USED
                || a.trigger() == Trigger.WHENEVER_YOU_COULD_USE_A_GLOBAL;
    }
}
