package dicemasters.engine.turn;

import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.effects.Naming;
import dicemasters.engine.energy.Payments;
import dicemasters.engine.facts.AbilityStarts;
import dicemasters.engine.keywords.Costs;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.keywords.Purchases;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameCards;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.Step;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.TurnRecords;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * The active player's Main Step actions: buying dice, fielding characters and using action dice,
 * each checked first (with a reason a player can read) and then carried out. In Doubles either
 * player of the active team does these while holding priority, paying from their own dice.
 */
public final class MainStep {
    private MainStep() {
    }

    private static String mainStepProblem(GameState s, String what) {
        if (s.step() != Step.MAIN) {
            return "You can only " + what + " during your Main Step.";
        }
        if (!s.isOnActiveTeam(s.priorityPlayer())) {
            return "Only " + theActiveSide(s) + " can " + what + ".";
        }
        return null;
    }

    /** Who takes the turn, in a rejection's words. */
    private static String theActiveSide(GameState s) {
        return s.seats().teamsOfTwo() ? "the players of the active team" : "the active player";
    }

    public static Die nextDieOnCard(GameState s, int cardIndex) {
        for (int id : s.gameCards().diceOf(cardIndex)) {
            Die d = s.die(id);
            if (d.zone() == Zone.ON_CARD) {
                return d;
            }
        }
        return null;
    }

    public static String checkPurchase(GameState s, Action.Purchase a) {
        if (a.cardIndex() < 0 || a.cardIndex() >= s.cards().size()) {
            return "There is no such card.";
        }
        CardInPlay card = s.cards().get(a.cardIndex());
        String name = card.definition().name();
        String problem = mainStepProblem(s, "buy dice");
        if (problem != null) {
            return problem;
        }
        if (card.isSidekicks()) {
            return "Sidekick dice cannot be bought.";
        }
        if (Tokens.isTokenCard(s, card.index())) {
            return name + " character tokens cannot be bought: cards create them.";
        }
        int buyer = s.priorityPlayer();
        if (!card.isShared() && card.owner() != buyer) {
            return s.seats().sameTeam(card.owner(), buyer) ? "You cannot buy dice from your teammate's cards."
                    : "You cannot buy dice from your opponent's cards.";
        }
        if (nextDieOnCard(s, a.cardIndex()) == null) {
            return "No " + name + " dice are left to buy.";
        }
        if (s.player(buyer).basicActionsBought().contains(card.index())) {
            return "You bought " + GameEvent.article(name) + " " + name + " die this turn: in Doubles a player buys"
                    + " at most one of each Basic Action die per turn.";
        }
        String named = s.namedCharacters().isEmpty() ? null : Naming.forbidden(s, card, "purchased");
        if (named != null) {
            return named;
        }
        String limited = Costs.purchaseLimitProblem(s, card, buyer);
        if (limited != null) {
            return limited;
        }
        CardDefinition def = card.definition();
        return Payments.check(s, buyer, a.payment(), KeywordRules.purchaseCost(s, card, buyer), def.energyTypes(), name);
    }

    public static void purchase(Table t, Action.Purchase a) {
        GameState s = t.s;
        int player = s.priorityPlayer();
        PlayerState buyer = s.player(player);
        Zone to = buyer.firstPurchaseToPrep() && buyer.purchasedThisTurn() == 0 ? Zone.PREP : Zone.USED;
        Purchases.buy(t, player, nextDieOnCard(s, a.cardIndex()), a.payment(), to);
        Priority.activeTeamActed(s);
    }

    public static String checkField(GameState s, Action.Field a) {
        String problem = mainStepProblem(s, "field characters");
        if (problem != null) {
            return problem;
        }
        if (!s.hasDie(a.die())) {
            return "There is no such die.";
        }
        Die d = s.die(a.die());
        Face face = s.face(d);
        if (d.owner() != s.priorityPlayer() || d.zone() != Zone.RESERVE || !face.isCharacter()) {
            return "Only character dice in your Reserve Pool can be fielded.";
        }
        if (s.player(d.owner()).cannotField()) {
            return "You cannot field character dice this turn.";
        }
        String named = s.namedCharacters().isEmpty() ? null : Naming.forbidden(s, s.cardOf(d), "fielded");
        if (named != null) {
            return named;
        }
        return Payments.check(s, s.priorityPlayer(), a.payment(), Costs.fieldCost(s, d), List.of(),
                "Fielding " + s.nameOf(d));
    }

    public static void field(Table t, Action.Field a) {
        GameState s = t.s;
        Die d = s.die(a.die());
        int player = s.priorityPlayer();
        Payments.pay(t, player, a.payment(), "field " + s.nameOf(d));
        t.move(d, Zone.FIELD);
        t.emit(new GameEvent.DieFielded(player, t.name(player), d.id(), s.nameOf(d), s.face(d).level()));
        Priority.activeTeamActed(s);
    }

    public static String checkActionDie(GameState s, Action.UseActionDie a) {
        if (!s.step().isGlobalWindow()) {
            return "Action dice are used in the Main Step or the Attack Step's Action/Global window.";
        }
        if (!s.isOnActiveTeam(s.priorityPlayer())) {
            return "Only " + theActiveSide(s) + " can use action dice.";
        }
        if (!s.hasDie(a.die())) {
            return "There is no such die.";
        }
        Die d = s.die(a.die());
        if (d.owner() != s.priorityPlayer() || d.zone() != Zone.RESERVE || !s.face(d).isAction()) {
            return "Only action dice showing an action face in your Reserve Pool can be used.";
        }
        CardDefinition card = s.definition(d);
        List<Integer> abilities = AbilityStarts.actionAbilities(card, s.face(d).bursts());
        if (abilities.isEmpty() && !(s.gameCards().tracksActionUses() && worksForTheTurn(card))
                && !card.has(Keyword.CONTINUOUS)) {
            return card.name() + " has no effect to use.";
        }
        return abilities.isEmpty() ? null
                : AbilityStarts.cannotUseActionDie(s, card, abilities, s.priorityPlayer());
    }

    public static void useActionDie(Table t, Action.UseActionDie a) {
        GameState s = t.s;
        Die d = s.die(a.die());
        int player = s.priorityPlayer();
        int bursts = s.face(d).bursts();
        CardDefinition card = s.definition(d);
        // A Continuous action die is used by moving it to the Field Zone, where it stays.
        t.move(d, card.has(Keyword.CONTINUOUS) ? Zone.FIELD : Zone.OUT_OF_PLAY);
        t.emit(new GameEvent.ActionDieUsed(player, t.name(player), d.id(), card.name(), bursts));
        TurnRecords.useActionDie(s, player, d.cardIndex(), bursts);
        for (int index : AbilityStarts.actionAbilities(card, bursts)) {
            EffectQueue.add(s, new PendingEffect(player, d.cardIndex(), index, d.id(), -1, bursts, 0, null));
        }
        Priority.activeTeamActed(s);
    }

    /** An action card whose only text works for the turn it is used ("this turn, you may ..."). */
    private static boolean worksForTheTurn(CardDefinition card) {
        return card.allAbilities().stream().anyMatch(GameCards::worksForTheTurn);
    }
}
