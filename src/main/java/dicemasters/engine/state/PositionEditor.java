package dicemasters.engine.state;

import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Restriction;

import java.util.List;

/**
 * Sets up a position by hand, for rule tests and lessons: dice on chosen faces in chosen zones, a
 * chosen turn, step, active player and priority, life, damage and scripted dice. It changes the
 * state it is given and tells no events (a position set up is not a game played); from there on
 * everything goes through the front door's {@code Engine.apply}. Only tests and the engine use
 * it (ArchitectureTest).
 */
public final class PositionEditor {
    private final GameState s;

    private PositionEditor(GameState state) {
        this.s = state;
    }

    /**
     * Edits a copy of {@code state} with every die back where a game starts it: Sidekicks in their
     * bags, other dice on their cards (Basic Action dice shared again), no damage, no combat role,
     * nothing waiting in the effect queue, no virtual energy, no applied effects.
     */
    public static PositionEditor clearedCopyOf(GameState state) {
        GameState s = state.copy();
        for (Die d : s.dice()) {
            CardInPlay card = s.cardOf(d);
            d.zone = card.isSidekicks() ? Zone.BAG : Zone.ON_CARD;
            d.owner = card.owner();
            d.face = 0;
            d.damage = 0;
            d.damagedBy = -1;
            d.damagedByPlayer = -1;
            d.damagedInCombat = false;
            d.inCombatThisTurn = false;
            d.ironWillDefense = -1;
            d.stopBlocking();
            d.blocked = false;
            d.rolledThisStep = false;
            d.partiallySpent = false;
        }
        s.decision = null;
        s.waiting.queue.clear();
        s.waiting.heldTriggers.clear();
        s.modifiers.clear();
        s.clock.opponentPassed = false;
        s.clock.teammatePassed = false;
        s.clock.declaring = GameState.NO_ONE;
        s.combat.heldAttackers = List.of();
        s.combat.heldBlocks = List.of();
        for (PlayerState p : s.players()) {
            p.virtualEnergy.clear();
        }
        return new PositionEditor(s);
    }

    /** Edits a copy of {@code state} as it is (to change a position reached by playing). */
    public static PositionEditor copyOf(GameState state) {
        return new PositionEditor(state.copy());
    }

    /** The state being edited (the same object each time: keep editing, then play from it). */
    public GameState state() {
        return s;
    }

    /** It is {@code active}'s turn number {@code turn}, in {@code step}, which has done its automatic part. */
    public PositionEditor turn(int turn, int active, Step step) {
        s.clock.turn = turn;
        s.clock.active = active;
        s.clock.priority = active;
        s.clock.step = step;
        s.clock.stepEntered = true;
        s.clock.opponentPassed = false;
        s.clock.teammatePassed = false;
        s.clock.declaring = GameState.NO_ONE;
        return this;
    }

    /** The step the turn is in; {@code entered} false lets the engine run the step's automatic part first. */
    public PositionEditor step(Step step, boolean entered) {
        s.clock.step = step;
        s.clock.stepEntered = entered;
        return this;
    }

    public PositionEditor priority(int player) {
        s.clock.priority = player;
        return this;
    }

    /** Puts the die in a zone showing a face, belonging to {@code owner}. */
    public PositionEditor place(int dieId, int owner, Zone zone, int faceIndex) {
        Die d = s.die(dieId);
        if (faceIndex < 0 || faceIndex >= s.definition(d).faces().size()) {
            throw new IllegalArgumentException(s.nameOf(d) + " has no face " + faceIndex);
        }
        d.owner = owner;
        d.zone = zone;
        d.face = faceIndex;
        return this;
    }

    /** A restriction applied to the die until the end of the turn ("cannot be targeted"). */
    public PositionEditor restrict(int dieId, Restriction restriction) {
        s.modifiers.add(new AppliedModifier(dieId, 0, 0, null, restriction));
        return this;
    }

    public PositionEditor damage(int dieId, int amount) {
        s.die(dieId).damage = amount;
        return this;
    }

    /** The die was rolled in this Roll and Reroll Step (so it may be rerolled). */
    public PositionEditor rolledThisStep(int dieId) {
        s.die(dieId).rolledThisStep = true;
        return this;
    }

