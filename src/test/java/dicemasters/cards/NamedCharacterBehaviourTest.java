package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.Engine;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/** The characters of Civil War, Justice and WWE that the rulebooks name, each in a small scenario. */
class NamedCharacterBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static CardScenario table(List<String> mine, List<String> theirs, String... basics) {
        return CardScenario.of(LIBRARY, mine, theirs, List.of(basics));
    }

    @Test
    @Covers("CW001")
    void black_widow_when_fielded_deals_one_damage_to_an_opposing_die() {
        CardScenario sc = table(List.of("CW001"), List.of("CW011"));
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.field(sc.character(0, "CW001", Zone.RESERVE, 1));
        assertThat(sc.zone(raccoon)).isEqualTo(Zone.PREP);
    }

    @Test
    @Covers("CW004")
    void captain_america_at_the_end_of_your_turn_gains_life_with_resistance_and_spins_up() {
        CardScenario sc = table(List.of("CW004"), List.of("CW011"));
        Die cap = sc.character(0, "CW004", Zone.FIELD, 1);
        sc.setLife(0, 7);
        sc.knockedOutThisTurn(0, 1);
        sc.endTurn();
        sc.act(new Action.OrderTriggers(List.of(0, 1)));
        assertThat(sc.life(0)).isEqualTo(8);
        assertThat(sc.level(cap)).isEqualTo(2);
    }

    @Test
    @Covers("CW004")
    void captain_america_without_a_ko_gains_no_life() {
        CardScenario sc = table(List.of("CW004"), List.of("CW011"));
        Die cap = sc.character(0, "CW004", Zone.FIELD, 2);
        sc.setLife(0, 7);
        sc.endTurn();
        sc.act(new Action.OrderTriggers(List.of(1, 0)));
        assertThat(sc.life(0)).isEqualTo(7);
        assertThat(sc.level(cap)).isEqualTo(3);
    }

    @Test
    @Covers("CW009")
    void iron_man_pro_reg_fielded_on_its_burst_face_gives_two_defense() {
        CardScenario sc = table(List.of("CW009"), List.of("CW011"));
        Die ironMan = sc.character(0, "CW009", Zone.RESERVE, 1);
        sc.energy(0, Energy.BOLT);
        sc.field(ironMan);
        assertThat(sc.defenseOf(ironMan)).isEqualTo(6);
    }

    @Test
    @Covers("CW009")
    void iron_man_pro_reg_without_the_burst_gives_nothing() {
        CardScenario sc = table(List.of("CW009"), List.of("CW011"));
        Die ironMan = sc.character(0, "CW009", Zone.RESERVE, 2);
        sc.energy(0, Energy.BOLT);
        sc.energy(0, Energy.FIST);
        sc.field(ironMan);
        assertThat(sc.defenseOf(ironMan)).isEqualTo(5);
    }

    @Test
    @Covers("CW010")
    void iron_man_director_kos_the_die_it_blocks_unless_the_opponent_kos_another() {
        CardScenario sc = table(List.of("CW001"), List.of("CW010"));
        Die widow = sc.character(0, "CW001", Zone.FIELD, 3);
        Die spare = sc.sidekick(0, Zone.FIELD);
        Die ironMan = sc.character(1, "CW010", Zone.FIELD, 1);
        sc.attack(widow);
        sc.blocks(block(ironMan, widow));
        assertThat(sc.decision().player()).as("the attacker's player may enlist").isEqualTo(0);
        assertThat(sc.attackOf(widow)).as("-2A while blocked by Iron Man").isEqualTo(1);
        sc.choose();
        assertThat(sc.zone(widow)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(spare)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("CW010")
    void iron_man_director_enlistment_is_stopped_by_koing_another_die() {
        CardScenario sc = table(List.of("CW001"), List.of("CW010"));
        Die widow = sc.character(0, "CW001", Zone.FIELD, 3);
        Die spare = sc.sidekick(0, Zone.FIELD);
        Die ironMan = sc.character(1, "CW010", Zone.FIELD, 1);
        sc.attack(widow);
        sc.blocks(block(ironMan, widow));
        sc.choose(spare);
        assertThat(sc.zone(spare)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(widow)).isEqualTo(Zone.ATTACK);
    }

    @Test
    @Covers("CW012")
    void rocket_raccoon_furball_global_damages_a_blocking_die() {
        CardScenario sc = table(List.of("CW012"), List.of("HHS013"));
        Die raccoon = sc.character(0, "CW012", Zone.FIELD, 3);
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        sc.attack(raccoon);
        sc.blocks(block(yoshi, raccoon));
        sc.energy(0, Energy.BOLT);
        sc.global("CW012", 0);
        assertThat(sc.damage(yoshi)).isEqualTo(1);
    }

    @Test
    @Covers("CW022")
    void wasp_when_blocked_damages_a_die_not_blocking_her() {
        CardScenario sc = table(List.of("CW022"), List.of("CW011", "HHS013"));
        Die wasp = sc.character(0, "CW022", Zone.FIELD, 3);
        Die yoshi = sc.character(1, "HHS013", Zone.FIELD, 1);
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.attack(wasp);
        sc.blocks(block(yoshi, wasp));
        assertThat(sc.zone(raccoon)).isEqualTo(Zone.PREP);
        assertThat(sc.damage(yoshi)).isZero();
    }

    @Test
    @Covers("CW022")
    void wasp_global_makes_a_die_block() {
        CardScenario sc = table(List.of("CW022"), List.of("CW011"));
        Die wasp = sc.character(0, "CW022", Zone.FIELD, 3);
        Die raccoon = sc.character(1, "CW011", Zone.FIELD, 3);
        sc.energy(0, Energy.MASK);
        sc.global("CW022", 1);
        sc.choose(raccoon);
        sc.attack(wasp);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of()))).isEqualTo("Rocket Raccoon must block this turn.");
        sc.blocks(block(raccoon, wasp));
    }

    @Test
    @Covers("JUS003")
    void aquaman_makes_justice_league_characters_cheaper() {
        CardScenario sc = table(List.of("JUS003", "JUS061"), List.of("CW011"));
        assertThat(Engine.purchaseCost(sc.state(), sc.card("JUS061"), 0)).isEqualTo(3);
        sc.character(0, "JUS003", Zone.FIELD, 1);
        assertThat(Engine.purchaseCost(sc.state(), sc.card("JUS061"), 0)).isEqualTo(2);
        assertThat(Engine.purchaseCost(sc.state(), sc.card("JUS003"), 0)).as("Aquaman is Justice League too")
                .isEqualTo(2);
        sc.energy(0, Energy.SHIELD);
        sc.energy(0, Energy.FIST);
        sc.purchase("JUS061");
        assertThat(sc.count(0, Zone.RESERVE)).as("two energy paid for a cost of 2").isZero();
    }

    @Test
    @Covers("JUS004")
    void batman_must_attack_while_a_villain_is_active() {
        CardScenario sc = table(List.of("JUS004"), List.of("JUS010"));
        Die batman = sc.character(0, "JUS004", Zone.FIELD, 1);
        sc.character(1, "JUS010", Zone.FIELD, 1);
        sc.toAttack();
        assertThat(sc.rejected(new Action.DeclareAttackers(List.of()))).isEqualTo("Batman must attack this turn.");
        sc.act(new Action.DeclareAttackers(List.of(batman.id())));
    }

    @Test
    @Covers("JUS004")
    void batman_may_stay_home_without_villains() {
        CardScenario sc = table(List.of("JUS004"), List.of("CW011"));
        sc.character(0, "JUS004", Zone.FIELD, 1);
        sc.character(1, "CW011", Zone.FIELD, 1);
        sc.toAttack();
        sc.act(new Action.DeclareAttackers(List.of()));
    }

    @Test
    @Covers("JUS010")
    void black_manta_gets_two_attack_with_another_villain_of_yours() {
        CardScenario sc = table(List.of("JUS010", "JUS032"), List.of("CW011"));
        Die manta = sc.character(0, "JUS010", Zone.FIELD, 1);
        Die otherManta = sc.character(0, "JUS010", Zone.FIELD, 1);
        assertThat(sc.attackOf(manta)).as("another Black Manta does not count").isEqualTo(1);
        sc.character(0, "JUS032", Zone.FIELD, 1);
        assertThat(sc.attackOf(manta)).isEqualTo(3);
        assertThat(sc.attackOf(otherManta)).isEqualTo(3);
    }

    @Test
    @Covers("JUS033")
    void parasite_when_fielded_may_drain_an_opposing_die_by_its_own_stats() {
        CardScenario sc = table(List.of("JUS033"), List.of("CW001"));
        Die widow = sc.character(1, "CW001", Zone.FIELD, 3);
        sc.field(sc.character(0, "JUS033", Zone.RESERVE, 1));
        sc.choose(widow);
        assertThat(sc.attackOf(widow)).isEqualTo(1);
        assertThat(sc.defenseOf(widow)).isEqualTo(1);
    }

    @Test
    @Covers("WWE021")
    void eddie_guerrero_when_attacking_sends_the_opponents_energy_to_their_used_pile() {
        CardScenario sc = table(List.of("WWE021"), List.of("CW011"));
        Die eddie = sc.character(0, "WWE021", Zone.FIELD, 1);
        Die theirEnergy = sc.energy(1, Energy.MASK);
        Die theirCharacter = sc.character(1, "CW011", Zone.RESERVE, 1);
        sc.attack(eddie);
        assertThat(sc.zone(theirEnergy)).isEqualTo(Zone.USED);
        assertThat(sc.zone(theirCharacter)).isEqualTo(Zone.RESERVE);
    }

    @Test
    @Covers("WWE034")
    void ric_flair_must_attack_if_able() {
        CardScenario sc = table(List.of("WWE034"), List.of("CW011"));
        Die flair = sc.character(0, "WWE034", Zone.FIELD, 1);
        sc.toAttack();
        assertThat(sc.rejected(new Action.DeclareAttackers(List.of()))).isEqualTo("Ric Flair must attack this turn.");
        sc.act(new Action.DeclareAttackers(List.of(flair.id())));
    }

    @Test
    @Covers("WWE042")
    void sasha_banks_when_kod_preps_a_die_from_the_bag() {
        CardScenario sc = table(List.of("WWE042"), List.of("CW011"), "JUS067");
        Die sasha = sc.character(0, "WWE042", Zone.FIELD, 1);
        long bag = sc.count(0, Zone.BAG);
        sc.use(sc.action(0, "JUS067", 0));
        assertThat(sc.zone(sasha)).isEqualTo(Zone.PREP);
        assertThat(sc.count(0, Zone.PREP)).as("Sasha and one die from the bag").isEqualTo(2);
        assertThat(sc.count(0, Zone.BAG)).isEqualTo(bag - 1);
    }

    @Test
    @Covers("JUS032")
    void parasite_staying_back_may_add_its_attack_and_defense_to_an_attacker() {
        CardScenario sc = table(List.of("JUS032", "JUS010"), List.of("CW011"));
        Die parasite = sc.character(0, "JUS032", Zone.FIELD, 2);
        Die otherParasite = sc.character(0, "JUS032", Zone.FIELD, 1);
        Die manta = sc.character(0, "JUS010", Zone.FIELD, 1);
        sc.attack(manta, otherParasite);
        assertThat(sc.decision().player()).isZero();
        sc.choose(manta);
        assertThat(sc.attackOf(manta)).as("1A + Parasite's 3A (and +2A with another Villain active)").isEqualTo(6);
        assertThat(sc.defenseOf(manta)).as("3D + Parasite's 3D").isEqualTo(6);
        assertThat(sc.decision()).as("only the Parasite that stayed back").isNull();
        assertThat(sc.zone(parasite)).isEqualTo(Zone.FIELD);
    }
}
