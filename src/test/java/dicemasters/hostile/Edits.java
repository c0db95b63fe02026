package dicemasters.hostile;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Text edits that fail loudly when what they change is not there, so no case is silently undamaged. */
final class Edits {
    private Edits() {
    }

    static String replace(String text, String from, String to) {
        int at = text.indexOf(from);
        if (at < 0) {
            throw new IllegalStateException("the base has no '" + from + "' to change");
        }
        return text.substring(0, at) + to + text.substring(at + from.length());
    }

    static String regex(String text, String regex, String replacement) {
        Matcher m = Pattern.compile(regex).matcher(text);
        if (!m.find()) {
            throw new IllegalStateException("the base has nothing matching " + regex);
        }
        return text.substring(0, m.start()) + m.group().replaceFirst(regex, replacement) + text.substring(m.end());
    }

    /** The first whole line starting with {@code prefix}. */
    static String line(String text, String prefix) {
        return text.lines().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new IllegalStateException("the base has no line starting " + prefix));
    }

    /** The line of the n-th action (1-based). */
    static String action(String text, int n) {
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].equals("  \"actions\": [")) {
                return lines[i + n];
            }
        }
        throw new IllegalStateException("the base has no actions");
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] all = new byte[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
