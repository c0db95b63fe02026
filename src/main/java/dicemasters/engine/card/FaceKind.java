package dicemasters.engine.card;

/** What a rolled die face makes the die: an energy die, a character die or an action die. */
public enum FaceKind { ENERGY, CHARACTER, ACTION }
