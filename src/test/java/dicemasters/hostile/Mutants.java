package dicemasters.hostile;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Random damage to a valid file, the way files get damaged or forged: truncation, flipped bits,
 * keys given twice or deleted, numbers and types changed, lines repeated or swapped, control
 * characters inside texts. One to three changes per mutant; the same seed makes the same mutants.
 */
public final class Mutants {
    private static final Pattern KEY = Pattern.compile("\"([A-Za-z@$]+)\"\\s*:\\s*");
    private static final Pattern SIMPLE_VALUE = Pattern.compile("\"[A-Za-z@$]+\"\\s*:\\s*(-?[0-9.]+|\"[^\"]*\"|true|false|null)");
    private static final Pattern NUMBER = Pattern.compile("-?\\b[0-9]+\\b");
    private static final String[] NUMBERS = {"-1", "0", "1", "3", "20", "21", "999999", "2147483648", "-2147483649",
            "1.5", "1e9", "-0", "9223372036854775808"};
    private static final String[] VALUES = {"\"x\"", "null", "true", "[]", "{}", "[1]", "{\"a\":1}", "\"\"", "-7"};
    private static final String[] INSERTS = {"\\n", "\\u001b[2J", "\\u202E", "\\u0000", "\\t", "\\u200D", "é"};

    private final SplittableRandom random;

    public Mutants(long seed) {
        random = new SplittableRandom(seed);
    }

    /** A damaged copy of {@code text}. */
    public byte[] mutate(String text) {
        String mutant = text;
        int changes = 1 + random.nextInt(3);
        for (int i = 0; i < changes; i++) {
            if (random.nextInt(12) == 0) {
                return flipBits(mutant.getBytes(StandardCharsets.UTF_8));
            }
            mutant = change(mutant);
        }
        return mutant.getBytes(StandardCharsets.UTF_8);
    }

    private String change(String text) {
        return switch (random.nextInt(9)) {
            case 0 -> text.substring(0, random.nextInt(Math.max(1, text.length())));
            case 1 -> duplicateKey(text);
            case 2 -> deleteKey(text);
            case 3 -> replaceAt(text, NUMBER, NUMBERS[random.nextInt(NUMBERS.length)]);
            case 4 -> changeType(text);
            case 5 -> repeatOrSwapLines(text);
            case 6 -> insertInText(text);
            case 7 -> deleteStretch(text);
            default -> replaceAt(text, NUMBER, Integer.toString(random.nextInt(60) - 5));
        };
    }

    private byte[] flipBits(byte[] bytes) {
        for (int i = 0, n = 1 + random.nextInt(4); i < n && bytes.length > 0; i++) {
            bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
        }
        return bytes;
    }

    private String duplicateKey(String text) {
        Matcher m = pick(KEY, text);
        return m == null ? text : text.substring(0, m.start()) + m.group() + VALUES[random.nextInt(VALUES.length)]
                + "," + text.substring(m.start());
    }

    private String deleteKey(String text) {
        Matcher m = pick(SIMPLE_VALUE, text);
        if (m == null) {
            return text;
        }
        int end = m.end() < text.length() && text.charAt(m.end()) == ',' ? m.end() + 1 : m.end();
        return text.substring(0, m.start()) + text.substring(end);
    }

    private String changeType(String text) {
        Matcher m = pick(SIMPLE_VALUE, text);
        return m == null ? text : text.substring(0, m.start(1)) + VALUES[random.nextInt(VALUES.length)]
                + text.substring(m.end(1));
    }

    private String replaceAt(String text, Pattern pattern, String by) {
        Matcher m = pick(pattern, text);
        return m == null ? text : text.substring(0, m.start()) + by + text.substring(m.end());
    }

    private String repeatOrSwapLines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        if (lines.size() < 3) {
            return text;
        }
        int a = random.nextInt(lines.size());
        int b = random.nextInt(lines.size());
        if (random.nextBoolean()) {
            lines.add(a, lines.get(b));
        } else {
            String line = lines.get(a);
            lines.set(a, lines.get(b));
            lines.set(b, line);
        }
        return String.join("\n", lines);
    }

    private String insertInText(String text) {
        Matcher m = pick(Pattern.compile("\"[A-Za-z ]{2,}\""), text);
        return m == null ? text : text.substring(0, m.start() + 2) + INSERTS[random.nextInt(INSERTS.length)]
                + text.substring(m.start() + 2);
    }

    private String deleteStretch(String text) {
        if (text.isEmpty()) {
            return text;
        }
        int at = random.nextInt(text.length());
        return text.substring(0, at) + text.substring(Math.min(text.length(), at + 1 + random.nextInt(30)));
    }

    /** A random match of the pattern, or null when there is none. */
    private Matcher pick(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        List<int[]> found = new ArrayList<>();
        while (m.find()) {
            found.add(new int[]{m.start()});
        }
        if (found.isEmpty()) {
            return null;
        }
        Matcher chosen = pattern.matcher(text);
        chosen.find(found.get(random.nextInt(found.size()))[0]);
        return chosen;
    }
}
