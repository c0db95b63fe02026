package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the optional "test" part of a position file ({@link PositionTest}) as strictly as the rest. */
final class PositionTestReader {
    private PositionTestReader() {
    }

    static PositionTest read(PositionFields f, int players) throws PositionException {
        String about = f.text("about");
        List<String> moves = f.texts("moves");
        PositionFields e = f.object("expect");
        List<Integer> life = new ArrayList<>();
        JsonNode lifeList = e.list("life", true);
        if (!lifeList.isEmpty() && lifeList.size() != players) {
            throw e.error("life", "gives the life of each of the " + players + " players");
        }
        for (int i = 0; i < lifeList.size(); i++) {
            if (!lifeList.get(i).isInt()) {
                throw e.error("life/" + i, "must be a whole number");
            }
            life.add(lifeList.get(i).asInt());
        }
        Integer winner = winner(e, players);
        Integer turn = e.has("turn") ? e.integer("turn", 1, 100_000) : null;
        Step step = e.has("step") ? e.word("step", Step.class) : null;
        Map<String, Zone> dice = new LinkedHashMap<>();
        if (e.has("dice")) {
            PositionFields d = e.object("dice");
            Iterator<String> names = d.fieldNames();
            while (names.hasNext()) {
                String name = names.next();
                if (dice.size() == PositionFields.MAX_LIST) {
                    throw d.error("", "names more than " + PositionFields.MAX_LIST + " dice");
                }
                dice.put(name, d.word(name, Zone.class));
            }
            d.finish();
        }
        e.finish();
        f.finish();
        return new PositionTest(about, moves, life, winner, turn, step, dice);
    }

    /** "winner": a player's number, "tie", or "none" (the game goes on). */
    private static Integer winner(PositionFields e, int players) throws PositionException {
        if (!e.has("winner")) {
            return null;
        }
        JsonNode w = e.node("winner");
        if (w.isTextual() && w.asText().equals("tie")) {
            return GameState.NO_ONE;
        }
        if (w.isTextual() && w.asText().equals("none")) {
            return PositionTest.GOES_ON;
        }
        return e.integer("winner", 1, players) - 1;
    }
}
