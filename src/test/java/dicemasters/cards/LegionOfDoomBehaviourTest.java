package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.state.Decision;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Legion of Doom characters of DC Justice from Black Manta to Lex Luthor, and their Hall of Doom,
 * each in a scenario where its text matters.
 */
class LegionOfDoomBehaviourTest {
    @Test
    @Covers("JUS009")
    void black_manta_hate_itself_koing_a_sidekick_deals_one_damage_to_the_opponent() {
        TestGame game = TestGame.setup().ann("JUS009").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "Black Manta", FIELD_ZONE, level(3));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackBlockedBy(manta, sidekick);

        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("JUS009")
    void black_manta_hate_itself_koing_another_character_die_deals_nothing() {
        TestGame game = TestGame.setup().ann("JUS009").ben("JUS032").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "Black Manta", FIELD_ZONE, level(3));
        TestDie parasite = game.place(BEN, "Parasite", FIELD_ZONE, level(1));

        game.attackBlockedBy(manta, parasite);

        assertThat(game).die(parasite).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("JUS011")
    void black_manta_super_villain_when_kod_may_spin_a_villain_up_one_level() {
        TestGame game = TestGame.setup().ann("JUS011", "JUS013").ben("JUS007").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "Black Manta", FIELD_ZONE, level(1));
        TestDie brainiac = game.place(ANN, "Brainiac", FIELD_ZONE, level(1));
        TestDie bizarro = game.place(BEN, "Bizarro", FIELD_ZONE, level(1));

        game.attackBlockedBy(manta, bizarro);
        game.choose(brainiac);

