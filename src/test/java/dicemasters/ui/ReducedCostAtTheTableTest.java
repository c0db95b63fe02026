package dicemasters.ui;

import dicemasters.coach.Coach;
import dicemasters.coach.Greyed;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A card whose cost is reduced is bought at the table at the reduced cost: with Aquaman active,
 * Sam's Justice League cards cost 1 less, and the table, the coach and the engine agree on it.
 */
class ReducedCostAtTheTableTest {

    @Test
    void with_aquaman_active_a_justice_league_card_is_bought_at_its_reduced_cost() {
        var demo = NewGame.demo(TestTables.LIBRARY, 0).teams();
        TableController table = TestTables.playUntil(demo.get(0), demo.get(1), 60,
                t -> reducedAndAffordable(t.state()) != null && t.mode() == Mode.WINDOW);
        GameState s = table.state();
        CardInPlay card = reducedAndAffordable(s);
        int now = Engine.purchaseCost(s, card, s.activePlayer());

        assertThat(now).as("one less than printed").isEqualTo(card.definition().cost() - 1);
        assertThat(table.cardOption(card.index()).enabled()).as("the card is lit").isTrue();
        String buy = "Buy " + (card.definition().name().startsWith("A") ? "an " : "a ") + card.definition().name()
                + " die";
        assertThat(Coach.advice(s).mayDo()).anyMatch(line -> line.startsWith(buy));
        assertThat(Coach.advice(s).greyed()).extracting(Greyed::option).doesNotContain(buy);

        table.clickCard(card.index());
        assertThat(table.prompt()).contains("pay to buy a");
        table.confirm();

        assertThat(table.message()).isNull();
        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.DiePurchased p
                && p.cardName().equals(card.definition().name()));
        assertThat(table.session().actions().get(table.session().actions().size() - 1))
                .isEqualTo(Engine.suggestedPurchase(s, card.index()));
    }

    /** A card of the active player's that costs less than printed now, and that the engine lists as buyable. */
    private static CardInPlay reducedAndAffordable(GameState s) {
        if (s.step() != Step.MAIN || s.priorityPlayer() != s.activePlayer() || s.decision() != null) {
            return null;
        }
        for (CardInPlay card : s.cards()) {
            boolean reduced = card.owner() == s.activePlayer() && !card.isSidekicks()
                    && Engine.purchaseCost(s, card, s.activePlayer()) < card.definition().cost();
            if (reduced && Engine.legalActions(s).contains(Engine.suggestedPurchase(s, card.index()))
                    && Engine.legalActions(s).stream().anyMatch(a -> a instanceof Action.Purchase p
                    && p.cardIndex() == card.index())) {
                return card;
            }
        }
        return null;
    }
}
