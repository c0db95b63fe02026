package dicemasters.style;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/TESTING.md: every test is named as a sentence in snake_case, so a failing test reads like the rule. */
class TestNamingStyleTest {
    private static final Pattern TEST_METHOD = Pattern.compile(
            "@(?:Test|ParameterizedTest|RepeatedTest|TestFactory)\\b[^\\n]*\\n(?:\\s*@[^\\n]*\\n)*"
                    + "\\s*(?:public |protected |static )*void\\s+([A-Za-z0-9_]+)\\s*\\(");
    private static final Pattern SNAKE_CASE = Pattern.compile("[a-z0-9]+(_[a-z0-9]+)*");

    @Test
    void every_test_method_is_named_in_snake_case() throws IOException {
        List<String> wrong = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/test/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                Matcher m = TEST_METHOD.matcher(Files.readString(file));
                while (m.find()) {
                    if (!SNAKE_CASE.matcher(m.group(1)).matches()) {
                        wrong.add(file.getFileName() + ": " + m.group(1));
                    }
                }
            }
        }
        assertThat(wrong).as("test methods not in snake_case").isEmpty();
    }
}
