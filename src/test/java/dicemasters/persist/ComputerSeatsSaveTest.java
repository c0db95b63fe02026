package dicemasters.persist;

import dicemasters.ai.Strength;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.setup.GameSetup;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** A saved game says who played each seat, so that a game against the computer opens against it again. */
class ComputerSeatsSaveTest {
    @TempDir
    Path dir;
    private final GameSession played = RandomGames.played(3);

    @Test
    void a_game_against_the_computer_names_who_played_each_seat_and_opens_with_them() throws IOException,
            SavedGameException {
        Path file = dir.resolve("against-normal.json");
        SavedGames.save(SavedGame.of(played).withComputerSeats(Map.of(1, Strength.NORMAL)), file);

        assertThat(withoutSpaces(file)).contains("\"seats\":[\"person\",\"normal\"]");
        SavedGames.Opened opened = SavedGames.openGame(file);
        assertThat(opened.computerSeats()).isEqualTo(Map.of(1, Strength.NORMAL));
        assertThat(opened.session().actions()).isEqualTo(played.actions());
    }

    @Test
    void a_game_of_people_writes_no_seats_and_opens_with_people() throws IOException, SavedGameException {
        Path file = dir.resolve("hot-seat.json");
        SavedGames.save(played, file);

        assertThat(Files.readString(file)).doesNotContain("\"seats\"");
        assertThat(SavedGames.openGame(file).computerSeats()).isEmpty();
    }

    @Test
    void a_doubles_game_names_all_four_seats() throws IOException, SavedGameException {
        GameSession doubles = RandomGames.playedUntil(DemoTeams.tmntDoubles(GameSetup.RANDOM_FIRST), 5,
                s -> s.current().turn() >= 3);
        Path file = dir.resolve("doubles.json");
        SavedGames.save(SavedGame.of(doubles).withComputerSeats(Map.of(1, Strength.EASY, 3, Strength.HARD)), file);

        assertThat(withoutSpaces(file)).contains("\"seats\":[\"person\",\"easy\",\"person\",\"hard\"]");
        assertThat(SavedGames.openGame(file).computerSeats()).isEqualTo(Map.of(1, Strength.EASY, 3, Strength.HARD));
    }

    @Test
    void the_autosave_keeps_the_computer_at_its_seat_for_the_next_run() throws IOException, SavedGameException {
        GameSession unfinished = RandomGames.playedUntil(4, s -> s.current().turn() >= 3);
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME));
        autosave.write(autosave.snapshot(unfinished, Map.of(0, Strength.HARD)));

        SavedGames.Opened resumed = autosave.unfinished().orElseThrow();
        assertThat(resumed.computerSeats()).isEqualTo(Map.of(0, Strength.HARD));
        assertThat(resumed.session().actions()).isEqualTo(unfinished.actions());
    }

    @Test
    void seats_that_do_not_match_the_players_are_refused() throws IOException {
        assertThat(openWithSeats("[\"normal\"]")).hasMessage(
                "bad.json: field 'seats' must name who plays each of the 2 seats, not 1");
        assertThat(openWithSeats("[\"person\",\"normal\",\"easy\"]"))
                .hasMessageContaining("field 'seats' lists 3 items; at most 2");
    }

    @Test
    void a_seat_that_is_neither_a_person_nor_a_strength_is_refused() throws IOException {
        assertThat(openWithSeats("[\"person\",\"expert\"]")).hasMessage(
                "bad.json: field 'seats': seat 2 must be one of [person, easy, normal, hard], not \"expert\"");
        assertThat(openWithSeats("[1,\"normal\"]")).hasMessageContaining("seat 1 must be one of");
        assertThat(openWithSeats("\"normal\"")).hasMessage("bad.json: field 'seats' must be a list");
    }

    @Test
    void seats_given_twice_are_refused() throws IOException {
        assertThat(openWithSeats("[\"person\",\"normal\"],\n  \"seats\": [\"person\",\"easy\"]"))
                .hasMessageContaining("seats");
    }

    private static String withoutSpaces(Path file) throws IOException {
        return Files.readString(file).replaceAll("\\s", "");
    }

    private SavedGameException openWithSeats(String seats) throws IOException {
        Path good = dir.resolve("good.json");
        SavedGames.save(played, good);
        String text = Files.readString(good).replace("  \"actions\": [", "  \"seats\": " + seats + ",\n  \"actions\": [");
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, text);
        SavedGameException e = catchThrowableOfType(SavedGameException.class, () -> SavedGames.openGame(bad));
        assertThat(e).as("opening the file fails with a SavedGameException").isNotNull();
        return e;
    }
}
