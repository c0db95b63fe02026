package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameEvent;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestCards;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who made a KO happen (told with every KO), what a player does "each time ... this turn", and a
 * life price on a kind of triggered ability.
 */
class WhoKnockedOutAndLifePricesTest {
    private static final CardDefinition BRUTE = CardBuilder.character("Brute").cost(3).energy(FIST)
            .level(0, 4, 4).level(1, 5, 5).level(2, 6, 6).build();
    /** Sniper (2): When fielded, KO target character die. */
    private static final CardDefinition SNIPER = CardBuilder.character("Sniper").cost(2).energy(MASK)
            .level(0, 1, 1).level(1, 2, 2).level(1, 2, 3)
            .whenFielded(new Effect.KnockOut(DieSelector.target(Side.ANY))).build();
    /** Zapper (2): When fielded, deal 1 damage to target opponent. */
    private static final CardDefinition ZAPPER = CardBuilder.character("Zapper").cost(2).energy(BOLT)
            .level(0, 1, 1).level(1, 2, 2).level(1, 2, 3)
            .whenFielded(new Effect.DamagePlayer(PlayerSelector.OPPONENT, 1)).build();
    /** Leech (3): When fielded, each time your opponent is damaged this turn, you gain 1 life. */
    private static final CardDefinition LEECH = CardBuilder.character("Leech").cost(3).energy(SHIELD)
            .level(0, 1, 1).level(1, 2, 2).level(1, 2, 3)
            .whenFielded(new Effect.EachTimeThisTurn(Trigger.WHEN_OPPONENT_IS_DAMAGED),
                    new Effect.GainLife(PlayerSelector.YOU, 1)).build();
    /** Gloater (2): When your opponent KOs one of their own character dice, deal 1 damage to them. */
    private static final CardDefinition GLOATER = CardBuilder.character("Gloater").cost(2).energy(MASK)
            .level(0, 1, 1).level(1, 2, 2).level(1, 2, 3)
            .when(Trigger.WHEN_OPPONENT_KOS_OWN_DIE, new Effect.DamagePlayer(PlayerSelector.OPPONENT, 1)).build();
    @Test
    void a_ko_by_combat_damage_is_made_by_the_player_whose_die_dealt_it() {
        TestGame game = TestGame.setup().ann(BRUTE, 2).ben(BRUTE, 2).at(ANN, MAIN_STEP);
        TestDie attacker = game.place(ANN, "Brute", FIELD_ZONE, level(3));
        TestDie blocker = game.place(BEN, "Brute", FIELD_ZONE, level(1));

        game.attackBlockedBy(attacker, blocker);

        assertThat(game).die(blocker).wasKnockedOut();
        assertThat(game.events(GameEvent.DieKnockedOut.class)).singleElement()
                .satisfies(ko -> assertThat(ko.byPlayer()).isEqualTo(ANN));
    }

    /** Viper (2), Deadly: dice engaged with it are KO'd at the end of the turn. */
    private static final CardDefinition VIPER = CardBuilder.character("Viper").cost(2).energy(MASK)
            .level(0, 1, 1).level(1, 1, 2).level(2, 1, 3).keywords(Keyword.DEADLY).build();

    @Test
    void a_ko_by_deadly_at_the_end_of_the_turn_is_made_by_the_player_of_the_deadly_die() {
        TestGame game = TestGame.setup().ann(BRUTE, 2).ben(VIPER, 2).at(ANN, MAIN_STEP);
        TestDie brute = game.place(ANN, "Brute", FIELD_ZONE, level(1));
        TestDie viper = game.place(BEN, "Viper", FIELD_ZONE, level(1));

        game.attackBlockedBy(brute, viper);

        assertThat(game).die(brute).as("1 damage against 4D, KO'd by Deadly").wasKnockedOut();
        assertThat(game.events(GameEvent.DieKnockedOut.class))
                .filteredOn(ko -> ko.dieId() == brute.id()).singleElement()
                .satisfies(ko -> assertThat(ko.byPlayer()).isEqualTo(BEN));
    }

