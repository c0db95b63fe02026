package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The Legion of Doom characters and their Hall of Doom of DC Justice, each in a scenario where its text matters. */
class LegionOfDoomBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Test
    @Covers("JUS009")
    void black_manta_hate_itself_koing_a_sidekick_deals_one_damage_to_the_opponent() {
        TestGame game = TestGame.setup().ann("JUS009").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "JUS009", FIELD_ZONE, level(3));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackBlockedBy(manta, sidekick);

        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("JUS009")
    void black_manta_hate_itself_koing_another_character_die_deals_nothing() {
        TestGame game = TestGame.setup().ann("JUS009").ben("JUS032").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "JUS009", FIELD_ZONE, level(3));
        TestDie parasite = game.place(BEN, "JUS032", FIELD_ZONE, level(1));

        game.attackBlockedBy(manta, parasite);

        assertThat(game).die(parasite).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("JUS011")
    void black_manta_super_villain_when_kod_may_spin_a_villain_up_one_level() {
        TestGame game = TestGame.setup().ann("JUS011", "JUS013").ben("JUS007").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "JUS011", FIELD_ZONE, level(1));
        TestDie brainiac = game.place(ANN, "JUS013", FIELD_ZONE, level(1));
        TestDie bizarro = game.place(BEN, "JUS007", FIELD_ZONE, level(1));

        game.attackBlockedBy(manta, bizarro);
        game.choose(brainiac);

        assertThat(game).die(manta).wasKnockedOut();
        assertThat(game).die(brainiac).showsLevel(2);
    }

    @Test
    @Covers("JUS017")
    void gorilla_grodd_stronger_than_you_calls_out_the_only_die_that_may_block_him() {
        TestGame game = TestGame.setup().ann("JUS017").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie grodd = game.place(ANN, "JUS017", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "JUS010", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(grodd);
        game.choose(manta);

        assertThat(game).action(declaringBlocks(block(sidekick, grodd)))
                .isRejectedBecause("Gorilla Grodd called out Black Manta: only that die may block it.");
        game.block(manta, grodd);
    }

    @Test
    @Covers("JUS018")
    void gorilla_grodd_you_cant_fight_me_makes_every_character_die_attack_and_yours_get_one_attack() {
        TestGame game = TestGame.setup().ann("JUS018").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie grodd = game.place(ANN, "JUS018", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.passToAttack();

        assertThat(game).action(declaringAttackers(grodd)).isRejectedBecause("Sidekick must attack this turn.");
        game.attackWith(grodd, sidekick);
        assertThat(game).die(sidekick).hasAttack(2);
        assertThat(game).die(grodd).hasAttack(5);
    }

    @Test
    @Covers("JUS018")
    void gorilla_grodd_you_cant_fight_me_makes_the_opponents_dice_attack_too() {
        TestGame game = TestGame.setup().ann("JUS018").ben("JUS010").at(BEN, MAIN_STEP);
        game.place(ANN, "JUS018", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "JUS010", FIELD_ZONE, level(1));
        game.passToAttack();

        assertThat(game).action(declaringAttackers()).isRejectedBecause("Black Manta must attack this turn.");
        game.attackWith(manta);
        assertThat(game).die(manta).as("only Grodd's own dice get +1A").hasAttack(1);
    }

    @Test
    @Covers("JUS023")
    void hall_of_doom_base_of_operations_gives_your_legion_of_doom_dice_one_attack_and_defense() {
        TestGame game = TestGame.setup().ann("JUS023", "JUS032").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie parasite = game.place(ANN, "JUS032", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);

        game.use(game.place(ANN, "JUS023", RESERVE_POOL, action(0)));

        assertThat(game).die(parasite).hasAttack(3).hasDefense(3);
        assertThat(game).die(sidekick).hasAttack(1);
    }

    @Test
    @Covers("JUS023")
    void hall_of_doom_base_of_operations_with_a_burst_gives_two_instead() {
        TestGame game = TestGame.setup().ann("JUS023", "JUS032").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie parasite = game.place(ANN, "JUS032", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "JUS023", RESERVE_POOL, action(1)));

        assertThat(game).die(parasite).hasAttack(4).hasDefense(4);
    }

    @Test
    @Covers("JUS029")
    void metallo_john_corben_fielding_a_sidekick_lets_you_pay_bolt_to_deal_one_damage() {
        TestGame game = TestGame.setup().ann("JUS029").ben("JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "JUS029", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);

        game.field(game.sidekick(ANN, RESERVE_POOL));
        game.react();

        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).player(ANN).as("the Bolt is spent").hasNoDiceIn(RESERVE_POOL);
    }

    @Test
    @Covers("JUS039")
    void scarecrow_professor_of_psychology_an_opposing_sidekick_kod_costs_its_controller_one_life() {
        TestGame game = TestGame.setup().ann("JUS039").ben("JUS061").basicActions("JUS067").at(ANN, MAIN_STEP);
        game.place(ANN, "JUS039", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.use(game.place(ANN, "JUS067", RESERVE_POOL, action(0)));
        game.choose(sidekick);

        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("JUS054")
    void the_riddler_solved_the_mystery_when_he_attacks_each_player_kos_one_of_their_character_dice() {
        TestGame game = TestGame.setup().ann("JUS054").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie riddler = game.place(ANN, "JUS054", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie wonderWoman = game.place(BEN, "JUS061", FIELD_ZONE, level(1));
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(riddler);
        assertThat(game).waitsOn(ANN);
        game.choose(mine);
        assertThat(game).as("each player chooses their own").waitsOn(BEN);
        game.choose(theirs);

        assertThat(game).die(mine).isIn(PREP_AREA);
        assertThat(game).die(theirs).isIn(PREP_AREA);
        assertThat(game).die(wonderWoman).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("JUS056")
    void toyman_boy_genius_has_no_text_and_its_printed_numbers() {
        CardDefinition toyman = LIBRARY.byId("JUS056").orElseThrow();
        assertThat(CardText.of(toyman)).isEmpty();
        assertThat(toyman.cost()).isEqualTo(3);
        assertThat(toyman.energyTypes()).containsExactly(BOLT);
        assertThat(List.of(toyman.levelFace(1), toyman.levelFace(2), toyman.levelFace(3)))
                .extracting(f -> f.fieldCost() + "/" + f.attack() + "/" + f.defense())
                .containsExactly("0/3/1", "1/3/2", "1/4/2");
        TestGame game = TestGame.setup().ann("JUS056").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie toy = game.place(ANN, "JUS056", RESERVE_POOL, level(1));
        game.field(toy);
        assertThat(game).die(toy).isIn(FIELD_ZONE).hasAttack(3).hasDefense(1);
    }

    @Test
    @Covers("JUS012")
    void brainiac_get_inside_your_head_lets_only_one_opposing_die_of_each_affiliation_attack() {
        TestGame game = TestGame.setup().ann("JUS012").ben("JUS003", "JUS004").at(BEN, MAIN_STEP);
        game.place(ANN, "JUS012", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(BEN, "JUS003", FIELD_ZONE, level(1));
        TestDie batman = game.place(BEN, "JUS004", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.passToAttack();

        assertThat(game).action(declaringAttackers(aquaman, batman))
                .isRejectedBecause("Only one Justice League character die may attack this turn (Brainiac).");
        game.attackWith(aquaman, sidekick);
        assertThat(game).die(aquaman).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("JUS012")
    void brainiac_get_inside_your_head_does_not_limit_his_own_side() {
        TestGame game = TestGame.setup().ann("JUS012", "JUS032").ben("JUS003").at(ANN, MAIN_STEP);
        TestDie brainiac = game.place(ANN, "JUS012", FIELD_ZONE, level(1));
        TestDie parasite = game.place(ANN, "JUS032", FIELD_ZONE, level(1));

        game.attackWith(brainiac, parasite);

        assertThat(game).die(parasite).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("JUS019")
    void gorilla_grodd_scientific_genius_deals_two_damage_to_each_die_that_attacks_or_blocks() {
        TestGame game = TestGame.setup().ann("JUS019").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie grodd = game.place(ANN, "JUS019", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(grodd);
        assertThat(game).die(grodd).hasDamage(2);
        game.block(sidekick, grodd);

        assertThat(game).die(sidekick).wasKnockedOut();
    }

    @Test
    @Covers("JUS019")
    void gorilla_grodd_scientific_genius_makes_at_least_one_die_attack_each_turn() {
        TestGame game = TestGame.setup().ann("JUS019").ben("JUS061").at(BEN, MAIN_STEP);
        game.place(ANN, "JUS019", FIELD_ZONE, level(1));
        TestDie wonderWoman = game.place(BEN, "JUS061", FIELD_ZONE, level(3));
        game.passToAttack();

        assertThat(game).action(declaringAttackers())
                .isRejectedBecause("At least 1 character die must attack this turn (Gorilla Grodd).");
        game.attackWith(wonderWoman);
        assertThat(game).die(wonderWoman).hasDamage(2);
    }

    @Test
    @Covers("JUS031")
    void metallo_heart_of_kryptonite_makes_legion_of_doom_dice_free_and_justice_league_dice_cost_more() {
        TestGame game = TestGame.setup().ann("JUS031", "JUS032").ben("JUS003").at(ANN, MAIN_STEP);
        game.place(ANN, "JUS031", FIELD_ZONE, level(1));
        TestDie parasite = game.place(ANN, "JUS032", RESERVE_POOL, level(3));
        TestDie aquaman = game.place(BEN, "JUS003", RESERVE_POOL, level(3));

        assertThat(dicemasters.engine.Engine.fieldCost(game.state(), game.die(parasite))).as("printed 2").isZero();
        assertThat(dicemasters.engine.Engine.fieldCost(game.state(), game.die(aquaman))).as("printed 1").isEqualTo(2);
        game.field(parasite);
        assertThat(game).die(parasite).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("JUS038")
    void scarecrow_fear_based_gases_sends_a_kod_sidekick_to_the_used_pile_instead_of_the_prep_area() {
        TestGame game = TestGame.setup().ann("JUS038").ben("JUS061").basicActions("JUS067").at(ANN, MAIN_STEP);
        game.place(ANN, "JUS038", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.use(game.place(ANN, "JUS067", RESERVE_POOL, action(0)));
        game.choose(sidekick);

        assertThat(game).die(sidekick).wasKnockedOut().isIn(USED_PILE);
    }

    @Test
    @Covers("JUS042")
    void solomon_grundy_rot_of_the_swamp_with_two_other_villain_characters_kos_an_opposing_die() {
        TestGame game = TestGame.setup().ann("JUS042", "JUS010", "JUS032").ben("JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "JUS010", FIELD_ZONE, level(1));
        game.place(ANN, "JUS032", FIELD_ZONE, level(1));
        TestDie wonderWoman = game.place(BEN, "JUS061", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "JUS042", RESERVE_POOL, level(1)));

        assertThat(game).die(wonderWoman).wasKnockedOut();
    }

    @Test
    @Covers("JUS042")
    void solomon_grundy_rot_of_the_swamp_counts_characters_not_dice() {
        TestGame game = TestGame.setup().ann("JUS042", "JUS010").ben("JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "JUS010", FIELD_ZONE, level(1));
        game.place(ANN, "JUS010", FIELD_ZONE, level(2));
        TestDie wonderWoman = game.place(BEN, "JUS061", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "JUS042", RESERVE_POOL, level(1)));

        assertThat(game).die(wonderWoman).as("two Black Manta dice are one character").wasNotKnockedOut();
    }
}
