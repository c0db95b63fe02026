package dicemasters.engine;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.combat.Combat;
import dicemasters.engine.combat.Declarations;
import dicemasters.engine.combat.SeveralBlocks;
import dicemasters.engine.effects.FieldAbilities;
import dicemasters.engine.effects.SecretDraws;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.energy.PaymentSuggestions;
import dicemasters.engine.facts.Stats;
import dicemasters.engine.keywords.Costs;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.keywords.KnockOuts;
import dicemasters.engine.mechanics.Captures;
import dicemasters.engine.mechanics.Controls;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.setup.Position;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.DiceScript;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameCards;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.Rng;
import dicemasters.engine.state.ScriptedDice;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.turn.Flow;
import dicemasters.engine.turn.LegalActions;
import dicemasters.engine.turn.NewGames;
import dicemasters.engine.turn.PositionChecks;
import dicemasters.engine.turn.PositionMoments;
import dicemasters.engine.turn.PositionSetUp;
import dicemasters.engine.turn.Rules;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The rules engine's front door. A pure function of its inputs: a state and an action give a new
 * state and the events that tell what changed, or a rejection with a reason; the given state is
 * never changed. Randomness comes only from the generator inside the state.
 */
public final class Engine {
    private Engine() {
    }

    public static final int SIDEKICKS_PER_PLAYER = GameSetup.SIDEKICKS_PER_PLAYER;
    /** Character tokens of one kind a player can have at once (each is a hidden die kept for it). */
    public static final int CHARACTER_TOKENS_EACH_KIND = GameCards.CHARACTER_TOKENS_EACH_KIND;

    /** A new game, already settled at the first decision (the first player's reroll). */
    public static Result.Done start(GameSetup setup, long seed) {
        return start(setup, seed, DiceScript.NONE);
    }

    /** A new game whose draws and rolls follow a script as far as it goes (tutorials, examples). */
    public static Result.Done start(GameSetup setup, long seed, DiceScript script) {
        GameState s = NewGames.state(setup, seed, script);
        Table t = new Table(s);
        // The generator chooses the team that goes first (its first seat takes the turn).
        int first = setup.firstPlayer() == GameSetup.RANDOM_FIRST ? StateChanges.random(s, 2) : setup.firstPlayer();
        t.emit(new GameEvent.GameStarted(setup.format(), s.players().stream().map(PlayerState::name).toList(), first,
                seed));
        Flow.startTurn(t, first);
        Flow.settle(t);
        return new Result.Done(s, List.copyOf(t.events));
    }

    /**
     * Why this moment cannot be saved as a {@link Position} (a choice, effects or uses lasting to the
     * end of the turn are pending), in words; null when it can.
     */
    public static String positionProblem(GameState state) {
        return PositionMoments.problem(state);
    }

    /** The position of this moment; only when {@link #positionProblem} is null. */
    public static Position positionOf(GameState state) {
        String problem = positionProblem(state);
        if (problem != null) {
            throw new IllegalStateException(problem);
        }
        return PositionMoments.describe(state);
    }

    /**
     * A game going on from a position: set up, checked against the rules' invariants and settled
     * (a step not yet begun does its automatic part). Rejected, with the reason in words, when the
     * position names a die or seat that does not exist or is one the rules do not allow.
     */
    public static Result startFrom(Position position) {
        GameState s;
        try {
            s = PositionSetUp.setUp(NewGames.state(position.setup(), position.random().seed(), position.toCome()), position);
        } catch (PositionSetUp.Refused e) {
            return new Result.Rejected(e.getMessage());
        }
        String problem = PositionChecks.problem(s);
        return problem == null ? settle(s) : new Result.Rejected(problem);
    }

