package dicemasters.engine.state;

import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;

import java.util.ArrayList;
import java.util.List;

/**
 * The atomic changes of state. Every other rule changes the game only through these (and those of
 * {@link Life}; the state's own counters change through {@link StateChanges}), and each one emits the
 * event that tells of it. A move asks the game's {@link MoveRules} what the rules add to it. Holds the
 * state being built and the events so far.
 */
public final class Table {
    public final GameState s;
    public final List<GameEvent> events = new ArrayList<>();
    /** How many events trigger detection has already looked at. */
    private int triggerCursor;

    public Table(GameState state) {
        this.s = state;
    }

    public void emit(GameEvent event) {
        events.add(event);
    }

    /** The first event trigger detection has not looked at yet, now looked at; null when there is none. */
    public GameEvent lookAtNextEvent() {
        return triggerCursor < events.size() ? events.get(triggerCursor++) : null;
    }

    /** The first event trigger detection has not looked at yet (it stays unlooked at); null when there is none. */
    public GameEvent nextEventToLookAt() {
        return triggerCursor < events.size() ? events.get(triggerCursor) : null;
    }

    public String name(int player) {
        return player < 0 ? "nobody" : s.player(player).name();
    }

    /** The players of the team, by name: "Ann", or in Doubles "Ann and Cid". */
    public String teamName(int player) {
        if (player < 0 || !s.seats().teamsOfTwo()) {
            return name(player);
        }
        List<Integer> team = s.seats().team(s.seats().teamOf(player));
        return name(team.get(0)) + " and " + name(team.get(1));
    }

    public String dieName(Die d) {
        return s.nameOf(d);
    }

    /** Where spent or used dice of a player go now: Out of Play on their (team's) own turn, else the Used Pile. */
    public Zone spentZone(int player) {
        return s.isOnActiveTeam(player) ? Zone.OUT_OF_PLAY : Zone.USED;
    }

    public void move(Die d, Zone to) {
        Zone from = d.zone;
        if (from == to) {
            return;
        }
        to = s.moveRules().destination(this, d, from, to);
        if (from.inField() && !to.inField()) {
            leaveField(d);
            if (s.moveRules().ceasesToExist(this, d, from)) {
                return;
            }
        }
        if (to != Zone.RESERVE) {
            d.rolledThisStep = false;
        }
        if (!to.isRolled()) {
            d.partiallySpent = false;
        }
        d.zone = to;
        emit(new GameEvent.DieMoved(d.id(), dieName(d), d.owner, name(d.owner), from, to));
    }

    /** A die leaving the field loses damage, applied effects and its combat role; what it held ends. */
    private void leaveField(Die d) {
        d.damage = 0;
        d.damagedBy = -1;
        d.damagedInCombat = false;
        d.damagedByPlayer = -1;
        d.ironWillDefense = -1;
        d.blocked = false;
        d.stopBlocking();
        s.moveRules().leavingField(this, d);
        s.modifiers.removeIf(m -> m.dieId() == d.id());
        unblockBy(d);
        s.moveRules().leftField(this, d);
    }

    /**
     * Regenerate: the die, about to be KO'd, rolled a character face and goes back to the Field Zone
     * on it (not the Attack Zone) instead: as a die that left the field, it has no damage, applied
     * effects or combat role, and it was not fielded.
     */
    public void regenerated(Die d) {
        Zone from = d.zone;
        leaveField(d);
        d.zone = Zone.FIELD;
        if (from != Zone.FIELD) {
            emit(new GameEvent.DieMoved(d.id(), dieName(d), d.owner, name(d.owner), from, Zone.FIELD));
        }
        emit(new GameEvent.KeywordReplaced(d.id(), dieName(d), name(d.owner), "Regenerate",
                "it rolled a character face and stays in the Field Zone instead of being KO'd"));
    }

    public void roll(Die d) {
        int faces = s.definition(d).faces().size();
        if (s.scriptedDice.hasFace()) {
            d.face = Math.floorMod(s.scriptedDice.nextFace(), faces);
            s.scriptedDice = s.scriptedDice.afterFace();
        } else {
            d.face = StateChanges.random(s, faces);
        }
        d.partiallySpent = false;
        emit(new GameEvent.DieRolled(d.id(), dieName(d), name(d.owner), s.face(d), s.step() == Step.ROLL_AND_REROLL));
    }

