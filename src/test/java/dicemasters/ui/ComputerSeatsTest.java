package dicemasters.ui;

import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Strength;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A table with a computer seat, without a window: who may act, and how far Undo goes back. */
class ComputerSeatsTest {
    private static CardLibrary library;
    private final GreedyPlayer moves = new GreedyPlayer();

    @BeforeAll
    static void loadCards() {
        library = CardLibrary.loadBundled();
    }

    /** Sam (a person, first) against Bruce (the computer). */
    private static TableController samAgainstTheComputer(long seed) {
        NewGame demo = NewGame.demo(library, seed);
        NewGame game = new NewGame(demo.format(), demo.names(), demo.teams(), 0, seed,
                List.of(Seat.PERSON, Seat.EASY));
        TableController table = new TableController(game.start());
        table.setComputerSeats(game.computerSeats());
        return table;
    }

    /** Plays on with greedy moves, the computer's through the computer's door, until Bruce must decide. */
    private void untilTheComputerDecides(TableController table) {
        while (table.mode() != Mode.COMPUTER) {
            table.play(moves.choose(table.state()));
        }
    }

    @Test
    void while_the_computer_decides_the_person_can_do_nothing_for_its_seat_and_the_bar_says_it_thinks() {
        TableController table = samAgainstTheComputer(3);
        untilTheComputerDecides(table);
        GameState before = table.state();

        table.play(moves.choose(before));

        assertThat(table.state()).isSameAs(before);
        assertThat(table.message()).isEqualTo("Bruce (Player 2) is the computer; wait for its move.");
        assertThat(table.prompt()).isEqualTo("Bruce (Player 2), the computer, is thinking…");
        assertThat(table.canPass()).isFalse();
        table.playComputerMove(moves.choose(before));
        assertThat(table.state()).isNotSameAs(before);
    }

    @Test
    void undo_goes_back_to_the_persons_last_decision_taking_back_the_computers_moves_since() {
        TableController table = samAgainstTheComputer(7);
        int longestUndo = 0;
        while (!table.state().isOver() && table.state().turn() < 30) {
            GameState s = table.state();
            if (table.mode() == Mode.COMPUTER) {
                table.playComputerMove(moves.choose(s));
                continue;
            }
            if (table.canUndo()) {
                GameSession session = table.session();
                int steps = table.computerSeats().undoSteps(session);
                int personsLast = session.actions().size() - steps;
                GameState expected = session.stateAfter(personsLast);
                List<Action> undone = session.actions().subList(personsLast, session.actions().size());
                table.undo();
                assertThat(table.state()).isSameAs(expected);
                assertThat(table.mode()).isNotEqualTo(Mode.COMPUTER);
                undone.forEach(a -> table.session().play(a));
                table.refresh(List.of());
                longestUndo = Math.max(longestUndo, steps);
            }
            table.play(moves.choose(table.state()));
        }
        assertThat(longestUndo).as("an undo also took back a move of the computer").isGreaterThan(1);
    }

    @Test
    void a_roll_since_the_persons_last_decision_cannot_be_undone() {
        TableController table = samAgainstTheComputer(3);
        untilTheComputerDecides(table);
        while (table.mode() == Mode.COMPUTER || table.state().activePlayer() == 1) {
            GameState s = table.state();
            if (table.mode() == Mode.COMPUTER) {
                table.playComputerMove(moves.choose(s));
            } else {
                table.play(moves.choose(s));
            }
        }
        assertThat(table.state().activePlayer()).isZero();
        assertThat(table.canUndo()).as("Sam's new roll was revealed since his last decision").isFalse();
    }

    /** Sam and Ann against Bruce and Ben (seats 0 and 2 against 1 and 3), the demo teams twice. */
    private static GameSession gameOfFour() {
        var two = NewGame.demo(library, 5).toSetup();
        var sam = two.teams().get(0);
        var bruce = two.teams().get(1);
        var four = new dicemasters.engine.setup.GameSetup("Doubles", 30, List.of(sam, bruce,
                new dicemasters.engine.setup.GameSetup.Team("Ann", sam.cards()),
                new dicemasters.engine.setup.GameSetup.Team("Ben", bruce.cards())), two.basicActions(), 3, 0);
        return GameSession.start(four, 5);
    }

    @Test
    void at_a_table_of_four_the_computer_plays_the_seats_given_to_it_and_people_the_others() {
        TableController table = new TableController(gameOfFour());
        table.setComputerSeats(new ComputerSeats(List.of(Seat.PERSON, Seat.EASY, Seat.PERSON, Seat.EASY), 5));

        while (table.state().turn() <= 2) {
            GameState s = table.state();
            boolean computersSeat = s.actingPlayer() % 2 == 1;
            assertThat(table.mode() == Mode.COMPUTER).as("player %d acts", s.actingPlayer()).isEqualTo(computersSeat);
            if (computersSeat) {
                table.playComputerMove(table.computerSeats().player(s.actingPlayer()).choose(s));
            } else {
                table.play(moves.choose(s));
            }
        }
        assertThat(table.state().turn()).isEqualTo(3);
    }

    @Test
    void a_game_of_four_opened_on_a_table_of_two_seats_has_a_person_at_each_of_its_four() {
        TableController table = samAgainstTheComputer(3);

        table.newGame(gameOfFour());

        assertThat(table.computerSeats().seats()).containsExactly(Seat.PERSON, Seat.PERSON, Seat.PERSON, Seat.PERSON);
    }

    @Test
    void at_the_table_normal_thinks_at_most_a_second_and_hard_a_few_but_with_their_whole_budgets() {
        ComputerSeats seats = new ComputerSeats(List.of(Seat.NORMAL, Seat.HARD), 5);

        assertThat(seats.player(0).settings().maxMillis()).isEqualTo(1000);
        assertThat(seats.player(0).settings().iterations()).isEqualTo(Strength.NORMAL.settings().iterations());
        assertThat(seats.player(1).settings().maxMillis()).isEqualTo(8000);
        assertThat(seats.player(1).settings().iterations()).isEqualTo(Strength.HARD.settings().iterations());
    }
}
