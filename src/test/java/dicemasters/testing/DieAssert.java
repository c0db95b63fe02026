package dicemasters.testing;

import dicemasters.engine.Engine;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import org.assertj.core.api.AbstractAssert;

/** What a player sees of one die now: where it is, what it shows, its stats, what happened to it. */
public final class DieAssert extends AbstractAssert<DieAssert, TestDie> {
    private final TestGame game;

    DieAssert(TestGame game, TestDie die) {
        super(die, DieAssert.class);
        this.game = game;
    }

    private GameState s() {
        return game.state();
    }

    private Die now() {
        return s().die(actual.id());
    }

    public DieAssert isIn(Zone zone) {
        if (now().zone() != zone) {
            failWithMessage("Expected %s to be in <%s> but it is in <%s>", actual, zone.label(), now().zone().label());
        }
        return this;
    }

    /** It was KO'd since the position was set up (wherever it is now). */
    public DieAssert wasKnockedOut() {
        if (!game.wasKnockedOut(actual)) {
            failWithMessage("Expected %s to have been KO'd but it was not (it is in <%s>)", actual,
                    now().zone().label());
        }
        return this;
    }

    public DieAssert wasNotKnockedOut() {
        if (game.wasKnockedOut(actual)) {
            failWithMessage("Expected %s not to have been KO'd but it was", actual);
        }
        return this;
    }

    /** It moved into the zone at some time since the position was set up. */
    public DieAssert wentTo(Zone zone) {
        boolean moved = game.events(GameEvent.DieMoved.class).stream()
                .anyMatch(m -> m.dieId() == actual.id() && m.to() == zone);
        if (!moved) {
            failWithMessage("Expected %s to have gone to <%s> but it never did", actual, zone.label());
        }
        return this;
    }

    /** It shows the character face of this level. */
    public DieAssert showsLevel(int level) {
        var face = s().face(now());
        if (!face.isCharacter() || face.level() != level) {
            failWithMessage("Expected %s to show level %s but it shows %s", actual, level, face.describe());
        }
        return this;
    }

    public DieAssert hasAttack(int attack) {
        int now = Engine.attack(s(), now());
        if (now != attack) {
            failWithMessage("Expected %s to have %sA but it has %sA", actual, attack, now);
        }
        return this;
    }

    public DieAssert hasDefense(int defense) {
        int now = Engine.defense(s(), now());
        if (now != defense) {
            failWithMessage("Expected %s to have %sD but it has %sD", actual, defense, now);
        }
        return this;
    }

    public DieAssert hasDamage(int damage) {
        if (now().damage() != damage) {
            failWithMessage("Expected %s to have %s damage but it has %s", actual, damage, now().damage());
        }
        return this;
    }

    /** It is (now) this player's die. */
    public DieAssert belongsTo(int player) {
        if (now().owner() != player) {
            failWithMessage("Expected %s to be player %s's but it is player %s's", actual, player, now().owner());
        }
        return this;
    }

    public DieAssert isCaptured() {
        if (!Engine.isCaptured(s(), now())) {
            failWithMessage("Expected %s to be captured but it is not", actual);
        }
        return this;
    }

    public DieAssert isNotCaptured() {
        if (Engine.isCaptured(s(), now())) {
            failWithMessage("Expected %s not to be captured but it is", actual);
        }
        return this;
    }
}
