package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/** One test per keyword the shipped cards print, each quoting the rulebook glossary it follows. */
class KeywordTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    /** "Character dice with the Ally ability count as Sidekicks also while in the Field Zone." */
    @Test
    @Covers("HHS001")
    void ally_counts_as_a_sidekick_in_the_field_zone_only() {
        TestGame game = TestGame.setup().ann("HHS001").ben("HHS017").at(ANN, MAIN_STEP);
        TestDie april = game.place(ANN, "April", FIELD_ZONE, level(1));
        game.energy(BEN, FIST);
        game.turnOf(BEN);
        game.field(game.place(BEN, "Karai", RESERVE_POOL, level(1)));
        game.choose(april);
        assertThat(game).die(april).as("Karai may KO an opposing Sidekick: April is one").isIn(PREP_AREA);
    }

    /** "Enlistment character abilities can be prevented by your opponent KOing a character die they control." */
    @Test
    @Covers("CW031")
    void enlistment_is_prevented_by_the_opponent_koing_their_own_die() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011").basicActions("CW031").at(ANN, MAIN_STEP);
        TestDie theirs = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Superhero Registration Act", RESERVE_POOL, action(0)));
        assertThat(game).waitsOn(BEN);
        game.choose(theirs);
        assertThat(game).player(ANN).hasDiceIn(RESERVE_POOL, 2);
    }

    /** "Characters with Fast deal combat damage before other characters, all at the same time." */
    @Test
    @Covers("CW012")
    void fast_deals_combat_damage_first() {
        TestGame game = TestGame.setup().ann("CW012").ben("CW001").at(ANN, MAIN_STEP);
        TestDie raccoon = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(1));
        game.attackBlockedBy(raccoon, widow);
        assertThat(game).die(widow).wasKnockedOut();
        assertThat(game).die(raccoon).as("Widow is KO'd before she deals damage").wasNotKnockedOut();
    }

    /**
     * "When a Superstar die with Infiltrate attacks and is not blocked, you may choose to remove that
     * Superstar die from combat and not deal combat damage to your opponent. If you do, that Superstar die
     * deals 1 damage to your opponent and the die remains in your Field Zone."
     */
    @Test
    @Covers("WWE042")
    void infiltrate_may_keep_an_unblocked_attacker_in_the_field_for_one_damage() {
        TestGame game = TestGame.setup().ann("WWE042").ben("CW011").at(ANN, MAIN_STEP);
        TestDie sasha = game.place(ANN, "Sasha Banks", FIELD_ZONE, level(3));
        game.attackWith(sasha);
        assertThat(game.decision().prompt()).contains("up to 1");
        game.choose(sasha);
        assertThat(game).die(sasha).isIn(FIELD_ZONE);
        assertThat(game).player(BEN).hasLife(9);
        game.finishAttack();
        assertThat(game).player(BEN).as("no combat damage besides").hasLife(9);
        assertThat(game).die(sasha).isIn(FIELD_ZONE);
    }

    @Test
    @Covers("WWE042")
    void infiltrate_declined_deals_combat_damage_as_usual() {
        TestGame game = TestGame.setup().ann("WWE042").ben("CW011").at(ANN, MAIN_STEP);
        TestDie sasha = game.place(ANN, "Sasha Banks", FIELD_ZONE, level(3));
        game.attackWith(sasha);
        game.chooseNone();
        game.finishAttack();
        assertThat(game).player(BEN).hasLife(7);
    }

    /** "When attacking, if this character die KO's or removes all of its blockers, it deals any leftover damage to your opponent." */
    @Test
    @Covers("HHS048")
    void overcrush_tramples_over_its_blockers() {
        TestGame game = TestGame.setup().ann("HHS048").ben("CW011").at(ANN, MAIN_STEP);
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(3));
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.attackBlockedBy(triceraton, raccoon);
        assertThat(game).player(BEN).as("5A against 1D").hasLife(6);
    }

    /** "Resistance character abilities function when a character die you control was KO'd in the same turn." */
    @Test
    @Covers("CW026")
    void resistance_works_only_after_a_ko_this_turn() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011").basicActions("CW026", "JUS067").at(ANN, MAIN_STEP);
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie first = game.place(ANN, "Black Widow", USED_PILE);
        game.place(ANN, "Black Widow", USED_PILE);
        game.use(game.place(ANN, "Excessive Force", RESERVE_POOL, action(0)));
        assertThat(game).die(widow).isIn(PREP_AREA);
        game.use(game.place(ANN, "Escape Incarceration", RESERVE_POOL, action(0)));
        game.choose(first);
        assertThat(game).player(ANN).as("both used dice moved").hasNoDiceIn(USED_PILE);
    }

    /** Strike: "+2A, +2D and Overcrush so long as it is the only character die you fielded this turn." */
    @Test
    @Covers("JUS061")
    void strike_while_it_is_the_only_die_fielded_this_turn() {
        TestGame game = TestGame.setup().ann("JUS061", "CW001").ben("CW011").at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(1));
        TestDie widow = game.place(ANN, "Black Widow", RESERVE_POOL, level(1));
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.field(wonderWoman);
        assertThat(game).die(wonderWoman).hasAttack(4).hasDefense(5);
        game.field(widow);
        assertThat(game).die(raccoon).isIn(PREP_AREA);
        assertThat(game).die(wonderWoman).as("a second die was fielded").hasAttack(2);
    }

    @Test
    @Covers("JUS061")
    void strike_gives_overcrush() {
        TestGame game = TestGame.setup().ann("JUS061").ben("CW011").at(ANN, MAIN_STEP);
        TestDie wonderWoman = game.place(ANN, "Wonder Woman", RESERVE_POOL, level(1));
        TestDie raccoon = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.field(wonderWoman);
        game.attackBlockedBy(wonderWoman, raccoon);
        assertThat(game).player(BEN).as("4A against 1D").hasLife(7);
    }

    /** "While a character with Turtle Power is active, all other [Turtle] character dice cost 1 less to purchase." */
    @Test
    @Covers({"HHS001", "HHS009", "HHS023", "HHS029", "HHS032"})
    void turtle_power_makes_other_turtles_cheaper() {
        for (String id : List.of("HHS001", "HHS009", "HHS023", "HHS029", "HHS032")) {
            TestGame game = TestGame.setup().ann(id, "HHS025").ben("HHS046").at(ANN, MAIN_STEP);
            assertThat(Engine.purchaseCost(game.state(), game.card("Metalhead"), 0)).isEqualTo(5);
            game.place(ANN, id, FIELD_ZONE, level(1));
            assertThat(Engine.purchaseCost(game.state(), game.card("Metalhead"), 0)).as(id).isEqualTo(4);
            if (!id.equals("HHS001")) {
                assertThat(Engine.purchaseCost(game.state(), game.card(id), 0)).as("not its own card").isEqualTo(5);
            }
            assertThat(Engine.purchaseCost(game.state(), game.card("Metalhead"), 1)).as("only for its owner")
                    .isEqualTo(5);
        }
    }

    @Test
    void two_turtle_powers_add_up_but_never_below_one() {
        TestGame game = TestGame.setup().ann("HHS009", "HHS023", "HHS001").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "Donatello", FIELD_ZONE, level(1));
        game.place(ANN, "Leonardo", FIELD_ZONE, level(1));
        assertThat(Engine.purchaseCost(game.state(), game.card("Donatello"), 0)).as("Leonardo's power").isEqualTo(4);
        assertThat(Engine.purchaseCost(game.state(), game.card("April"), 0)).as("April is no Turtle").isEqualTo(2);
    }

    /**
     * "When you field a character die with intimidate, remove target opposing character die from the Field
     * Zone until end of turn. [...] At end of turn, return it to the Field Zone at its previous level.
     * Returning to the Field Zone doesn't count as fielding that die."
     */
    @Test
    @Covers("CW014")
    void intimidate_sets_an_opposing_die_aside_until_end_of_turn() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW001").at(ANN, MAIN_STEP);
        TestDie widow = game.place(BEN, "Black Widow", FIELD_ZONE, level(2));
        TestDie spider = game.place(ANN, "Scarlet Spider", RESERVE_POOL, level(1));
        game.energy(ANN, MASK);
        game.field(spider);
        assertThat(game).die(widow).isIn(OUT_OF_PLAY);
        game.attackWith(spider);
        game.finishAttack();
        assertThat(game).isTurnOf(BEN);
        assertThat(game).die(widow).isIn(FIELD_ZONE).showsLevel(2);
        assertThat(game.events()).noneMatch(e -> e instanceof GameEvent.DieFielded f
                && f.dieId() == widow.id());
    }

    /**
     * "When a Superstar die with Call Out attacks, you target an opposing Superstar die. The targeted die can
     * only legally block the attacking die that used Call Out on it, and no other die can legally block the
     * die that used Call Out."
     */
    @Test
    @Covers("WWE023")
    void call_out_pairs_the_attacker_with_its_target() {
        TestGame game = TestGame.setup().ann("WWE023").ben("CW001").at(ANN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie called = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        TestDie other = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        game.attackWith(cena, sidekick);
        game.choose(called);
        assertThat(game).action(declaringBlocks(block(other, cena)))
                .isRejectedBecause("John Cena called out Black Widow: only that die may block it.");
        assertThat(game).action(declaringBlocks(block(called, sidekick)))
                .isRejectedBecause("Black Widow was called out: it may block only John Cena.");
        game.blocks(block(called, cena), block(other, sidekick));
    }

    /** "...two different dice chose the same target for their Call Out ... then the effect of Call Out is cancelled." */
    @Test
    @Covers("WWE023")
    void call_out_is_cancelled_when_two_dice_call_out_the_same_target() {
        TestGame game = TestGame.setup().ann("WWE023").ben("CW001").at(ANN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie secondCena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie called = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        TestDie other = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        game.attackWith(cena, secondCena, sidekick);
        game.choose(called);
        game.choose(called);

        assertThat(game).log().mentions("Call Out is cancelled");
        game.blocks(block(called, sidekick), block(other, cena));
        assertThat(game).die(called).isIn(ATTACK_ZONE);
    }

    /** "...the die targeted with Call Out was KO'd, etc.) then the effect of Call Out is cancelled." */
    @Test
    @Covers("WWE023")
    void call_out_is_cancelled_when_its_target_is_knocked_out_before_blocks() {
        /* Archer (2, Fist): When it attacks, deal 3 damage to target opposing character die. */
        CardDefinition archer = CardBuilder.character("Archer").cost(2).energy(Energy.FIST)
                .level(0, 1, 2).level(1, 2, 2).level(1, 2, 3)
                .when(Trigger.WHEN_ATTACKS, new Effect.DamageDice(DieSelector.target(Side.OPPOSING), 3)).build();
        TestGame game = TestGame.setup().ann("WWE023").ann(archer).ben("CW001").at(ANN, MAIN_STEP);
        TestDie cena = game.place(ANN, "John Cena", FIELD_ZONE, level(1));
        TestDie shooter = game.place(ANN, archer, FIELD_ZONE, level(1));
        TestDie called = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        TestDie other = game.place(BEN, "Black Widow", FIELD_ZONE, level(3));
        game.attackWith(cena, shooter);
        game.resolveFirst("John Cena");
        game.choose(called);
        game.choose(called);
        assertThat(game).die(called).wasKnockedOut();

        game.block(other, cena);
        assertThat(game).die(other).isIn(ATTACK_ZONE);
    }

    /**
     * "While a die with Swarm is active, and you draw another copy of that die from your bag during your
     * Clear and Draw Step, draw and roll an extra die from your bag."
     */
    @Test
    @Covers("HHS010")
    void swarm_draws_an_extra_die_when_a_copy_is_drawn() {
        TestGame game = TestGame.setup().ann("HHS010").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "Foot Ninja", FIELD_ZONE, level(1));
        game.place(ANN, "Foot Ninja", BAG);
        for (int i = 0; i < 8; i++) {
            game.place(ANN, SIDEKICK, USED_PILE);
        }
        game.turnOf(BEN);
        game.endTurn();
        assertThat(game).isTurnOf(ANN);
        assertThat(game).player(ANN).as("4 drawn and the extra die").hasDiceIn(RESERVE_POOL, 5);
    }

    @Test
    @Covers("HHS010")
    void foot_ninja_shinobijutsu_preps_a_die_when_fielded_while_shredder_is_active() {
        TestGame game = TestGame.setup().ann("HHS010", "HHS039").ben("HHS046").at(ANN, MAIN_STEP);
        game.place(ANN, "Shredder", FIELD_ZONE, level(1));
        game.field(game.place(ANN, "Foot Ninja", RESERVE_POOL, level(1)));
        assertThat(game).player(ANN).hasDiceIn(PREP_AREA, 1);
    }

    /** "Superstar dice that are engaged with a Superstar die that has Deadly are KO'd at the end of the turn." */
    @Test
    void deadly_kos_the_dice_it_engaged_at_the_end_of_the_turn(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        java.nio.file.Files.writeString(dir.resolve("TST.json"), """
                {"set": "TST", "cards": [{"id": "TST001", "name": "Viper", "type": "character", "cost": 2,
                  "energy": ["Mask"], "dieLimit": 4, "keywords": ["Deadly"],
                  "levels": [{"fieldCost": 0, "attack": 1, "defense": 1}, {"fieldCost": 1, "attack": 2, "defense": 2},
                             {"fieldCost": 2, "attack": 3, "defense": 3}]},
                 {"id": "TST002", "name": "Wall", "type": "character", "cost": 2, "energy": ["Fist"], "dieLimit": 4,
                  "levels": [{"fieldCost": 0, "attack": 0, "defense": 9}, {"fieldCost": 1, "attack": 0, "defense": 10},
                             {"fieldCost": 2, "attack": 0, "defense": 11}]}]}""");
        CardLibrary library = CardLibrary.loadDirectory(dir);
        TestGame game = TestGame.setup().cardsFrom(library).ann("TST001").ben("TST002").at(ANN, MAIN_STEP);
        TestDie viper = game.place(ANN, "Viper", FIELD_ZONE, level(1));
        TestDie wall = game.place(BEN, "Wall", FIELD_ZONE, level(1));
        game.attackBlockedBy(viper, wall);
        assertThat(game).die(wall).as("1 damage against 9D, KO'd by Deadly").wasKnockedOut();
    }

    /**
     * "Tag Out: You may Prep this die after blockers are declared to give a Superstar +2A and +2D until end
     * of turn."
     */
    @Test
    @Covers("WWE020")
    void tag_out_preps_the_die_after_blocks_to_give_a_die_two_attack_and_two_defense() {
        TestGame game = TestGame.setup().ann("WWE020").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie eddie = game.place(ANN, "Eddie Guerrero", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        TestDie triceraton = game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(sidekick);
        game.block(triceraton, sidekick);
        assertThat(game.decision().prompt()).contains("up to 1");
        game.choose(eddie);
        assertThat(game).die(eddie).isIn(PREP_AREA);
        game.choose(sidekick);
        assertThat(game).die(sidekick).hasAttack(3).hasDefense(3);
        game.finishAttack();
        assertThat(game).die(triceraton).as("3 damage against 3D").wasKnockedOut();
    }

    @Test
    @Covers("WWE020")
    void tag_out_declined_leaves_the_die_in_the_field_and_gives_nothing() {
        TestGame game = TestGame.setup().ann("WWE020").ben("HHS046").at(ANN, MAIN_STEP);
        TestDie eddie = game.place(ANN, "Eddie Guerrero", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(ANN, FIELD_ZONE);
        game.place(BEN, "Triceraton", FIELD_ZONE, level(1));
        game.attackWith(sidekick);
        game.blocks();
        game.chooseNone();
        assertThat(game).as("no target to choose once declined").asksNothing();
        assertThat(game).die(eddie).isIn(FIELD_ZONE);
        assertThat(game).die(sidekick).hasAttack(1);
    }

    @Test
    void every_keyword_is_either_played_or_makes_its_cards_unplayable() {
        for (Keyword k : Keyword.values()) {
            boolean used = LIBRARY.cards().stream().anyMatch(c -> c.has(k));
            if (used && !k.supported()) {
                assertThat(LIBRARY.cards()).filteredOn(c -> c.has(k))
                        .allSatisfy(c -> assertThat(LIBRARY.isImplemented(c.id())).as(c.id()).isFalse());
            }
        }
        assertThat(Arrays.stream(Keyword.values()).filter(Keyword::supported).map(Keyword::label))
                .contains("Ally", "Call Out", "Deadly", "Enlistment", "Fast", "Infiltrate", "Intimidate", "Overcrush",
                        "Resistance", "Strike", "Swarm", "Tag Out", "Turtle Power");
    }

    /**
     * Boomerang is not in the glossaries of our rulebooks; we follow the rules reference of this
     * program: after the action die is used, its owner may put it in their Prep Area instead of
     * letting it go to the Used Pile at the end of the turn.
     */
    @Test
    void boomerang_lets_a_used_action_die_return_to_the_prep_area(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Files.writeString(dir.resolve("TST.json"), """
                {"set": "TST", "cards": [{"id": "TST001", "name": "Batarang", "type": "action", "cost": 2,
                  "energy": ["Bolt"], "dieLimit": 4, "keywords": ["Boomerang"],
                  "abilities": [{"trigger": "use", "effects": [{"do": "damage player", "player": "opponent",
                    "amount": 1}]}]}]}""");
        CardLibrary library = CardLibrary.loadDirectory(dir);
        TestGame game = TestGame.setup().cardsFrom(library).ann("TST001").ben("TST001").at(ANN, MAIN_STEP);
        TestDie returning = game.place(ANN, "Batarang", RESERVE_POOL, action(0));
        TestDie staying = game.place(ANN, "Batarang", RESERVE_POOL, action(0));
        game.use(returning);
        assertThat(game).player(BEN).as("its text first").hasLife(9);
        game.choose(returning);
        assertThat(game).die(returning).isIn(PREP_AREA);
        game.use(staying);
        game.chooseNone();
        assertThat(game).die(staying).isIn(OUT_OF_PLAY);
        game.endTurn();
        assertThat(game).die(staying).as("declined: it goes to the Used Pile as usual").isIn(USED_PILE);
        assertThat(game).die(returning).isIn(PREP_AREA);
    }
}
