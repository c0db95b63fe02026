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
    void without_presets_it_says_what_is_missing_and_exits_two_without_a_stack_trace() throws IOException {
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
    void a_name_that_would_forge_a_log_line_is_refused_at_the_start() {
        int status = run(BUNDLED, "--names", "Sam\n#1 Bruce: concede,Bruce");

        assertThat(status).isEqualTo(TextGame.CANNOT_START);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("Cannot start: the name of player 1 contains the"
                + " control character U+000A at position 4").doesNotContain("\n#1");
    }

    @Test
    void a_seed_that_is_not_a_number_is_named() {
        assertThat(run(BUNDLED, "forty-two")).isEqualTo(TextGame.CANNOT_START);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("Not understood: 'forty-two'. Usage: TextGame [seed] [--names First,Second]");
    }

    @Test
    void a_game_with_chosen_names_is_played_and_logged() {
        int status = run(BUNDLED, "7", "--names", "Zoë,Ben");

        assertThat(status).isEqualTo(TextGame.PLAYED);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Zoë").contains("Ben")
                .containsPattern("Game over after \\d+ turns\\.|Stopped at the turn limit\\.");
    }
}
