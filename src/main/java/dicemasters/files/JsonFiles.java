package dicemasters.files;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.engine.card.PrintableText;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one strict way the program reads a JSON file. Only an ordinary file is opened (a device such
 * as /dev/zero, a named pipe or a folder is refused before it is read), at most the limit's bytes
 * are read whatever the file claims, the bytes must be UTF-8, and the JSON is one value with no key
 * twice and nothing after it, its strings, numbers, nesting and token count bounded.
 */
public final class JsonFiles {
    private static final int MAX_STRING = 20_000;
    private static final int MAX_NAME = 200;
    private static final int MAX_NUMBER_DIGITS = 30;
    private static final int MAX_DEPTH = 64;
    private static final Map<Limits, ObjectMapper> MAPPERS = new ConcurrentHashMap<>();

    private JsonFiles() {
    }

    /** What a kind of file is called in messages and how big it may be; both bounds far above any real file. */
    public record Limits(String what, long maxBytes, long maxTokens) {
        public static final Limits SAVED_GAME = new Limits("saved game", 8L * 1024 * 1024, 1_000_000);
        public static final Limits CARD_FILE = new Limits("card file", 2L * 1024 * 1024, 500_000);
        public static final Limits TUTORIAL = new Limits("tutorial", 1024 * 1024, 200_000);
        public static final Limits POSITION = new Limits("position", 2L * 1024 * 1024, 200_000);
        public static final Limits RULINGS_FILE = new Limits("rulings file", 1024 * 1024, 100_000);
    }

    /** Reads and parses a file; the problem's message does not name the file. */
    public static JsonNode read(Path file, Limits limits) throws FileProblem {
        return parse(readBytes(file, limits), limits);
    }

    /** The bytes of an ordinary file no bigger than the limit. */
    public static byte[] readBytes(Path file, Limits limits) throws FileProblem {
        if (!Files.exists(file)) {
            throw new FileProblem("no such file");
        }
        if (Files.isDirectory(file)) {
            throw new FileProblem("is a folder, not a file");
        }
        if (!Files.isRegularFile(file)) {
            // Opening a named pipe waits for a writer forever and a device never ends: never open them.
            throw new FileProblem("is not an ordinary file (a device, a named pipe or a socket); only ordinary"
                    + " files are read");
        }
        try (InputStream in = Files.newInputStream(file)) {
            checkSize(Files.size(file), limits);
            // Whatever the size said, never more than the limit is read (the file may grow meanwhile).
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limits.maxBytes() + 1));
            checkSize(bytes.length, limits);
            return bytes;
        } catch (NoSuchFileException e) {
            throw new FileProblem("no such file", e);
        } catch (AccessDeniedException e) {
            throw new FileProblem("cannot be read: permission denied", e);
        } catch (IOException e) {
            throw new FileProblem("cannot be read (" + PrintableText.excerpt(e.getMessage()) + ")", e);
        }
    }

    /** Parses bytes already read (a resource of the program, or a file's bytes). */
    public static JsonNode parse(byte[] bytes, Limits limits) throws FileProblem {
        checkSize(bytes.length, limits);
        String text = Utf8.decode(bytes);
        if (text.isBlank()) {
            throw new FileProblem("the file is empty");
        }
        ObjectMapper mapper = mapper(limits);
        try (JsonParser parser = mapper.getFactory().createParser(text)) {
            JsonNode root = mapper.readTree(parser);
            if (root == null || root.isMissingNode()) {
                throw new FileProblem("the file is empty");
            }
            checkNothingFollows(parser);
            return root;
        } catch (JsonProcessingException e) {
            throw new FileProblem(describe(e, limits), e);
        } catch (IOException e) {
            throw new FileProblem("cannot be read (" + PrintableText.excerpt(e.getMessage()) + ")", e);
        }
    }

    /** One JSON value is the whole file: anything after it, even what is not JSON, is refused as such. */
    private static void checkNothingFollows(JsonParser parser) throws FileProblem {
        JsonLocation end = parser.currentLocation();
        try {
            if (parser.nextToken() == null) {
                return;
            }
            end = parser.currentTokenLocation();
        } catch (IOException e) {
            end = e instanceof JsonProcessingException p && p.getLocation() != null ? p.getLocation() : end;
        }
        throw new FileProblem("there is more text after the end of the JSON value" + where(end));
    }

    /** One reader per kind of file: making a reader takes far longer than reading a small file. */
    private static ObjectMapper mapper(Limits limits) {
        return MAPPERS.computeIfAbsent(limits, JsonFiles::newMapper);
    }

    private static ObjectMapper newMapper(Limits limits) {
        JsonFactory factory = JsonFactory.builder()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxStringLength(MAX_STRING).maxNameLength(MAX_NAME).maxNumberLength(MAX_NUMBER_DIGITS)
                        .maxNestingDepth(MAX_DEPTH).maxTokenCount(limits.maxTokens()).build())
                .build();
        return new ObjectMapper(factory);
    }

    private static String describe(JsonProcessingException e, Limits limits) {
        String where = where(e.getLocation());
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof JsonEOFException) {
            return "the file ends too early (truncated?)" + where;
        }
        if (message.startsWith("Duplicate field '")) {
            String key = message.substring("Duplicate field '".length(), message.length() - 1);
            return "the key \"" + PrintableText.excerpt(key) + "\" appears twice in one object" + where
                    + " (a key may be given once)";
        }
        if (e instanceof StreamConstraintsException) {
            return "the file exceeds a limit" + where + ": " + limit(message, limits);
        }
        return "not valid JSON" + where + ": " + PrintableText.excerpt(message);
    }

    /** Jackson's wording of a limit, put plainly. */
    private static String limit(String message, Limits limits) {
        if (message.startsWith("String value length")) {
            return "a text is longer than " + MAX_STRING + " characters";
        }
        if (message.startsWith("Name length")) {
            return "a key is longer than " + MAX_NAME + " characters";
        }
        if (message.startsWith("Number value length")) {
            return "a number has more than " + MAX_NUMBER_DIGITS + " digits";
        }
        if (message.startsWith("Document nesting depth")) {
            return "lists and objects are nested more than " + MAX_DEPTH + " deep";
        }
        if (message.startsWith("Token count")) {
            return "it holds more than " + limits.maxTokens() + " values, far more than any real " + limits.what();
        }
        return PrintableText.excerpt(message);
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    private static void checkSize(long bytes, Limits limits) throws FileProblem {
        if (bytes > limits.maxBytes()) {
            throw new FileProblem("the file is too big for a " + limits.what() + " (" + bytes + " bytes; the limit is "
                    + limits.maxBytes() + " bytes" + megabytes(limits.maxBytes()) + ")");
        }
    }

    private static String megabytes(long bytes) {
        return bytes >= 1024 * 1024 ? ", " + bytes / (1024 * 1024) + " MB" : "";
    }
}
