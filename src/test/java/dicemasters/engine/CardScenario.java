package dicemasters.engine;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import dicemasters.testing.FaceSpec;
import dicemasters.testing.Rulebook;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;

import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The card tests' old helper, kept only as a thin wrapper over {@link TestGame} for tests written
 * before the fixture on branches not yet merged: write new tests with {@code dicemasters.testing}
 * ({@code docs/TESTING.md}). It goes once nothing uses it. Player 1 is now called Ben.
 */
@Deprecated
public final class CardScenario {
    private final TestGame game;

    private CardScenario(TestGame game) {
        this.game = game;
    }

    /** Player 0 brings {@code team0}, player 1 {@code team1} (4 dice each), and the Basic Actions. Turn 2, Main Step. */
    public static CardScenario of(CardLibrary library, List<String> team0, List<String> team1, List<String> basics) {
        return new CardScenario(TestGame.setup().cardsFrom(library).ann(team0.toArray(String[]::new))
                .ben(team1.toArray(String[]::new)).basicActions(basics.toArray(String[]::new)).turn(2)
                .at(Rulebook.ANN, Step.MAIN));
    }

    public GameState state() {
        return game.state();
    }

    public List<GameEvent> events() {
        return game.events();
    }

    private Die placed(TestDie d) {
        return game.die(d);
    }

    private TestDie handle(Die d) {
        return game.handle(game.state().die(d.id()));
    }

    private TestDie[] handles(Die... dice) {
        return Arrays.stream(dice).map(this::handle).toArray(TestDie[]::new);
    }

    public Die character(int player, String cardId, Zone zone, int level) {
        return placed(game.place(player, cardId, zone, Rulebook.level(level)));
    }

    public Die sidekick(int player, Zone zone) {
        return placed(game.sidekick(player, zone));
    }

    public Die energy(int player, Energy symbol) {
        return placed(game.energy(player, symbol));
    }

    public Die unrolled(int player, String cardId, Zone zone) {
        return placed(game.place(player, cardId, zone, Rulebook.anyFace()));
    }

    public Die action(int player, String cardId, int bursts) {
        return placed(game.place(player, cardId, Zone.RESERVE, Rulebook.action(bursts)));
    }

    public Die energyFace(int player, String cardId) {
        return placed(game.place(player, cardId, Zone.RESERVE, Rulebook.anEnergyFace()));
    }

    public void nextRollShows(Die d, Predicate<Face> face) {
        game.nextRollShows(handle(d), new FaceSpec("the face asked for", face));
    }

    public void rollAndRerollOf(int player) {
        game.turnOf(player, Step.ROLL_AND_REROLL);
    }

    public void setLife(int player, int life) {
        game.life(player, life);
    }

    public void knockedOutThisTurn(int player, int count) {
        game.knockedOutThisTurn(player, count);
    }

    public void turnOf(int player) {
        game.turnOf(player);
    }

    public Result.Done act(Action action) {
        return game.act(action);
    }

    public String rejected(Action action) {
        Result result = Engine.apply(game.state(), action);
        assertThat(result).as("%s should be refused", action).isInstanceOf(Result.Rejected.class);
        return ((Result.Rejected) result).reason();
    }

    public void field(Die d) {
        game.field(handle(d));
    }

    public void use(Die actionDie) {
        game.use(handle(actionDie));
    }

    public void global(String cardId, int abilityIndex) {
        game.useGlobal(cardId, abilityIndex);
    }

    public void purchase(String cardId) {
        game.buy(cardId);
    }

    public void react(int option) {
        game.react(option);
    }

    public void decline() {
        game.decline();
    }

    public CardInPlay card(String cardId) {
        return game.card(cardId);
    }

    public void choose(Die... dice) {
        game.choose(handles(dice));
    }

    public void toAttack() {
        game.passToAttack();
    }

    public void attack(Die... dice) {
        game.attackWith(handles(dice));
    }

    public void blocks(Action.Block... blocks) {
        game.blocks(blocks);
    }

    public static Action.Block block(Die blocker, Die attacker) {
        return new Action.Block(blocker.id(), attacker.id());
    }

    public void attackBlockedBy(Die attacker, Die blocker) {
        game.attackBlockedBy(handle(attacker), handle(blocker));
    }

    public void finishAttack() {
        game.finishAttack();
    }

    public void endTurn() {
        game.endTurn();
    }

    public void endTurnUntilAttack() {
        if (game.state().step() == Step.ROLL_AND_REROLL) {
            game.reroll();
        }
        game.passToAttack();
    }

    public Die now(Die d) {
        return game.state().die(d.id());
    }

    public Zone zone(Die d) {
        return now(d).zone();
    }

    public int level(Die d) {
        return game.state().face(now(d)).level();
    }

    public int attackOf(Die d) {
        return Engine.attack(game.state(), now(d));
    }

    public int defenseOf(Die d) {
        return Engine.defense(game.state(), now(d));
    }

    public int damage(Die d) {
        return now(d).damage();
    }

    public int life(int player) {
        return game.life(player);
    }

    public long count(int player, Zone zone) {
        return game.count(player, zone);
    }

    public boolean wasKnockedOut(Die d) {
        return game.wasKnockedOut(handle(d));
    }

    public Decision decision() {
        return game.decision();
    }

    public void fieldAbility(Die d) {
        game.useFieldAbility(handle(d));
    }

    public Action.UseFieldAbility fieldAbilityOf(Die d) {
        return game.fieldAbilityAction(handle(d));
    }
}
