package dicemasters.bench;

import dicemasters.app.Launcher;
import javafx.application.Platform;
import javafx.application.Preloader;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.stage.Window;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.util.Locale;

/**
 * Time from {@code main} to the first painted frame of the window: starts the program through its
 * real entry point ({@link Launcher#main}) with this class as JavaFX preloader (the
 * {@code javafx.preloader} property), which watches for the main window and its pulses. Prints
 * <ul>
 * <li>"laid out": the first pulse after the window is shown has laid out its scene; the frame
 * goes to the renderer right after it;</li>
 * <li>"painted": the next pulse, which JavaFX starts only once that frame has been rendered;</li>
 * </ul>
 * both from the start of {@code main}, when {@code main} began after the JVM started, and the processor
 * time the JVM had used (all threads) when the frame was painted. Runs with
 * an empty home directory, so no autosaved game is offered. One cold start per run: repeat the
 * command for a median. Needs a display (Xvfb) or Monocle's headless glass.
 */
public final class FirstFrame {
    private static long mainStart;
    private static long toolkitReady;
    private static long windowShown;
    private static long laidOut;

    private FirstFrame() {
    }

    public static void main(String[] args) throws Exception {
        mainStart = System.nanoTime();
        System.setProperty("user.home", Files.createTempDirectory("first-frame-home").toString());
        System.setProperty("javafx.preloader", Watcher.class.getName());
        Launcher.main(args);
    }

    /**
     * The preloader: before the program's start method runs, it begins to watch every window that
     * opens. (A separate class: a main class that is itself a JavaFX Application is refused by the
     * java launcher when JavaFX is on the class path.)
     */
    public static final class Watcher extends Preloader {
        public Watcher() {
            // JavaFX makes the preloader with this constructor.
        }

        @Override
        public void start(javafx.stage.Stage ignored) {
            // A preloader may show its own window; this one only watches the program's.
        }

        @Override
        public void handleStateChangeNotification(StateChangeNotification info) {
            if (info.getType() == StateChangeNotification.Type.BEFORE_START) {
                toolkitReady = System.nanoTime();
                Window.getWindows().addListener((ListChangeListener<Window>) change -> {
                    while (change.next()) {
                        change.getAddedSubList().forEach(FirstFrame::watch);
                    }
                });
            }
        }
    }

    private static void watch(Window window) {
        // A window joins the list of windows as it is shown.
        if (windowShown == 0) {
            windowShown = System.nanoTime();
        }
        if (window.getScene() != null) {
            watch(window.getScene());
        } else {
            window.sceneProperty().addListener((obs, old, scene) -> watch(scene));
        }
    }

    private static void watch(Scene scene) {
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                if (scene.getWindow() == null || !scene.getWindow().isShowing()) {
                    return;
                }
                long now = System.nanoTime();
                if (laidOut == 0) {
                    laidOut = now;
                    Platform.requestNextPulse();
                    return;
                }
                scene.removePostLayoutPulseListener(this);
                report(now);
            }
        });
    }

    private static void report(long painted) {
        long jvmUptimeAtMain = ManagementFactory.getRuntimeMXBean().getUptime()
                - (System.nanoTime() - mainStart) / 1_000_000;
        // On a shared machine the wall time mostly says how busy the cores were; the processor time
        // the JVM used (all its threads, JIT and GC included) says how much work the start is.
        long cpu = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
        System.out.printf(Locale.ROOT, "first frame: laid out %.0f ms, painted %.0f ms after main"
                        + " (main began %d ms after the JVM started); processor time used by then %.0f ms%n",
                (laidOut - mainStart) / 1e6, (painted - mainStart) / 1e6, jvmUptimeAtMain, cpu / 1e6);
        System.out.printf(Locale.ROOT, "  JavaFX ready (the program's start begins) %.0f ms, window shown %.0f ms,"
                        + " first frame painted %.0f ms after main%n",
                (toolkitReady - mainStart) / 1e6, (windowShown - mainStart) / 1e6, (painted - mainStart) / 1e6);
        System.out.flush();
        System.exit(0);
    }
}
