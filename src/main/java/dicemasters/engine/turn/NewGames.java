package dicemasters.engine.turn;

import dicemasters.engine.card.StandardDice;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameCards;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.ScriptedDice;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/** A game's cards, dice and players as its setup brings them, for a new game or a position. */
public final class NewGames {
    private NewGames() {
    }

    /** The cards and dice of a game as the setup brings them, before its first turn. */
    public static GameState state(GameSetup setup, long seed, DiceScript script) {
        List<CardInPlay> cards = new ArrayList<>();
        List<Die> dice = new ArrayList<>();
        int playerCount = setup.teams().size();
        for (int p = 0; p < playerCount; p++) {
            int index = cards.size();
            cards.add(new CardInPlay(index, StandardDice.SIDEKICK, p));
            for (int i = 0; i < GameSetup.SIDEKICKS_PER_PLAYER; i++) {
                dice.add(new Die(dice.size(), index, p, Zone.BAG));
            }
        }
        for (int p = 0; p < playerCount; p++) {
            for (GameSetup.TeamCard tc : setup.teams().get(p).cards()) {
                int index = cards.size();
                cards.add(new CardInPlay(index, tc.card(), p));
                for (int i = 0; i < tc.dice(); i++) {
                    dice.add(new Die(dice.size(), index, p, Zone.ON_CARD));
                }
            }
        }
        for (var bac : setup.basicActions()) {
            int index = cards.size();
            cards.add(new CardInPlay(index, bac, CardInPlay.SHARED));
            for (int i = 0; i < setup.diceEachBasicAction(); i++) {
                dice.add(new Die(dice.size(), index, CardInPlay.SHARED, Zone.ON_CARD));
            }
        }
        int firstTokenCard = cards.size();
        Tokens.allocate(cards, dice, playerCount);
        PlayerState[] players = new PlayerState[playerCount];
        for (int p = 0; p < playerCount; p++) {
            players[p] = new PlayerState(setup.teams().get(p).playerName(), setup.startingLife());
        }
        GameCards gameCards = new GameCards(cards, cards.size() > firstTokenCard ? firstTokenCard : Integer.MAX_VALUE, dice);
        GameState s = new GameState(setup.format(), setup.startingLife(), seed, gameCards, dice.toArray(new Die[0]),
                players, MoveConsequences.RULES);
        StateChanges.setScriptedDice(s, ScriptedDice.of(script));
        StateChanges.setLoneTargetsAsked(s, setup.loneTargetsAsked());
        return s;
    }
}
