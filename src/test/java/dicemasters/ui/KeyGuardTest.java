package dicemasters.ui;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Keys typed before the decision changed by itself are dropped; keys typed after a look are used. */
class KeyGuardTest {
    private static final long MS = 1_000_000L;
    private long now = 5_000 * MS;
    private final KeyGuard keys = new KeyGuard(() -> now);

    @Test
    void every_key_is_used_while_nothing_changed_by_itself() {
        assertThat(keys.pressed("Enter")).isTrue();
        keys.released("Enter");
        now += 10 * MS;
        assertThat(keys.pressed("Enter")).isTrue();
    }

    @Test
    void a_key_typed_just_after_a_change_was_aimed_at_the_decision_before_it() {
        keys.decisionChanged();
        now += 100 * MS;
        assertThat(keys.pressed("Space")).isFalse();
        keys.released("Space");
        assertThat(keys.settling()).as("the bar still shows the decision as new").isTrue();
        now += KeyGuard.GRACE_NANOS;
        assertThat(keys.pressed("Space")).as("typed after a look at the new decision").isTrue();
        assertThat(keys.settling()).isFalse();
    }

    @Test
    void a_key_held_from_before_a_change_is_not_used_by_its_repeats() {
        assertThat(keys.pressed("Enter")).isTrue();
        keys.decisionChanged();
        for (int i = 0; i < 40; i++) {
            now += 30 * MS;
            assertThat(keys.pressed("Enter")).as("repeat %d of the held key", i).isFalse();
        }
        keys.released("Enter");
        now += 50 * MS;
        assertThat(keys.pressed("Enter")).as("pressed again after it was let go").isTrue();
    }

    @Test
    void a_press_long_after_the_last_counts_as_new_even_if_its_release_was_missed() {
        assertThat(keys.pressed("Esc")).isTrue();
        keys.decisionChanged();
        now += KeyGuard.REPEAT_GAP_NANOS + 10 * MS;
        assertThat(keys.pressed("Esc")).isTrue();
    }
}
