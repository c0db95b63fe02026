package dicemasters.engine.card;

/** Which player an effect acts on, seen from the ability's controller. */
public enum PlayerSelector { YOU, OPPONENT, EACH }
