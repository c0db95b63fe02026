package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The characters of Civil War, Justice and WWE that the rulebooks name, each in a small scenario. */
class NamedCharacterBehaviourTest {
    @Test
    @Covers("CW001")
    void black_widow_when_fielded_deals_one_damage_to_an_opposing_die() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011").at(ANN, MAIN_STEP);
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));
        assertThat(game).die(raccoon).isIn(PREP_AREA);
    }

    @Test
    @Covers("CW004")
    void captain_america_at_the_end_of_your_turn_gains_life_with_resistance_and_spins_up() {
        TestGame game = TestGame.setup().ann("CW004").ben("CW011").at(ANN, MAIN_STEP);
        TestDie cap = game.place(ANN, "Captain America", FIELD_ZONE, level(1));
        game.life(ANN, 7);
        game.knockedOutThisTurn(ANN, 1);
        game.endTurn();
        game.act(new Action.OrderTriggers(List.of(0, 1)));
        assertThat(game).player(ANN).hasLife(8);
        assertThat(game).die(cap).showsLevel(2);
    }

    @Test
    @Covers("CW004")
    void captain_america_without_a_ko_gains_no_life() {
        TestGame game = TestGame.setup().ann("CW004").ben("CW011").at(ANN, MAIN_STEP);
        TestDie cap = game.place(ANN, "Captain America", FIELD_ZONE, level(2));
        game.life(ANN, 7);
        game.endTurn();
        game.act(new Action.OrderTriggers(List.of(1, 0)));
        assertThat(game).player(ANN).hasLife(7);
        assertThat(game).die(cap).showsLevel(3);
    }

    @Test
    @Covers("CW009")
    void iron_man_pro_reg_fielded_on_its_burst_face_gives_two_defense() {
        TestGame game = TestGame.setup().ann("CW009").ben("CW011").at(ANN, MAIN_STEP);
        TestDie ironMan = game.place(ANN, "Iron Man", RESERVE_POOL, level(1));
        game.energy(ANN, BOLT);
        game.field(ironMan);
        assertThat(game).die(ironMan).hasDefense(6);
    }

    @Test
    @Covers("CW009")
    void iron_man_pro_reg_without_the_burst_gives_nothing() {
        TestGame game = TestGame.setup().ann("CW009").ben("CW011").at(ANN, MAIN_STEP);
        TestDie ironMan = game.place(ANN, "Iron Man", RESERVE_POOL, level(2));
        game.energy(ANN, BOLT);
        game.energy(ANN, FIST);
        game.field(ironMan);
        assertThat(game).die(ironMan).hasDefense(5);
    }

    @Test
    @Covers("CW010")
    void iron_man_director_kos_the_die_it_blocks_unless_the_opponent_kos_another() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW010").at(ANN, MAIN_STEP);
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie spare = game.sidekick(ANN, FIELD_ZONE);
        TestDie ironMan = game.place(BEN, "Iron Man", FIELD_ZONE, level(1));
        game.attackWith(widow);
        game.block(ironMan, widow);
        assertThat(game).as("the attacker's player may enlist").waitsOn(ANN);
        assertThat(game).die(widow).as("-2A while blocked by Iron Man").hasAttack(1);
        game.chooseNone();
        assertThat(game).die(widow).isIn(PREP_AREA);
        assertThat(game).die(spare).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("CW010")
    void iron_man_director_enlistment_is_stopped_by_koing_another_die() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW010").at(ANN, MAIN_STEP);
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(3));
        TestDie spare = game.sidekick(ANN, FIELD_ZONE);
        TestDie ironMan = game.place(BEN, "Iron Man", FIELD_ZONE, level(1));
        game.attackWith(widow);
        game.block(ironMan, widow);
        game.choose(spare);
        assertThat(game).die(spare).isIn(PREP_AREA);
        assertThat(game).die(widow).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("CW012")
    void rocket_raccoon_furball_global_damages_a_blocking_die() {
        TestGame game = TestGame.setup().ann("CW012").ben("HHS013").at(ANN, MAIN_STEP);
        TestDie raccoon = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.attackWith(raccoon);
        game.block(yoshi, raccoon);
        game.energy(ANN, BOLT);
        game.useGlobal("Rocket Raccoon", 0);
        assertThat(game).die(yoshi).hasDamage(1);
    }

    @Test
    @Covers("CW022")
    void wasp_when_blocked_damages_a_die_not_blocking_her() {
        TestGame game = TestGame.setup().ann("CW022").ben("CW011", "HHS013").at(ANN, MAIN_STEP);
        TestDie wasp = game.place(ANN, "Wasp", FIELD_ZONE, level(3));
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.attackWith(wasp);
        game.block(yoshi, wasp);
        assertThat(game).die(raccoon).isIn(PREP_AREA);
        assertThat(game).die(yoshi).hasDamage(0);
    }

    @Test
    @Covers("CW022")
    void wasp_global_makes_a_die_block() {
        TestGame game = TestGame.setup().ann("CW022").ben("CW011").at(ANN, MAIN_STEP);
        TestDie wasp = game.place(ANN, "Wasp", FIELD_ZONE, level(3));
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.energy(ANN, MASK);
        game.useGlobal("Wasp", 1);
        game.choose(raccoon);
        game.attackWith(wasp);
        assertThat(game).action(declaringBlocks()).isRejectedBecause("Rocket Raccoon must block this turn.");
        game.block(raccoon, wasp);
    }

    @Test
    @Covers("JUS003")
    void aquaman_makes_justice_league_characters_cheaper() {
        TestGame game = TestGame.setup().ann("JUS003", "JUS061").ben("CW011").at(ANN, MAIN_STEP);
        assertThat(Engine.purchaseCost(game.state(), game.card("Wonder Woman"), 0)).isEqualTo(3);
        game.place(ANN, "Aquaman", FIELD_ZONE, level(1));
        assertThat(Engine.purchaseCost(game.state(), game.card("Wonder Woman"), 0)).isEqualTo(2);
        assertThat(Engine.purchaseCost(game.state(), game.card("Aquaman"), 0)).as("Aquaman is Justice League too")
                .isEqualTo(2);
        game.energy(ANN, SHIELD);
        game.energy(ANN, FIST);
        game.buy("Wonder Woman");
        assertThat(game).player(ANN).as("two energy paid for a cost of 2").hasNoDiceIn(RESERVE_POOL);
    }

    @Test
    @Covers("JUS004")
    void batman_must_attack_while_a_villain_is_active() {
        TestGame game = TestGame.setup().ann("JUS004").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie batman = game.place(ANN, "Batman", FIELD_ZONE, level(1));
        game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        game.passToAttack();
        assertThat(game).action(declaringAttackers()).isRejectedBecause("Batman must attack this turn.");
        game.act(declaringAttackers(batman));
    }

    @Test
    @Covers("JUS004")
    void batman_may_stay_home_without_villains() {
        TestGame game = TestGame.setup().ann("JUS004").ben("CW011").at(ANN, MAIN_STEP);
        game.place(ANN, "Batman", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.passToAttack();
        game.act(declaringAttackers());
    }

    @Test
    @Covers("JUS010")
    void black_manta_gets_two_attack_with_another_villain_of_yours() {
        TestGame game = TestGame.setup().ann("JUS010", "JUS032").ben("CW011").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "Black Manta", FIELD_ZONE, level(1));
        TestDie otherManta = game.place(ANN, "Black Manta", FIELD_ZONE, level(1));
        assertThat(game).die(manta).as("another Black Manta does not count").hasAttack(1);
        game.place(ANN, "Parasite", FIELD_ZONE, level(1));
        assertThat(game).die(manta).hasAttack(3);
        assertThat(game).die(otherManta).hasAttack(3);
    }

    @Test
    @Covers("JUS033")
    void parasite_when_fielded_may_drain_an_opposing_die_by_its_own_stats() {
        TestGame game = TestGame.setup().ann("JUS033").ben("CW001").at(ANN, MAIN_STEP);
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        game.field(game.place(ANN, "Parasite", RESERVE_POOL, level(1)));
        game.choose(widow);
        assertThat(game).die(widow).hasAttack(1).hasDefense(1);
    }

    @Test
    @Covers("WWE021")
    void eddie_guerrero_when_attacking_sends_the_opponents_energy_to_their_used_pile() {
        TestGame game = TestGame.setup().ann("WWE021").ben("CW011").at(ANN, MAIN_STEP);
        TestDie eddie = game.place(ANN, "Eddie Guerrero", FIELD_ZONE, level(1));
        TestDie theirEnergy = game.energy(BEN, MASK);
        TestDie theirCharacter = game.place(BEN, "Rocket Raccoon", RESERVE_POOL, level(1));
        game.attackWith(eddie);
        assertThat(game).die(theirEnergy).isIn(USED_PILE);
        assertThat(game).die(theirCharacter).isIn(RESERVE_POOL);
    }

    @Test
    @Covers("WWE034")
    void ric_flair_must_attack_if_able() {
        TestGame game = TestGame.setup().ann("WWE034").ben("CW011").at(ANN, MAIN_STEP);
        TestDie flair = game.place(ANN, "Ric Flair", FIELD_ZONE, level(1));
        game.passToAttack();
        assertThat(game).action(declaringAttackers()).isRejectedBecause("Ric Flair must attack this turn.");
        game.act(declaringAttackers(flair));
    }

    @Test
    @Covers("WWE042")
    void sasha_banks_when_kod_preps_a_die_from_the_bag() {
        TestGame game = TestGame.setup().ann("WWE042").ben("CW011").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie sasha = game.place(ANN, "Sasha Banks", FIELD_ZONE, level(1));
        int bag = game.count(ANN, BAG);
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        assertThat(game).die(sasha).isIn(PREP_AREA);
        assertThat(game).player(ANN).as("Sasha and one die from the bag").hasDiceIn(PREP_AREA, 2);
        assertThat(game).player(ANN).hasDiceIn(BAG, bag - 1);
    }

    @Test
    @Covers("JUS032")
    void parasite_staying_back_may_add_its_attack_and_defense_to_an_attacker() {
        TestGame game = TestGame.setup().ann("JUS032", "JUS010").ben("CW011").at(ANN, MAIN_STEP);
        TestDie parasite = game.place(ANN, "Parasite", FIELD_ZONE, level(2));
        TestDie otherParasite = game.place(ANN, "Parasite", FIELD_ZONE, level(1));
        TestDie manta = game.place(ANN, "Black Manta", FIELD_ZONE, level(1));
        game.attackWith(manta, otherParasite);
        assertThat(game).waitsOn(ANN);
        game.choose(manta);
        assertThat(game).die(manta).as("1A + Parasite's 3A (and +2A with another Villain active)").hasAttack(6);
        assertThat(game).die(manta).as("3D + Parasite's 3D").hasDefense(6);
        assertThat(game).as("only the Parasite that stayed back").asksNothing();
        assertThat(game).die(parasite).isIn(FIELD_ZONE);
    }
}
