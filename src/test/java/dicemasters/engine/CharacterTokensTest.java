package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.GameBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.card.DieSelector.target;
import static dicemasters.engine.card.Side.ANY;
import static dicemasters.engine.card.Side.OPPOSING;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Some cards will have the ability to generate character tokens ... for game purposes [they] are
 * considered to be level 1 character dice with a purchase cost of 0. Their A and D values will be
 * given by the card generating them, and they can only exist in the Field Zone. As soon as they
 * leave the Field Zone they no longer exist. They may not be spun up, spun down, or rerolled. They
 * do not have an energy type." (DC Justice, Tokens)
 */
class CharacterTokensTest {
    /** Cloner (3): When fielded, create 2 Clone character tokens (2A 3D). */
    private static final CardDefinition CLONER = CardBuilder.character("Cloner").cost(3).energy(MASK)
            .level(0, 1, 1).level(1, 2, 2).level(1, 3, 3)
            .whenFielded(new Effect.CreateCharacterTokens(2, "Clone", 2, 3)).build();
    private static final CardDefinition BRUTE = CardBuilder.character("Brute").cost(3).energy(FIST)
            .level(1, 4, 4).level(1, 5, 5).level(2, 6, 6).build();
    /** Blast: Deal 5 damage to target character die. */
    private static final CardDefinition BLAST = basicAction("T-BL", "Blast", new Effect.DamageDice(target(ANY), 5));
    /** Overclock: Spin target character die to level 3. */
    private static final CardDefinition OVERCLOCK = basicAction("T-OC", "Overclock",
            new Effect.SpinToLevel(target(ANY), 3));
    /** Shake: Reroll target character die. */
    private static final CardDefinition SHAKE = basicAction("T-SH", "Shake", new Effect.Reroll(target(ANY), false));
    /** Roll Call: Name a character. */
    private static final CardDefinition ROLL_CALL = basicAction("T-RC", "Roll Call",
            new Effect.NameCharacter(DieFilter.ANY));
    /** Jailer (3): When fielded, capture target opposing character die. */
    private static final CardDefinition JAILER = CardBuilder.character("Jailer").cost(3).energy(FIST)
            .level(0, 1, 1).level(1, 2, 2).level(1, 3, 3)
            .whenFielded(new Effect.Capture(target(OPPOSING))).build();

    private static CardDefinition basicAction(String id, String name, Effect effect) {
        return CardBuilder.basicAction(name).id(id).cost(2).whenUsed(effect).build();
    }

    private static GameBuilder cards() {
        return TestGame.setup().ann(CLONER, 2).ben(BRUTE, 2).basicActions(BLAST, OVERCLOCK, SHAKE);
    }

    private static TestGame table() {
        return cards().at(ANN, MAIN_STEP);
    }

    private TestDie cloner;

    /** Ann fields Cloner in her Main Step, which creates two Clones. */
    private void clonerFielded(TestGame game) {
        cloner = game.place(ANN, "Cloner", RESERVE_POOL, level(1));
        game.field(cloner);
    }

    private static List<TestDie> tokens(TestGame game, int player) {
        return game.diceIn(player, FIELD_ZONE).stream()
                .filter(d -> Engine.isCharacterToken(game.state(), game.die(d))).toList();
    }

    /** Ann uses the action die on the target (chosen, when the engine asks). */
    private static void use(TestGame game, TestDie actionDie, TestDie target) {
        game.use(actionDie);
        if (game.decision() instanceof Decision.ChooseTargets) {
            game.choose(target);
        }
    }

    @Test
    void a_token_is_a_level_1_character_die_in_the_field_zone_with_the_attack_and_defense_its_card_gives() {
        TestGame game = table();
        clonerFielded(game);
        List<TestDie> clones = tokens(game, ANN);
        assertThat(clones).hasSize(2);
        for (TestDie clone : clones) {
            Die now = game.die(clone);
            assertThat(game.state().nameOf(now)).isEqualTo("Clone");
            assertThat(game.state().face(now).isCharacter()).isTrue();
            assertThat(game).die(clone).showsLevel(1).hasAttack(2).hasDefense(3);
            assertThat(game.state().definition(now).cost()).as("purchase cost 0").isZero();
            assertThat(game.state().definition(now).energyTypes()).as("no energy type").isEmpty();
        }
        assertThat(game).log().says("Cloner creates 2 Clone character tokens (2A 3D) in Ann's Field Zone.");
    }

