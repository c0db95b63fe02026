package dicemasters.puzzle;

import dicemasters.cards.CardLibrary;

import java.util.ArrayList;
import java.util.List;

/** The puzzles that come with the program, from easy to hard, as Learn > Puzzles lists them. */
public final class Puzzles {
    /** The ids (file names in src/main/resources/puzzles without ".json"), from easy to hard. */
    public static final List<String> BUNDLED = List.of(
            "overcrush-through-a-blocker",
            "block-to-survive",
            "excessive-force-clears-the-way",
            "ping-for-the-last-point",
            "two-shields-two-purchases",
            "aquaman-makes-it-cheaper",
            "excessive-force-global",
            "reroll-what-you-need",
            "nakamura-clears-the-sidekick",
            "strike-field-only-one",
            "haymaker-gives-overcrush",
            "keep-a-fist-for-leonardo",
            "split-the-damage",
            "intimidate-the-blocker",
            "call-out-pulls-the-blocker",
            "becky-buys-into-the-prep-area",
            "sasha-banks-fields-for-free",
            "block-overcrush-with-your-biggest",
            "overcrush-two-blockers",
            "rocket-raccoon-after-blocks",
            "static-field-on-their-turn");

    private Puzzles() {
    }

    /** Every bundled puzzle, read with the program's cards; a puzzle that cannot be read is an error naming it. */
    public static List<Puzzle> loadBundled(CardLibrary library) throws PuzzleException {
        List<Puzzle> puzzles = new ArrayList<>();
        for (String id : BUNDLED) {
            puzzles.add(PuzzleReader.readResource("puzzles/" + id + ".json", library::byId));
        }
        return puzzles;
    }
}
