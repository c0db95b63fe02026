package dicemasters.engine.state;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.effects.ActionUse;

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
    /** Each card's abilities (printed, then its keywords'), by card index: asked for many times per action. */
    private final List<List<Ability>> abilities;
    private final int[] whileActiveCards;
    private final int[] reactionCards;
    private final boolean tracksGlobalEffects;
    private final boolean tracksActionUses;
    private final boolean copiesAbilities;
    private final int firstTokenCard;

    /**
     * @param firstTokenCard index of the first hidden card of character tokens (they come last), or
     *                       {@link Integer#MAX_VALUE} when no card of the game creates tokens
     */
    public GameCards(List<CardInPlay> cards, int firstTokenCard) {
        this.cards = List.copyOf(cards);
        this.abilities = abilitiesOf(this.cards);
        this.whileActiveCards = cardsWith(abilities, Trigger.WHILE_ACTIVE, Trigger.ALWAYS);
        this.reactionCards = cardsWith(abilities, Trigger.REACTIVE_GLOBAL, Trigger.DAMAGE_REACTION);
        this.tracksGlobalEffects = anyEffect(this.cards, Effect.StopGlobals.class);
        this.tracksActionUses = this.cards.stream().anyMatch(GameCards::triggersAfterUse);
        this.copiesAbilities = anyEffect(this.cards, Effect.CopyAbilities.class)
                || anyEffect(this.cards, Effect.BecomeCopy.class);
        this.firstTokenCard = firstTokenCard;
    }

    public List<CardInPlay> cards() {
        return cards;
    }

    /** The abilities of card {@code cardIndex}, as {@code CardDefinition.allAbilities()} lists them. */
    public List<Ability> abilities(int cardIndex) {
        return abilities.get(cardIndex);
    }

    /** Indexes of the cards with static ("while active" or "always") abilities. The array is never changed. */
    public int[] whileActiveCards() {
        return whileActiveCards;
    }

    /** Indexes of the cards with reactions to damage. The array is never changed. */
    public int[] reactionCards() {
        return reactionCards;
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
    public int firstTokenCard() {
        return firstTokenCard;
    }

    private static List<List<Ability>> abilitiesOf(List<CardInPlay> cards) {
        List<List<Ability>> result = new ArrayList<>();
        for (CardInPlay card : cards) {
            result.add(List.copyOf(card.definition().allAbilities()));
        }
        return List.copyOf(result);
    }

    private static int[] cardsWith(List<List<Ability>> abilities, Trigger... triggers) {
        List<Trigger> wanted = List.of(triggers);
        return IntStream.range(0, abilities.size())
                .filter(index -> abilities.get(index).stream().anyMatch(a -> wanted.contains(a.trigger())))
                .toArray();
    }

    private static boolean anyEffect(List<CardInPlay> cards, Class<? extends Effect> kind) {
        return cards.stream().flatMap(c -> c.definition().allAbilities().stream())
                .flatMap(a -> a.effects().stream()).anyMatch(kind::isInstance);
    }

    private static boolean triggersAfterUse(CardInPlay card) {
        return card.definition().type().isAction() && card.definition().allAbilities().stream()
                .anyMatch(ActionUse::worksForTheTurn);
    }
}
