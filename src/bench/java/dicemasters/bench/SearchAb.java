package dicemasters.bench;

import java.io.File;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A/B of the search's speed: two builds of the engine ({@code target/classes} copied aside before
 * and after a change) side by side in two class loaders of one JVM, in alternating rounds, each
 * thinking the same decisions ({@link SearchAbProbe}). Both must simulate the same number of actions
 * and choose the same moves (the digest): a change that is only faster changes neither. Prints each
 * round and the median processor time of each build.
 * Usage: SearchAb OLD_CLASSES NEW_CLASSES [strength (HARD)] [format (tournament)] [simulations (1500)]
 * [greedy games for positions (3)] [rounds (5)].
 */
public final class SearchAb {
    private SearchAb() {
    }

    public static void main(String[] args) throws Exception {
        String strength = arg(args, 2, "HARD");
        String format = arg(args, 3, "tournament");
        int simulations = Integer.parseInt(arg(args, 4, "1500"));
        int games = Integer.parseInt(arg(args, 5, "3"));
        int rounds = Integer.parseInt(arg(args, 6, "5"));
        Method[] builds = {probe(args[0]), probe(args[1])};
        List<List<Double>> seconds = List.of(new ArrayList<>(), new ArrayList<>());
        for (int round = 0; round <= rounds; round++) {
            for (int i = 0; i < 2; i++) {
                int build = round % 2 == 0 ? i : 1 - i;
                long[] r = (long[]) builds[build].invoke(null, strength, format, simulations, games);
                System.out.printf(Locale.ROOT, "%s %s: %.2f s, %d simulated actions (%.0f a second), %d decisions,"
                                + " digest %x%n", round == 0 ? "warm-up" : "round " + round, build == 0 ? "old" : "new",
                        r[0] / 1e9, r[1], r[1] / (r[0] / 1e9), r[3], r[2]);
                if (round > 0) {
                    seconds.get(build).add(r[0] / 1e9);
                }
            }
        }
        double before = median(seconds.get(0));
        double after = median(seconds.get(1));
        System.out.printf(Locale.ROOT, "median processor seconds: old %.3f, new %.3f; new takes %.3f of old's time%n",
                before, after, after / before);
    }

    private static String arg(String[] args, int index, String otherwise) {
        return args.length > index ? args[index] : otherwise;
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return sorted[sorted.length / 2];
    }

    /** The probe loaded with one build of the engine and this classpath's libraries (not its engine). */
    private static Method probe(String engineClasses) throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(url(SearchAb.class.getProtectionDomain().getCodeSource().getLocation().getPath()));
        urls.add(url(engineClasses));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.endsWith(".jar")) { // the libraries; this build's engine is a folder, left out
                urls.add(url(entry));
            }
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        return loader.loadClass(SearchAbProbe.class.getName())
                .getMethod("think", String.class, String.class, int.class, int.class);
    }

    private static URL url(String path) throws MalformedURLException {
        return new File(path).toURI().toURL();
    }
}