    @Test
    void tokens_are_generated_not_fielded() {
        TestGame game = table();
        clonerFielded(game);
        assertThat(game.events(GameEvent.DieFielded.class)).hasSize(1);
        assertThat(game.state().player(ANN).fieldedThisTurn()).as("only Cloner was fielded")
                .containsExactly(cloner.id());
    }

    @Test
    void a_token_can_attack_and_an_unblocked_token_ceases_to_exist_after_its_damage() {
        TestGame game = table();
        clonerFielded(game);
        TestDie clone = tokens(game, ANN).get(0);
        game.passToAttack();
        assertThat(Engine.possibleAttackers(game.state())).extracting(Die::id).contains(clone.id());
        game.act(declaringAttackers(clone));
        while (game.zone(clone) == ATTACK_ZONE) {
            game.pass();
        }
        assertThat(game).player(BEN).as("the Clone hit Ben for 2").hasLife(8);
        assertThat(game).die(clone).as("not Out of Play: it no longer exists").isIn(ON_ITS_CARD);
        assertThat(game).log().says("Ann's Clone token leaves the Field Zone and ceases to exist.");
    }

    @Test
    void a_token_can_block_and_when_knocked_out_it_ceases_to_exist_instead_of_going_to_the_prep_area() {
        TestGame game = TestGame.setup().ann(CLONER, 2).ben(BRUTE, 2).at(BEN, MAIN_STEP);
        TestDie clone = game.place(ANN, "Clone", FIELD_ZONE, level(1));
        TestDie brute = game.place(BEN, "Brute", FIELD_ZONE, level(1));
        game.attackWith(brute);
        assertThat(Engine.possibleBlockers(game.state())).extracting(Die::id).containsExactly(clone.id());
        game.block(clone, brute);
        while (game.zone(clone) == ATTACK_ZONE) {
            game.pass();
        }
        assertThat(game.events(GameEvent.DieKnockedOut.class)).hasSize(1);
        assertThat(game).die(clone).isIn(ON_ITS_CARD);
        assertThat(game).player(ANN).hasNoDiceIn(PREP_AREA);
        assertThat(game).player(ANN).as("the block held").hasLife(10);
    }

    @Test
    void a_token_knocked_out_by_an_ability_ceases_to_exist() {
        TestGame game = table();
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        clonerFielded(game);
        TestDie clone = tokens(game, ANN).get(0);
        use(game, blast, clone);
        assertThat(game).die(clone).isIn(ON_ITS_CARD);
        assertThat(tokens(game, ANN)).hasSize(1);
        assertThat(game).player(ANN).hasNoDiceIn(PREP_AREA);
    }

    @Test
    void a_token_cannot_be_spun_up() {
        TestGame game = table();
        TestDie overclock = game.place(ANN, "Overclock", RESERVE_POOL, action(0));
        clonerFielded(game);
        TestDie clone = tokens(game, ANN).get(0);
        use(game, overclock, clone);
        assertThat(game).die(clone).showsLevel(1);
        assertThat(game.events(GameEvent.DieSpun.class)).isEmpty();
        assertThat(game.events(GameEvent.EffectNotDone.class)).extracting(GameEvent::text)
                .containsExactly("Overclock: Ann's Clone die is not spun to level 3: character tokens cannot be spun.");
    }

    @Test
    void a_token_cannot_be_rerolled() {
        TestGame game = table();
        TestDie shake = game.place(ANN, "Shake", RESERVE_POOL, action(0));
        clonerFielded(game);
        TestDie clone = tokens(game, ANN).get(0);
        use(game, shake, clone);
        assertThat(game).die(clone).isIn(FIELD_ZONE).showsLevel(1);
        assertThat(game.events(GameEvent.DieRolled.class)).isEmpty();
        assertThat(game.events(GameEvent.EffectNotDone.class)).extracting(GameEvent::text)
                .containsExactly("Shake: Ann's Clone die is not rerolled: character tokens cannot be rerolled.");
    }

