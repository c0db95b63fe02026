package dicemasters.engine.facts;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;

import java.util.ArrayList;
import java.util.List;

/**
 * Life other cards make a player pay to use a triggered ability ("opposing 'when fielded'
 * abilities cannot be used unless your opponent pays 1 life"): the static rules of active cards,
 * added up; the player pays as the ability resolves, or lets it go.
 */
public final class LifeTaxes {
    private LifeTaxes() {
    }

    /** The life the controller of the resolving ability must pay to use it (0: none). */
    public static int lifeFor(GameState s, PendingEffect p, Ability ability) {
        int life = 0;
        for (Effect.TriggeredAbilitiesCostLife tax : taxesOn(s, p, ability, null)) {
            life += tax.life();
        }
        return life;
    }

    /** The names of the cards that tax the resolving ability ("Spider-Man"), for the log and the prompt. */
    public static String namesOf(GameState s, PendingEffect p, Ability ability) {
        List<String> names = new ArrayList<>();
        taxesOn(s, p, ability, names);
        return String.join(" and ", names.stream().distinct().toList());
    }

    private static List<Effect.TriggeredAbilitiesCostLife> taxesOn(GameState s, PendingEffect p, Ability ability,
                                                                   List<String> names) {
        List<Effect.TriggeredAbilitiesCostLife> taxes = new ArrayList<>();
        if (!s.gameCards().pricesTriggeredAbilities() || !ability.trigger().isTriggered() || p.isReaction()) {
            return taxes;
        }
        for (int index : s.gameCards().whileActiveCards()) {
            CardInPlay card = s.cards().get(index);
            int source = Targets.firstActiveDie(s, index);
            if (source < 0) {
                continue;
            }
            for (Ability rule : s.abilities(index)) {
                if (rule.trigger() != Trigger.WHILE_ACTIVE
                        || !Conditions.holds(s, rule.condition(), card.owner(), source)) {
                    continue;
                }
                for (Effect e : rule.effects()) {
                    if (e instanceof Effect.TriggeredAbilitiesCostLife tax && tax.trigger() == ability.trigger()
                            && onSide(s, tax.side(), card.owner(), p.controller())) {
                        taxes.add(tax);
                        if (names != null) {
                            names.add(card.definition().name());
                        }
                    }
                }
            }
        }
        return taxes;
    }

    /** Whether {@code player} is on {@code side} seen from {@code owner} (opposing: the other team). */
    private static boolean onSide(GameState s, Side side, int owner, int player) {
        return switch (side) {
            case OWN -> s.seats().sameTeam(owner, player);
            case OPPOSING -> !s.seats().sameTeam(owner, player);
            case ANY -> true;
        };
    }
}
