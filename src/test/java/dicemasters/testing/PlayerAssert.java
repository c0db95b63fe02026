package dicemasters.testing;

import dicemasters.engine.card.Energy;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.Zone;
import org.assertj.core.api.AbstractAssert;

import java.util.List;

/** A player's life, dice by zone and unspent energy. */
public final class PlayerAssert extends AbstractAssert<PlayerAssert, Integer> {
    private final TestGame game;

    PlayerAssert(TestGame game, int player) {
        super(player, PlayerAssert.class);
        this.game = game;
    }

    private PlayerState player() {
        return game.state().player(actual);
    }

    /** The player's life: in Doubles the team's, the same for both teammates. */
    public PlayerAssert hasLife(int life) {
        if (player().life() != life) {
            failWithMessage("Expected %s to have %s life but they have %s", player().name(), life, player().life());
        }
        return this;
    }

    /** The player has exactly {@code count} dice in the zone. */
    public PlayerAssert hasDiceIn(Zone zone, int count) {
        int now = game.count(actual, zone);
        if (now != count) {
            failWithMessage("Expected %s to have %s dice in <%s> but they have %s: %s", player().name(), count,
                    zone.label(), now, game.diceIn(actual, zone));
        }
        return this;
    }

    public PlayerAssert hasNoDiceIn(Zone zone) {
        return hasDiceIn(zone, 0);
    }

    /** Unspent energy not on a die (from abilities, a shortfall, a partly spent double), in order. */
    public PlayerAssert hasVirtualEnergy(Energy... symbols) {
        if (!player().virtualEnergy().equals(List.of(symbols))) {
            failWithMessage("Expected %s to have virtual energy %s but they have %s", player().name(),
                    List.of(symbols), player().virtualEnergy());
        }
        return this;
    }
}
