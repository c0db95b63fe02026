package dicemasters.engine.state;

import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.List;

/**
 * Damage about to be dealt to one die ({@code targetDie}) or one player ({@code targetDie} = -1,
 * {@code targetPlayer}), and where it comes from: combat ({@code sourceTrigger} null) or an
 * ability ({@code sourceCard}, its trigger), the source die if any and the player controlling the
 * source. {@code reactions} holds the keys of the reactions already used on this damage: each
 * reaction may answer one piece of damage only once.
 */
public record DamageHit(int targetDie, int targetPlayer, int amount, int sourceDie, int sourceCard,
                        Trigger sourceTrigger, boolean combat, int sourceController, String source,
                        List<String> reactions) {

    public DamageHit {
        reactions = List.copyOf(reactions);
    }

    public static DamageHit toDie(Die target, int amount, int sourceDie, int sourceCard, Trigger trigger, boolean combat,
                           int controller, String source) {
        return new DamageHit(target.id(), target.owner(), amount, sourceDie, sourceCard, trigger, combat, controller,
                source, List.of());
    }

    public static DamageHit toPlayer(int player, int amount, int sourceDie, int sourceCard, Trigger trigger, boolean combat,
                              int controller, String source) {
        return new DamageHit(-1, player, amount, sourceDie, sourceCard, trigger, combat, controller, source,
                List.of());
    }

    public boolean toPlayer() {
        return targetDie < 0;
    }

    /** The player who would take the damage, or whose die would. */
    public int recipientOwner() {
        return targetPlayer;
    }

    public DamageHit withAmount(int value) {
        return new DamageHit(targetDie, targetPlayer, value, sourceDie, sourceCard, sourceTrigger, combat,
                sourceController, source, reactions);
    }

    public DamageHit reactedBy(String key) {
        List<String> keys = new ArrayList<>(reactions);
        keys.add(key);
        return new DamageHit(targetDie, targetPlayer, amount, sourceDie, sourceCard, sourceTrigger, combat,
                sourceController, source, keys);
    }

    /** The same damage from the same source, dealt to another die instead. */
    public DamageHit redirectedTo(Die die, int value) {
        return new DamageHit(die.id(), die.owner(), value, sourceDie, sourceCard, sourceTrigger, combat,
                sourceController, source, reactions);
    }

    /** Who the damage comes from, for "from each source": the source die, else the card's ability. */
    public int sourceKey() {
        return sourceDie >= 0 ? sourceDie : -1 - sourceCard;
    }
}
