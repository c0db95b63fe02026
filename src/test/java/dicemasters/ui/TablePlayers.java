package dicemasters.ui;

import dicemasters.engine.Engine;
import dicemasters.engine.card.Ability;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Zone;

import java.util.List;
import java.util.function.Consumer;

/**
 * Both players of a test game, deciding as simple people would and acting only by clicking the
 * table's nodes (named by their ids, such as "#die-12" or "#confirm").
 */
final class TablePlayers {
    private final TableController controller;
    private final Consumer<String> clicker;
    int globalsOnOpponentsTurn;
    int rerolls;
    private int boughtThisTurn = -1;

    TablePlayers(TableController controller, Consumer<String> clicker) {
        this.controller = controller;
        this.clicker = clicker;
    }

    void act() {
        GameState s = controller.state();
        switch (controller.mode()) {
            case REROLL -> reroll(s);
            case WINDOW -> window(s);
            case ATTACKERS -> attack(s);
            case BLOCKERS -> block(s);
            case TARGETS -> {
                var d = (Decision.ChooseTargets) s.decision();
                click("#die-" + d.candidates().get(0));
                click("#confirm");
            }
            case REACT -> click("#react-0");
            case NUMBER -> click("#number-" + ((Decision.ChooseNumber) s.decision()).min());
            default -> click("#confirm");
        }
    }

    /** Reroll the character faces that cost energy to field; keep the rest. */
    private void reroll(GameState s) {
        boolean any = false;
        for (Die d : s.diceIn(s.actingPlayer(), Zone.RESERVE)) {
            if (s.face(d).isCharacter() && s.face(d).fieldCost() >= 1 && d.rolledThisStep()) {
                click("#die-" + d.id());
                any = true;
            }
        }
        if (any) {
            rerolls++;
        }
        click("#confirm");
    }

    private void window(GameState s) {
        if (!s.isOnActiveTeam(s.actingPlayer())) {
            if (!tryGlobal(s)) {
                click("#pass");
            }
            return;
        }
        if (s.step() == Step.MAIN && (tryField(s) || tryBuy(s))) {
            return;
        }
        click("#pass");
    }

    private boolean tryField(GameState s) {
        for (Die d : s.diceIn(s.actingPlayer(), Zone.RESERVE)) {
            if (s.face(d).isCharacter() && controller.dieOption(d.id()).enabled()) {
                click("#die-" + d.id());
                if (controller.mode() == Mode.PAYING) {
                    click("#confirm");
                }
                return true;
            }
        }
        return false;
    }

    /** One die a turn, team cards first, paying with the suggested energy. */
    private boolean tryBuy(GameState s) {
        if (boughtThisTurn == s.turn() * 4 + s.actingPlayer()) {
            return false;
        }
        for (var card : s.cards()) {
            boolean teamFirst = card.owner() == s.actingPlayer();
            if (teamFirst && controller.cardOption(card.index()).enabled()) {
                return buy(s, card.index());
            }
        }
        for (var card : s.cards()) {
            if (card.isShared() && controller.cardOption(card.index()).enabled()) {
                return buy(s, card.index());
            }
        }
        return false;
    }

    private boolean buy(GameState s, int cardIndex) {
        boughtThisTurn = s.turn() * 4 + s.actingPlayer();
        click("#card-" + cardIndex);
        click("#confirm");
        return true;
    }

    /** The defender uses any Global they can afford, from energy saved in their Reserve Pool. */
    private boolean tryGlobal(GameState s) {
        for (var card : s.cards()) {
            List<Ability> abilities = card.definition().abilities();
            for (int i = 0; i < abilities.size(); i++) {
                if (abilities.get(i).isGlobal() && controller.globalOption(card.index(), i).enabled()) {
                    click("#global-" + card.index() + "-" + i);
                    click("#confirm");
                    globalsOnOpponentsTurn++;
                    return true;
                }
            }
        }
        return false;
    }

    /** Sam attacks with everything; Bruce always keeps one die home to block with. */
    private void attack(GameState s) {
        List<Die> attackers = Engine.possibleAttackers(s);
        int keep = s.seats().teamOf(s.actingPlayer()) == 1 ? 1 : 0;
        attackers.stream().skip(keep).forEach(d -> click("#die-" + d.id()));
        click("#confirm");
    }

    /** Every possible blocker blocks the first attacker, so a blocked attacker may split its damage. */
    private void block(GameState s) {
        // In Doubles only the attackers of the opponent across may be blocked.
        List<Die> attackers = Engine.blockableAttackers(s);
        for (Die blocker : Engine.possibleBlockers(s)) {
            click("#die-" + blocker.id());
            click("#die-" + attackers.get(0).id());
        }
        click("#confirm");
    }

    private void click(String query) {
        clicker.accept(query);
    }
}
