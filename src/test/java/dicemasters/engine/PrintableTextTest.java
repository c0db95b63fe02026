package dicemasters.engine;

import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.GameSetup;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Names are checked where they enter and escaped wherever printed, so none can forge a line. */
class PrintableTextTest {

    @Test
    void names_of_letters_digits_punctuation_and_symbols_in_any_script_are_accepted() {
        for (String name : List.of("Sam", "Bruce Wayne", "Zoë", "李小龙", "O'Brien-Smith #2", "Ünal ★")) {
            assertThat(GameSetup.nameProblem(name)).as(name).isNull();
        }
    }

    @Test
    void a_name_that_could_forge_a_log_line_or_rewrite_the_terminal_is_refused_with_the_reason() {
        assertThat(GameSetup.nameProblem("Sam\n#1 Bruce: concede"))
                .isEqualTo("contains the control character U+000A at position 4 (only letters, digits, spaces,"
                        + " punctuation and symbols)");
        assertThat(GameSetup.nameProblem("Sam\u001b[2J")).contains("control character U+001B at position 4");
        assertThat(GameSetup.nameProblem("Sam\u202Eecurb")).contains("invisible formatting character U+202E");
        assertThat(GameSetup.nameProblem("")).isEqualTo("is empty");
        assertThat(GameSetup.nameProblem(" Sam")).isEqualTo("starts or ends with a space");
        assertThat(GameSetup.nameProblem("x".repeat(7_000_000))).isEqualTo("is 7000000 characters long; at most 40");
    }

    @Test
    void the_engine_refuses_a_setup_with_such_a_name_or_an_absurd_count() {
        assertThatThrownBy(() -> new GameSetup.Team("A\nB", List.of()))
                .hasMessageStartingWith("the player's name contains the control character U+000A");
        GameSetup.Team ann = new GameSetup.Team("Ann", List.of());
        assertThatThrownBy(() -> new GameSetup("Demo", 0, List.of(ann, ann), List.of(), 3, 0))
                .hasMessage("the starting life must be 1 to 100");
        assertThatThrownBy(() -> new GameSetup("Demo", -5, List.of(ann, ann), List.of(), 3, 0))
                .hasMessage("the starting life must be 1 to 100");
        assertThatThrownBy(() -> new GameSetup.TeamCard(null, 2_000_000_000))
                .hasMessage("0 to 20 dice for a card");
    }

    @Test
    void escaping_shows_what_was_there_on_one_line_and_twice_changes_nothing_more() {
        String forged = "Sam\n#1 Bruce: concede\u001b[31m\u202E";
        String escaped = PrintableText.escape(forged);
        assertThat(escaped).isEqualTo("Sam\\u000A#1 Bruce: concede\\u001B[31m\\u202E");
        assertThat(PrintableText.escape(escaped)).isEqualTo(escaped);
        assertThat(PrintableText.escape("plain text")).isSameAs("plain text");
    }

    @Test
    void an_excerpt_of_a_long_text_is_cut_short() {
        assertThat(PrintableText.excerpt("y".repeat(1000))).isEqualTo("y".repeat(60) + "… (1000 characters)");
    }
}
