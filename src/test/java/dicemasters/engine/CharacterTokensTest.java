package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.StandardDice;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.effects.Naming;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Play.rejected;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Some cards will have the ability to generate character tokens ... for game purposes [they] are
 * considered to be level 1 character dice with a purchase cost of 0. Their A and D values will be
 * given by the card generating them, and they can only exist in the Field Zone. As soon as they
 * leave the Field Zone they no longer exist. They may not be spun up, spun down, or rerolled. They
 * do not have an energy type." (DC Justice, Tokens)
 */
class CharacterTokensTest {
    /** When fielded, create 2 Clone character tokens (2A 3D). */
    private static final CardDefinition CLONER = Cards.character("Cloner", 3, Energy.MASK, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.CreateCharacterTokens(2, "Clone", 2, 3))),
            new int[]{0, 1, 1}, new int[]{1, 2, 2}, new int[]{1, 3, 3});
    private static final CardDefinition BRUTE = Cards.character("Brute", 3, Energy.FIST, Set.of(), List.of(),
            new int[]{1, 4, 4}, new int[]{1, 5, 5}, new int[]{2, 6, 6});
    /** Deal 5 damage to target character die. */
    private static final CardDefinition BLAST = basicAction("T-BL", "Blast",
            new Effect.DamageDice(DieSelector.target(Side.ANY), 5));
    /** Spin target character die to level 3. */
    private static final CardDefinition OVERCLOCK = basicAction("T-OC", "Overclock",
            new Effect.SpinToLevel(DieSelector.target(Side.ANY), 3));
    /** Reroll target character die. */
    private static final CardDefinition SHAKE = basicAction("T-SH", "Shake",
            new Effect.Reroll(DieSelector.target(Side.ANY), false));

    /** When fielded, capture target opposing character die. */
    private static final CardDefinition JAILER = Cards.character("Jailer", 3, Energy.FIST, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.Capture(DieSelector.target(Side.OPPOSING)))),
            new int[]{0, 1, 1}, new int[]{1, 2, 2}, new int[]{1, 3, 3});

    private static CardDefinition basicAction(String id, String name, Effect effect) {
        return new CardDefinition(id, name, "", CardType.BASIC_ACTION, 2, List.of(), List.of(), 3,
                StandardDice.basicActionFaces(), Set.of(), List.of(Ability.of(Trigger.ACTION_USED, effect)));
    }

    private static Scenario table() {
        return Scenario.game().annBrings(CLONER, 2).benBrings(BRUTE, 2)
                .basicAction(BLAST).basicAction(OVERCLOCK).basicAction(SHAKE).at(5, 0, Step.MAIN);
    }

    private final List<GameEvent> events = new ArrayList<>();
    private int cloner;

    /** Ann fields Cloner in her Main Step, which creates two Clones. */
    private GameState clonerFielded(Scenario sc) {
        cloner = sc.place(0, "Cloner", Zone.RESERVE, level(1));
        Result.Done done = ok(sc.state(), new Action.Field(cloner, Payment.NOTHING));
        events.addAll(done.events());
        return done.state();
    }

    private static List<Die> tokens(GameState s, int player) {
        return s.diceIn(player, Zone.FIELD).stream().filter(d -> Engine.isCharacterToken(s, d)).toList();
    }

    private GameState use(GameState s, int actionDie, int target) {
        Result.Done done = ok(s, new Action.UseActionDie(actionDie));
        events.addAll(done.events());
        if (done.state().decision() instanceof Decision.ChooseTargets) {
            done = ok(done.state(), new Action.ChooseTargets(List.of(target)));
            events.addAll(done.events());
        }
        return done.state();
    }

    @Test
    void a_token_is_a_level_1_character_die_in_the_field_zone_with_the_attack_and_defense_its_card_gives() {
        GameState s = clonerFielded(table());
        List<Die> clones = tokens(s, 0);
        assertThat(clones).hasSize(2);
        for (Die clone : clones) {
            assertThat(s.nameOf(clone)).isEqualTo("Clone");
            assertThat(s.face(clone).isCharacter()).isTrue();
            assertThat(s.face(clone).level()).isEqualTo(1);
            assertThat(Stats.attack(s, clone)).isEqualTo(2);
            assertThat(Stats.defense(s, clone)).isEqualTo(3);
            assertThat(s.definition(clone).cost()).as("purchase cost 0").isZero();
            assertThat(s.definition(clone).energyTypes()).as("no energy type").isEmpty();
        }
        assertThat(events).extracting(GameEvent::text)
                .contains("Cloner creates 2 Clone character tokens (2A 3D) in Ann's Field Zone.");
    }

    @Test
    void tokens_are_generated_not_fielded() {
        GameState s = clonerFielded(table());
        assertThat(events).filteredOn(e -> e instanceof GameEvent.DieFielded).hasSize(1);
        assertThat(s.player(0).fieldedThisTurn()).as("only Cloner was fielded").containsExactly(cloner);
    }

    @Test
    void a_token_can_attack_and_an_unblocked_token_ceases_to_exist_after_its_damage() {
        GameState s = clonerFielded(table());
        int clone = tokens(s, 0).get(0).id();
        while (s.step() == Step.MAIN) {
            s = ok(s, new Action.Pass()).state();
        }
        assertThat(Engine.possibleAttackers(s)).extracting(Die::id).contains(clone);
        s = ok(s, new Action.DeclareAttackers(List.of(clone))).state();
        while (s.die(clone).zone() == Zone.ATTACK) {
            Result.Done done = ok(s, new Action.Pass());
            events.addAll(done.events());
            s = done.state();
        }
        assertThat(s.player(1).life()).as("the Clone hit Ben for 2").isEqualTo(8);
        assertThat(s.die(clone).zone()).as("not Out of Play: it no longer exists").isEqualTo(Zone.ON_CARD);
        assertThat(events).extracting(GameEvent::text)
                .contains("Ann's Clone token leaves the Field Zone and ceases to exist.");
    }

    @Test
    void a_token_can_block_and_when_knocked_out_it_ceases_to_exist_instead_of_going_to_the_prep_area() {
        Scenario sc = Scenario.game().annBrings(CLONER, 2).benBrings(BRUTE, 2).at(6, 1, Step.MAIN);
        int clone = sc.place(0, "Clone", Zone.FIELD, level(1));
        int brute = sc.place(1, "Brute", Zone.FIELD, level(1));
        GameState s = sc.state();
        while (s.step() == Step.MAIN) {
            s = ok(s, new Action.Pass()).state();
        }
        s = ok(s, new Action.DeclareAttackers(List.of(brute))).state();
        assertThat(Engine.possibleBlockers(s)).extracting(Die::id).containsExactly(clone);
        s = ok(s, new Action.DeclareBlockers(List.of(new Action.Block(clone, brute)))).state();
        while (s.die(clone).zone() == Zone.ATTACK) {
            Result.Done done = ok(s, new Action.Pass());
            events.addAll(done.events());
            s = done.state();
        }
        assertThat(events).filteredOn(e -> e instanceof GameEvent.DieKnockedOut).hasSize(1);
        assertThat(s.die(clone).zone()).isEqualTo(Zone.ON_CARD);
        assertThat(s.diceIn(0, Zone.PREP)).isEmpty();
        assertThat(s.player(0).life()).as("the block held").isEqualTo(10);
    }

    @Test
    void a_token_knocked_out_by_an_ability_ceases_to_exist() {
        Scenario sc = table();
        int blast = sc.place(0, "Blast", Zone.RESERVE, Scenario.action(0));
        GameState s = clonerFielded(sc);
        int clone = tokens(s, 0).get(0).id();
        s = use(s, blast, clone);
        assertThat(s.die(clone).zone()).isEqualTo(Zone.ON_CARD);
        assertThat(tokens(s, 0)).hasSize(1);
        assertThat(s.diceIn(0, Zone.PREP)).isEmpty();
    }

    @Test
    void a_token_cannot_be_spun_up() {
        Scenario sc = table();
        int overclock = sc.place(0, "Overclock", Zone.RESERVE, Scenario.action(0));
        GameState s = clonerFielded(sc);
        int clone = tokens(s, 0).get(0).id();
        s = use(s, overclock, clone);
        assertThat(s.face(s.die(clone)).level()).isEqualTo(1);
        assertThat(events).noneMatch(e -> e instanceof GameEvent.DieSpun);
        assertThat(events).filteredOn(e -> e instanceof GameEvent.EffectNotDone).extracting(GameEvent::text)
                .containsExactly("Overclock: Ann's Clone die is not spun to level 3: character tokens cannot be spun.");
    }

    @Test
    void a_token_cannot_be_rerolled() {
        Scenario sc = table();
        int shake = sc.place(0, "Shake", Zone.RESERVE, Scenario.action(0));
        GameState s = clonerFielded(sc);
        int clone = tokens(s, 0).get(0).id();
        s = use(s, shake, clone);
        assertThat(s.die(clone).zone()).isEqualTo(Zone.FIELD);
        assertThat(s.face(s.die(clone)).level()).isEqualTo(1);
        assertThat(events).noneMatch(e -> e instanceof GameEvent.DieRolled);
        assertThat(events).filteredOn(e -> e instanceof GameEvent.EffectNotDone).extracting(GameEvent::text)
                .containsExactly("Shake: Ann's Clone die is not rerolled: character tokens cannot be rerolled.");
    }

    @Test
    void a_token_cannot_be_purchased() {
        GameState s = clonerFielded(table());
        CardInPlay clones = s.cards().stream().filter(c -> Engine.isTokenCard(s, c) && c.owner() == 0)
                .findFirst().orElseThrow();
        assertThat(rejected(s, new Action.Purchase(clones.index(), Payment.NOTHING)))
                .isEqualTo("Clone character tokens cannot be bought: cards create them.");
        assertThat(Engine.legalActions(s)).noneMatch(a -> a instanceof Action.Purchase p
                && Engine.isTokenCard(s, s.cards().get(p.cardIndex())));
    }

    @Test
    void each_player_has_a_hidden_pool_of_each_kind_of_token_waiting_unseen() {
        GameState s = Engine.start(table().setup(0), 7L).state();
        List<CardInPlay> tokenCards = s.cards().stream().filter(c -> Engine.isTokenCard(s, c)).toList();
        assertThat(tokenCards).extracting(CardInPlay::owner).containsExactly(0, 1);
        assertThat(s.dice()).filteredOn(d -> Engine.isCharacterToken(s, d))
                .hasSize(2 * Engine.CHARACTER_TOKENS_EACH_KIND)
                .allMatch(d -> d.zone() == Zone.ON_CARD);
    }

    @Test
    void a_game_without_token_cards_has_exactly_the_cards_and_dice_it_had_before() {
        Scenario plain = Scenario.game().annBrings(BRUTE, 2).benBrings(BRUTE, 3).basicAction(BLAST);
        GameState s = Engine.start(plain.setup(0), 7L).state();
        assertThat(s.cards()).hasSize(2 + 1 + 1 + 1);
        assertThat(s.dice()).hasSize(2 * Engine.SIDEKICKS_PER_PLAYER + 2 + 3 + 3);
        assertThat(s.cards()).noneMatch(c -> Engine.isTokenCard(s, c));
    }

    @Test
    void a_captured_token_ceases_to_exist_and_does_not_come_back() {
        Scenario sc = Scenario.game().annBrings(JAILER, 2).benBrings(CLONER, 2).at(5, 0, Step.MAIN);
        int clone = sc.place(1, "Clone", Zone.FIELD, level(1));
        int jailer = sc.place(0, "Jailer", Zone.RESERVE, level(1));
        GameState s = ok(sc.state(), new Action.Field(jailer, Payment.NOTHING)).state();
        if (s.decision() instanceof Decision.ChooseTargets) {
            s = ok(s, new Action.ChooseTargets(List.of(clone))).state();
        }
        assertThat(s.die(clone).zone()).isEqualTo(Zone.ON_CARD);
        assertThat(Engine.isCaptured(s, s.die(clone))).isFalse();
    }

    @Test
    void a_token_is_no_card_of_the_game_so_it_cannot_be_named() {
        GameState s = Engine.start(table().setup(0), 7L).state();
        assertThat(Naming.candidates(s, dicemasters.engine.card.DieFilter.ANY)).containsExactly("Cloner", "Brute");
    }

    @Test
    void a_player_has_at_most_as_many_tokens_of_a_kind_as_the_engine_keeps_for_them() {
        Scenario sc = table();
        for (int i = 0; i < Engine.CHARACTER_TOKENS_EACH_KIND - 1; i++) {
            sc.place(0, "Clone", Zone.FIELD, level(1));
        }
        GameState s = clonerFielded(sc);
        assertThat(tokens(s, 0)).hasSize(Engine.CHARACTER_TOKENS_EACH_KIND);
        assertThat(events).extracting(GameEvent::text).contains("Cloner creates 1 Clone character token (2A 3D)"
                + " in Ann's Field Zone (no more than 8 can exist at once).");
    }
}
