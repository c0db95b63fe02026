package dicemasters.ui.position;

import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.setup.Position.DiePosition;
import dicemasters.engine.setup.Position.DieRef;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.state.CardInPlay;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * After a card leaves a team (or brings fewer dice), what still named its dice or the card goes too:
 * the dice's places, blocks of them, tokens on the card, "fielded this turn", a Basic Action Card
 * bought this turn. Otherwise the position would name dice that no longer exist.
 */
final class PositionPruning {
    private PositionPruning() {
    }

    static PositionDraft prune(PositionDraft draft, Set<DieRef> dice) {
        Position p = draft.position();
        List<DiePosition> placed = new ArrayList<>();
        for (DiePosition d : p.dice()) {
            if (dice.contains(d.die())) {
                placed.add(new DiePosition(d.die(), d.owner(), d.zone(), d.face(), d.damage(), d.partiallySpent(),
                        d.rolledThisStep(), d.inCombatThisTurn(), d.blocking().stream().filter(dice::contains).toList(),
                        d.blocked()));
            }
        }
        List<Position.CardTokens> tokens = p.tokens().stream()
                .filter(t -> hasCard(p.setup(), t.cardOwner(), t.cardId())).toList();
        List<Position.PlayerPosition> players = new ArrayList<>();
        for (Position.PlayerPosition pp : p.players()) {
            players.add(new Position.PlayerPosition(pp.life(), pp.virtualEnergy(), pp.knockedOutThisTurn(),
                    pp.fieldedThisTurn().stream().filter(dice::contains).toList(), pp.purchasedThisTurn(),
                    pp.firstPurchaseToPrep(), pp.basicActionsBought().stream()
                    .filter(id -> hasCard(p.setup(), CardInPlay.SHARED, id)).toList(),
                    pp.actionDicePurchasedThisTurn(), pp.purchasedThisGame(), pp.cannotField()));
        }
        return draft.with(p.setup(), players, placed, tokens);
    }

    private static boolean hasCard(GameSetup setup, int owner, String id) {
        List<CardDefinition> cards = owner == CardInPlay.SHARED ? setup.basicActions()
                : owner < setup.teams().size() ? setup.teams().get(owner).cards().stream()
                .map(GameSetup.TeamCard::card).toList() : List.of();
        return cards.stream().anyMatch(c -> c.id().equals(id));
    }
}
