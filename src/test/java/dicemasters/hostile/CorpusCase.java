package dicemasters.hostile;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * One damaged input of the corpus and the exact outcome it must have: the command that reads it
 * ({@code replay}: {@code ReplayCommand}, {@code cards}: {@code CheckCards}), its exit status, and key
 * words its output must contain. {@code files} maps each file name to its bytes: one file for a saved
 * game, the whole folder for a card folder (a file left out is missing from the folder).
 */
record CorpusCase(String name, String tool, Map<String, byte[]> files, int exit, List<String> keywords,
                  String what) {
    static final String REPLAY = "replay";
    static final String CARDS = "cards";

    CorpusCase {
        files = Map.copyOf(files);
        keywords = List.copyOf(keywords);
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** The line of expected.tsv: name, command, exit status, key words separated by " | ", what it is. */
    String tsvLine() {
        return name + "\t" + tool + "\t" + exit + "\t" + String.join(" | ", keywords) + "\t" + what;
    }
}