    public void setFace(Die d, int faceIndex) {
        d.face = faceIndex;
    }

    /**
     * Draw one die at random from the player's bag into a zone, refilling the bag from the Used Pile
     * (never Out of Play) when it is empty. Returns null when there is no die to draw at all.
     */
    public Die draw(int player, Zone to) {
        Die drawn = BagDraws.pick(this, player, List.of());
        if (drawn != null) {
            move(drawn, to);
        }
        return drawn;
    }

    /**
     * Draw one die at random as {@link #draw} does, leaving out dice already drawn, and show it
     * without moving it: it stays in the bag until an effect places it. Null when none is left.
     */
    public Die drawToShow(int player, List<Integer> alreadyDrawn) {
        Die drawn = BagDraws.pick(this, player, alreadyDrawn);
        if (drawn != null) {
            emit(new GameEvent.DieDrawn(drawn.id(), dieName(drawn), name(player)));
        }
        return drawn;
    }

    public void gainVirtual(int player, List<Energy> symbols) {
        if (symbols.isEmpty()) {
            return;
        }
        s.player(player).virtualEnergy.addAll(symbols);
        emit(new GameEvent.VirtualEnergyGained(player, name(player), symbols));
    }

    /** One symbol of a player's virtual energy is spent. */
    public void spendVirtual(int player, Energy symbol) {
        s.player(player).virtualEnergy.remove(symbol);
    }

    public void loseVirtual(int player) {
        List<Energy> virtual = s.player(player).virtualEnergy;
        if (!virtual.isEmpty()) {
            int n = virtual.size();
            virtual.clear();
            emit(new GameEvent.VirtualEnergyLost(player, name(player), n));
        }
    }

    /**
     * Damage to a character die in the field. {@code sourceDie}: the die that dealt it (if it KOs the
     * target, that die KO'd it), or -1; {@code combat}: combat damage (a KO by it is a KO "with combat
     * damage"); {@code byPlayer}: the player whose die or ability dealt it (a KO by it is theirs), or -1;
     * {@code ironWillDefense}: for a die with Iron Will taking its first damage of the turn, the defense
     * that damage alone cannot KO it at (a second damage can), else -1.
     */
    public void damageDie(Die d, int amount, String source, int sourceDie, boolean combat, int byPlayer,
                          int ironWillDefense) {
        if (amount <= 0 || !s.isCharacterInField(d)) {
            return;
        }
        d.ironWillDefense = ironWillDefense;
        d.damage += amount;
        d.damagedBy = sourceDie;
        d.damagedByPlayer = byPlayer;
        d.damagedInCombat = combat && sourceDie >= 0 && s.gameCards().tracksCombatKnockOuts();
        emit(new GameEvent.DieDamaged(d.id(), dieName(d), d.owner, amount, d.damage, source, combat, sourceDie));
    }

    public void modifyStats(Die d, int attack, int defense) {
        modifyStats(d, attack, defense, false);
    }

    /** A stat change until the end of the turn; {@code byGlobalOrAction}: a Global or an action die's text made it. */
    public void modifyStats(Die d, int attack, int defense, boolean byGlobalOrAction) {
        s.modifiers.add(new AppliedModifier(d.id(), attack, defense, null));
        emit(new GameEvent.StatsModified(d.id(), dieName(d), attack, defense, byGlobalOrAction));
    }

    public void grantKeyword(Die d, Keyword keyword) {
        s.modifiers.add(new AppliedModifier(d.id(), 0, 0, keyword));
        emit(new GameEvent.KeywordGranted(d.id(), dieName(d), keyword.label()));
    }

    /** Spin a character die to another level; returns whether it moved. */
    public boolean spinToLevel(Die d, int level) {
        if (s.gameCards().isTokenCard(d.cardIndex())) {
            return false; // tokens may not be spun up or down
        }
        Face current = s.face(d);
        List<Face> faces = s.definition(d).faces();
        for (int i = 0; i < faces.size(); i++) {
            if (faces.get(i).isCharacter() && faces.get(i).level() == level && level != current.level()) {
                d.face = i;
                emit(new GameEvent.DieSpun(d.id(), dieName(d), current.level(), level));
                return true;
            }
        }
        return false;
    }

