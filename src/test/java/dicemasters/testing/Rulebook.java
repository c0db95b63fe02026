package dicemasters.testing;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.Arrays;
import java.util.List;

/**
 * The words of the rulebook for tests, in one static import: the two players, the zones, the steps,
 * the energy symbols, the faces a die can show, and the few actions a test writes out itself
 * (usually to see them rejected). See {@code docs/TESTING.md}.
 */
public final class Rulebook {
    private Rulebook() {
    }

    /** Player 0: she goes first, and most positions are her turn. */
    public static final int ANN = 0;
    /** Player 1. */
    public static final int BEN = 1;
    /** Doubles: player 2, Ann's teammate, sitting beside her across from Dee. */
    public static final int CID = 2;
    /** Doubles: player 3, Ben's teammate, sitting beside him across from Cid. */
    public static final int DEE = 3;
    /** The card id of every player's Sidekick dice (their card is never a team card). */
    public static final String SIDEKICK = "SIDEKICK";

    public static final Zone ON_ITS_CARD = Zone.ON_CARD;
    public static final Zone BAG = Zone.BAG;
    public static final Zone PREP_AREA = Zone.PREP;
    public static final Zone RESERVE_POOL = Zone.RESERVE;
    public static final Zone FIELD_ZONE = Zone.FIELD;
    public static final Zone ATTACK_ZONE = Zone.ATTACK;
    public static final Zone USED_PILE = Zone.USED;
    public static final Zone OUT_OF_PLAY = Zone.OUT_OF_PLAY;

    public static final Step CLEAR_AND_DRAW = Step.CLEAR_AND_DRAW;
    public static final Step ROLL_AND_REROLL = Step.ROLL_AND_REROLL;
    public static final Step MAIN_STEP = Step.MAIN;
    public static final Step DECLARE_ATTACKERS = Step.DECLARE_ATTACKERS;
    public static final Step DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS;
    /** The Attack Step's Action/Global window, after blockers are declared. */
    public static final Step ATTACK_WINDOW = Step.ATTACK_WINDOW;
    public static final Step ASSIGN_DAMAGE = Step.ASSIGN_DAMAGE;
    public static final Step CLEANUP = Step.CLEANUP;
    public static final Step END_OF_TURN = Step.END_OF_TURN;

    public static final Energy FIST = Energy.FIST;
    public static final Energy BOLT = Energy.BOLT;
    public static final Energy MASK = Energy.MASK;
    public static final Energy SHIELD = Energy.SHIELD;
    public static final Energy WILD = Energy.WILD;
    public static final Energy GENERIC = Energy.GENERIC;

    // ---- faces ----

    /** A character face of that level (a Sidekick's character face is level 1). */
    public static FaceSpec level(int level) {
        return new FaceSpec("level " + level, f -> f.isCharacter() && f.level() == level);
    }

    /** Any character face (the Sidekick's, say). */
    public static FaceSpec characterFace() {
        return new FaceSpec("a character face", Face::isCharacter);
    }

    /** An energy face with exactly these symbols: {@code energy(FIST)}, {@code energy(SHIELD, SHIELD)}. */
    public static FaceSpec energy(Energy... symbols) {
        List<Energy> wanted = List.of(symbols);
        return new FaceSpec(Face.describeEnergy(wanted), f -> f.isEnergy() && f.energy().equals(wanted));
    }

    /** Whichever energy face comes first. */
    public static FaceSpec anEnergyFace() {
        return new FaceSpec("an energy face", Face::isEnergy);
    }

    /** An action face with that many bursts (0, 1 or 2). */
    public static FaceSpec action(int bursts) {
        return new FaceSpec("an action face with " + bursts + " bursts", f -> f.isAction() && f.bursts() == bursts);
    }

    /** The first face: for dice that are not rolled (in the bag, Prep Area, Used Pile...). */
    public static FaceSpec anyFace() {
        return new FaceSpec("any face", f -> true);
    }

    // ---- actions a test writes out ----

    public static Action.Block block(TestDie blocker, TestDie attacker) {
        return new Action.Block(blocker.id(), attacker.id());
    }

    /** A share of a split: the attacker (or a blocker of several) deals this much to that die. */
    public static DamageAssignment share(TestDie dealer, TestDie takes, int amount) {
        return new DamageAssignment(dealer.id(), takes.id(), amount);
    }

    /** The answer to a split of damage among several dice. */
    public static Action.SplitDamage splitting(DamageAssignment... shares) {
        return new Action.SplitDamage(List.of(shares));
    }

    /** The defending player's declaration of these blocks (none: no blocks). */
    public static Action.DeclareBlockers declaringBlocks(Action.Block... blocks) {
        return new Action.DeclareBlockers(List.of(blocks));
    }

    /** The active player's declaration of these attackers (none: no attack). */
    public static Action.DeclareAttackers declaringAttackers(TestDie... dice) {
        return new Action.DeclareAttackers(ids(dice));
    }

    /** The answer to a target decision: these dice (none: choose none). */
    public static Action.ChooseTargets choosing(TestDie... dice) {
        return new Action.ChooseTargets(ids(dice));
    }

    /** Using an action die from the Reserve Pool. */
    public static Action.UseActionDie using(TestDie actionDie) {
        return new Action.UseActionDie(actionDie.id());
    }

    public static Action.Pass passing() {
        return new Action.Pass();
    }

    static List<Integer> ids(TestDie... dice) {
        return Arrays.stream(dice).map(TestDie::id).toList();
    }
}
