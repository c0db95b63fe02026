package dicemasters.session;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class GameLogTest {

    @Test
    void the_first_turn_reads_like_the_rulebooks_example_of_play() {
        GameSession game = GameSession.start(DemoTeams.dcJusticeDemo(0), 42L);

        List<String> lines = GameLog.lines(game.log());

        assertThat(lines).startsWith("Demo game: Sam vs Bruce. Sam goes first. (seed 42)", "Turn 1: Sam's turn.",
                "-- Clear and Draw --", "Sam draws 3 dice into the Prep Area.", "Sam draws 1 die into Out of Play.",
                "-- Roll and Reroll --");
        assertThat(lines.get(6)).startsWith("Sam rolls Sidekick: ");
        assertThat(lines).noneMatch(l -> l.contains("moves from Bag"));
    }

    @Test
    void moves_that_another_event_already_tells_of_are_left_out() {
        List<GameEvent> events = List.of(
                new GameEvent.DieMoved(3, "Sidekick", 0, "Sam", dicemasters.engine.state.Zone.RESERVE,
                        dicemasters.engine.state.Zone.OUT_OF_PLAY),
                new GameEvent.EnergySpent(0, "Sam", List.of(dicemasters.engine.card.Energy.FIST), "buy Wonder Woman"),
                new GameEvent.DieMoved(9, "Wonder Woman", 0, "Sam", dicemasters.engine.state.Zone.ON_CARD,
                        dicemasters.engine.state.Zone.USED),
                new GameEvent.DiePurchased(0, "Sam", 9, "Wonder Woman"));

        assertThat(GameLog.lines(events)).containsExactly("Sam spends Fist to buy Wonder Woman.",
                "Sam buys a Wonder Woman die (to the Used Pile).");
    }

    @Test
    void undo_is_refused_once_a_die_was_rolled() {
        GameSession game = GameSession.start(DemoTeams.dcJusticeDemo(0), 42L);
        Result r = game.play(new Action.Reroll(List.of(game.current().diceIn(0,
                dicemasters.engine.state.Zone.RESERVE).get(0).id())));
        assertThat(r.isDone()).isTrue();

        assertThat(game.canUndo()).isFalse();
        assertThat(game.undo()).isFalse();
        assertThat(game.actions()).hasSize(1);
    }

    @Test
    void a_purchase_reveals_nothing_and_can_be_undone() {
        GameSession game = GameSession.start(DemoTeams.dcJusticeDemo(0), 42L);
        game.play(new Action.Reroll(List.of()));
        var before = game.current();
        Action buy = dicemasters.engine.Engine.legalActions(before).stream()
                .filter(a -> a instanceof Action.Purchase).findFirst().orElseThrow();
        game.play(buy);

        assertThat(game.canUndo()).isTrue();
        assertThat(game.undo()).isTrue();
        assertThat(game.current()).isSameAs(before);
        assertThat(game.actions()).hasSize(1);
    }

    @Test
    void a_game_cut_at_a_point_goes_on_from_there_with_the_same_states() {
        GameSession game = GameSession.start(DemoTeams.dcJusticeDemo(0), 42L);
        game.play(new Action.Reroll(List.of()));
        game.play(dicemasters.engine.Engine.legalActions(game.current()).get(0));

        GameSession cut = game.upTo(1);

        assertThat(cut.actions()).containsExactly(game.actions().get(0));
        assertThat(cut.current()).isSameAs(game.stateAfter(1));
        assertThat(cut.log()).isEqualTo(game.log().subList(0, game.eventsOf(0).size() + game.eventsOf(1).size()));
        assertThat(cut.play(new Action.Pass()).isDone()).isTrue();
        assertThat(game.actions()).as("the original game is not changed").hasSize(2);
    }
}
