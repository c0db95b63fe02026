package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Card files misusing the vocabulary DC Justice added: each gives one error naming file, card and
 * field, and the good card of the same file still loads (as {@link BadCardFilesTest} does for the rest).
 */
class JusticeVocabularyBadCardFilesTest {
    @TempDir
    Path dir;

    /** A character card TST002 with one ability. */
    private static String cardWith(String ability) {
        return BadCardFile.character("[" + ability + "]");
    }

    private static String cardWith(String keywords, String abilities) {
        return BadCardFile.character("[" + keywords + "]", "[" + abilities + "]");
    }

    @Test
    void more_than_the_opponent_compares_two_counts_and_takes_no_count() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"if\": {\"kind\": \"more than the opponent\","
                        + " \"dice\": {\"select\": \"all\", \"side\": \"own\"}, \"count\": 2}, \"effects\": [{\"do\":"
                        + " \"gain life\", \"player\": \"you\", \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].if.count: \"more than the opponent\" compares two counts"
                        + " and takes no count");
    }

    @Test
    void characters_at_least_needs_the_dice_it_counts() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"if\": {\"kind\": \"characters at least\","
                        + " \"count\": 2}, \"effects\": [{\"do\": \"gain life\", \"player\": \"you\", \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].if.dice: is required");
    }

    @Test
    void a_die_free_to_field_has_no_amount() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"while active\", \"effects\": [{\"do\": \"reduce field cost\","
                        + " \"cards\": {}, \"free\": true, \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].amount: a die that is free to field has no"
                        + " amount to reduce its cost by");
    }

    @Test
    void a_field_cost_change_of_nothing_is_an_error() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"while active\", \"effects\": [{\"do\": \"reduce field cost\","
                        + " \"cards\": {}, \"amount\": 0, \"side\": \"any\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].amount: must change the cost: not 0");
    }

    @Test
    void a_rule_on_attackers_holds_while_active() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"turn rule\","
                        + " \"player\": \"each\", \"rule\": \"fewest attackers\", \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds \"while"
                        + " active\"; use that trigger");
    }

    @Test
    void one_attacker_per_affiliation_names_whose_turns() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"while active\", \"effects\": [{\"do\": \"one attacker per"
                        + " affiliation\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].player: is required");
    }

    @Test
    void a_condition_on_those_waits_for_an_effect_that_chose_them() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"only if\", \"if\":"
                        + " {\"kind\": \"dice at least\", \"dice\": {\"select\": \"those\"}, \"count\": 1}}, {\"do\":"
                        + " \"gain life\", \"player\": \"you\", \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].if: \"those\" asks about the dice an earlier"
                        + " effect of this ability targeted, and no earlier effect targets");
    }

    @Test
    void a_draw_says_how_many_dice() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"draw\", \"player\":"
                        + " \"you\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].count: is required");
    }

    @Test
    void those_may_be_up_to_all_but_not_a_count() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"draw\", \"player\":"
                        + " \"you\", \"count\": 2}, {\"do\": \"move\", \"dice\": {\"select\": \"those\", \"place\":"
                        + " \"bag\", \"upTo\": true, \"count\": 1}, \"to\": \"used\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[1].dice.count: only \"target\" selections choose a"
                        + " number of dice (and \"those\" with \"upTo\": up to all of them)");
    }

    @Test
    void turn_to_face_names_a_kind_of_face() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"turn to face\","
                        + " \"dice\": {\"select\": \"target\", \"place\": \"reserve\"}, \"face\": \"wild\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].face: unknown value \"wild\" (expected one of:"
                        + " energy, character, action)");
    }

    @Test
    void the_face_a_die_shows_is_added_only_to_a_kind_of_face() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"turn to face\","
                        + " \"dice\": {\"select\": \"target\", \"place\": \"reserve\"}, \"includingShownFace\": true}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].includingShownFace: with neither \"face\" nor"
                        + " \"symbol\" the die may turn to any face, the one it shows included; say which kind of face");
    }

    @Test
    void a_limit_on_purchases_holds_while_active() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"turn rule\","
                        + " \"player\": \"opponent\", \"rule\": \"most character dice purchased\", \"amount\": 1}]}"),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds \"while"
                        + " active\"; use that trigger");
    }

    @Test
    void suit_up_names_the_characters() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("\"Suit Up\"", "{\"trigger\": \"when purchased\", \"effects\": [{\"do\":"
                        + " \"suit up\", \"names\": []}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].names: Suit Up names at least one character,"
                        + " none blank");
    }

    @Test
    void the_suit_up_keyword_needs_its_ability() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("\"Suit Up\"", ""),
                "TST.json, card TST002, field abilities: a card with Suit Up needs a \"when purchased\" ability"
                        + " with a \"suit up\" effect naming the characters it suits up with");
    }

    @Test
    void a_suit_up_ability_needs_the_keyword() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("", "{\"trigger\": \"when purchased\", \"effects\": [{\"do\": \"suit up\","
                        + " \"names\": [\"Hulk\"]}]}"),
                "TST.json, card TST002, field keywords: a card with a \"suit up\" effect prints the keyword Suit Up");
    }

    @Test
    void suit_up_happens_when_purchased() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("\"Suit Up\"", "{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"suit up\", \"names\": [\"Hulk\"]}]}"),
                "TST.json, card TST002, field abilities[0].trigger: Suit Up happens when the die is purchased: use"
                        + " \"when purchased\"");
    }

    @Test
    void a_die_to_purchase_is_a_target_on_a_card() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"purchase\","
                        + " \"dice\": {\"select\": \"target\", \"place\": \"used\"}}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].dice: the die to purchase is chosen on a card:"
                        + " use \"select\": \"target\" and \"place\": \"on a card\"");
    }

    @Test
    void a_purchased_die_goes_to_the_used_pile_or_the_prep_area() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"purchase\","
                        + " \"dice\": {\"select\": \"target\", \"place\": \"on a card\"}, \"to\": \"field\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].to: a die purchased goes to \"used\" (the rule)"
                        + " or \"prep\"");
    }

    @Test
    void no_die_is_moved_onto_a_card_by_looking_there() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"move\","
                        + " \"dice\": {\"select\": \"target\"}, \"to\": \"on a card\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].to: \"on a card\" is a place to look for dice;"
                        + " a die goes back on its card with \"unpurchased\"");
    }

    @Test
    void abilities_used_from_another_die_name_a_known_trigger() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when attacks\", \"effects\": [{\"do\": \"use abilities of\","
                        + " \"dice\": {\"select\": \"target\"}, \"trigger\": \"when sneezes\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].trigger: unknown value \"when sneezes\""
                        + " (expected one of: " + String.join(", ", Vocabulary.TRIGGERS.names()) + ")");
    }

    @Test
    void a_card_type_filter_names_a_card_type() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"use abilities of\","
                        + " \"dice\": {\"select\": \"target\", \"cardType\": \"spell\"}, \"trigger\": \"use\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].dice.cardType: unknown value \"spell\""
                        + " (expected one of: character, action, basic action)");
    }

    @Test
    void a_purchase_cost_change_names_a_known_side() throws IOException {
        BadCardFile.assertSingleError(dir, cardWith("{\"trigger\": \"while active\", \"effects\": [{\"do\":"
                        + " \"reduce purchase cost\", \"cards\": {\"named\": true}, \"amount\": -3,"
                        + " \"side\": \"theirs\"}]}"),
                "TST.json, card TST002, field abilities[0].effects[0].side: unknown value \"theirs\" (expected"
                        + " one of: own, opposing, any)");
    }
}
