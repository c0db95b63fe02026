package dicemasters.app;

import dicemasters.cli.TextGame;

/**
 * The program's entry point ({@code mvn javafx:run}). A plain class, not an Application subclass,
 * so the program also starts from the class path.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        TextGame.main(args);
    }
}
