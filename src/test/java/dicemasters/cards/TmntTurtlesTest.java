package dicemasters.cards;

import dicemasters.engine.card.Energy;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The Teenage Mutant Ninja Turtles of the TMNT Heroes in a Half Shell box, each in a small scenario. */
class TmntTurtlesTest {
    @Test
    @Covers("HHS008")
    void donatello_technomagic_deals_one_damage_per_other_turtle_when_attacking() {
        TestGame game = TestGame.setup().ann("HHS008", "HHS023", "HHS032").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie donatello = game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        game.place(ANN, "Raphael", FIELD_ZONE, level(1));
        game.attackWith(donatello);
        assertThat(game).player(BEN).as("two other Turtle dice; another Donatello does not count").hasLife(8);
    }

    /** "...for each other, active Teenage Mutant Ninja Turtle character": a character is a card (rulebook). */
    @Test
    @Covers("HHS008")
    void donatello_technomagic_counts_turtle_characters_not_their_dice() {
        TestGame game = TestGame.setup().ann("HHS008", "HHS023").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie donatello = game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        game.attackWith(donatello);
        assertThat(game).player(BEN).as("three Leonardo dice are one Turtle character").hasLife(9);
    }

    @Test
    @Covers("HHS024")
    void leonardo_multifolded_steel_punishes_every_turtle_ko() {
        TestGame game = TestGame.setup().ann("HHS024", "HHS008").ben("HHS046").basicActions("JUS067")
                .at(ANN, MAIN_STEP);
        game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        TestDie donatello = game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        game.choose(donatello);
        assertThat(game).die(donatello).isIn(PREP_AREA);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("HHS025")
    void metalhead_rogue_robot_grows_with_every_other_character_die() {
        TestGame game = TestGame.setup().ann("HHS025").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie metalhead = game.place(ANN, "Metalhead", FIELD_ZONE, level(1));
        game.place(ANN, "Metalhead", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        assertThat(game).die(metalhead).as("3A + 2 non-Metalhead dice").hasAttack(5);
        assertThat(game).die(metalhead).hasDefense(6);
    }

    @Test
    @Covers("HHS026")
    void metalhead_dissociative_makes_your_other_attackers_unblockable() {
        TestGame game = TestGame.setup().ann("HHS026").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie metalhead = game.place(ANN, "Metalhead", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(metalhead, sidekick);
        assertThat(game).action(declaringBlocks(block(triceraton, sidekick)))
                .isRejectedBecause("Sidekick can't be blocked this turn.");
        game.block(triceraton, metalhead);
    }

    @Test
    @Covers("HHS027")
    void metalhead_upgrading_deals_its_attack_when_fielded() {
        TestGame game = TestGame.setup().ann("HHS027").ben("HHS013").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);
        TestDie metalhead = game.place(ANN, "Metalhead", RESERVE_POOL, level(1));
        game.field(metalhead);
        game.choose(yoshi);
        assertThat(game).die(yoshi).hasDamage(3);
    }

    @Test
    @Covers({"HHS007", "HHS022", "HHS028", "HHS031"})
    void a_turtle_attacking_may_pay_its_energy_to_deal_two_damage_to_a_die_or_the_opponent() {
        for (String[] turtle : new String[][]{{"HHS007", "BOLT"}, {"HHS022", "FIST"}, {"HHS028", "MASK"},
                {"HHS031", "SHIELD"}}) {
            TestGame game = TestGame.setup().ann(turtle[0]).ben("HHS013").at(ANN, MAIN_STEP);
            TestDie attacker = game.place(ANN, turtle[0], FIELD_ZONE, level(1));
            TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
            TestDie energy = game.energy(ANN, Energy.valueOf(turtle[1]));
            game.attackWith(attacker);
            assertThat(game.decision().prompt()).as(turtle[0]).contains("energy die to pay");
            game.choose(energy);
            assertThat(game).die(energy).isIn(OUT_OF_PLAY);
            game.choose(yoshi);
            assertThat(game).die(yoshi).as(turtle[0]).hasDamage(2);
        }
    }

    @Test
    @Covers("HHS007")
    void donatello_declining_to_pay_does_nothing_and_choosing_no_die_hits_the_opponent() {
        TestGame game = TestGame.setup().ann("HHS007").ben("HHS013").at(ANN, MAIN_STEP);
        TestDie donatello = game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        TestDie bolt = game.energy(ANN, BOLT);
        game.attackWith(donatello);
        game.chooseNone();
        assertThat(game).die(bolt).isIn(RESERVE_POOL);
        assertThat(game).player(BEN).hasLife(10);

        TestGame paid = TestGame.setup().ann("HHS007").ben("HHS013").at(ANN, MAIN_STEP);
        TestDie again = paid.place(ANN, "Donatello", FIELD_ZONE, level(1));
        paid.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie wild = paid.energy(ANN, WILD);
        paid.attackWith(again);
        paid.choose(wild);
        paid.chooseNone();
        assertThat(paid).player(BEN).as("Wild pays for Bolt; no die chosen: the opponent").hasLife(8);
    }

    @Test
    @Covers("HHS007")
    void donatello_without_energy_to_pay_does_nothing() {
        TestGame game = TestGame.setup().ann("HHS007").ben("HHS013").at(ANN, MAIN_STEP);
        TestDie donatello = game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.attackWith(donatello);
        assertThat(game).asksNothing();
        assertThat(game).player(BEN).hasLife(10);
    }
}
