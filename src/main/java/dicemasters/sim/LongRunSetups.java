package dicemasters.sim;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.setup.GameSetup;

import java.util.ArrayList;
import java.util.List;

/**
 * The games a long run plays, so that every playable card is in some game: every preset, the
 * tournament-size fixture, and Casual teams of eight cards at a time taken from all playable
 * character and action cards in id order (a last card alone with the one before it), each group with
 * two Basic Action Cards.
 */
final class LongRunSetups {
    private LongRunSetups() {
    }

    static List<GameSetup> all(CardLibrary library) {
        List<GameSetup> setups = new ArrayList<>();
        for (Preset preset : library.presets()) {
            setups.add(preset.toSetup(GameSetup.RANDOM_FIRST));
        }
        setups.add(BenchmarkTeams.vanillaTournament(GameSetup.RANDOM_FIRST));
        List<CardDefinition> teamCards = library.playableCards().stream()
                .filter(c -> c.type() == CardType.CHARACTER || c.type() == CardType.ACTION).toList();
        List<CardDefinition> basics = library.playableCards().stream()
                .filter(c -> c.type() == CardType.BASIC_ACTION).toList();
        for (int i = 0; i < teamCards.size() && teamCards.size() >= 2 && basics.size() >= 2; i += 8) {
            List<GameSetup.TeamCard> a = new ArrayList<>();
            List<GameSetup.TeamCard> b = new ArrayList<>();
            // A last card left alone plays beside the card before it, so that each team has one.
            int from = Math.max(0, Math.min(i, teamCards.size() - 2));
            for (int j = from; j < Math.min(i + 8, teamCards.size()); j++) {
                (j % 2 == 0 ? a : b).add(new GameSetup.TeamCard(teamCards.get(j), Math.min(3, teamCards.get(j).dieLimit())));
            }
            List<CardDefinition> middle = List.of(basics.get(i / 8 % basics.size()),
                    basics.get((i / 8 + 3) % basics.size()));
            setups.add(new GameSetup("Casual", 15, List.of(new GameSetup.Team("Ann", a), new GameSetup.Team("Ben", b)),
                    middle.get(0).equals(middle.get(1)) ? middle.subList(0, 1) : middle, 3, GameSetup.RANDOM_FIRST));
        }
        return setups;
    }
}
