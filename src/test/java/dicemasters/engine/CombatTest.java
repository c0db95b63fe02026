package dicemasters.engine;

import dicemasters.engine.card.Energy;
import dicemasters.engine.combat.DamageAssignment;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.Play.after;
import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Play.pay;
import static dicemasters.engine.Play.rejected;
import static dicemasters.engine.Scenario.energy;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

class CombatTest {

    private static Scenario attackStep() {
        return Scenario.game().annBrings(Cards.WONDER_WOMAN, 2).annBrings(Cards.SPEEDSTER, 2)
                .annBrings(Cards.BRUISER, 2).benBrings(Cards.BLACK_MANTA, 3).benBrings(Cards.SPEEDSTER, 2)
                .basicAction(Cards.SHRINK).at(5, 0, Step.DECLARE_ATTACKERS);
    }

    private final List<GameEvent> log = new java.util.ArrayList<>();

    private GameState act(GameState s, Action action) {
        Result.Done done = ok(s, action);
        log.addAll(done.events());
        return done.state();
    }

    /** Declare, block, and let both players pass the Action/Global window. */
    private GameState fight(GameState s, List<Integer> attackers, List<Action.Block> blocks) {
        s = act(s, new Action.DeclareAttackers(attackers));
        if (s.step() == Step.DECLARE_BLOCKERS) {
            s = act(s, new Action.DeclareBlockers(blocks));
        }
        while (s.step() == Step.ATTACK_WINDOW && s.decision() == null) {
            s = act(s, new Action.Pass());
        }
        return s;
    }

    /** KO'd dice go to the Prep Area; by the time we look, the next turn may have rolled them. */
    private boolean knockedOut(int dieId) {
        return log.stream().anyMatch(e -> e instanceof GameEvent.DieKnockedOut k && k.dieId() == dieId)
                && log.stream().anyMatch(e -> e instanceof GameEvent.DieMoved m && m.dieId() == dieId
                && m.to() == Zone.PREP);
    }

    @Test
    void anUnblockedAttackerDamagesTheOpponentAndGoesOutOfPlayThenToTheUsedPile() {
        Scenario sc = attackStep();
        int ww = sc.place(0, "Wonder Woman", Zone.FIELD, level(3));
        sc.place(1, "Black Manta", Zone.FIELD, level(1));

        Result.Done done = ok(after(sc.state(), new Action.DeclareAttackers(List.of(ww)),
                new Action.DeclareBlockers(List.of())), new Action.Pass());

        assertThat(done.state().player(1).life()).isEqualTo(6);
        assertThat(done.events()).anyMatch(e -> e instanceof GameEvent.DieMoved m && m.dieId() == ww
                && m.to() == Zone.OUT_OF_PLAY);
        assertThat(done.state().die(ww).zone()).as("at the end of the turn").isEqualTo(Zone.USED);
    }

    @Test
    void aBlockedAttackerDamagesItsBlockerAndAKnockedOutDieGoesToItsOwnersPrepArea() {
        Scenario sc = attackStep();
        int ww = sc.place(0, "Wonder Woman", Zone.FIELD, level(3));
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(1));

        GameState s = fight(sc.state(), List.of(ww), List.of(new Action.Block(manta, ww)));

