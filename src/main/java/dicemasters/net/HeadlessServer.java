package dicemasters.net;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.setup.GameSetup;

import java.io.PrintStream;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The headless server: hosts network games where both players join as guests, keeps them in a
 * folder after every action and hosts the unfinished ones again when it starts.
 *
 * <pre>
 * mvn -q exec:java -Dexec.mainClass=dicemasters.net.HeadlessServer -Dexec.args="--port 47100"
 *   --port N        the port to listen on (47100)
 *   --bind ADDRESS  the address to listen on (0.0.0.0: every address of this computer)
 *   --games FOLDER  where games are kept (~/.dice-masters-table/server-games)
 *   --new N         host N new games at start (1 when no unfinished game is kept, else 0)
 *   --preset ID     the teams of new games, a preset of the bundled cards (jus-demo)
 * </pre>
 */
public final class HeadlessServer {
    record Options(int port, String bind, Path games, int newGames, String preset) {
    }

    private HeadlessServer() {
    }

    public static void main(String[] args) throws Exception {
        Options options;
        try {
            options = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        NetServer server = start(options, System.out);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                server.close();
            } catch (Exception e) {
                // stopping anyway
            }
        }));
        Thread.currentThread().join();
    }

    /** Starts serving: resumes the kept games, hosts the new ones and prints their codes. */
    static NetServer start(Options options, PrintStream out) throws Exception {
        Lobby lobby = Lobby.standard();
        ServerGames kept = new ServerGames(options.games(), lobby);
        List<String> problems = kept.resumeAll();
        problems.forEach(p -> out.println("Not resumed: " + p));
        int resumed = lobby.games().size();
        int fresh = options.newGames() >= 0 ? options.newGames() : resumed == 0 ? 1 : 0;
        GameSetup setup = null;
        if (fresh > 0) {
            Preset preset = CardLibrary.loadBundled().preset(options.preset())
                    .orElseThrow(() -> new IllegalArgumentException("no preset '" + options.preset() + "'"));
            setup = preset.toSetup(GameSetup.RANDOM_FIRST);
        }
        for (int i = 0; i < fresh; i++) {
            kept.hostNew(setup);
        }
        NetServer server = NetServer.start(lobby, options.bind(), options.port());
        out.println("Dice Masters Table server on port " + server.port() + " (" + String.join(", ", addresses()) + ")");
        out.println("Games kept in " + options.games().toAbsolutePath());
        for (HostGame game : lobby.games()) {
            describe(game, out);
        }
        return server;
    }

    private static void describe(HostGame game, PrintStream out) {
        var state = game.session().current();
        out.println("Game " + game.id() + ": turn " + state.turn() + ", " + game.session().actions().size() + " actions");
        for (int seat = 0; seat < state.players().size(); seat++) {
            String who = state.player(seat).name();
            String code = game.joinCode(seat);
            out.println("  seat " + (seat + 1) + " (" + who + "): join code \"" + code + "\""
                    + (game.seat(seat).taken() ? " (taken; its player rejoins with their token)" : ""));
        }
        out.println("  watch code \"" + game.watchCode() + "\"");
    }

    static Options parse(String[] args) {
        int port = 47100;
        String bind = "0.0.0.0";
        Path games = Path.of(System.getProperty("user.home"), ".dice-masters-table", "server-games");
        int fresh = -1;
        String preset = "jus-demo";
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--port" -> port = number(value, "--port", 0, 65535);
                case "--bind" -> bind = required(value, "--bind");
                case "--games" -> games = Path.of(required(value, "--games"));
                case "--new" -> fresh = number(value, "--new", 0, 200);
                case "--preset" -> preset = required(value, "--preset");
                default -> throw new IllegalArgumentException("unknown option '" + args[i]
                        + "' (known: --port, --bind, --games, --new, --preset)");
            }
            i++;
        }
        return new Options(port, bind, games, fresh, preset);
    }

    private static String required(String value, String option) {
        if (value == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }

    private static int number(String value, String option, int least, int most) {
        try {
            int n = Integer.parseInt(required(value, option));
            if (n < least || n > most) {
                throw new IllegalArgumentException(option + " must be from " + least + " to " + most);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, not '" + value + "'");
        }
    }

    /** The addresses guests may use to reach this computer (loopback last). */
    public static List<String> addresses() {
        List<String> found = new ArrayList<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp()) {
                    continue;
                }
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    if (!a.isLinkLocalAddress() && !a.isLoopbackAddress()) {
                        found.add(a.getHostAddress());
                    }
                }
            }
        } catch (java.net.SocketException e) {
            // only loopback then
        }
        found.add("127.0.0.1");
        return found;
    }
}
