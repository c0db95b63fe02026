package dicemasters.cli;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.GameSetup;

/**
 * The DC Justice demo setup for the text-mode game, read from the bundled presets (cards/presets.json):
 * Aquaman and Wonder Woman against Black Manta and Parasite, with Excessive Force and Investigation
 * in the middle.
 */
public final class DemoTeams {
    public static final String DC_JUSTICE_DEMO = "jus-demo";

    private DemoTeams() {
    }

    public static GameSetup dcJusticeDemo(int firstPlayer) {
        CardLibrary library = CardLibrary.loadBundled();
        Preset preset = library.preset(DC_JUSTICE_DEMO).orElseThrow(() -> new IllegalStateException(
                "the DC Justice demo preset did not load: " + library.errors()));
        return preset.toSetup(firstPlayer);
    }
}
