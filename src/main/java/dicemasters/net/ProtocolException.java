package dicemasters.net;

/** A message that breaks the protocol; the message says what is wrong, for the person at the other end. */
public final class ProtocolException extends Exception {
    private final boolean fatal;

    ProtocolException(String message) {
        this(message, false);
    }

    ProtocolException(String message, boolean fatal) {
        super(message);
        this.fatal = fatal;
    }

    /** Whether talking on makes no sense (another protocol version): the connection is closed at once. */
    public boolean fatal() {
        return fatal;
    }
}
