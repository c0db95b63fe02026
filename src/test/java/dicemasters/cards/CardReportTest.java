package dicemasters.cards;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/CARDS.md is generated from the card files and must match them. */
class CardReportTest {
    @Test
    void the_card_report_is_up_to_date() throws IOException {
        String expected = CardReport.render(CardLibrary.loadDirectory(Path.of("cards")));
        assertThat(Files.exists(CardReport.FILE)).as("docs/CARDS.md exists").isTrue();
        assertThat(Files.readString(CardReport.FILE))
                .as("docs/CARDS.md is out of date: run java -cp target/classes:<deps> dicemasters.cards.CardReport")
                .isEqualTo(expected);
    }

    @Test
    void the_report_lists_every_card_and_why_a_card_is_not_implemented() {
        CardLibrary library = CardLibrary.loadBundled();
        String report = CardReport.render(library);
        library.cards().forEach(c -> assertThat(report).contains("| " + c.id() + " |"));
        library.cards().stream().filter(c -> !library.isImplemented(c.id())).forEach(c -> assertThat(report)
                .contains("| " + c.id() + " | ").contains("not implemented: " + library.support(c.id()).note()));
        assertThat(report).contains("| WWE052 | Chair Smash | Basic Action | 4 | implemented |");
        assertThat(report).contains("| HHS043 | Tiger Claw: Lost Humanity | Character | 7 | implemented |");
    }
}
