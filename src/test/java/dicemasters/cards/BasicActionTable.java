package dicemasters.cards;

import dicemasters.testing.TestGame;

import static dicemasters.testing.Rulebook.ANN;
import static dicemasters.testing.Rulebook.MAIN_STEP;

/** The table on which each Basic Action Card is tried: two plain teams, Ann's Main Step. */
final class BasicActionTable {
    private BasicActionTable() {
    }

    static TestGame table(String... basics) {
        return TestGame.setup().ann("CW001").ben("CW011").basicActions(basics).at(ANN, MAIN_STEP);
    }
}
