package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.team.Format;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fewer needless clicks: the table passes for a player whose only legal move is to pass (on by
 * default), makes any only-legal move for a player who asked to be stopped only when they can act,
 * says so, keeps every pass in the log, and takes such moves back with the move before them.
 */
class AutoPassTest {
    private static final List<TeamChoice> DEMO = NewGame.demo(TestTables.LIBRARY, 0).teams();

    private static TableController table(long seed, Settings settings) {
        TableController table = new TableController(new NewGame(Format.DEMO, List.of("Sam", "Bruce"), DEMO, 0, seed)
                .start());
        table.setSettings(settings);
        return table;
    }

    /** Plays the demo game by clicking until {@code wanted} holds after a click; fails if it never does. */
    private static TableController playUntil(Settings settings, Predicate<TableController> wanted) {
        for (long seed = 1; seed < 40; seed++) {
            TableController table = table(seed, settings);
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 600 && !table.state().isOver(); i++) {
                players.act();
                if (wanted.test(table)) {
                    return table;
                }
            }
        }
        throw new AssertionError("no demo game got there");
    }

    private static boolean onlyPass(GameState s) {
        return !s.isOver() && Engine.legalActions(s).equals(List.of(new Action.Pass()));
    }

    @Test
    void a_player_whose_only_legal_move_is_to_pass_is_passed_for_and_the_log_tells_it() {
        for (long seed = 1; seed <= 4; seed++) {
            TableController table = table(seed, Settings.DEFAULTS);
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 600 && !table.state().isOver(); i++) {
                players.act();
                assertThat(onlyPass(table.state())).as("seed %s: the table waits on a player who can only pass", seed)
                        .isFalse();
            }
        }
        TableController table = playUntil(Settings.DEFAULTS, t -> t.autoMoveNote() != null);
        GameSession session = table.session();
        Action last = session.actions().get(session.actions().size() - 1);

        assertThat(last).isEqualTo(new Action.Pass());
        assertThat(table.autoMoveNote()).contains("could only pass in the ").endsWith(": passed for them.");

        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.PriorityPassed
                || e instanceof GameEvent.StepEnded);
    }

    @Test
    void a_note_about_a_move_made_for_a_player_is_gone_once_the_game_moves_on() {
        GameSession session = NewGame.demo(TestTables.LIBRARY, 3L).start();
        AutoMoveLog log = new AutoMoveLog();
        session.play(new Action.Reroll(List.of()));
        log.made(session, "Sam had no other choice: keep every result.");

        assertThat(log.note(session.current())).isEqualTo("Sam had no other choice: keep every result.");
        session.play(Engine.legalActions(session.current()).get(0));
        assertThat(log.note(session.current())).as("a later decision").isNull();
    }

    @Test
    void with_the_setting_off_the_table_waits_for_the_pass() {
        TableController table = playUntil(Settings.DEFAULTS.withAutoPass(false), t -> onlyPass(t.state()));

        assertThat(table.autoMoveNote()).isNull();
        assertThat(table.canPass()).isTrue();
    }

    @Test
    void undo_takes_back_the_move_chosen_with_the_passes_made_after_it() {
        TableController table = playUntil(Settings.DEFAULTS, t -> t.autoMoveNote() != null && t.canUndo());
        GameSession session = table.session();
        int actions = session.actions().size();

        table.undo();

        assertThat(session.actions().size()).as("the pass made for the player and the move before it")
                .isLessThanOrEqualTo(actions - 2);
        assertThat(onlyPass(table.state())).isFalse();
        assertThat(table.autoMoveNote()).isNull();
    }

    @Test
    void a_player_who_stops_only_to_act_has_every_only_legal_move_made_for_them() {
        List<GameSession> games = new java.util.ArrayList<>();
        for (var preset : TestTables.LIBRARY.presets()) {
            for (long seed = 1; seed <= 4; seed++) {
                games.add(GameSession.start(preset.toSetup(dicemasters.engine.setup.GameSetup.RANDOM_FIRST), seed));
            }
        }
        assertThat(movesMadeFor(1, games)).as("moves other than passing made for Player 2").isNotEmpty();
    }

    @Test
    void in_doubles_the_fourth_seat_may_also_stop_only_when_it_can_act() {
        List<GameSession> games = new java.util.ArrayList<>();
        for (long seed = 1; seed <= 4; seed++) {
            games.add(DoublesAtTheTableTest.tmntDoubles(seed).start());
        }
        assertThat(movesMadeFor(3, games)).as("moves other than passing made for Player 4").isNotEmpty();
    }

    /** Plays the games at random with {@code seat} stopping only to act: the notes of moves made for that seat. */
    private static List<String> movesMadeFor(int seat, List<GameSession> games) {
        Settings stopsOnlyToAct = Settings.DEFAULTS.withStopOnlyToAct(seat, true);
        List<String> made = new java.util.ArrayList<>();
        for (GameSession game : games) {
            TableController table = new TableController(game);
            table.setSettings(stopsOnlyToAct);
            var player = new dicemasters.ai.RandomPlayer(game.seed());
            for (int i = 0; i < 400 && !table.state().isOver(); i++) {
                GameState s = table.state();
                assertThat(s.actingPlayer() == seat && Engine.legalActions(s).size() == 1)
                        .as("seed %s: the table waits on seat %s with one legal move", game.seed(), seat + 1)
                        .isFalse();
                table.play(player.choose(s));
                String note = table.autoMoveNote();
                if (note != null && note.contains(s.player(seat).name() + " had no other choice")) {
                    made.add(note);
                }
            }
        }
        return made;
    }

    @Test
    void when_the_opponent_passes_back_the_prompt_says_so() {
        for (long seed = 1; seed < 20; seed++) {
            TableController table = table(seed, Settings.DEFAULTS);
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 600 && !table.state().isOver(); i++) {
                GameState s = table.state();
                if (table.mode() == Mode.WINDOW && s.actingPlayer() != s.activePlayer()) {
                    table.pass();
                    if (table.state().step() == Step.MAIN) {
                        String opponent = s.player(s.actingPlayer()).name();
                        assertThat(table.prompt()).contains(opponent + " passed without acting. Pass again (Space) "
                                + "to end the Main Step, or keep going");
                        return;
                    }
                } else {
                    players.act();
                }
            }
        }
        throw new AssertionError("the opponent never had priority in the Main Step");
    }
}
