package dicemasters.engine.state;

import java.util.List;

/**
 * A character die about to be KO'd while a player may replace the KO ("you may instead ..."): KO'd
 * by damage (as the settle loop KOs defeated dice) or by an effect (to {@code to}); the players who
 * have already let it happen.
 */
public record WaitingKnockOut(int die, Zone to, boolean byDamage, List<Integer> declinedBy, int byPlayer) {
    public WaitingKnockOut {
        declinedBy = List.copyOf(declinedBy);
    }

    public WaitingKnockOut declined(int player) {
        List<Integer> players = new java.util.ArrayList<>(declinedBy);
        players.add(player);
        return new WaitingKnockOut(die, to, byDamage, players, byPlayer);
    }
}
