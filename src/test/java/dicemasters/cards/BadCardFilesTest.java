package dicemasters.cards;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Card files with mistakes: each gives one error naming file, card and field; good cards still load. */
class BadCardFilesTest {
    @TempDir
    Path dir;

    private static final String GOOD = """
            {"id": "TST001", "name": "Good Guy", "type": "character", "cost": 3, "energy": ["Fist"],
             "affiliations": [], "dieLimit": 4,
             "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                        {"fieldCost": 2, "attack": 3, "defense": 3}],
             "keywords": [], "abilities": []}""";

    /** A character card TST002 with {@code extra} fields added. */
    private static String card(String extra) {
        return """
                {"id": "TST002", "name": "Bad Guy", "type": "character", "cost": 3, "energy": ["Bolt"],
                 "affiliations": [], "dieLimit": 4,
                 "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                            {"fieldCost": 2, "attack": 3, "defense": 3}]%s}""".formatted(extra);
    }

    private CardLibrary load(String badCard) throws IOException {
        Files.writeString(dir.resolve("TST.json"), """
                {"set": "TST", "title": "Test set", "cards": [%s, %s]}""".formatted(GOOD, badCard));
        return CardLibrary.loadDirectory(dir);
    }

    private void assertSingleError(String badCard, String expected) throws IOException {
        CardLibrary library = load(badCard);
        assertThat(library.errors()).extracting(CardLoadError::toString).containsExactly(expected);
        assertThat(library.byId("TST001")).as("the good card of the same file still loads").isPresent();
        assertThat(library.byId("TST002")).as("the bad card is left out").isEmpty();
    }

    @Test
    void an_unknown_field_is_named_with_the_fields_allowed() throws IOException {
        assertSingleError(card(", \"colour\": \"red\""), "TST.json, card TST002, field colour: unknown field"
                + " \"colour\" (allowed: abilities, affiliations, cost, dieLimit, energy, faces, id, implemented,"
                + " keywords, levels, name, note, subtitle, type)");
    }

