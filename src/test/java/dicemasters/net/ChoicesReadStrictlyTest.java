package dicemasters.net;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A guest's program reads what its board may compose ({@code choices}, beside the legal actions)
 * and the dice the events moved or rolled (which it lights) as strictly as the rest of the host's
 * messages: no unknown or duplicate field, no value of another type, nothing absurdly large, each
 * refusal naming the field.
 */
class ChoicesReadStrictlyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final TableForTwo table = new TableForTwo(4);

    /** The last update of the seat that acts, as sent (with its choices). */
    private ObjectNode update() throws Exception {
        List<String> received = table.peers[table.acting()].received;
        for (int i = received.size() - 1; i >= 0; i--) {
            if (received.get(i).contains("\"type\":\"update\"")) {
                return (ObjectNode) JSON.readTree(received.get(i));
            }
        }
        throw new AssertionError("no update received");
    }

    private String withChoices(Consumer<ObjectNode> change) throws Exception {
        ObjectNode update = update();
        change.accept((ObjectNode) update.get("choices"));
        return Protocol.text(update);
    }

    private void refused(Consumer<ObjectNode> change, String... words) throws Exception {
        String message = withChoices(change);
        var thrown = assertThatThrownBy(() -> HostMessage.read(message)).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("field 'choices'");
        if (words.length > 0) {
            thrown.hasMessageContainingAll(words);
        }
    }

    @Test
    void the_choices_as_sent_read_back() throws Exception {
        HostMessage.Update read = (HostMessage.Update) HostMessage.read(Protocol.text(update()));
        assertThat(read.choices().pick()).isNotEmpty();
        assertThat(read.choices().payers()).as("energy rolled may pay").isSubsetOf(read.choices().pick());
        assertThat(read.choices().cards()).as("nothing can be bought while rolling").isNotEmpty()
                .allSatisfy(c -> assertThat(c.reason()).isNotBlank());
    }

    @Test
    void an_unknown_field_is_refused_with_its_name() throws Exception {
        refused(c -> c.put("bagOrder", "1,2,3"), "bagOrder");
    }

    @Test
    void a_field_left_out_is_refused() throws Exception {
        refused(c -> c.remove("payers"), "payers");
    }

    @Test
    void a_duplicate_key_is_refused() throws Exception {
        String message = withChoices(c -> { }).replaceFirst("\"choices\":\\{", "\"choices\":{\"payers\":[],");
        assertThatThrownBy(() -> HostMessage.read(message)).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("payers");
    }

    @Test
    void choices_that_are_not_an_object_are_refused() throws Exception {
        ObjectNode update = update();
        update.put("choices", "all of them");
        assertThatThrownBy(() -> HostMessage.read(Protocol.text(update))).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("field 'choices' must be an object");
    }

    @Test
    void values_of_another_type_are_refused() throws Exception {
        refused(c -> c.put("pick", "3"));
        refused(c -> c.set("pick", JSON.createArrayNode().add("3")));
        refused(c -> c.set("pick", JSON.createArrayNode().add(1.5)));
        refused(c -> c.set("pick", JSON.createArrayNode().addNull()));
        refused(c -> c.set("cards", JSON.createArrayNode().add(JSON.createObjectNode().put("card", "2")
                .put("reason", "too dear"))));
        refused(c -> c.set("cards", JSON.createArrayNode().add(JSON.createObjectNode().put("card", 2)
                .put("reason", 5))));
        refused(c -> c.set("dice", JSON.createArrayNode().add(JSON.createObjectNode().put("die", true)
                .put("reason", "no"))));
    }

    @Test
    void a_negative_die_or_card_is_refused() throws Exception {
        refused(c -> c.set("pick", JSON.createArrayNode().add(-1)), "from 0");
        refused(c -> c.set("globals", JSON.createArrayNode().add(JSON.createObjectNode().put("card", 1)
                .put("ability", -2).put("reason", "no"))), "'ability'");
    }

    @Test
    void absurd_sizes_are_refused() throws Exception {
        refused(c -> {
            ArrayNode many = JSON.createArrayNode();
            for (int i = 0; i <= Choices.MAX_ITEMS; i++) {
                many.add(i);
            }
            c.set("payers", many);
        }, "at most " + Choices.MAX_ITEMS);
        refused(c -> c.set("cards", JSON.createArrayNode().add(JSON.createObjectNode().put("card", 1)
                .put("reason", "x".repeat(Choices.MAX_REASON + 1)))), "1 to " + Choices.MAX_REASON);
        refused(c -> c.set("cards", JSON.createArrayNode().add(JSON.createObjectNode().put("card", 1)
                .put("reason", ""))), "1 to " + Choices.MAX_REASON);
    }

    @Test
    void a_die_event_without_its_die_number_or_its_zones_is_refused() throws Exception {
        ObjectNode update = update();
        ObjectNode moved = JSON.createObjectNode().put("type", "DieMoved").put("dieId", "3").put("from", "BAG")
                .put("to", "PREP").put("text", "Ann's die moves.");
        update.set("events", JSON.createArrayNode().add(moved));
        assertThatThrownBy(() -> HostMessage.read(Protocol.text(update))).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("'dieId'");
        moved.put("dieId", 3).remove("to");
        assertThatThrownBy(() -> HostMessage.read(Protocol.text(update))).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("'from', 'to'");
        moved.put("to", "PREP");
        HostMessage.Update read = (HostMessage.Update) HostMessage.read(Protocol.text(update));
        assertThat(read.dieEvents()).containsExactly(new HostMessage.DieEvent("DieMoved", 3, "BAG", "PREP"));
    }
}
