package dicemasters.files;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;

/**
 * The line of a file where a value stands, found by its JSON Pointer ("/players/0/life"): a tree
 * read by {@link JsonFiles} keeps no lines, so an error about a field looks its line up afterwards
 * in the text already read and checked.
 */
public final class JsonLines {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonLines() {
    }

    /** The line (from 1) of the value or field at {@code pointer}, or 0 when the text has none there. */
    public static int lineOf(String text, String pointer) {
        try (JsonParser parser = FACTORY.createParser(text)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                JsonStreamContext context = parser.getParsingContext();
                if (token.isStructStart() && context.getParent() != null) {
                    context = context.getParent();
                }
                if (token != JsonToken.END_ARRAY && token != JsonToken.END_OBJECT
                        && context.pathAsPointer().toString().equals(pointer)) {
                    return parser.currentTokenLocation().getLineNr();
                }
            }
        } catch (IOException e) {
            return 0;
        }
        return 0;
    }
}
