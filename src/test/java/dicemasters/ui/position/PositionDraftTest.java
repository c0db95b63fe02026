package dicemasters.ui.position;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.setup.Position.DieRef;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.state.Zone;
import dicemasters.engine.team.Format;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The editor's position without a window: the changes a person makes, and the engine's verdict on them. */
class PositionDraftTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final CardDefinition AQUAMAN = LIBRARY.byId("JUS003").orElseThrow();
    private static final CardDefinition BLACK_MANTA = LIBRARY.byId("JUS010").orElseThrow();
    private static final DieRef AQUAMAN_1 = new DieRef(0, "JUS003", 1);

    @Test
    void an_empty_demo_position_is_one_the_rules_allow() {
        PositionDraft empty = PositionDraft.empty(Format.DEMO, 1);

        assertThat(empty.problem()).isNull();
        assertThat(empty.life(0)).isEqualTo(10);
        assertThat(empty.dice()).hasSize(16).allMatch(d -> d.zone() == Zone.BAG);
    }

    @Test
    void a_character_in_the_field_at_level_two_is_written_as_one_die_that_moved() {
        PositionDraft draft = PositionDraft.empty(Format.DEMO, 1).withCard(0, AQUAMAN, 2)
                .withDiePlaced(AQUAMAN_1, 0, Zone.FIELD).withFace(AQUAMAN_1, levelTwo());

        assertThat(draft.problem()).isNull();
        assertThat(draft.position().dice()).singleElement()
                .satisfies(d -> assertThat(d.zone()).isEqualTo(Zone.FIELD));
        assertThat(draft.die(AQUAMAN_1).shownFace().level()).isEqualTo(2);
    }

    @Test
    void a_die_showing_energy_in_the_field_is_refused_in_the_engines_words() {
        PositionDraft draft = PositionDraft.empty(Format.DEMO, 1).withCard(0, AQUAMAN, 2)
                .withDiePlaced(AQUAMAN_1, 0, Zone.FIELD);

        assertThat(draft.problem()).contains("shows an energy face");
    }

    @Test
    void a_die_put_back_where_a_game_starts_it_is_no_longer_listed() {
        PositionDraft draft = PositionDraft.empty(Format.DEMO, 1).withCard(0, AQUAMAN, 2)
                .withDiePlaced(AQUAMAN_1, 0, Zone.RESERVE).withDieAtStart(AQUAMAN_1);

        assertThat(draft.position().dice()).isEmpty();
    }

    @Test
    void a_card_taken_off_the_team_takes_its_dice_and_tokens_with_it() {
        PositionDraft draft = PositionDraft.empty(Format.DEMO, 1).withCard(0, AQUAMAN, 2)
                .withCard(1, BLACK_MANTA, 1).withDiePlaced(AQUAMAN_1, 0, Zone.USED).withTokens(0, "JUS003", 2)
                .withoutCard(0, "JUS003");

        assertThat(draft.position().dice()).isEmpty();
        assertThat(draft.position().tokens()).isEmpty();
        assertThat(draft.whyNotAdd(1, BLACK_MANTA)).isEqualTo("Already on Bruce's team.");
    }

    @Test
    void fewer_dice_on_a_card_forget_the_places_of_the_dice_gone() {
        DieRef second = new DieRef(0, "JUS003", 2);
        PositionDraft draft = PositionDraft.empty(Format.DEMO, 1).withCard(0, AQUAMAN, 2)
                .withDiePlaced(second, 0, Zone.USED).withCardDice(0, "JUS003", 1);

        assertThat(draft.position().dice()).isEmpty();
        assertThat(draft.dice()).filteredOn(d -> d.card() == AQUAMAN).hasSize(1);
    }

    @Test
    void undo_and_redo_walk_the_changes_and_a_change_to_nothing_is_no_step() {
        EditHistory history = new EditHistory(PositionDraft.empty(Format.DEMO, 1));
        PositionDraft before = history.now();

        history.change(before.withLife(1, 3));
        assertThat(history.change(history.now().withLife(1, 3))).isFalse();
        history.undo();
        assertThat(history.now()).isEqualTo(before);
        history.redo();
        assertThat(history.now().life(1)).isEqualTo(3);
    }

    private static int levelTwo() {
        return AQUAMAN.faces().indexOf(AQUAMAN.levelFace(2));
    }
}
