package dicemasters.engine.mechanics;

import dicemasters.engine.Engine;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.facts.Targets;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static dicemasters.engine.card.DieSelector.target;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BRUISER;
import static dicemasters.testing.TestCards.SPEEDSTER;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "If the text says 'copy the abilities,' then your copying die's card would add the copied die's
 * card text to its own. When this happens, any references the original card text makes to itself
 * would substitute the copying die's name." (DC Justice, Capturing, Controlling, Copying)
 *
 * <p>What the engine does: until the end of the turn, or until the copying die leaves the Field
 * Zone, the abilities of the copied die's card that work for a die (its triggered abilities, with
 * the copying die as "this die" and its controller as "you", and its keywords) work for the copying
 * die, and its "while active" effects work through the copying die while it is in the Field Zone,
 * for its controller; its Global Abilities stay on the card. The copied die may lose its abilities
 * until the end of the turn: they no longer work for it, and it no longer makes its card active.
 *
 * <p>Here, beside {@link Copies}, because what a die's keywords are and whether its card is active
 * are read from the rooms that decide them ({@link Stats}, {@link Targets}, {@link Copies}).
 */
class CopyAbilitiesTest {
    /** Mimic (3): When fielded, this die gains the abilities of target character die's card; that die loses its own. */
    private static final CardDefinition MIMIC = CardBuilder.character("Mimic").cost(3).energy(BOLT)
            .level(0, 2, 2).level(1, 3, 3).level(2, 3, 4)
            .whenFielded(new Effect.Copy(target(Side.ANY), Effect.Copy.What.ABILITIES, true)).build();
    /** Echo (3): the same, also when it attacks: a new copy replaces the earlier one. */
    private static final CardDefinition ECHO = CardBuilder.character("Echo").cost(3).energy(BOLT)
            .level(0, 2, 2).level(1, 3, 3).level(2, 3, 4)
            .whenFielded(new Effect.Copy(target(Side.ANY), Effect.Copy.What.ABILITIES, true))
            .when(Trigger.WHEN_ATTACKS, new Effect.Copy(target(Side.ANY), Effect.Copy.What.ABILITIES, true)).build();
    /** Raider (3): When attacks, this die gets +2A and deals 1 damage to the opponent. */
    private static final CardDefinition RAIDER = CardBuilder.character("Raider").cost(3).energy(FIST)
            .level(1, 1, 3).level(1, 2, 4).level(2, 3, 5)
            .when(Trigger.WHEN_ATTACKS, new Effect.ModifyStats(DieSelector.thisDie(), 2, 0),
                    new Effect.DamagePlayer(PlayerSelector.OPPONENT, 1)).build();
    /** Captain (4): While active, your character dice get +1A. Global: pay Shield to gain 1 life. */
    private static final CardDefinition CAPTAIN = CardBuilder.character("Captain").cost(4).energy(SHIELD)
            .level(1, 1, 3).level(1, 2, 4).level(2, 3, 5)
            .whileActive(new Effect.ModifyStats(DieSelector.all(Side.OWN, DieFilter.ANY), 1, 0))
            .global(Cost.of(SHIELD), new Effect.GainLife(PlayerSelector.YOU, 1)).build();
    /** Warden (3): Whenever one of your character dice is fielded, you gain 1 life. */
    private static final CardDefinition WARDEN = CardBuilder.character("Warden").cost(3).energy(SHIELD)
            .level(1, 1, 3).level(1, 2, 4).level(2, 3, 5)
            .ability(new Ability(Trigger.WHEN_FIELDED, null, false, null, 0,
                    List.of(new Effect.GainLife(PlayerSelector.YOU, 1)), null,
                    DieSelector.all(Side.OWN, DieFilter.ANY), 0)).build();
    /** Herald (3): When you declare attackers, you gain 2 life. */
    private static final CardDefinition HERALD = CardBuilder.character("Herald").cost(3).energy(SHIELD)
            .level(1, 1, 3).level(1, 2, 4).level(2, 3, 5)
            .when(Trigger.WHEN_YOU_ATTACK, new Effect.GainLife(PlayerSelector.YOU, 2)).build();
    /** Martyr (2): When KO'd, deal 2 damage to the opponent. */
    private static final CardDefinition MARTYR = CardBuilder.character("Martyr").cost(2).energy(FIST)
            .level(1, 1, 3).level(1, 2, 4).level(2, 3, 5)
            .when(Trigger.WHEN_KNOCKED_OUT, new Effect.DamagePlayer(PlayerSelector.OPPONENT, 2)).build();
    /** Doppel (3): When fielded, this die becomes a copy of target opposing character die until end of turn. */
    private static final CardDefinition DOPPEL = CardBuilder.character("Doppel").cost(3).energy(MASK)
            .level(0, 1, 1).level(0, 2, 2).level(0, 3, 3)
            .whenFielded(new Effect.Copy(target(Side.OPPOSING), Effect.Copy.What.CARD)).build();
    /** Blast (2): Deal 5 damage to target character die. */
    private static final CardDefinition BLAST = CardBuilder.basicAction("Blast").id("T-BL").cost(2)
            .whenUsed(new Effect.DamageDice(target(Side.ANY), 5)).build();