    @Test
    void a_ko_by_an_ability_is_made_by_its_controller_even_of_their_own_die() {
        TestGame game = TestGame.setup().ann(SNIPER, 2).ben(GLOATER, 2).at(ANN, MAIN_STEP);
        TestDie own = game.place(ANN, "Sniper", FIELD_ZONE, level(1));
        game.place(BEN, "Gloater", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Sniper", RESERVE_POOL, level(1)));
        game.choose(own);

        assertThat(game.events(GameEvent.DieKnockedOut.class)).singleElement()
                .satisfies(ko -> assertThat(ko.byPlayer()).isEqualTo(ANN));
        assertThat(game).player(ANN).as("Gloater: Ann KO'd one of her own dice").hasLife(9);
    }

    @Test
    void a_ko_of_an_opposing_die_is_not_the_opponent_koing_their_own() {
        TestGame game = TestGame.setup().ann(SNIPER, 2).ben(GLOATER, 2).at(ANN, MAIN_STEP);
        TestDie gloater = game.place(BEN, "Gloater", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Sniper", RESERVE_POOL, level(1)));
        game.choose(gloater);

        assertThat(game).die(gloater).wasKnockedOut();
        assertThat(game).player(ANN).hasLife(10);
    }

    @Test
    void each_time_this_turn_the_rest_of_the_ability_happens_again() {
        TestGame game = TestGame.setup().ann(LEECH, ZAPPER).ben(BRUTE, 2).at(ANN, MAIN_STEP);
        game.life(ANN, 5);

        game.field(game.place(ANN, "Leech", RESERVE_POOL, level(1)));
        assertThat(game).player(ANN).as("nothing yet").hasLife(5);
        game.field(game.place(ANN, "Zapper", RESERVE_POOL, level(1)));
        game.field(game.place(ANN, "Zapper", RESERVE_POOL, level(1)));

        assertThat(game).player(BEN).hasLife(8);
        assertThat(game).player(ANN).hasLife(7);
    }

    @Test
    void each_time_this_turn_ends_with_the_turn() {
        TestGame game = TestGame.setup().ann(LEECH, ZAPPER).ben(ZAPPER, 2).at(ANN, MAIN_STEP);
        game.life(ANN, 5);
        game.field(game.place(ANN, "Leech", RESERVE_POOL, level(1)));
        game.endTurn();
        game.turnOf(ANN, MAIN_STEP);

        game.field(game.place(ANN, "Zapper", RESERVE_POOL, level(1)));

        assertThat(game).player(ANN).hasLife(5);
    }

    @Test
    void a_life_price_on_your_own_when_fielded_abilities_is_asked_of_you() {
        TestGame game = TestGame.setup().ann(TestCards.MISER, ZAPPER).ben(BRUTE, 2).at(ANN, MAIN_STEP);
        game.place(ANN, "Miser", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Zapper", RESERVE_POOL, level(1)));
        assertThat(game.decision()).isInstanceOf(Decision.React.class);
        assertThat(game.decision().player()).isEqualTo(ANN);
        game.react();

        assertThat(game).player(ANN).hasLife(8);
        assertThat(game).player(BEN).hasLife(9);
        assertThat(game).log().mentions("Zapper: Ann pays and uses its ability.");
    }

    @Test
    void a_life_price_on_the_when_fielded_ability_of_a_granted_keyword_is_offered_like_any_other() {
        TestGame game = TestGame.setup().ann(TestCards.MISER, TestCards.BULLY, BRUTE).ben(BRUTE, 2).at(ANN, MAIN_STEP);
        game.place(ANN, "Miser", FIELD_ZONE, level(1));
        game.place(ANN, "Bully", FIELD_ZONE, level(1));
        TestDie theirs = game.place(BEN, "Brute", FIELD_ZONE, level(1));

        game.field(game.place(ANN, "Brute", RESERVE_POOL, level(1)));
        assertThat(game.decision()).as("Intimidate, which Bully gives the Brute die").isInstanceOf(Decision.React.class);
        assertThat(Engine.legalActions(game.state())).anyMatch(a -> a instanceof Action.React);
        game.react();
        if (game.state().decision() instanceof Decision.ChooseTargets) {
            game.choose(theirs);
        }

        assertThat(game).player(ANN).hasLife(8);
        assertThat(game).die(theirs).as("Intimidate: set aside until end of turn").isIn(OUT_OF_PLAY);
    }
}
