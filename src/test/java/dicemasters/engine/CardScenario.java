package dicemasters.engine;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.PositionEditor;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A table set up by hand for card tests: chosen dice on chosen faces in chosen zones, player 0's
 * Main Step, nobody's dice anywhere else. Every step after that goes through {@link Engine#apply},
 * so the card's abilities work exactly as in a game.
 */
public final class CardScenario {
    private GameState state;
    /** Edits the position until the first action is applied. */
    private PositionEditor editor;
    private final List<GameEvent> events = new ArrayList<>();

    private CardScenario(PositionEditor editor) {
        this.editor = editor;
        this.state = editor.state();
    }

    /** The editor of the current position (a new copy once actions have been applied). */
    private PositionEditor editor() {
        if (editor == null || editor.state() != state) {
            editor = PositionEditor.copyOf(state);
            state = editor.state();
        }
        return editor;
    }

    /** Player 0 brings {@code team0}, player 1 {@code team1} (4 dice each), and the Basic Actions (3 dice each). */
    public static CardScenario of(CardLibrary library, List<String> team0, List<String> team1, List<String> basics) {
        List<GameSetup.Team> teams = List.of(team("Ann", library, team0), team("Bob", library, team1));
        List<CardDefinition> basicCards = basics.stream().map(id -> card(library, id)).toList();
        GameState start = Engine.start(new GameSetup("Test", 10, teams, basicCards, 3, 0), 7L).state();
        return new CardScenario(PositionEditor.clearedCopyOf(start).turn(2, 0, Step.MAIN).life(0, 10).life(1, 10));
    }

    private static GameSetup.Team team(String name, CardLibrary library, List<String> ids) {
        return new GameSetup.Team(name, ids.stream().map(id -> new GameSetup.TeamCard(card(library, id), 4)).toList());
    }

    private static CardDefinition card(CardLibrary library, String id) {
        return library.byId(id).orElseThrow(() -> new IllegalArgumentException("no card " + id));
    }

    public GameState state() {
        return state;
    }

    /** Events of every action applied so far. */
    public List<GameEvent> events() {
        return events;
    }

    // ---- placing dice by hand ----

    private Die unused(int player, String cardId) {
        for (Die d : state.dice()) {
            CardInPlay card = state.cards().get(d.cardIndex());
            boolean mine = card.isShared() ? d.owner() == CardInPlay.SHARED || d.owner() == player : d.owner() == player;
            if (card.definition().id().equals(cardId) && mine && (d.zone() == Zone.ON_CARD || d.zone() == Zone.BAG)
                    && !placed.contains(d.id())) {
                return d;
            }
        }
        throw new IllegalStateException("no more " + cardId + " dice for player " + player);
    }

    private final List<Integer> placed = new ArrayList<>();

    private Die put(Die d, int player, Zone zone, Predicate<Face> face) {
        List<Face> faces = state.definition(d).faces();
        for (int i = 0; i < faces.size(); i++) {
            if (face.test(faces.get(i))) {
                editor().place(d.id(), player, zone, i);
                placed.add(d.id());
                return state.die(d.id());
            }
        }
        throw new IllegalStateException(state.nameOf(d) + " has no such face");
    }

    /** A die of the card at a level (character face) in a zone. */
    public Die character(int player, String cardId, Zone zone, int level) {
        return put(unused(player, cardId), player, zone, f -> f.isCharacter() && f.level() == level);
    }

    /** A Sidekick die on its character face in a zone. */
    public Die sidekick(int player, Zone zone) {
        return put(unused(player, "SIDEKICK"), player, zone, Face::isCharacter);
    }

    /** A Sidekick die showing an energy symbol in the Reserve Pool. */
    public Die energy(int player, Energy symbol) {
        return put(unused(player, "SIDEKICK"), player, Zone.RESERVE,
                f -> f.isEnergy() && f.energy().equals(List.of(symbol)));
    }

    /** A die of the card in a zone, not yet rolled (bag, Used Pile, Prep Area). */
    public Die unrolled(int player, String cardId, Zone zone) {
        return put(unused(player, cardId), player, zone, f -> true);
    }