    private static TestGame table(CardDefinition copier) {
        return TestGame.setup().ann(copier, 2).ann(RAIDER, 2).ann(SPEEDSTER, 2)
                .ben(RAIDER, 2).ben(CAPTAIN, 2).ben(BRUISER, 2).basicActions(BLAST).at(ANN, MAIN_STEP);
    }

    /** Ann fields her copying die and chooses what it copies. */
    private static void fieldAndCopy(TestGame game, TestDie copier, TestDie target) {
        game.field(copier);
        game.choose(target);
    }

    /** Ann uses a Blast on the die. */
    private static void blast(TestGame game, TestDie blast, TestDie target) {
        game.use(blast);
        game.choose(target);
    }

    private static boolean has(TestGame game, TestDie die, Keyword keyword) {
        return Engine.keywords(game.state(), game.die(die)).contains(keyword);
    }

    @Test
    void the_copied_triggered_ability_works_for_the_copying_die_as_this_die_and_for_its_controller_as_you() {
        TestGame game = table(MIMIC);
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie raider = game.place(BEN, "Raider", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, raider);
        game.attackWith(mimic);
        assertThat(game).die(mimic).as("Mimic's 2A +2A").hasAttack(4);
        assertThat(game).player(BEN).as("Ben, Ann's opponent, takes the 1 damage").hasLife(9);
    }

    @Test
    void the_copied_die_loses_its_triggered_abilities_until_the_end_of_the_turn() {
        TestGame game = table(MIMIC);
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie raider = game.place(ANN, "Raider", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, raider);
        game.attackWith(mimic, raider);
        assertThat(game).die(raider).as("Raider's printed 1A: its ability is gone").hasAttack(1);
        assertThat(game).die(mimic).hasAttack(4);
        assertThat(game).player(BEN).as("only Mimic's copy dealt 1 damage").hasLife(9);
    }

    @Test
    void keywords_of_the_copied_card_count_for_the_copying_die_and_no_longer_for_the_copied_die() {
        TestGame game = table(MIMIC);
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie bruiser = game.place(BEN, "Bruiser", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, bruiser);
        assertThat(has(game, mimic, Keyword.OVERCRUSH)).isTrue();
        assertThat(has(game, bruiser, Keyword.OVERCRUSH)).isFalse();
        assertThat(Engine.copiedAbilitiesOf(game.state(), game.die(mimic))).contains("Bruiser");
        assertThat(Engine.hasLostAbilities(game.state(), game.die(bruiser))).isTrue();
    }

    @Test
    void a_die_that_lost_its_abilities_does_not_make_its_card_active() {
        TestGame game = table(MIMIC);
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie captain = game.place(BEN, "Captain", FIELD_ZONE, level(1));
        TestDie bruiser = game.place(BEN, "Bruiser", FIELD_ZONE, level(1));
        assertThat(game).die(bruiser).as("5A +1A while Captain is active").hasAttack(6);
        fieldAndCopy(game, mimic, captain);
        assertThat(game).die(bruiser).as("Captain's only die lost its abilities: the +1A is gone").hasAttack(5);
    }

    @Test
    void copied_while_active_abilities_work_through_the_copying_die_for_its_controller() {
        TestGame game = table(MIMIC);
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie raider = game.place(ANN, "Raider", FIELD_ZONE, level(1));
        TestDie captain = game.place(BEN, "Captain", FIELD_ZONE, level(1));
        TestDie bruiser = game.place(BEN, "Bruiser", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, captain);
        assertThat(game).die(raider).as("Ann's dice get the +1A now").hasAttack(2);
        assertThat(game).die(mimic).hasAttack(3);
        assertThat(game).die(bruiser).as("not Ben's").hasAttack(5);
    }

    @Test
    void copied_while_active_abilities_stop_when_the_copying_die_leaves_the_field() {
        TestGame game = table(MIMIC);
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie raider = game.place(ANN, "Raider", FIELD_ZONE, level(1));
        TestDie captain = game.place(BEN, "Captain", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, captain);
        blast(game, blast, mimic);
        assertThat(game).die(raider).hasAttack(1);
    }