    /**
     * The die is KO'd: it goes to {@code to} (its owner's Prep Area unless an effect says otherwise) and
     * counts for its owner's turn. The event tells the die that did it ({@code byDie}, or -1), whether by
     * combat damage, the player who made it happen ({@code byPlayer}, or -1) and what abilities it had as it
     * was KO'd ({@code lostAbilities}, {@code copiedCard}), which its "when KO'd" abilities need.
     */
    public void knockOut(Die d, Zone to, int byDie, boolean byCombat, int byPlayer, boolean lostAbilities,
                         int copiedCard) {
        int owner = d.owner;
        String dieName = dieName(d);
        boolean attacking = d.zone == Zone.ATTACK && !d.isBlocking();
        move(d, to);
        s.player(owner).knockedOutThisTurn++;
        emit(new GameEvent.DieKnockedOut(d.id(), dieName, owner, name(owner), byDie, lostAbilities, copiedCard,
                byCombat, attacking, byPlayer));
    }

    /** The die no longer remembers who damaged it (a KO by that damage will not happen now). */
    public void forgetDamageSource(Die d) {
        d.damagedBy = -1;
        d.damagedByPlayer = -1;
        d.damagedInCombat = false;
    }

    /** The game ends; {@code winner} is a player of the winning team (its first seat), or no one. */
    public void endGame(int winner, String reason) {
        int firstSeat = winner < 0 ? GameState.NO_ONE : s.seats().teamOf(winner);
        s.over = true;
        s.winner = firstSeat;
        s.clock.step = Step.GAME_OVER;
        s.decision = null;
        s.waiting.queue.clear();
        emit(new GameEvent.GameOver(firstSeat, teamName(firstSeat), reason));
    }

    // ---- a die's bookkeeping that tells no event of its own (the rule that changes it does) ----

    /** The die now belongs to (is controlled by) {@code player}: bought, controlled, or back in a shared pool. */
    public void changeOwner(Die d, int player) {
        d.owner = player;
    }

    /** Puts a die in a zone without telling it: taking or giving back control tells its own event. */
    public void relocate(Die d, Zone to) {
        d.zone = to;
    }

    /** Turns a die to a face without telling it (a copy taking or losing its card's faces tells its own event). */
    public void turnToFace(Die d, int faceIndex) {
        d.face = faceIndex;
    }

    /** A character token's die goes back, unseen, to its hidden pool. */
    public void returnToPool(Die d, int poolOwner) {
        d.owner = poolOwner;
        d.face = 0;
        d.zone = Zone.ON_CARD;
    }

    /** The die attacks or blocks: remembered until the end of the turn ("did not attack or block this turn"). */
    public void markInCombat(Die d) {
        if (s.gameCards().tracksCombatThisTurn()) {
            d.inCombatThisTurn = true;
        }
    }

    /** The turn ends: no die has attacked or blocked in the next one yet. */
    public void forgetCombatThisTurn() {
        for (Die d : s.dice()) {
            d.inCombatThisTurn = false;
        }
    }

    public void block(Die blocker, Die attacker) {
        blocker.block(attacker.id());
        attacker.blocked = true;
    }

    /** The die leaves any block, as a blocker or as an attacker blocked by it (what it blocked stays blocked). */
    public void takeOutOfBlocks(Die d) {
        d.stopBlocking();
        unblockBy(d);
    }

    private void unblockBy(Die d) {
        for (Die other : s.dice()) {
            other.stopBlocking(d.id());
        }
    }

    /** The die is no longer blocking, nor marked as blocked (the Attack Step is over). */
    public void leaveCombat(Die d) {
        d.stopBlocking();
        d.blocked = false;
    }

    /** An effect clears the damage on a die ("clear all damage from Deathlok"); the log says so. */
    public void clearDamage(Die d) {
        int had = d.damage;
        heal(d);
        emit(new GameEvent.DamageCleared(d.id(), dieName(d), name(d.owner), had));
    }

    /** Damage on a die is cleared (Cleanup). */
    public void heal(Die d) {
        d.damage = 0;
        d.ironWillDefense = -1;
    }

    public void markPartiallySpent(Die d) {
        d.partiallySpent = true;
    }

    public void markRolledThisStep(Die d, boolean rolled) {
        d.rolledThisStep = rolled;
    }
}