    /** A bought action die in the Reserve Pool showing an action face with that many bursts. */
    public Die action(int player, String cardId, int bursts) {
        return put(unused(player, cardId), player, Zone.RESERVE, f -> f.isAction() && f.bursts() == bursts);
    }

    /** A die of the card showing an energy face in the Reserve Pool. */
    public Die energyFace(int player, String cardId) {
        return put(unused(player, cardId), player, Zone.RESERVE, Face::isEnergy);
    }

    /** The next roll of the game, whatever die it is, shows the first face of {@code d} that passes. */
    public void nextRollShows(Die d, Predicate<Face> face) {
        List<Face> faces = state.definition(d).faces();
        for (int i = 0; i < faces.size(); i++) {
            if (face.test(faces.get(i))) {
                editor().script(new DiceScript(List.of(), List.of(i)));
                return;
            }
        }
        throw new IllegalStateException(state.nameOf(d) + " has no such face");
    }

    /** The player's Roll and Reroll Step, after the roll: the next action chooses what to reroll. */
    public void rollAndRerollOf(int player) {
        turnOf(player);
        editor().step(Step.ROLL_AND_REROLL, true);
    }

    public void setLife(int player, int life) {
        editor().life(player, life);
    }

    /** As if that many of the player's character dice had been KO'd earlier this turn. */
    public void knockedOutThisTurn(int player, int count) {
        editor().knockedOutThisTurn(player, count);
    }

    /** Whose turn it is (the Main Step of that player). */
    public void turnOf(int player) {
        editor().turn(state.turn(), player, state.step());
    }

    // ---- acting through the engine ----

    public Result.Done act(Action action) {
        Result result = Engine.apply(state, action);
        assertThat(result).as("%s should be allowed (%s)", action,
                result instanceof Result.Rejected r ? r.reason() : "").isInstanceOf(Result.Done.class);
        Result.Done done = (Result.Done) result;
        state = done.state();
        events.addAll(done.events());
        return done;
    }

    public String rejected(Action action) {
        Result result = Engine.apply(state, action);
        assertThat(result).as("%s should be refused", action).isInstanceOf(Result.Rejected.class);
        return ((Result.Rejected) result).reason();
    }

    private Payment pay(int player, int cost, List<Energy> types) {
        Payment p = Engine.suggestPayment(state, player, cost, types);
        assertThat(p).as("player %s can pay %s", player, cost).isNotNull();
        return p;
    }

    /** Field a die from the Reserve Pool, paying with the energy there. */
    public void field(Die d) {
        act(new Action.Field(d.id(), pay(d.owner(), Engine.fieldCost(state, d), List.of())));
    }

    public void use(Die actionDie) {
        act(new Action.UseActionDie(actionDie.id()));
    }

    /** The acting player uses a Global Ability of a card, paying with their energy. */
    public void global(String cardId, int abilityIndex) {
        CardInPlay card = card(cardId);
        var cost = card.definition().abilities().get(abilityIndex).cost();
        act(new Action.UseGlobal(card.index(), abilityIndex, pay(state.actingPlayer(), cost.energy(), cost.types())));
    }

    public void purchase(String cardId) {
        CardInPlay card = card(cardId);
        act(new Action.Purchase(card.index(), pay(state.active,
                Engine.purchaseCost(state, card, state.active), card.definition().energyTypes())));
    }

    /** Answer a pending reaction decision with its option, paying a reactive Global as suggested. */
    public void react(int option) {
        Decision.React d = (Decision.React) state.decision;
        Decision.ReactionOption o = d.options().get(option);
        var ability = state.cards().get(o.cardIndex()).definition().allAbilities().get(o.abilityIndex());
        act(new Action.React(option, pay(d.player(), ability.cost().energy(), ability.cost().types())));
    }

    /** Let the damage waiting on a reaction decision be dealt. */
    public void decline() {
        act(new Action.DeclineReaction());
    }

    public CardInPlay card(String cardId) {
        return state.cards().stream().filter(c -> c.definition().id().equals(cardId)).findFirst().orElseThrow();
    }