    @Test
    void a_new_copy_by_the_same_die_replaces_the_earlier_one_and_its_target_gets_its_abilities_back() {
        TestGame game = table(ECHO);
        TestDie echo = game.place(ANN, "Echo", RESERVE_POOL, level(1));
        TestDie speedster = game.place(ANN, "Speedster", FIELD_ZONE, level(1));
        TestDie bruiser = game.place(BEN, "Bruiser", FIELD_ZONE, level(1));
        fieldAndCopy(game, echo, speedster);
        assertThat(has(game, echo, Keyword.FAST)).isTrue();
        game.attackWith(echo);
        game.choose(bruiser);
        assertThat(has(game, echo, Keyword.FAST)).as("the first copy is replaced").isFalse();
        assertThat(has(game, echo, Keyword.OVERCRUSH)).isTrue();
        assertThat(has(game, speedster, Keyword.FAST)).as("the earlier target has its abilities again").isTrue();
        assertThat(has(game, bruiser, Keyword.OVERCRUSH)).isFalse();
        assertThat(game).log().saysInOrder("Echo no longer has the abilities of Speedster.",
                "Speedster has its abilities again.", "Echo gains the abilities of Bruiser until the end of the turn.");
    }

    @Test
    void the_copy_ends_when_the_copying_die_leaves_the_field_but_the_copied_die_stays_without_its_abilities() {
        TestGame game = table(MIMIC);
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie speedster = game.place(ANN, "Speedster", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, speedster);
        blast(game, blast, mimic);
        assertThat(game).die(mimic).isIn(PREP_AREA);
        assertThat(game).log().says("Mimic no longer has the abilities of Speedster.");
        assertThat(Engine.copiedAbilitiesOf(game.state(), game.die(mimic))).isEmpty();
        assertThat(has(game, speedster, Keyword.FAST)).as("lost until the end of the turn").isFalse();
    }

    @Test
    void at_the_end_of_the_turn_the_copy_ends_and_the_copied_die_has_its_abilities_again() {
        TestGame game = table(MIMIC);
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie bruiser = game.place(BEN, "Bruiser", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, bruiser);
        game.endTurn();
        assertThat(has(game, mimic, Keyword.OVERCRUSH)).isFalse();
        assertThat(has(game, bruiser, Keyword.OVERCRUSH)).isTrue();
        assertThat(game).log().saysInOrder("-- " + CLEANUP.label() + " --",
                "Mimic no longer has the abilities of Bruiser.", "Bruiser has its abilities again.");
    }

    @Test
    void without_a_copying_card_in_the_game_dice_have_their_cards_abilities() {
        GameState s = TestGame.setup().ann(SPEEDSTER, 2).ben(RAIDER, 2).at(ANN, MAIN_STEP).state();
        Die speedster = s.dice().stream().filter(d -> s.definition(d).name().equals("Speedster")).findFirst()
                .orElseThrow();
        assertThat(s.gameCards().copiesAbilities()).isFalse();
        assertThat(Copies.hasCardKeyword(s, speedster, Keyword.FAST)).isTrue();
        assertThat(Copies.copiedCard(s, speedster)).isEqualTo(-1);
    }

    @Test
    void copied_whenever_and_when_you_attack_abilities_trigger_for_the_copying_dies_controller() {
        TestGame game = TestGame.setup().ann(MIMIC, 2).ann(SPEEDSTER, 2).ben(WARDEN, 2).ben(HERALD, 2)
                .at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie echo = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie speedster = game.place(ANN, "Speedster", RESERVE_POOL, level(1));
        TestDie warden = game.place(BEN, "Warden", FIELD_ZONE, level(1));
        TestDie herald = game.place(BEN, "Herald", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, warden);
        game.field(echo);
        if (game.decision() instanceof Decision.OrderTriggers order) {
            game.orderTriggers(IntStream.range(0, order.triggers().size()).boxed().toArray(Integer[]::new));
        }
        game.choose(herald);
        assertThat(game).player(ANN).as("the second Mimic fielded: Warden's text watches for Ann").hasLife(6);
        game.field(speedster);
        assertThat(game).player(ANN).hasLife(7);
        assertThat(game).player(BEN).hasLife(10);
        game.attackWith(speedster);
        assertThat(game).player(ANN).as("Herald's text, through the second Mimic").hasLife(9);
    }

    @Test
    void the_global_ability_of_a_die_that_lost_its_abilities_stays_usable_by_everyone() {
        TestGame game = table(MIMIC);
        game.life(ANN, 5);
        game.virtualEnergy(ANN, SHIELD);
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie captain = game.place(BEN, "Captain", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, captain);
        game.useGlobal("Captain", 1);
        assertThat(game).player(ANN).as("Ann uses the Global of Ben's card").hasLife(6);
    }

    /** Ann's Mimic copies Ben's Deathlok: Death Machine (CW039: pay 2 life, instead spin up and clear damage). */
    private static CopiedDeathlok mimicCopiesDeathlok() {
        TestGame game = TestGame.setup().ann(MIMIC, 2).ben("CW039").basicActions(BLAST).at(ANN, MAIN_STEP);
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie deathlok = game.place(BEN, "Deathlok", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, deathlok);
        return new CopiedDeathlok(game, blast, mimic, deathlok);
    }

