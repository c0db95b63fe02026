package dicemasters.persist;

import dicemasters.engine.setup.Position;

/** A position file as read: the position, and its test part or null (docs/POSITIONS.md). */
public record PositionFile(Position position, PositionTest test) {
}
