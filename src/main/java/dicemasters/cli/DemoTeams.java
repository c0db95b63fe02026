package dicemasters.cli;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.setup.GameSetup;

/**
 * The DC Justice demo setup for the text-mode game, read from the bundled presets (cards/presets.json):
 * Aquaman and Wonder Woman against Black Manta and Parasite, with Excessive Force and Investigation
 * in the middle; and the TMNT Doubles setup for the simulator's Doubles games.
 */
public final class DemoTeams {
    public static final String DC_JUSTICE_DEMO = "jus-demo";
    /** Dice Masters Doubles with the TMNT box's cards (four players). */
    public static final String TMNT_DOUBLES = "hhs-doubles";

    private DemoTeams() {
    }

    public static GameSetup dcJusticeDemo(int firstPlayer) {
        CardLibrary library = CardLibrary.loadBundled();
        Preset preset = library.preset(DC_JUSTICE_DEMO).orElseThrow(() -> new IllegalStateException(
                "the DC Justice demo preset did not load: " + library.errors()));
        return preset.toSetup(firstPlayer);
    }

    /** The TMNT Doubles preset: Ann and Cid against Ben and Dee. */
    public static GameSetup tmntDoubles(int firstPlayer) {
        CardLibrary library = CardLibrary.loadBundled();
        Preset preset = library.preset(TMNT_DOUBLES).orElseThrow(() -> new IllegalStateException(
                "the TMNT Doubles preset did not load: " + library.errors()));
        return preset.toSetup(firstPlayer);
    }
}
