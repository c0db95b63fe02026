package dicemasters.ui;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * For measuring the start of the program as players get it (the packaged app included): started
 * with {@code --first-frame}, the program prints when its window's first frame was painted and
 * quits. "Painted" is the pulse after the first one that laid out the shown window: JavaFX starts
 * it only once that frame was rendered. Times are from the JVM's start, and as a clock time (ms
 * since 1970) so that a script can take the time from its own launch command.
 */
final class FirstFrameReport {
    static final String OPTION = "--first-frame";

    private FirstFrameReport() {
    }

    /** Watches {@code stage} for its first painted frame, then prints and quits. */
    static void watch(Stage stage) {
        if (stage.getScene() != null) {
            watch(stage.getScene());
        }
        stage.sceneProperty().addListener((obs, old, scene) -> watch(scene));
    }

    private static void watch(Scene scene) {
        scene.addPostLayoutPulseListener(new Runnable() {
            private boolean laidOut;

            @Override
            public void run() {
                if (scene.getWindow() == null || !scene.getWindow().isShowing()) {
                    return;
                }
                if (!laidOut) {
                    laidOut = true;
                    Platform.requestNextPulse();
                    return;
                }
                scene.removePostLayoutPulseListener(this);
                report();
            }
        });
    }

    private static void report() {
        long now = System.currentTimeMillis();
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        long cpu = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
        System.out.printf(Locale.ROOT, "first frame painted %d ms after the JVM started (clock %d ms);"
                + " processor time used by then %.0f ms%n", now - jvmStart, now, cpu / 1e6);
        System.out.flush();
        Platform.exit();
        System.exit(0);
    }
}
