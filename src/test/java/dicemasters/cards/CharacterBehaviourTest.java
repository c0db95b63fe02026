package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.combat.DamageAssignment;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/** Character cards whose abilities needed new words in the card vocabulary, each in a small scenario. */
class CharacterBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static CardScenario table(List<String> mine, List<String> theirs, String... basics) {
        return CardScenario.of(LIBRARY, mine, theirs, List.of(basics));
    }

    @Test
    @Covers("HHS013")
    void hamato_yoshi_protective_parent_when_blocked_deals_half_the_blockers_attack_rounded_down() {
        CardScenario sc = table(List.of("HHS013"), List.of("HHS046"));
        Die yoshi = sc.character(0, "HHS013", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 3);
        sc.attack(yoshi);
        sc.blocks(block(triceraton, yoshi));
        assertThat(sc.life(1)).as("half of 5A, rounded down").isEqualTo(8);
    }

    @Test
    @Covers("HHS013")
    void hamato_yoshi_protective_parent_deals_at_least_one() {
        CardScenario sc = table(List.of("HHS013"), List.of("HHS046"));
        Die yoshi = sc.character(0, "HHS013", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.attack(yoshi);
        sc.blocks(block(sidekick, yoshi));
        assertThat(sc.life(1)).as("half of 1A is 0, but the minimum is 1").isEqualTo(9);
    }

    @Test
    @Covers("HHS042")
    void slash_never_liked_the_name_when_kod_deals_the_energy_in_the_opponents_reserve_pool() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS042"), "JUS067");
        Die slash = sc.character(1, "HHS042", Zone.FIELD, 1);
        sc.energy(0, Energy.FIST);
        sc.energyFace(0, "JUS067");
        Die force = sc.action(0, "JUS067", 0);
        sc.use(force);
        assertThat(sc.zone(slash)).isEqualTo(Zone.PREP);
        assertThat(sc.life(0)).as("a single and a double energy face: 3 energy").isEqualTo(7);
    }

    @Test
    @Covers("HHS006")
    void casey_jones_goongala_cannot_be_blocked_by_dice_costing_two_or_less() {
        CardScenario sc = table(List.of("HHS006"), List.of("HHS001", "HHS046"));
        Die casey = sc.character(0, "HHS006", Zone.FIELD, 1);
        Die april = sc.character(1, "HHS001", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(casey);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(april, casey)))))
                .isEqualTo("Casey Jones can't be blocked by April.");
        assertThat(Engine.legalActions(sc.state())).noneMatch(a -> a instanceof Action.DeclareBlockers b
                && b.blocks().stream().anyMatch(x -> x.blocker() == april.id()));
        sc.blocks(block(triceraton, casey));
        assertThat(Engine.blockersOf(sc.state(), sc.now(casey))).extracting(Die::id).containsExactly(triceraton.id());
    }

    @Test
    @Covers("JUS006")
    void batman_the_smart_one_makes_other_justice_league_dice_stronger_and_cheaper_to_field() {
        CardScenario sc = table(List.of("JUS006", "JUS061", "JUS004", "JUS003"), List.of("HHS046"));
        sc.character(0, "JUS006", Zone.FIELD, 1);
        Die otherBatman = sc.character(0, "JUS004", Zone.FIELD, 1);
        Die aquaman = sc.character(0, "JUS003", Zone.FIELD, 1);
        Die wonderWoman = sc.character(0, "JUS061", Zone.RESERVE, 2);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        assertThat(Engine.fieldCost(sc.state(), wonderWoman)).as("printed 1, one less").isZero();
        sc.act(new Action.Field(wonderWoman.id(), Payment.NOTHING));
        assertThat(sc.zone(wonderWoman)).isEqualTo(Zone.FIELD);
        assertThat(sc.attackOf(aquaman)).isEqualTo(3);
        assertThat(sc.defenseOf(aquaman)).isEqualTo(4);
        assertThat(sc.attackOf(otherBatman)).as("Batman is not helped by Batman").isEqualTo(4);
        assertThat(sc.attackOf(triceraton)).isEqualTo(3);
    }

    @Test
    @Covers("JUS006")
    void batman_does_not_lower_the_cost_of_other_affiliations_or_below_zero() {
        CardScenario sc = table(List.of("JUS006", "JUS003", "HHS046"), List.of("HHS046"));
        sc.character(0, "JUS006", Zone.FIELD, 1);
        Die aquaman = sc.character(0, "JUS003", Zone.RESERVE, 1);
        Die triceraton = sc.character(0, "HHS046", Zone.RESERVE, 1);
        assertThat(Engine.fieldCost(sc.state(), aquaman)).as("0 stays 0").isZero();
        assertThat(Engine.fieldCost(sc.state(), triceraton)).isEqualTo(1);
    }

    @Test
    @Covers("JUS007")
    void bizarro_has_overcrush_while_an_opposing_justice_league_character_is_active() {
        CardScenario sc = table(List.of("JUS007"), List.of("JUS003"));
        Die bizarro = sc.character(0, "JUS007", Zone.FIELD, 1);
        Die aquaman = sc.character(1, "JUS003", Zone.FIELD, 1);
        sc.attackBlockedBy(bizarro, aquaman);
        assertThat(sc.wasKnockedOut(aquaman)).isTrue();
        assertThat(sc.life(1)).as("5A against Aquaman's 3D: 2 tramples over").isEqualTo(8);
    }

    @Test
    @Covers("JUS007")
    void bizarro_has_no_overcrush_without_an_opposing_justice_league_character() {
        CardScenario sc = table(List.of("JUS007", "JUS003"), List.of("HHS046"));
        Die bizarro = sc.character(0, "JUS007", Zone.FIELD, 1);
        sc.character(0, "JUS003", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attackBlockedBy(bizarro, triceraton);
        assertThat(sc.wasKnockedOut(triceraton)).isTrue();
        assertThat(sc.life(1)).as("his own Justice League die does not count").isEqualTo(10);
    }

    @Test
    @Covers("JUS007")
    void bizarro_global_switches_a_character_dies_attack_and_defense_until_end_of_turn() {
        CardScenario sc = table(List.of("JUS007"), List.of("JUS003"));
        Die bizarro = sc.character(0, "JUS007", Zone.FIELD, 1);
        Die aquaman = sc.character(1, "JUS003", Zone.FIELD, 1);
        sc.energy(0, Energy.SHIELD);
        sc.global("JUS007", 1);
        sc.choose(aquaman);
        assertThat(sc.attackOf(aquaman)).as("2A 3D becomes 3A 2D").isEqualTo(3);
        assertThat(sc.defenseOf(aquaman)).isEqualTo(2);
        assertThat(sc.attackOf(bizarro)).as("only the target").isEqualTo(5);
        sc.endTurn();
        assertThat(sc.attackOf(aquaman)).isEqualTo(2);
        assertThat(sc.defenseOf(aquaman)).isEqualTo(3);
    }

    @Test
    @Covers("JUS007")
    void bizarro_global_used_in_combat_turns_a_blockers_defense_into_attack() {
        CardScenario sc = table(List.of("JUS007", "HHS046"), List.of("JUS003"));
        Die triceraton = sc.character(0, "HHS046", Zone.FIELD, 2);
        Die aquaman = sc.character(1, "JUS003", Zone.FIELD, 3);
        sc.attack(triceraton);
        sc.blocks(block(aquaman, triceraton));
        sc.energy(0, Energy.SHIELD);
        sc.global("JUS007", 1);
        sc.choose(aquaman);
        assertThat(sc.attackOf(aquaman)).as("4A 5D becomes 5A 4D").isEqualTo(5);
        sc.finishAttack();
        assertThat(sc.wasKnockedOut(aquaman)).as("Triceraton's 4A now meets 4D").isTrue();
        assertThat(sc.wasKnockedOut(triceraton)).as("and Aquaman hits back with 5A").isTrue();
    }

    @Test
    @Covers("CW123")
    void nitro_captures_a_die_with_no_more_defense_until_the_end_of_the_turn() {
        CardScenario sc = table(List.of("CW123"), List.of("HHS046", "JUS003"));
        Die nitro = sc.character(0, "CW123", Zone.RESERVE, 2);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 2);
        Die aquaman = sc.character(1, "JUS003", Zone.FIELD, 3);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.energy(0, Energy.BOLT);
        sc.field(nitro);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) sc.decision();
        assertThat(choice.candidates()).as("Aquaman's 5D is more than Nitro's 4D, and Nitro cannot capture himself")
                .containsExactlyInAnyOrder(triceraton.id(), sidekick.id());
        sc.choose(triceraton);
        assertThat(sc.zone(triceraton)).as("out of the game while captured").isEqualTo(Zone.OUT_OF_PLAY);
        assertThat(Engine.possibleBlockers(sc.state())).extracting(Die::id).doesNotContain(triceraton.id());
        sc.endTurn();
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.FIELD);
        assertThat(sc.level(triceraton)).as("back at the level it showed").isEqualTo(2);
    }

    @Test
    @Covers("CW123")
    void a_capture_ends_as_soon_as_nitro_leaves_the_field_zone() {
        CardScenario sc = table(List.of("CW123"), List.of("HHS046", "JUS003"));
        Die nitro = sc.character(0, "CW123", Zone.RESERVE, 2);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        Die aquaman = sc.character(1, "JUS003", Zone.FIELD, 3);
        sc.energy(0, Energy.BOLT);
        sc.field(nitro);
        assertThat(sc.zone(triceraton)).as("the only die Nitro can capture").isEqualTo(Zone.OUT_OF_PLAY);
        sc.attackBlockedBy(nitro, aquaman);
        assertThat(sc.wasKnockedOut(nitro)).isTrue();
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.FIELD);
        List<String> log = sc.events().stream().map(GameEvent::text).toList();
        int released = log.indexOf("Triceraton is no longer captured.");
        assertThat(released).as("released in combat, before the Cleanup Step")
                .isPositive().isLessThan(log.indexOf("-- " + Step.CLEANUP.label() + " --"));
    }

    @Test
    @Covers("CW110")
    void goliath_gets_a_token_each_time_the_opponent_uses_a_global_and_costs_one_less_per_token() {
        CardScenario sc = table(List.of("CW110"), List.of("HHS046"), "HHS049");
        CardInPlay goliath = sc.card("CW110");
        sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.turnOf(1);
        sc.energy(1, Energy.BOLT);
        sc.global("HHS049", 1);
        sc.energy(1, Energy.BOLT);
        sc.global("HHS049", 1);
        assertThat(sc.state().tokensOn(goliath.index())).isEqualTo(2);
        assertThat(Engine.purchaseCost(sc.state(), goliath, 0)).as("no Goliath die needs to be active")
                .isEqualTo(6);
        sc.turnOf(0);
        sc.energy(0, Energy.BOLT);
        sc.global("HHS049", 1);
        assertThat(sc.state().tokensOn(goliath.index())).as("its owner's Globals add nothing").isEqualTo(2);
    }

    @Test
    @Covers("CW110")
    void purchasing_a_goliath_die_removes_the_tokens() {
        CardScenario sc = table(List.of("CW110"), List.of("HHS046"), "HHS049");
        CardInPlay goliath = sc.card("CW110");
        sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.turnOf(1);
        sc.energy(1, Energy.BOLT);
        sc.global("HHS049", 1);
        sc.turnOf(0);
        for (int i = 0; i < 7; i++) {
            sc.energy(0, Energy.FIST);
        }
        sc.purchase("CW110");
        assertThat(sc.count(0, Zone.OUT_OF_PLAY)).as("bought for 7 energy").isEqualTo(7);
        assertThat(sc.count(0, Zone.USED)).as("the Goliath die").isEqualTo(1);
        assertThat(sc.state().tokensOn(goliath.index())).isZero();
        assertThat(Engine.purchaseCost(sc.state(), goliath, 0)).isEqualTo(8);
        assertThat(sc.events()).extracting(GameEvent::text).contains("The tokens are removed from Goliath.");
    }

    @Test
    @Covers("CW110")
    void goliath_global_gives_plus_one_attack_and_defense() {
        CardScenario sc = table(List.of("CW110"), List.of("HHS046"));
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.energy(0, Energy.FIST);
        sc.global("CW110", 3);
        assertThat(sc.attackOf(triceraton)).isEqualTo(4);
        assertThat(sc.defenseOf(triceraton)).isEqualTo(4);
    }

    /** Ann's turn reaches its Main Step with Loki in her Field Zone, two Masks to spend, Ben's two Sidekicks fielded. */
    private static CardScenario lokiAtTheStartOfTheMainStep() {
        CardScenario sc = table(List.of("CW083"), List.of("HHS046"));
        sc.character(0, "CW083", Zone.FIELD, 1);
        sc.energy(0, Energy.MASK);
        sc.energy(0, Energy.MASK);
        sc.sidekick(1, Zone.FIELD);
        sc.sidekick(1, Zone.FIELD);
        sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.rollAndRerollOf(0);
        sc.act(new Action.Reroll(List.of()));
        assertThat(sc.decision()).as("may pay Mask Mask").isInstanceOf(Decision.React.class);
        return sc;
    }

    @Test
    @Covers("CW083")
    void loki_paid_at_the_start_of_the_main_step_captures_every_opposing_sidekick() {
        CardScenario sc = lokiAtTheStartOfTheMainStep();
        sc.react(0);
        assertThat(sc.count(1, Zone.OUT_OF_PLAY)).isEqualTo(2);
        assertThat(sc.count(1, Zone.FIELD)).as("Triceraton is no Sidekick").isEqualTo(1);
        sc.endTurn();
        assertThat(sc.count(1, Zone.FIELD)).isEqualTo(3);
    }

    @Test
    @Covers("CW083")
    void loki_not_paid_captures_nothing() {
        CardScenario sc = lokiAtTheStartOfTheMainStep();
        sc.decline();
        assertThat(sc.count(1, Zone.FIELD)).isEqualTo(3);
        assertThat(sc.count(0, Zone.RESERVE)).as("the Masks are not spent").isEqualTo(2);
    }

    /** Ann's own Force Blast KOs her Brainiac, whose KO rerolls Ben's Aquaman. */
    private static CardScenario brainiacKnockedOutNextTo(int aquamanLevel, java.util.function.Predicate<Face> roll) {
        CardScenario sc = table(List.of("JUS013"), List.of("JUS003"), "JUS067");
        Die brainiac = sc.character(0, "JUS013", Zone.FIELD, 1);
        Die aquaman = sc.character(1, "JUS003", Zone.FIELD, aquamanLevel);
        sc.nextRollShows(aquaman, roll);
        sc.use(sc.action(0, "JUS067", 0));
        sc.choose(brainiac);
        assertThat(sc.wasKnockedOut(brainiac)).isTrue();
        return sc;
    }

    @Test
    @Covers("JUS013")
    void brainiac_knocked_out_rerolls_a_die_and_one_rolled_to_energy_goes_to_the_used_pile() {
        CardScenario sc = brainiacKnockedOutNextTo(2, Face::isEnergy);
        Die aquaman = sc.state().diceOfCard(sc.card("JUS003").index()).stream()
                .filter(d -> d.zone() != Zone.ON_CARD).findFirst().orElseThrow();
        assertThat(sc.zone(aquaman)).isEqualTo(Zone.USED);
    }

    @Test
    @Covers("JUS013")
    void a_die_brainiac_rerolls_to_a_character_face_stays_at_its_level() {
        CardScenario sc = brainiacKnockedOutNextTo(2, f -> f.isCharacter() && f.level() == 3);
        Die aquaman = sc.state().diceOfCard(sc.card("JUS003").index()).stream()
                .filter(d -> d.zone() != Zone.ON_CARD).findFirst().orElseThrow();
        assertThat(sc.zone(aquaman)).isEqualTo(Zone.FIELD);
        assertThat(sc.level(aquaman)).isEqualTo(2);
    }

    @Test
    @Covers("WWE007")
    void becky_lynch_maiden_ireland_sends_a_die_rerolled_off_its_character_face_away_for_one_damage() {
        CardScenario sc = table(List.of("WWE007"), List.of("HHS046"));
        Die becky = sc.character(0, "WWE007", Zone.RESERVE, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 3);
        sc.energy(0, Energy.SHIELD);
        sc.nextRollShows(triceraton, Face::isEnergy);
        sc.field(becky);
        sc.choose(triceraton);
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.USED);
        assertThat(sc.life(1)).isEqualTo(9);
    }

    @Test
    @Covers("WWE007")
    void a_die_becky_lynch_rerolls_to_a_character_face_stays_and_deals_nothing() {
        CardScenario sc = table(List.of("WWE007"), List.of("HHS046"));
        Die becky = sc.character(0, "WWE007", Zone.RESERVE, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 3);
        sc.energy(0, Energy.SHIELD);
        sc.nextRollShows(triceraton, f -> f.isCharacter() && f.level() == 1);
        sc.field(becky);
        sc.choose(triceraton);
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.FIELD);
        assertThat(sc.level(triceraton)).as("rerolled, not kept at its level").isEqualTo(1);
        assertThat(sc.life(1)).isEqualTo(10);
    }

    @Test
    @Covers("WWE007")
    void becky_lynch_maiden_ireland_global_preps_the_first_die_purchased() {
        CardScenario sc = table(List.of("WWE007", "HHS046"), List.of("HHS046"));
        sc.energy(0, Energy.SHIELD);
        sc.global("WWE007", 1);
        for (int i = 0; i < 4; i++) {
            sc.energy(0, Energy.FIST);
        }
        sc.purchase("HHS046");
        assertThat(sc.count(0, Zone.PREP)).isEqualTo(1);
    }

    @Test
    @Covers("HHS011")
    void foot_ninja_stick_to_the_shadows_deals_one_damage_per_foot_ninja_when_two_or_more_attack() {
        CardScenario sc = table(List.of("HHS011", "HHS010"), List.of("HHS046"));
        Die first = sc.character(0, "HHS011", Zone.FIELD, 1);
        Die second = sc.character(0, "HHS011", Zone.FIELD, 1);
        Die other = sc.character(0, "HHS010", Zone.FIELD, 1);
        sc.attack(first, second, other);
        assertThat(sc.life(1)).as("three attacking Foot Ninja dice, one ability").isEqualTo(7);
    }

    @Test
    @Covers("HHS011")
    void foot_ninja_stick_to_the_shadows_does_nothing_when_one_foot_ninja_attacks() {
        CardScenario sc = table(List.of("HHS011"), List.of("HHS046"));
        Die ninja = sc.character(0, "HHS011", Zone.FIELD, 1);
        sc.character(0, "HHS011", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        sc.attack(ninja, sidekick);
        assertThat(sc.life(1)).isEqualTo(10);
    }

    @Test
    @Covers("HHS034")
    void renet_tilley_apprentice_lets_you_reroll_one_die_one_extra_time() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS034"));
        sc.character(1, "HHS034", Zone.FIELD, 1);
        sc.endTurn();
        assertThat(sc.state().step()).isEqualTo(Step.ROLL_AND_REROLL);
        List<Die> rolled = sc.state().diceIn(1, Zone.RESERVE);
        assertThat(rolled).hasSizeGreaterThan(2);
        sc.act(new Action.Reroll(List.of(rolled.get(0).id(), rolled.get(1).id())));
        assertThat(sc.state().step()).as("one extra reroll is still to come").isEqualTo(Step.ROLL_AND_REROLL);
        assertThat(sc.rejected(new Action.Reroll(List.of(rolled.get(0).id(), rolled.get(2).id()))))
                .isEqualTo("This extra reroll is of at most 1 die.");
        sc.act(new Action.Reroll(List.of(rolled.get(2).id())));
        assertThat(sc.state().step()).isEqualTo(Step.MAIN);
    }

    @Test
    @Covers("HHS034")
    void without_an_active_renet_tilley_there_is_one_reroll() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS034"));
        sc.character(1, "HHS034", Zone.USED, 1);
        sc.endTurn();
        List<Die> rolled = sc.state().diceIn(1, Zone.RESERVE);
        sc.act(new Action.Reroll(List.of(rolled.get(0).id())));
        assertThat(sc.state().step()).isEqualTo(Step.MAIN);
    }

    @Test
    @Covers("HHS002")
    void april_on_the_scene_strengthens_turtles_engaged_with_villain_dice() {
        CardScenario sc = table(List.of("HHS002", "HHS023"), List.of("HHS046"));
        sc.character(0, "HHS002", Zone.FIELD, 1);
        Die leonardo = sc.character(0, "HHS023", Zone.FIELD, 1);
        Die other = sc.character(0, "HHS023", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.attack(leonardo, other);
        assertThat(sc.attackOf(leonardo)).as("not engaged yet").isEqualTo(2);
        sc.blocks(block(triceraton, leonardo), block(sidekick, other));
        assertThat(sc.attackOf(leonardo)).isEqualTo(4);
        assertThat(sc.defenseOf(leonardo)).isEqualTo(6);
        assertThat(sc.attackOf(other)).as("blocked by a Sidekick, not a Villain").isEqualTo(2);
        sc.finishAttack();
        assertThat(sc.wasKnockedOut(triceraton)).isTrue();
        assertThat(sc.wasKnockedOut(leonardo)).as("3 damage against 6D").isFalse();
    }

    @Test
    @Covers("HHS037")
    void shredder_scarred_makes_every_global_cost_one_life_until_end_of_turn() {
        CardScenario sc = table(List.of("HHS037"), List.of("HHS046"), "JUS067");
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.energy(0, Energy.MASK);
        sc.field(sc.character(0, "HHS037", Zone.RESERVE, 1));
        sc.energy(0, Energy.BOLT);
        sc.global("JUS067", 1);
        sc.choose(triceraton);
        assertThat(sc.life(0)).as("Bolt and 1 life").isEqualTo(9);
        assertThat(sc.attackOf(triceraton)).isEqualTo(4);
        sc.endTurn();
        assertThat(sc.state().globalLifeCost()).as("only until end of turn").isZero();
    }

    @Test
    @Covers("HHS033")
    void raphael_second_son_keeps_turtles_from_opposing_action_dice() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS033", "HHS023", "HHS046"), "JUS067");
        Die raphael = sc.character(1, "HHS033", Zone.FIELD, 1);
        Die leonardo = sc.character(1, "HHS023", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS067", 0));
        assertThat(sc.decision()).as("the only die that can be targeted is chosen").isNull();
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.PREP);
        assertThat(sc.damage(raphael)).isZero();
        assertThat(sc.damage(leonardo)).isZero();
    }

    @Test
    @Covers("HHS033")
    void raphael_second_son_leaves_no_target_for_an_opposing_global_but_not_for_other_abilities() {
        CardScenario sc = table(List.of("HHS027"), List.of("HHS033"), "JUS067");
        Die raphael = sc.character(1, "HHS033", Zone.FIELD, 1);
        sc.energy(0, Energy.BOLT);
        assertThat(sc.rejected(new Action.UseGlobal(sc.card("JUS067").index(), 1,
                Engine.suggestPayment(sc.state(), 0, 1, List.of(Energy.BOLT)))))
                .isEqualTo("Excessive Force has no valid target.");
        sc.energy(0, Energy.SHIELD);
        sc.field(sc.character(0, "HHS027", Zone.RESERVE, 1));
        sc.choose(raphael);
        assertThat(sc.damage(raphael)).as("a triggered ability may target it").isEqualTo(3);
    }

    @Test
    @Covers("HHS019")
    void leatherhead_exposed_to_mutagen_names_a_turtle_whose_dice_cannot_block_this_turn() {
        CardScenario sc = table(List.of("HHS019"), List.of("HHS023", "HHS032"));
        Die leonardo = sc.character(1, "HHS023", Zone.FIELD, 1);
        sc.character(1, "HHS023", Zone.FIELD, 2);
        Die raphael = sc.character(1, "HHS032", Zone.FIELD, 1);
        Die leatherhead = sc.character(0, "HHS019", Zone.RESERVE, 1);
        sc.field(leatherhead);
        sc.choose(leonardo);
        sc.attack(sc.now(leatherhead));
        assertThat(Engine.possibleBlockers(sc.state())).as("both Leonardo dice are named, not only the chosen one")
                .extracting(Die::id).containsExactly(raphael.id());
    }

    @Test
    @Covers("HHS004")
    void casey_jones_penalty_box_gains_a_life_when_his_damage_kos_a_sidekick() {
        CardScenario sc = table(List.of("HHS004"), List.of("HHS046"));
        sc.setLife(0, 8);
        Die casey = sc.character(0, "HHS004", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.attackBlockedBy(casey, sidekick);
        assertThat(sc.wasKnockedOut(sidekick)).isTrue();
        assertThat(sc.life(0)).isEqualTo(9);
    }

    @Test
    @Covers("HHS004")
    void casey_jones_penalty_box_gains_nothing_for_other_dice_and_his_global_makes_a_sidekick_block() {
        CardScenario sc = table(List.of("HHS004"), List.of("HHS046"));
        sc.setLife(0, 8);
        Die casey = sc.character(0, "HHS004", Zone.FIELD, 3);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.energy(0, Energy.FIST);
        sc.global("HHS004", 1);
        sc.attack(casey);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(triceraton, casey)))))
                .isEqualTo("Sidekick must block this turn.");
        sc.blocks(block(triceraton, casey), block(sidekick, casey));
        sc.finishAttack();
        sc.act(new Action.SplitDamage(List.of(new DamageAssignment(casey.id(), triceraton.id(), 4))));
        assertThat(sc.wasKnockedOut(triceraton)).isTrue();
        assertThat(sc.wasKnockedOut(sidekick)).isFalse();
        assertThat(sc.life(0)).as("the KO'd die was no Sidekick").isEqualTo(8);
    }

    @Test
    @Covers("HHS038")
    void shredder_dining_on_turtle_soup_costs_a_life_for_each_non_villain_die_he_kos() {
        CardScenario sc = table(List.of("HHS038"), List.of("HHS023", "HHS046"));
        Die shredder = sc.character(0, "HHS038", Zone.FIELD, 1);
        Die leonardo = sc.character(1, "HHS023", Zone.FIELD, 1);
        sc.attackBlockedBy(shredder, leonardo);
        assertThat(sc.wasKnockedOut(leonardo)).isTrue();
        assertThat(sc.life(1)).isEqualTo(9);

        CardScenario villain = table(List.of("HHS038"), List.of("HHS023", "HHS046"));
        Die again = villain.character(0, "HHS038", Zone.FIELD, 1);
        Die triceraton = villain.character(1, "HHS046", Zone.FIELD, 1);
        villain.attackBlockedBy(again, triceraton);
        assertThat(villain.wasKnockedOut(triceraton)).isTrue();
        assertThat(villain.life(1)).as("Triceraton is a Villain").isEqualTo(10);
    }

    @Test
    @Covers("WWE022")
    void john_cena_you_cant_see_me_cannot_be_blocked_once_his_attack_damage_kos_a_die() {
        CardScenario sc = table(List.of("WWE022"), List.of("HHS046"));
        Die cena = sc.character(0, "WWE022", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(cena);
        sc.choose(sidekick);
        assertThat(sc.wasKnockedOut(sidekick)).isTrue();
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(triceraton, cena)))))
                .isEqualTo("John Cena can't be blocked this turn.");
    }

    @Test
    @Covers("WWE022")
    void john_cena_you_cant_see_me_may_be_blocked_when_his_damage_kos_nothing() {
        CardScenario sc = table(List.of("WWE022"), List.of("HHS046"));
        Die cena = sc.character(0, "WWE022", Zone.FIELD, 1);
        Die triceraton = sc.character(1, "HHS046", Zone.FIELD, 1);
        sc.attack(cena);
        sc.choose(triceraton);
        assertThat(sc.damage(triceraton)).isEqualTo(1);
        sc.blocks(block(triceraton, cena));
        assertThat(Engine.blockersOf(sc.state(), sc.now(cena))).hasSize(1);
    }

    @Test
    @Covers("HHS036")
    void renet_tilley_impeccable_timing_may_trade_a_reserve_die_for_a_rolled_die_from_the_used_pile() {
        CardScenario sc = table(List.of("HHS036", "HHS046"), List.of("HHS046"));
        Die fist = sc.energy(0, Energy.FIST);
        Die triceraton = sc.unrolled(0, "HHS046", Zone.USED);
        sc.field(sc.character(0, "HHS036", Zone.RESERVE, 1));
        assertThat(sc.decision().prompt()).contains("up to 1");
        sc.choose(fist);
        assertThat(sc.zone(fist)).as("moved away on its owner's turn: Out of Play").isEqualTo(Zone.OUT_OF_PLAY);
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.RESERVE);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DieRolled r && r.dieId() == triceraton.id());
    }

    @Test
    @Covers("HHS036")
    void renet_tilley_impeccable_timing_declined_moves_nothing() {
        CardScenario sc = table(List.of("HHS036", "HHS046"), List.of("HHS046"));
        Die fist = sc.energy(0, Energy.FIST);
        Die triceraton = sc.unrolled(0, "HHS046", Zone.USED);
        sc.field(sc.character(0, "HHS036", Zone.RESERVE, 1));
        sc.choose();
        assertThat(sc.decision()).isNull();
        assertThat(sc.zone(fist)).isEqualTo(Zone.RESERVE);
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.USED);
    }

    @Test
    @Covers("HHS030")
    void michelangelo_chuck_and_chuck_kos_the_villain_that_kod_a_turtle_into_the_used_pile() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS030", "HHS023"));
        Die triceraton = sc.character(0, "HHS046", Zone.FIELD, 3);
        sc.character(1, "HHS030", Zone.FIELD, 1);
        Die leonardo = sc.character(1, "HHS023", Zone.FIELD, 1);
        sc.attackBlockedBy(triceraton, leonardo);
        assertThat(sc.wasKnockedOut(leonardo)).isTrue();
        assertThat(sc.wasKnockedOut(triceraton)).isTrue();
        assertThat(sc.zone(triceraton)).as("instead of the Prep Area").isEqualTo(Zone.USED);
    }

    @Test
    @Covers("HHS030")
    void michelangelo_chuck_and_chuck_does_nothing_when_no_villain_die_did_it() {
        CardScenario sc = table(List.of("HHS046"), List.of("HHS030", "HHS023"), "JUS067");
        Die triceraton = sc.character(0, "HHS046", Zone.FIELD, 1);
        sc.character(1, "HHS030", Zone.FIELD, 1);
        Die leonardo = sc.character(1, "HHS023", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS067", 0));
        sc.choose(leonardo);
        assertThat(sc.wasKnockedOut(leonardo)).isTrue();
        assertThat(sc.zone(triceraton)).as("an action die KO'd it").isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("WWE008")
    void becky_lynch_straight_fire_sends_the_first_die_purchased_this_turn_to_the_prep_area() {
        CardScenario sc = table(List.of("WWE008", "HHS001"), List.of("HHS046"));
        sc.energy(0, Energy.SHIELD);
        sc.global("WWE008", 0);
        sc.energyFace(0, "WWE008");
        sc.purchase("HHS001");
        assertThat(sc.state().diceIn(0, Zone.PREP)).extracting(d -> sc.state().definition(d).id())
                .containsExactly("HHS001");
        sc.energyFace(0, "WWE008");
        sc.purchase("HHS001");
        assertThat(sc.state().diceIn(0, Zone.PREP)).as("only the first purchase").hasSize(1);
        assertThat(sc.state().diceIn(0, Zone.USED)).hasSize(1);
    }

    @Test
    @Covers("WWE008")
    void becky_lynch_straight_fire_does_nothing_after_a_purchase_this_turn() {
        CardScenario sc = table(List.of("WWE008", "HHS001"), List.of("HHS046"));
        sc.energyFace(0, "WWE008");
        sc.purchase("HHS001");
        sc.energy(0, Energy.SHIELD);
        sc.global("WWE008", 0);
        sc.energyFace(0, "WWE008");
        sc.purchase("HHS001");
        assertThat(sc.state().diceIn(0, Zone.PREP)).isEmpty();
        assertThat(sc.state().diceIn(0, Zone.USED)).hasSize(2);
    }

    @Test
    @Covers("HHS035")
    void renet_tilley_79th_dimension_turns_an_action_die_to_any_face_at_the_end_of_the_roll_step() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS035"), List.of("CW001"), List.of("HHS051"));
        sc.character(0, "HHS035", Zone.FIELD, 1);
        Die action = sc.action(0, "HHS051", 0);
        sc.rollAndRerollOf(0);
        sc.act(new Action.Reroll(List.of()));
        assertThat(sc.decision()).as("may: up to one action die").isInstanceOfSatisfying(Decision.ChooseTargets.class,
                d -> assertThat(d.min()).isZero());
        sc.choose(action);
        assertThat(sc.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.max()).isEqualTo(6);
            assertThat(d.prompt()).contains("1 = ");
        });
        int energyFace = 0;
        while (!sc.state().definition(sc.now(action)).faces().get(energyFace).isEnergy()) {
            energyFace++;
        }
        sc.act(new Action.ChooseNumber(energyFace + 1));
        assertThat(sc.now(action).faceIndex()).isEqualTo(energyFace);
        assertThat(sc.state().step()).isEqualTo(Step.MAIN);
    }

    @Test
    @Covers("HHS035")
    void renet_tilley_79th_dimension_may_be_declined() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS035"), List.of("CW001"), List.of("HHS051"));
        sc.character(0, "HHS035", Zone.FIELD, 1);
        Die action = sc.action(0, "HHS051", 0);
        int face = action.faceIndex();
        sc.rollAndRerollOf(0);
        sc.act(new Action.Reroll(List.of()));
        sc.choose();
        assertThat(sc.decision()).isNull();
        assertThat(sc.now(action).faceIndex()).isEqualTo(face);
    }

    @Test
    @Covers("HHS021")
    void leatherhead_i_guarantee_names_a_turtle_that_cannot_be_purchased_or_fielded_while_it_is_active() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS021"), List.of("HHS007", "HHS022"), List.of());
        Die leatherhead = sc.character(0, "HHS021", Zone.RESERVE, 1);
        for (int i = 0; i < 3; i++) {
            sc.energy(0, Energy.FIST);
        }
        sc.field(leatherhead);
        assertThat(sc.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.prompt()).contains("1 = Donatello").contains("2 = Leonardo");
            assertThat(d.max()).as("the Turtle characters of the game").isEqualTo(2);
        });
        sc.act(new Action.ChooseNumber(1));
        assertThat(sc.state().namedCharacters()).singleElement()
                .satisfies(n -> assertThat(n.name()).isEqualTo("Donatello"));

        sc.turnOf(1);
        Die donatello = sc.character(1, "HHS007", Zone.RESERVE, 1);
        sc.energy(1, Energy.FIST);
        assertThat(sc.rejected(new Action.Field(donatello.id(), Payment.NOTHING)))
                .isEqualTo("Donatello cannot be fielded: Leatherhead named it.");
        for (int i = 0; i < 5; i++) {
            sc.energy(1, Energy.BOLT);
        }
        assertThat(sc.rejected(new Action.Purchase(sc.card("HHS007").index(),
                Engine.suggestPayment(sc.state(), 1, 5, List.of(Energy.BOLT))))).contains("cannot be purchased");
        Die leonardo = sc.character(1, "HHS022", Zone.RESERVE, 1);
        assertThat(Engine.check(sc.state(), new Action.Field(leonardo.id(),
                Engine.suggestPayment(sc.state(), 1, sc.state().face(leonardo).fieldCost(), List.of()))))
                .as("only the named character is forbidden").isNull();
    }

    /** Ann fields Parasite (level 2: 3A 4D) and copies the chosen die. */
    private static Die parasiteCopies(CardScenario sc, Die target) {
        Die parasite = sc.character(0, "JUS034", Zone.RESERVE, 2);
        sc.energy(0, Energy.BOLT);
        sc.field(parasite);
        if (sc.decision() != null) {
            sc.choose(target);
        }
        return parasite;
    }

    @Test
    @Covers("JUS034")
    void parasite_gains_the_copied_dies_attack_ability_and_that_die_loses_it() {
        CardScenario sc = table(List.of("JUS034", "HHS047"), List.of("HHS046"));
        Die triceraton = sc.character(0, "HHS047", Zone.FIELD, 1);
        Die parasite = parasiteCopies(sc, triceraton);
        sc.attack(parasite, triceraton);
        assertThat(sc.attackOf(parasite)).as("3A, +3A from the copied 'when attacks' ability").isEqualTo(6);
        assertThat(sc.attackOf(triceraton)).as("Triceraton lost its ability: its printed 3A").isEqualTo(3);
    }

    @Test
    @Covers("JUS034")
    void parasite_copies_a_keyword_until_the_end_of_the_turn_and_the_copied_die_gets_it_back() {
        CardScenario sc = table(List.of("JUS034"), List.of("HHS048"));
        Die triceraton = sc.character(1, "HHS048", Zone.FIELD, 1);
        Die parasite = parasiteCopies(sc, triceraton);
        assertThat(Stats.hasKeyword(sc.state(), sc.now(parasite), Keyword.OVERCRUSH)).isTrue();
        assertThat(Stats.hasKeyword(sc.state(), sc.now(triceraton), Keyword.OVERCRUSH)).isFalse();
        assertThat(Engine.copiedAbilitiesOf(sc.state(), sc.now(parasite))).contains("Triceraton");
        assertThat(Engine.hasLostAbilities(sc.state(), sc.now(triceraton))).isTrue();
        sc.endTurn();
        assertThat(Stats.hasKeyword(sc.state(), sc.now(parasite), Keyword.OVERCRUSH)).isFalse();
        assertThat(Stats.hasKeyword(sc.state(), sc.now(triceraton), Keyword.OVERCRUSH)).isTrue();
        assertThat(sc.events().stream().map(GameEvent::text).toList()).containsSubsequence(
                "Parasite gains the abilities of Triceraton until the end of the turn.",
                "Triceraton loses its abilities until the end of the turn.",
                "Parasite no longer has the abilities of Triceraton.",
                "Triceraton has its abilities again.");
    }

    @Test
    @Covers("JUS034")
    void parasite_targets_any_other_character_die_in_the_field_not_itself() {
        CardScenario sc = table(List.of("JUS034"), List.of("HHS048"));
        Die triceraton = sc.character(1, "HHS048", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        Die parasite = sc.character(0, "JUS034", Zone.RESERVE, 2);
        sc.energy(0, Energy.BOLT);
        sc.field(parasite);
        Decision.ChooseTargets choice = (Decision.ChooseTargets) sc.decision();
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
    private static Die taskmasterCopies(CardScenario sc) {
        Die taskmaster = sc.character(0, "CW131", Zone.RESERVE, 1);
        sc.energy(0, Energy.MASK);
        sc.energy(0, Energy.MASK);
        sc.field(taskmaster);
        sc.react(0);
        return taskmaster;
    }

    @Test
    @Covers("CW131")
    void taskmaster_becomes_a_copy_of_the_captured_die_name_stats_at_his_level_and_text() {
        CardScenario sc = table(List.of("CW131"), List.of("HHS047"));
        Die triceraton = sc.character(1, "HHS047", Zone.FIELD, 3);
        Die taskmaster = taskmasterCopies(sc);
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.OUT_OF_PLAY);
        assertThat(sc.state().nameOf(sc.now(taskmaster))).isEqualTo("Triceraton");
        assertThat(sc.level(taskmaster)).as("at the level Taskmaster showed").isEqualTo(1);
        assertThat(sc.attackOf(taskmaster)).as("Triceraton's level 1: 3A").isEqualTo(3);
        assertThat(Engine.copyOf(sc.state(), sc.now(taskmaster))).contains("Triceraton");
        sc.attack(taskmaster);
        assertThat(sc.attackOf(taskmaster)).as("Triceraton's 'when attacks' +3A").isEqualTo(6);
        sc.finishAttack();
        sc.endTurn();
        assertThat(sc.state().nameOf(sc.now(taskmaster))).isEqualTo("Taskmaster");
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.FIELD);
        assertThat(sc.events().stream().map(GameEvent::text).toList()).containsSubsequence(
                "Taskmaster becomes a copy of Triceraton until the end of the turn.",
                "The copy of Triceraton is Taskmaster again.");
    }

    @Test
    @Covers("CW131")
    void taskmaster_not_paid_captures_and_copies_nothing() {
        CardScenario sc = table(List.of("CW131"), List.of("HHS047"));
        Die triceraton = sc.character(1, "HHS047", Zone.FIELD, 3);
        Die taskmaster = sc.character(0, "CW131", Zone.RESERVE, 1);
        sc.energy(0, Energy.MASK);
        sc.energy(0, Energy.MASK);
        sc.field(taskmaster);
        sc.decline();
        assertThat(sc.zone(triceraton)).isEqualTo(Zone.FIELD);
        assertThat(sc.state().nameOf(sc.now(taskmaster))).isEqualTo("Taskmaster");
        assertThat(sc.attackOf(taskmaster)).isEqualTo(5);
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
