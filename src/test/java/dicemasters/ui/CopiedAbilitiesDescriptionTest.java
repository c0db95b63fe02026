package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.CardScenario;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A die's description tells what copying did to it, as the engine reports it. */
class CopiedAbilitiesDescriptionTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Test
    void the_copying_die_and_the_copied_die_say_so_until_the_end_of_the_turn() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("JUS034"), List.of("HHS048"), List.of());
        Die triceraton = sc.character(1, "HHS048", Zone.FIELD, 1);
        Die parasite = sc.character(0, "JUS034", Zone.RESERVE, 2);
        sc.energy(0, Energy.BOLT);
        sc.field(parasite);
        assertThat(DieNode.describe(sc.state(), sc.now(parasite)))
                .contains("has Triceraton's abilities until the end of the turn");
        assertThat(DieNode.describe(sc.state(), sc.now(triceraton)))
                .contains("has lost its abilities until the end of the turn");
        sc.endTurn();
        assertThat(DieNode.describe(sc.state(), sc.now(parasite))).doesNotContain("abilities");
        assertThat(DieNode.describe(sc.state(), sc.now(triceraton))).doesNotContain("abilities");
    }

    @Test
    void a_die_that_became_a_copy_says_which_card_made_it() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW131"), List.of("HHS047"), List.of());
        sc.character(1, "HHS047", Zone.FIELD, 3);
        Die taskmaster = sc.character(0, "CW131", Zone.RESERVE, 1);
        sc.energy(0, Energy.MASK);
        sc.energy(0, Energy.MASK);
        sc.field(taskmaster);
        sc.react(0);
        assertThat(DieNode.describe(sc.state(), sc.now(taskmaster))).startsWith("Ann's Triceraton die")
                .contains("a copy made by Taskmaster until the end of the turn");
    }
}
