package dicemasters.engine.card;

/** Whose dice an effect may choose, seen from the ability's controller. */
public enum Side { OWN, OPPOSING, ANY }
