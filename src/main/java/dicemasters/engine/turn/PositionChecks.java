package dicemasters.engine.turn;

import dicemasters.engine.facts.Stats;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * Whether a position set up by hand is one the rules allow: the invariants every state of a game
 * keeps (those sim.Invariants checks after every action), and the ones a quiet moment adds. The
 * first that fails is told in words a tester understands.
 */
public final class PositionChecks {
    /** Steps in which dice stand in the Attack Zone. */
    private static final List<Step> ATTACK_STEPS = List.of(Step.DECLARE_BLOCKERS, Step.ATTACK_WINDOW,
            Step.ASSIGN_DAMAGE);

    private PositionChecks() {
    }

    /** The first rule the position breaks, in words; null when the rules allow it. */
    public static String problem(GameState s) {
        if (s.step() == Step.GAME_OVER) {
            return "a position is a game going on: the step cannot be " + Step.GAME_OVER.label();
        }
        String life = life(s);
        if (life != null) {
            return life;
        }
        for (Die d : s.dice()) {
            String problem = die(s, d);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    private static String life(GameState s) {
        for (int p = 0; p < s.players().size(); p++) {
            int life = s.player(p).life();
            if (life < 1) {
                return "life: player " + (p + 1) + " has " + life + " life, so the game would be over";
            }
            int teammate = s.seats().teammate(p);
            if (teammate >= 0 && s.player(teammate).life() != life) {
                return "life: in Doubles teammates share their life, but player " + (p + 1) + " has " + life
                        + " and player " + (teammate + 1) + " has " + s.player(teammate).life();
            }
        }
        return null;
    }

    private static String die(GameState s, Die d) {
        CardInPlay card = s.cardOf(d);
        // Named as a position file names it, so a tester finds the die in the file or the editor.
        int number = PositionMoments.ref(s, d).number();
        String which = (card.isShared() ? "" : "player " + (card.owner() + 1) + "'s ") + s.nameOf(d) + " die " + number
                + " (" + card.definition().id() + "#" + number + ", " + d.zone().label() + ")";
        if (d.zone() == Zone.ON_CARD && d.damage() != 0) {
            return "damage: " + which + " is on its card and cannot have damage";
        }
        if (card.isSidekicks() && d.zone() == Zone.ON_CARD) {
            return "zones: " + which + ": Sidekick dice have no card to stand on";
        }
        if (card.isShared() && (d.zone() == Zone.ON_CARD) != (d.owner() == CardInPlay.SHARED)) {
            return "owners: " + which + ": a Basic Action die on its card belongs to no one, any other to a player";
        }
        if (d.zone().inField()) {
            if (s.face(d).isEnergy()) {
                return "field: " + which + " shows an energy face; only character and action faces stand in the field";
            }
            if (Stats.attack(s, d) < 0 || Stats.defense(s, d) < 0) {
                return "stats: " + which + " has attack " + Stats.attack(s, d) + ", defense " + Stats.defense(s, d);
            }
        }
        if (d.zone() == Zone.ATTACK && !ATTACK_STEPS.contains(s.step())) {
            return "attack: " + which + " stands in the Attack Zone, but the turn is in " + s.step().label();
        }
        for (int attacker : d.blockingAll()) {
            Die a = s.die(attacker);
            if (d.zone() != Zone.ATTACK || a.zone() != Zone.ATTACK || s.seats().sameTeam(d.owner(), a.owner())) {
                return "blocks: " + which + " can block only an opponent's die, both in the Attack Zone";
            }
        }
        if (d.rolledThisStep() && s.step() != Step.ROLL_AND_REROLL) {
            return "rolls: " + which + " counts as rolled this step, but the turn is in " + s.step().label();
        }
        if (d.damage() < 0) {
            return "damage: " + which + " has negative damage";
        }
        return null;
    }
}