    /**
     * A state only to look at: the position put on a new table as it is, neither checked against
     * the rules' invariants nor settled (a network guest's picture of a moment the host's engine
     * reached, docs/NETWORK.md). Its generator is the position's, which a guest sets to nothing
     * of the game's; it is never played on. An IllegalArgumentException names a die or seat that does not exist.
     */
    public static GameState pictureOf(Position position) {
        try {
            return PositionSetUp.setUp(NewGames.state(position.setup(), position.random().seed(), position.toCome()),
                    position);
        } catch (PositionSetUp.Refused e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** {@link #pictureOf} paused on the host's pending choice (null: none), for a network guest's table. */
    public static GameState pictureOf(Position position, Decision pending) {
        GameState s = pictureOf(position);
        if (pending != null) {
            if (pending.player() < 0 || pending.player() >= s.players().size()) {
                throw new IllegalArgumentException("the choice names seat " + pending.player() + ", which the game does not have");
            }
            StateChanges.ask(s, pending);
        }
        return s;
    }

    /** Apply an action of the acting player. */
    public static Result apply(GameState state, Action action) {
        String reason = Rules.check(state, action);
        if (reason != null) {
            return new Result.Rejected(reason);
        }
        GameState next = state.copy();
        Table t = execute(next, action);
        return new Result.Done(next, List.copyOf(t.events));
    }

    /**
     * {@link #apply} for a simulation that owns {@code state} and will not look at it again: the same
     * check and the same game, but the move changes the given state instead of a copy (a search plays
     * millions of moves, and copying a state for each took about a fifth of its time). A rejected action
     * still leaves the state as it was. The returned state is {@code state} itself.
     */
    public static Result applyInPlace(GameState state, Action action) {
        String reason = Rules.check(state, action);
        if (reason != null) {
            return new Result.Rejected(reason);
        }
        Table t = execute(state, action);
        return new Result.Done(state, Collections.unmodifiableList(t.events));
    }

    private static Table execute(GameState next, Action action) {
        Table t = new Table(next);
        Rules.execute(t, action);
        StateChanges.countAction(next);
        Flow.settle(t);
        KnockOuts.forgetDamageSources(t);
        return t;
    }

    /**
     * Lets the engine go on by itself from a position set up by hand (tests and lessons use
     * {@code PositionEditor}) until a player must choose: the automatic part of a step not yet
     * begun (the end of a turn, clearing and drawing, rolling the Prep Area...), triggered
     * abilities, KOs. A position already waiting on a player comes back as it was, with no events.
     * The given state is never changed.
     */
    public static Result.Done settle(GameState state) {
        GameState next = state.copy();
        Table t = new Table(next);
        Flow.settle(t);
        KnockOuts.forgetDamageSources(t);
        return new Result.Done(next, List.copyOf(t.events));
    }

    /**
     * The state as {@code viewer} could imagine it: everything on the table as it is, but what the
     * viewer cannot know drawn anew from {@code seed}: the random generator (so every future draw
     * from a bag and every roll), the opponent's secret number while it is being guessed, and any
     * scripted dice still to come. The given state is not changed. Search players simulate such
     * states so that their choices never depend on hidden information.
     */
    public static GameState redrawHiddenInformation(GameState state, int viewer, long seed) {
        GameState s = state.copy();
        StateChanges.replaceGenerator(s, Rng.mix(seed));
        StateChanges.setScriptedDice(s, ScriptedDice.NONE);
        SecretDraws.redrawSecretNumber(s, viewer, seed);
        return s;
    }

    /** Why an action is not allowed now, or null when it is. */
    public static String check(GameState state, Action action) {
        return Rules.check(state, action);
    }

    /** The actions the acting player may take now (see {@link LegalActions} for what is listed). */
    public static List<Action> legalActions(GameState state) {
        return LegalActions.list(state);
    }

    /** A suggested payment for a cost, or null when the player cannot pay it. */
    public static Payment suggestPayment(GameState state, int player, int cost,
                                         List<dicemasters.engine.card.Energy> types) {
        return PaymentSuggestions.suggest(state, player, cost, types);
    }

    /**
     * What a die of the card costs the player now, after cost reductions (such as Turtle Power or
     * Aquaman's) and the floor: the one answer the checks, the legal actions, the table and the
     * coach all use. A card's printed cost is {@code card.definition().cost()}.
     */
    public static int purchaseCost(GameState state, CardInPlay card, int player) {
        return KeywordRules.purchaseCost(state, card, player);
    }

    /**
     * Buying a die of the card now, paid as the engine suggests at what it costs the buyer now (the
     * active player, or in Doubles the active team's player holding priority; {@link Payment#NOTHING}
     * when their Reserve Pool cannot pay): exactly the action {@link #legalActions} lists when buying
     * is legal, so the table and the coach offer the same.
     */
    public static Action.Purchase suggestedPurchase(GameState state, int cardIndex) {
        Action.Purchase buy = LegalActions.purchase(state, state.cards().get(cardIndex),
                new PaymentSuggestions.Suggester(state, mainStepPlayer(state)));
        return buy != null ? buy : new Action.Purchase(cardIndex, Payment.NOTHING);
    }

    /** Fielding the die, paid as suggested at what it costs its owner now (as {@link #suggestedPurchase}). */
    public static Action.Field suggestedFielding(GameState state, Die die) {
        Action.Field field = LegalActions.fielding(state, die, new PaymentSuggestions.Suggester(state, mainStepPlayer(state)));
        return field != null ? field : new Action.Field(die.id(), Payment.NOTHING);
    }

    /** Who buys and fields now: the priority holder if on the active team, else the active player. */
    private static int mainStepPlayer(GameState state) {
        return state.isOnActiveTeam(state.priorityPlayer()) ? state.priorityPlayer() : state.activePlayer();
    }

    /** Using a Global Ability, paid as suggested for the player holding priority (as {@link #suggestedPurchase}). */
    public static Action.UseGlobal suggestedGlobal(GameState state, int cardIndex, int abilityIndex) {
        Action.UseGlobal use = LegalActions.global(state, cardIndex, abilityIndex,
                new PaymentSuggestions.Suggester(state, state.priorityPlayer()));
        return use != null ? use : new Action.UseGlobal(cardIndex, abilityIndex, Payment.NOTHING);
    }

    /** What fielding the die costs its owner now, after reductions ("cost 1 less to field"). */
    public static int fieldCost(GameState state, Die die) {
        return Costs.fieldCost(state, die);
    }

    /** A character die's attack now: printed value plus every bonus, never below 0. */
    public static int attack(GameState state, Die die) {
        return Stats.attack(state, die);
    }

    /** A character die's defense now: printed value plus every bonus, never below 0. */
    public static int defense(GameState state, Die die) {
        return Stats.defense(state, die);
    }

    /** How much more damage a character die can take before it is KO'd (defense less damage, at least 0). */
    public static int remainingDefense(GameState state, Die die) {
        return Stats.remainingDefense(state, die);
    }

    /**
     * The keywords a die has now, in the glossary's order: printed on its face or card, granted
     * until the end of the turn, or while another card is active.
     */
    public static Set<Keyword> keywords(GameState state, Die die) {
        EnumSet<Keyword> has = EnumSet.noneOf(Keyword.class);
        for (Keyword keyword : Keyword.values()) {
            if (Stats.hasKeyword(state, die, keyword)) {
                has.add(keyword);
            }
        }
        return Collections.unmodifiableSet(has);
    }

    /** The ids of the dice the acting player may reroll now (rolled this Roll and Reroll Step). */
    public static List<Integer> rerollableDice(GameState state) {
        return LegalActions.rerollable(state);
    }

    public static List<Die> possibleAttackers(GameState state) {
        return Declarations.possibleAttackers(state);
    }

    public static List<Die> possibleBlockers(GameState state) {
        return Declarations.possibleBlockers(state);
    }

    /** Attacking dice of the active player (not blockers). */
    public static List<Die> attackers(GameState state) {
        return Combat.attackers(state);
    }

    /**
     * The attackers the player declaring blockers now may block: every attacker in a two-player
     * game; in Doubles those attacking that player (no one blocks for a teammate).
     */
    public static List<Die> blockableAttackers(GameState state) {
        return Declarations.blockableAttackers(state);
    }

    public static List<Die> blockersOf(GameState state, Die attacker) {
        return Combat.blockersOf(state, attacker);
    }

    /** The die that captured {@code die}, empty when it is not captured (or no die captured it). */
    public static java.util.Optional<Die> captorOf(GameState state, Die die) {
        return Captures.captorOf(state, die);
    }

    /** The name of the card whose abilities the die has copied until the end of the turn, if any. */
    public static java.util.Optional<String> copiedAbilitiesOf(GameState state, Die die) {
        return java.util.Optional.ofNullable(Copies.copiedCardName(state, die));
    }

    /** The name of the card the die is a copy of until the end of the turn ("copy the die"), if any. */
    public static java.util.Optional<String> copyOf(GameState state, Die die) {
        int copy = Copies.copyOf(state, die);
        return copy < 0 ? java.util.Optional.empty() : java.util.Optional.of(state.cards().get(copy).definition().name());
    }

    /** Whether the die has lost its abilities until the end of the turn. */
    public static boolean hasLostAbilities(GameState state, Die die) {
        return Copies.lostAbilitiesToACopy(state, die);
    }

    /**
     * Whether the die is a character token (created by a card, it exists only in the Field Zone);
     * a token's card is hidden: it is no team card and is never bought.
     */
    public static boolean isCharacterToken(GameState state, Die die) {
        return Tokens.isToken(state, die);
    }

    /** Whether the card is the hidden card of a kind of character token (never shown as a team card). */
    public static boolean isTokenCard(GameState state, CardInPlay card) {
        return Tokens.isTokenCard(state, card.index());
    }

    public static boolean isCaptured(GameState state, Die die) {
        return Captures.isCaptured(state, die);
    }

    /** Whether the die's owner's opponent controls it this turn (it is theirs until control ends). */
    public static boolean isControlled(GameState state, Die die) {
        return Controls.isControlled(state, die);
    }

    /** The player a controlled die was taken from (in Doubles not always the one across), or -1. */
    public static int controlledFrom(GameState state, Die die) {
        return Controls.takenFrom(state, die);
    }

    /**
     * Why the blocker may not block all of these attackers at once (a die blocks one attacker
     * unless an ability lets it block several), or null when it may. Only this rule is judged;
     * the whole declaration is judged by {@link #check}.
     */
    public static String severalBlocksProblem(GameState state, Die blocker, List<Die> attackers) {
        return SeveralBlocks.problem(state, blocker, attackers);
    }

    /**
     * The abilities ("whenever you could use a Global Ability") a die in the Field Zone has with the
     * face it shows, as indexes into its card's abilities; whether one can be used now is
     * {@link #check}'s answer for {@link Action.UseFieldAbility}.
     */
    public static List<Integer> fieldAbilities(GameState state, Die die) {
        return FieldAbilities.usable(state, die);
    }

    /**
     * The action using a die's field ability with its energy cost paid as suggested for the
     * player holding priority ({@link Payment#NOTHING} when it costs no energy or the pool cannot pay).
     */
    public static Action.UseFieldAbility useFieldAbility(GameState state, Die die, int abilityIndex) {
        var ability = state.abilities(die.cardIndex()).get(abilityIndex);
        Payment pay = FieldAbilities.suggest(new PaymentSuggestions.Suggester(state, state.priorityPlayer()), ability);
        return new Action.UseFieldAbility(die.id(), abilityIndex, pay == null ? Payment.NOTHING : pay);
    }
}
