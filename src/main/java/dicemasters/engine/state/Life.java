package dicemasters.engine.state;

/**
 * The players' life, changed only here: damage, loss and gain, one total for a team in Doubles, and
 * the game lost by the team that has none left. Apart from {@link Table}, which changes the dice;
 * each change emits its event through the table.
 */
public final class Life {
    private Life() {
    }

    /** {@code combat}: a die's combat damage (an attacker's, unblocked or over its blockers). */
    public static void damage(Table t, int player, int amount, String source, int sourceDie, boolean combat) {
        if (amount <= 0) {
            return;
        }
        GameState s = t.s;
        set(s, player, s.player(player).life - amount);
        t.emit(new GameEvent.PlayerDamaged(player, t.name(player), amount, s.player(player).life, source, sourceDie,
                combat));
    }

    public static void lose(Table t, int player, int amount, String reason) {
        if (amount <= 0) {
            return;
        }
        GameState s = t.s;
        set(s, player, s.player(player).life - amount);
        t.emit(new GameEvent.LifeLost(player, t.name(player), amount, s.player(player).life, reason));
    }

    /** Life never rises above the starting life (in Doubles, the team's together); the excess is wasted. */
    public static void gain(Table t, int player, int amount) {
        GameState s = t.s;
        PlayerState p = s.player(player);
        int gained = Math.max(0, Math.min(amount, s.startingLife() - p.life));
        set(s, player, p.life + gained);
        t.emit(new GameEvent.LifeGained(player, t.name(player), gained, p.life));
    }

    /** Life belongs to the team: in Doubles both teammates' records show the team's one total. */
    private static void set(GameState s, int player, int life) {
        for (int member : s.seats().allies(player)) {
            s.player(member).life = life;
        }
    }

    /**
     * Ends the game when a team is at 0 life or below (seats 0 and 1 hold each team's life); both
     * at once is a tie. The winner is the first seat of the winning team.
     */
    public static void checkGameOver(Table t) {
        GameState s = t.s;
        if (s.isOver()) {
            return;
        }
        boolean firstOut = s.player(0).life <= 0;
        boolean secondOut = s.player(1).life <= 0;
        if (firstOut && secondOut) {
            t.endGame(GameState.NO_ONE, s.seats().teamsOfTwo() ? "both teams reached 0 life at the same time"
                    : "both players reached 0 life at the same time");
        } else if (firstOut || secondOut) {
            int loser = firstOut ? 0 : 1;
            t.endGame(s.seats().acrossFrom(loser), t.teamName(loser) + (s.seats().teamsOfTwo() ? " have" : " has")
                    + " no life left");
        }
    }
}
