package dicemasters.tutorial;

import java.util.List;

/** The tutorials that come with the program, in the order a new player should take them. */
public final class Tutorials {
    private Tutorials() {
    }

    public static final List<String> BUNDLED = List.of(
            "tutorials/dc-justice-example.json",
            "tutorials/tmnt-example.json");

    public static List<Tutorial> loadBundled(CardSource cards) {
        return BUNDLED.stream().map(r -> TutorialLoader.loadResource(r, cards)).toList();
    }

    public static List<Tutorial> loadBundled() {
        return loadBundled(InterimCards.source());
    }
}
