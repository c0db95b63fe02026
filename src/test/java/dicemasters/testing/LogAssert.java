package dicemasters.testing;

import org.assertj.core.api.AbstractAssert;

import java.util.List;

/** The game log since the position was set up: the text of each event, in order. */
public final class LogAssert extends AbstractAssert<LogAssert, List<String>> {

    LogAssert(List<String> lines) {
        super(lines, LogAssert.class);
    }

    /** Some line is exactly this. */
    public LogAssert says(String line) {
        if (!actual.contains(line)) {
            failWithMessage("Expected the log to say%n  <%s>%nbut it says:%n  %s", line, String.join("\n  ", actual));
        }
        return this;
    }

    /** These lines appear in this order (with others between them, perhaps). */
    public LogAssert saysInOrder(String... lines) {
        int at = 0;
        for (String line : actual) {
            if (at < lines.length && line.equals(lines[at])) {
                at++;
            }
        }
        if (at < lines.length) {
            failWithMessage("Expected the log to say, in this order,%n  %s%nbut no <%s> follows%s; it says:%n  %s",
                    String.join("\n  ", lines), lines[at], at == 0 ? "" : " <" + lines[at - 1] + ">",
                    String.join("\n  ", actual));
        }
        return this;
    }

    public LogAssert doesNotSay(String line) {
        if (actual.contains(line)) {
            failWithMessage("Expected the log not to say <%s> but it does", line);
        }
        return this;
    }

    /** Some line contains this text. */
    public LogAssert mentions(String text) {
        if (actual.stream().noneMatch(l -> l.contains(text))) {
            failWithMessage("Expected a line of the log to mention <%s>; it says:%n  %s", text,
                    String.join("\n  ", actual));
        }
        return this;
    }
}
