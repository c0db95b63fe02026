package dicemasters.net;

import dicemasters.engine.action.Action;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A guest's program played by an automatic player through a {@link GuestLink}, as a window plays:
 * the link comes back by itself when the connection is lost. Its choice is a function of what it
 * is shown alone (the view and the legal actions), so the same moment always gets the same move:
 * a game cut by a host's crash goes on exactly as the same game without it. It concedes after
 * {@code concedeAfterTurn} so that games end.
 */
public final class LinkGuest implements GuestLink.Listener {
    private final long seed;
    private final int concedeAfterTurn;
    private final CountDownLatch linked = new CountDownLatch(1);
    private volatile GuestLink link;
    public volatile int seat = -1;
    public volatile boolean over;
    public volatile int actionsSent;
    public volatile int welcomes;
    public volatile String lostBecause;

    public LinkGuest(long seed, int concedeAfterTurn) {
        this.seed = seed;
        this.concedeAfterTurn = concedeAfterTurn;
    }

    /** The link this guest plays through (set once it is open). */
    public void use(GuestLink opened) {
        link = opened;
        linked.countDown();
    }

    public GuestLink link() {
        return link;
    }

    @Override
    public void received(HostMessage message) {
        if (message instanceof HostMessage.Welcome w) {
            seat = w.seat();
            welcomes++;
        } else if (message instanceof HostMessage.Update u && u.view() != null) {
            over = u.view().over();
            if (!over && !u.legal().isEmpty()) {
                awaitLink();
                link.play(choose(u.view(), u.legal()));
                actionsSent++;
            }
        }
    }

    private Action choose(PublicView view, List<Action> legal) {
        if (view.turn() > concedeAfterTurn) {
            return new Action.Concede();
        }
        // Words, not hash codes of objects: an enum's hash code changes from run to run.
        long moment = seed * 31 + (view.toString() + legal).hashCode();
        return legal.get(new SplittableRandom(moment).nextInt(legal.size()));
    }

    private void awaitLink() {
        try {
            if (!linked.await(5, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the link never opened");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void lost(String reason, boolean retrying) {
        lostBecause = reason;
    }
}
