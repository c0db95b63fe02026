package dicemasters.net;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A guest's picture of the table, kept from the host's {@code update} messages whether they hold
 * the whole view or only what changed (a guest that joined with
 * {@link Protocol#joinFollowingChanges}). After each update, {@link #view()} is the whole
 * {@link PublicView} as JSON and {@link #publicView()} the record; when an update's changes do not
 * lead to the view the host has (its {@code check}), {@link #follow} says so and the guest sends
 * {@link Protocol#resync()}: the next whole view sets it right.
 */
public final class ViewFollower {
    private static final ObjectMapper JSON = new ObjectMapper();
    private JsonNode view;
    private boolean lost;

    /**
     * Follows one {@code update} message (other messages are not for it); false when the guest lost
     * its way and should ask for the whole view ({@link Protocol#resync()}).
     */
    public boolean follow(JsonNode update) {
        if (update.has("view")) {
            view = update.get("view");
            lost = false;
        } else if (update.has("changes") && view != null && !lost) {
            try {
                JsonNode next = ViewChanges.apply(view, update.get("changes"));
                lost = ViewChanges.check(next) != update.path("check").asLong(-1);
                view = next;
            } catch (ProtocolException e) {
                lost = true;
            }
        } else {
            lost = true;
        }
        return !lost;
    }

    /** The whole view after the last update followed (null before the first). */
    public JsonNode view() {
        return view;
    }

    /** The view as the record the host built it from. */
    public PublicView publicView() {
        try {
            return view == null ? null : JSON.treeToValue(view, PublicView.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the host's view does not read as a PublicView: " + e.getOriginalMessage(), e);
        }
    }
}
