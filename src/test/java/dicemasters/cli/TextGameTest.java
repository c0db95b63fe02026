package dicemasters.cli;

import dicemasters.cards.CardLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The text game starts with clear words or exits with its documented code and the reason. */
class TextGameTest {
    private static final CardLibrary BUNDLED = CardLibrary.loadBundled();
    @TempDir
    Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(CardLibrary library, String... args) {
        return TextGame.run(args, library, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void withoutPresetsItSaysWhatIsMissingAndExitsTwoWithoutAStackTrace() throws IOException {
        Path cards = Files.createDirectory(dir.resolve("cards"));
        Files.copy(Path.of("cards", "JUS.json"), cards.resolve("JUS.json"));

        int status = run(CardLibrary.loadCardFolder(cards), "42");

        assertThat(status).isEqualTo(TextGame.CANNOT_START);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("Cannot start: the DC Justice demo teams (preset 'jus-demo' of cards/presets.json) did not"
                        + " load from the card files.")
                .contains("presets.json: missing from the card folder")
                .contains("Reinstall the program").doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void aNameThatWouldForgeALogLineIsRefusedAtTheStart() {
        int status = run(BUNDLED, "--names", "Sam\n#1 Bruce: concede,Bruce");

        assertThat(status).isEqualTo(TextGame.CANNOT_START);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("Cannot start: the name of player 1 contains the"
                + " control character U+000A at position 4").doesNotContain("\n#1");
    }

    @Test
    void aSeedThatIsNotANumberIsNamed() {
        assertThat(run(BUNDLED, "forty-two")).isEqualTo(TextGame.CANNOT_START);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("Not understood: 'forty-two'. Usage: TextGame [seed] [--names First,Second]");
    }

    @Test
    void aGameWithChosenNamesIsPlayedAndLogged() {
        int status = run(BUNDLED, "7", "--names", "Zoë,Ben");

        assertThat(status).isEqualTo(TextGame.PLAYED);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Zoë").contains("Ben")
                .containsPattern("Game over after \\d+ turns\\.|Stopped at the turn limit\\.");
    }
}
