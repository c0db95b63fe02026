package dicemasters.engine.effects;

import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.card.Effect;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;

import java.util.ArrayList;
import java.util.List;

/**
 * "Draw a die from your bag" when the text then says where it goes: the dice are drawn and shown,
 * and the ability's later effects find them in the bag as "those" (a die they do not place stays
 * in the bag).
 */
final class DrawnDice {
    private DrawnDice() {
    }

    static void resolve(Table t, PendingEffect p, Effect.DrawDice draw) {
        GameState s = t.s;
        int count = Abilities.amount(s, draw.count(), p.cardIndex(), p.controller(), p.sourceDie(),
                p.triggeringDie(), p.lastTargets());
        List<Integer> drawn = new ArrayList<>();
        for (int player : Abilities.players(s, p.controller(), draw.player(), p.triggeringDie())) {
            for (int i = 0; i < count; i++) {
                Die d = t.drawAndShow(player);
                if (d == null) {
                    t.emit(new GameEvent.EffectNotDone(p.controller(), s.cards().get(p.cardIndex()).definition()
                            .name(), t.name(player) + " draws no die: the bag and the Used Pile are empty"));
                    break;
                }
                if (!drawn.contains(d.id())) {
                    drawn.add(d.id());
                }
            }
        }
        s.queue.pollFirst();
        s.queue.addFirst(p.withTargets(drawn).advance());
    }
}
