package dicemasters.app;

import dicemasters.ui.DiceMastersApp;
import javafx.application.Application;

/**
 * The program's entry point ({@code mvn javafx:run}). A plain class, not an Application subclass,
 * so the program also starts from the class path.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        // The cards are read while JavaFX starts, on the other core: the window opens sooner.
        DiceMastersApp.loadCardsAhead();
        Application.launch(DiceMastersApp.class, args);
    }
}
