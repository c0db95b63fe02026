package dicemasters.puzzle;

import dicemasters.cards.CardLibrary;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Puzzle files are read as strictly as positions: every mistake is an error naming the file, the line and the field. */
class PuzzleReaderTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final String GOOD = read("overcrush-through-a-blocker");

    private static String read(String id) {
        try {
            return Files.readString(Path.of("src/main/resources/puzzles/" + id + ".json"));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static Puzzle parse(String text) throws PuzzleException {
        return PuzzleReader.parse(text.getBytes(StandardCharsets.UTF_8), "my-puzzle.json", LIBRARY::byId);
    }

    private static void refused(String text, String... words) {
        assertThatThrownBy(() -> parse(text)).isInstanceOf(PuzzleException.class).message()
                .startsWith("my-puzzle.json").contains(words);
    }

    @Test
    void a_good_file_gives_the_puzzle_its_position_goal_script_and_lines() throws PuzzleException {
        Puzzle p = parse(GOOD);
        assertThat(p.id()).isEqualTo("my-puzzle");
        assertThat(p.title()).isEqualTo("Crush through a blocker");
        assertThat(p.skill()).isEqualTo("Overcrush");
        assertThat(p.box()).isEqualTo("TMNT");
        assertThat(p.you()).isZero();
        assertThat(p.goal()).isEqualTo(new Goal.Win());
        assertThat(p.opponent().moves()).containsExactly("block Triceraton with Foot Ninja", "block Sidekick with Foot Ninja");
        assertThat(p.solution()).containsExactly("pass", "attack with Sidekick and Triceraton", "pass");
        assertThat(p.wrong()).hasSize(2);
        assertThat(p.position().setup().teams().get(1).playerName()).isEqualTo("Karai");
    }

    @Test
    void an_unknown_field_in_the_puzzle_part_is_named_with_its_line() {
        refused(GOOD.replace("\"difficulty\": 1,", "\"difficulty\": 1,\n    \"dificulty\": 2,"),
                "line 35", "puzzle.dificulty: unknown field");
    }

    @Test
    void a_field_given_twice_is_refused() {
        refused(GOOD.replace("\"difficulty\": 1,", "\"difficulty\": 1,\n    \"difficulty\": 2,"), "difficulty");
    }

    @Test
    void a_missing_field_is_named() {
        refused(GOOD.replace("\"hint\": \"Triceraton has Overcrush: let Karai block it.\",", ""),
                "puzzle", "field 'hint' is missing");
    }

    @Test
    void a_goal_of_an_unknown_kind_or_out_of_range_is_refused() {
        refused(GOOD.replace("{\"kind\": \"win\"}", "{\"kind\": \"checkmate\"}"), "puzzle.goal.kind", "checkmate",
                "knockOut");
        refused(GOOD.replace("{\"kind\": \"win\"}", "{\"kind\": \"damage\", \"amount\": 1000}"), "puzzle.goal.amount",
                "from 1 to 100");
        refused(GOOD.replace("{\"kind\": \"win\"}", "{\"kind\": \"win\", \"amount\": 3}"), "puzzle.goal.amount",
                "unknown field");
    }

    @Test
    void a_goal_naming_a_card_not_in_the_game_is_refused() {
        refused(GOOD.replace("{\"kind\": \"win\"}", "{\"kind\": \"knockOut\", \"cards\": [\"HHS048\"]}"),
                "puzzle.goal.cards[1]", "not a card of the opponent's team");
        refused(GOOD.replace("{\"kind\": \"win\"}", "{\"kind\": \"buy\", \"card\": \"JUS061\"}"), "puzzle.goal.card",
                "neither a card of your team");
    }

    @Test
    void a_value_of_the_wrong_shape_is_refused() {
        refused(GOOD.replace("\"difficulty\": 1,", "\"difficulty\": \"easy\","), "puzzle.difficulty",
                "whole number from 1 to 3");
        refused(GOOD.replace("\"you\": 1,", "\"you\": 3,"), "puzzle.you");
        refused(GOOD.replace("\"box\": \"TMNT\",", "\"box\": \"Avengers\","), "puzzle.box", "Avengers");
        refused(GOOD.replace("\"solution\": [", "\"solution\": 7, \"x\": ["), "puzzle.solution", "must be a list");
    }

    @Test
    void absurd_sizes_are_refused() {
        refused(GOOD.replace("Crush through a blocker", "x".repeat(500)), "puzzle.title", "1 to 80 characters");
        String many = "\"pass\", ".repeat(60);
        refused(GOOD.replace("\"solution\": [", "\"solution\": [" + many), "puzzle.solution", "from 1 to 40 moves");
        byte[] huge = ("{\"a\": \"" + "x".repeat(300 * 1024) + "\"}").getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> PuzzleReader.parse(huge, "my-puzzle.json", LIBRARY::byId))
                .isInstanceOf(PuzzleException.class).hasMessageStartingWith("my-puzzle.json");
    }

    @Test
    void a_puzzle_needs_a_wrong_line_and_a_puzzle_part() {
        refused(GOOD.replaceAll("(?s)\"wrong\": \\[.*?\n    \\]", "\"wrong\": []"), "puzzle.wrong",
                "from 1 to 10 wrong lines");
        refused(GOOD.replaceAll("(?s),\\s*\"puzzle\": \\{.*\\}\\s*\\}\\s*$", "}"), "not a puzzle");
    }

    @Test
    void the_position_part_is_checked_as_a_position_file_is() {
        refused(GOOD.replace("\"life\": 6,", "\"life\": 6, \"lives\": 2,"), "players[1].lives: unknown field");
        refused(GOOD.replace("\"HHS048#1\"", "\"HHS999#1\""), "players[1].dice[1].die", "HHS999");
    }

    @Test
    void a_test_part_or_a_bad_file_name_is_refused() {
        refused(GOOD.replace("\"turn\": 7,", "\"turn\": 7, \"test\": {\"about\": \"x\", \"moves\": [], \"expect\": {}},"),
                "test", "a puzzle has no test part");
        assertThatThrownBy(() -> PuzzleReader.parse(GOOD.getBytes(StandardCharsets.UTF_8), "My Puzzle!.json",
                LIBRARY::byId)).isInstanceOf(PuzzleException.class).hasMessageContaining("small letters");
    }
}
