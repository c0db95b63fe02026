package dicemasters.engine;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.PositionEditor;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Builds a game position for a rule test: chosen cards, chosen dice on chosen faces in chosen
 * zones, a chosen step and active player. Every die not placed waits in its bag (Sidekicks) or
 * on its card (bought dice). Player 0 is "Ann", player 1 is "Ben".
 */
final class Scenario {
    private final List<GameSetup.TeamCard> annCards = new ArrayList<>();
    private final List<GameSetup.TeamCard> benCards = new ArrayList<>();
    private final List<CardDefinition> basicActions = new ArrayList<>();
    private int life = 10;
    private GameState state;
    private PositionEditor editor;

    static Scenario game() {
        return new Scenario();
    }

    Scenario annBrings(CardDefinition card, int dice) {
        annCards.add(new GameSetup.TeamCard(card, dice));
        return this;
    }

    Scenario benBrings(CardDefinition card, int dice) {
        benCards.add(new GameSetup.TeamCard(card, dice));
        return this;
    }

    Scenario basicAction(CardDefinition card) {
        basicActions.add(card);
        return this;
    }

    Scenario life(int startingLife) {
        this.life = startingLife;
        return this;
    }

    GameSetup setup(int firstPlayer) {
        return new GameSetup("Test", life, List.of(new GameSetup.Team("Ann", annCards),
                new GameSetup.Team("Ben", benCards)), basicActions, 3, firstPlayer);
    }

    /** The position: it is {@code active}'s turn {@code turn}, in {@code step}, waiting on a player. */
    Scenario at(int turn, int active, Step step) {
        editor = PositionEditor.clearedCopyOf(Engine.start(setup(0), 1234L).state()).turn(turn, active, step);
        state = editor.state();
        return this;
    }

    /** Place a die of {@code player}'s card named {@code cardName} in a zone, showing a face. */
    int place(int player, String cardName, Zone zone, Predicate<Face> face) {
        for (Die d : state.dice()) {
            CardInPlay card = state.cardOf(d);
            boolean mine = card.isShared() ? d.owner() == CardInPlay.SHARED || d.owner() == player : d.owner() == player;
            boolean waiting = d.zone() == Zone.BAG || d.zone() == Zone.ON_CARD;
            if (mine && waiting && card.definition().name().equals(cardName)) {
                editor.place(d.id(), player, zone, faceIndex(card.definition(), face));
                return d.id();
            }
        }
        throw new IllegalArgumentException("no waiting " + cardName + " die of player " + player);
    }

    private static int faceIndex(CardDefinition card, Predicate<Face> face) {
        List<Face> faces = card.faces();
        for (int i = 0; i < faces.size(); i++) {
            if (face.test(faces.get(i))) {
                return i;
            }
        }
        throw new IllegalArgumentException(card.name() + " has no such face");
    }

    Scenario damage(int dieId, int amount) {
        editor.damage(dieId, amount);
        return this;
    }

    Scenario lifeOf(int player, int value) {
        editor.life(player, value);
        return this;
    }

    Scenario priority(int player) {
        editor.priority(player);
        return this;
    }

    Scenario virtualEnergy(int player, dicemasters.engine.card.Energy... symbols) {
        editor.virtualEnergy(player, List.of(symbols));
        return this;
    }

    Scenario blocks(int blocker, int attacker) {
        editor.blocks(blocker, attacker);
        return this;
    }

    GameState state() {
        return state;
    }

    // ---- face predicates ----

    static Predicate<Face> energy(dicemasters.engine.card.Energy... symbols) {
        List<dicemasters.engine.card.Energy> wanted = List.of(symbols);
        return f -> f.isEnergy() && f.energy().equals(wanted);
    }

    static Predicate<Face> level(int level) {
        return f -> f.isCharacter() && f.level() == level;
    }

    static Predicate<Face> sidekickCharacter() {
        return Face::isCharacter;
    }

    static Predicate<Face> action(int bursts) {
        return f -> f.isAction() && f.bursts() == bursts;
    }
}
