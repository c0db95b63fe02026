package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The Justice League characters and their Watchtower of DC Justice, each in a scenario where its text matters. */
class JusticeLeagueBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static boolean hasOvercrush(TestGame game, TestDie die) {
        return Engine.keywords(game.state(), game.die(die)).contains(Keyword.OVERCRUSH);
    }

    @ParameterizedTest
    @ValueSource(strings = {"JUS001", "JUS041", "JUS044", "JUS049"})
    @Covers({"JUS001", "JUS041", "JUS044", "JUS049"})
    void strike_the_only_character_die_fielded_this_turn_gets_two_attack_two_defense_and_overcrush(String id) {
        TestGame game = TestGame.setup().ann(id).ben("JUS010").at(ANN, MAIN_STEP);
        TestDie die = game.place(ANN, id, RESERVE_POOL, level(1));
        game.energy(ANN, FIST);
        Face printed = LIBRARY.byId(id).orElseThrow().levelFace(1);

        game.field(die);

        assertThat(game).die(die).hasAttack(printed.attack() + 2).hasDefense(printed.defense() + 2);
        assertThat(hasOvercrush(game, die)).isTrue();
    }

    @Test
    @Covers("JUS005")
    void batman_cant_trust_in_luck_koing_a_die_in_combat_preps_a_die_from_the_bag() {
        TestGame game = TestGame.setup().ann("JUS005").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie batman = game.place(ANN, "Batman", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        game.attackBlockedBy(batman, manta);

        assertThat(game).die(manta).wasKnockedOut();
        assertThat(game).player(ANN).as("a Sidekick drawn from the bag").hasDiceIn(PREP_AREA, 1);
    }

    @Test
    @Covers("JUS005")
    void batman_cant_trust_in_luck_preps_nothing_when_his_blocker_survives() {
        TestGame game = TestGame.setup().ann("JUS005").ben("JUS013").at(ANN, MAIN_STEP);
        TestDie batman = game.place(ANN, "Batman", FIELD_ZONE, level(3));
        TestDie brainiac = game.place(BEN, "Brainiac", FIELD_ZONE, level(3));

        game.attackBlockedBy(batman, brainiac);

        assertThat(game).die(brainiac).wasNotKnockedOut();
        assertThat(game).player(ANN).hasNoDiceIn(PREP_AREA);
    }

    @Test
    @Covers("JUS020")
    void green_lantern_fearless_paying_mask_deals_one_damage_for_each_action_die_in_the_used_pile() {
        TestGame game = TestGame.setup().ann("JUS020").ben("JUS010").basicActions("JUS068", "JUS069")
                .at(ANN, MAIN_STEP);
        TestDie lantern = game.place(ANN, "Green Lantern", FIELD_ZONE, level(1));
        game.place(ANN, "Investigation", USED_PILE);
        game.place(ANN, "Ping", USED_PILE);
        game.place(ANN, SIDEKICK, USED_PILE);
        game.energy(ANN, MASK);

        game.attackWith(lantern);
        game.react();

        assertThat(game).player(BEN).as("two action dice; the Sidekick does not count").hasLife(8);
    }

    @Test
    @Covers("JUS028")
    void martian_manhunter_endless_abilities_gives_your_dice_overcrush_while_the_opponent_has_a_villain() {
        TestGame game = TestGame.setup().ann("JUS028").ben("JUS010", "JUS061").at(ANN, MAIN_STEP);
        game.place(ANN, "Martian Manhunter", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie wonderWoman = game.place(BEN, "Wonder Woman", FIELD_ZONE, level(1));
        assertThat(hasOvercrush(game, sidekick)).as("no opposing Villain yet").isFalse();

        game.place(BEN, "Black Manta", FIELD_ZONE, level(1));

        assertThat(hasOvercrush(game, sidekick)).isTrue();
        assertThat(hasOvercrush(game, wonderWoman)).as("opposing dice get nothing").isFalse();
    }

    @Test
    @Covers("JUS050")
    void the_flash_no_shadow_cannot_be_targeted_by_an_opposing_action_die() {
        TestGame game = TestGame.setup().ann("JUS010").ben("JUS050").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie flash = game.place(BEN, "The Flash", FIELD_ZONE, level(1));
        TestDie manta = game.place(ANN, "Black Manta", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));

        assertThat(game).die(manta).as("the only die Excessive Force may target").wasKnockedOut();
        assertThat(game).die(flash).hasDamage(0);
    }

    @Test
    @Covers("JUS058")
    void watchtower_jla_headquarters_gives_your_justice_league_dice_one_attack_and_defense() {
        TestGame game = TestGame.setup().ann("JUS058", "JUS003").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie aquaman = game.place(ANN, "Aquaman", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);

        game.use(game.place(ANN, "Watchtower", RESERVE_POOL, action(0)));

        assertThat(game).die(aquaman).hasAttack(3).hasDefense(4);
        assertThat(game).die(sidekick).as("not Justice League").hasAttack(1);
    }

    @Test
    @Covers("JUS058")
    void watchtower_jla_headquarters_with_a_burst_gives_two_instead() {
        TestGame game = TestGame.setup().ann("JUS058", "JUS003").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie aquaman = game.place(ANN, "Aquaman", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Watchtower", RESERVE_POOL, action(2)));

        assertThat(game).die(aquaman).hasAttack(4).hasDefense(5);
    }

    @Test
    @Covers("JUS027")
    void martian_manhunter_a_manhunter_can_be_blocked_only_by_two_or_more_dice() {
        TestGame game = TestGame.setup().ann("JUS027").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie manhunter = game.place(ANN, "Martian Manhunter", FIELD_ZONE, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackWith(manhunter);

        assertThat(game).action(declaringBlocks(block(manta, manhunter)))
                .isRejectedBecause("Martian Manhunter can't be blocked by fewer than two dice.");
        game.blocks(block(manta, manhunter), block(sidekick, manhunter));
        assertThat(game).isAt(ATTACK_WINDOW);
    }

    @Test
    @Covers("JUS047")
    void the_atom_experiments_spins_himself_down_to_spin_another_justice_league_die_up_once_per_turn() {
        TestGame game = TestGame.setup().ann("JUS047", "JUS003").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie atom = game.place(ANN, "The Atom", FIELD_ZONE, level(3));
        TestDie aquaman = game.place(ANN, "Aquaman", FIELD_ZONE, level(1));

        game.useFieldAbility(atom);

        assertThat(game).die(atom).showsLevel(2);
        assertThat(game).die(aquaman).showsLevel(2);
        assertThat(game).action(game.fieldAbilityAction(atom))
                .isRejectedBecause("The ability of The Atom can be used only 1 time per turn.");
    }

    @Test
    @Covers("JUS047")
    void the_atom_experiments_may_spin_up_an_opposing_justice_league_die() {
        TestGame game = TestGame.setup().ann("JUS047").ben("JUS003").at(ANN, MAIN_STEP);
        TestDie atom = game.place(ANN, "The Atom", FIELD_ZONE, level(3));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(1));

        game.useFieldAbility(atom);

        assertThat(game).die(atom).showsLevel(2);
        assertThat(game).die(aquaman).showsLevel(2);
    }

    @Test
    @Covers("JUS047")
    void the_atom_experiments_cannot_pay_its_cost_at_level_one() {
        TestGame game = TestGame.setup().ann("JUS047", "JUS003").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie atom = game.place(ANN, "The Atom", FIELD_ZONE, level(1));
        game.place(ANN, "Aquaman", FIELD_ZONE, level(1));

        assertThat(game).action(new dicemasters.engine.action.Action.UseFieldAbility(atom.id(), 0,
                dicemasters.engine.energy.Payment.NOTHING))
                .isRejectedBecause("The Atom cannot pay the cost of its ability now.");
    }

    @Test
    @Covers("JUS059")
    void watchtower_jla_satellite_preps_a_die_and_another_each_time_you_field_a_justice_league_die() {
        TestGame game = TestGame.setup().ann("JUS059", "JUS003").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie aquaman = game.place(ANN, "Aquaman", RESERVE_POOL, level(1));
        TestDie sidekick = game.sidekick(ANN, RESERVE_POOL);

        game.use(game.place(ANN, "Watchtower", RESERVE_POOL, action(0)));
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 1);
        game.field(sidekick);
        assertThat(game).player(ANN).as("a Sidekick is not Justice League").hasDiceIn(PREP_AREA, 1);
        game.field(aquaman);

        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 2);
    }

    @Test
    @Covers("JUS060")
    void watchtower_watching_earth_fielding_a_justice_league_die_may_ko_a_villain_costing_no_more() {
        TestGame game = TestGame.setup().ann("JUS060", "JUS003").ben("JUS010", "JUS007").at(ANN, MAIN_STEP);
        TestDie aquaman = game.place(ANN, "Aquaman", RESERVE_POOL, level(1));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        TestDie bizarro = game.place(BEN, "Bizarro", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Watchtower", RESERVE_POOL, action(0)));
        game.field(aquaman);
        assertThat(game.decision().prompt()).contains("up to 1 target die");
        game.choose(manta);

        assertThat(game).die(manta).wasKnockedOut();
        assertThat(game).die(bizarro).as("Bizarro costs 7, more than Aquaman's 3").isIn(FIELD_ZONE);
    }

    /** The print says "Justice League characters", not "your": a card naming dice means both players' (ruling). */
    @Test
    @Covers("JUS003")
    void aquaman_arthur_curry_makes_every_players_justice_league_characters_cost_one_less() {
        TestGame game = TestGame.setup().ann("JUS003").ben("JUS062").at(ANN, MAIN_STEP);
        game.place(ANN, "Aquaman", FIELD_ZONE, level(1));
        game.turnOf(BEN, MAIN_STEP);
        assertThat(Engine.purchaseCost(game.state(), game.card("Wonder Woman"), BEN)).as("JUS062 costs 4, one less")
                .isEqualTo(3);
    }

    @Test
    @Covers("JUS062")
    void wonder_woman_a_gift_spins_up_to_two_dice_of_your_reserve_pool_to_wild() {
        TestGame game = TestGame.setup().ann("JUS062").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie fist = game.energy(ANN, FIST);
        TestDie bolt = game.energy(ANN, BOLT);

        game.field(game.place(ANN, "Wonder Woman", RESERVE_POOL, level(1)));
        game.choose(fist, bolt);

        assertThat(game.state().face(game.die(fist)).energy()).containsExactly(WILD);
        assertThat(game.state().face(game.die(bolt)).energy()).containsExactly(WILD);
    }

    @Test
    @Covers("JUS063")
    void wonder_woman_amazon_ambassador_spins_an_energy_die_to_another_energy_face() {
        TestGame game = TestGame.setup().ann("JUS063").ben("JUS010").at(ANN, MAIN_STEP);
        TestDie fist = game.energy(ANN, FIST);

        game.field(game.place(ANN, "Wonder Woman", RESERVE_POOL, level(1)));
        game.choose(fist);
        assertThat(game.decision().prompt()).contains("1 = Bolt, 2 = Mask, 3 = Shield, 4 = Wild");
        game.chooseNumber(2);

        assertThat(game.state().face(game.die(fist)).energy()).containsExactly(MASK);
    }

    @Test
    @Covers("JUS002")
    void aquaman_saving_the_seven_seas_each_character_die_left_unfielded_gains_you_two_life() {
        TestGame game = TestGame.setup().ann("JUS002", "JUS061").ben("JUS010").life(10).at(ANN, MAIN_STEP);
        game.place(ANN, "Aquaman", FIELD_ZONE, level(1));
        game.sidekick(ANN, RESERVE_POOL);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(2));
        game.energy(ANN, FIST);
        game.life(ANN, 5);

        game.passToAttack();

        assertThat(game).die(wonderWoman).isIn(USED_PILE);
        assertThat(game).player(ANN).as("two character dice left unfielded; energy does not count").hasLife(9);
    }

    @Test
    @Covers("JUS045")
    void the_atom_professor_awaken_spun_up_deals_two_damage_to_the_opponent() {
        TestGame game = TestGame.setup().ann("JUS045").ben("JUS010").basicActions("JUS066").at(ANN, MAIN_STEP);
        TestDie atom = game.place(ANN, "The Atom", FIELD_ZONE, level(1));

        game.use(game.place(ANN, "Energy Field", RESERVE_POOL, action(0)));

        assertThat(game).die(atom).showsLevel(2);
        assertThat(game).player(BEN).hasLife(8);
    }
}
