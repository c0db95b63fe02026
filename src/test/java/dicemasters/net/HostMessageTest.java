package dicemasters.net;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A guest's program reads the host's messages as strictly as the host reads a guest's. */
class HostMessageTest {
    private final TableForTwo table = new TableForTwo(4);

    private String lastOf(int seat, String type) {
        List<String> received = table.peers[seat].received;
        for (int i = received.size() - 1; i >= 0; i--) {
            if (received.get(i).contains("\"type\":\"" + type + "\"")) {
                return received.get(i);
            }
        }
        throw new AssertionError("no " + type + " received");
    }

    @Test
    void the_welcome_and_the_update_read_back_into_the_seat_the_setup_the_view_and_the_legal_moves() throws Exception {
        int acting = table.acting();
        HostMessage.Welcome welcome = (HostMessage.Welcome) HostMessage.read(lastOf(acting, "welcome"));
        assertThat(welcome.seat()).isEqualTo(acting);
        assertThat(welcome.token()).isNotBlank();
        assertThat(welcome.setup().teams()).hasSize(2);

        HostMessage.Update update = (HostMessage.Update) HostMessage.read(lastOf(acting, "update"));
        assertThat(update.view().seat()).isEqualTo(acting);
        assertThat(update.view().actingPlayer()).isEqualTo(acting);
        assertThat(update.legal()).hasSize(table.legal().size());
    }

    @Test
    void a_field_nobody_asked_for_is_refused_with_its_name() throws Exception {
        ObjectNode chat = (ObjectNode) new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Protocol.chatFrom("Ann", "hi"));
        chat.put("html", "<b>hi</b>");
        assertThatThrownBy(() -> HostMessage.read(Protocol.text(chat)))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("unknown field 'html'");
    }

    @Test
    void a_view_with_a_field_of_another_kind_is_refused() {
        String update = lastOf(0, "update").replaceFirst("\"turn\":1,", "\"turn\":1,\"seed\":42,");
        assertThatThrownBy(() -> HostMessage.read(update))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("field 'view'");
    }

    @Test
    void another_protocol_version_is_told_in_words() {
        assertThatThrownBy(() -> HostMessage.read("{\"v\":3,\"type\":\"bye\",\"reason\":\"x\"}"))
                .isInstanceOf(ProtocolException.class)
                .hasMessageContaining("network protocol version 3 and this one version 2");
    }

    @Test
    void a_duplicate_key_is_refused() {
        assertThatThrownBy(() -> HostMessage.read("{\"v\":2,\"type\":\"chat\",\"from\":\"Ann\",\"from\":\"Ben\","
                + "\"text\":\"hi\"}")).isInstanceOf(ProtocolException.class);
    }
}
