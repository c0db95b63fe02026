package dicemasters.tutorial;

import dicemasters.cards.CardLibrary;

import java.util.List;

/** The tutorials that come with the program, in the order a new player should take them. */
public final class Tutorials {
    private Tutorials() {
    }

    public static final List<String> BUNDLED = List.of(
            "tutorials/dc-justice-example.json",
            "tutorials/tmnt-example.json",
            "tutorials/civil-war-example.json",
            "tutorials/wwe-example.json");

    public static List<Tutorial> loadBundled(CardSource cards) {
        return BUNDLED.stream().map(r -> TutorialLoader.loadResource(r, cards)).toList();
    }

    /** The bundled tutorials with the cards of the program's card library. */
    public static List<Tutorial> loadBundled() {
        return loadBundled(libraryCards());
    }

    /** The program's card library as a tutorial's card source. */
    public static CardSource libraryCards() {
        return libraryCards(CardLibrary.loadBundled());
    }

    /** A card library already read, as a tutorial's card source. */
    public static CardSource libraryCards(CardLibrary library) {
        return id -> library.byId(id).orElse(null);
    }
}
