package dicemasters.tutorial;

import dicemasters.cli.DemoTeams;
import dicemasters.engine.GameSetup;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The cards the bundled tutorials use, until the card library is part of the program: the DC
 * Justice demo cards of {@link DemoTeams} and the TMNT demo cards with their printed numbers. The
 * characters are vanilla (stats only); the Basic Actions carry what the examples use of them.
 * Replace with {@code id -> CardLibrary.loadBundled().byId(id)} when the library lands.
 */
public final class InterimCards {
    private InterimCards() {
    }

    public static CardSource source() {
        List<CardDefinition> cards = new ArrayList<>();
        GameSetup dc = DemoTeams.dcJusticeDemo(0);
        dc.teams().forEach(t -> t.cards().forEach(tc -> cards.add(tc.card())));
        cards.addAll(dc.basicActions());
        cards.addAll(tmnt());
        return CardSource.of(cards);
    }

    private static List<CardDefinition> tmnt() {
        return List.of(
                character("HHS001", "April", "No Mere Damsel", 2, Energy.SHIELD,
                        new int[]{0, 1, 1}, new int[]{1, 2, 2}, new int[]{1, 2, 4}),
                character("HHS007", "Donatello", "Intellectually Inclined", 5, Energy.BOLT,
                        new int[]{0, 3, 3}, new int[]{1, 4, 4}, new int[]{2, 5, 5}),
                character("HHS012", "Foot Ninja", "Glass Jawed", 3, Energy.BOLT,
                        new int[]{0, 1, 1}, new int[]{0, 2, 1}, new int[]{1, 2, 2}),
                character("HHS017", "Karai", "Torn Between Worlds", 4, Energy.FIST,
                        new int[]{1, 3, 1}, new int[]{1, 4, 2}, new int[]{1, 4, 3}),
                basicAction("HHS055", "Speedy Delivery", 3,
                        Ability.of(Trigger.ACTION_USED, new Effect.SpinLevels(DieSelector.target(Side.ANY), 1)),
                        Ability.global(Cost.of(Energy.BOLT), new Effect.ModifyStats(DieSelector.target(Side.ANY), 1, 0))),
                basicAction("HHS057", "Reclaim", 2),
                basicAction("HHS058", "Unstable Canister", 3,
                        Ability.of(Trigger.ACTION_USED, new Effect.DamageDice(DieSelector.target(Side.ANY), 2)),
                        Ability.global(Cost.of(Energy.BOLT), new Effect.DamageDice(DieSelector.target(Side.ANY), 1))));
    }

    private static CardDefinition character(String id, String name, String subtitle, int cost, Energy type,
                                            int[]... levels) {
        List<Face> faces = new ArrayList<>();
        for (int i = 0; i < levels.length; i++) {
            faces.add(Face.character(i + 1, levels[i][0], levels[i][1], levels[i][2], 0));
        }
        return new CardDefinition(id, name, subtitle, CardType.CHARACTER, cost, List.of(type), List.of(), 4,
                StandardDice.characterFaces(List.of(type), faces), Set.of(), List.of());
    }

    private static CardDefinition basicAction(String id, String name, int cost, Ability... abilities) {
        return new CardDefinition(id, name, "", CardType.BASIC_ACTION, cost, List.of(), List.of(), 3,
                StandardDice.basicActionFaces(), Set.of(), List.of(abilities));
    }
}
