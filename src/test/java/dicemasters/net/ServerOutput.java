package dicemasters.net;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** What the server tests read from a headless server's output, and how long they wait for it. */
final class ServerOutput {
    private ServerOutput() {
    }

    /** Every first group the pattern finds in the lines, in order. */
    static List<String> all(Pattern pattern, List<String> lines) {
        List<String> found = new ArrayList<>();
        for (String line : lines) {
            Matcher m = pattern.matcher(line);
            while (m.find()) {
                found.add(m.group(1));
            }
        }
        return found;
    }

    /** Waits until the condition holds; a minute in vain fails the test. */
    static void waitFor(BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + 60_000_000_000L;
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited a minute in vain").isLessThan(end);
            Thread.sleep(10);
        }
    }
}
