package dicemasters.cards;

import dicemasters.engine.CardScenario;
import dicemasters.engine.Die;
import dicemasters.engine.Zone;
import dicemasters.engine.card.Energy;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/** Character cards whose abilities needed new words in the card vocabulary, each in a small scenario. */
class CharacterBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static CardScenario table(List<String> mine, List<String> theirs, String... basics) {
        return CardScenario.of(LIBRARY, mine, theirs, List.of(basics));
    }

    @Test
    @Covers("HHS013")
    void hamato_yoshi_protective_parent_when_blocked_deals_half_the_blockers_attack_rounded_down() {
        CardScenario sc = table(List.of("HHS013"), List.of("HHS046"));
        Die yoshi = sc.character(0, "HHS013", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 3);
        sc.attack(yoshi);
        sc.blocks(block(triceraton, yoshi));
        assertThat(sc.life(1)).as("half of 5A, rounded down").isEqualTo(8);
    }

    @Test
    @Covers("HHS013")
    void hamato_yoshi_protective_parent_deals_at_least_one() {
        CardScenario sc = table(List.of("HHS013"), List.of("HHS046"));
        Die yoshi = sc.character(0, "HHS013", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.attack(yoshi);
        sc.blocks(block(sidekick, yoshi));
        assertThat(sc.life(1)).as("half of 1A is 0, but the minimum is 1").isEqualTo(9);
    }

    @Test
    @Covers("HHS042")
    void slash_never_liked_the_name_when_kod_deals_the_energy_in_the_opponents_reserve_pool() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS042"), "JUS067");
        Die slash = sc.character(1, "HHS042", Zone.FIELD, 1);
        sc.energy(0, Energy.FIST);
        sc.energyFace(0, "JUS067");
        Die force = sc.action(0, "JUS067", 0);
        sc.use(force);
        assertThat(sc.zone(slash)).isEqualTo(Zone.PREP);
        assertThat(sc.life(0)).as("a single and a double energy face: 3 energy").isEqualTo(7);
    }
}
