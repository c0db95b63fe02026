package dicemasters.net;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The seat the game waits on is told what it may compose on its board (the dice it may pick, who
 * may pay), and sends the group it composed; the host's engine plays it, or refuses it with its
 * own reason and the game unchanged.
 */
class BoardChoicesTest {
    private final TableForTwo table = new TableForTwo(3);

    private HostMessage.Update lastUpdate(int seat) throws ProtocolException {
        List<String> received = table.peers[seat].received;
        for (int i = received.size() - 1; i >= 0; i--) {
            if (received.get(i).contains("\"type\":\"update\"")) {
                return (HostMessage.Update) HostMessage.read(received.get(i));
            }
        }
        throw new AssertionError("no update received");
    }

    @Test
    void the_player_rolling_is_told_which_of_their_dice_they_may_pick_to_reroll() throws Exception {
        int acting = table.acting();
        GameState s = table.game.session().current();
        assertThat(s.step()).isEqualTo(Step.ROLL_AND_REROLL);

        Choices choices = lastUpdate(acting).choices();
        assertThat(choices.pick()).hasSameSizeAs(Engine.rerollableDice(s)).isSorted();
        assertThat(lastUpdate(1 - acting).choices()).as("the other seat composes nothing").isEqualTo(Choices.NONE);
        List<Integer> inReserve = lastUpdate(acting).view().dice().stream()
                .filter(d -> d.owner() == acting && d.zone().equals("RESERVE")).map(PublicView.DieView::id).toList();
        assertThat(choices.pick()).containsExactlyInAnyOrderElementsOf(inReserve);
    }

    @Test
    void a_group_of_dice_the_player_picked_is_rerolled_by_the_host() throws Exception {
        int acting = table.acting();
        List<Integer> pick = lastUpdate(acting).choices().pick();
        assertThat(pick).hasSizeGreaterThanOrEqualTo(3);

        table.lobby.receive(table.connections[acting], Protocol.action(new Action.Reroll(pick.subList(0, 2))));

        List<Action> played = table.game.session().actions();
        assertThat(played).hasSize(1);
        assertThat(played.get(0)).isInstanceOfSatisfying(Action.Reroll.class, r -> assertThat(r.dice()).hasSize(2));
    }

    @Test
    void a_group_the_engine_refuses_comes_back_with_its_reason_and_the_game_unchanged() throws Exception {
        int acting = table.acting();
        HostMessage.Update update = lastUpdate(acting);
        int onCard = update.view().dice().stream().filter(d -> d.zone().equals("ON_CARD"))
                .mapToInt(PublicView.DieView::id).findFirst().orElseThrow();
        GameState before = table.game.session().current();

        table.lobby.receive(table.connections[acting],
                Protocol.action(new Action.Reroll(List.of(update.choices().pick().get(0), onCard))));

        String reason = table.peers[acting].last("rejected").get("reason").asText();
        assertThat(reason).as("the engine's reason, in words").containsIgnoringCase("reroll");
        assertThat(table.game.session().actions()).isEmpty();
        assertThat(table.game.session().current()).isSameAs(before);
    }
}
