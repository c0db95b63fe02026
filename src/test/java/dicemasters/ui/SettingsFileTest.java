package dicemasters.ui;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The settings file: remembered as written, read strictly, each problem named with its line and setting. */
class SettingsFileTest {
    @TempDir
    Path folder;

    private SettingsFile file() {
        return new SettingsFile(folder.resolve("settings.txt"));
    }

    private Settings read(String text) throws Exception {
        Files.writeString(folder.resolve("settings.txt"), text);
        return file().read();
    }

    @Test
    void without_a_file_the_defaults_are_used_auto_pass_on() throws Exception {
        assertThat(file().read()).isEqualTo(Settings.DEFAULTS);
        assertThat(Settings.DEFAULTS.autoPass()).isTrue();
    }

    @Test
    void every_setting_and_the_window_are_read_back_as_written() throws Exception {
        Settings chosen = Settings.DEFAULTS.withAutoPass(false).withStopOnlyToAct(1, true).withStopOnlyToAct(3, true)
                .withRollAnimation(false)
                .withMovePace(1500).withZoom(150).withCoachOpen(true)
                .withWindow(new Settings.WindowPlace(20, 30, 1600, 900, false, true));
        file().write(chosen);

        assertThat(file().read()).isEqualTo(chosen);
    }

    @Test
    void an_unknown_or_repeated_setting_is_refused_with_its_line() {
        assertThatThrownBy(() -> read("zoom-percent = 120\ncolour = blue\n"))
                .hasMessageEndingWith("settings.txt, line 2: unknown setting 'colour'.");
        assertThatThrownBy(() -> read("zoom-percent = 120\n# a comment\nzoom-percent = 130\n"))
                .hasMessageEndingWith("line 3: 'zoom-percent' is set twice (first on line 1).");
    }

    @Test
    void a_value_of_the_wrong_kind_or_out_of_range_is_refused() {
        assertThatThrownBy(() -> read("auto-pass = yes\n"))
                .hasMessageEndingWith("line 1: auto-pass must be true or false, not 'yes'.");
        assertThatThrownBy(() -> read("zoom-percent = 9000\n"))
                .hasMessageEndingWith("line 1: zoom-percent must be between 50 and 300, not 9000.");
        assertThatThrownBy(() -> read("move-pace-ms = fast\n"))
                .hasMessageEndingWith("line 1: move-pace-ms must be a whole number, not 'fast'.");
        assertThatThrownBy(() -> read("just words\n")).hasMessageEndingWith("line 1: 'just words' is not 'name = value'.");
    }

    @Test
    void a_window_half_described_or_an_absurd_file_is_refused() {
        assertThatThrownBy(() -> read("window-x = 3\nwindow-y = 4\n")).hasMessageContaining(
                "line 1: the window's place needs also window-width, window-height, window-maximized, window-full-screen");
        assertThatThrownBy(() -> read("# " + "x".repeat(20_000))).hasMessageContaining("a settings file is at most");
    }

    @Test
    void a_settings_file_that_cannot_be_read_gives_the_defaults_and_the_reason() throws Exception {
        Files.writeString(folder.resolve("settings.txt"), "auto-pass = maybe\n");
        SettingsKeeper keeper = SettingsKeeper.from(file());

        assertThat(keeper.get()).isEqualTo(Settings.DEFAULTS);
        assertThat(keeper.problemOnStart()).contains("auto-pass must be true or false");
    }
}
