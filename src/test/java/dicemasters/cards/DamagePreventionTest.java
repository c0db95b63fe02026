package dicemasters.cards;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static dicemasters.testing.TestCards.BRUISER;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Preventing and redirecting damage, as the DC Justice rulebook's Reactive Global Abilities and
 * "Preventing and Redirecting" sections say: reactions interrupt before the damage is dealt, once
 * per triggering event; prevented damage is never dealt and triggers nothing; redirected damage
 * hits the new die from the same source.
 */
class DamagePreventionTest {
    /**
     * Ben has Long Live the Resistance! and one energy die showing {@code bensEnergy}; Ann attacks
     * with Tiger Claw, whose "when attacks" ability deals 2 damage to Ben.
     */
    private static TestGame tigerClawAttacksBen(Energy bensEnergy) {
        TestGame game = TestGame.setup().ann("HHS045").ben("CW001").basicActions("CW029").at(ANN, MAIN_STEP);
        TestDie tigerClaw = game.place(ANN, "Tiger Claw", FIELD_ZONE, level(1));
        game.energy(BEN, bensEnergy);
        game.attackWith(tigerClaw);
        return game;
    }

    @Test
    @Covers("CW029")
    void a_reactive_global_interrupts_before_the_damage_of_a_when_attacks_ability_is_dealt() {
        TestGame game = tigerClawAttacksBen(MASK);
        TestDie mask = game.diceIn(BEN, RESERVE_POOL).get(0);

        assertThat(game.decision()).isInstanceOf(Decision.React.class);
        assertThat(game).as("the defender decides at once").waitsOn(BEN);
        assertThat(game).player(BEN).as("the damage waits for the answer").hasLife(10);
        Decision.React react = (Decision.React) game.decision();
        assertThat(react.options()).singleElement().satisfies(o -> assertThat(o.text())
                .contains("Long Live the Resistance!").contains("prevent the 2 damage to you from Tiger Claw"));

        game.react(0);

        assertThat(game).player(BEN).as("all the damage is prevented").hasLife(10);
        assertThat(game).die(mask).as("energy spent on the opponent's turn goes to the Used Pile").isIn(USED_PILE);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p && p.amount() == 2);
        assertThat(game.events()).noneMatch(e -> e instanceof GameEvent.PlayerDamaged);
    }

    @Test
    @Covers("CW029")
    void declining_to_react_lets_the_damage_be_dealt() {
        TestGame game = tigerClawAttacksBen(MASK);

        game.decline();

        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).as("asked once per triggering event").asksNothing();
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.ReactionDeclined);
    }

    @Test
    @Covers("CW029")
    void no_reaction_is_offered_to_a_player_who_cannot_pay_or_for_damage_it_does_not_cover() {
        TestGame game = tigerClawAttacksBen(FIST);
        assertThat(game.decision() instanceof Decision.React).as("no Mask energy: nothing to ask").isFalse();
        assertThat(game).player(BEN).hasLife(8);

        game.energy(BEN, MASK);
        game.finishAttack();
        assertThat(game).as("combat damage is not a 'when attacks' ability").asksNothing();
        assertThat(game.life(BEN)).isLessThan(8);
    }

    @Test
    void while_a_reaction_is_awaited_nothing_else_may_happen_and_the_legal_answers_are_listed() {
        TestGame game = tigerClawAttacksBen(MASK);

        assertThat(game).action(passing()).isRejected().startsWith("First answer: Ben: damage is about to be dealt");
        assertThat(Engine.legalActions(game.state())).hasSize(2)
                .anyMatch(a -> a instanceof Action.React).anyMatch(a -> a instanceof Action.DeclineReaction);
        assertThat(game).action(new Action.React(0, dicemasters.engine.energy.Payment.NOTHING)).isRejected()
                .contains("Long Live the Resistance!");
    }

    @Test
    @Covers("CW096")
    void ronin_lone_warrior_kos_a_ronin_die_to_prevent_all_damage_from_one_source_once_per_turn() {
        TestGame game = TestGame.setup().ann("HHS045").ben("CW096").at(ANN, MAIN_STEP);
        TestDie tigerClaw = game.place(ANN, "Tiger Claw", FIELD_ZONE, level(1));
        TestDie ronin = game.place(BEN, "Ronin", FIELD_ZONE, level(1));
        TestDie otherRonin = game.place(BEN, "Ronin", FIELD_ZONE, level(1));
        game.attackWith(tigerClaw);
        assertThat(game.decision()).isInstanceOf(Decision.React.class);

        game.react(0);
        assertThat(game.decision()).as("which Ronin die pays").isInstanceOf(Decision.ChooseTargets.class);
        game.choose(otherRonin);

        assertThat(game).die(otherRonin).isIn(PREP_AREA);
        assertThat(game).die(ronin).isIn(FIELD_ZONE);
        assertThat(game).player(BEN).as("Tiger Claw's 2 damage is prevented").hasLife(10);

        game.finishAttack();
        assertThat(game).as("once per turn: the combat damage is not offered").asksNothing();
        assertThat(game.life(BEN)).isLessThan(10);
    }

    @Test
    @Covers("CW137")
    void ronin_between_employers_redirects_damage_meant_for_another_die_to_itself() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW137", "CW011").at(ANN, MAIN_STEP);
        TestDie ronin = game.place(BEN, "Ronin", FIELD_ZONE, level(2));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.energy(ANN, SHIELD);
        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));
        if (game.decision() instanceof Decision.ChooseTargets) {
            game.choose(rocket);
        }
        assertThat(game.decision()).isInstanceOf(Decision.React.class);
        assertThat(game).die(rocket).hasDamage(0);

        game.react(0);

        assertThat(game).die(rocket).hasDamage(0);
        assertThat(game).die(ronin).as("the damage goes to Ronin instead, same source").hasDamage(1);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamageRedirected r
                && r.source().equals("Black Widow") && r.amount() == 1);
    }

    @Test
    @Covers("CW141")
    void steve_rogers_takes_up_to_two_of_the_damage_meant_for_his_player_from_each_source() {
        TestGame game = TestGame.setup().ann("HHS045").ben("CW141").at(ANN, MAIN_STEP);
        TestDie tigerClaw = game.place(ANN, "Tiger Claw", FIELD_ZONE, level(2));
        TestDie steve = game.place(BEN, "Steve Rogers", FIELD_ZONE, level(3));
        game.attackWith(tigerClaw);
        game.react(0);
        assertThat(game).die(steve).hasDamage(2);
        assertThat(game).player(BEN).hasLife(10);

        game.finishAttack();
        assertThat(game.decision()).as("the combat damage is another source").isInstanceOf(Decision.React.class);
        game.react(0);
        assertThat(game).player(BEN).as("only 2 of Tiger Claw's 6 combat damage moves").hasLife(6);
        assertThat(game.events().stream().filter(e -> e instanceof GameEvent.DamageRedirected)).hasSize(2);
        assertThat(game).die(steve).as("4 damage on a 7D die").wasNotKnockedOut();
    }

    @Test
    @Covers("HHS003")
    void april_sixth_sense_prevents_the_first_x_damage_from_each_source_each_turn() {
        // X is the number of active Turtle characters: Donatello and Leonardo make 2.
        TestGame game = TestGame.setup().ann("CW001").ben("HHS003", "HHS007", "HHS022").at(ANN, MAIN_STEP);
        TestDie april = game.place(BEN, "April", FIELD_ZONE, level(3));
        game.place(BEN, "Donatello", FIELD_ZONE, level(1));
        game.place(BEN, "Leonardo", FIELD_ZONE, level(1));
        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));
        if (game.decision() instanceof Decision.ChooseTargets) {
            game.choose(april);
        }
        assertThat(game).die(april).as("1 damage from Black Widow: prevented").hasDamage(0);
        assertThat(game.state().thisTurn().damagePrevented()).singleElement()
                .satisfies(p -> assertThat(p.amount()).isEqualTo(1));
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p && p.by().equals("April"));
    }

    @Test
    @Covers("HHS003")
    void april_sixth_sense_prevents_only_the_first_x_of_a_bigger_hit() {
        // One Turtle character (Donatello) is active: X is 1.
        TestGame game = TestGame.setup().ann("CW011").ben("HHS003", "HHS007").at(ANN, MAIN_STEP);
        TestDie april = game.place(BEN, "April", FIELD_ZONE, level(3));
        game.place(BEN, "Donatello", FIELD_ZONE, level(1));
        TestDie rocket = game.place(ANN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.attackBlockedBy(rocket, april);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p && p.amount() == 1);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == april.id()
                && d.amount() == 3);
        assertThat(game).die(april).as("3 damage on a 4D die").wasNotKnockedOut();
    }

    @Test
    @Covers("HHS050")
    void ingenious_tactics_prevents_combat_damage_to_your_attackers_but_not_the_damage_they_deal() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW011").basicActions("HHS050").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Ingenious Tactics", RESERVE_POOL, action(0)));
        assertThat(game.state().thisTurn().turnEffects()).hasSize(1);
        game.attackBlockedBy(spider, rocket);
        assertThat(game).die(spider).as("no combat damage reaches the attacker").isIn(FIELD_ZONE);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p
                && p.by().equals("Ingenious Tactics"));
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == rocket.id());
    }

    @Test
    @Covers("HHS050")
    void ingenious_tactics_ends_with_the_turn() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW011").basicActions("HHS050").at(ANN, MAIN_STEP);
        game.use(game.place(ANN, "Ingenious Tactics", RESERVE_POOL, action(0)));
        game.endTurn();
        assertThat(game.state().thisTurn().turnEffects()).isEmpty();
    }

    @Test
    @Covers("JUS071")
    void static_field_lets_character_dice_deal_only_one_combat_damage() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW011").basicActions("JUS071").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Static Field", RESERVE_POOL, action(0)));
        game.attackWith(spider);
        game.finishAttack();
        assertThat(game.life(BEN)).as("one damage instead of " + game.attack(spider)).isEqualTo(9);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamageLimited);
    }

    @Test
    @Covers("JUS071")
    void static_field_lets_a_die_blocked_by_two_deal_only_one_combat_damage_in_all() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW011").basicActions("JUS071").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(3));
        TestDie rocketA = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie rocketB = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Static Field", RESERVE_POOL, action(0)));
        game.attackWith(spider);
        game.blocks(block(rocketA, spider), block(rocketB, spider));
        game.finishAttack();

        assertThat(game.decision()).isInstanceOfSatisfying(Decision.SplitDamage.class,
                d -> assertThat(d.amount()).as("1 damage to split, not 6").isEqualTo(1));
        game.splitDamage(share(spider, rocketA, 1), share(spider, rocketB, 0));
        assertThat(game).die(rocketA).wasKnockedOut();
        assertThat(game).die(rocketB).wasNotKnockedOut();
    }

    @Test
    @Covers("JUS071")
    void static_field_leaves_an_overcrush_die_that_cannot_ko_its_blocker_nothing_for_the_player() {
        TestGame game = TestGame.setup().ann(BRUISER).ben("JUS010").basicActions("JUS071").at(ANN, MAIN_STEP);
        TestDie bruiser = game.place(ANN, BRUISER, FIELD_ZONE, level(3));
        TestDie manta = game.place(BEN, "Black Manta", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Static Field", RESERVE_POOL, action(0)));
        game.attackWith(bruiser);
        game.block(manta, bruiser);
        game.finishAttack();

        assertThat(game).die(manta).wasNotKnockedOut();
        assertThat(game.events(GameEvent.DieDamaged.class)).filteredOn(d -> d.dieId() == manta.id()).singleElement()
                .satisfies(d -> assertThat(d.amount()).as("Bruiser deals 1 in all").isEqualTo(1));
        assertThat(game).player(BEN).as("1 damage does not KO the blocker: nothing goes through").hasLife(10);
    }

    @Test
    @Covers("JUS071")
    void static_field_global_removes_an_attacker_from_combat() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW011").basicActions("JUS071").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(3));
        game.attackWith(spider);
        assertThat(game).as("Ben has no die that could block").isAt(ATTACK_WINDOW);
        game.energy(BEN, MASK);
        game.pass();
        game.useGlobal("Static Field", 1);
        game.finishAttack();
        assertThat(game).player(BEN).hasLife(10);
        assertThat(game).die(spider).as("back in the Field Zone, not Out of Play").isIn(FIELD_ZONE);
    }

    @Test
    @Covers("JUS043")
    void superman_takes_no_damage_from_villains_but_does_from_others() {
        TestGame game = TestGame.setup().ann("CW001", "HHS046").ben("JUS043").at(ANN, MAIN_STEP);
        TestDie superman = game.place(BEN, "Superman", FIELD_ZONE, level(1));
        TestDie triceraton = game.place(ANN, "Triceraton", FIELD_ZONE, level(1));
        game.field(game.place(ANN, "Black Widow", RESERVE_POOL, level(1)));
        assertThat(game).die(superman).as("Black Widow is a Thunderbolt, not a Villain").hasDamage(1);

        game.attackBlockedBy(triceraton, superman);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamagePrevented p && p.by().equals("Superman")
                && p.amount() == 3);
        assertThat(game).die(superman).wasNotKnockedOut();
        assertThat(game).die(triceraton).wasKnockedOut();
    }

    @Test
    @Covers("HHS014")
    void an_attacker_blocked_by_hamato_yoshi_unknowing_teacher_also_deals_its_attack_to_itself() {
        TestGame game = TestGame.setup().ann("CW014").ben("HHS014").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie other = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(1));
        TestDie sidekick = game.sidekick(BEN, FIELD_ZONE);
        game.attackWith(spider, other);
        game.blocks(block(yoshi, spider), block(sidekick, other));
        game.finishAttack();
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == spider.id()
                && d.amount() == 3 && d.source().equals("Scarlet Spider"));
        assertThat(game).die(spider).as("2 from Yoshi and 3 from itself on a 3D die").wasKnockedOut();
        assertThat(game.events()).noneMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == other.id()
                && d.source().equals("Scarlet Spider"));
    }

    @Test
    @Covers("CW023")
    void brother_fights_brother_each_player_kos_a_die_and_may_pay_shield_to_gain_a_life_for_it() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011").basicActions("CW023").at(ANN, MAIN_STEP);
        TestDie widow = game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie shield = game.energy(BEN, SHIELD);
        game.life(BEN, 8);
        game.use(game.place(ANN, "Brother Fights Brother", RESERVE_POOL, action(0)));

        assertThat(game).die(widow).isIn(PREP_AREA);
        assertThat(game).die(rocket).isIn(PREP_AREA);
        assertThat(game.decision()).as("Ben's die was KO'd and he has Shield energy; Ann has none")
                .isInstanceOfSatisfying(Decision.React.class, d -> {
                    assertThat(d.player()).isEqualTo(1);
                    assertThat(d.options()).singleElement().satisfies(o -> assertThat(o.hit()).isNegative());
                });
        game.react(0);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).die(shield).as("paid on the opponent's turn: Used Pile").isIn(USED_PILE);
    }

    @Test
    @Covers("CW023")
    void brother_fights_brother_may_be_used_with_no_die_of_ones_own_and_the_opponent_still_kos_one_of_theirs() {
        TestGame game = TestGame.setup().ann("CW001").ben("HHS033").basicActions("CW023").at(ANN, MAIN_STEP);
        TestDie raphael = game.place(BEN, "Raphael", FIELD_ZONE, level(1));
        game.use(game.place(ANN, "Brother Fights Brother", RESERVE_POOL, action(0)));
        assertThat(game).as("each player KOs a die they control: chosen, not targeted, so Raphael's protection"
                + " from action dice does not save him").die(raphael).isIn(PREP_AREA);
    }

    @Test
    @Covers("CW023")
    void brother_fights_brother_global_may_be_declined() {
        TestGame game = TestGame.setup().ann("CW001").ben("CW011").basicActions("CW023").at(ANN, MAIN_STEP);
        game.place(ANN, "Black Widow", FIELD_ZONE, level(1));
        game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
        TestDie shield = game.energy(BEN, SHIELD);
        game.life(BEN, 8);
        game.use(game.place(ANN, "Brother Fights Brother", RESERVE_POOL, action(0)));
        game.decline();
        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).die(shield).isIn(RESERVE_POOL);
        assertThat(game).asksNothing();
    }

    @Test
    @Covers("WWE050")
    void jerry_lawler_makes_blocked_and_blocking_dice_deal_double_combat_damage() {
        TestGame game = TestGame.setup().ann("CW014").ben("HHS014").basicActions("WWE050").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie unblocked = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie yoshi = game.place(BEN, "Hamato Yoshi", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "Jerry Lawler, Ringside Announcer", RESERVE_POOL, action(0)));
        game.attackWith(spider, unblocked);
        game.block(yoshi, spider);
        game.finishAttack();
        assertThat(game.events()).as("Scarlet Spider's 3 becomes 6 on the 9D Yoshi")
                .anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == yoshi.id() && d.amount() == 6);
        assertThat(game.events()).as("Yoshi blocks: his 3 becomes 6")
                .anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == spider.id() && d.amount() == 6
                        && d.source().equals("Hamato Yoshi"));
        assertThat(game).player(BEN).as("the unblocked attacker's damage is not doubled").hasLife(7);
    }

    @Test
    @Covers("WWE050")
    void jerry_lawler_global_doubles_one_engaged_die_once_per_turn() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW011").basicActions("WWE050").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie fist = game.energy(ANN, FIST);
        game.energy(ANN, FIST);
        game.attackWith(spider);
        game.block(rocket, spider);
        game.useGlobal("Jerry Lawler, Ringside Announcer", 1);
        if (game.decision() instanceof Decision.ChooseTargets) {
            game.choose(rocket);
        }
        assertThat(game.zone(fist)).isNotEqualTo(RESERVE_POOL);
        assertThat(game).action(game.globalAction("Jerry Lawler, Ringside Announcer", 1)).isRejected()
                .contains("only 1 time per turn");
        game.finishAttack();
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DieDamaged d && d.dieId() == spider.id()
                && d.amount() == 8);
        assertThat(game.events()).anyMatch(e -> e instanceof GameEvent.DamageDoubled);
    }

    @Test
    @Covers("WWE049")
    void a_moment_of_bliss_lets_its_player_take_blocked_attackers_out_of_combat_before_damage() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW011").basicActions("WWE049").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie unblocked = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        game.use(game.place(ANN, "A Moment of Bliss", RESERVE_POOL, action(0)));
        game.attackWith(spider, unblocked);
        game.block(rocket, spider);
        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseTargets.class, d -> {
            assertThat(d.candidates()).as("only blocked attackers").containsExactly(spider.id());
            assertThat(d.min()).as("any number, none included").isZero();
        });
        game.choose(spider);
        assertThat(game).die(spider).isIn(FIELD_ZONE);
        game.finishAttack();
        assertThat(game).die(spider).as("Rocket's 4 damage never reaches it").wasNotKnockedOut();
        assertThat(game).die(rocket).wasNotKnockedOut();
        assertThat(game).player(BEN).as("the unblocked attacker still hits").hasLife(7);
    }

    @Test
    @Covers("WWE049")
    void a_moment_of_bliss_used_after_blockers_are_declared_still_removes_blocked_attackers() {
        TestGame game = TestGame.setup().ann("CW014").ben("CW011").basicActions("WWE049").at(ANN, MAIN_STEP);
        TestDie spider = game.place(ANN, "Scarlet Spider", FIELD_ZONE, level(1));
        TestDie rocket = game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(3));
        TestDie bliss = game.place(ANN, "A Moment of Bliss", RESERVE_POOL, action(0));
        game.attackWith(spider);
        game.block(rocket, spider);
        assertThat(game).isAt(ATTACK_WINDOW);

        game.use(bliss);
        game.choose(spider);
        assertThat(game).die(spider).isIn(FIELD_ZONE);
        game.finishAttack();
        assertThat(game).die(spider).as("Rocket's 4 damage never reaches it").wasNotKnockedOut();
    }

    @Test
    @Covers("CW029")
    void a_reactive_global_is_a_global_no_global_can_be_used_after_nefarious_broadcast() {
        TestGame game = TestGame.setup().ann("HHS045").ben("CW001").basicActions("CW029", "HHS054").at(ANN, MAIN_STEP);
        TestDie tigerClaw = game.place(ANN, "Tiger Claw", FIELD_ZONE, level(1));
        game.energy(BEN, MASK);
        game.use(game.place(ANN, "Nefarious Broadcast", RESERVE_POOL, action(0)));
        game.attackWith(tigerClaw);
        assertThat(game.decision() instanceof Decision.React).as("Ben may not react with a Global").isFalse();
        assertThat(game).player(BEN).hasLife(8);
    }
}