    private record CopiedDeathlok(TestGame game, TestDie blast, TestDie mimic, TestDie deathlok) {
    }

    @Test
    void a_copying_die_about_to_be_kod_may_use_the_copied_instead_of_being_kod_ability() {
        CopiedDeathlok table = mimicCopiesDeathlok();
        TestGame game = table.game();
        TestDie mimic = table.mimic();
        blast(game, table.blast(), mimic);
        assertThat(game).as("Deathlok's 'pay 2 life: instead, spin up and clear damage', copied").waitsOn(ANN);
        game.react();
        assertThat(game).die(mimic).wasNotKnockedOut().showsLevel(2);
        assertThat(game).player(ANN).hasLife(8);
    }

    @Test
    void the_copied_die_cannot_replace_its_ko_with_the_ability_it_lost() {
        CopiedDeathlok table = mimicCopiesDeathlok();
        TestGame game = table.game();
        TestDie deathlok = table.deathlok();
        blast(game, table.blast(), deathlok);
        assertThat(game).die(deathlok).wasKnockedOut();
        assertThat(game).player(BEN).hasLife(10);
    }

    @Test
    void a_copying_die_that_is_kod_has_the_copied_when_kod_ability_as_it_is_kod() {
        TestGame game = TestGame.setup().ann(MIMIC, 2).ben(MARTYR, 2).basicActions(BLAST).at(ANN, MAIN_STEP);
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie martyr = game.place(BEN, "Martyr", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, martyr);
        blast(game, blast, mimic);
        assertThat(game).die(mimic).isIn(PREP_AREA);
        assertThat(game).player(BEN).as("Ann's copy deals the 2 damage to her opponent").hasLife(8);
        assertThat(game).log().as("the copied text names the copying die")
                .says("Mimic deals 2 damage to Ben (life 8).");
    }

    @Test
    void a_die_that_lost_its_abilities_and_is_kod_does_not_use_its_when_kod_ability() {
        TestGame game = TestGame.setup().ann(MIMIC, 2).ann(MARTYR, 2).basicActions(BLAST).at(ANN, MAIN_STEP);
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(1));
        TestDie martyr = game.place(ANN, "Martyr", FIELD_ZONE, level(1));
        fieldAndCopy(game, mimic, martyr);
        blast(game, blast, martyr);
        assertThat(game).die(martyr).isIn(PREP_AREA);
        assertThat(game).player(BEN).hasLife(10);
    }

    // ---- "copy the die" ----

    private static TestGame doppelAndBruiser() {
        return TestGame.setup().ann(DOPPEL, 2).ben(BRUISER, 2).basicActions(BLAST).at(ANN, MAIN_STEP);
    }

    @Test
    void a_die_that_becomes_a_copy_has_the_name_cost_stats_at_its_level_and_keywords_of_the_copied_card() {
        TestGame game = doppelAndBruiser();
        TestDie doppel = game.place(ANN, "Doppel", RESERVE_POOL, level(2));
        game.place(BEN, "Bruiser", FIELD_ZONE, level(1));
        game.field(doppel);
        Die copy = game.die(doppel);
        GameState s = game.state();
        assertThat(s.nameOf(copy)).isEqualTo("Bruiser");
        assertThat(s.definition(copy).cost()).isEqualTo(4);
        assertThat(game).die(doppel).as("still level 2").showsLevel(2);
        assertThat(game).die(doppel).as("Bruiser's level 2: 6A 4D").hasAttack(6).hasDefense(4);
        assertThat(has(game, doppel, Keyword.OVERCRUSH)).isTrue();
        assertThat(Targets.isActive(s, copy.cardIndex())).as("Doppel's own card has no die in the field now").isFalse();
        game.endTurn();
        assertThat(game.state().nameOf(game.die(doppel))).isEqualTo("Doppel");
        assertThat(game).die(doppel).as("Doppel's level 2 again").hasAttack(2);
        assertThat(game).log().says("Doppel becomes a copy of Bruiser until the end of the turn.")
                .says("The copy of Bruiser is Doppel again.");
    }

    @Test
    void the_copy_ends_when_the_die_leaves_the_field_zone() {
        TestGame game = doppelAndBruiser();
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        TestDie doppel = game.place(ANN, "Doppel", RESERVE_POOL, level(1));
        game.place(BEN, "Bruiser", FIELD_ZONE, level(1));
        game.field(doppel);
        blast(game, blast, doppel);
        assertThat(game).die(doppel).isIn(PREP_AREA);
        assertThat(game.state().nameOf(game.die(doppel))).isEqualTo("Doppel");
        assertThat(game).log().says("The copy of Bruiser is Doppel again.");
    }
}
