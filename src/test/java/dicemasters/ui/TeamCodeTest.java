package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Team codes: a team shared as text comes back the same, checked against its format; anything else is refused. */
class TeamCodeTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private static final TeamChoice SAM = NewGame.demo(LIBRARY, 0).teams().get(0);

    private static TeamCode.Team read(String code) throws TeamCode.TeamCodeException {
        return TeamCode.decode(code, LIBRARY);
    }

    @Test
    void a_team_comes_back_from_its_code_with_the_same_cards_dice_and_basic_actions() throws Exception {
        String code = TeamCode.encode(Format.DEMO, SAM.cards(), SAM.basicActions());
        TeamCode.Team team = read(code);

        assertThat(code).startsWith("DM1:DEMO:").hasSizeLessThan(60);
        assertThat(team.format()).isEqualTo(Format.DEMO);
        assertThat(team.cards()).isEqualTo(SAM.cards());
        assertThat(team.basicActions()).isEqualTo(SAM.basicActions());
        assertThat(team.problems()).as("the demo team is a legal Demo team").isEmpty();
    }

    @Test
    void a_code_pasted_from_a_chat_with_spaces_line_breaks_and_small_letters_reads_the_same() throws Exception {
        String code = TeamCode.encode(Format.DEMO, SAM.cards(), SAM.basicActions());
        String pasted = " " + code.toLowerCase().replace(",", ", ").replace(":", ":\n") + " ";

        assertThat(read(pasted).cards()).isEqualTo(SAM.cards());
    }

    @Test
    void a_code_is_checked_against_its_format() throws Exception {
        String code = TeamCode.encode(Format.TOURNAMENT, SAM.cards(), SAM.basicActions());

        assertThat(read(code).problems()).anyMatch(p -> p.contains("Tournament needs 2 different Basic Action Cards"));
    }

    @Test
    void a_card_with_too_many_dice_is_a_problem_of_the_team_not_of_the_code() throws Exception {
        CardDefinition card = SAM.cards().get(0).card();
        String code = TeamCode.encode(Format.DEMO, List.of(new GameSetup.TeamCard(card, card.dieLimit() + 1)),
                SAM.basicActions());

        assertThat(read(code).problems()).anyMatch(p -> p.contains(card.fullName() + " allows at most"));
    }

    @Test
    void text_that_is_not_a_team_code_is_refused_with_the_reason() {
        assertThatThrownBy(() -> read("")).hasMessageStartingWith("Paste a team code first");
        assertThatThrownBy(() -> read("hello there")).hasMessage(
                "A team code starts with DM1: and this text starts with 'HELLOTHERE'.");
        assertThatThrownBy(() -> read("DM1:DEMO:JUS003*2")).hasMessageContaining("has four parts")
                .hasMessageEndingWith("this one has 3.");
        assertThatThrownBy(() -> read("DM1:SEALED:JUS003*2:JUS067")).hasMessage(
                "'SEALED' is not a format: DEMO, CASUAL or TOURNAMENT.");
        assertThatThrownBy(() -> read("DM1:DEMO:JUS003x2:JUS067")).hasMessage(
                "'JUS003X2' is not a card with its dice (such as JUS003*2).");
        assertThatThrownBy(() -> read("DM1:DEMO:JUS003*2,JUS003*1:JUS067")).hasMessageStartingWith(
                "JUS003 is listed twice");
        assertThatThrownBy(() -> read("DM1:DEMO:ZZZ999*2:JUS067")).hasMessage("ZZZ999 is not a card this program has.");
        assertThatThrownBy(() -> read("DM1:DEMO:JUS003*2:JUS-67")).hasMessage(
                "'JUS-67' is not a card id (such as JUS067).");
        assertThatThrownBy(() -> read("DM1:DEMO:" + "JUS003*2,".repeat(80) + ":JUS067"))
                .hasMessageStartingWith("A team code is at most 600 characters");
    }
}
