package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.team.Format;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * How fast the team builder is with the whole card pool: opening it (the dialog built, shown and
 * laid out with its first rows drawn) and applying a search or a filter (the list filtered and laid
 * out again), on the JavaFX thread, in wall time and in processor time of that thread (the fair
 * figure on a shared machine, see docs/PERFORMANCE.md). The card library is loaded once, as in the
 * program. Runs on Monocle's headless glass, no display needed. Usage: TeamBuilderFigures [runs (15)]
 * [pool: playable (the cards playable today), all (every card of the library, playable or not), or a
 * number: the playable cards and copies of them under new ids and subtitles up to that many cards,
 * for a pool larger than today's].
 */
public final class TeamBuilderFigures {
    private static final ThreadMXBean THREAD = ManagementFactory.getThreadMXBean();

    private TeamBuilderFigures() {
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        CardLibrary library = CardLibrary.loadBundled();
        String pool = args.length > 1 ? args[1] : "playable";
        List<CardDefinition> offered = pool.equals("all") ? library.cards()
                : pool.equals("playable") ? library.playableCards() : padded(library.playableCards(), Integer.parseInt(pool));
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.get();
        // The builder is opened and closed again and again: closing it must not end JavaFX.
        Platform.setImplicitExit(false);
        List<double[]> open = new ArrayList<>();
        List<double[]> search = new ArrayList<>();
        List<double[]> filters = new ArrayList<>();
        for (int run = -3; run < runs; run++) {
            boolean counted = run >= 0;
            TeamBuilderDialog[] dialog = new TeamBuilderDialog[1];
            record(counted, open, () -> {
                dialog[0] = new TeamBuilderDialog(library, offered, Format.TOURNAMENT, "Ann", 3, null);
                dialog[0].show();
                layOut(dialog[0]);
            });
            Node pane = dialog[0].getDialogPane();
            record(counted, search, () -> {
                ((TextField) pane.lookup("#pool-search")).setText("man");
                layOut(dialog[0]);
            });
            record(counted, filters, () -> {
                ((TextField) pane.lookup("#pool-search")).setText("");
                comboBox(pane, "#pool-energy").setValue(Energy.FIST);
                comboBox(pane, "#pool-cost").setValue(4);
                layOut(dialog[0]);
            });
            int shown = onFx(() -> list(pane).getItems().size());
            onFx(() -> {
                dialog[0].close();
                return null;
            });
            if (run == runs - 1) {
                System.out.printf(Locale.ROOT, "%d cards offered, %d in the builder's pool (characters and actions,"
                        + " each once); the filters leave %d%n", offered.size(), poolSize(offered), shown);
            }
        }
        print("open the builder", open);
        print("search 'man'", search);
        print("filters: Fist, cost 4", filters);
        Platform.exit();
    }

    /** The cards and copies of them (new id, a subtitle saying which copy) until there are {@code size}. */
    private static List<CardDefinition> padded(List<CardDefinition> cards, int size) {
        List<CardDefinition> all = new ArrayList<>(cards);
        for (int i = 0; all.size() < size; i++) {
            CardDefinition c = cards.get(i % cards.size());
            all.add(new CardDefinition(String.format(Locale.ROOT, "ZZ%03d", i + 1), c.name(), "Copy " + (i + 1)
                    + " of " + c.id(), c.type(), c.cost(), c.energyTypes(), c.affiliations(), c.dieLimit(), c.faces(),
                    c.keywords(), c.abilities()));
        }
        return all;
    }

    private static int poolSize(List<CardDefinition> offered) {
        return CardPoolFilter.distinct(offered, List.of(dicemasters.engine.card.CardType.CHARACTER,
                dicemasters.engine.card.CardType.ACTION)).size();
    }

    @SuppressWarnings("unchecked")
    private static ListView<CardDefinition> list(Node pane) {
        return (ListView<CardDefinition>) pane.lookup("#card-pool");
    }

    @SuppressWarnings("unchecked")
    private static <T> ComboBox<T> comboBox(Node pane, String id) {
        return (ComboBox<T>) pane.lookup(id);
    }

    /** CSS and layout now, as the next pulse would do: the list makes the cells in view. */
    private static void layOut(TeamBuilderDialog dialog) {
        Region pane = dialog.getDialogPane();
        pane.getScene().getRoot().applyCss();
        pane.getScene().getRoot().layout();
    }

    /** Runs a step on the JavaFX thread and keeps its wall and processor milliseconds. */
    private static void record(boolean counted, List<double[]> into, Runnable step) throws Exception {
        double[] figures = onFx(() -> {
            long wall = System.nanoTime();
            long cpu = THREAD.getCurrentThreadCpuTime();
            step.run();
            return new double[] {(System.nanoTime() - wall) / 1e6, (THREAD.getCurrentThreadCpuTime() - cpu) / 1e6};
        });
        if (counted) {
            into.add(figures);
        }
    }

    private static <T> T onFx(Supplier<T> work) throws Exception {
        CompletableFuture<T> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                done.complete(work.get());
            } catch (RuntimeException | Error e) {
                done.completeExceptionally(e);
            }
        });
        return done.get();
    }

    private static void print(String what, List<double[]> figures) {
        double[] wall = figures.stream().mapToDouble(f -> f[0]).sorted().toArray();
        double[] cpu = figures.stream().mapToDouble(f -> f[1]).sorted().toArray();
        System.out.printf(Locale.ROOT, "%-24s processor %6.1f ms median (%.1f-%.1f), wall %6.1f ms median (%.1f-%.1f), %d runs%n",
                what, median(cpu), cpu[0], cpu[cpu.length - 1], median(wall), wall[0], wall[wall.length - 1],
                figures.size());
    }

    private static double median(double[] sorted) {
        double[] s = Arrays.copyOf(sorted, sorted.length);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
