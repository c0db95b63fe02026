package dicemasters.persist;

import dicemasters.session.GameSession;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Every way a saved game can be broken gives a message naming the problem, never a crash. */
class BadSavedGameTest {
    @TempDir
    Path dir;
    private GameSession played;
    private List<String> lines;

    @BeforeEach
    void saveAGame() throws IOException {
        played = RandomGames.played(3);
        Path good = dir.resolve("good.json");
        SavedGames.save(played, good);
        lines = Files.readAllLines(good);
    }

    @Test
    void a_truncated_file_says_it_ends_too_early() throws IOException {
        String text = String.join("\n", lines);
        SavedGameException e = openFailing(text.substring(0, text.length() / 2));
        assertThat(e).hasMessageStartingWith("bad.json: the file ends too early (truncated?) at line");
    }

    @Test
    void invalid_json_names_the_line_and_column() throws IOException {
        List<String> broken = new ArrayList<>(lines);
        broken.set(2, "  \"version\" 1,");
        SavedGameException e = openFailing(String.join("\n", broken));
        assertThat(e).hasMessageStartingWith("bad.json: not valid JSON at line 3, column");
    }

    @Test
    void an_empty_file_says_so() throws IOException {
        assertThat(openFailing("")).hasMessage("bad.json: the file is empty");
    }

    @Test
    void a_json_file_that_is_not_a_saved_game_says_so() throws IOException {
        assertThat(openFailing("{\"id\": \"JUS003\", \"name\": \"Aquaman\"}"))
                .hasMessageContaining("not a saved game of this program");
    }

    @Test
    void an_unknown_version_is_named() throws IOException {
        SavedGameException e = openFailing(edit(line -> line.replace("\"version\": 2,", "\"version\": 99,")));
        assertThat(e).hasMessage("bad.json: unknown saved-game version 99 (this program reads versions 1 to 3;"
                + " the file comes from a newer program)");
    }

    @Test
    void asking_lone_targets_is_true_or_false() throws IOException {
        SavedGameException e = openFailing(edit(line -> line.replace("\"diceEachBasicAction\":",
                "\"loneTargetsAsked\":\"yes\",\"diceEachBasicAction\":")));
        assertThat(e).hasMessageContaining("field 'loneTargetsAsked' must be true or false");
    }

    @Test
    void a_missing_card_is_named() throws IOException {
        List<String> withoutAquaman = new ArrayList<>(lines);
        withoutAquaman.removeIf(line -> line.startsWith("    {\"id\":\"JUS003\""));
        SavedGameException e = openFailing(String.join("\n", withoutAquaman));
        assertThat(e).hasMessage("bad.json: setup, team 1, card 1: card 'JUS003' is missing from the file's"
                + " list of cards");
    }

    @Test
    void an_action_that_is_illegal_at_its_point_is_named_with_its_number() throws IOException {
        List<String> broken = new ArrayList<>(lines);
        int first = firstActionLine();
        String hash = lines.get(first).replaceAll(".*\"hash\":\"([^\"]+)\".*", "$1");
        broken.set(first, "    {\"turn\":1,\"type\":\"useActionDie\",\"die\":0,\"hash\":\"" + hash + "\"},");
        SavedGameException e = openFailing(String.join("\n", broken));
        assertThat(e.actionNumber()).isEqualTo(1);
        assertThat(e).hasMessageStartingWith("bad.json: action 1 {\"type\":\"useActionDie\",\"die\":0} is not legal"
                + " at that point (turn 1, Roll and Reroll,");
    }

    @Test
    void a_hash_that_does_not_match_names_the_action_and_what_differs() throws IOException {
        List<String> broken = new ArrayList<>(lines);
        int fifth = firstActionLine() + 4;
        String line = broken.get(fifth);
        String hash = line.replaceAll(".*\"hash\":\"([^\"]+)\".*", "$1");
        String[] parts = hash.split("\\.");
        parts[1] = parts[1].equals("000000") ? "111111" : "000000";
        broken.set(fifth, line.replace(hash, String.join(".", parts)));
        SavedGameException e = openFailing(String.join("\n", broken));
        assertThat(e.actionNumber()).isEqualTo(5);
        assertThat(e).hasMessageStartingWith("bad.json: after action 5 ")
                .hasMessageContaining("the state differs from the recorded one in dice (recorded");
    }

