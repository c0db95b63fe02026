package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The table's pointing and clicking, without a window: every verdict comes from the engine. */
class TableControllerTest {
    private static CardLibrary library;

    @BeforeAll
    static void loadCards() {
        library = CardLibrary.loadBundled();
    }

    private static TableController newGame(long seed) {
        NewGame demo = NewGame.demo(library, seed);
        return new TableController(new NewGame(demo.format(), demo.names(), demo.teams(), 0, seed).start());
    }

    /** A demo game in Sam's first Main Step, from the first seed where Sam can afford a team card. */
    private static TableController samCanBuy() {
        for (long seed = 1; seed < 200; seed++) {
            TableController table = newGame(seed);
            table.confirm();
            if (teamCardSamCanBuy(table) != null) {
                return table;
            }
        }
        throw new AssertionError("no seed below 200 lets Sam buy on turn 1");
    }

    private static CardInPlay teamCardSamCanBuy(TableController table) {
        return table.state().cards().stream()
                .filter(c -> c.owner() == 0 && !c.isSidekicks() && table.cardOption(c.index()).enabled())
                .findFirst().orElse(null);
    }

    @Test
    void the_game_opens_on_the_first_players_reroll_and_the_prompt_names_them() {
        TableController table = newGame(3);
        assertThat(table.mode()).isEqualTo(Mode.REROLL);
        assertThat(table.prompt()).startsWith("Sam (Player 1)");
        assertThat(table.confirmLabel()).isEqualTo("Keep all dice");
    }

    @Test
    void cards_cannot_be_bought_during_the_roll_and_hovering_tells_the_engines_reason() {
        TableController table = newGame(3);
        CardInPlay aTeamCard = table.state().cards().stream().filter(c -> c.owner() == 0 && !c.isSidekicks())
                .findFirst().orElseThrow();
        Option option = table.cardOption(aTeamCard.index());
        assertThat(option.enabled()).isFalse();
        assertThat(option.reason()).isEqualTo(Engine.check(table.state(),
                new Action.Purchase(aTeamCard.index(), dicemasters.engine.energy.Payment.NOTHING)));
        table.clickCard(aTeamCard.index());
        assertThat(table.message()).isEqualTo(option.reason());
        assertThat(table.mode()).isEqualTo(Mode.REROLL);
    }

    @Test
    void the_opponents_cards_are_greyed_with_a_reason() {
        TableController table = samCanBuy();
        CardInPlay brucesCard = table.state().cards().stream().filter(c -> c.owner() == 1 && !c.isSidekicks())
                .findFirst().orElseThrow();
        assertThat(table.cardOption(brucesCard.index()).reason()).contains("opponent");
    }

