package dicemasters.ui;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The settings in use: changed in one place, told to whoever applies them (the table, the window,
 * the controller), and written to the settings file after each change when there is one (the
 * tests' windows keep theirs in memory). No JavaFX.
 */
public final class SettingsKeeper {
    private final SettingsFile file;
    private final List<Consumer<Settings>> listeners = new ArrayList<>();
    private Settings current;
    /** Why the file could not be read on start (the defaults were used), or null. */
    private final String problem;

    private SettingsKeeper(SettingsFile file, Settings start, String problem) {
        this.file = file;
        this.current = start;
        this.problem = problem;
    }

    /** Settings read from the file (its defaults when missing; when unreadable, the defaults and the reason). */
    public static SettingsKeeper from(SettingsFile file) {
        try {
            return new SettingsKeeper(file, file.read(), null);
        } catch (SettingsFile.SettingsException e) {
            return new SettingsKeeper(file, Settings.DEFAULTS, e.getMessage());
        }
    }

    /** Settings that are not remembered. */
    public static SettingsKeeper inMemory(Settings start) {
        return new SettingsKeeper(null, start, null);
    }

    public Settings get() {
        return current;
    }

    /** The folder the settings file is in (where the program keeps the player's data), or null in memory. */
    public java.nio.file.Path folder() {
        return file == null ? null : file.path().toAbsolutePath().getParent();
    }

    public String problemOnStart() {
        return problem;
    }

    /** Called now with the settings, and again after each change. */
    public void onChange(Consumer<Settings> listener) {
        listeners.add(listener);
        listener.accept(current);
    }

    public void update(UnaryOperator<Settings> change) {
        Settings next = change.apply(current);
        if (next.equals(current)) {
            return;
        }
        current = next;
        listeners.forEach(l -> l.accept(next));
        save();
    }

    /** Write the settings now (also used when only the window moved). */
    public void save() {
        if (file == null) {
            return;
        }
        try {
            file.write(current);
        } catch (IOException e) {
            System.err.println("The settings could not be saved to " + file.path() + ": " + e.getMessage());
        }
    }
}
