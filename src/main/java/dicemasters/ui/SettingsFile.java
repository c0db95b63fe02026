package dicemasters.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings as a small text file, one {@code name = value} a line, read strictly: an unknown or
 * repeated setting, a value of the wrong kind or out of range, or an absurdly large file is
 * refused with a reason naming the file, the line and the setting. No JavaFX.
 */
public final class SettingsFile {
    private static final long MAX_BYTES = 16 * 1024;
    private static final List<String> NAMES = List.of("roll-animation", "auto-pass", "player-1-stops-only-to-act",
            "player-2-stops-only-to-act", "player-3-stops-only-to-act", "player-4-stops-only-to-act", "move-pace-ms", "zoom-percent", "coach-open", "window-x", "window-y",
            "window-width", "window-height", "window-maximized", "window-full-screen");

    private final Path file;

    public SettingsFile(Path file) {
        this.file = file;
    }

    /** Beside the autosave, in the user's home: {@code ~/.dice-masters-table/settings.txt}. */
    public static SettingsFile inUserHome() {
        return new SettingsFile(Path.of(System.getProperty("user.home"), ".dice-masters-table", "settings.txt"));
    }

    public Path path() {
        return file;
    }

    /** The settings saved, the defaults when there is no file yet; a file that cannot be read is explained. */
    public Settings read() throws SettingsException {
        if (!Files.exists(file)) {
            return Settings.DEFAULTS;
        }
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new SettingsException(file + ": " + Files.size(file) + " bytes; a settings file is at most "
                        + MAX_BYTES + ".");
            }
            return parse(Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new SettingsException(file + ": cannot be read (" + e.getMessage() + ").");
        }
    }

    public void write(Settings settings) throws IOException {
        Files.createDirectories(file.getParent());
        Path temporary = file.resolveSibling(file.getFileName() + ".new");
        Files.writeString(temporary, format(settings), StandardCharsets.UTF_8);
        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    static String format(Settings s) {
        StringBuilder sb = new StringBuilder("# Dice Masters Table settings (Game > Settings). One 'name = value' a line.\n");
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("roll-animation", s.rollAnimation());
        values.put("auto-pass", s.autoPass());
        for (int seat = 0; seat < Settings.SEATS; seat++) {
            values.put(stopKey(seat), s.stopsOnlyToAct(seat));
        }
        values.put("move-pace-ms", s.movePaceMillis());
        values.put("zoom-percent", s.zoomPercent());
        values.put("coach-open", s.coachOpen());
        Settings.WindowPlace w = s.window();
        if (w != null) {
            values.put("window-x", Math.round(w.x()));
            values.put("window-y", Math.round(w.y()));
            values.put("window-width", Math.round(w.width()));
            values.put("window-height", Math.round(w.height()));
            values.put("window-maximized", w.maximized());
            values.put("window-full-screen", w.fullScreen());
        }
        values.forEach((name, value) -> sb.append(name).append(" = ").append(value).append('\n'));
        return sb.toString();
    }

    Settings parse(List<String> lines) throws SettingsException {
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw problem(i + 1, "'" + line + "' is not 'name = value'");
            }
            String name = line.substring(0, eq).strip();
            if (!NAMES.contains(name)) {
                throw problem(i + 1, "unknown setting '" + name + "'");
            }
            if (values.containsKey(name)) {
                throw problem(i + 1, "'" + name + "' is set twice (first on line " + lineOf.get(name) + ")");
            }
            values.put(name, line.substring(eq + 1).strip());
            lineOf.put(name, i + 1);
        }
        Reader r = new Reader(values, lineOf);
        Settings s = Settings.DEFAULTS;
        for (int seat = 0; seat < Settings.SEATS; seat++) {
            s = s.withStopOnlyToAct(seat, r.bool(stopKey(seat), s.stopsOnlyToAct(seat)));
        }
        s = s.withRollAnimation(r.bool("roll-animation", s.rollAnimation()))
                .withAutoPass(r.bool("auto-pass", s.autoPass()))
                .withMovePace(r.integer("move-pace-ms", s.movePaceMillis(), 0, Settings.MAX_PACE))
                .withZoom(r.integer("zoom-percent", s.zoomPercent(), Settings.MIN_ZOOM, Settings.MAX_ZOOM))
                .withCoachOpen(r.bool("coach-open", s.coachOpen()));
        return s.withWindow(r.window());
    }

    private static String stopKey(int seat) {
        return "player-" + (seat + 1) + "-stops-only-to-act";
    }

    private SettingsException problem(int line, String what) {
        return new SettingsException(file + ", line " + line + ": " + what + ".");
    }

    /** The values of one file, each checked as it is taken. */
    private final class Reader {
        private final Map<String, String> values;
        private final Map<String, Integer> lineOf;

        Reader(Map<String, String> values, Map<String, Integer> lineOf) {
            this.values = values;
            this.lineOf = lineOf;
        }

        boolean bool(String name, boolean fallback) throws SettingsException {
            String v = values.get(name);
            if (v == null) {
                return fallback;
            }
            if (!v.equals("true") && !v.equals("false")) {
                throw problem(lineOf.get(name), name + " must be true or false, not '" + v + "'");
            }
            return v.equals("true");
        }

        int integer(String name, int fallback, int min, int max) throws SettingsException {
            String v = values.get(name);
            if (v == null) {
                return fallback;
            }
            try {
                int n = Integer.parseInt(v);
                if (n < min || n > max) {
                    throw problem(lineOf.get(name), name + " must be between " + min + " and " + max + ", not " + n);
                }
                return n;
            } catch (NumberFormatException e) {
                throw problem(lineOf.get(name), name + " must be a whole number, not '" + v + "'");
            }
        }

        /** All six window values or none (a window half described is not guessed at). */
        Settings.WindowPlace window() throws SettingsException {
            List<String> names = NAMES.subList(NAMES.indexOf("window-x"), NAMES.size());
            List<String> given = new ArrayList<>(names);
            given.retainAll(values.keySet());
            if (given.isEmpty()) {
                return null;
            }
            if (given.size() != names.size()) {
                List<String> missing = new ArrayList<>(names);
                missing.removeAll(given);
                throw problem(lineOf.get(given.get(0)), "the window's place needs also " + String.join(", ", missing));
            }
            return new Settings.WindowPlace(integer("window-x", 0, -100_000, 100_000),
                    integer("window-y", 0, -100_000, 100_000), integer("window-width", 0, 200, 100_000),
                    integer("window-height", 0, 200, 100_000), bool("window-maximized", false),
                    bool("window-full-screen", false));
        }
    }

    /** A settings file that cannot be used, with a reason a person can act on. */
    public static final class SettingsException extends Exception {
        public SettingsException(String message) {
            super(message);
        }
    }
}
