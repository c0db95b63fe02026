package dicemasters.net;

/** Chat lines are shown as plain text and never interpreted: control characters go, length is bounded. */
final class Chat {
    private Chat() {
    }

    static String clean(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().limit(Protocol.MAX_CHAT)
                .map(c -> Character.isISOControl(c) || Character.getType(c) == Character.FORMAT ? ' ' : c)
                .forEach(out::appendCodePoint);
        return out.toString().strip();
    }
}
