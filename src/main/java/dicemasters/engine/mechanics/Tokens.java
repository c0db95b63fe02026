package dicemasters.engine.mechanics;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameCards;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Character tokens (rulebook "Tokens"): level 1 character dice with purchase cost 0 and no energy
 * type, whose A and D the generating card gives; they exist only in the Field Zone.
 *
 * <p>The engine's dice are fixed for a game, so at the start every kind of token a card of the game
 * can create (name, A, D) gets a hidden token card for each player (either may come to use the
 * ability: a shared card, a controlled or copying die), holding {@link #POOL} dice that wait
 * unseen on it. Creating a token takes a die from the pool; a token leaving the Field Zone goes
 * back to it (it ceases to exist). Token cards come after every other card, so a game whose cards
 * make no tokens has exactly the cards and dice it always had.
 */
public final class Tokens {
    /** Tokens of one kind a player can have at once: far more than any real game creates. */
    static final int POOL = GameCards.CHARACTER_TOKENS_EACH_KIND;

    private Tokens() {
    }

    /** Appends the token cards and their pools of dice (one pool per player) for the cards of a new game. */
    public static void allocate(List<CardInPlay> cards, List<Die> dice, int players) {
        List<Effect.CreateCharacterTokens> kinds = new ArrayList<>();
        for (CardInPlay card : cards) {
            for (Ability a : card.definition().allAbilities()) {
                for (Effect e : a.effects()) {
                    if (e instanceof Effect.CreateCharacterTokens create && kinds.stream().noneMatch(k -> sameKind(k, create))) {
                        kinds.add(create);
                    }
                }
            }
        }
        for (Effect.CreateCharacterTokens kind : kinds) {
            for (int player = 0; player < players; player++) {
                int index = cards.size();
                cards.add(new CardInPlay(index, definition(kind), player));
                for (int i = 0; i < POOL; i++) {
                    dice.add(new Die(dice.size(), index, player, Zone.ON_CARD));
                }
            }
        }
    }

    private static boolean sameKind(Effect.CreateCharacterTokens a, Effect.CreateCharacterTokens b) {
        return a.name().equals(b.name()) && a.attack() == b.attack() && a.defense() == b.defense();
    }

    /** The hidden card of a kind of token: cost 0, no energy type, one level 1 character face, no text. */
    static CardDefinition definition(Effect.CreateCharacterTokens kind) {
        return new CardDefinition("token:" + kind.name() + ":" + kind.attack() + ":" + kind.defense(), kind.name(),
                "character token", CardType.CHARACTER, 0, List.of(), List.of(), POOL,
                List.of(Face.character(1, 0, kind.attack(), kind.defense(), 0)), Set.of(), List.of());
    }

    public static boolean isTokenCard(GameState s, int cardIndex) {
        return s.gameCards().isTokenCard(cardIndex);
    }

    public static boolean isToken(GameState s, Die d) {
        return s.gameCards().isTokenCard(d.cardIndex());
    }

    /** Creates the tokens in the player's Field Zone, as many as the pool still holds. */
    public static void create(Table t, int player, Effect.CreateCharacterTokens kind, String source) {
        GameState s = t.s;
        int card = cardFor(s, player, kind);
        int created = 0;
        for (int i = 0; card >= 0 && i < s.dice().size() && created < kind.count(); i++) {
            Die d = s.die(i);
            if (d.cardIndex() == card && d.zone() == Zone.ON_CARD) {
                t.setFace(d, 0);
                t.move(d, Zone.FIELD);
                created++;
            }
        }
        t.emit(new GameEvent.CharacterTokensCreated(player, t.name(player), source, created, kind.count(), kind.name(),
                kind.attack(), kind.defense()));
    }

    private static int cardFor(GameState s, int player, Effect.CreateCharacterTokens kind) {
        for (int i = s.gameCards().firstTokenCard(); i < s.cards().size(); i++) {
            CardInPlay c = s.cards().get(i);
            if (c.owner() == player && c.definition().id().equals(definition(kind).id())) {
                return i;
            }
        }
        return -1;
    }

    /** A token that left the Field Zone ceases to exist: its die goes back, unseen, to its pool. */
    public static void cease(Table t, Die d, Zone from) {
        String name = t.dieName(d);
        int player = d.owner();
        t.returnToPool(d, t.s.cards().get(d.cardIndex()).owner());
        t.emit(new GameEvent.CharacterTokenCeased(d.id(), name, player, t.name(player), from));
    }
}
