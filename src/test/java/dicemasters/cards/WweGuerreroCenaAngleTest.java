package dicemasters.cards;

import dicemasters.engine.action.Action;
import dicemasters.engine.state.DamageAssignment;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** WWE Superstars Eddie Guerrero, John Cena and Kurt Angle. */
class WweGuerreroCenaAngleTest {
    /** Paul Heyman, Manager: its Global deals 1 damage to target Superstar. */
    private static final String HEYMAN = "WWE056";
    private static final int HEYMAN_GLOBAL = 3;
    private static final int KURT_GLOBAL = 1;

    @Test
    @Covers("WWE026")
    void kurt_angle_integrity_cannot_be_targeted_by_the_opponents_globals() {
        TestGame game = TestGame.setup().ann("WWE026").ben("WWE037").basicActions(HEYMAN).at(ANN, MAIN_STEP);
        TestDie kurt = game.place(ANN, "Kurt Angle", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.energy(BEN, BOLT);
        game.priority(BEN);

        game.useGlobal(HEYMAN, HEYMAN_GLOBAL);

        assertThat(game).die(sidekick).as("the only target Ben may choose").wasKnockedOut();
        assertThat(game).die(kurt).hasDamage(0);
    }

    @Test
    @Covers("WWE026")
    void kurt_angle_integrity_can_still_be_targeted_by_his_owners_global() {
        TestGame game = TestGame.setup().ann("WWE026").ben("WWE037").basicActions(HEYMAN).at(ANN, MAIN_STEP);
        TestDie kurt = game.place(ANN, "Kurt Angle", FIELD_ZONE, level(1));
        game.sidekick(ANN, FIELD_ZONE);
        game.energy(ANN, BOLT);

        game.useGlobal(HEYMAN, HEYMAN_GLOBAL);

        assertThat(((Decision.ChooseTargets) game.decision()).candidates()).contains(kurt.id());
        game.choose(kurt);
        assertThat(game).die(kurt).hasDamage(1);
    }

    @Test
    @Covers({"WWE026", "WWE027"})
    void kurt_angles_global_gives_a_superstar_tag_out_which_it_may_use_after_blockers() {
        TestGame game = TestGame.setup().ann("WWE027", "WWE037").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie ronda = game.place(ANN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);
        game.energy(ANN, SHIELD);

        game.useGlobal("Kurt Angle", KURT_GLOBAL);
        game.choose(sidekick);
        game.attackWith(ronda);
        game.block(bret, ronda);
        game.choose(sidekick);
        game.choose(ronda);

        assertThat(game).die(sidekick).as("tagged out").isIn(PREP_AREA);
        assertThat(game).die(ronda).hasAttack(4).hasDefense(5);
        game.finishAttack();
        assertThat(game).die(bret).wasKnockedOut();
        assertThat(game).die(ronda).wasNotKnockedOut();
    }

    @Test
    @Covers("WWE027")
    void kurt_angle_intelligence_blocks_two_attackers() {
        TestGame game = TestGame.setup().ann("WWE013").ben("WWE027").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie kurt = game.place(BEN, "Kurt Angle", FIELD_ZONE, level(3));

        game.attackWith(bret, sidekick);
        game.blocks(block(kurt, bret), block(kurt, sidekick));
        game.finishAttack();
        assertThat(game).waitsOn(BEN);
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(kurt.id(), bret.id(), 4),
                new DamageAssignment(kurt.id(), sidekick.id(), 2))));

        assertThat(game).die(bret).wasKnockedOut();
        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).die(kurt).wasNotKnockedOut();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("WWE024")
    void john_cena_cenation_leader_keeps_your_superstars_from_being_targeted_by_intimidate() {
        TestGame game = TestGame.setup().ann("WWE024").ben("WWE004").at(BEN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.energy(BEN, MASK);

        game.field(game.place(BEN, "Asuka", RESERVE_POOL, level(1)));
        game.resolveFirst("Asuka");

        assertThat(game).die(cena).isIn(FIELD_ZONE);
        assertThat(game).die(sidekick).as("Asuka's other ability still targets it").isIn(FIELD_ZONE).hasAttack(2);
    }

    @Test
    @Covers("WWE024")
    void john_cena_cenation_leader_intimidates_when_fielded() {
        TestGame game = TestGame.setup().ann("WWE024").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "John Cena", RESERVE_POOL, level(1)));

        assertThat(game).die(ronda).isIn(OUT_OF_PLAY);
    }

    @Test
    @Covers("WWE019")
    void eddie_guerrero_i_lie_kod_by_a_sidekick_returns_to_the_field_at_level_three_at_end_of_turn() {
        TestGame game = TestGame.setup().ann("WWE019").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie eddie = game.place(ANN, "Eddie Guerrero", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(eddie);
        game.block(sidekick, eddie);
        game.finishAttack();

        assertThat(game).die(eddie).wasKnockedOut();
        assertThat(game).isTurnOf(BEN);
        assertThat(game).die(eddie).isIn(FIELD_ZONE).showsLevel(3);
    }

    @Test
    @Covers("WWE019")
    void eddie_guerrero_i_lie_kod_by_another_superstar_stays_in_the_prep_area() {
        TestGame game = TestGame.setup().ann("WWE019").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie eddie = game.place(ANN, "Eddie Guerrero", FIELD_ZONE, level(1));
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));

        game.attackBlockedBy(eddie, ronda);

        assertThat(game).isTurnOf(BEN);
        assertThat(game).die(eddie).isIn(PREP_AREA);
    }

    @Test
    @Covers("WWE025")
    void kurt_angle_intensity_each_player_kos_all_their_superstars_but_one_and_you_cannot_field() {
        TestGame game = TestGame.setup().ann("WWE025", "WWE037").ben("WWE013").at(ANN, MAIN_STEP);
        TestDie ronda = game.place(ANN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie mySidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        TestDie theirSidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie kurt = game.place(ANN, "Kurt Angle", RESERVE_POOL, level(1));
        TestDie another = game.place(ANN, "Ronda Rousey", RESERVE_POOL, level(1));
        game.energy(ANN, SHIELD);

        game.field(kurt);
        game.choose(ronda);
        assertThat(game).waitsOn(BEN);
        game.choose(bret);

        assertThat(game).die(kurt).wasKnockedOut();
        assertThat(game).die(mySidekick).wasKnockedOut();
        assertThat(game).die(theirSidekick).wasKnockedOut();
        assertThat(game).die(ronda).isIn(FIELD_ZONE);
        assertThat(game).die(bret).isIn(FIELD_ZONE);
        assertThat(game).action(new Action.Field(another.id(), dicemasters.engine.energy.Payment.NOTHING))
                .isRejectedBecause("You cannot field character dice this turn.");
    }
}
