package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Card files misusing the words Rescue, Spider-Man: Photo Op and Mary Jane: Watson-Parker added to
 * the language: each gives one error naming file, card and field, and the good card of the same
 * file still loads.
 */
class BadCivilWarMiscVocabularyFilesTest {
    @TempDir
    Path dir;

    @Test
    void dice_are_rerolled_in_the_field_zone_or_the_reserve_pool_never_in_the_bag() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "reroll",
                  "dice": {"select": "all", "side": "own", "place": "bag"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: dice are rerolled in the Field Zone or in"
                        + " the Reserve Pool");
    }

    @Test
    void a_die_rerolled_in_the_reserve_pool_keeps_no_level() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "reroll",
                  "dice": {"select": "all", "side": "own", "place": "reserve"}, "keepLevel": true}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].keepLevel: only a character die in the Field"
                        + " Zone keeps its level");
    }

    @Test
    void each_time_this_turn_waits_for_something_players_do() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "each time this turn", "trigger": "when fielded"},
                  {"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].trigger: \"each time this turn\" waits for"
                        + " something players do: one of when your opponent declares attackers, when a player uses a"
                        + " global ability, when you are damaged, when your opponent is damaged, when your opponent"
                        + " KOs one of their own dice");
    }

    @Test
    void each_time_this_turn_is_followed_by_what_happens_each_time() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "gain life", "player": "you", "amount": 1},
                  {"do": "each time this turn", "trigger": "when you are damaged"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[1]: \"each time this turn\" is followed by the"
                        + " effects that happen each time");
    }

    @Test
    void a_life_price_is_on_triggered_abilities_only() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "triggered abilities cost life",
                  "trigger": "global", "side": "opposing", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].trigger: only triggered abilities are used as"
                        + " they trigger: not a Global, an action die's text, a reaction or a static rule");
    }

    @Test
    void a_life_price_says_whose_abilities_it_is_on() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "triggered abilities cost life",
                  "trigger": "when fielded", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].side: is required: whose abilities cost life"
                        + " (\"own\", \"opposing\" or \"any\")");
    }

    @Test
    void a_life_price_is_a_rule_that_holds_while_active() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "triggered abilities cost life",
                  "trigger": "when fielded", "side": "opposing", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds \"while"
                        + " active\"; use that trigger");
    }

    @Test
    void a_ban_on_blockers_names_a_player_seen_from_its_user() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "turn rule", "rule": "most blockers", "amount": 0,
                  "player": "that die's controller"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].player: unknown value \"that die's controller\""
                        + " (expected one of: you, opponent, each)");
    }

    @Test
    void a_life_loss_for_blockers_names_a_player_seen_from_its_user() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "turn rule", "rule": "life for each blocker",
                  "amount": 1, "player": "that die's controller"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].player: unknown value \"that die's controller\""
                        + " (expected one of: you, opponent, each)");
    }
}
