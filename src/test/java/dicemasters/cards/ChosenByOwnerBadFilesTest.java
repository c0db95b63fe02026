package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Card files that misuse a die "chosen by owner" (one die its owner chooses, not targeted): each
 * gives one error naming the file, the card and the field.
 */
class ChosenByOwnerBadFilesTest {
    @TempDir
    Path dir;

    private void assertDiceGive(String dice, String expected) throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("[{\"trigger\": \"when fielded\", \"effects\":"
                + " [{\"do\": \"knock out\", \"dice\": " + dice + "}]}]"), expected);
    }

    @Test
    void a_die_chosen_by_its_owner_is_on_one_side() throws IOException {
        assertDiceGive("{\"select\": \"chosen by owner\"}",
                "TST.json, card TST002, field abilities[0].effects[0].dice.side: a die chosen by its owner is"
                        + " \"own\" or \"opposing\" (its owner chooses)");
    }

    @Test
    void the_owner_of_a_die_chosen_by_owner_needs_no_chooser() throws IOException {
        assertDiceGive("{\"select\": \"chosen by owner\", \"side\": \"opposing\", \"chooser\": \"opponent\"}",
                "TST.json, card TST002, field abilities[0].effects[0].dice.chooser: a die \"chosen by owner\" is"
                        + " chosen by its owner: leave \"chooser\" out");
    }

    @Test
    void a_die_chosen_by_its_owner_is_one_die() throws IOException {
        assertDiceGive("{\"select\": \"chosen by owner\", \"side\": \"own\", \"count\": 2}",
                "TST.json, card TST002, field abilities[0].effects[0].dice.count: only \"target\" selections choose"
                        + " a number of dice (and \"those\" with \"upTo\": up to all of them)");
    }
}
