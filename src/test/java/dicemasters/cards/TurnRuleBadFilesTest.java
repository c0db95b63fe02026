package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Card files misusing "turn rule", the family of rules of the turn: each gives one error naming
 * file, card and field, and the good card of the same file still loads.
 */
class TurnRuleBadFilesTest {
    @TempDir
    Path dir;

    @Test
    void a_rule_of_the_turn_is_one_the_vocabulary_names() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "turn rule", "player": "you",
                  "rule": "extra turns", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].rule: unknown value \"extra turns\" (expected"
                        + " one of: extra draws, extra rerolls, extra attack steps, most character dice purchased,"
                        + " most action dice purchased, fewest attackers, most blockers, most character dice fielded,"
                        + " life to use a global, life for each blocker)");
    }

    @Test
    void a_rule_that_lasts_the_turn_is_made_by_a_triggered_ability() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "turn rule", "player": "opponent",
                  "rule": "most blockers", "amount": 0}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: this rule lasts the rest of the turn of the"
                        + " ability that makes it: use it in a triggered ability, not \"while active\"");
    }

    @Test
    void a_rule_kept_for_one_player_names_that_player() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "turn rule", "player": "you",
                  "rule": "life to use a global", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].player: \"life to use a global\" is a rule for"
                        + " \"each\" only");
    }

    @Test
    void the_amount_is_one_the_rule_takes() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "turn rule", "player": "opponent",
                  "rule": "most blockers", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].amount: \"most blockers\" takes only 0, not 1");
    }

    @Test
    void a_rule_of_the_turn_says_its_amount() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "turn rule", "player": "each",
                  "rule": "extra draws"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].amount: is required");
    }
}
