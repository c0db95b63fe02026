package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The WWE 2019 glossary's keywords the engine did not play before, each as the glossary says (the
 * newest rulebook). Attune, Regenerate and Immortal, which no WWE card prints, are played by test
 * cards read from src/test/resources/testcards by the real loader.
 */
class WweGlossaryKeywordsTest {
    private static final CardLibrary TEST_CARDS = CardLibrary.loadDirectory(Path.of("src", "test", "resources",
            "testcards"));
    private static final CardDefinition ADEPT = TEST_CARDS.byId("KWD001").orElseThrow();
    private static final CardDefinition TROLL = TEST_CARDS.byId("KWD002").orElseThrow();
    private static final CardDefinition PHOENIX = TEST_CARDS.byId("KWD003").orElseThrow();
    /** A Moment of Bliss: an action die whose use does nothing else at once. */
    private static final String BLISS = "WWE049";

    @Test
    void the_test_cards_load_without_errors_and_say_their_keywords() {
        assertThat(TEST_CARDS.errors()).isEmpty();
        assertThat(CardText.of(TROLL)).endsWith("[rules of the newer rulebook]");
        assertThat(TEST_CARDS.isImplemented("KWD001")).isTrue();
    }

    /**
     * "Attune: While a Superstar you control with Attune is active, when you use an action die, that
     * Superstar deals 1 damage to target player or Superstar die (no matter how many of that
     * Superstar's dice are active)."
     */
    @Test
    void attune_deals_one_damage_to_a_target_die_once_however_many_of_its_dice_are_active() {
        TestGame game = TestGame.setup().ann(ADEPT).ben("WWE013").basicActions(BLISS).at(ANN, MAIN_STEP);
        game.place(ANN, ADEPT, FIELD_ZONE, level(1));
        game.place(ANN, ADEPT, FIELD_ZONE, level(2));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.use(game.place(ANN, BLISS, RESERVE_POOL, action(0)));
        game.choose(sidekick);

        assertThat(game).die(sidekick).wasKnockedOut();
        assertThat(game.decision()).as("one Attune for the card, not one per die").isNull();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    void attune_with_no_die_chosen_damages_the_opponent() {
        TestGame game = TestGame.setup().ann(ADEPT).ben("WWE013").basicActions(BLISS).at(ANN, MAIN_STEP);
        game.place(ANN, ADEPT, FIELD_ZONE, level(1));
        game.sidekick(BEN, FIELD_ZONE);

        game.use(game.place(ANN, BLISS, RESERVE_POOL, action(0)));
        game.chooseNone();

        assertThat(game).player(BEN).hasLife(9);
    }

    @Test
    void attune_is_not_set_off_by_the_opponents_action_dice() {
        TestGame game = TestGame.setup().ann("WWE013").ben(ADEPT).basicActions(BLISS).at(ANN, MAIN_STEP);
        game.place(BEN, ADEPT, FIELD_ZONE, level(1));
        game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));

        game.use(game.place(ANN, BLISS, RESERVE_POOL, action(0)));

