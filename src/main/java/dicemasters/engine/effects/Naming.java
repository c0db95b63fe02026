package dicemasters.engine.effects;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.facts.CardTests;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.NamedCharacter;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;

import java.util.ArrayList;
import java.util.List;

/**
 * Naming a character ("choose a Teenage Mutant Ninja Turtle character, cancelling all previous
 * choices") and what a name forbids while the naming card is active ("that character cannot be
 * purchased or fielded"). The name is chosen by number among the characters of the game.
 */
public final class Naming {
    private Naming() {
    }

    /**
     * The names a naming effect may give, in card order, each once (tokens are no cards): the game's
     * characters a filter allows, or with a side, the cards of that side's team (characters and actions).
     */
    public static List<String> candidates(GameState s, Effect.NameCharacter effect, int controller, int namingCard) {
        DieFilter f = effect.cards();
        List<String> names = new ArrayList<>();
        for (CardInPlay card : s.cards()) {
            CardDefinition def = card.definition();
            boolean kind = effect.side() == dicemasters.engine.card.Side.ANY ? def.type() == CardType.CHARACTER
                    : (def.type() == CardType.CHARACTER || def.type() == CardType.ACTION) && !card.isShared()
                    && s.seats().sameTeam(card.owner(), controller) == (effect.side() == dicemasters.engine.card.Side.OWN);
            if (kind && !names.contains(def.name()) && !Tokens.isTokenCard(s, card.index())
                    && CardTests.matches(s, f, s.cards().get(namingCard), def)) {
                names.add(def.name());
            }
        }
        return names;
    }

    static void ask(Table t, PendingEffect p, Effect.NameCharacter effect) {
        GameState s = t.s;
        List<String> names = candidates(s, effect, p.controller(), p.cardIndex());
        if (names.isEmpty()) {
            t.emit(new GameEvent.EffectNotDone(p.controller(), s.cards().get(p.cardIndex()).definition().name(),
                    "no character is named: there is none of the kind in this game"));
            advance(s, p);
            return;
        }
        List<String> choices = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            choices.add((i + 1) + " = " + names.get(i));
        }
        StateChanges.ask(s, new Decision.ChooseNumber(p.controller(), t.name(p.controller()) + ": name a character for "
                + s.cards().get(p.cardIndex()).definition().name() + " (" + String.join(", ", choices) + ")", 1,
                names.size()));
    }

    public static void named(Table t, PendingEffect p, Effect.NameCharacter effect, int number) {
        GameState s = t.s;
        String name = candidates(s, effect, p.controller(), p.cardIndex()).get(number - 1);
        StateChanges.nameCharacter(s, p.cardIndex(), name);
        t.emit(new GameEvent.CharacterNamed(p.controller(), t.name(p.controller()),
                s.cards().get(p.cardIndex()).definition().name(), name));
        advance(s, p);
    }

    private static void advance(GameState s, PendingEffect p) {
        EffectQueue.updateNext(s, p.advance());
    }

    /** Why dice of this card cannot be purchased or fielded now, or null. */
    public static String forbidden(GameState s, CardInPlay card, String what) {
        for (NamedCharacter named : s.namedCharacters()) {
            if (named.name().equals(card.definition().name()) && forbids(s, named.namingCard(), card.owner())
                    && Targets.isActive(s, named.namingCard())) {
                return card.definition().name() + " cannot be " + what + ": "
                        + s.cards().get(named.namingCard()).definition().name() + " named it.";
            }
        }
        return null;
    }

    /** Whether the naming card forbids the name to {@code player} (the owner of the card purchased or fielded). */
    private static boolean forbids(GameState s, int cardIndex, int player) {
        int namer = s.cards().get(cardIndex).owner();
        for (dicemasters.engine.card.Ability a : s.abilities(cardIndex)) {
            if (a.trigger() != dicemasters.engine.card.Trigger.WHILE_ACTIVE) {
                continue;
            }
            for (Effect e : a.effects()) {
                if (e instanceof Effect.ForbidNamed f && switch (f.player()) {
                    case EACH -> true;
                    case YOU -> player == namer;
                    case OPPONENT -> !s.seats().sameTeam(player, namer);
                    case CONTROLLER_OF_THAT_DIE -> false;
                }) {
                    return true;
                }
            }
        }
        return false;
    }
}
