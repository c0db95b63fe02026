package dicemasters.ui.tutorial;

import javafx.scene.Node;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a PNG of a node (call on the FX thread) so a person can look at the view. */
public final class Snapshots {
    private Snapshots() {
    }

    public static Path write(Node node, String name) {
        WritableImage image = node.snapshot(null, null);
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        try {
            Path file = Path.of("target", "ui-snapshots", name + ".png");
            Files.createDirectories(file.getParent());
            ImageIO.write(out, "png", file.toFile());
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
