package dicemasters.cards;

import dicemasters.ai.AutoPlay;
import dicemasters.ai.RandomPlayer;
import dicemasters.engine.Engine;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random players play every preset and teams made of every playable card: the card abilities never
 * crash the engine, never leave a player without a legal action, and games end or run to the limit.
 */
class RandomGamesWithCardsTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static void playSeveral(GameSetup setup, int games) {
        for (long seed = 1; seed <= games; seed++) {
            GameState start = Engine.start(setup, seed).state();
            GameState end = AutoPlay.play(start, new RandomPlayer(seed * 31), new RandomPlayer(seed * 37), 60, e -> {
            });
            assertThat(end.isOver() || end.turn() > 60).as("seed %s", seed).isTrue();
        }
    }

    @Test
    void every_preset_plays_to_the_end() {
        for (Preset preset : LIBRARY.presets()) {
            playSeveral(preset.toSetup(GameSetup.RANDOM_FIRST), 5);
        }
    }

    @Test
    void teams_of_every_playable_card_play_to_the_end() {
        List<CardDefinition> characters = LIBRARY.playableCards().stream()
                .filter(c -> c.type() == CardType.CHARACTER).toList();
        List<CardDefinition> basics = LIBRARY.playableCards().stream()
                .filter(c -> c.type() == CardType.BASIC_ACTION).toList();
        for (int i = 0; i < characters.size(); i += 8) {
            List<GameSetup.TeamCard> a = new ArrayList<>();
            List<GameSetup.TeamCard> b = new ArrayList<>();
            for (int j = i; j < Math.min(i + 8, characters.size()); j++) {
                (j % 2 == 0 ? a : b).add(new GameSetup.TeamCard(characters.get(j), 3));
            }
            List<CardDefinition> middle = List.of(basics.get(i / 8 % basics.size()),
                    basics.get((i / 8 + 3) % basics.size()));
            GameSetup setup = new GameSetup("Casual", 15, List.of(new GameSetup.Team("A", a),
                    new GameSetup.Team("B", b.isEmpty() ? a : b)), middle, 3, GameSetup.RANDOM_FIRST);
            playSeveral(setup, 4);
        }
    }

    /** Casey Jones: Broken Home against cheap attackers: random players block several attackers with one die. */
    @Test
    void random_games_with_a_die_that_blocks_several_attackers_play_to_the_end() {
        List<GameSetup.TeamCard> team = List.of(new GameSetup.TeamCard(LIBRARY.byId("HHS005").orElseThrow(), 4),
                new GameSetup.TeamCard(LIBRARY.byId("HHS001").orElseThrow(), 4));
        GameSetup setup = new GameSetup("Casual", 15, List.of(new GameSetup.Team("A", team),
                new GameSetup.Team("B", team)), List.of(), 3, GameSetup.RANDOM_FIRST);
        int severalBlocks = 0;
        for (long seed = 1; seed <= 8; seed++) {
            List<dicemasters.engine.state.GameEvent> events = new ArrayList<>();
            GameState end = AutoPlay.play(Engine.start(setup, seed).state(), new RandomPlayer(seed * 31),
                    new RandomPlayer(seed * 37), 60, events::add);
            assertThat(end.isOver() || end.turn() > 60).as("seed %s", seed).isTrue();
            severalBlocks += blocksOfOneDieOnSeveralAttackers(events);
        }
        assertThat(severalBlocks).as("declarations in which one die blocked several attackers").isPositive();
    }

    /** Blocks of one declaration follow each other; the same blocker twice in a row blocks two attackers. */
    private static int blocksOfOneDieOnSeveralAttackers(List<dicemasters.engine.state.GameEvent> events) {
        int count = 0;
        int previous = -1;
        for (dicemasters.engine.state.GameEvent e : events) {
            if (e instanceof dicemasters.engine.state.GameEvent.BlockerDeclared b) {
                count += b.blocker() == previous ? 1 : 0;
                previous = b.blocker();
            } else if (e instanceof dicemasters.engine.state.GameEvent.StepStarted) {
                previous = -1;
            }
        }
        return count;
    }
}
