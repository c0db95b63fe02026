package dicemasters.tutorial;

import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TutorialLoaderTest {

    /** A small valid tutorial; the tests break one field at a time. */
    private static final String VALID = """
            {
              "id": "mini", "title": "Mini", "rulebook": "DC Justice (2018)",
              "setup": {
                "format": "Demo", "life": 10, "firstPlayer": 0,
                "players": [
                  {"name": "Sam", "team": [{"card": "JUS061", "dice": 2}]},
                  {"name": "Bruce", "team": [{"card": "JUS010", "dice": 2}]}
                ],
                "basicActions": ["JUS067"]
              },
              "script": [{"comment": "three energy", "draws": ["SIDEKICK"],
                          "rolls": [{"card": "SIDEKICK", "face": "Shield"}, {"card": "SIDEKICK", "face": "Bolt"},
                                    {"card": "SIDEKICK", "face": "Mask"}]}],
              "steps": [
                {"title": "Keep", "text": "Keep the roll.", "point": {"zone": "Reserve Pool", "player": "Sam"},
                 "expect": {"reroll": []}},
                {"title": "Buy", "text": "Buy her.", "point": {"card": "Wonder Woman"},
                 "expect": {"buy": "Wonder Woman", "pay": ["Shield", "Bolt", "Mask"]}},
                {"title": "Pass", "text": "The opponent's part.", "expect": {"pass": true}, "auto": true},
                {"title": "Done", "text": "That is all."}
              ]
            }
            """;

    private static Tutorial load(String json) {
        return TutorialLoader.parse("mini.json", json, Tutorials.libraryCards());
    }

    @Test
    void a_valid_file_gives_the_setup_script_and_steps() {
        Tutorial t = load(VALID);

        assertThat(t.setup().teams().get(0).cards().get(0).card().name()).isEqualTo("Wonder Woman");
        assertThat(t.diceScript().faces()).containsExactly(3, 1, 2);
        assertThat(t.steps()).hasSize(4);
        assertThat(t.steps().get(0).point()).isEqualTo(Pointer.zone(Zone.RESERVE, "Sam"));
        assertThat(t.steps().get(3).isReadOnly()).isTrue();
    }

    @Test
    void steps_marked_auto_are_made_by_the_runner_itself() {
        TutorialRunner runner = TutorialRunner.start(load(VALID));
        runner.playExpected();

        runner.playExpected();

        assertThat(runner.currentStep().title()).isEqualTo("Done");
        assertThat(runner.state().activePlayer()).isEqualTo(1);
        assertThat(runner.back()).isTrue();
        assertThat(runner.currentStep().title()).isEqualTo("Buy");
    }

    private static void assertError(String json, String... parts) {
        assertThatThrownBy(() -> load(json)).isInstanceOf(TutorialFormatException.class)
                .hasMessageStartingWith("mini.json: ").hasMessageContainingAll(parts);
    }

    @Test
    void an_unknown_card_id_is_named_with_its_field() {
        assertError(VALID.replace("\"JUS010\"", "\"JUS999\""), "setup.players[1].team[0].card", "JUS999");
    }

    @Test
    void a_face_the_die_does_not_have_is_named_with_the_faces_it_has() {
        assertError(VALID.replace("\"face\": \"Mask\"", "\"face\": \"level 4\""),
                "script[0].rolls[2].face", "level 4", "Fist, Bolt, Mask, Shield, Wild, level 1");
    }

    @Test
    void an_unknown_field_is_refused() {
        assertError(VALID.replace("\"title\": \"Keep\"", "\"titel\": \"Keep\""), "steps[0].titel", "not a known field");
    }

    @Test
    void a_missing_text_is_named() {
        assertError(VALID.replace("\"text\": \"Buy her.\",", ""), "steps[1].text", "is missing");
    }

    @Test
    void an_expectation_must_name_exactly_one_move() {
        assertError(VALID.replace("\"expect\": {\"reroll\": []}", "\"expect\": {\"reroll\": [], \"pass\": true}"),
                "steps[0].expect", "exactly one move");
    }

    @Test
    void a_card_not_in_the_setup_is_refused() {
        assertError(VALID.replace("\"buy\": \"Wonder Woman\"", "\"buy\": \"Aquaman\""),
                "steps[1].expect.buy", "'Aquaman' is not a card of this tutorial's setup");
    }

    @Test
    void an_unknown_player_is_named_with_the_players() {
        assertError(VALID.replace("\"player\": \"Sam\"", "\"player\": \"Samantha\""),
                "steps[0].point.player", "Samantha", "Sam, Bruce");
    }

    @Test
    void an_unknown_energy_is_refused() {
        assertError(VALID.replace("\"Mask\"]", "\"Moon\"]"), "steps[1].expect.pay[2]", "'Moon' is not an energy");
    }

    @Test
    void a_payment_on_a_move_that_pays_nothing_is_refused() {
        assertError(VALID.replace("\"expect\": {\"reroll\": []}", "\"expect\": {\"reroll\": [], \"pay\": [\"Fist\"]}"),
                "steps[0].expect.pay", "only buy, field and useGlobal");
    }

    @Test
    void broken_json_gives_the_line() {
        assertError(VALID.replace("\"rulebook\": \"DC Justice (2018)\",", "\"rulebook\": ,"), "not valid JSON", "line 2");
    }

    @Test
    void duplicate_fields_are_refused() {
        assertError(VALID.replace("\"id\": \"mini\",", "\"id\": \"mini\", \"id\": \"again\","),
                "the key \"id\" appears twice", "line 2");
    }

    @Test
    void a_missing_resource_is_named() {
        assertThatThrownBy(() -> TutorialLoader.loadResource("tutorials/none.json", Tutorials.libraryCards()))
                .hasMessage("tutorials/none.json: no such tutorial file");
    }

    @Test
    void the_bundled_tutorials_load() {
        assertThat(Tutorials.loadBundled()).extracting(Tutorial::id).containsExactly("dc-justice-example", "tmnt-example",
                "civil-war-example", "wwe-example");
    }
}
