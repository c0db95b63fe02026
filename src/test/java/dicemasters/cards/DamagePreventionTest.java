package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.GameEvent;
import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Preventing and redirecting damage, as the DC Justice rulebook's Reactive Global Abilities and
 * "Preventing and Redirecting" sections say: reactions interrupt before the damage is dealt, once
 * per triggering event; prevented damage is never dealt and triggers nothing; redirected damage
 * hits the new die from the same source.
 */
class DamagePreventionTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    /**
     * Bob has Long Live the Resistance! and one energy die showing {@code bobsEnergy}; Ann attacks
     * with Tiger Claw, whose "when attacks" ability deals 2 damage to Bob.
     */
    private static CardScenario tigerClawAttacksBob(Energy bobsEnergy) {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS045"), List.of("CW001"), List.of("CW029"));
        Die tigerClaw = sc.character(0, "HHS045", Zone.FIELD, 1);
        sc.energy(1, bobsEnergy);
        sc.attack(tigerClaw);
        return sc;
    }

    @Test
    @Covers("CW029")
    void a_reactive_global_interrupts_before_the_damage_of_a_when_attacks_ability_is_dealt() {
        CardScenario sc = tigerClawAttacksBob(Energy.MASK);
        Die mask = sc.state().diceIn(1, Zone.RESERVE).get(0);

        assertThat(sc.decision()).isInstanceOf(Decision.React.class);
        assertThat(sc.decision().player()).as("the defender decides at once").isEqualTo(1);
        assertThat(sc.life(1)).as("the damage waits for the answer").isEqualTo(10);
        Decision.React react = (Decision.React) sc.decision();
        assertThat(react.options()).singleElement().satisfies(o -> assertThat(o.text())
                .contains("Long Live the Resistance!").contains("prevent the 2 damage to you from Tiger Claw"));

        sc.react(0);

        assertThat(sc.life(1)).as("all the damage is prevented").isEqualTo(10);
        assertThat(sc.zone(mask)).as("energy spent on the opponent's turn goes to the Used Pile")
                .isEqualTo(Zone.USED);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p && p.amount() == 2);
        assertThat(sc.events()).noneMatch(e -> e instanceof GameEvent.PlayerDamaged);
    }

    @Test
    @Covers("CW029")
    void declining_to_react_lets_the_damage_be_dealt() {
        CardScenario sc = tigerClawAttacksBob(Energy.MASK);

        sc.decline();

        assertThat(sc.life(1)).isEqualTo(8);
        assertThat(sc.decision()).as("asked once per triggering event").isNull();
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.ReactionDeclined);
    }

    @Test
    @Covers("CW029")
    void no_reaction_is_offered_to_a_player_who_cannot_pay_or_for_damage_it_does_not_cover() {
        CardScenario sc = tigerClawAttacksBob(Energy.FIST);
        assertThat(sc.decision() instanceof Decision.React).as("no Mask energy: nothing to ask").isFalse();
        assertThat(sc.life(1)).isEqualTo(8);

        sc.energy(1, Energy.MASK);
        sc.finishAttack();
        assertThat(sc.decision()).as("combat damage is not a 'when attacks' ability").isNull();
        assertThat(sc.life(1)).isLessThan(8);
    }

    @Test
    void while_a_reaction_is_awaited_nothing_else_may_happen_and_the_legal_answers_are_listed() {
        CardScenario sc = tigerClawAttacksBob(Energy.MASK);

        assertThat(sc.rejected(new Action.Pass())).startsWith("First answer: Bob: damage is about to be dealt");
        assertThat(Engine.legalActions(sc.state())).hasSize(2)
                .anyMatch(a -> a instanceof Action.React).anyMatch(a -> a instanceof Action.DeclineReaction);
        assertThat(sc.rejected(new Action.React(0, dicemasters.engine.energy.Payment.NOTHING)))
                .contains("Long Live the Resistance!");
    }

    @Test
    @Covers("CW096")
    void ronin_lone_warrior_kos_a_ronin_die_to_prevent_all_damage_from_one_source_once_per_turn() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS045"), List.of("CW096"), List.of());
        Die tigerClaw = sc.character(0, "HHS045", Zone.FIELD, 1);
        Die ronin = sc.character(1, "CW096", Zone.FIELD, 1);
        Die otherRonin = sc.character(1, "CW096", Zone.FIELD, 1);
        sc.attack(tigerClaw);
        assertThat(sc.decision()).isInstanceOf(Decision.React.class);

        sc.react(0);
        assertThat(sc.decision()).as("which Ronin die pays").isInstanceOf(Decision.ChooseTargets.class);
        sc.choose(otherRonin);

        assertThat(sc.zone(otherRonin)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(ronin)).isEqualTo(Zone.FIELD);
        assertThat(sc.life(1)).as("Tiger Claw's 2 damage is prevented").isEqualTo(10);

        sc.finishAttack();
        assertThat(sc.decision()).as("once per turn: the combat damage is not offered").isNull();
        assertThat(sc.life(1)).isLessThan(10);
    }

    @Test
    @Covers("CW137")
    void ronin_between_employers_redirects_damage_meant_for_another_die_to_itself() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("CW137", "CW011"), List.of());
        Die ronin = sc.character(1, "CW137", Zone.FIELD, 2);
        Die rocket = sc.character(1, "CW011", Zone.FIELD, 1);
        sc.energy(0, Energy.SHIELD);
        sc.field(sc.character(0, "CW001", Zone.RESERVE, 1));
        if (sc.decision() instanceof Decision.ChooseTargets) {
            sc.choose(rocket);
        }
        assertThat(sc.decision()).isInstanceOf(Decision.React.class);
        assertThat(sc.damage(rocket)).isZero();

        sc.react(0);

        assertThat(sc.damage(rocket)).isZero();
        assertThat(sc.damage(ronin)).as("the damage goes to Ronin instead, same source").isEqualTo(1);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DamageRedirected r
                && r.source().equals("Black Widow") && r.amount() == 1);
    }

    @Test
    @Covers("CW141")
    void steve_rogers_takes_up_to_two_of_the_damage_meant_for_his_player_from_each_source() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS045"), List.of("CW141"), List.of());
        Die tigerClaw = sc.character(0, "HHS045", Zone.FIELD, 2);
        Die steve = sc.character(1, "CW141", Zone.FIELD, 3);
        sc.attack(tigerClaw);
        sc.react(0);
        assertThat(sc.damage(steve)).isEqualTo(2);
        assertThat(sc.life(1)).isEqualTo(10);

        sc.finishAttack();
        assertThat(sc.decision()).as("the combat damage is another source").isInstanceOf(Decision.React.class);
        sc.react(0);
        assertThat(sc.life(1)).as("only 2 of Tiger Claw's 6 combat damage moves").isEqualTo(6);
        assertThat(sc.events().stream().filter(e -> e instanceof GameEvent.DamageRedirected)).hasSize(2);
        assertThat(sc.wasKnockedOut(steve)).as("4 damage on a 7D die").isFalse();
    }

    @Test
    @Covers("HHS003")
    void april_sixth_sense_prevents_the_first_x_damage_from_each_source_each_turn() {
        // X is the number of active Turtle characters: Donatello and Leonardo make 2.
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("HHS003", "HHS007", "HHS022"),
                List.of());
        Die april = sc.character(1, "HHS003", Zone.FIELD, 3);
        sc.character(1, "HHS007", Zone.FIELD, 1);
        sc.character(1, "HHS022", Zone.FIELD, 1);
        sc.field(sc.character(0, "CW001", Zone.RESERVE, 1));
        if (sc.decision() instanceof Decision.ChooseTargets) {
            sc.choose(april);
        }
        assertThat(sc.damage(april)).as("1 damage from Black Widow: prevented").isZero();
        assertThat(sc.state().preventedThisTurn()).singleElement().satisfies(p -> assertThat(p.amount()).isEqualTo(1));
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p && p.by().equals("April"));
    }

    @Test
    @Covers("HHS003")
    void april_sixth_sense_prevents_only_the_first_x_of_a_bigger_hit() {
        // One Turtle character (Donatello) is active: X is 1.
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW011"), List.of("HHS003", "HHS007"), List.of());
        Die april = sc.character(1, "HHS003", Zone.FIELD, 3);
        sc.character(1, "HHS007", Zone.FIELD, 1);
        Die rocket = sc.character(0, "CW011", Zone.FIELD, 3);
        sc.attackBlockedBy(rocket, april);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p && p.amount() == 1);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == april.id()
                && d.amount() == 3);
        assertThat(sc.wasKnockedOut(april)).as("3 damage on a 4D die").isFalse();
    }

    @Test
    @Covers("HHS050")
    void ingenious_tactics_prevents_combat_damage_to_your_attackers_but_not_the_damage_they_deal() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW014"), List.of("CW011"), List.of("HHS050"));
        Die spider = sc.character(0, "CW014", Zone.FIELD, 1);
        Die rocket = sc.character(1, "CW011", Zone.FIELD, 3);
        sc.use(sc.action(0, "HHS050", 0));
        assertThat(sc.state().turnEffects()).hasSize(1);
        sc.attackBlockedBy(spider, rocket);
        assertThat(sc.zone(spider)).as("no combat damage reaches the attacker").isEqualTo(Zone.FIELD);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p
                && p.by().equals("Ingenious Tactics"));
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == rocket.id());
    }

    @Test
    @Covers("HHS050")
    void ingenious_tactics_ends_with_the_turn() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW014"), List.of("CW011"), List.of("HHS050"));
        sc.use(sc.action(0, "HHS050", 0));
        sc.endTurn();
        assertThat(sc.state().turnEffects()).isEmpty();
    }

    @Test
    @Covers("JUS071")
    void static_field_lets_character_dice_deal_only_one_combat_damage() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW014"), List.of("CW011"), List.of("JUS071"));
        Die spider = sc.character(0, "CW014", Zone.FIELD, 3);
        sc.use(sc.action(0, "JUS071", 0));
        sc.attack(spider);
        sc.finishAttack();
        assertThat(sc.life(1)).as("one damage instead of " + sc.attackOf(spider)).isEqualTo(9);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DamageLimited);
    }

    @Test
    @Covers("JUS071")
    void static_field_global_removes_an_attacker_from_combat() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW014"), List.of("CW011"), List.of("JUS071"));
        Die spider = sc.character(0, "CW014", Zone.FIELD, 3);
        sc.attack(spider);
        assertThat(sc.state().step()).as("Bob has no die that could block").isEqualTo(Step.ATTACK_WINDOW);
        sc.energy(1, Energy.MASK);
        sc.act(new Action.Pass());
        sc.global("JUS071", 1);
        sc.finishAttack();
        assertThat(sc.life(1)).isEqualTo(10);
        assertThat(sc.zone(spider)).as("back in the Field Zone, not Out of Play").isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("JUS043")
    void superman_takes_no_damage_from_villains_but_does_from_others() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001", "HHS046"), List.of("JUS043"), List.of());
        Die superman = sc.character(1, "JUS043", Zone.FIELD, 1);
        Die triceraton = sc.character(0, "HHS046", Zone.FIELD, 1);
        sc.field(sc.character(0, "CW001", Zone.RESERVE, 1));
        assertThat(sc.damage(superman)).as("Black Widow is a Thunderbolt, not a Villain").isEqualTo(1);

        sc.attackBlockedBy(triceraton, superman);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p && p.by().equals("Superman")
                && p.amount() == 3);
        assertThat(sc.wasKnockedOut(superman)).isFalse();
        assertThat(sc.wasKnockedOut(triceraton)).isTrue();
    }

    @Test
    @Covers("HHS014")
    void an_attacker_blocked_by_hamato_yoshi_unknowing_teacher_also_deals_its_attack_to_itself() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW014"), List.of("HHS014"), List.of());
        Die spider = sc.character(0, "CW014", Zone.FIELD, 1);
        Die other = sc.character(0, "CW014", Zone.FIELD, 1);
        Die yoshi = sc.character(1, "HHS014", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.attack(spider, other);
        sc.blocks(block(yoshi, spider), block(sidekick, other));
        sc.finishAttack();
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == spider.id()
                && d.amount() == 3 && d.source().equals("Scarlet Spider"));
        assertThat(sc.wasKnockedOut(spider)).as("2 from Yoshi and 3 from itself on a 3D die").isTrue();
        assertThat(sc.events()).noneMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == other.id()
                && d.source().equals("Scarlet Spider"));
    }

    @Test
    @Covers("CW023")
    void brother_fights_brother_each_player_kos_a_die_and_may_pay_shield_to_gain_a_life_for_it() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("CW011"), List.of("CW023"));
        Die widow = sc.character(0, "CW001", Zone.FIELD, 1);
        Die rocket = sc.character(1, "CW011", Zone.FIELD, 1);
        Die shield = sc.energy(1, Energy.SHIELD);
        sc.setLife(1, 8);
        sc.use(sc.action(0, "CW023", 0));

        assertThat(sc.zone(widow)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(rocket)).isEqualTo(Zone.PREP);
        assertThat(sc.decision()).as("Bob's die was KO'd and he has Shield energy; Ann has none")
                .isInstanceOfSatisfying(Decision.React.class, d -> {
                    assertThat(d.player()).isEqualTo(1);
                    assertThat(d.options()).singleElement().satisfies(o -> assertThat(o.hit()).isNegative());
                });
        sc.react(0);
        assertThat(sc.life(1)).isEqualTo(9);
        assertThat(sc.zone(shield)).as("paid on the opponent's turn: Used Pile").isEqualTo(Zone.USED);
    }

    @Test
    @Covers("CW023")
    void brother_fights_brother_global_may_be_declined() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW001"), List.of("CW011"), List.of("CW023"));
        sc.character(0, "CW001", Zone.FIELD, 1);
        sc.character(1, "CW011", Zone.FIELD, 1);
        Die shield = sc.energy(1, Energy.SHIELD);
        sc.setLife(1, 8);
        sc.use(sc.action(0, "CW023", 0));
        sc.decline();
        assertThat(sc.life(1)).isEqualTo(8);
        assertThat(sc.zone(shield)).isEqualTo(Zone.RESERVE);
        assertThat(sc.decision()).isNull();
    }

    @Test
    @Covers("WWE050")
    void jerry_lawler_makes_blocked_and_blocking_dice_deal_double_combat_damage() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW014"), List.of("HHS014"), List.of("WWE050"));
        Die spider = sc.character(0, "CW014", Zone.FIELD, 1);
        Die unblocked = sc.character(0, "CW014", Zone.FIELD, 1);
        Die yoshi = sc.character(1, "HHS014", Zone.FIELD, 3);
        sc.use(sc.action(0, "WWE050", 0));
        sc.attack(spider, unblocked);
        sc.blocks(block(yoshi, spider));
        sc.finishAttack();
        assertThat(sc.events()).as("Scarlet Spider's 3 becomes 6 on the 9D Yoshi")
                .anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == yoshi.id() && d.amount() == 6);
        assertThat(sc.events()).as("Yoshi blocks: his 3 becomes 6")
                .anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == spider.id() && d.amount() == 6
                        && d.source().equals("Hamato Yoshi"));
        assertThat(sc.life(1)).as("the unblocked attacker's damage is not doubled").isEqualTo(7);
    }

    @Test
    @Covers("WWE050")
    void jerry_lawler_global_doubles_one_engaged_die_once_per_turn() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW014"), List.of("CW011"), List.of("WWE050"));
        Die spider = sc.character(0, "CW014", Zone.FIELD, 1);
        Die rocket = sc.character(1, "CW011", Zone.FIELD, 3);
        Die fist = sc.energy(0, Energy.FIST);
        sc.energy(0, Energy.FIST);
        sc.attack(spider);
        sc.blocks(block(rocket, spider));
        sc.global("WWE050", 1);
        if (sc.decision() instanceof Decision.ChooseTargets) {
            sc.choose(rocket);
        }
        assertThat(sc.zone(fist)).isNotEqualTo(Zone.RESERVE);
        assertThat(sc.rejected(new Action.UseGlobal(sc.card("WWE050").index(), 1,
                Engine.suggestPayment(sc.state(), 0, 1, List.of(Energy.FIST))))).contains("only 1 time per turn");
        sc.finishAttack();
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == spider.id()
                && d.amount() == 8);
        assertThat(sc.events()).anyMatch(e -> e instanceof GameEvent.DamageDoubled);
    }

    @Test
    @Covers("WWE049")
    void a_moment_of_bliss_lets_its_player_take_blocked_attackers_out_of_combat_before_damage() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("CW014"), List.of("CW011"), List.of("WWE049"));
        Die spider = sc.character(0, "CW014", Zone.FIELD, 1);
        Die unblocked = sc.character(0, "CW014", Zone.FIELD, 1);
        Die rocket = sc.character(1, "CW011", Zone.FIELD, 3);
        sc.use(sc.action(0, "WWE049", 0));
        sc.attack(spider, unblocked);
        sc.blocks(block(rocket, spider));
        assertThat(sc.decision()).isInstanceOfSatisfying(Decision.ChooseTargets.class, d -> {
            assertThat(d.candidates()).as("only blocked attackers").containsExactly(spider.id());
            assertThat(d.min()).as("any number, none included").isZero();
        });
        sc.choose(spider);
        assertThat(sc.zone(spider)).isEqualTo(Zone.FIELD);
        sc.finishAttack();
        assertThat(sc.wasKnockedOut(spider)).as("Rocket's 4 damage never reaches it").isFalse();
        assertThat(sc.wasKnockedOut(rocket)).isFalse();
        assertThat(sc.life(1)).as("the unblocked attacker still hits").isEqualTo(7);
    }

    @Test
    @Covers("CW029")
    void a_reactive_global_is_a_global_no_global_can_be_used_after_nefarious_broadcast() {
        CardScenario sc = CardScenario.of(LIBRARY, List.of("HHS045"), List.of("CW001"), List.of("CW029", "HHS054"));
        Die tigerClaw = sc.character(0, "HHS045", Zone.FIELD, 1);
        sc.energy(1, Energy.MASK);
        sc.use(sc.action(0, "HHS054", 0));
        sc.attack(tigerClaw);
        assertThat(sc.decision() instanceof Decision.React).as("Bob may not react with a Global").isFalse();
        assertThat(sc.life(1)).isEqualTo(8);
    }
}
