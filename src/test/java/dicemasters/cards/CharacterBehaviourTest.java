package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.combat.DamageAssignment;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.testing.FaceSpec;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Character cards whose abilities needed new words in the card vocabulary, each in a small scenario. */
class CharacterBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Test
    @Covers("HHS013")
    void hamato_yoshi_protective_parent_when_blocked_deals_half_the_blockers_attack_rounded_down() {
        TestGame game = TestGame.setup().ann("HHS013").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(ANN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        game.attackWith(yoshi);
        game.block(triceraton, yoshi);
        assertThat(game).player(BEN).as("half of 5A, rounded down").hasLife(8);
    }

    @Test
    @Covers("HHS013")
    void hamato_yoshi_protective_parent_deals_at_least_one() {
        TestGame game = TestGame.setup().ann("HHS013").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie yoshi = game.place(ANN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.attackWith(yoshi);
        game.block(sidekick, yoshi);
        assertThat(game).player(BEN).as("half of 1A is 0, but the minimum is 1").hasLife(9);
    }

    @Test
    @Covers("HHS042")
    void slash_never_liked_the_name_when_kod_deals_the_energy_in_the_opponents_reserve_pool() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS042").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie slash = game.place(BEN, "Slash", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.place(ANN, "Excessive Force", RESERVE_POOL, anEnergyFace());
        TestDie force = game.place(ANN, "Excessive Force", RESERVE_POOL, action(0));
        game.use(force);
        assertThat(game).die(slash).isIn(PREP_AREA);
        assertThat(game).player(ANN).as("a single and a double energy face: 3 energy").hasLife(7);
    }

    @Test
    @Covers("HHS006")
    void casey_jones_goongala_cannot_be_blocked_by_dice_costing_two_or_less() {
        TestGame game = TestGame.setup().ann("HHS006").ben("HHS001", "HHS046").at(ANN, MAIN_STEP);
        TestDie casey = game.place(ANN, "Casey Jones", FIELD_ZONE, level(1));
        TestDie april = game.place(BEN, "April", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(casey);
        assertThat(game).action(declaringBlocks(block(april, casey)))
                .isRejectedBecause("Casey Jones can't be blocked by April.");
        assertThat(Engine.legalActions(game.state())).noneMatch(a -> a instanceof Action.DeclareBlockers b
                && b.blocks().stream().anyMatch(x -> x.blocker() == april.id()));
        game.block(triceraton, casey);
        assertThat(Engine.blockersOf(game.state(), game.die(casey))).extracting(Die::id)
                .containsExactly(triceraton.id());
    }

    @Test
    @Covers("JUS006")
    void batman_the_smart_one_makes_other_justice_league_dice_stronger_and_cheaper_to_field() {
        TestGame game = TestGame.setup().ann("JUS006", "JUS061", "JUS004", "JUS003").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "JUS006", FIELD_ZONE, level(1));
        TestDie otherBatman = game.place(ANN, "JUS004", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(ANN, "Aquaman", FIELD_ZONE, level(1));
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(2));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        assertThat(Engine.fieldCost(game.state(), game.die(wonderWoman))).as("printed 1, one less").isZero();
        game.act(new Action.Field(wonderWoman.id(), Payment.NOTHING));
        assertThat(game).die(wonderWoman).isIn(FIELD_ZONE);
        assertThat(game).die(aquaman).hasAttack(3).hasDefense(4);
        assertThat(game).die(otherBatman).as("Batman is not helped by Batman").hasAttack(4);
        assertThat(game).die(triceraton).hasAttack(3);
    }

    @Test
    @Covers("JUS006")
    void batman_does_not_lower_the_cost_of_other_affiliations_or_below_zero() {
        TestGame game = TestGame.setup().ann("JUS006", "JUS003", "HHS046").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "Batman", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(ANN, "Aquaman", RESERVE_POOL, level(1));
        TestDie triceraton = game.place(ANN, "Triceraton", RESERVE_POOL, level(1));
        assertThat(Engine.fieldCost(game.state(), game.die(aquaman))).as("0 stays 0").isZero();
        assertThat(Engine.fieldCost(game.state(), game.die(triceraton))).isEqualTo(1);
    }

    @Test
    @Covers("JUS007")
    void bizarro_has_overcrush_while_an_opposing_justice_league_character_is_active() {
        TestGame game = TestGame.setup().ann("JUS007").ben("JUS003").at(ANN, MAIN_STEP);
        TestDie bizarro = game.place(ANN, "Bizarro", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(1));
        game.attackBlockedBy(bizarro, aquaman);
        assertThat(game).die(aquaman).wasKnockedOut();
        assertThat(game).player(BEN).as("5A against Aquaman's 3D: 2 tramples over").hasLife(8);
    }

    @Test
    @Covers("JUS007")
    void bizarro_has_no_overcrush_without_an_opposing_justice_league_character() {
        TestGame game = TestGame.setup().ann("JUS007", "JUS003").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie bizarro = game.place(ANN, "Bizarro", FIELD_ZONE, level(1));
        game.place(ANN, "Aquaman", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackBlockedBy(bizarro, triceraton);
        assertThat(game).die(triceraton).wasKnockedOut();
        assertThat(game).player(BEN).as("his own Justice League die does not count").hasLife(10);
    }

    @Test
    @Covers("JUS007")
    void bizarro_global_switches_a_character_dies_attack_and_defense_until_end_of_turn() {
        TestGame game = TestGame.setup().ann("JUS007").ben("JUS003").at(ANN, MAIN_STEP);
        TestDie bizarro = game.place(ANN, "Bizarro", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);
        game.useGlobal("Bizarro", 1);
        game.choose(aquaman);
        assertThat(game).die(aquaman).as("2A 3D becomes 3A 2D").hasAttack(3);
        assertThat(game).die(aquaman).hasDefense(2);
        assertThat(game).die(bizarro).as("only the target").hasAttack(5);
        game.endTurn();
        assertThat(game).die(aquaman).hasAttack(2).hasDefense(3);
    }

    @Test
    @Covers("JUS007")
    void bizarro_global_used_in_combat_turns_a_blockers_defense_into_attack() {
        TestGame game = TestGame.setup().ann("JUS007", "HHS046").ben("JUS003").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(2));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(3));
        game.attackWith(triceraton);
        game.block(aquaman, triceraton);
        game.energy(ANN, SHIELD);
        game.useGlobal("Bizarro", 1);
        game.choose(aquaman);
        assertThat(game).die(aquaman).as("4A 5D becomes 5A 4D").hasAttack(5);
        game.finishAttack();
        assertThat(game).die(aquaman).as("Triceraton's 4A now meets 4D").wasKnockedOut();
        assertThat(game).die(triceraton).as("and Aquaman hits back with 5A").wasKnockedOut();
    }

    @Test
    @Covers("CW123")
    void nitro_captures_a_die_with_no_more_defense_until_the_end_of_the_turn() {
        TestGame game = TestGame.setup().ann("CW123").ben("HHS046", "JUS003").at(ANN, MAIN_STEP);
        TestDie nitro = game.place(ANN, "Nitro", RESERVE_POOL, level(2));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(2));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(3));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, BOLT);
        game.field(nitro);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).as("Aquaman's 5D is more than Nitro's 4D, and Nitro cannot capture himself")
                .containsExactlyInAnyOrder(triceraton.id(), sidekick.id());
        game.choose(triceraton);
        assertThat(game).die(triceraton).as("out of the game while captured").isIn(OUT_OF_PLAY);
        assertThat(Engine.possibleBlockers(game.state())).extracting(Die::id).doesNotContain(triceraton.id());
        game.endTurn();
        assertThat(game).die(triceraton).isIn(FIELD_ZONE).as("back at the level it showed").showsLevel(2);
    }

    @Test
    @Covers("CW123")
    void a_capture_ends_as_soon_as_nitro_leaves_the_field_zone() {
        TestGame game = TestGame.setup().ann("CW123").ben("HHS046", "JUS003").at(ANN, MAIN_STEP);
        TestDie nitro = game.place(ANN, "Nitro", RESERVE_POOL, level(2));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(3));
        game.energy(ANN, BOLT);
        game.field(nitro);
        assertThat(game).die(triceraton).as("the only die Nitro can capture").isIn(OUT_OF_PLAY);
        game.attackBlockedBy(nitro, aquaman);
        assertThat(game).die(nitro).wasKnockedOut();
        assertThat(game).die(triceraton).isIn(FIELD_ZONE);
        List<String> log = game.events().stream().map(GameEvent::text).toList();
        int released = log.indexOf("Triceraton is no longer captured.");
        assertThat(released).as("released in combat, before the Cleanup Step")
                .isPositive().isLessThan(log.indexOf("-- " + CLEANUP.label() + " --"));
    }

    @Test
    @Covers("CW110")
    void goliath_gets_a_token_each_time_the_opponent_uses_a_global_and_costs_one_less_per_token() {
        TestGame game = TestGame.setup().ann("CW110").ben("HHS046").basicActions("HHS049").at(ANN, MAIN_STEP);
        CardInPlay goliath = game.card("Goliath");
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.turnOf(BEN);
        game.energy(BEN, BOLT);
        game.useGlobal("Haymaker", 1);
        game.energy(BEN, BOLT);
        game.useGlobal("Haymaker", 1);
        assertThat(game.state().tokensOn(goliath.index())).isEqualTo(2);
        assertThat(Engine.purchaseCost(game.state(), goliath, 0)).as("no Goliath die needs to be active")
                .isEqualTo(6);
        game.turnOf(ANN);
        game.energy(ANN, BOLT);
        game.useGlobal("Haymaker", 1);
        assertThat(game.state().tokensOn(goliath.index())).as("its owner's Globals add nothing").isEqualTo(2);
    }

    @Test
    @Covers("CW110")
    void purchasing_a_goliath_die_removes_the_tokens() {
        TestGame game = TestGame.setup().ann("CW110").ben("HHS046").basicActions("HHS049").at(ANN, MAIN_STEP);
        CardInPlay goliath = game.card("Goliath");
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.turnOf(BEN);
        game.energy(BEN, BOLT);
        game.useGlobal("Haymaker", 1);
        game.turnOf(ANN);
        for (int i = 0; i < 7; i++) {
            game.energy(ANN, FIST);
        }
        game.buy("Goliath");
        assertThat(game).player(ANN).as("bought for 7 energy").hasDiceIn(OUT_OF_PLAY, 7);
        assertThat(game).player(ANN).as("the Goliath die").hasDiceIn(USED_PILE, 1);
        assertThat(game.state().tokensOn(goliath.index())).isZero();
        assertThat(Engine.purchaseCost(game.state(), goliath, 0)).isEqualTo(8);
        assertThat(game.events()).extracting(GameEvent::text).contains("The tokens are removed from Goliath.");
    }

    @Test
    @Covers("CW110")
    void goliath_global_gives_plus_one_attack_and_defense() {
        TestGame game = TestGame.setup().ann("CW110").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, FIST);
        game.useGlobal("Goliath", 3);
        assertThat(game).die(triceraton).hasAttack(4).hasDefense(4);
    }

    /** Ann's turn reaches its Main Step with Loki in her Field Zone, two Masks to spend, Ben's two Sidekicks fielded. */
    private static TestGame lokiAtTheStartOfTheMainStep() {
        TestGame game = TestGame.setup().ann("CW083").ben("HHS046").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Loki", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);
        game.sidekick(BEN, FIELD_ZONE);
        game.sidekick(BEN, FIELD_ZONE);
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.reroll();
        assertThat(game.decision()).as("may pay Mask Mask").isInstanceOf(Decision.React.class);
        return game;
    }

    @Test
    @Covers("CW083")
    void loki_paid_at_the_start_of_the_main_step_captures_every_opposing_sidekick() {
        TestGame game = lokiAtTheStartOfTheMainStep();
        game.react(0);
        assertThat(game).player(BEN).hasDiceIn(OUT_OF_PLAY, 2)
                .as("Triceraton is no Sidekick").hasDiceIn(FIELD_ZONE, 1);
        game.endTurn();
        assertThat(game).player(BEN).hasDiceIn(FIELD_ZONE, 3);
    }

    @Test
    @Covers("CW083")
    void loki_not_paid_captures_nothing() {
        TestGame game = lokiAtTheStartOfTheMainStep();
        game.decline();
        assertThat(game).player(BEN).hasDiceIn(FIELD_ZONE, 3);
        assertThat(game).player(ANN).as("the Masks are not spent").hasDiceIn(RESERVE_POOL, 2);
    }

    private static TestGame brainiacAndAquaman() {
        return TestGame.setup().ann("JUS013").ben("JUS003").basicActions("JUS067").at(ANN, MAIN_STEP);
    }

    /** Ann's own Force Blast KOs her Brainiac, whose KO rerolls Ben's Aquaman (returned) to {@code roll}. */
    private static TestDie brainiacKnockedOutNextTo(TestGame game, int aquamanLevel, FaceSpec roll) {
        TestDie brainiac = game.place(ANN, "Brainiac", FIELD_ZONE, level(1));
        TestDie aquaman = game.place(BEN, "Aquaman", FIELD_ZONE, level(aquamanLevel));
        game.nextRollShows(aquaman, roll);
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        game.choose(brainiac);
        assertThat(game).die(brainiac).wasKnockedOut();
        return aquaman;
    }

    @Test
    @Covers("JUS013")
    void brainiac_knocked_out_rerolls_a_die_and_one_rolled_to_energy_goes_to_the_used_pile() {
        TestGame game = brainiacAndAquaman();
        TestDie aquaman = brainiacKnockedOutNextTo(game, 2, anEnergyFace());
        assertThat(game).die(aquaman).isIn(USED_PILE);
    }

    @Test
    @Covers("JUS013")
    void a_die_brainiac_rerolls_to_a_character_face_stays_at_its_level() {
        TestGame game = brainiacAndAquaman();
        TestDie aquaman = brainiacKnockedOutNextTo(game, 2, level(3));
        assertThat(game).die(aquaman).isIn(FIELD_ZONE).showsLevel(2);
    }

    @Test
    @Covers("WWE007")
    void becky_lynch_maiden_ireland_sends_a_die_rerolled_off_its_character_face_away_for_one_damage() {
        TestGame game = TestGame.setup().ann("WWE007").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie becky = game.place(ANN, "Becky Lynch", RESERVE_POOL, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);
        game.nextRollShows(triceraton, anEnergyFace());
        game.field(becky);
        game.choose(triceraton);
        assertThat(game).die(triceraton).isIn(USED_PILE);
        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    @Covers("WWE007")
    void a_die_becky_lynch_rerolls_to_a_character_face_stays_and_deals_nothing() {
        TestGame game = TestGame.setup().ann("WWE007").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie becky = game.place(ANN, "Becky Lynch", RESERVE_POOL, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        game.energy(ANN, SHIELD);
        game.nextRollShows(triceraton, level(1));
        game.field(becky);
        game.choose(triceraton);
        assertThat(game).die(triceraton).isIn(FIELD_ZONE).as("rerolled, not kept at its level").showsLevel(1);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("WWE007")
    void becky_lynch_maiden_ireland_global_preps_the_first_die_purchased() {
        TestGame game = TestGame.setup().ann("WWE007", "HHS046").ben("HHS046").at(ANN, MAIN_STEP);
        game.energy(ANN, SHIELD);
        game.useGlobal("Becky Lynch", 1);
        for (int i = 0; i < 4; i++) {
            game.energy(ANN, FIST);
        }
        game.buy("Triceraton");
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 1);
    }

    @Test
    @Covers("HHS011")
    void foot_ninja_stick_to_the_shadows_deals_one_damage_per_foot_ninja_when_two_or_more_attack() {
        TestGame game = TestGame.setup().ann("HHS011", "HHS010").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie first = game.place(ANN, "HHS011", FIELD_ZONE, level(1));
        TestDie second = game.place(ANN, "HHS011", FIELD_ZONE, level(1));
        TestDie other = game.place(ANN, "HHS010", FIELD_ZONE, level(1));
        game.attackWith(first, second, other);
        assertThat(game).player(BEN).as("three attacking Foot Ninja dice, one ability").hasLife(7);
    }

    @Test
    @Covers("HHS011")
    void foot_ninja_stick_to_the_shadows_does_nothing_when_one_foot_ninja_attacks() {
        TestGame game = TestGame.setup().ann("HHS011").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie ninja = game.place(ANN, "Foot Ninja", FIELD_ZONE, level(1));
        game.place(ANN, "Foot Ninja", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.attackWith(ninja, sidekick);
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    @Covers("HHS034")
    void renet_tilley_apprentice_lets_you_reroll_one_die_one_extra_time() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS034").at(ANN, MAIN_STEP);
        game.place(BEN, "Renet Tilley", FIELD_ZONE, level(1));
        game.endTurn();
        assertThat(game).isAt(ROLL_AND_REROLL);
        List<Die> rolled = game.state().diceIn(1, RESERVE_POOL);
        assertThat(rolled).hasSizeGreaterThan(2);
        game.act(new Action.Reroll(List.of(rolled.get(0).id(), rolled.get(1).id())));
        assertThat(game).as("one extra reroll is still to come").isAt(ROLL_AND_REROLL);
        assertThat(game).action(new Action.Reroll(List.of(rolled.get(0).id(), rolled.get(2).id())))
                .isRejectedBecause("This extra reroll is of at most 1 die.");
        game.act(new Action.Reroll(List.of(rolled.get(2).id())));
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    @Covers("HHS034")
    void without_an_active_renet_tilley_there_is_one_reroll() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS034").at(ANN, MAIN_STEP);
        game.place(BEN, "Renet Tilley", USED_PILE, level(1));
        game.endTurn();
        List<Die> rolled = game.state().diceIn(1, RESERVE_POOL);
        game.act(new Action.Reroll(List.of(rolled.get(0).id())));
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    @Covers("HHS002")
    void april_on_the_scene_strengthens_turtles_engaged_with_villain_dice() {
        TestGame game = TestGame.setup().ann("HHS002", "HHS023").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "April", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        TestDie other = game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.attackWith(leonardo, other);
        assertThat(game).die(leonardo).as("not engaged yet").hasAttack(2);
        game.blocks(block(triceraton, leonardo), block(sidekick, other));
        assertThat(game).die(leonardo).hasAttack(4).hasDefense(6);
        assertThat(game).die(other).as("blocked by a Sidekick, not a Villain").hasAttack(2);
        game.finishAttack();
        assertThat(game).die(triceraton).wasKnockedOut();
        assertThat(game).die(leonardo).as("3 damage against 6D").wasNotKnockedOut();
    }

    @Test
    @Covers("HHS037")
    void shredder_scarred_makes_every_global_cost_one_life_until_end_of_turn() {
        TestGame game = TestGame.setup().ann("HHS037").ben("HHS046").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.energy(ANN, MASK);
        game.field(game.place(ANN, "Shredder", RESERVE_POOL, level(1)));
        game.energy(ANN, BOLT);
        game.useGlobal("Excessive Force", 1);
        game.choose(triceraton);
        assertThat(game).player(ANN).as("Bolt and 1 life").hasLife(9);
        assertThat(game).die(triceraton).hasAttack(4);
        game.endTurn();
        assertThat(game.state().globalLifeCost()).as("only until end of turn").isZero();
    }

    @Test
    @Covers("HHS033")
    void raphael_second_son_keeps_turtles_from_opposing_action_dice() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS033", "HHS023", "HHS046").basicActions("JUS067")
                .at(ANN, MAIN_STEP);
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        assertThat(game).as("the only die that can be targeted is chosen").asksNothing();
        assertThat(game).die(triceraton).isIn(PREP_AREA);
        assertThat(game).die(raphael).hasDamage(0);
        assertThat(game).die(leonardo).hasDamage(0);
    }

    @Test
    @Covers("HHS033")
    void raphael_second_son_leaves_no_target_for_an_opposing_global_but_not_for_other_abilities() {
        TestGame game = TestGame.setup().ann("HHS027").ben("HHS033").basicActions("JUS067").at(ANN, MAIN_STEP);
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        game.energy(ANN, BOLT);
        assertThat(game).action(game.globalAction("Excessive Force", 1))
                .isRejectedBecause("Excessive Force has no valid target.");
        game.energy(ANN, SHIELD);
        game.field(game.place(ANN, "Metalhead", RESERVE_POOL, level(1)));
        game.choose(raphael);
        assertThat(game).die(raphael).as("a triggered ability may target it").hasDamage(3);
    }

    @Test
    @Covers("HHS019")
    void leatherhead_exposed_to_mutagen_names_a_turtle_whose_dice_cannot_block_this_turn() {
        TestGame game = TestGame.setup().ann("HHS019").ben("HHS023", "HHS032").at(ANN, MAIN_STEP);
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.place(BEN, "Leonardo", FIELD_ZONE, level(2));
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        TestDie leatherhead = game.place(ANN, "Leatherhead", RESERVE_POOL, level(1));
        game.field(leatherhead);
        game.choose(leonardo);
        game.attackWith(leatherhead);
        assertThat(Engine.possibleBlockers(game.state())).as("both Leonardo dice are named, not only the chosen one")
                .extracting(Die::id).containsExactly(raphael.id());
    }

    @Test
    @Covers("HHS004")
    void casey_jones_penalty_box_gains_a_life_when_his_damage_kos_a_sidekick() {
        TestGame game = TestGame.setup().ann("HHS004").ben("HHS046").at(ANN, MAIN_STEP);
        game.life(ANN, 8);
        TestDie casey = game.place(ANN, "Casey Jones", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.attackBlockedBy(casey, sidekick);
        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(9);
    }

    @Test
    @Covers("HHS004")
    void casey_jones_penalty_box_gains_nothing_for_other_dice_and_his_global_makes_a_sidekick_block() {
        TestGame game = TestGame.setup().ann("HHS004").ben("HHS046").at(ANN, MAIN_STEP);
        game.life(ANN, 8);
        TestDie casey = game.place(ANN, "Casey Jones", FIELD_ZONE, level(3));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.energy(ANN, FIST);
        game.useGlobal("Casey Jones", 1);
        game.attackWith(casey);
        assertThat(game).action(declaringBlocks(block(triceraton, casey)))
                .isRejectedBecause("Sidekick must block this turn.");
        game.blocks(block(triceraton, casey), block(sidekick, casey));
        game.finishAttack();
        game.act(new Action.SplitDamage(List.of(new DamageAssignment(casey.id(), triceraton.id(), 4))));
        assertThat(game).die(triceraton).wasKnockedOut();
        assertThat(game).die(sidekick).wasNotKnockedOut();
        assertThat(game).player(ANN).as("the KO'd die was no Sidekick").hasLife(8);
    }

    @Test
    @Covers("HHS038")
    void shredder_dining_on_turtle_soup_costs_a_life_for_each_non_villain_die_he_kos() {
        TestGame game = TestGame.setup().ann("HHS038").ben("HHS023", "HHS046").at(ANN, MAIN_STEP);
        TestDie shredder = game.place(ANN, "Shredder", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.attackBlockedBy(shredder, leonardo);
        assertThat(game).die(leonardo).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(9);

        TestGame villain = TestGame.setup().ann("HHS038").ben("HHS023", "HHS046").at(ANN, MAIN_STEP);
        TestDie again = villain.place(ANN, "Shredder", FIELD_ZONE, level(1));
        TestDie triceraton = villain.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        villain.attackBlockedBy(again, triceraton);
        assertThat(villain).die(triceraton).wasKnockedOut();
        assertThat(villain).player(BEN).as("Triceraton is a Villain").hasLife(10);
    }

    @Test
    @Covers("WWE022")
    void john_cena_you_cant_see_me_cannot_be_blocked_once_his_attack_damage_kos_a_die() {
        TestGame game = TestGame.setup().ann("WWE022").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(cena);
        game.choose(sidekick);
        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game).action(declaringBlocks(block(triceraton, cena)))
                .isRejectedBecause("John Cena can't be blocked this turn.");
    }

    @Test
    @Covers("WWE022")
    void john_cena_you_cant_see_me_may_be_blocked_when_his_damage_kos_nothing() {
        TestGame game = TestGame.setup().ann("WWE022").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(cena);
        game.choose(triceraton);
        assertThat(game).die(triceraton).hasDamage(1);
        game.block(triceraton, cena);
        assertThat(Engine.blockersOf(game.state(), game.die(cena))).hasSize(1);
    }

    @Test
    @Covers("HHS036")
    void renet_tilley_impeccable_timing_may_trade_a_reserve_die_for_a_rolled_die_from_the_used_pile() {
        TestGame game = TestGame.setup().ann("HHS036", "HHS046").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie fist = game.energy(ANN, FIST);
        TestDie triceraton = game.place(ANN, "Triceraton", USED_PILE);
        game.field(game.place(ANN, "Renet Tilley", RESERVE_POOL, level(1)));
        assertThat(game.decision().prompt()).contains("up to 1");
        game.choose(fist);
        assertThat(game).die(fist).as("moved away on its owner's turn: Out of Play").isIn(OUT_OF_PLAY);
        assertThat(game).die(triceraton).isIn(RESERVE_POOL);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieRolled r && r.dieId() == triceraton.id());
    }

    @Test
    @Covers("HHS036")
    void renet_tilley_impeccable_timing_declined_moves_nothing() {
        TestGame game = TestGame.setup().ann("HHS036", "HHS046").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie fist = game.energy(ANN, FIST);
        TestDie triceraton = game.place(ANN, "Triceraton", USED_PILE);
        game.field(game.place(ANN, "Renet Tilley", RESERVE_POOL, level(1)));
        game.chooseNone();
        assertThat(game).asksNothing();
        assertThat(game).die(fist).isIn(RESERVE_POOL);
        assertThat(game).die(triceraton).isIn(USED_PILE);
    }

    @Test
    @Covers("HHS030")
    void michelangelo_chuck_and_chuck_kos_the_villain_that_kod_a_turtle_into_the_used_pile() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS030", "HHS023").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(3));
        game.place(BEN, "Michelangelo", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.attackBlockedBy(triceraton, leonardo);
        assertThat(game).die(leonardo).wasKnockedOut();
        assertThat(game).die(triceraton).wasKnockedOut().as("instead of the Prep Area").isIn(USED_PILE);
    }

    @Test
    @Covers("HHS030")
    void michelangelo_chuck_and_chuck_does_nothing_when_no_villain_die_did_it() {
        TestGame game = TestGame.setup().ann("HHS046").ben("HHS030", "HHS023").basicActions("JUS067")
                .at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.place(BEN, "Michelangelo", FIELD_ZONE, level(1));
        TestDie leonardo = game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        game.choose(leonardo);
        assertThat(game).die(leonardo).wasKnockedOut();
        assertThat(game).die(triceraton).as("an action die KO'd it").isIn(FIELD_ZONE);
    }

    @Test
    @Covers("WWE008")
    void becky_lynch_straight_fire_sends_the_first_die_purchased_this_turn_to_the_prep_area() {
        TestGame game = TestGame.setup().ann("WWE008", "HHS001").ben("HHS046").at(ANN, MAIN_STEP);
        game.energy(ANN, SHIELD);
        game.useGlobal("Becky Lynch", 0);
        game.place(ANN, "Becky Lynch", RESERVE_POOL, anEnergyFace());
        game.buy("April");
        assertThat(game.state().diceIn(0, PREP_AREA)).extracting(d -> game.state().definition(d).id())
                .containsExactly("HHS001");
        game.place(ANN, "Becky Lynch", RESERVE_POOL, anEnergyFace());
        game.buy("April");
        assertThat(game).player(ANN).as("only the first purchase").hasDiceIn(PREP_AREA, 1);
        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 1);
    }

    @Test
    @Covers("WWE008")
    void becky_lynch_straight_fire_does_nothing_after_a_purchase_this_turn() {
        TestGame game = TestGame.setup().ann("WWE008", "HHS001").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "Becky Lynch", RESERVE_POOL, anEnergyFace());
        game.buy("April");
        game.energy(ANN, SHIELD);
        game.useGlobal("Becky Lynch", 0);
        game.place(ANN, "Becky Lynch", RESERVE_POOL, anEnergyFace());
        game.buy("April");
        assertThat(game).player(ANN).hasNoDiceIn(PREP_AREA);
        assertThat(game).player(ANN).hasDiceIn(USED_PILE, 2);
    }

    @Test
    @Covers("HHS035")
    void renet_tilley_79th_dimension_turns_an_action_die_to_any_face_at_the_end_of_the_roll_step() {
        TestGame game = TestGame.setup().ann("HHS035").ben("CW001").basicActions("HHS051").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Renet Tilley", FIELD_ZONE, level(1));
        TestDie action = game.place(ANN, "Momentum", RESERVE_POOL, action(0));
        game.reroll();
        assertThat(game.decision()).as("may: up to one action die").isInstanceOfSatisfying(Decision.ChooseTargets.class,
                d -> assertThat(d.min()).isZero());
        game.choose(action);
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.max()).isEqualTo(6);
            assertThat(d.prompt()).contains("1 = ");
        });
        int energyFace = 0;
        while (!game.state().definition(game.die(action)).faces().get(energyFace).isEnergy()) {
            energyFace++;
        }
        game.chooseNumber(energyFace + 1);
        assertThat(game.die(action).faceIndex()).isEqualTo(energyFace);
        assertThat(game).isAt(MAIN_STEP);
    }

    @Test
    @Covers("HHS035")
    void renet_tilley_79th_dimension_may_be_declined() {
        TestGame game = TestGame.setup().ann("HHS035").ben("CW001").basicActions("HHS051").at(ANN, ROLL_AND_REROLL);
        game.place(ANN, "Renet Tilley", FIELD_ZONE, level(1));
        TestDie action = game.place(ANN, "Momentum", RESERVE_POOL, action(0));
        int face = game.die(action).faceIndex();
        game.reroll();
        game.chooseNone();
        assertThat(game).asksNothing();
        assertThat(game.die(action).faceIndex()).isEqualTo(face);
    }

    @Test
    @Covers("HHS021")
    void leatherhead_i_guarantee_names_a_turtle_that_cannot_be_purchased_or_fielded_while_it_is_active() {
        TestGame game = TestGame.setup().ann("HHS021").ben("HHS007", "HHS022").at(ANN, MAIN_STEP);
        TestDie leatherhead = game.place(ANN, "Leatherhead", RESERVE_POOL, level(1));
        for (int i = 0; i < 3; i++) {
            game.energy(ANN, FIST);
        }
        game.field(leatherhead);
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.prompt()).contains("1 = Donatello").contains("2 = Leonardo");
            assertThat(d.max()).as("the Turtle characters of the game").isEqualTo(2);
        });
        game.chooseNumber(1);
        assertThat(game.state().namedCharacters()).singleElement()
                .satisfies(n -> assertThat(n.name()).isEqualTo("Donatello"));

        game.turnOf(BEN);
        TestDie donatello = game.place(BEN, "Donatello", RESERVE_POOL, level(1));
        game.energy(BEN, FIST);
        assertThat(game).action(new Action.Field(donatello.id(), Payment.NOTHING))
                .isRejectedBecause("Donatello cannot be fielded: Leatherhead named it.");
        for (int i = 0; i < 5; i++) {
            game.energy(BEN, BOLT);
        }
        assertThat(game).action(new Action.Purchase(game.card("Donatello").index(),
                Engine.suggestPayment(game.state(), 1, 5, List.of(BOLT)))).isRejected().contains("cannot be purchased");
        TestDie leonardo = game.place(BEN, "Leonardo", RESERVE_POOL, level(1));
        assertThat(Engine.check(game.state(), new Action.Field(leonardo.id(),
                Engine.suggestPayment(game.state(), 1, game.state().face(game.die(leonardo)).fieldCost(), List.of()))))
                .as("only the named character is forbidden").isNull();
    }

    /** Ann fields Parasite (level 2: 3A 4D) and copies the chosen die. */
    private static TestDie parasiteCopies(TestGame game, TestDie target) {
        TestDie parasite = game.place(ANN, "JUS034", RESERVE_POOL, level(2));
        game.energy(ANN, BOLT);
        game.field(parasite);
        if (game.decision() != null) {
            game.choose(target);
        }
        return parasite;
    }

    @Test
    @Covers("JUS034")
    void parasite_gains_the_copied_dies_attack_ability_and_that_die_loses_it() {
        TestGame game = TestGame.setup().ann("JUS034", "HHS047").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "HHS047", FIELD_ZONE, level(1));
        TestDie parasite = parasiteCopies(game, triceraton);
        game.attackWith(parasite, triceraton);
        assertThat(game).die(parasite).as("3A, +3A from the copied 'when attacks' ability").hasAttack(6);
        assertThat(game).die(triceraton).as("Triceraton lost its ability: its printed 3A").hasAttack(3);
    }

    @Test
    @Covers("JUS034")
    void parasite_copies_a_keyword_until_the_end_of_the_turn_and_the_copied_die_gets_it_back() {
        TestGame game = TestGame.setup().ann("JUS034").ben("HHS048").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie parasite = parasiteCopies(game, triceraton);
        assertThat(Stats.hasKeyword(game.state(), game.die(parasite), Keyword.OVERCRUSH)).isTrue();
        assertThat(Stats.hasKeyword(game.state(), game.die(triceraton), Keyword.OVERCRUSH)).isFalse();
        assertThat(Engine.copiedAbilitiesOf(game.state(), game.die(parasite))).contains("Triceraton");
        assertThat(Engine.hasLostAbilities(game.state(), game.die(triceraton))).isTrue();
        game.endTurn();
        assertThat(Stats.hasKeyword(game.state(), game.die(parasite), Keyword.OVERCRUSH)).isFalse();
        assertThat(Stats.hasKeyword(game.state(), game.die(triceraton), Keyword.OVERCRUSH)).isTrue();
        assertThat(game).log().saysInOrder(
                "Parasite gains the abilities of Triceraton until the end of the turn.",
                "Triceraton loses its abilities until the end of the turn.",
                "Parasite no longer has the abilities of Triceraton.",
                "Triceraton has its abilities again.");
    }

    @Test
    @Covers("JUS034")
    void parasite_targets_any_other_character_die_in_the_field_not_itself() {
        TestGame game = TestGame.setup().ann("JUS034").ben("HHS048").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie parasite = game.place(ANN, "Parasite", RESERVE_POOL, level(2));
        game.energy(ANN, BOLT);
        game.field(parasite);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) game.decision();
        assertThat(choice.candidates()).containsExactlyInAnyOrder(triceraton.id(), sidekick.id());
    }

    @Test
    @Covers("JUS034")
    void parasites_text_is_generated_from_the_copy_effect() {
        assertThat(CardText.of(LIBRARY.byId("JUS034").orElseThrow())).isEqualTo("When fielded, Parasite gains the"
                + " abilities on the card of target other character die (not its Global Abilities) until end of turn,"
                + " or until Parasite leaves the Field Zone; that die loses its own abilities until end of turn"
                + " (a new copy by Parasite replaces the earlier one).");
    }

    /** Ann fields Taskmaster (level 1: 5A 4D) and pays Mask: he captures Ben's only character die and copies it. */
    private static TestDie taskmasterCopies(TestGame game) {
        TestDie taskmaster = game.place(ANN, "CW131", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);
        game.field(taskmaster);
        game.react(0);
        return taskmaster;
    }

    @Test
    @Covers("CW131")
    void taskmaster_becomes_a_copy_of_the_captured_die_name_stats_at_his_level_and_text() {
        TestGame game = TestGame.setup().ann("CW131").ben("HHS047").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        TestDie taskmaster = taskmasterCopies(game);
        assertThat(game).die(triceraton).isIn(OUT_OF_PLAY);
        assertThat(game.state().nameOf(game.die(taskmaster))).isEqualTo("Triceraton");
        assertThat(game).die(taskmaster).as("at the level Taskmaster showed").showsLevel(1);
        assertThat(game).die(taskmaster).as("Triceraton's level 1: 3A").hasAttack(3);
        assertThat(Engine.copyOf(game.state(), game.die(taskmaster))).contains("Triceraton");
        game.attackWith(taskmaster);
        assertThat(game).die(taskmaster).as("Triceraton's 'when attacks' +3A").hasAttack(6);
        game.finishAttack();
        game.endTurn();
        assertThat(game.state().nameOf(game.die(taskmaster))).isEqualTo("Taskmaster");
        assertThat(game).die(triceraton).isIn(FIELD_ZONE);
        assertThat(game).log().saysInOrder(
                "Taskmaster becomes a copy of Triceraton until the end of the turn.",
                "The copy of Triceraton is Taskmaster again.");
    }

    @Test
    @Covers("CW131")
    void taskmaster_not_paid_captures_and_copies_nothing() {
        TestGame game = TestGame.setup().ann("CW131").ben("HHS047").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(3));
        TestDie taskmaster = game.place(ANN, "Taskmaster", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        game.energy(ANN, MASK);
        game.field(taskmaster);
        game.decline();
        assertThat(game).die(triceraton).isIn(FIELD_ZONE);
        assertThat(game.state().nameOf(game.die(taskmaster))).isEqualTo("Taskmaster");
        assertThat(game).die(taskmaster).hasAttack(5);
    }

    @Test
    @Covers("CW131")
    void taskmasters_text_is_generated_from_capture_and_copy() {
        assertThat(CardText.of(LIBRARY.byId("CW131").orElseThrow())).isEqualTo("When fielded, you may pay Mask to"
                + " capture target opposing character die until end of turn (a captured die returns to the Field Zone"
                + " at the same level then, or as soon as Taskmaster leaves the Field Zone), then Taskmaster becomes"
                + " a copy of that die until end of turn, or until it leaves the Field Zone (name, subtitle, cost,"
                + " affiliations, stats at its level, and text).");
    }
}