    /** The blocker stands in the Attack Zone blocking the attacker (which stands there too). */
    public PositionEditor blocks(int blockerId, int attackerId) {
        Die blocker = s.die(blockerId);
        Die attacker = s.die(attackerId);
        blocker.zone = Zone.ATTACK;
        attacker.zone = Zone.ATTACK;
        blocker.block(attackerId);
        attacker.blocked = true;
        return this;
    }

    /** The life of the player's team (in Doubles both teammates' records hold it). */
    public PositionEditor life(int player, int life) {
        for (int member : s.seats().allies(player)) {
            s.player(member).life = life;
        }
        return this;
    }

    public PositionEditor virtualEnergy(int player, List<Energy> symbols) {
        s.player(player).virtualEnergy.addAll(symbols);
        return this;
    }

    /** As if that many of the player's character dice had been KO'd earlier this turn. */
    public PositionEditor knockedOutThisTurn(int player, int count) {
        s.player(player).knockedOutThisTurn = count;
        return this;
    }

    /** Who passed since the active team last acted: the other team, and (Doubles) the holder's teammate. */
    public PositionEditor passes(boolean opponentPassed, boolean teammatePassed) {
        s.clock.opponentPassed = opponentPassed;
        s.clock.teammatePassed = teammatePassed;
        return this;
    }

    /** Doubles: the teammate declaring now ({@link GameState#NO_ONE}: the team's first seat). */
    public PositionEditor declaring(int player) {
        s.clock.declaring = player;
        return this;
    }

    /** Rerolls taken in this Roll and Reroll Step, and the Assault phase (1 once Fast dice dealt damage). */
    public PositionEditor rerollsAndPhase(int rerollsTaken, int combatPhase) {
        s.clock.rerollsTaken = rerollsTaken;
        s.combat.combatPhase = combatPhase;
        return this;
    }

    /** How the die stands besides its zone and face (see {@link Position.DiePosition}). */
    public PositionEditor stands(int dieId, boolean partiallySpent, boolean rolledThisStep, boolean inCombatThisTurn,
                                 boolean blocked) {
        Die d = s.die(dieId);
        d.partiallySpent = partiallySpent;
        d.rolledThisStep = rolledThisStep;
        d.inCombatThisTurn = inCombatThisTurn;
        d.blocked = blocked;
        return this;
    }

    /** The blocker blocks the attacker too (both already in the Attack Zone). */
    public PositionEditor alsoBlocks(int blockerId, int attackerId) {
        s.die(blockerId).block(attackerId);
        return this;
    }

    /** The life of one seat only (a position gives each seat's; teammates' must then agree). */
    public PositionEditor seatLife(int player, int life) {
        s.player(player).life = life;
        return this;
    }

    /** What the player did this turn and this game, as the rules count it. */
    public PositionEditor tallies(int player, int knockedOut, List<Integer> fielded, int purchased,
                                  int actionDicePurchased, List<Integer> basicActionsBought, int purchasedThisGame) {
        PlayerState ps = s.player(player);
        ps.knockedOutThisTurn = knockedOut;
        ps.fieldedThisTurn.clear();
        ps.fieldedThisTurn.addAll(fielded);
        ps.purchasedThisTurn = purchased;
        ps.actionDicePurchasedThisTurn = actionDicePurchased;
        ps.basicActionsBought.clear();
        ps.basicActionsBought.addAll(basicActionsBought);
        ps.purchasedThisGame = purchasedThisGame;
        return this;
    }

    /** This turn's own rules for the player: the first purchase goes to the Prep Area; no fielding. */
    public PositionEditor turnRules(int player, boolean firstPurchaseToPrep, boolean cannotField) {
        s.player(player).firstPurchaseToPrep = firstPurchaseToPrep;
        s.player(player).cannotField = cannotField;
        return this;
    }

    /** The generator's state and the actions played so far (a position saved from a game keeps both). */
    public PositionEditor random(long generator, long actionsSoFar) {
        s.rng = generator;
        s.actionsApplied = actionsSoFar;
        return this;
    }

    /** Tokens on a card. */
    public PositionEditor tokens(int cardIndex, int count) {
        StateChanges.setTokensOn(s, cardIndex, count);
        return this;
    }

    /** From now on draws take these cards' dice and rolls show these faces, in order, as far as they go. */
    public PositionEditor script(DiceScript script) {
        s.scriptedDice = ScriptedDice.of(script);
        return this;
    }
}