    @Test
    void picked_dice_are_rerolled_and_the_rest_kept() {
        TableController table = newGame(5);
        Die picked = table.state().diceIn(0, Zone.RESERVE).get(0);
        table.clickDie(picked.id());
        assertThat(table.isSelected(picked.id())).isTrue();
        assertThat(table.confirmLabel()).isEqualTo("Reroll 1 die");
        table.confirm();
        assertThat(table.state().step()).isEqualTo(Step.MAIN);
        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.DieRolled r && r.dieId() == picked.id());
    }

    @Test
    void clicking_a_card_drafts_the_suggested_payment_and_enter_buys_the_die() {
        TableController table = samCanBuy();
        CardInPlay card = teamCardSamCanBuy(table);
        table.clickCard(card.index());
        assertThat(table.mode()).isEqualTo(Mode.PAYING);
        assertThat(table.confirmProblem()).isNull();
        String name = card.definition().name();
        assertThat(table.prompt()).contains("pay to buy " + GameEvent.article(name) + " " + name + " die");
        table.confirm();
        assertThat(table.lastEvents()).anyMatch(e -> e instanceof GameEvent.DiePurchased p
                && p.cardName().equals(card.definition().name()));
        assertThat(table.mode()).isEqualTo(Mode.WINDOW);
    }

    @Test
    void what_the_window_told_the_players_goes_once_they_start_paying() {
        TableController table = samCanBuy();
        table.tell("Saved to /home/sam/game.json (turn 1, 2 decisions).");

        table.clickCard(teamCardSamCanBuy(table).index());

        assertThat(table.mode()).isEqualTo(Mode.PAYING);
        assertThat(table.notice()).isNull();
    }

    @Test
    void dropping_an_energy_die_from_the_payment_leaves_it_short_and_the_engine_says_so() {
        TableController table = samCanBuy();
        table.clickCard(teamCardSamCanBuy(table).index());
        Die paying = table.state().diceIn(0, Zone.RESERVE).stream().filter(d -> table.isSelected(d.id()))
                .findFirst().orElseThrow();
        int clicks = 0;
        while (table.isSelected(paying.id()) && clicks++ < 4) {
            table.clickDie(paying.id());
        }
        assertThat(table.isSelected(paying.id())).isFalse();
        assertThat(table.confirmProblem()).contains("costs");
        table.confirm();
        assertThat(table.mode()).as("nothing is bought with a short payment").isEqualTo(Mode.PAYING);
    }

    @Test
    void escape_drops_the_payment_and_nothing_is_spent() {
        TableController table = samCanBuy();
        int reserve = table.state().diceIn(0, Zone.RESERVE).size();
        table.clickCard(teamCardSamCanBuy(table).index());
        table.cancel();
        assertThat(table.mode()).isEqualTo(Mode.WINDOW);
        assertThat(table.state().diceIn(0, Zone.RESERVE)).hasSize(reserve);
    }

    @Test
    void a_purchase_can_be_undone_but_a_roll_cannot() {
        TableController table = samCanBuy();
        assertThat(table.canUndo()).as("keeping the roll revealed nothing").isTrue();
        CardInPlay card = teamCardSamCanBuy(table);
        long onCard = table.state().diceOfCard(card.index()).stream().filter(d -> d.zone() == Zone.ON_CARD).count();
        table.clickCard(card.index());
        table.confirm();
        assertThat(table.canUndo()).isTrue();
        table.undo();
        assertThat(table.state().diceOfCard(card.index()).stream().filter(d -> d.zone() == Zone.ON_CARD).count())
                .isEqualTo(onCard);

        TableController rolled = newGame(5);
        rolled.clickDie(rolled.state().diceIn(0, Zone.RESERVE).get(0).id());
        rolled.confirm();
        assertThat(rolled.canUndo()).as("a reroll showed new faces").isFalse();
    }

    @Test
    void passing_the_main_step_moves_on_to_the_attack() {
        TableController table = samCanBuy();
        assertThat(table.canPass()).isTrue();
        while (table.state().turn() == 1 && table.state().step() == Step.MAIN) {
            table.pass();
        }
        assertThat(table.state().step()).isNotEqualTo(Step.MAIN);
    }

    @Test
    void an_action_the_engine_refuses_leaves_the_game_as_it_was_and_shows_why() {
        TableController table = newGame(3);
        var before = table.state();
        table.play(new Action.DeclareAttackers(List.of()));
        assertThat(table.state()).isSameAs(before);
        assertThat(table.message()).isNotBlank();
    }

    @Test
    void the_decision_is_handed_over_by_the_computers_move_but_not_by_a_players_own_next_step() {
        TableController table = newGame(86);
        int handOvers = table.handOvers();
        table.confirm();
        assertThat(table.state().actingPlayer()).as("Sam kept the roll and goes on with the Main Step").isZero();
        assertThat(table.handOvers()).isEqualTo(handOvers);

        table.playComputerMove(new Action.Pass());
        assertThat(table.handOvers()).as("a move the player at the keyboard did not choose").isEqualTo(handOvers + 1);
    }
}