        assertThat(game.decision()).isNull();
        assertThat(game).player(ANN).hasLife(10);
    }

    /**
     * "Regenerate: If this Superstar would be KO'd, roll it. If you roll a Superstar face, return it
     * to the field on the rolled face (but not the Attack Zone). Otherwise, move the die to your Prep Area."
     */
    @Test
    void regenerate_on_a_superstar_face_returns_the_die_to_the_field_zone_instead_of_a_ko() {
        TestGame game = TestGame.setup().ann(TROLL).ben("WWE013").at(ANN, MAIN_STEP);
        TestDie troll = game.place(ANN, TROLL, FIELD_ZONE, level(1));
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        game.nextRollShows(troll, level(3));

        game.attackBlockedBy(troll, bret);

        assertThat(game).die(troll).wasNotKnockedOut().isIn(FIELD_ZONE).showsLevel(3).hasDamage(0);
        assertThat(game).die(bret).as("4A against Bret's 2D").wasKnockedOut();
        assertThat(game).player(ANN).as("no KO of Ann's happened").hasLife(10);
        assertThat(game.state().player(ANN).knockedOutThisTurn()).isZero();
        assertThat(game).log().says("Ann's Troll has Regenerate: it rolled a character face and stays in the Field"
                + " Zone instead of being KO'd.");
    }

    @Test
    void regenerate_on_an_energy_face_lets_the_ko_happen() {
        TestGame game = TestGame.setup().ann(TROLL).ben("WWE013").at(ANN, MAIN_STEP);
        TestDie troll = game.place(ANN, TROLL, FIELD_ZONE, level(1));
        TestDie bret = game.place(BEN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        game.nextRollShows(troll, anEnergyFace());

        game.attackBlockedBy(troll, bret);

        assertThat(game).die(troll).wasKnockedOut().isIn(PREP_AREA);
    }

    /**
     * "Immortal: When a Superstar die with Immortal would go to the Used Pile (except when it is
     * purchased, swapped, or sent as energy), instead add that Superstar die to its owner's bag."
     */
    @Test
    void immortal_an_unblocked_attacker_goes_to_the_bag_instead_of_the_used_pile() {
        TestGame game = TestGame.setup().ann(PHOENIX).ben("WWE013").at(ANN, MAIN_STEP);
        TestDie phoenix = game.place(ANN, PHOENIX, FIELD_ZONE, level(1));

        game.attackWith(phoenix);
        game.finishAttack();

        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).isTurnOf(BEN);
        assertThat(game).die(phoenix).as("Out of Play, then at the end of the turn").isIn(BAG);
        assertThat(game).log().says("Ann's Phoenix has Immortal: it goes to the bag instead of the Used Pile.");
    }

    @Test
    void immortal_does_not_apply_to_a_purchase_or_to_energy_spent() {
        TestGame game = TestGame.setup().ann(PHOENIX).ben("WWE013").at(ANN, MAIN_STEP);
        TestDie energy = game.place(ANN, PHOENIX, RESERVE_POOL, anEnergyFace());
        game.energy(ANN, BOLT);
        game.energy(ANN, BOLT);

        game.buy(PHOENIX.id());
        game.endTurn();

        assertThat(game).die(energy).as("spent as energy").isIn(USED_PILE);
        assertThat(game.diceIn(ANN, USED_PILE)).as("the purchased Phoenix too").hasSize(3);
        assertThat(game.diceIn(ANN, BAG)).as("only the Sidekicks that never left it")
                .noneMatch(d -> d.name().equals("Phoenix"));
    }

    @Test
    void immortal_an_unfielded_superstar_face_goes_to_the_bag_at_the_end_of_the_main_step() {
        TestGame game = TestGame.setup().ann(PHOENIX).ben("WWE013").at(ANN, MAIN_STEP);
        TestDie phoenix = game.place(ANN, PHOENIX, RESERVE_POOL, level(2));

        game.passToAttack();

        assertThat(game).die(phoenix).isIn(BAG);
        assertThat(game).log().mentions("Immortal");
    }

    /**
     * "Underdog: When fielded, spin all of your Superstar die to level 3" (Bobby Heenan: "You may use
     * this effect when your opponent has more Superstar dice in their Field Zone than you do.").
     */
    @Test
    @Covers("WWE012")
    void underdog_spins_all_your_superstars_to_level_three_when_the_opponent_has_more_in_the_field() {
        TestGame game = TestGame.setup().ann("WWE012", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        for (int i = 0; i < 3; i++) {
            game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        }
        TestDie heenan = game.place(ANN, "Bobby Heenan", RESERVE_POOL, level(1));

        game.field(heenan);
        assertThat(game.decision()).as("you may").isInstanceOf(Decision.React.class);
        game.react();

        assertThat(game).die(bret).showsLevel(3);
        assertThat(game).die(heenan).showsLevel(3);
    }

    @Test
    @Covers("WWE012")
    void underdog_does_nothing_when_the_opponent_has_no_more_superstars_in_the_field() {
        TestGame game = TestGame.setup().ann("WWE012", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie heenan = game.place(ANN, "Bobby Heenan", RESERVE_POOL, level(1));

        game.field(heenan);

        assertThat(game.decision()).as("two against two, Heenan counted").isNull();
        assertThat(game).die(bret).showsLevel(1);
    }

    @Test
    @Covers("WWE012")
    void underdog_may_be_declined() {
        TestGame game = TestGame.setup().ann("WWE012", "WWE013").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie bret = game.place(ANN, "Bret \"Hit Man\" Hart", FIELD_ZONE, level(1));
        for (int i = 0; i < 3; i++) {
            game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        }

        game.field(game.place(ANN, "Bobby Heenan", RESERVE_POOL, level(1)));
        game.decline();

        assertThat(game).die(bret).showsLevel(1);
    }

    /**
     * "Cleave: If a die with Cleave attacks and KO's a blocking Superstar die with combat damage, they
     * deal half of their A (rounded down) to another Superstar die your opponent controls as combat
     * damage (only once)."
     */
    @Test
    @Covers("WWE048")
    void cleave_deals_half_its_attack_to_another_opposing_die_after_koing_its_blocker() {
        TestGame game = TestGame.setup().ann("WWE048").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie tripleH = game.place(ANN, "Triple H", FIELD_ZONE, level(1));
        TestDie blocker = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie other = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);

        game.attackBlockedBy(tripleH, blocker);
        assertThat(game).die(blocker).wasKnockedOut();
        assertThat(((Decision.ChooseTargets) game.decision()).candidates()).containsExactlyInAnyOrder(other.id(),
                sidekick.id());
        game.choose(other);

        assertThat(game.events(GameEvent.DieDamaged.class)).filteredOn(d -> d.dieId() == other.id())
                .extracting(GameEvent.DieDamaged::amount).as("half of 5A, rounded down").containsExactly(2);
        assertThat(game).die(other).wasNotKnockedOut();
        assertThat(game).player(BEN).as("Overcrush: 5A against 3D").hasLife(8);
    }

    @Test
    @Covers("WWE048")
    void cleave_happens_only_once_even_when_its_combat_damage_kos_two_blockers() {
        TestGame game = TestGame.setup().ann("WWE048").ben("WWE037").at(ANN, MAIN_STEP);
        TestDie tripleH = game.place(ANN, "Triple H", FIELD_ZONE, level(3));
        TestDie first = game.sidekick(BEN, FIELD_ZONE);
        TestDie second = game.sidekick(BEN, FIELD_ZONE);
        TestDie third = game.sidekick(BEN, FIELD_ZONE);
        TestDie ronda = game.place(BEN, "Ronda Rousey", FIELD_ZONE, level(1));

        game.attackWith(tripleH);
        game.blocks(block(first, tripleH), block(second, tripleH));
        game.finishAttack();
        game.splitDamage(share(tripleH, first, 1), share(tripleH, second, 5));
        game.choose(third);

        assertThat(game).die(third).as("the cleave KOs a third Sidekick: no second cleave").wasKnockedOut();
        assertThat(game.decision()).isNull();
        assertThat(game).die(ronda).hasDamage(0);
        assertThat(game.events(GameEvent.DieKnockedOut.class)).hasSize(3);
    }
}
