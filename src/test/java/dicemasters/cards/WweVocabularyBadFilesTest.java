package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Card files that misuse the words issue 16 added for the WWE cards: each gives one error naming
 * the file, the card and the field, and the good card of the same file still loads.
 */
class WweVocabularyBadFilesTest {
    @TempDir
    Path dir;

    /** A character card TST002 with these abilities (without the brackets) gives exactly this error. */
    private void assertAbilitiesGive(String abilities, String expected) throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("[" + abilities + "]"), expected);
    }

    @Test
    void a_global_cannot_be_a_you_may_ability() throws IOException {
        assertAbilitiesGive("{\"trigger\": \"global\", \"cost\": {\"energy\": [\"Bolt\"]}, \"optional\": true,"
                        + " \"effects\": [{\"do\": \"gain life\", \"player\": \"you\", \"amount\": 1}]}",
                "TST.json, card TST002, field abilities[0].optional: only a triggered ability or a part of an"
                        + " action die's text (not a Global, a reaction or a \"while active\" rule) is a \"you may\"");
    }

    @Test
    void a_rule_that_holds_while_active_cannot_wait_for_the_end_of_the_turn() throws IOException {
        assertAbilitiesGive("{\"trigger\": \"while active\", \"atEndOfTurn\": true,"
                        + " \"effects\": [{\"do\": \"stats\", \"dice\": {\"select\": \"this\"}, \"attack\": 1}]}",
                "TST.json, card TST002, field abilities[0].atEndOfTurn: only a triggered ability (not a Global, an"
                        + " action die's text, a reaction or a \"while active\" rule) is put off until the end of the"
                        + " turn");
    }

    @Test
    void not_those_is_true_or_absent() throws IOException {
        assertAbilitiesGive("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"knock out\", \"dice\":"
                        + " {\"select\": \"all\", \"notThose\": false}}]}",
                "TST.json, card TST002, field abilities[0].effects[0].dice.notThose: is true (leave out the dice an"
                        + " earlier effect chose) or absent");
    }

    @Test
    void protection_from_a_keyword_that_targets_nothing_is_an_error() throws IOException {
        assertAbilitiesGive("{\"trigger\": \"while active\", \"effects\": [{\"do\": \"protect from targeting\","
                        + " \"dice\": {\"select\": \"all\", \"side\": \"own\"}, \"byKeyword\": \"Fast\"}]}",
                "TST.json, card TST002, field abilities[0].effects[0].byKeyword: Fast has no ability that targets dice");
    }

    @Test
    void that_dies_controller_needs_a_die_that_set_the_ability_off() throws IOException {
        assertAbilitiesGive("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"lose life\", \"player\":"
                        + " \"that die's controller\", \"amount\": 1}]}",
                "TST.json, card TST002, field abilities[0].effects[0].player: \"that die's controller\" needs a die"
                        + " that set the ability off: use \"whenever\" or a trigger about another die (when blocks,"
                        + " when it KOs a die...)");
    }

    @Test
    void a_named_character_is_forbidden_to_you_your_opponent_or_each_player() throws IOException {
        assertAbilitiesGive("{\"trigger\": \"while active\", \"effects\": [{\"do\": \"forbid the named character\","
                        + " \"player\": \"that die's controller\"}]}",
                "TST.json, card TST002, field abilities[0].effects[0].player: unknown value \"that die's controller\""
                        + " (expected one of: you, opponent, each)");
    }

    @Test
    void combat_damage_is_true_or_false() throws IOException {
        assertAbilitiesGive("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"damage\", \"dice\":"
                        + " {\"select\": \"target\"}, \"amount\": 1, \"combat\": \"yes\"}]}",
                "TST.json, card TST002, field abilities[0].effects[0].combat: must be true or false, not the text \"yes\"");
    }
}
