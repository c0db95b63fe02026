package dicemasters.ai;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ThinkingClockTest {
    @Test
    void without_a_limit_the_search_never_runs_out_of_time() throws InterruptedException {
        ThinkingClock clock = ThinkingClock.start(0);
        Thread.sleep(20);
        assertThat(clock.expired()).isFalse();
    }

    @Test
    void time_the_thread_spends_waiting_for_a_busy_processor_does_not_count() throws InterruptedException {
        ThinkingClock clock = ThinkingClock.start(200);
        Thread.sleep(300); // longer than the limit, but not one processor cycle spent thinking
        assertThat(clock.expired()).as("one and a half times the limit of wall time, almost no processor time")
                .isFalse();
    }

    @Test
    void a_search_waiting_for_the_processor_stops_after_four_times_its_limit_of_wall_time()
            throws InterruptedException {
        ThinkingClock clock = ThinkingClock.start(10);
        Thread.sleep(10L * ThinkingClock.WALL_FACTOR + 30);
        assertThat(clock.expired()).isTrue();
    }

    @Test
    void a_step_budget_stops_the_search_sooner_than_four_times_its_limit() throws InterruptedException {
        ThinkingClock clock = ThinkingClock.start(1000, 10);
        Thread.sleep(40);
        assertThat(clock.expired()).as("10 ms of wall time allowed, 40 ms passed").isTrue();
    }

    @Test
    void a_step_budget_alone_is_a_limit_of_wall_time() throws InterruptedException {
        ThinkingClock clock = ThinkingClock.start(0, 10);
        Thread.sleep(40);
        assertThat(clock.expired()).isTrue();
    }
}
