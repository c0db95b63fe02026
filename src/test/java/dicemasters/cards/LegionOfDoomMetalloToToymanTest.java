package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Restriction;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The Legion of Doom characters of DC Justice from Metallo to Toyman, each in a scenario where its text matters. */
class LegionOfDoomMetalloToToymanTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Test
    @Covers("JUS029")
    void metallo_john_corben_fielding_a_sidekick_lets_you_pay_bolt_to_deal_one_damage() {
        TestGame game = TestGame.setup().ann("JUS029").ben("JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "Metallo", FIELD_ZONE, level(1));
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
        game.place(ANN, "Scarecrow", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        game.choose(sidekick);

        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("JUS054")
    void the_riddler_solved_the_mystery_when_he_attacks_each_player_kos_one_of_their_character_dice() {
        TestGame game = TestGame.setup().ann("JUS054").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie riddler = game.place(ANN, "The Riddler", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie wonderWoman = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(1));
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
    @Covers("JUS054")
    void the_riddler_solved_the_mystery_an_opposing_die_that_cannot_be_targeted_is_still_kod_as_it_is_chosen() {
        TestGame game = TestGame.setup().ann("JUS054").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie riddler = game.place(ANN, "The Riddler", FIELD_ZONE, level(1));
        TestDie mine = game.sidekick(ANN, FIELD_ZONE);
        TestDie theirs = game.sidekick(BEN, FIELD_ZONE);
        game.restricted(theirs, Restriction.UNTARGETABLE);

        game.attackWith(riddler);
        game.choose(mine);

        assertThat(game).die(mine).isIn(PREP_AREA);
        assertThat(game).as("Ben's only die is his to KO, chosen and not targeted").die(theirs).isIn(PREP_AREA);
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
        TestDie toy = game.place(ANN, "Toyman", RESERVE_POOL, level(1));
        game.field(toy);
        assertThat(game).die(toy).isIn(FIELD_ZONE).hasAttack(3).hasDefense(1);
    }

    @Test
    @Covers("JUS031")
    void metallo_heart_of_kryptonite_makes_legion_of_doom_dice_free_and_justice_league_dice_cost_more() {
        TestGame game = TestGame.setup().ann("JUS031", "JUS032").ben("JUS003").at(ANN, MAIN_STEP);
        game.place(ANN, "Metallo", FIELD_ZONE, level(1));
        TestDie parasite = game.place(ANN, "Parasite", RESERVE_POOL, level(3));
        TestDie aquaman = game.place(BEN, "Aquaman", RESERVE_POOL, level(3));

        assertThat(dicemasters.engine.Engine.fieldCost(game.state(), game.die(parasite))).as("printed 2").isZero();
        assertThat(dicemasters.engine.Engine.fieldCost(game.state(), game.die(aquaman))).as("printed 1").isEqualTo(2);
        game.field(parasite);
        assertThat(game).die(parasite).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("JUS038")
    void scarecrow_fear_based_gases_sends_a_kod_sidekick_to_the_used_pile_instead_of_the_prep_area() {
        TestGame game = TestGame.setup().ann("JUS038").ben("JUS061").basicActions("JUS067").at(ANN, MAIN_STEP);
        game.place(ANN, "Scarecrow", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        game.choose(sidekick);

        assertThat(game).die(sidekick).wasKnockedOut().isIn(USED_PILE);
    }

    @Test
    @Covers("JUS042")
    void solomon_grundy_rot_of_the_swamp_with_two_other_villain_characters_kos_an_opposing_die() {
        TestGame game = TestGame.setup().ann("JUS042", "JUS010", "JUS032").ben("JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "Black Manta", FIELD_ZONE, level(1));
        game.place(ANN, "Parasite", FIELD_ZONE, level(1));
        TestDie wonderWoman = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "Solomon Grundy", RESERVE_POOL, level(1)));

        assertThat(game).die(wonderWoman).wasKnockedOut();
    }

    @Test
    @Covers("JUS042")
    void solomon_grundy_rot_of_the_swamp_counts_characters_not_dice() {
        TestGame game = TestGame.setup().ann("JUS042", "JUS010").ben("JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "Black Manta", FIELD_ZONE, level(1));
        game.place(ANN, "Black Manta", FIELD_ZONE, level(2));
        TestDie wonderWoman = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);

        game.field(game.place(ANN, "Solomon Grundy", RESERVE_POOL, level(1)));

        assertThat(game).die(wonderWoman).as("two Black Manta dice are one character").wasNotKnockedOut();
    }

    @Test
    @Covers("JUS030")
    void metallo_cybernetic_body_an_opposing_justice_league_die_fielded_draws_a_villain_to_field_at_level_two() {
        TestGame game = TestGame.setup().ann("JUS030", "JUS010").ben("JUS003").at(BEN, MAIN_STEP);
        game.place(ANN, "Metallo", FIELD_ZONE, level(1));
        TestDie manta = game.place(ANN, "Black Manta", BAG);
        game.nextDrawsTake("Black Manta");

        game.field(game.place(BEN, "Aquaman", RESERVE_POOL, level(1)));
        game.choose(manta);

        assertThat(game).die(manta).isIn(FIELD_ZONE).showsLevel(2);
    }

    @Test
    @Covers("JUS030")
    void metallo_cybernetic_body_any_other_die_drawn_goes_to_the_used_pile_or_back_to_the_bag() {
        TestGame game = TestGame.setup().ann("JUS030").ben("JUS003").at(BEN, MAIN_STEP);
        game.place(ANN, "Metallo", FIELD_ZONE, level(1));
        game.nextDrawsTake(SIDEKICK);

        game.field(game.place(BEN, "Aquaman", RESERVE_POOL, level(1)));
        assertThat(game).as("a Sidekick is no Villain: only the Used Pile or the bag").waitsOn(ANN);
        int drawn = game.events(dicemasters.engine.state.GameEvent.DieDrawn.class).get(0).dieId();
        game.choose(game.handle(game.state().die(drawn)));

        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 1);
    }

    @Test
    @Covers("JUS035")
    void poison_ivy_criminal_kos_your_die_to_deal_its_level_to_the_opponent_and_their_dice() {
        TestGame game = TestGame.setup().ann("JUS035", "JUS010").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "Black Manta", FIELD_ZONE, level(3));
        TestDie wonderWoman = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Poison Ivy", RESERVE_POOL, level(1)));
        game.choose(manta);

        assertThat(game).die(manta).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(7);
        assertThat(game).die(wonderWoman).wasKnockedOut();
    }

    @Test
    @Covers("JUS035")
    void poison_ivy_criminal_without_a_ko_deals_nothing() {
        TestGame game = TestGame.setup().ann("JUS035", "JUS010").ben("JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "Black Manta", FIELD_ZONE, level(3));

        game.field(game.place(ANN, "Poison Ivy", RESERVE_POOL, level(1)));
        game.chooseNone();

        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("JUS036")
    void poison_ivy_let_spring_come_two_sidekicks_drawn_go_to_the_used_pile_and_damage_opposing_dice() {
        TestGame game = TestGame.setup().ann("JUS036").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(1));
        game.nextDrawsTake(SIDEKICK, SIDEKICK);

        game.field(game.place(ANN, "Poison Ivy", RESERVE_POOL, level(1)));

        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 2);
        assertThat(game).die(wonderWoman).hasDamage(2);
    }

    @Test
    @Covers("JUS036")
    void poison_ivy_let_spring_come_otherwise_the_dice_go_back_to_the_bag() {
        TestGame game = TestGame.setup().ann("JUS036", "JUS010").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(1));
        TestDie manta = game.place(ANN, "Black Manta", BAG);
        game.nextDrawsTake(SIDEKICK, "Black Manta");

        game.field(game.place(ANN, "Poison Ivy", RESERVE_POOL, level(1)));

        assertThat(game).log().says("Ann draws Black Manta.");
        assertThat(game).die(manta).isIn(BAG);
        assertThat(game).player(ANN).hasNoDiceIn(USED_PILE);
        assertThat(game).die(wonderWoman).hasDamage(0);
    }

    @Test
    @Covers("JUS053")
    void the_riddler_creature_of_pure_pride_each_opposing_die_rolled_after_the_roll_step_deals_two_damage() {
        TestGame game = TestGame.setup().ann("JUS053").ben("JUS061").basicActions("JUS068").at(BEN, MAIN_STEP);
        game.place(ANN, "The Riddler", FIELD_ZONE, level(1));

        game.use(game.place(BEN, "Investigation", RESERVE_POOL, action(0)));

        assertThat(game).player(BEN).as("Investigation rolls two dice: 2 damage each").hasLife(6);
        assertThat(game).player(ANN).hasLife(10);
    }

    @Test
    @Covers("JUS053")
    void the_riddler_creature_of_pure_pride_leaves_the_roll_and_reroll_step_alone() {
        TestGame game = TestGame.setup().ann("JUS053").ben("JUS061").before(BEN, ROLL_AND_REROLL);
        game.place(ANN, "The Riddler", FIELD_ZONE, level(1));
        TestDie sidekick = game.place(BEN, SIDEKICK, PREP_AREA);

        game.proceed();
        game.reroll(sidekick);

        assertThat(game).player(BEN).hasLife(10);
    }
}