        assertThat(game).die(manta).wasKnockedOut();
        assertThat(game).die(brainiac).showsLevel(2);
    }

    @Test
    @Covers("JUS017")
    void gorilla_grodd_stronger_than_you_calls_out_the_only_die_that_may_block_him() {
        TestGame game = TestGame.setup().ann("JUS017").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie grodd = game.place(ANN, "Gorilla Grodd", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
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
        TestDie grodd = game.place(ANN, "Gorilla Grodd", FIELD_ZONE, level(1));
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
        game.place(ANN, "Gorilla Grodd", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        game.passToAttack();

        assertThat(game).action(declaringAttackers()).isRejectedBecause("Black Manta must attack this turn.");
        game.attackWith(manta);
        assertThat(game).die(manta).as("only Grodd's own dice get +1A").hasAttack(1);
    }

    @Test
    @Covers("JUS023")
    void hall_of_doom_base_of_operations_gives_your_legion_of_doom_dice_one_attack_and_defense() {
        TestGame game = TestGame.setup().ann("JUS023", "JUS032").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie parasite = game.place(ANN, "Parasite", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);

        game.use(game.place(ANN, "Hall of Doom", RESERVE_POOL, action(0)));

        assertThat(game).die(parasite).hasAttack(3).hasDefense(3);
        assertThat(game).die(sidekick).hasAttack(1);
    }

    @Test
    @Covers("JUS023")
    void hall_of_doom_base_of_operations_with_a_burst_gives_two_instead() {
        TestGame game = TestGame.setup().ann("JUS023", "JUS032").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie parasite = game.place(ANN, "Parasite", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Hall of Doom", RESERVE_POOL, action(1)));

        assertThat(game).die(parasite).hasAttack(4).hasDefense(4);
    }

    @Test
    @Covers("JUS012")
    void brainiac_get_inside_your_head_lets_only_one_opposing_die_of_each_affiliation_attack() {
        TestGame game = TestGame.setup().ann("JUS012").ben("JUS003", "JUS004").at(BEN, MAIN_STEP);
        game.place(ANN, "Brainiac", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(1));
        TestDie batman = game.place(BEN, "Batman", FIELD_ZONE, level(1));
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
        TestDie brainiac = game.place(ANN, "Brainiac", FIELD_ZONE, level(1));
        TestDie parasite = game.place(ANN, "Parasite", FIELD_ZONE, level(1));

        game.attackWith(brainiac, parasite);

        assertThat(game).die(parasite).isIn(ATTACK_ZONE);
    }

    @Test
    @Covers("JUS019")
    void gorilla_grodd_scientific_genius_deals_two_damage_to_each_die_that_attacks_or_blocks() {
        TestGame game = TestGame.setup().ann("JUS019").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie grodd = game.place(ANN, "Gorilla Grodd", FIELD_ZONE, level(1));
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
        game.place(ANN, "Gorilla Grodd", FIELD_ZONE, level(1));
        TestDie wonderWoman = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(3));
        game.passToAttack();

        assertThat(game).action(declaringAttackers())
                .isRejectedBecause("At least 1 character die must attack this turn (Gorilla Grodd).");
        game.attackWith(wonderWoman);
        assertThat(game).die(wonderWoman).hasDamage(2);
    }

    @Test
    @Covers("JUS016")
    void clayface_restless_with_all_four_energy_types_in_the_reserve_pool_gets_five_and_overcrush() {
        TestGame game = TestGame.setup().ann("JUS016").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie clayface = game.place(ANN, "Clayface", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.energy(ANN, BOLT);
        game.energy(ANN, MASK);
        TestDie wild = game.energy(ANN, WILD);
        assertThat(game).as("Wild does not stand for Shield here").die(clayface).hasAttack(3).hasDefense(2);

        game.energy(ANN, SHIELD);

        assertThat(game).die(clayface).hasAttack(8).hasDefense(7);
        assertThat(Engine.keywords(game.state(), game.die(clayface))).contains(Keyword.OVERCRUSH);
        assertThat(game).die(wild).isIn(RESERVE_POOL);
    }

    @Test
    @Covers("JUS016")
    void clayface_restless_global_brings_a_die_from_your_used_pile_to_the_reserve_pool_on_an_energy_face() {
        TestGame game = TestGame.setup().ann("JUS016", "JUS010").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "Black Manta", USED_PILE);
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);

        game.useGlobal("Clayface", 1);
        game.chooseNumber(1);

        assertThat(game).die(manta).isIn(RESERVE_POOL);
        assertThat(game.state().face(game.die(manta)).isEnergy()).isTrue();
        assertThat(game).action(game.globalAction("Clayface", 1)).isRejectedBecause("The Global Ability of Clayface can be used only 1 time per turn.");
    }

    @Test
    @Covers("JUS016")
    void clayface_restless_global_may_add_the_die_on_the_energy_face_it_already_shows() {
        TestGame game = TestGame.setup().ann("JUS016", "JUS010").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie manta = game.place(ANN, "Black Manta", USED_PILE, energy(FIST));
        game.energy(ANN, MASK);

        game.useGlobal("Clayface", 1);
        assertThat(game.state().decision()).as("any of its three energy faces, the one it shows included")
                .isEqualTo(new Decision.ChooseNumber(ANN, "Ann: choose the face Black Manta turns to (1 = 2 Fist,"
                        + " 2 = 2 Fist, 3 = Fist)", 1, 3));
        game.chooseNumber(3);

        assertThat(game).die(manta).isIn(RESERVE_POOL);
        assertThat(game.state().face(game.die(manta))).isEqualTo(Face.energy(FIST));
    }

    @Test
    @Covers("JUS024")
    void hall_of_doom_headquarters_at_the_end_of_the_turn_fields_a_legion_of_doom_die_from_the_used_pile() {
        TestGame game = TestGame.setup().ann("JUS024", "JUS032").ben("JUS061").at(ANN, MAIN_STEP);
        TestDie parasite = game.place(ANN, "Parasite", USED_PILE);
        game.place(ANN, SIDEKICK, USED_PILE);

        game.use(game.place(ANN, "Hall of Doom", RESERVE_POOL, action(0)));
        game.endTurn();
        game.choose(parasite);

        assertThat(game).die(parasite).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game).log().mentions("fields Parasite");
    }

    private static dicemasters.engine.action.Action purchase(TestGame game, String card, int cost,
                                                      dicemasters.engine.card.Energy... types) {
        return new dicemasters.engine.action.Action.Purchase(game.card(card).index(),
                game.payment(game.state().activePlayer(), cost, java.util.List.of(types)));
    }

    @Test
    @Covers("JUS026")
    void lex_luthor_leader_in_world_politics_lets_the_opponent_buy_one_character_and_one_action_die_a_turn() {
        TestGame game = TestGame.setup().ann("JUS026").ben("JUS061").basicActions("JUS069").at(BEN, MAIN_STEP);
        game.place(ANN, "Lex Luthor", FIELD_ZONE, level(1));
        for (int i = 0; i < 8; i++) {
            game.energy(BEN, SHIELD);
        }

        game.buy("Wonder Woman");
        assertThat(game).action(purchase(game, "JUS061", 3, SHIELD))
                .isRejectedBecause("Lex Luthor lets Ben purchase only 1 character die per turn.");
        game.buy("Ping");
        assertThat(game).action(purchase(game, "JUS069", 2))
                .isRejectedBecause("Lex Luthor lets Ben purchase only 1 action die per turn.");
    }

    @Test
    @Covers("JUS026")
    void lex_luthor_leader_in_world_politics_does_not_limit_his_own_side() {
        TestGame game = TestGame.setup().ann("JUS026", "JUS010").ben("JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "Lex Luthor", FIELD_ZONE, level(1));
        for (int i = 0; i < 3; i++) {
            game.energy(ANN, FIST);
            game.energy(ANN, FIST);
        }

        game.buy("Black Manta");
        game.buy("Black Manta");

        assertThat(game).player(ANN).as("both Black Manta dice bought").hasDiceIn(USED_PILE, 2);
    }
}
