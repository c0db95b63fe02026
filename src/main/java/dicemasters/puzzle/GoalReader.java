package dicemasters.puzzle;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.Zone;
import dicemasters.persist.PositionException;
import dicemasters.persist.PositionFields;

import java.util.List;

/** Reads a puzzle's "goal": {"kind": "win" | "survive" | "damage" | "knockOut" | "buy", and its details}. */
final class GoalReader {
    static final List<String> KINDS = List.of("win", "survive", "damage", "knockOut", "buy");

    private GoalReader() {
    }

    static Goal read(PositionFields g, Position position, int you) throws PositionException {
        String kind = g.text("kind");
        Goal goal = switch (kind) {
            case "win" -> new Goal.Win();
            case "survive" -> new Goal.Survive(g.integer("life", 1, 100, 1));
            case "damage" -> new Goal.Damage(g.integer("amount", 1, 100));
            case "knockOut" -> knockOut(g, position, you);
            case "buy" -> buy(g, position, you);
            default -> throw g.error("kind", "is one of " + KINDS + ", not '" + PrintableText.excerpt(kind) + "'");
        };
        g.finish();
        return goal;
    }

    private static Goal knockOut(PositionFields g, Position position, int you) throws PositionException {
        List<String> cards = g.texts("cards");
        List<String> theirs = PuzzleReader.teamCards(position, Goal.opponentOf(you));
        if (cards.isEmpty()) {
            throw g.error("cards", "names at least one of the opponent's cards");
        }
        for (int i = 0; i < cards.size(); i++) {
            if (!theirs.contains(cards.get(i))) {
                throw g.error("cards/" + i, "'" + PrintableText.excerpt(cards.get(i)) + "' is not a card of the"
                        + " opponent's team " + theirs);
            }
        }
        return new Goal.KnockOut(cards);
    }

    private static Goal buy(PositionFields g, Position position, int you) throws PositionException {
        String card = g.text("card");
        boolean yours = PuzzleReader.teamCards(position, you).contains(card)
                || position.setup().basicActions().stream().map(CardDefinition::id).anyMatch(card::equals);
        if (!yours) {
            throw g.error("card", "'" + PrintableText.excerpt(card) + "' is neither a card of your team nor a Basic"
                    + " Action Card of the game");
        }
        int dice = g.integer("dice", 1, 10, 1);
        Zone zone = g.has("zone") ? g.word("zone", Zone.class) : null;
        if (zone == Zone.ON_CARD) {
            throw g.error("zone", "a die bought has left its card; give the zone it must reach, such as PREP");
        }
        return new Goal.Buy(card, dice, zone);
    }
}