    public void choose(Die... dice) {
        act(new Action.ChooseTargets(ids(dice)));
    }

    /** Pass priority until the Main Step is over and attackers are to be declared. */
    public void toAttack() {
        while (state.step == Step.MAIN && state.decision == null) {
            act(new Action.Pass());
        }
    }

    public void attack(Die... dice) {
        toAttack();
        act(new Action.DeclareAttackers(ids(dice)));
    }

    public void blocks(Action.Block... blocks) {
        act(new Action.DeclareBlockers(List.of(blocks)));
    }

    public static Action.Block block(Die blocker, Die attacker) {
        return new Action.Block(blocker.id(), attacker.id());
    }

    /** The acting player attacks with one die, the opponent blocks it with one, and damage is dealt. */
    public void attackBlockedBy(Die attacker, Die blocker) {
        attack(attacker);
        blocks(block(blocker, attacker));
        finishAttack();
    }

    /** Pass priority in the Attack Step's window until damage is dealt (stops at decisions). */
    public void finishAttack() {
        if (state.step == Step.DECLARE_BLOCKERS) {
            act(new Action.DeclareBlockers(List.of()));
        }
        while (state.step == Step.ATTACK_WINDOW && state.decision == null) {
            act(new Action.Pass());
        }
    }

    /** Pass until the turn of the other player begins (stops at decisions). */
    public void endTurn() {
        int player = state.active;
        while (state.active == player && !state.over && state.decision == null) {
            switch (state.step) {
                case DECLARE_ATTACKERS -> act(new Action.DeclareAttackers(List.of()));
                case DECLARE_BLOCKERS -> act(new Action.DeclareBlockers(List.of()));
                case ROLL_AND_REROLL -> act(new Action.Reroll(List.of()));
                default -> act(new Action.Pass());
            }
        }
    }

    /** On a turn just begun: no reroll, pass the Main Step, stop where attackers are declared. */
    public void endTurnUntilAttack() {
        if (state.step == Step.ROLL_AND_REROLL) {
            act(new Action.Reroll(List.of()));
        }
        toAttack();
    }

    private static List<Integer> ids(Die... dice) {
        List<Integer> ids = new ArrayList<>();
        for (Die d : dice) {
            ids.add(d.id());
        }
        return ids;
    }

    // ---- reading ----

    /** The die as it is now (dice are copied with each state). */
    public Die now(Die d) {
        return state.die(d.id());
    }

    public Zone zone(Die d) {
        return now(d).zone();
    }

    public int level(Die d) {
        return state.face(now(d)).level();
    }

    public int attackOf(Die d) {
        return Stats.attack(state, now(d));
    }

    public int defenseOf(Die d) {
        return Stats.defense(state, now(d));
    }

    public int damage(Die d) {
        return now(d).damage();
    }

    public int life(int player) {
        return state.player(player).life();
    }

    public long count(int player, Zone zone) {
        return state.diceIn(player, zone).size();
    }

    /** Whether the die was KO'd by any action applied so far. */
    public boolean wasKnockedOut(Die d) {
        return events.stream().anyMatch(e -> e instanceof GameEvent.DieKnockedOut k && k.dieId() == d.id());
    }

    public Decision decision() {
        return state.decision;
    }

    // ---- dice in the Field Zone with abilities used whenever Globals could be ----

    /**
     * The player holding priority uses the ability that the die in the Field Zone has with the face
     * it shows ("whenever you could use a Global Ability"), paying its energy as suggested.
     */
    public void fieldAbility(Die d) {
        act(fieldAbilityOf(d));
    }

    /** The action using the die's ability (its first one for the face it shows). */
    public Action.UseFieldAbility fieldAbilityOf(Die d) {
        List<Integer> usable = Engine.fieldAbilities(state, now(d));
        assertThat(usable).as("%s has an ability to use in the Field Zone", state.nameOf(now(d))).isNotEmpty();
        return Engine.useFieldAbility(state, now(d), usable.get(0));
    }
}
