package dicemasters.engine.card;

/**
 * Which player an effect acts on, seen from the ability's controller. CONTROLLER_OF_THAT_DIE is the
 * controller of the die that triggered the ability ("its controller loses 1 life").
 */
public enum PlayerSelector { YOU, OPPONENT, EACH, CONTROLLER_OF_THAT_DIE }