    @Test
    void a_rule_that_holds_while_active_cannot_be_triggered() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"turn rule\", \"player\": \"you\", \"rule\": \"extra rerolls\", \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds \"while"
                        + " active\"; use that trigger");
    }

    @Test
    void a_die_is_fielded_at_level_1_or_above() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"field\","
                        + " \"dice\": {\"select\": \"target\", \"side\": \"own\", \"place\": \"used\"}, \"level\": 0}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].level: must be between 1 and 5, not 0");
    }

    @Test
    void an_unknown_effect_lists_the_vocabulary() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"explode\"}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].do: unknown effect \"explode\" (expected one of: "
                        + String.join(", ", Vocabulary.EFFECTS) + ")");
    }

    @Test
    void character_tokens_need_a_name() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"create character tokens\", \"count\": 2, \"defense\": 2}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].name: is required");
    }

    @Test
    void character_tokens_without_defense_are_an_error() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"create character tokens\", \"name\": \"Clone\", \"attack\": 2, \"defense\": 0}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].defense: must be between 1 and 20, not 0");
    }

    @Test
    void more_character_tokens_than_a_player_can_have_of_a_kind_is_an_error() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"create character tokens\", \"count\": 9, \"name\": \"Clone\", \"defense\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].count: must be between 1 and 8, not 9");
    }

    @Test
    void a_blank_character_token_name_is_an_error() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"create character tokens\", \"name\": \" \", \"defense\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].name: must name the tokens, not be blank");
    }

    @Test
    void a_redirection_outside_a_reaction_is_an_error() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"redirect damage\", \"damage\": {\"to\": \"you\"}, \"dice\": {\"select\": \"this\"}}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0]: \"redirect damage\" is used only by a reaction"
                        + " (trigger \"reactive global\" or \"damage reaction\")");
    }

    @Test
    void a_reaction_that_neither_prevents_nor_redirects_is_an_error() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"damage reaction\", \"effects\": [{\"do\":"
                        + " \"gain life\", \"player\": \"you\", \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].effects: a reaction to damage needs a \"prevent damage\" or"
                        + " \"redirect damage\" effect");
    }

    @Test
    void a_damage_filter_with_an_unknown_recipient_is_an_error() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"while active\", \"effects\": [{\"do\":"
                        + " \"prevent damage\", \"damage\": {\"to\": \"everybody\"}}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].damage.to: unknown value \"everybody\""
                        + " (expected one of: you, your dice, you or your dice, any die, anyone)");
    }

    @Test
    void an_unknown_trigger_is_an_error() throws IOException {
        CardLibrary library = load(card(", \"abilities\": [{\"trigger\": \"when sneezes\", \"effects\": []}]"));
        assertThat(library.errors()).hasSize(1);
        assertThat(library.errors().get(0).toString()).startsWith(
                "TST.json, card TST002, field abilities[0].trigger: unknown value \"when sneezes\" (expected one of:"
                        + " use, global, when fielded, when attacks,");
    }

    @Test
    void an_unknown_keyword_is_an_error() throws IOException {
        CardLibrary library = load(card(", \"keywords\": [\"Flying\"]"));
        assertThat(library.errors()).hasSize(1);
        assertThat(library.errors().get(0).toString()).startsWith(
                "TST.json, card TST002, field keywords[0]: unknown keyword \"Flying\" (expected one of: Ally, Attune,");
    }

    @Test
    void a_wrong_type_says_what_was_found() throws IOException {
        assertSingleError(card("").replace("\"cost\": 3", "\"cost\": \"three\""),
                "TST.json, card TST002, field cost: must be a whole number, not the text \"three\"");
    }

    @Test
    void a_missing_required_field_is_named() throws IOException {
        assertSingleError(card("").replace("\"name\": \"Bad Guy\", ", ""),
                "TST.json, card TST002, field name: is required");
    }

    @Test
    void a_reference_to_a_card_that_does_not_exist_is_an_error() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"knock out\","
                        + " \"dice\": {\"select\": \"all\", \"cardName\": \"Nobody\"}}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].dice.cardName: names the card \"Nobody\","
                        + " which does not exist");
    }

    @Test
    void a_character_needs_levels() throws IOException {
        assertSingleError(card("").replaceAll(",\\s*\"levels\": \\[[^\\]]*\\]", ""),
                "TST.json, card TST002, field levels: is required: a character needs at least one level");
    }

    @Test
    void a_global_ability_needs_a_cost() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"global\", \"effects\": [{\"do\": \"gain life\","
                        + " \"player\": \"you\", \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].cost: a Global Ability needs a cost");
    }

    @Test
    void a_card_marked_not_implemented_must_say_why() throws IOException {
        assertSingleError(card(", \"implemented\": false"),
                "TST.json, card TST002, field note: a card marked \"implemented\": false needs a note saying what is"
                        + " missing");
    }

    @Test
    void a_card_of_another_set_is_refused() throws IOException {
        assertSingleError(card("").replace("TST002", "XYZ002"),
                "TST.json, card XYZ002, field id: the card belongs to set TST of this file, so its id starts with TST");
    }

    @Test
    void those_needs_an_earlier_target() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"knock out\","
                        + " \"dice\": {\"select\": \"those\"}}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].dice: \"those\" means the dice an earlier effect"
                        + " of this ability targeted, and no earlier effect targets");
    }

    @Test
    void a_die_has_six_faces() throws IOException {
        assertSingleError(card(", \"faces\": [{\"level\": 1}, {\"energy\": [\"Bolt\"]}]"),
                "TST.json, card TST002, field faces: a die has 6 faces, not 2");
    }

    @Test
    void a_number_out_of_range_is_refused() throws IOException {
        assertSingleError(card("").replace("\"dieLimit\": 4", "\"dieLimit\": 0"),
                "TST.json, card TST002, field dieLimit: must be between 1 and 10, not 0");
    }

    @Test
    void a_duplicate_id_names_the_first_file() throws IOException {
        assertSingleError(card("").replace("TST002", "TST001"),
                "TST.json, card TST001, field id: the id TST001 is already used in TST.json");
    }

    @Test
    void a_file_that_is_not_json_is_reported_with_its_line_and_the_other_files_still_load() throws IOException {
        Files.writeString(dir.resolve("TST.json"), "{\"set\": \"TST\", \"title\": \"t\", \"cards\": [" + GOOD + "]}");
        Files.writeString(dir.resolve("XYZ.json"), "{\"set\": \"XYZ\",\n \"cards\": [ oops ]}");
        CardLibrary library = CardLibrary.loadDirectory(dir);
        assertThat(library.errors()).hasSize(1);
        assertThat(library.errors().get(0).toString()).startsWith("XYZ.json: not valid JSON at line 2, column ");
        assertThat(library.byId("TST001")).isPresent();
    }

    @Test
    void a_preset_naming_a_missing_card_is_reported_and_left_out() throws IOException {
        Files.writeString(dir.resolve("TST.json"), "{\"set\": \"TST\", \"title\": \"t\", \"cards\": [" + GOOD + "]}");
        Files.writeString(dir.resolve("presets.json"), """
                {"presets": [{"id": "p1", "name": "Broken", "life": 10,
                  "players": [{"name": "A", "cards": [{"id": "TST001", "dice": 2}]},
                              {"name": "B", "cards": [{"id": "TST999", "dice": 2}]}],
                  "basicActions": []}]}""");
        CardLibrary library = CardLibrary.loadDirectory(dir);
        assertThat(library.errors()).extracting(CardLoadError::toString).containsExactly(
                "presets.json, card p1, field presets[0].players[1].cards[0]: refers to card TST999, which does not"
                        + " exist (or failed to load)");
        assertThat(library.presets()).isEmpty();
    }

    @Test
    void a_card_marked_not_implemented_loads_with_its_note_but_is_not_offered_for_play() throws IOException {
        CardLibrary library = load(card(", \"implemented\": false, \"note\": \"its Global is not played yet\""));
        assertThat(library.errors()).isEmpty();
        assertThat(library.isImplemented("TST002")).isFalse();
        assertThat(library.support("TST002").note()).isEqualTo("its Global is not played yet");
        assertThat(library.playableCards()).extracting(c -> c.id()).containsExactly("TST001");
    }

    @Test
    void every_keyword_of_the_glossaries_is_played_so_none_makes_a_card_not_implemented() {
        assertThat(dicemasters.engine.card.Keyword.values()).allMatch(dicemasters.engine.card.Keyword::supported);
    }

    @Test
    void a_missing_folder_is_an_error_not_a_crash() {
        CardLibrary library = CardLibrary.loadDirectory(dir.resolve("nowhere"));
        assertThat(library.cards()).isEmpty();
        assertThat(library.errors()).hasSize(1);
        assertThat(library.errors().get(0).message()).startsWith("cannot list the card folder");
    }

    @Test
    void another_target_needs_an_earlier_target_to_differ_from() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"damage\","
                        + " \"dice\": {\"select\": \"another target\"}, \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].dice: \"another target\" differs from the dice an"
                        + " earlier effect of this ability targeted, and no earlier effect targets");
    }

    @Test
    void choosing_dice_needs_targets() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"choose\","
                        + " \"dice\": {\"select\": \"all\"}}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].dice: \"choose\" picks dice for later effects:"
                        + " use \"select\": \"target\" or \"triggering\"");
    }

    @Test
    void a_relation_to_earlier_targets_must_be_one_the_loader_knows() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"damage\","
                        + " \"dice\": {\"select\": \"target\", \"likeThose\": \"colour\"}, \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].dice.likeThose: unknown value \"colour\""
                        + " (expected one of: owner, affiliation)");
    }

    private static String blockSeveral(String trigger, String fields) {
        return card(", \"abilities\": [{\"trigger\": \"" + trigger + "\", \"effects\": [{\"do\": \"block several\","
                + " \"dice\": {\"select\": \"this\"}" + fields + "}]}]");
    }

    @Test
    void blocking_several_attackers_means_at_least_two() throws IOException {
        assertSingleError(blockSeveral("while active", ", \"count\": 1"),
                "TST.json, card TST002, field abilities[0].effects[0].count: must be between 2 and 20, not 1");
    }

    @Test
    void the_attackers_a_die_may_block_together_are_a_strict_filter() throws IOException {
        CardLibrary library = load(blockSeveral("while active", ", \"attackers\": {\"price\": 2}"));
        assertThat(library.errors()).hasSize(1);
        assertThat(library.errors().get(0).toString()).startsWith(
                "TST.json, card TST002, field abilities[0].effects[0].attackers.price: unknown field \"price\"");
    }

    @Test
    void blocking_several_attackers_is_a_rule_that_holds_while_active() throws IOException {
        assertSingleError(blockSeveral("when fielded", ", \"count\": 3"),
                "TST.json, card TST002, field abilities[0].effects[0]: this effect is a rule that holds \"while"
                        + " active\"; use that trigger");
    }

    @Test
    void only_an_ability_used_whenever_a_global_could_be_sends_its_own_die_away_as_a_cost() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"cost\": {\"sendThisDie\":"
                        + " \"used\"}, \"effects\": [{\"do\": \"gain life\", \"player\": \"you\", \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].cost.sendThisDie: only an ability used \"whenever you could"
                        + " use a global\" or \"instead of being knocked out\" with \"whenever\" by a die in the Field"
                        + " Zone can send that die away as its cost");
    }

    @Test
    void a_die_is_sent_away_only_to_the_used_pile_the_prep_area_or_the_bag() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"whenever you could use a global\", \"cost\":"
                        + " {\"sendThisDie\": \"field\"}, \"effects\": [{\"do\": \"gain life\", \"player\": \"you\","
                        + " \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].cost.sendThisDie: unknown value \"field\" (expected one of:"
                        + " used, prep, bag)");
    }

    @Test
    void whether_the_target_was_kod_is_asked_only_after_an_effect_that_targets() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"only if\","
                        + " \"if\": {\"kind\": \"those not knocked out\"}}, {\"do\": \"gain life\", \"player\": \"you\","
                        + " \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].if: \"those not knocked out\" asks about the dice"
                        + " an earlier effect of this ability targeted, and no earlier effect targets");
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"if\": {\"kind\": \"those not"
                        + " knocked out\"}, \"effects\": [{\"do\": \"gain life\", \"player\": \"you\", \"amount\": 1}]}]"),
                "TST.json, card TST002, field abilities[0].if: \"those not knocked out\" is about an earlier effect's"
                        + " targets: use it in an \"only if\" effect after that effect");
    }

    @Test
    void only_if_needs_its_condition() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"only if\"}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].if: is required: the condition the rest of the"
                        + " ability needs");
    }

    @Test
    void no_effect_moves_dice_into_the_attack_zone() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\": \"move\","
                        + " \"dice\": {\"select\": \"this\"}, \"to\": \"attack zone\"}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].to: dice enter the Attack Zone only by attacking or"
                        + " blocking; \"attack zone\" is a place to look for dice");
    }

    @Test
    void copying_abilities_says_whether_the_target_loses_them_with_true_or_false() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"copy\", \"dice\": {\"select\": \"target\", \"side\": \"any\"}, \"what\": \"abilities\","
                        + " \"targetLosesThem\": \"yes\"}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].targetLosesThem: must be true or false,"
                        + " not the text \"yes\"");
    }

    @Test
    void a_copy_says_what_it_copies_in_the_words_of_the_vocabulary() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"copy\", \"dice\": {\"select\": \"target\", \"side\": \"any\"}, \"what\": \"name\"}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].what: unknown value \"name\" (expected one of:"
                        + " stats, abilities, card)");
    }

    @Test
    void only_a_die_whose_abilities_are_copied_loses_them() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"copy\", \"dice\": {\"select\": \"target\", \"side\": \"any\"}, \"what\": \"stats\","
                        + " \"targetLosesThem\": true}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].targetLosesThem: only a die whose \"abilities\""
                        + " are copied can lose them");
    }

    @Test
    void copying_abilities_takes_only_its_own_fields() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"copy\", \"dice\": {\"select\": \"target\", \"side\": \"any\"}, \"what\": \"abilities\","
                        + " \"keepLevel\": true}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].keepLevel: unknown field \"keepLevel\""
                        + " (allowed: dice, do, targetLosesThem, what)");
    }

    @Test
    void captured_dice_are_a_place_to_look_for_dice_not_to_move_them_to() throws IOException {
        assertSingleError(card(", \"abilities\": [{\"trigger\": \"when fielded\", \"effects\": [{\"do\":"
                        + " \"move\", \"dice\": {\"select\": \"target\", \"side\": \"any\"},"
                        + " \"to\": \"captured\"}]}]"),
                "TST.json, card TST002, field abilities[0].effects[0].to: dice are captured only by \"capture\";"
                        + " \"captured\" is a place to look for dice");
    }
}
