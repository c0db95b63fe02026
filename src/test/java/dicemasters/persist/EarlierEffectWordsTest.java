package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.cards.EarlierEffectWords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Saved games carry copies of their cards in the words of the version that wrote them: after effect
 * kinds were merged into families, every saved game shipped with the project still opens and
 * replays to every recorded hash, its record of card copies included. "earlier-effect-words.json"
 * was written by the build before the merge (commit ebc0414; never rewrite it): a game of greedy
 * players with a card of each effect kind that served one card then.
 */
class EarlierEffectWordsTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"earlier-effect-words.json", "reactions.json", "finished-game.json", "pending-choice.json",
            "second-player-first-in-progress.json"})
    void a_saved_game_of_an_earlier_version_replays_to_every_recorded_hash(String name) throws Exception {
        SavedGame game = SavedGames.read(savedGame(name));

        ReplayCheck.Outcome outcome = ReplayCheck.run(game);

        assertThat(outcome.divergence()).isNull();
        assertThat(outcome.session().actions()).hasSize(game.actions().size());
    }

    @Test
    void the_game_written_before_the_merge_says_its_cards_in_the_earlier_words() throws Exception {
        JsonNode cards = new ObjectMapper().readTree(savedGame("earlier-effect-words.json").toFile()).get("cards");

        assertThat(cards).anyMatch(EarlierEffectWords::isEarlier);
        assertThat(cards).noneMatch(card -> EarlierEffectWords.isEarlier(EarlierEffectWords.upgrade(card)));
    }

    @Test
    void a_copy_in_earlier_words_edited_after_the_game_was_saved_is_still_found_out() throws Exception {
        String text = Files.readString(savedGame("earlier-effect-words.json"));
        // Namorita (CW122) says "unless spun down"; her copy now costs nothing.
        String line = text.lines().filter(l -> l.contains("{\"id\":\"CW122\"")).findFirst().orElseThrow();
        String edited = line.replaceFirst("\"cost\":\\d+", "\"cost\":0");
        assertThat(edited).isNotEqualTo(line);
        Path file = dir.resolve("edited.json");
        Files.writeString(file, text.replace(line, edited));

        SavedGameException e = catchThrowableOfType(SavedGameException.class, () -> SavedGames.open(file));

        assertThat(e).hasMessageContaining("card CW122 (Namorita) is not the card the game was played with");
    }

    private static Path savedGame(String name) throws URISyntaxException, IOException {
        return Path.of(EarlierEffectWordsTest.class.getResource("/savedgames/" + name).toURI());
    }
}
