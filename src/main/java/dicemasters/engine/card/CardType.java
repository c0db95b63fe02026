package dicemasters.engine.card;

/** The kinds of card (Sidekick dice have a built-in card that is never shown as a team card). */
public enum CardType {
    SIDEKICK, CHARACTER, ACTION, BASIC_ACTION;

    public boolean isAction() {
        return this == ACTION || this == BASIC_ACTION;
    }
}
