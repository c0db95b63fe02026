package dicemasters.files;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Bytes to text, UTF-8 only. A file in another encoding is named for what it looks like (UTF-16 or
 * UTF-32 text, a binary file) with the first byte at fault, rather than a decoder's "Input length = 1".
 */
final class Utf8 {
    private static final String ADVICE = "; save it as UTF-8 JSON";

    private Utf8() {
    }

    static String decode(byte[] bytes) throws FileProblem {
        String other = otherEncoding(bytes);
        if (other != null) {
            throw new FileProblem("not UTF-8 JSON: the file is " + other + ADVICE);
        }
        int start = startsWith(bytes, 0xEF, 0xBB, 0xBF) ? 3 : 0;
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new FileProblem("not UTF-8 JSON: the file has a zero byte at offset " + i + " (a binary file?)");
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int at = in.position();
            throw new FileProblem(String.format(Locale.ROOT, "not UTF-8 JSON: the byte 0x%02X at offset %d is not"
                    + " UTF-8 (a binary file, or text in another encoding?)" + ADVICE, bytes[at] & 0xFF, at));
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    /** UTF-16 or UTF-32 by their byte order mark, or by the zero bytes of ASCII text in them. */
    private static String otherEncoding(byte[] b) {
        if (startsWith(b, 0x00, 0x00, 0xFE, 0xFF) || startsWith(b, 0xFF, 0xFE, 0x00, 0x00)) {
            return "UTF-32 text";
        }
        if (startsWith(b, 0xFE, 0xFF) || startsWith(b, 0xFF, 0xFE)) {
            return "UTF-16 text";
        }
        if (b.length >= 4 && b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0) {
            return "UTF-16 text (without a byte order mark)";
        }
        if (b.length >= 4 && b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0) {
            return "UTF-16 text (without a byte order mark)";
        }
        return null;
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
