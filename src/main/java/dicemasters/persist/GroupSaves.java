package dicemasters.persist;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Saves many files whose writers each wait until their own file is on the disk (a server's games,
 * each saved after every action before anyone hears of it), committing them in groups: one
 * writer thread takes every save waiting, writes each to a new file beside its target, forces
 * them all to the disk, then renames each over its target, and only then lets each writer go. So
 * a file holds the old content or the new one, never a part, as {@link AtomicFiles}; and saves
 * that arrive together share the disk's slow flushes instead of queueing for one each.
 */
public final class GroupSaves implements AutoCloseable {
    private record Pending(Path target, String text, CompletableFuture<Void> done) {
    }

    private final LinkedBlockingQueue<Pending> waiting = new LinkedBlockingQueue<>();
    private final Thread writer;

    public GroupSaves() {
        writer = new Thread(this::writeGroups, "group-saves");
        writer.setDaemon(true);
        writer.start();
    }

    /** Replaces a file's content; returns once it is on the disk, whole. */
    public void save(Path target, String text) throws IOException {
        CompletableFuture<Void> done = new CompletableFuture<>();
        waiting.add(new Pending(target.toAbsolutePath(), text, done));
        try {
            done.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while " + target.getFileName() + " was being saved");
        }
    }

    /** Stops the writer; saves still waiting fail. */
    @Override
    public void close() {
        writer.interrupt();
        List<Pending> left = new ArrayList<>();
        waiting.drainTo(left);
        left.forEach(p -> p.done.completeExceptionally(new IOException("the saves were closed")));
    }

    private void writeGroups() {
        List<Pending> group = new ArrayList<>();
        while (!Thread.currentThread().isInterrupted()) {
            group.clear();
            try {
                group.add(waiting.take());
            } catch (InterruptedException e) {
                return;
            }
            waiting.drainTo(group);
            write(group);
        }
    }

    /** Each file written beside its target, all forced to the disk, then each renamed over its target. */
    private static void write(List<Pending> group) {
        List<Path> temps = new ArrayList<>();
        List<FileChannel> channels = new ArrayList<>();
        for (Pending p : group) {
            Path temp = null;
            try {
                Files.createDirectories(p.target.getParent());
                temp = AtomicFiles.newTempFile(p.target.getParent(), p.target.getFileName().toString());
                FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE);
                ByteBuffer bytes = ByteBuffer.wrap(p.text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                temps.add(temp);
                channels.add(channel);
            } catch (IOException | RuntimeException e) {
                fail(p, temp, e);
                temps.add(null);
                channels.add(null);
            }
        }
        for (int i = 0; i < group.size(); i++) {
            if (channels.get(i) != null && !forced(group.get(i), temps.get(i), channels.get(i))) {
                channels.set(i, null);
            }
        }
        for (int i = 0; i < group.size(); i++) {
            if (channels.get(i) != null) {
                renamed(group.get(i), temps.get(i));
            }
        }
    }

    private static boolean forced(Pending p, Path temp, FileChannel channel) {
        try (channel) {
            channel.force(true);
            return true;
        } catch (IOException e) {
            fail(p, temp, e);
            return false;
        }
    }

    private static void renamed(Pending p, Path temp) {
        try {
            AtomicFiles.move(temp, p.target);
            p.done.complete(null);
        } catch (IOException | RuntimeException e) {
            fail(p, temp, e);
        }
    }

    private static void fail(Pending p, Path temp, Exception e) {
        try {
            if (temp != null) {
                Files.deleteIfExists(temp);
            }
        } catch (IOException ignored) {
            // a leftover temporary file is never read
        }
        p.done.completeExceptionally(e);
    }
}
