package dicemasters.coach;

import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Says, at any moment of a game, which step it is and what it is for, who must act, what they may
 * do and why the other options are greyed out. Every "may" comes from {@link Engine#legalActions}
 * and every "may not" from {@link Engine#check}: the coach only puts the engine's answers in words.
 */
public final class Coach {
    private Coach() {
    }

    public static Advice advice(GameState s) {
        StepGuide guide = s.decision() != null ? StepGuides.of(s.decision()) : StepGuides.of(s.step());
        int acting = s.isOver() ? -1 : s.actingPlayer();
        List<String> mayDo = new ArrayList<>();
        for (Action a : Engine.legalActions(s)) {
            mayDo.add(ActionWords.describe(s, a));
        }
        String more = moreChoices(s);
        if (more != null && !mayDo.isEmpty()) {
            mayDo.add(more);
        }
        return new Advice(guide, acting, whoActs(s), mayDo, greyed(s));
    }

    private static String whoActs(GameState s) {
        if (s.isOver()) {
            return s.isTie() ? "The game is over: it ended in a tie." : "The game is over: " + winners(s) + " won.";
        }
        if (s.decision() != null) {
            return name(s, s.decision().player()) + " must answer: " + s.decision().prompt() + ".";
        }
        String active = name(s, s.activePlayer());
        // In Doubles the acting player is one of four: a teammate of the active player, or a defender.
        String acting = name(s, s.actingPlayer());
        return switch (s.step()) {
            case MAIN, ATTACK_WINDOW -> s.priorityPlayer() == s.activePlayer()
                    ? active + " (the active player) has priority."
                    : s.isOnActiveTeam(s.priorityPlayer()) ? name(s, s.priorityPlayer())
                    + " (the active player's teammate) has priority."
                    : name(s, s.priorityPlayer()) + " has priority: they may use one Global Ability or pass it back to "
                    + active + ".";
            case ROLL_AND_REROLL -> acting + " chooses which dice to reroll.";
            case DECLARE_ATTACKERS -> acting + " chooses the attackers.";
            case DECLARE_BLOCKERS -> acting + " chooses the blockers.";
            default -> "It is " + active + "'s turn; this step happens by itself.";
        };
    }

    /** The winner, or in Doubles the winning team ("Ann and Cid"). */
    private static String winners(GameState s) {
        if (!s.seats().teamsOfTwo()) {
            return name(s, s.winner());
        }
        return String.join(" and ", s.seats().allies(s.winner()).stream().map(p -> name(s, p)).toList());
    }

    /** The engine lists group choices by their simplest members; other groups are legal too. */
    private static String moreChoices(GameState s) {
        if (s.decision() != null) {
            return null;
        }
        return switch (s.step()) {
            case ROLL_AND_REROLL -> "…or reroll any other group of the dice rolled this step";
            case DECLARE_ATTACKERS -> "…or attack with any other group of your fielded characters";
            case DECLARE_BLOCKERS -> "…or any other pairing: each of your fielded characters may block one attacker"
                    + (anyMayBlockSeveral(s) ? " (one whose card says so may block several)" : "");
            default -> null;
        };
    }

    /** Whether the engine lets some possible blocker block two of the attackers at once. */
    private static boolean anyMayBlockSeveral(GameState s) {
        List<Die> attackers = Engine.blockableAttackers(s);
        for (Die blocker : Engine.possibleBlockers(s)) {
            for (int i = 0; i < attackers.size(); i++) {
                for (int j = i + 1; j < attackers.size(); j++) {
                    if (Engine.severalBlocksProblem(s, blocker,
                            List.of(attackers.get(i), attackers.get(j))) == null) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static String name(GameState s, int player) {
        return s.player(player).name();
    }

    // ---- greyed-out options ----

    /** An option held back, with the action the engine was asked about (paid as it suggests). */
    private record HeldBack(Greyed greyed, Action tried) {
    }

    /**
     * The actions the "Not now" list is about, each as the engine was asked about it (with its
     * suggested payment): none of them is legal now. Tests hold them against the legal list.
     */
    public static List<Action> greyedActions(GameState s) {
        return heldBack(s).stream().map(HeldBack::tried).toList();
    }

    private static List<Greyed> greyed(GameState s) {
        return heldBack(s).stream().map(HeldBack::greyed).toList();
    }

    private static List<HeldBack> heldBack(GameState s) {
        List<HeldBack> result = new ArrayList<>();
        if (s.isOver() || s.decision() != null || !s.step().isGlobalWindow()) {
            return result;
        }
        int player = s.actingPlayer();
        if (player == s.activePlayer()) {
            for (CardInPlay card : s.cards()) {
                if (!card.isSidekicks() && !Engine.isTokenCard(s, card) && (card.isShared() || card.owner() == player)) {
                    add(result, "Buy " + GameEvent.article(card.definition().name()) + " "
                            + card.definition().name() + " die", whyNotBuy(s, card.index()),
                            Engine.suggestedPurchase(s, card.index()));
                }
            }
            for (Die d : s.diceIn(player, Zone.RESERVE)) {
                if (s.face(d).isCharacter()) {
                    add(result, "Field " + DieWords.name(s, d), whyNotField(s, d.id()), Engine.suggestedFielding(s, d));
                } else if (s.face(d).isAction()) {
                    add(result, "Use the " + DieWords.name(s, d) + " action die", whyNotUseActionDie(s, d.id()),
                            new Action.UseActionDie(d.id()));
                }
            }
        }
        for (Die d : s.diceIn(player, Zone.FIELD)) {
            for (int index : Engine.fieldAbilities(s, d)) {
                Action use = Engine.useFieldAbility(s, d, index);
                add(result, "Use the ability of " + DieWords.name(s, d) + " in the Field Zone", Engine.check(s, use), use);
            }
        }
        for (CardInPlay card : s.cards()) {
            List<Ability> abilities = card.definition().abilities();
            for (int i = 0; i < abilities.size(); i++) {
                if (abilities.get(i).isGlobal()) {
                    add(result, "Use the " + ActionWords.globalName(card.definition(), i),
                            whyNotUseGlobal(s, card.index(), i), Engine.suggestedGlobal(s, card.index(), i));
                }
            }
        }
        return result;
    }

    private static void add(List<HeldBack> into, String option, String reason, Action tried) {
        if (reason != null) {
            into.add(new HeldBack(new Greyed(option, reason), tried));
        }
    }

    /** Why the acting player cannot buy a die of this card now, or null when they can. */
    public static String whyNotBuy(GameState s, int cardIndex) {
        CardInPlay card = s.cards().get(cardIndex);
        return reasonWithPayment(Engine.suggestedPurchase(s, cardIndex), s, card.definition().name(),
                Engine.purchaseCost(s, card, s.activePlayer()), card.definition().energyTypes());
    }

    /** Why the acting player cannot field this die now, or null when they can. */
    public static String whyNotField(GameState s, int dieId) {
        Die d = s.die(dieId);
        if (!d.zone().isRolled() || !s.face(d).isCharacter()) {
            return Engine.check(s, new Action.Field(dieId, Payment.NOTHING));
        }
        return reasonWithPayment(Engine.suggestedFielding(s, d), s, "Fielding " + s.nameOf(d),
                Engine.fieldCost(s, d), List.of());
    }

    public static String whyNotUseActionDie(GameState s, int dieId) {
        return Engine.check(s, new Action.UseActionDie(dieId));
    }

    /** Why the acting player cannot use this Global Ability now, or null when they can. */
    public static String whyNotUseGlobal(GameState s, int cardIndex, int abilityIndex) {
        CardDefinition card = s.cards().get(cardIndex).definition();
        Ability ability = card.abilities().get(abilityIndex);
        return reasonWithPayment(Engine.suggestedGlobal(s, cardIndex, abilityIndex), s,
                "The Global Ability of " + card.name(), ability.cost().energy(), ability.cost().types());
    }

    /**
     * The engine's reason against an action tried with the engine's suggested payment. When the
     * pool cannot pay (the suggestion spends nothing for a cost), the engine's other reasons (wrong
     * step, not your card, ...) come first; if only the payment is wrong, the reason says the
     * Reserve Pool cannot pay.
     */
    private static String reasonWithPayment(Action action, GameState s, String what, int cost, List<Energy> types) {
        String reason = Engine.check(s, action);
        if (reason == null || cost == 0 || !reason.endsWith("this payment spends 0.")) {
            return reason;
        }
        String needs = types.isEmpty() ? "" : ", with at least one "
                + DieWords.joinWords(types.stream().map(Energy::label).toList()) + ",";
        return what + " costs " + cost + " energy" + needs + " and your Reserve Pool cannot pay that now.";
    }

    /** A one-line summary for a status bar: "Main Step — Sam (the active player) has priority." */
    public static String headline(GameState s) {
        Advice a = advice(s);
        return a.step().name() + " — " + a.whoActs();
    }
}
