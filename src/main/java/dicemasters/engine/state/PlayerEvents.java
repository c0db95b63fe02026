package dicemasters.engine.state;

import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;

import java.util.List;

/**
 * A player's energy and life: energy spent, virtual energy kept and lost, damage, life lost and
 * gained. Each is a {@link GameEvent}, named {@code GameEvent.X} like every event; this file only
 * holds the family.
 */
public sealed interface PlayerEvents permits GameEvent {
    record EnergySpent(int player, String playerName, List<Energy> symbols, String purpose) implements GameEvent {
        public String text() {
            return playerName + " spends " + Face.describeEnergy(symbols) + " to " + purpose + ".";
        }
    }

    record VirtualEnergyGained(int player, String playerName, List<Energy> symbols) implements GameEvent {
        public String text() {
            return playerName + " keeps " + Face.describeEnergy(symbols) + " as virtual energy until passing priority.";
        }
    }

    record VirtualEnergyLost(int player, String playerName, int amount) implements GameEvent {
        public String text() {
            return playerName + " loses " + amount + " unspent virtual energy.";
        }
    }

    /** {@code sourceDie}: the die that dealt the damage (combat, or its own ability), or -1. */
    record PlayerDamaged(int player, String playerName, int amount, int life, String source, int sourceDie,
                         boolean combat) implements GameEvent {
        public PlayerDamaged(int player, String playerName, int amount, int life, String source) {
            this(player, playerName, amount, life, source, -1, false);
        }

        public String text() {
            return source + " deals " + amount + " damage to " + playerName + " (life " + life + ").";
        }
    }

    record LifeLost(int player, String playerName, int amount, int life, String reason) implements GameEvent {
        public String text() {
            return playerName + " loses " + amount + " life" + (reason.isEmpty() ? "" : " (" + reason + ")")
                    + " (life " + life + ").";
        }
    }

    record LifeGained(int player, String playerName, int amount, int life) implements GameEvent {
        public String text() {
            return playerName + " gains " + amount + " life (life " + life + ").";
        }
    }
}
