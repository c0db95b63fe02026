package dicemasters.engine.card;

/**
 * The one place that says which text may be shown to a player as it is, and how any other text is
 * shown. Names (of players, cards, affiliations) come from files and dialogs; one with a line break,
 * a terminal escape sequence or a right-to-left override could forge lines of the game log or
 * rewrite the terminal, so names are checked where they enter ({@link #problem}) and everything
 * printed from outside the program goes through {@link #escape} or {@link #excerpt}.
 */
public final class PrintableText {
    /** Longer than any real player's name; a name is shown on one line of the table. */
    public static final int MAX_NAME_LENGTH = 40;
    /** How much of a file's text an error message quotes. */
    private static final int EXCERPT_LENGTH = 60;

    private PrintableText() {
    }

    /**
     * Why a name cannot be used ("is empty", "is 7340032 characters long; at most 40", "contains the
     * control character U+000A at position 6"), or null when it can.
     */
    public static String problem(String text, int maxLength) {
        if (text == null || text.isBlank()) {
            return "is empty";
        }
        int length = text.codePointCount(0, text.length());
        if (length > maxLength) {
            return "is " + length + " characters long; at most " + maxLength;
        }
        if (!text.equals(text.strip())) {
            return "starts or ends with a space";
        }
        int position = 0;
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            position++;
            int c = text.codePointAt(i);
            if (!isPrintable(c)) {
                return "contains " + kind(c) + " " + codeName(c) + " at position " + position
                        + " (only letters, digits, spaces, punctuation and symbols)";
            }
        }
        return null;
    }

    /** Whether a character shows as itself: not a control or format character, unassigned or private. */
    public static boolean isPrintable(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                 Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED -> false;
            case Character.SPACE_SEPARATOR -> c == ' ';
            default -> true;
        };
    }

    /**
     * The text with every character that would not show as itself written as {@code \\u202E}: safe on
     * one line of a terminal, a log or a label, and still telling what was there. Escaping twice
     * changes nothing more, so a line may pass through more than one printing place.
     */
    public static String escape(String text) {
        if (text == null) {
            return "null";
        }
        if (isPlain(text)) {
            return text;
        }
        StringBuilder b = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            int c = text.codePointAt(i);
            if (isPrintable(c)) {
                b.appendCodePoint(c);
            } else {
                b.append(codeName(c).replace("U+", "\\u"));
            }
        }
        return b.toString();
    }

    /** A piece of a file's text for an error message: escaped, and cut short when long. */
    public static String excerpt(String text) {
        if (text != null && text.length() > EXCERPT_LENGTH) {
            int cut = Character.isHighSurrogate(text.charAt(EXCERPT_LENGTH - 1)) ? EXCERPT_LENGTH - 1 : EXCERPT_LENGTH;
            return escape(text.substring(0, cut)) + "… (" + text.length() + " characters)";
        }
        return escape(text);
    }

    private static boolean isPlain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < ' ' || c > '~') {
                return false;
            }
        }
        return true;
    }

    private static String kind(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL -> "the control character";
            case Character.FORMAT -> "the invisible formatting character";
            case Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> "the line separator";
            case Character.SPACE_SEPARATOR -> "the unusual space";
            default -> "the unprintable character";
        };
    }

    private static String codeName(int c) {
        return String.format(java.util.Locale.ROOT, c > 0xFFFF ? "U+%06X" : "U+%04X", c);
    }
}
