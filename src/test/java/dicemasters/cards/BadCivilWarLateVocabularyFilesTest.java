package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Card files misusing the words the later Civil War cards (CW093-CW142) added to the language: each
 * gives one error naming file, card and field, and the good card of the same file still loads.
 */
class BadCivilWarLateVocabularyFilesTest {
    @TempDir
    Path dir;

    @Test
    void kod_while_attacking_is_not_for_action_dice() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.action("[]", """
                [{"trigger": "when knocked out while attacking",
                  "effects": [{"do": "gain life", "player": "you", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].trigger: \"when knocked out while attacking\" is about the"
                        + " character's own die: a character card without \"whenever\"");
    }

    @Test
    void prep_or_used_is_where_dice_are_looked_for_never_where_they_go() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when fielded", "effects": [{"do": "move",
                  "dice": {"select": "target", "side": "own", "place": "field"}, "to": "prep or used"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].to: a die moves to one place: \"prep or used\""
                        + " is a place to look for dice");
    }

    @Test
    void a_damage_replacement_has_no_cost() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "damage replacement", "cost": {"energy": ["Fist"]},
                  "effects": [{"do": "prevent damage", "damage": {"to": "you"}}]}]"""),
                "TST.json, card TST002, field abilities[0].trigger: a damage replacement happens without asking, so"
                        + " it has no cost: use \"damage reaction\" for a \"you may pay\"");
    }

    @Test
    void a_die_spun_down_to_stop_an_ability_can_spin_down() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when blocks", "effects": [{"do": "enlist", "price": "spin down",
                  "dice": {"select": "target", "side": "opposing", "upTo": true}},
                  {"do": "capture", "dice": {"select": "triggering"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: a die spun down a level is at level 2 or"
                        + " more: add \"minLevel\": 2");
    }

    @Test
    void the_price_that_stops_an_ability_is_a_word_of_the_vocabulary() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when blocks", "effects": [{"do": "enlist", "price": "spin up",
                  "dice": {"select": "target", "side": "opposing", "upTo": true}},
                  {"do": "capture", "dice": {"select": "triggering"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].price: unknown value \"spin up\" (expected one"
                        + " of: knock out, spin down)");
    }

    @Test
    void damage_is_divided_among_targets() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when knocked out", "effects": [{"do": "divide damage", "amount": 4,
                  "dice": {"select": "all", "side": "opposing"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: damage is divided among chosen dice: use"
                        + " \"select\": \"target\"");
    }
    @Test
    void a_second_attack_step_is_a_rule_that_holds_while_active() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when attacks", "effects": [{"do": "turn rule", "player": "you",
                  "rule": "extra attack steps", "amount": 1}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds"
                        + " \"while active\"; use that trigger");
    }

    @Test
    void a_second_attack_step_names_no_dice() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "turn rule", "player": "you",
                  "rule": "extra attack steps", "amount": 1, "dice": {"select": "this"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: unknown field \"dice\" (allowed: amount,"
                        + " do, player, rule)");
    }

    @Test
    void one_blocker_dealing_damage_is_a_rule_that_holds_while_active() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when blocked", "effects": [{"do": "one blocker deals damage",
                  "dice": {"select": "this"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds"
                        + " \"while active\"; use that trigger");
    }

    @Test
    void one_blocker_dealing_damage_names_the_attackers_it_protects() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "one blocker deals damage"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: is required");
    }

    @Test
    void one_blocker_dealing_damage_is_about_dice_in_general_not_targets() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "while active", "effects": [{"do": "one blocker deals damage",
                  "dice": {"select": "target", "side": "own"}}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].dice: this rule reaches dice without choosing"
                        + " them: use \"select\": \"this\" or \"all\"");
    }
    @Test
    void tokens_placed_or_removed_say_how_many() throws IOException {
        BadCardFile.assertSingleError(dir, BadCardFile.character("""
                [{"trigger": "when purchased", "effects": [{"do": "change tokens"}]}]"""),
                "TST.json, card TST002, field abilities[0].effects[0].count: is required");
    }
}
