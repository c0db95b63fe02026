package dicemasters.files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The one strict way files are read: what is refused, and that nothing hangs or fills the memory. */
class JsonFilesTest {
    private static final JsonFiles.Limits SMALL = new JsonFiles.Limits("test file", 1000, 100);

    @TempDir
    Path dir;

    private static String problem(String text) {
        return problem(text.getBytes(StandardCharsets.UTF_8));
    }

    private static String problem(byte[] bytes) {
        try {
            JsonFiles.parse(bytes, SMALL);
            return null;
        } catch (FileProblem e) {
            return e.getMessage();
        }
    }

    @Test
    void a_key_twice_is_refused_naming_the_key_and_where() {
        assertThat(problem("{\"seed\": 1,\n \"seed\": 2}"))
                .isEqualTo("the key \"seed\" appears twice in one object at line 2, column 8 (a key may be given once)");
    }

    @Test
    void text_after_the_value_is_refused() {
        assertThat(problem("{\"a\": 1} {\"a\": 2}")).startsWith("there is more text after the end of the JSON value");
        assertThat(problem("{\"a\": 1}\ngarbage"))
                .isEqualTo("there is more text after the end of the JSON value at line 2, column 8");
    }

    @Test
    void utf16_and_binary_files_are_named_for_what_they_are() {
        assertThat(problem("{\"a\": 1}".getBytes(StandardCharsets.UTF_16LE)))
                .isEqualTo("not UTF-8 JSON: the file is UTF-16 text (without a byte order mark); save it as UTF-8 JSON");
        assertThat(problem("{\"a\": 1}".getBytes(StandardCharsets.UTF_16)))
                .isEqualTo("not UTF-8 JSON: the file is UTF-16 text; save it as UTF-8 JSON");
        assertThat(problem(new byte[]{'{', '"', 'a', '"', ':', '"', (byte) 0xE9, '"', '}'}))
                .isEqualTo("not UTF-8 JSON: the byte 0xE9 at offset 6 is not UTF-8 (a binary file, or text in another"
                        + " encoding?); save it as UTF-8 JSON");
        assertThat(problem(new byte[]{'{', 0, 0, 1, '}'})).startsWith("not UTF-8 JSON: the file has a zero byte");
    }

    @Test
    void a_utf8_byte_order_mark_is_allowed() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', '}'};
        assertThat(problem(bom)).isNull();
    }

    @Test
    void limits_on_strings_numbers_nesting_and_values_are_named() {
        try {
            JsonFiles.parse(("{\"a\": \"" + "x".repeat(20_001) + "\"}").getBytes(StandardCharsets.UTF_8),
                    JsonFiles.Limits.SAVED_GAME);
        } catch (FileProblem e) {
            assertThat(e).hasMessageEndingWith("a text is longer than 20000 characters");
        }
        assertThat(problem("{\"a\": " + "9".repeat(31) + "}")).endsWith("a number has more than 30 digits");
        assertThat(problem("[".repeat(70) + "]".repeat(70))).endsWith("lists and objects are nested more than 64 deep");
        assertThat(problem("[" + "0,".repeat(200) + "0]")).endsWith("it holds more than 100 values, far more than any real test file");
    }

    @Test
    void a_file_bigger_than_the_limit_is_refused_before_it_is_read() throws IOException {
        Path big = dir.resolve("big.json");
        Files.write(big, new byte[1001]);
        assertThatThrownBy(() -> JsonFiles.read(big, SMALL)).isInstanceOf(FileProblem.class)
                .hasMessage("the file is too big for a test file (1001 bytes; the limit is 1000 bytes)");
    }

    @Test
    void a_folder_a_missing_file_and_a_device_are_refused() {
        assertThatThrownBy(() -> JsonFiles.read(dir, SMALL)).hasMessage("is a folder, not a file");
        assertThatThrownBy(() -> JsonFiles.read(dir.resolve("none.json"), SMALL)).hasMessage("no such file");
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThatThrownBy(() -> JsonFiles.read(zero, SMALL))
                .hasMessageStartingWith("is not an ordinary file (a device, a named pipe or a socket)"));
    }

    @Test
    void a_named_pipe_is_refused_without_waiting_for_a_writer() throws Exception {
        Path pipe = dir.resolve("pipe.json");
        assumeTrue(new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor() == 0, "mkfifo is available");
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThatThrownBy(() -> JsonFiles.read(pipe, SMALL))
                .hasMessageStartingWith("is not an ordinary file"));
    }
}
