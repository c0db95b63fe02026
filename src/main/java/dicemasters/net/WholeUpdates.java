package dicemasters.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dicemasters.files.FileProblem;
import dicemasters.files.JsonFiles;

import java.nio.charset.StandardCharsets;

/**
 * A guest link's side of following only what changed: each {@code update} of changes is applied
 * to the view held ({@link ViewFollower}) and handed on as the same update with the whole view,
 * which {@link HostMessage#read} then reads as strictly as any. When the changes do not lead to
 * the host's view (its check), the update is dropped and the guest asks for the whole view again
 * ({@link Protocol#resync()}).
 */
final class WholeUpdates {
    private final ViewFollower follower = new ViewFollower();
    /** The whole view was asked for since the way was lost: updates of changes until it comes are dropped. */
    private boolean asked;

    /** The message as the guest reads it: an update of changes made whole; null when the guest lost its way. */
    String whole(String message) {
        JsonNode m;
        try {
            m = JsonFiles.parse(message.getBytes(StandardCharsets.UTF_8), Protocol.FROM_HOST);
        } catch (FileProblem e) {
            return message; // broken: the strict reader says what is wrong
        }
        if (!m.isObject() || !"update".equals(m.path("type").asText())) {
            return message;
        }
        boolean followed = follower.follow(m);
        if (m.has("view")) {
            asked = false;
            return message;
        }
        if (!followed) {
            return null;
        }
        ObjectNode whole = ((ObjectNode) m).deepCopy();
        whole.remove("changes");
        whole.remove("check");
        whole.set("view", follower.view());
        return Protocol.text(whole);
    }

    /** Whether to ask for the whole view now: once each time the way is lost. */
    boolean askForWholeView() {
        boolean ask = !asked;
        asked = true;
        return ask;
    }
}
