package dicemasters.persist;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameState;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class SaveRoundTripTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42, 1234, 99991})
    void a_random_game_saved_and_opened_gives_the_same_state_hash_at_every_step(long seed) throws Exception {
        GameSession played = RandomGames.played(seed);
        Path file = dir.resolve("game.json");
        SavedGames.save(played, file);

        GameSession opened = SavedGames.open(file);

        assertThat(opened.actions()).isEqualTo(played.actions());
        for (int i = 0; i <= played.actions().size(); i++) {
            assertThat(StateHash.of(opened.stateAfter(i))).as("state after %d actions", i)
                    .isEqualTo(StateHash.of(played.stateAfter(i)));
        }
    }

    @ParameterizedTest
    @MethodSource("presets")
    void a_random_game_of_every_bundled_preset_round_trips(String presetId) throws Exception {
        GameSetup setup = LIBRARY.preset(presetId).orElseThrow().toSetup(GameSetup.RANDOM_FIRST);
        GameSession played = RandomGames.playedUntil(setup, 17, s -> s.actions().size() == 150);
        Path file = dir.resolve(presetId + ".json");
        SavedGames.save(played, file);

        GameSession opened = SavedGames.open(file);

        assertThat(opened.actions()).isEqualTo(played.actions());
        assertThat(StateHash.of(opened.current())).isEqualTo(StateHash.of(played.current()));
    }

    @Test
    void every_bundled_card_reads_back_as_the_same_card_from_a_saved_game() throws Exception {
        CardCodec codec = CardCodec.standard();
        for (CardDefinition card : LIBRARY.cards()) {
            assertThat(codec.read(codec.write(card), "test")).as(card.id()).isEqualTo(card);
        }
    }

    static Stream<String> presets() {
        return LIBRARY.presets().stream().map(Preset::id);
    }

    @Test
    void a_game_saved_while_a_choice_is_pending_continues_at_that_choice() throws Exception {
        GameSession played = pausedOnADecision();
        Path file = dir.resolve("pending.json");
        SavedGames.save(played, file);

        GameState resumed = SavedGames.open(file).current();

        GameState original = played.current();
        assertThat(resumed.decision()).isNotNull().isEqualTo(original.decision());
        assertThat(resumed.step()).isEqualTo(original.step());
        assertThat(resumed.actingPlayer()).isEqualTo(original.actingPlayer());
        assertThat(resumed.rngState()).isEqualTo(original.rngState());
        for (int id = 0; id < original.dice().size(); id++) {
            assertThat(resumed.die(id).zone()).isEqualTo(original.die(id).zone());
            assertThat(resumed.die(id).faceIndex()).isEqualTo(original.die(id).faceIndex());
        }
    }

    @Test
    void the_file_records_every_action_with_the_hash_of_the_state_after_it() throws Exception {
        GameSession played = RandomGames.played(7);
        SavedGame saved = SavedGames.read(save(played));

        assertThat(saved.actions()).hasSize(played.actions().size());
        assertThat(saved.startHash()).isEqualTo(StateHash.of(played.stateAfter(0)));
        for (int i = 0; i < saved.actions().size(); i++) {
            assertThat(saved.actions().get(i).action()).isEqualTo(played.actions().get(i));
            assertThat(saved.actions().get(i).hashAfter()).isEqualTo(StateHash.of(played.stateAfter(i + 1)));
        }
    }

    @Test
    void a_whole_game_file_is_kilobytes_with_one_action_per_line() throws Exception {
        GameSession played = RandomGames.longerThan(200);
        Path file = save(played);

        assertThat(Files.size(file)).isLessThan(64 * 1024);
        assertThat(Files.readAllLines(file)).filteredOn(line -> line.contains("\"hash\""))
                .hasSize(played.actions().size());
    }

    @Test
    void saving_the_same_game_twice_writes_the_same_text() throws Exception {
        GameSession played = RandomGames.played(5);
        Path first = save(played);
        Path second = dir.resolve("again.json");
        SavedGames.save(played, second);

        assertThat(Files.readString(second)).isEqualTo(Files.readString(first));
    }

    private Path save(GameSession session) throws Exception {
        Path file = dir.resolve("game-" + session.seed() + ".json");
        SavedGames.save(session, file);
        return file;
    }

    static GameSession pausedOnADecision() {
        for (long seed = 1; seed < 500; seed++) {
            GameSession session = RandomGames.playedUntil(seed, s -> s.current().decision() != null);
            if (session.current().decision() != null) {
                return session;
            }
        }
        throw new IllegalStateException("no random game reached a pending decision");
    }

    /** Casey Jones: Broken Home blocks several attackers: the saved game lists it once per attacker. */
    @Test
    void a_game_in_which_one_die_blocked_several_attackers_round_trips() throws Exception {
        var team = java.util.List.of(new GameSetup.TeamCard(LIBRARY.byId("HHS005").orElseThrow(), 4),
                new GameSetup.TeamCard(LIBRARY.byId("HHS001").orElseThrow(), 4));
        GameSetup setup = new GameSetup("Casual", 15, java.util.List.of(new GameSetup.Team("A", team),
                new GameSetup.Team("B", team)), java.util.List.of(), 3, GameSetup.RANDOM_FIRST);
        GameSession played = null;
        for (long seed = 1; seed < 50 && played == null; seed++) {
            GameSession session = RandomGames.playedUntil(setup, seed, s -> blocksSeveral(s.current()));
            played = blocksSeveral(session.current()) ? session : null;
        }
        assertThat(played).as("a random game in which one die blocks several attackers").isNotNull();
        Path file = dir.resolve("several.json");
        SavedGames.save(played, file);

        GameSession opened = SavedGames.open(file);

        assertThat(opened.actions()).isEqualTo(played.actions());
        assertThat(StateHash.of(opened.current())).isEqualTo(StateHash.of(played.current()));
        assertThat(opened.current().dice()).anyMatch(d -> d.blockingAll().size() > 1);
    }

    private static boolean blocksSeveral(GameState s) {
        return s.dice().stream().anyMatch(d -> d.blockingAll().size() > 1);
    }
}
