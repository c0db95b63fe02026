package dicemasters.persist;

import dicemasters.cards.CardJson;
import dicemasters.engine.Engine;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Saved games rebuild the game from its setup: the hidden cards of character tokens come out the
 * same, so a game in which tokens were created and ceased to exist replays to the same hashes.
 */
class CharacterTokensSaveTest {
    @TempDir
    Path dir;

    private static CardDefinition cloner() throws Exception {
        return CardJson.read(new com.fasterxml.jackson.databind.ObjectMapper().readTree("""
                {"id": "TST001", "name": "Cloner", "type": "character", "cost": 2, "energy": ["Mask"],
                 "affiliations": [], "dieLimit": 4,
                 "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                            {"fieldCost": 1, "attack": 3, "defense": 3}], "keywords": [],
                 "abilities": [{"trigger": "when fielded", "effects": [{"do": "create character tokens",
                   "count": 2, "name": "Clone", "attack": 2, "defense": 2}]}]}"""), "test");
    }

    private static boolean tokenGone(GameSession session) {
        return session.log().stream().anyMatch(e -> e instanceof dicemasters.engine.state.GameEvent.CharacterTokenCeased);
    }

    @Test
    void a_game_in_which_tokens_were_created_and_ceased_to_exist_round_trips() throws Exception {
        var team = List.of(new GameSetup.TeamCard(cloner(), 4));
        GameSetup setup = new GameSetup("Casual", 10, List.of(new GameSetup.Team("A", team),
                new GameSetup.Team("B", team)), List.of(), 3, GameSetup.RANDOM_FIRST);
        GameSession played = null;
        for (long seed = 1; seed < 50 && played == null; seed++) {
            GameSession session = RandomGames.playedUntil(setup, seed, CharacterTokensSaveTest::tokenGone);
            played = tokenGone(session) ? session : null;
        }
        assertThat(played).as("a random game in which a token ceased to exist").isNotNull();
        Path file = dir.resolve("tokens.json");
        SavedGames.save(played, file);

        GameSession opened = SavedGames.open(file);

        assertThat(opened.actions()).isEqualTo(played.actions());
        for (int i = 0; i <= played.actions().size(); i++) {
            assertThat(StateHash.of(opened.stateAfter(i))).as("state after %d actions", i)
                    .isEqualTo(StateHash.of(played.stateAfter(i)));
        }
        assertThat(dicemasters.session.GameLog.lines(played.log()))
                .as("the log tells of tokens created, not of dice moving from their card")
                .anySatisfy(line -> assertThat(line).contains("creates 2 Clone character tokens"))
                .noneSatisfy(line -> assertThat(line).contains("moves from on its card"));
        GameState s = opened.current();
        List<Die> tokens = s.dice().stream().filter(d -> Engine.isCharacterToken(s, d)).toList();
        assertThat(tokens).hasSize(2 * Engine.CHARACTER_TOKENS_EACH_KIND)
                .allMatch(d -> d.zone() == Zone.ON_CARD || d.zone().inField());
    }
}
