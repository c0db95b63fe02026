package dicemasters.ai;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The weights of {@link Evaluation}, in points of life, kept as data: the shipped ones are the
 * resource {@value #RESOURCE}; a screen of other weights reads a file of the same shape (the
 * simulator's {@code normal@FILE}). The file is read strictly: each name exactly once, as
 * {@code name = number}, with comments ({@code #}) and blank lines; an unknown, repeated or missing
 * name, a value that is not a number or out of its range, or a file too large is an error that
 * names the file and the line.
 *
 * @param life        each point of life
 * @param lowLife     each point of life under {@code lowLifeLine} counts this much more
 * @param lowLifeLine the life under which points count more
 * @param diceCost    per energy of purchase cost of each die bought (it comes back out of the bag)
 * @param fieldDie    per character in the field (it needs no fielding again)
 * @param fieldStats  per point of attack plus defense of a character in the field
 * @param scale       points of advantage that make the evaluation about 73% sure (the logistic's scale)
 */
public record EvaluationWeights(double life, double lowLife, double lowLifeLine, double diceCost, double fieldDie,
                                double fieldStats, double scale) {
    static final String RESOURCE = "/dicemasters/ai/evaluation-weights.properties";
    static final List<String> NAMES = List.of("life", "lowLife", "lowLifeLine", "diceCost", "fieldDie", "fieldStats",
            "scale");
    private static final int MAX_CHARACTERS = 64 * 1024;
    /** No weight is larger: a larger one is a typing error, not a judgement. */
    private static final double MAX_WEIGHT = 1000;

    private static EvaluationWeights shipped;

    /** The weights the computer plays with, read once from the program's resource. */
    public static synchronized EvaluationWeights shipped() {
        if (shipped == null) {
            try (InputStream in = EvaluationWeights.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the program has no " + RESOURCE);
                }
                shipped = parse(RESOURCE, new String(in.readNBytes(MAX_CHARACTERS + 1), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + RESOURCE, e);
            }
        }
        return shipped;
    }

    /** Weights from a file of the resource's shape. */
    public static EvaluationWeights read(Path file) {
        try {
            if (Files.size(file) > MAX_CHARACTERS) {
                throw new IllegalArgumentException(file + ": an evaluation's weights fit in "
                        + MAX_CHARACTERS + " characters");
            }
            return parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the evaluation's weights from " + file, e);
        }
    }

    /** Weights from the text of a file named {@code source} (named in every error). */
    static EvaluationWeights parse(String source, String text) {
        if (text.length() > MAX_CHARACTERS) {
            throw new IllegalArgumentException(source + ": an evaluation's weights fit in " + MAX_CHARACTERS
                    + " characters");
        }
        Map<String, Double> values = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = source + " line " + (i + 1);
            int equals = line.indexOf('=');
            if (equals < 0) {
                throw new IllegalArgumentException(where + ": expected 'name = number', not '" + line + "'");
            }
            String name = line.substring(0, equals).strip();
            if (!NAMES.contains(name)) {
                throw new IllegalArgumentException(where + ": unknown weight '" + name + "'; the weights are " + NAMES);
            }
            if (values.containsKey(name)) {
                throw new IllegalArgumentException(where + ": '" + name + "' is given twice");
            }
            values.put(name, number(where, name, line.substring(equals + 1).strip()));
        }
        for (String name : NAMES) {
            if (!values.containsKey(name)) {
                throw new IllegalArgumentException(source + ": the weight '" + name + "' is missing");
            }
        }
        if (values.get("scale") <= 0) {
            throw new IllegalArgumentException(source + ": 'scale' must be above 0");
        }
        return new EvaluationWeights(values.get("life"), values.get("lowLife"), values.get("lowLifeLine"),
                values.get("diceCost"), values.get("fieldDie"), values.get("fieldStats"), values.get("scale"));
    }

    private static double number(String where, String name, String text) {
        // Plain decimals only: Java would also read "NaN", "1e9", "0x1p3" or "2d".
        if (!text.matches("-?[0-9]{1,6}(\\.[0-9]{1,9})?")) {
            throw new IllegalArgumentException(where + ": '" + name + "' needs a number such as 0.35, not '" + text
                    + "'");
        }
        double value = Double.parseDouble(text);
        if (!(value >= 0 && value <= MAX_WEIGHT)) {
            throw new IllegalArgumentException(where + ": '" + name + "' must be between 0 and " + (int) MAX_WEIGHT
                    + ", not " + text);
        }
        return value;
    }
}
