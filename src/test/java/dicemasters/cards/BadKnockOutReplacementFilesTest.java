package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Card files misusing "instead of being knocked out" (a KO its controller may replace) and the amount
 * "topLevelOf": each gives one error naming file, card and field, and the good card still loads.
 */
class BadKnockOutReplacementFilesTest {
    @TempDir
    Path dir;

    @Test
    void an_action_card_says_which_dice_it_saves_from_a_ko_with_whenever() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.action("[\"Continuous\"]", """
                [{"trigger": "instead of being knocked out", "cost": {"life": 1},
                  "effects": [{"do": "clear damage", "dice": {"select": "triggering"}}]}]"""),
                "TST.json, card TST002, field abilities[0].trigger: \"instead of being knocked out\" without"
                        + " \"whenever\" replaces the KO of the character's own dice: an action card says which dice"
                        + " it watches with \"whenever\"");
    }

    @Test
    void a_ko_replacement_is_offered_every_time_so_it_takes_no_uses_per_turn() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "instead of being knocked out", "cost": {"life": 1}, "usesPerTurn": 1,
                  "effects": [{"do": "clear damage", "dice": {"select": "triggering"}}]}]"""),
                "TST.json, card TST002, field abilities[0].usesPerTurn: a KO replacement (\"instead of being knocked"
                        + " out\") is offered each time a die would be KO'd: it takes no \"usesPerTurn\"");
    }

    @Test
    void a_character_saving_its_own_die_cannot_send_that_die_away_as_the_cost() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "instead of being knocked out", "cost": {"sendThisDie": "used"},
                  "effects": [{"do": "clear damage", "dice": {"select": "triggering"}}]}]"""),
                "TST.json, card TST002, field abilities[0].cost.sendThisDie: only an ability used \"whenever you could"
                        + " use a global\" or \"instead of being knocked out\" with \"whenever\" by a die in the Field"
                        + " Zone can send that die away as its cost");
    }

    @Test
    void a_ko_replacement_is_always_a_choice_so_it_is_not_marked_optional() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "instead of being knocked out", "optional": true,
                  "effects": [{"do": "clear damage", "dice": {"select": "triggering"}}]}]"""),
                "TST.json, card TST002, field abilities[0].optional: only a triggered ability or a part of an"
                        + " action die's text (not a Global, a reaction or a \"while active\" rule) is a \"you may\"");
    }

    @Test
    void the_top_level_of_is_measured_from_a_die_selector() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "instead of being knocked out", "effects": [{"do": "spin to level",
                  "dice": {"select": "triggering"}, "level": {"topLevelOf": "that die"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].level.topLevelOf: must be an object, not the"
                        + " text \"that die\"");
    }

    @Test
    void a_ko_replacement_round_trips_through_the_writer() throws IOException {
        Files.writeString(dir.resolve("TST.json"), """
                {"set": "TST", "title": "Test set", "cards": [%s, %s]}""".formatted(BadCardFile.GOOD, BadCardFile.action("[\"Continuous\"]", """
                [{"trigger": "instead of being knocked out", "whenever": {"select": "all", "blocking": true},
                  "cost": {"sendThisDie": "used"}, "effects": [{"do": "spin to level",
                  "dice": {"select": "triggering"}, "level": {"topLevelOf": {"select": "triggering"}}}]}]""")));
        CardLibrary library = CardLibrary.loadDirectory(dir);
        assertThat(library.errors()).isEmpty();
        var card = library.byId("TST002").orElseThrow();
        assertThat(CardJson.read(CardJson.write(card), "round trip")).isEqualTo(card);
        assertThat(CardText.of(card)).contains("when a blocking character die would be KO'd (not as a cost), you may"
                + " instead send this die to the Used Pile to spin that die up to its highest level.");
    }
}