    @Test
    void a_token_cannot_be_purchased() {
        TestGame game = table();
        clonerFielded(game);
        GameState s = game.state();
        CardInPlay clones = s.cards().stream().filter(c -> Engine.isTokenCard(s, c) && c.owner() == ANN)
                .findFirst().orElseThrow();
        assertThat(game).action(new Action.Purchase(clones.index(), Payment.NOTHING))
                .isRejectedBecause("Clone character tokens cannot be bought: cards create them.");
        assertThat(Engine.legalActions(s)).noneMatch(a -> a instanceof Action.Purchase p
                && Engine.isTokenCard(s, s.cards().get(p.cardIndex())));
    }

    @Test
    void each_player_has_a_hidden_pool_of_each_kind_of_token_waiting_unseen() {
        GameState s = cards().start().state();
        List<CardInPlay> tokenCards = s.cards().stream().filter(c -> Engine.isTokenCard(s, c)).toList();
        assertThat(tokenCards).extracting(CardInPlay::owner).containsExactly(ANN, BEN);
        assertThat(s.dice()).filteredOn(d -> Engine.isCharacterToken(s, d))
                .hasSize(2 * Engine.CHARACTER_TOKENS_EACH_KIND)
                .allMatch(d -> d.zone() == ON_ITS_CARD);
    }

    @Test
    void a_game_without_token_cards_has_exactly_the_cards_and_dice_it_had_before() {
        GameState s = TestGame.setup().ann(BRUTE, 2).ben(BRUTE, 3).basicActions(BLAST).start().state();
        assertThat(s.cards()).hasSize(2 + 1 + 1 + 1);
        assertThat(s.dice()).hasSize(2 * Engine.SIDEKICKS_PER_PLAYER + 2 + 3 + 3);
        assertThat(s.cards()).noneMatch(c -> Engine.isTokenCard(s, c));
    }

    @Test
    void a_captured_token_ceases_to_exist_and_does_not_come_back() {
        TestGame game = TestGame.setup().ann(JAILER, 2).ben(CLONER, 2).at(ANN, MAIN_STEP);
        TestDie clone = game.place(BEN, "Clone", FIELD_ZONE, level(1));
        TestDie jailer = game.place(ANN, "Jailer", RESERVE_POOL, level(1));
        game.field(jailer);
        if (game.decision() instanceof Decision.ChooseTargets) {
            game.choose(clone);
        }
        assertThat(game).die(clone).isIn(ON_ITS_CARD).isNotCaptured();
    }

    @Test
    void a_token_is_no_card_of_the_game_so_it_cannot_be_named() {
        TestGame game = cards().basicActions(ROLL_CALL).at(ANN, MAIN_STEP);

        game.use(game.place(ANN, "Roll Call", RESERVE_POOL, action(0)));

        assertThat(game.decision()).isInstanceOfSatisfying(Decision.ChooseNumber.class, d -> {
            assertThat(d.prompt()).endsWith("(1 = Cloner, 2 = Brute)");
            assertThat(d.max()).isEqualTo(2);
        });
    }

    @Test
    void a_player_has_at_most_as_many_tokens_of_a_kind_as_the_engine_keeps_for_them() {
        TestGame game = table();
        for (int i = 0; i < Engine.CHARACTER_TOKENS_EACH_KIND - 1; i++) {
            game.place(ANN, "Clone", FIELD_ZONE, level(1));
        }
        clonerFielded(game);
        assertThat(tokens(game, ANN)).hasSize(Engine.CHARACTER_TOKENS_EACH_KIND);
        assertThat(game).log().says("Cloner creates 1 Clone character token (2A 3D)"
                + " in Ann's Field Zone (no more than 8 can exist at once).");
    }
}
