package dicemasters.engine.turn;

import dicemasters.engine.Action;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.combat.Combat;
import dicemasters.engine.combat.SeveralBlocks;
import dicemasters.engine.effects.Abilities;
import dicemasters.engine.effects.ActionUse;
import dicemasters.engine.effects.FieldAbilities;
import dicemasters.engine.effects.Naming;
import dicemasters.engine.effects.PendingEffect;
import dicemasters.engine.energy.Payments;
import dicemasters.engine.keywords.KeywordRules;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether an action is legal now (with a reason a player can read when it is not) and what it
 * does. {@link #check} never changes anything; {@link #execute} runs only after a check passed.
 */
public final class Rules {
    private Rules() {
    }

    public static String check(GameState s, Action action) {
        if (s.isOver()) {
            return "The game is over.";
        }
        if (action instanceof Action.Concede) {
            return null;
        }
        if (s.decision() != null) {
            return Decisions.check(s, action);
        }
        if (action instanceof Action.Reroll a) {
            return checkReroll(s, a);
        } else if (action instanceof Action.Purchase a) {
            return checkPurchase(s, a);
        } else if (action instanceof Action.Field a) {
            return checkField(s, a);
        } else if (action instanceof Action.UseActionDie a) {
            return checkActionDie(s, a);
        } else if (action instanceof Action.UseGlobal a) {
            return checkGlobal(s, a);
        } else if (action instanceof Action.Pass) {
            return s.step().isGlobalWindow() ? null : "There is no priority to pass during " + s.step().label() + ".";
        } else if (action instanceof Action.DeclareAttackers a) {
            return checkAttackers(s, a);
        } else if (action instanceof Action.DeclareBlockers a) {
            return checkBlockers(s, a);
        } else if (action instanceof Action.UseFieldAbility a) {
            return FieldAbilities.check(s, a);
        }
        return "Nothing is waiting for that choice now.";
    }

    public static void execute(Table t, Action action) {
        GameState s = t.s;
        if (action instanceof Action.Concede) {
            int loser = s.actingPlayer();
            t.endGame(1 - loser, t.name(loser) + " conceded");
        } else if (s.decision() != null) {
            Decisions.execute(t, action);
        } else if (action instanceof Action.Reroll a) {
            reroll(t, a);
        } else if (action instanceof Action.Purchase a) {
            purchase(t, a);
        } else if (action instanceof Action.Field a) {
            field(t, a);
        } else if (action instanceof Action.UseActionDie a) {
            useActionDie(t, a);
        } else if (action instanceof Action.UseGlobal a) {
            useGlobal(t, a);
        } else if (action instanceof Action.Pass) {
            pass(t);
        } else if (action instanceof Action.DeclareAttackers a) {
            declareAttackers(t, a);
        } else if (action instanceof Action.DeclareBlockers a) {
            declareBlockers(t, a);
        } else if (action instanceof Action.UseFieldAbility a) {
            FieldAbilities.execute(t, a);
        }
    }

    // ---- Roll and Reroll ----

    private static String checkReroll(GameState s, Action.Reroll a) {
        if (s.step() != Step.ROLL_AND_REROLL) {
            return "You can only reroll during the Roll and Reroll Step.";
        }
        if (s.rerollsTaken() > 0) {
            List<Integer> extra = KeywordRules.extraRerolls(s, s.activePlayer());
            int allowed = s.rerollsTaken() - 1 < extra.size() ? extra.get(s.rerollsTaken() - 1) : 0;
            if (a.dice().size() > allowed) {
                return "This extra reroll is of at most " + allowed + (allowed == 1 ? " die." : " dice.");
            }
        }
        Set<Integer> seen = new HashSet<>();
        for (int id : a.dice()) {
            if (!validDie(s, id) || !seen.add(id)) {
                return "Choose each die to reroll once.";
            }
            Die d = s.die(id);
            if (d.owner() != s.activePlayer() || !d.rolledThisStep() || d.zone() != Zone.RESERVE) {
                return "Only the dice you rolled this step can be rerolled.";
            }
        }
        return null;
    }

    private static void reroll(Table t, Action.Reroll a) {
        t.emit(new GameEvent.RerollChosen(t.s.active, t.name(t.s.active), a.dice().size()));
        for (int id : a.dice()) {
            t.roll(t.s.die(id));
        }
        GameState s = t.s;
        s.rerollsTaken++;
        // Extra rerolls (Renet Tilley) keep the step open after a reroll that rerolled something.
        if (!a.dice().isEmpty() && s.rerollsTaken() - 1 < KeywordRules.extraRerolls(s, s.activePlayer()).size()) {
            return;
        }
        s.rerollsTaken = 0;
        for (Die d : s.dice()) {
            t.markRolledThisStep(d, false);
        }
        Flow.goTo(s, Step.MAIN);
    }

    // ---- Main Step: buy, field ----

    private static String mainStepProblem(GameState s, String what) {
        if (s.step() != Step.MAIN) {
            return "You can only " + what + " during your Main Step.";
        }
        if (s.priorityPlayer() != s.activePlayer()) {
            return "Only the active player can " + what + ".";
        }
        return null;
    }

    /** Purchase cost after reductions: never below 1, or the number of energy types on the card. */
    public static int purchaseCost(CardDefinition card) {
        return Math.max(card.cost(), Math.max(1, card.energyTypes().size()));
    }

    static Die nextDieOnCard(GameState s, int cardIndex) {
        for (Die d : s.dice()) {
            if (d.cardIndex() == cardIndex && d.zone() == Zone.ON_CARD) {
                return d;
            }
        }
        return null;
    }

    private static String checkPurchase(GameState s, Action.Purchase a) {
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
        if (!card.isShared() && card.owner() != s.activePlayer()) {
            return "You cannot buy dice from your opponent's cards.";
        }
        if (nextDieOnCard(s, a.cardIndex()) == null) {
            return "No " + name + " dice are left to buy.";
        }
        String named = s.namedCharacters.isEmpty() ? null : Naming.forbidden(s, card, "purchased");
        if (named != null) {
            return named;
        }
        CardDefinition def = card.definition();
        return Payments.check(s, s.activePlayer(), a.payment(), KeywordRules.purchaseCost(s, card, s.activePlayer()),
                def.energyTypes(), name);
    }

    private static void purchase(Table t, Action.Purchase a) {
        GameState s = t.s;
        CardDefinition def = s.cards().get(a.cardIndex()).definition();
        Payments.pay(t, s.activePlayer(), a.payment(), "buy " + def.name());
        Die d = nextDieOnCard(s, a.cardIndex());
        t.changeOwner(d, s.activePlayer());
        PlayerState buyer = s.player(s.activePlayer());
        Zone to = buyer.firstPurchaseToPrep() && buyer.purchasedThisTurn() == 0 ? Zone.PREP : Zone.USED;
        t.countPurchase(s.activePlayer());
        t.move(d, to);
        t.emit(new GameEvent.DiePurchased(s.activePlayer(), t.name(s.activePlayer()), d.id(), def.name(), to));
        s.opponentPassed = false;
    }

    private static String checkField(GameState s, Action.Field a) {
        String problem = mainStepProblem(s, "field characters");
        if (problem != null) {
            return problem;
        }
        if (!validDie(s, a.die())) {
            return "There is no such die.";
        }
        Die d = s.die(a.die());
        Face face = s.face(d);
        if (d.owner() != s.activePlayer() || d.zone() != Zone.RESERVE || !face.isCharacter()) {
            return "Only character dice in your Reserve Pool can be fielded.";
        }
        String named = s.namedCharacters.isEmpty() ? null : Naming.forbidden(s, s.cardOf(d), "fielded");
        if (named != null) {
            return named;
        }
        return Payments.check(s, s.activePlayer(), a.payment(), KeywordRules.fieldCost(s, d), List.of(),
                "Fielding " + s.nameOf(d));
    }

    private static void field(Table t, Action.Field a) {
        GameState s = t.s;
        Die d = s.die(a.die());
        Payments.pay(t, s.activePlayer(), a.payment(), "field " + s.nameOf(d));
        t.move(d, Zone.FIELD);
        t.emit(new GameEvent.DieFielded(s.activePlayer(), t.name(s.activePlayer()), d.id(), s.nameOf(d), s.face(d).level()));
        s.opponentPassed = false;
    }

    // ---- action dice and Globals ----

    private static String checkActionDie(GameState s, Action.UseActionDie a) {
        if (!s.step().isGlobalWindow()) {
            return "Action dice are used in the Main Step or the Attack Step's Action/Global window.";
        }
        if (s.priorityPlayer() != s.activePlayer()) {
            return "Only the active player can use action dice.";
        }
        if (!validDie(s, a.die())) {
            return "There is no such die.";
        }
        Die d = s.die(a.die());
        if (d.owner() != s.activePlayer() || d.zone() != Zone.RESERVE || !s.face(d).isAction()) {
            return "Only action dice showing an action face in your Reserve Pool can be used.";
        }
        CardDefinition card = s.definition(d);
        List<Integer> abilities = Abilities.actionAbilities(card, s.face(d).bursts());
        if (abilities.isEmpty() && !(s.tracksActionUses && worksForTheTurn(card))
                && !card.has(Keyword.CONTINUOUS)) {
            return card.name() + " has no effect to use.";
        }
        return abilities.isEmpty() ? null
                : Abilities.cannotStart(s, card.abilities().get(abilities.get(0)), s.activePlayer(), card.name());
    }

    private static void useActionDie(Table t, Action.UseActionDie a) {
        GameState s = t.s;
        Die d = s.die(a.die());
        int bursts = s.face(d).bursts();
        CardDefinition card = s.definition(d);
        // A Continuous action die is used by moving it to the Field Zone, where it stays.
        t.move(d, card.has(Keyword.CONTINUOUS) ? Zone.FIELD : Zone.OUT_OF_PLAY);
        t.emit(new GameEvent.ActionDieUsed(s.activePlayer(), t.name(s.activePlayer()), d.id(), card.name(), bursts));
        if (s.tracksActionUses) {
            s.actionUses.add(new ActionUse(s.activePlayer(), d.cardIndex(), bursts));
        }
        for (int index : Abilities.actionAbilities(card, bursts)) {
            s.queue.addLast(new PendingEffect(s.activePlayer(), d.cardIndex(), index, d.id(), -1, bursts, 0, null));
        }
        s.opponentPassed = false;
    }

    /** An action card whose only text works for the turn it is used ("this turn, you may ..."). */
    private static boolean worksForTheTurn(CardDefinition card) {
        return card.allAbilities().stream().anyMatch(ActionUse::worksForTheTurn);
    }

    public static String limitedKey(int player, int cardIndex, int abilityIndex) {
        return player + "/" + cardIndex + "/" + abilityIndex;
    }

    private static String checkGlobal(GameState s, Action.UseGlobal a) {
        return checkGlobal(s, a, s.priorityPlayer());
    }

    /**
     * The check of a Global as if {@code player} held priority, without a copy of the state with
     * priority changed (asked whenever the active player passes).
     */
    static String checkGlobal(GameState s, Action.UseGlobal a, int player) {
        if (!s.step().isGlobalWindow()) {
            return "Global Abilities are used in the Main Step or the Attack Step's Action/Global window.";
        }
        if (a.cardIndex() < 0 || a.cardIndex() >= s.cards().size()) {
            return "There is no such card.";
        }
        CardDefinition card = s.cards().get(a.cardIndex()).definition();
        if (a.abilityIndex() < 0 || a.abilityIndex() >= card.abilities().size()
                || !card.abilities().get(a.abilityIndex()).isGlobal()) {
            return card.name() + " has no such Global Ability.";
        }
        if (s.globalsStopped()) {
            return "Global Abilities cannot be used for the rest of this turn.";
        }
        Ability ability = card.abilities().get(a.abilityIndex());
        if (ability.usesPerTurn() > 0 && usesThisTurn(s, player, a) >= ability.usesPerTurn()) {
            return "The Global Ability of " + card.name() + " can be used only " + ability.usesPerTurn()
                    + (ability.usesPerTurn() == 1 ? " time" : " times") + " per turn.";
        }
        String noTarget = Abilities.cannotStart(s, ability, player, card.name());
        if (noTarget != null) {
            return noTarget;
        }
        return Payments.check(s, player, a.payment(), ability.cost().energy(), ability.cost().types(),
                "The Global Ability of " + card.name());
    }

    private static Ability ability(CardDefinition card, Action.UseGlobal a) {
        return card.abilities().get(a.abilityIndex());
    }

    private static long usesThisTurn(GameState s, int player, Action.UseGlobal a) {
        String key = limitedKey(player, a.cardIndex(), a.abilityIndex());
        return s.limitedUses.stream().filter(key::equals).count();
    }

    private static void useGlobal(Table t, Action.UseGlobal a) {
        GameState s = t.s;
        int player = s.priorityPlayer();
        CardDefinition card = s.cards().get(a.cardIndex()).definition();
        Payments.pay(t, player, a.payment(), "use the Global Ability of " + card.name());
        t.loseLife(player, ability(card, a).cost().life() + s.globalLifeCost(), "the cost of " + card.name());
        t.emit(new GameEvent.GlobalUsed(player, t.name(player), card.name()));
        s.limitedUses.add(limitedKey(player, a.cardIndex(), a.abilityIndex()));
        s.queue.addLast(new PendingEffect(player, a.cardIndex(), a.abilityIndex(), -1, -1, 0, 0, null));
        if (player != s.activePlayer()) {
            // The inactive player uses one Global, then priority returns to the active player.
            t.loseVirtual(player);
            s.priority = s.activePlayer();
            t.emit(new GameEvent.PriorityPassed(player, t.name(player), s.activePlayer(), t.name(s.activePlayer())));
        }
        s.opponentPassed = false;
    }

    // ---- priority ----

    /**
     * The active player passes to the inactive player, who may use one Global or pass back. The
     * step ends when the active player passes after the inactive player passed without acting, or
     * at once when the inactive player has nothing they could use (their pass would change nothing).
     */
    private static void pass(Table t) {
        GameState s = t.s;
        int passer = s.priorityPlayer();
        t.loseVirtual(passer);
        if (passer != s.activePlayer()) {
            s.priority = s.activePlayer();
            s.opponentPassed = true;
            t.emit(new GameEvent.PriorityPassed(passer, t.name(passer), s.activePlayer(), t.name(s.activePlayer())));
            return;
        }
        if (s.opponentPassed()) {
            endWindow(t, "both players passed");
        } else if (!LegalActions.canUseAnyGlobal(s, 1 - s.activePlayer())) {
            endWindow(t, t.name(1 - s.activePlayer()) + " has nothing to use");
        } else {
            s.priority = 1 - s.activePlayer();
            t.emit(new GameEvent.PriorityPassed(passer, t.name(passer), s.priorityPlayer(), t.name(s.priorityPlayer())));
        }
    }

    private static void endWindow(Table t, String reason) {
        GameState s = t.s;
        t.emit(new GameEvent.StepEnded(s.step(), reason));
        s.priority = s.activePlayer();
        s.opponentPassed = false;
        Flow.goTo(s, s.step() == Step.MAIN ? Step.DECLARE_ATTACKERS : Step.ASSIGN_DAMAGE);
    }

    // ---- attack and block ----

    public static List<Die> possibleAttackers(GameState s) {
        List<Die> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.owner() == s.activePlayer() && d.zone() == Zone.FIELD && s.face(d).isCharacter()
                    && KeywordRules.canAttack(s, d)) {
                result.add(d);
            }
        }
        return result;
    }

    public static List<Die> possibleBlockers(GameState s) {
        List<Die> result = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.owner() != s.activePlayer() && d.zone() == Zone.FIELD && s.face(d).isCharacter()
                    && KeywordRules.canBlock(s, d)) {
                result.add(d);
            }
        }
        return result;
    }

    private static String checkAttackers(GameState s, Action.DeclareAttackers a) {
        if (s.step() != Step.DECLARE_ATTACKERS) {
            return "Attackers are declared at the start of the Attack Step.";
        }
        List<Die> allowed = possibleAttackers(s);
        Set<Integer> seen = new HashSet<>();
        for (int id : a.dice()) {
            if (!validDie(s, id) || !allowed.contains(s.die(id)) || !seen.add(id)) {
                return "Only your character dice in the Field Zone can attack, each once.";
            }
        }
        return a.dice().isEmpty() && allowed.isEmpty() ? null : KeywordRules.attackProblem(s, a.dice());
    }

    private static void declareAttackers(Table t, Action.DeclareAttackers a) {
        GameState s = t.s;
        if (a.dice().isEmpty()) {
            t.emit(new GameEvent.NoAttack(s.activePlayer(), t.name(s.activePlayer())));
            Flow.goTo(s, Step.CLEANUP);
            return;
        }
        for (int id : a.dice()) {
            Die d = s.die(id);
            t.move(d, Zone.ATTACK);
            t.emit(new GameEvent.AttackerDeclared(s.activePlayer(), id, s.nameOf(d)));
        }
        Flow.goTo(s, Step.DECLARE_BLOCKERS);
    }

    private static String checkBlockers(GameState s, Action.DeclareBlockers a) {
        if (s.step() != Step.DECLARE_BLOCKERS) {
            return "Blockers are declared after attackers.";
        }
        List<Die> allowed = possibleBlockers(s);
        List<Die> attackers = Combat.attackers(s);
        for (Action.Block b : a.blocks()) {
            if (!validDie(s, b.blocker()) || !allowed.contains(s.die(b.blocker()))) {
                return "Each of your character dice in the Field Zone can block one attacker.";
            }
            if (!validDie(s, b.attacker()) || !attackers.contains(s.die(b.attacker()))) {
                return "A blocker must block an attacking character die.";
            }
        }
        String several = SeveralBlocks.declarationProblem(s, a.blocks());
        return several != null ? several : KeywordRules.blockProblem(s, a.blocks());
    }

    private static void declareBlockers(Table t, Action.DeclareBlockers a) {
        GameState s = t.s;
        for (Action.Block b : a.blocks()) {
            Die blocker = s.die(b.blocker());
            Die attacker = s.die(b.attacker());
            if (!blocker.isBlocking()) { // a die blocking several attackers pays and moves once
                KeywordRules.payToBlock(t, blocker);
                t.move(blocker, Zone.ATTACK);
            }
            t.block(blocker, attacker);
            // One event per attacker blocked: "when blocks" / "when engaged" abilities of a die blocking
            // several trigger once for each of them, "that die" being that attacker.
            t.emit(new GameEvent.BlockerDeclared(blocker.owner(), blocker.id(), s.nameOf(blocker), attacker.id(),
                    s.nameOf(attacker)));
        }
        Flow.goTo(s, Step.ATTACK_WINDOW);
    }

    public static boolean validDie(GameState s, int id) {
        return id >= 0 && id < s.dice().size();
    }

    static boolean isSidekick(GameState s, Die d) {
        return s.definition(d).type() == CardType.SIDEKICK;
    }
}
