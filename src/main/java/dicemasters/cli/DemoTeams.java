package dicemasters.cli;

import dicemasters.engine.GameSetup;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;

import java.util.List;
import java.util.Set;

/**
 * The DC Justice demo setup for the text-mode game: Aquaman and Wonder Woman against Black Manta
 * and Parasite, with Excessive Force and Investigation in the middle. The characters play with
 * their printed stats and keywords only.
 */
public final class DemoTeams {
    private DemoTeams() {
    }

    static CardDefinition character(String id, String name, String subtitle, int cost, Energy type,
                                    Set<Keyword> keywords, int[]... levels) {
        List<Face> faces = new java.util.ArrayList<>();
        for (int i = 0; i < levels.length; i++) {
            faces.add(Face.character(i + 1, levels[i][0], levels[i][1], levels[i][2], 0));
        }
        return new CardDefinition(id, name, subtitle, CardType.CHARACTER, cost, List.of(type), List.of(), 4,
                StandardDice.characterFaces(List.of(type), faces), keywords, List.of());
    }

    public static final CardDefinition EXCESSIVE_FORCE = new CardDefinition("JUS067", "Excessive Force", "",
            CardType.BASIC_ACTION, 2, List.of(), List.of(), 3, StandardDice.basicActionFaces(), Set.of(),
            List.of(new Ability(dicemasters.engine.card.Trigger.ACTION_USED, Burst.ALWAYS, false, Cost.FREE, 0,
                            List.of(new Effect.DamageDice(DieSelector.target(Side.ANY), 6))),
                    Ability.global(Cost.of(Energy.BOLT),
                            new Effect.ModifyStats(DieSelector.target(Side.ANY), 1, 0))));

    public static final CardDefinition INVESTIGATION = new CardDefinition("JUS068", "Investigation", "",
            CardType.BASIC_ACTION, 3, List.of(), List.of(), 3, StandardDice.basicActionFaces(), Set.of(),
            List.of(Ability.of(dicemasters.engine.card.Trigger.ACTION_USED,
                    new Effect.DrawAndRoll(PlayerSelector.YOU, 2))));

    public static GameSetup dcJusticeDemo(int firstPlayer) {
        CardDefinition aquaman = character("JUS003", "Aquaman", "Arthur Curry", 3, Energy.SHIELD, Set.of(),
                new int[]{0, 2, 3}, new int[]{0, 3, 4}, new int[]{1, 4, 5});
        CardDefinition wonderWoman = character("JUS061", "Wonder Woman", "Piece of Clay", 3, Energy.SHIELD,
                Set.of(Keyword.OVERCRUSH), new int[]{0, 2, 3}, new int[]{1, 3, 3}, new int[]{1, 4, 4});
        CardDefinition blackManta = character("JUS010", "Black Manta", "Beyond Rehabilitation", 3, Energy.FIST,
                Set.of(), new int[]{1, 1, 3}, new int[]{1, 2, 4}, new int[]{1, 3, 5});
        CardDefinition parasite = character("JUS032", "Parasite", "Maxwell Jensen", 2, Energy.BOLT, Set.of(),
                new int[]{0, 2, 2}, new int[]{1, 3, 3}, new int[]{2, 3, 4});
        return new GameSetup("Demo", 10,
                List.of(new GameSetup.Team("Sam", List.of(new GameSetup.TeamCard(aquaman, 2),
                                new GameSetup.TeamCard(wonderWoman, 2))),
                        new GameSetup.Team("Bruce", List.of(new GameSetup.TeamCard(blackManta, 2),
                                new GameSetup.TeamCard(parasite, 2)))),
                List.of(EXCESSIVE_FORCE, INVESTIGATION), 3, firstPlayer);
    }
}
