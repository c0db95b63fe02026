package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dicemasters.cards.CardLibrary;
import dicemasters.engine.action.Action;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A guest sees what a player at a real table sees: the view has no field for the hidden parts, and
 * two games that differ only in them send a guest the same bytes until a random result is shown.
 */
class GuestSeesOnlyWhatIsPublicTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final GameSetup DEMO = CardLibrary.loadBundled().preset("jus-demo").orElseThrow().toSetup(0);
    private static final int GUEST = 1;

    @Test
    void the_guest_view_has_no_field_that_could_hold_the_generator_the_seed_a_bag_order_or_a_secret() {
        Set<String> names = new TreeSet<>();
        componentNames(PublicView.class, names);
        assertThat(names).noneMatch(n -> n.matches("(?i).*(seed|rng|random|secret|script|order).*"));
        assertThat(names).contains("bags", "dice", "players");
        // A bag is a count of dice per card: no list of dice in order.
        assertThat(PublicView.BagCount.class.getRecordComponents()).extracting(RecordComponent::getName)
                .containsExactly("player", "card", "dice");
        assertThat(PublicView.BagCount.class.getRecordComponents()[2].getType()).isEqualTo(int.class);
    }

    @Test
    void the_game_started_event_tells_no_seed() throws Exception {
        GuestEyes eyes = new GuestEyes(GameSession.start(DEMO, 987654321L), GUEST);
        JsonNode started = JSON.readTree(eyes.lastMessage).get("events").get(0);
        assertThat(started.get("type").asText()).isEqualTo("GameStarted");
        assertThat(started.has("seed")).isFalse();
        assertThat(eyes.lastMessage).doesNotContain("987654321").doesNotContain("seed");
    }

    @Test
    void a_guest_sees_no_die_of_a_bag_only_how_many_of_each_card() throws Exception {
        GuestEyes eyes = new GuestEyes(GameSession.start(DEMO, 5), GUEST);
        JsonNode view = JSON.readTree(eyes.lastMessage).get("view");
        view.get("dice").forEach(d -> assertThat(d.get("zone").asText()).isNotEqualTo("BAG"));
        int inBags = 0;
        for (JsonNode bag : view.get("bags")) {
            inBags += bag.get("dice").asInt();
        }
        long engineInBags = eyes.session.current().dice().stream().filter(d -> d.zone() == Zone.BAG).count();
        assertThat(inBags).isEqualTo((int) engineInBags).isPositive();
    }

    @Test
    void two_games_that_differ_only_in_hidden_information_send_the_same_bytes_until_a_random_result_is_shown()
            throws Exception {
        long[] pair = twoSeedsThatLookAlike();
        GuestEyes a = new GuestEyes(GameSession.start(DEMO, pair[0]), GUEST);
        GuestEyes b = new GuestEyes(GameSession.start(DEMO, pair[1]), GUEST);
        // Hidden: the engine drew other dice out of the bags (and holds another generator).
        assertThat(diceOutOfBags(a)).isNotEqualTo(diceOutOfBags(b));
        assertThat(a.session.current().rngState()).isNotEqualTo(b.session.current().rngState());
        assertThat(a.lastMessage).isEqualTo(b.lastMessage);

        SplittableRandom choice = new SplittableRandom(7);
        int alike = 1;
        while (true) {
            List<Action> legal = a.legal();
            assertThat(b.legal()).isEqualTo(legal);
            Action action = withoutRolling(legal, choice);
            String seenInA = a.play(action);
            String seenInB = b.play(action);
            if (!seenInA.equals(seenInB)) {
                assertThat(randomResultsBeforeTheFirstDifference(seenInA, seenInB)).isTrue();
                break;
            }
            alike++;
            assertThat(alike).as("the games stay alike only until the next draw").isLessThan(500);
        }
        // The start, the rolls kept and the Main Step's moves, until the next turn draws.
        assertThat(alike).as("identical messages before a random result was shown").isGreaterThanOrEqualTo(3);
    }

    /** Two seeds of the demo whose first messages to the guest are the same bytes. */
    static long[] twoSeedsThatLookAlike() {
        Map<String, Long> seen = new HashMap<>();
        for (long seed = 1; seed <= 2000; seed++) {
            String first = new GuestEyes(GameSession.start(DEMO, seed), GUEST).lastMessage;
            Long earlier = seen.putIfAbsent(first, seed);
            if (earlier != null) {
                return new long[] {earlier, seed};
            }
        }
        throw new AssertionError("no two of 2000 seeds showed the guest the same start");
    }

    private static Set<Integer> diceOutOfBags(GuestEyes eyes) {
        Set<Integer> ids = new TreeSet<>();
        for (Die d : eyes.session.current().dice()) {
            if (d.zone() != Zone.BAG && d.zone() != Zone.ON_CARD && d.cardIndex() < 2) {
                ids.add(d.id());
            }
        }
        return ids;
    }

    /**
     * Keeps every roll result (never rerolls) and never concedes, so only draws show new randomness;
     * buys, fields and attacks while it can, so the turn has many moves.
     */
    private static Action withoutRolling(List<Action> legal, SplittableRandom choice) {
        List<Action> calm = new ArrayList<>();
        List<Action> busy = new ArrayList<>();
        for (Action a : legal) {
            boolean rerolls = a instanceof Action.Reroll r && !r.dice().isEmpty();
            if (!rerolls && !(a instanceof Action.Concede)) {
                calm.add(a);
                boolean waits = a instanceof Action.Pass || a instanceof Action.Reroll
                        || a instanceof Action.DeclareAttackers d && d.dice().isEmpty();
                if (!waits) {
                    busy.add(a);
                }
            }
        }
        List<Action> from = busy.isEmpty() ? calm : busy;
        return from.get(choice.nextInt(from.size()));
    }

    /**
     * Whether the two messages' events are the same up to where a die is drawn or rolled: a
     * DieDrawn, a DieRolled, a die out of a bag, or a die moving to be rolled (its DieRolled next).
     */
    private static boolean randomResultsBeforeTheFirstDifference(String one, String other) throws Exception {
        JsonNode a = JSON.readTree(one).get("events");
        JsonNode b = JSON.readTree(other).get("events");
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return isRandomResult(a, i) && isRandomResult(b, i);
            }
        }
        return false;
    }

    static boolean isRandomResult(JsonNode events, int i) {
        JsonNode e = events.get(i);
        String type = e.get("type").asText();
        if (type.equals("DieRolled") || type.equals("DieDrawn")) {
            return true;
        }
        if (!type.equals("DieMoved")) {
            return false;
        }
        JsonNode next = i + 1 < events.size() ? events.get(i + 1) : null;
        boolean rolledNext = next != null && next.get("type").asText().equals("DieRolled")
                && next.get("dieId").equals(e.get("dieId"));
        return e.get("from").asText().equals("BAG") || rolledNext;
    }

    static void componentNames(Class<?> record, Set<String> names) {
        for (RecordComponent c : record.getRecordComponents()) {
            names.add(c.getName());
            for (Class<?> type : typesIn(c.getGenericType())) {
                if (type.isRecord()) {
                    componentNames(type, names);
                }
            }
        }
    }

    private static List<Class<?>> typesIn(Type type) {
        if (type instanceof Class<?> c) {
            return List.of(c);
        }
        if (type instanceof ParameterizedType p) {
            List<Class<?>> all = new ArrayList<>();
            for (Type arg : p.getActualTypeArguments()) {
                all.addAll(typesIn(arg));
            }
            return all;
        }
        return List.of();
    }
}
