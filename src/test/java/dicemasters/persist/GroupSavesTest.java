package dicemasters.persist;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Saves committed in groups: many writers at once, each back only once its own file holds what it
 * saved; a save that cannot be made fails alone, in words, and leaves no part of a file behind.
 */
@Timeout(60)
class GroupSavesTest {
    @TempDir
    Path folder;

    @Test
    void many_games_saving_at_once_each_find_their_own_file_whole_when_their_save_returns() throws Exception {
        ExecutorService games = Executors.newFixedThreadPool(16);
        try (GroupSaves saves = new GroupSaves()) {
            List<Future<?>> done = new ArrayList<>();
            for (int g = 0; g < 16; g++) {
                Path file = folder.resolve("game-" + g + ".json");
                done.add(games.submit(() -> {
                    for (int move = 1; move <= 40; move++) {
                        String text = "{\"moves\":" + move + "}";
                        saves.save(file, text);
                        assertThat(Files.readString(file)).isEqualTo(text);
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            games.shutdownNow();
        }
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(f -> f.getFileName().toString())).hasSize(16).noneMatch(n -> n.endsWith(".part"));
        }
    }

    @Test
    void a_save_that_cannot_be_made_fails_alone_and_the_others_go_on() throws Exception {
        Path blocked = folder.resolve("a-folder-in-the-way");
        Files.createDirectories(blocked.resolve("not-empty"));
        try (GroupSaves saves = new GroupSaves()) {
            assertThatThrownBy(() -> saves.save(blocked, "{}")).isInstanceOf(IOException.class);
            saves.save(folder.resolve("fine.json"), "{\"ok\":true}");
        }
        assertThat(Files.readString(folder.resolve("fine.json"))).isEqualTo("{\"ok\":true}");
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(f -> f.getFileName().toString())).noneMatch(n -> n.endsWith(".part"));
        }
    }
}