    @Test
    void a_huge_file_is_refused_before_it_is_read() throws IOException {
        Path huge = dir.resolve("huge.json");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(SavedGames.MAX_FILE_BYTES + 1);
        }
        SavedGameException e = catchThrowableOfType(SavedGameException.class, () -> SavedGames.open(huge));
        assertThat(e).hasMessage("huge.json: the file is too big for a saved game (8388609 bytes;"
                + " the limit is 8388608 bytes, 8 MB)");
    }

    @Test
    void a_file_cannot_name_a_java_class_for_an_action() throws IOException {
        int first = firstActionLine();
        List<String> broken = new ArrayList<>(lines);
        broken.set(first, broken.get(first).replace("\"type\":\"reroll\"", "\"type\":\"java.lang.ProcessBuilder\""));
        SavedGameException e = openFailing(String.join("\n", broken));
        assertThat(e.actionNumber()).isEqualTo(1);
        assertThat(e).hasMessageStartingWith("bad.json: action 1: unknown action type 'java.lang.ProcessBuilder'"
                + " (known types: reroll, purchase,");
    }

    @Test
    void an_unexpected_field_is_rejected_rather_than_ignored() throws IOException {
        int first = firstActionLine();
        List<String> broken = new ArrayList<>(lines);
        broken.set(first, broken.get(first).replace("{\"turn\":1,", "{\"@class\":\"java.net.URL\",\"turn\":1,"));
        SavedGameException e = openFailing(String.join("\n", broken));
        assertThat(e).hasMessage("bad.json: action 1: unknown field '@class'");
    }

    @Test
    void a_team_asking_for_millions_of_dice_is_refused_before_the_game_is_built() throws IOException {
        SavedGameException e = openFailing(edit(line -> line.replaceFirst("\"dice\":2}", "\"dice\":2000000000}")));
        assertThat(e).hasMessage("bad.json: setup, team 1, card 1: field 'dice' must be between 1 and 20");
    }

    @Test
    void a_broken_card_names_the_card_and_the_field() throws IOException {
        SavedGameException e = openFailing(edit(line -> line.startsWith("    {\"id\":\"JUS003\"")
                ? line.replace("\"levels\":[{\"fieldCost\":0,", "\"levels\":[{\"fieldCost\":-4,") : line));
        assertThat(e).hasMessage("bad.json: card 1, card JUS003, field levels[0].fieldCost: must be between 0"
                + " and 20, not -4");
    }

    @Test
    void a_missing_file_is_named() {
        SavedGameException e = catchThrowableOfType(SavedGameException.class,
                () -> SavedGames.open(dir.resolve("nowhere.json")));
        assertThat(e).hasMessage("nowhere.json: no such file");
    }

    @Test
    void a_failed_open_leaves_the_game_in_progress_as_it_was() throws IOException {
        String hashBefore = StateHash.of(played.current());
        int actionsBefore = played.actions().size();

        openFailing(String.join("\n", lines).substring(0, 100));

        assertThat(played.actions()).hasSize(actionsBefore);
        assertThat(StateHash.of(played.current())).isEqualTo(hashBefore);
    }

    private int firstActionLine() {
        return lines.indexOf("  \"actions\": [") + 1;
    }

    private String edit(UnaryOperator<String> change) {
        List<String> edited = new ArrayList<>();
        lines.forEach(line -> edited.add(change.apply(line)));
        return String.join("\n", edited);
    }

    private SavedGameException openFailing(String text) throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, text);
        SavedGameException e = catchThrowableOfType(SavedGameException.class, () -> SavedGames.open(bad));
        assertThat(e).as("opening a broken file fails with a SavedGameException").isNotNull();
        return e;
    }
}