        assertThat(knockedOut(manta)).isTrue();
        assertThat(s.die(ww).zone()).as("survivors return to the Field Zone").isEqualTo(Zone.FIELD);
        assertThat(s.die(ww).damage()).as("damage is cleared in the Cleanup Step").isZero();
        assertThat(s.player(1).life()).isEqualTo(10);
    }

    @Test
    void severalBlockersOnOneAttackerLetTheAttackingPlayerSplitTheDamage() {
        Scenario sc = attackStep();
        int ww = sc.place(0, "Wonder Woman", Zone.FIELD, level(3));
        int mantaA = sc.place(1, "Black Manta", Zone.FIELD, level(1));
        int mantaB = sc.place(1, "Black Manta", Zone.FIELD, level(1));

        GameState s = fight(sc.state(), List.of(ww), List.of(new Action.Block(mantaA, ww),
                new Action.Block(mantaB, ww)));

        assertThat(s.decision()).isInstanceOf(Decision.SplitDamage.class);
        assertThat(s.decision().player()).isEqualTo(0);
        assertThat(rejected(s, new Action.SplitDamage(List.of(new DamageAssignment(ww, mantaA, 3)))))
                .isEqualTo("All 4 damage must be assigned; this assigns 3.");

        s = act(s, new Action.SplitDamage(List.of(new DamageAssignment(ww, mantaA, 3),
                new DamageAssignment(ww, mantaB, 1))));

        assertThat(knockedOut(mantaA)).isTrue();
        assertThat(knockedOut(mantaB)).isFalse();
        assertThat(s.die(mantaB).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.die(ww).zone()).as("2 damage from two 1A blockers does not KO 4D").isEqualTo(Zone.FIELD);
    }

    @Test
    void aBlockedAttackerWhoseBlockerWasRemovedDealsNoDamageToThePlayer() {
        Scenario sc = attackStep();
        int ww = sc.place(0, "Wonder Woman", Zone.FIELD, level(3));
        int sidekick = sc.place(1, "Sidekick", Zone.FIELD, Scenario.sidekickCharacter());
        int generic = sc.place(0, "Shrink Ray", Zone.RESERVE, energy(Energy.GENERIC, Energy.GENERIC));
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(ww)),
                new Action.DeclareBlockers(List.of(new Action.Block(sidekick, ww))));
        int shrink = s.cards().size() - 1;

        // Ann shrinks the blocking Sidekick to 0 defense: it is KO'd before damage.
        s = after(s, new Action.UseGlobal(shrink, 0, pay(generic, Energy.GENERIC)),
                new Action.ChooseTargets(List.of(sidekick)));
        assertThat(s.die(sidekick).zone()).isEqualTo(Zone.PREP);
        while (s.step() == Step.ATTACK_WINDOW) {
            s = after(s, new Action.Pass());
        }

        assertThat(s.player(1).life()).isEqualTo(10);
        assertThat(s.die(ww).zone()).isEqualTo(Zone.FIELD);
    }

    @Test
    void fastDiceDealTheirDamageFirst() {
        Scenario sc = attackStep();
        int ww = sc.place(0, "Wonder Woman", Zone.FIELD, level(1));
        int speedster = sc.place(1, "Speedster", Zone.FIELD, level(3));

        GameState s = fight(sc.state(), List.of(ww), List.of(new Action.Block(speedster, ww)));

        assertThat(knockedOut(ww)).as("4 fast damage KOs the 3D attacker before it strikes").isTrue();
        assertThat(log).noneMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == speedster);
        assertThat(s.die(speedster).zone()).isEqualTo(Zone.FIELD);
    }

    @Test
    void overcrushDealsLeftoverDamageToTheOpponentWhenItKnocksOutAllItsBlockers() {
        Scenario sc = attackStep();
        int bruiser = sc.place(0, "Bruiser", Zone.FIELD, level(3));
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(1));

        GameState s = fight(sc.state(), List.of(bruiser), List.of(new Action.Block(manta, bruiser)));

        assertThat(knockedOut(manta)).isTrue();
        assertThat(s.player(1).life()).as("7A minus 3 to KO the blocker").isEqualTo(6);
    }

    @Test
    void attackersAreDeclaredOnlyFromTheFieldZoneAndEachBlockerBlocksOneAttacker() {
        Scenario sc = attackStep();
        int ww = sc.place(0, "Wonder Woman", Zone.FIELD, level(1));
        int inReserve = sc.place(0, "Wonder Woman", Zone.RESERVE, level(1));
        int manta = sc.place(1, "Black Manta", Zone.FIELD, level(1));

        assertThat(rejected(sc.state(), new Action.DeclareAttackers(List.of(inReserve))))
                .contains("Field Zone");
        GameState s = after(sc.state(), new Action.DeclareAttackers(List.of(ww)));
        assertThat(s.actingPlayer()).as("the defending player declares blockers").isEqualTo(1);
        assertThat(rejected(s, new Action.DeclareBlockers(List.of(new Action.Block(manta, ww),
                new Action.Block(manta, ww))))).contains("one attacker");
    }
}
