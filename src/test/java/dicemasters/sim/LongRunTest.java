package dicemasters.sim;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.setup.GameSetup;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The long-run checker plays its setups with every invariant checked; threads change nothing in the result. */
class LongRunTest {
    private static final List<GameSetup> SETUPS = LongRunSetups.all(CardLibrary.loadBundled());
    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    @Test
    void games_of_every_setup_keep_every_invariant_and_the_result_is_the_same_on_two_threads() {
        LongRun.Options one = LongRun.parse("--games", "6", "--seed", "40", "--turn-limit", "30");
        LongRun.Report alone = LongRun.run(one, SETUPS, QUIET);
        LongRun.Report shared = LongRun.run(new LongRun.Options(6, 40, 30, 2), SETUPS, QUIET);

        assertThat(alone.broken()).as("%s", alone.violations()).isZero();
        assertThat(alone.actions()).isPositive();
        assertThat(shared.actions()).isEqualTo(alone.actions());
        assertThat(shared.finished()).isEqualTo(alone.finished());
    }

    @Test
    void the_setups_cover_every_preset_the_tournament_fixture_and_every_playable_team_card() {
        CardLibrary library = CardLibrary.loadBundled();
        long teamCards = library.playableCards().stream()
                .filter(c -> c.type() != dicemasters.engine.card.CardType.BASIC_ACTION).count();
        long covered = SETUPS.stream().flatMap(s -> s.teams().stream()).flatMap(t -> t.cards().stream())
                .map(tc -> tc.card().id()).distinct().filter(id -> library.byId(id).isPresent()).count();
        assertThat(SETUPS.size()).isGreaterThan(library.presets().size());
        assertThat(covered).isEqualTo(teamCards);
    }

    @Test
    void the_report_says_what_was_checked_and_a_wrong_argument_is_named() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        LongRun.Options options = new LongRun.Options(2, 1, 20, 1);
        LongRun.print(options, SETUPS.size(), LongRun.run(options, SETUPS, QUIET),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("2 games (seeds 1 to 2, " + SETUPS.size()
                + " setups, turn limit 20, 1 threads)").contains(Invariants.NAMES.size() + " invariants checked after"
                + " every action").contains("OK: every invariant held after every action of every game.");
        assertThatThrownBy(() -> LongRun.parse("--games", "many")).hasMessage("--games needs a whole number, not 'many'");
        assertThatThrownBy(() -> LongRun.parse("--players", "x")).hasMessage("unknown option '--players'");
    }
}
