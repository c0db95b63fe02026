package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Decision;
import dicemasters.testing.FaceSpec;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** DC Justice characters whose abilities needed new words in the card vocabulary, each in a small scenario. */
class JusticeCharacterBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

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

    /** Ann fields Parasite (level 2: 3A 4D) and copies the chosen die. */
    private static TestDie parasiteCopies(TestGame game, TestDie target) {
        TestDie parasite = game.place(ANN, "Parasite", RESERVE_POOL, level(2));
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
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
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
        assertThat(Engine.keywords(game.state(), game.die(parasite))).contains(Keyword.OVERCRUSH);
        assertThat(Engine.keywords(game.state(), game.die(triceraton))).doesNotContain(Keyword.OVERCRUSH);
        assertThat(Engine.copiedAbilitiesOf(game.state(), game.die(parasite))).contains("Triceraton");
        assertThat(Engine.hasLostAbilities(game.state(), game.die(triceraton))).isTrue();
        game.endTurn();
        assertThat(Engine.keywords(game.state(), game.die(parasite))).doesNotContain(Keyword.OVERCRUSH);
        assertThat(Engine.keywords(game.state(), game.die(triceraton))).contains(Keyword.OVERCRUSH);
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
}
