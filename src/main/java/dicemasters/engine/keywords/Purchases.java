package dicemasters.engine.keywords;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.energy.Payments;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.TurnTallies;
import dicemasters.engine.state.Zone;

/**
 * A die bought, whether the Main Step's purchase or an effect ("purchase a die ...") bought it: one
 * rule for both, below the turn and the effects that ask for it.
 */
public final class Purchases {
    private Purchases() {
    }

    /** The player pays and the die leaves its card for {@code to}: a purchase, whether an action or an effect made it. */
    public static void buy(Table t, int player, Die d, Payment payment, Zone to) {
        GameState s = t.s;
        CardDefinition def = s.definition(d);
        Payments.pay(t, player, payment, "buy " + def.name());
        // "The next Superstar die you purchase this turn costs less" is used up by this purchase.
        TurnRecords.endTurnEffects(s, TurnAllowances.nextPurchaseReductions(s, s.cardOf(d), player));
        t.changeOwner(d, player);
        TurnTallies.countPurchase(t.s, player, def.type().isAction());
        if (s.seats().teamsOfTwo() && def.type() == CardType.BASIC_ACTION) {
            TurnTallies.countBasicActionBought(t.s, player, d.cardIndex());
        }
        t.move(d, to);
        t.emit(new GameEvent.DiePurchased(player, t.name(player), d.id(), def.name(), to));
    }
}
