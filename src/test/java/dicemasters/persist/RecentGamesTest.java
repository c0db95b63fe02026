package dicemasters.persist;

import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** The games that left the table: the last ten are kept, newest first, and a damaged one is listed as damaged. */
class RecentGamesTest {
    private static final long NOV_29_2026 = Instant.parse("2026-11-29T06:00:00Z").toEpochMilli();

    @TempDir
    Path dir;

    private final AtomicLong now = new AtomicLong(NOV_29_2026);
    private final Clock clock = new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(now.get());
        }
    };

    @Test
    void a_replaced_game_is_kept_with_its_date_players_and_turn() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME), clock);
        GameSession game = RandomGames.playedUntil(8, s -> s.actions().size() == 25);
        autosave.save(game);

        autosave.keepAsRecent();

        assertThat(autosave.file()).doesNotExist();
        List<RecentGames.Entry> kept = autosave.recent().list();
        assertThat(kept).hasSize(1);
        RecentGames.Entry entry = kept.get(0);
        assertThat(entry.damaged()).isFalse();
        assertThat(entry.kept()).isEqualTo(Instant.ofEpochMilli(NOV_29_2026));
        assertThat(entry.players()).isEqualTo(game.current().player(0).name() + " vs "
                + game.current().player(1).name());
        assertThat(entry.turn()).isEqualTo(game.stateAfter(24).turn());
        assertThat(SavedGames.open(entry.file()).actions()).isEqualTo(game.actions());
    }

    @Test
    void only_the_ten_newest_games_are_kept_newest_first() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME), clock);
        for (int game = 1; game <= 13; game++) {
            autosave.save(RandomGames.playedUntil(game, s -> s.actions().size() == 3));
            autosave.keepAsRecent();
            now.addAndGet(60_000);
        }

        List<RecentGames.Entry> kept = autosave.recent().list();

        assertThat(kept).hasSize(RecentGames.KEPT);
        assertThat(kept.get(0).kept()).isEqualTo(Instant.ofEpochMilli(NOV_29_2026 + 12 * 60_000));
        assertThat(kept.get(9).kept()).isEqualTo(Instant.ofEpochMilli(NOV_29_2026 + 3 * 60_000));
        assertThat(kept).extracting(RecentGames.Entry::kept).isSortedAccordingTo((a, b) -> b.compareTo(a));
        try (var files = Files.list(autosave.recent().folder())) {
            assertThat(files.count()).as("the older files are deleted").isEqualTo(RecentGames.KEPT);
        }
    }

    @Test
    void two_games_kept_in_the_same_millisecond_are_both_kept() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME), clock);
        autosave.save(RandomGames.playedUntil(1, s -> s.actions().size() == 3));
        autosave.keepAsRecent();
        autosave.save(RandomGames.playedUntil(2, s -> s.actions().size() == 3));
        autosave.keepAsRecent();

        assertThat(autosave.recent().list()).hasSize(2);
    }

    @Test
    void a_damaged_file_is_listed_as_damaged_and_others_are_left_alone() throws Exception {
        RecentGames recent = new RecentGames(dir.resolve("recent"), clock);
        Files.createDirectories(recent.folder());
        Files.writeString(recent.folder().resolve("game-" + NOV_29_2026 + ".json"), "{\"format\": ");
        Files.writeString(recent.folder().resolve("notes.txt"), "mine");
        Files.writeString(recent.folder().resolve("game-yesterday.json"), "{}");
        Path autosave = dir.resolve(Autosave.FILE_NAME);
        SavedGames.save(RandomGames.playedUntil(3, s -> s.actions().size() == 3), autosave);
        now.addAndGet(1000);
        recent.keep(autosave);

        List<RecentGames.Entry> kept = recent.list();

        assertThat(kept).hasSize(2);
        assertThat(kept.get(0).damaged()).isFalse();
        assertThat(kept.get(1).damaged()).isTrue();
        assertThat(kept.get(1).problem()).isNotBlank();
        assertThat(recent.folder().resolve("notes.txt")).exists();
        assertThat(recent.folder().resolve("game-yesterday.json")).exists();
    }

    @Test
    void no_folder_yet_lists_no_games() {
        assertThat(new RecentGames(dir.resolve("never-made"), clock).list()).isEmpty();
    }

    @Test
    void keeping_without_an_autosave_does_nothing() throws Exception {
        Autosave autosave = new Autosave(dir.resolve(Autosave.FILE_NAME), clock);

        autosave.keepAsRecent();

        assertThat(autosave.recent().list()).isEmpty();
    }
}
