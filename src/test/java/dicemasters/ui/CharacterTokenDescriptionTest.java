package dicemasters.ui;

import dicemasters.ai.RandomPlayer;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** A token in the Field Zone is shown as a die like any other, and its description says it is a token. */
class CharacterTokenDescriptionTest {
    private static final CardDefinition CLONER = new CardDefinition("T-CL", "Cloner", "Test", CardType.CHARACTER, 2,
            List.of(Energy.MASK), List.of(), 4, StandardDice.characterFaces(List.of(Energy.MASK),
            List.of(Face.character(1, 0, 1, 1, 0), Face.character(2, 1, 2, 2, 0), Face.character(3, 1, 3, 3, 0))),
            Set.of(), List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.CreateCharacterTokens(1, "Clone", 2, 2))));

    private static Optional<Die> tokenInField(GameState s) {
        return s.dice().stream().filter(d -> Engine.isCharacterToken(s, d) && d.zone() == Zone.FIELD).findFirst();
    }

    @Test
    void a_token_in_the_field_zone_is_described_as_a_character_token() {
        var team = List.of(new GameSetup.TeamCard(CLONER, 4));
        GameSetup setup = new GameSetup("Casual", 10, List.of(new GameSetup.Team("Ann", team),
                new GameSetup.Team("Ben", team)), List.of(), 3, 0);
        GameState s = Engine.start(setup, 5L).state();
        RandomPlayer random = new RandomPlayer(5L);
        while (tokenInField(s).isEmpty() && !s.isOver() && s.turn() < 60) {
            s = ((Result.Done) Engine.apply(s, random.choose(s))).state();
        }
        Die clone = tokenInField(s).orElseThrow();
        assertThat(DieNode.describe(s, clone)).contains("Clone die, Field Zone")
                .contains("a character token (it exists only in the Field Zone)");
        GameState now = s;
        assertThat(s.cards()).filteredOn(c -> Engine.isTokenCard(now, c))
                .as("one hidden Clone card for each player").hasSize(2);
    }
}
