package dicemasters.persist;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Replaces a file's content so that, whatever happens, the file holds either the old content or
 * the new one, never a part: the text goes to a new file beside it, is flushed to the disk, and
 * the new file is renamed over the old one in one step.
 */
final class AtomicFiles {
    /** Leftovers of a write that was cut short end with this; they are never read. */
    static final String TEMP_SUFFIX = ".part";
    private static final AtomicLong COUNTER = new AtomicLong();

    private AtomicFiles() {
    }

    static void write(Path target, String text) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Files.createDirectories(dir);
        Path temp = newTempFile(dir, absolute.getFileName().toString());
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            move(temp, absolute);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * A new empty file beside the target. Not Files.createTempFile: its owner-only permissions
     * would pass to the saved game, which should get the folder's usual ones.
     */
    static Path newTempFile(Path dir, String name) throws IOException {
        long pid = ProcessHandle.current().pid();
        for (int attempt = 0; ; attempt++) {
            try {
                return Files.createFile(dir.resolve(name + "." + pid + "-" + COUNTER.incrementAndGet() + TEMP_SUFFIX));
            } catch (FileAlreadyExistsException e) {
                if (attempt >= 100) {
                    throw e;
                }
            }
        }
    }

    static void move(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            // Some file systems cannot rename atomically; a plain replace is the best they offer.
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
