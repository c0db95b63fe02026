package dicemasters.net;

import dicemasters.engine.state.Decision;
import dicemasters.engine.Engine;
import dicemasters.engine.state.GameState;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.PlayerState;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Builds the {@link PublicView} of a state for one seat, leaving out by construction what is hidden. */
final class PublicViews {
    private PublicViews() {
    }

    static PublicView of(GameState s, int seat, DieAliases aliases) {
        List<PublicView.Player> players = new ArrayList<>();
        for (PlayerState p : s.players()) {
            players.add(new PublicView.Player(p.name(), p.life(), p.virtualEnergy().stream().map(Energy::name).toList()));
        }
        return new PublicView(seat, s.format(), s.startingLife(), s.turn(), s.activePlayer(), s.step().name(),
                s.isOver() ? -1 : s.actingPlayer(), s.priorityPlayer(), s.isOver(), s.winner(), players,
                dice(s, aliases), bags(s), tokens(s), decision(s.decision(), aliases));
    }

    private static List<PublicView.DieView> dice(GameState s, DieAliases aliases) {
        List<PublicView.DieView> dice = new ArrayList<>();
        for (Die d : s.dice()) {
            if (d.zone() == Zone.BAG) {
                continue;
            }
            boolean character = s.isCharacterInField(d);
            dice.add(new PublicView.DieView(aliases.alias(d.id()), d.cardIndex(), d.owner(), d.zone().name(),
                    d.zone().isRolled() ? d.faceIndex() : -1, d.damage(),
                    character ? Engine.attack(s, d) : 0, character ? Engine.defense(s, d) : 0,
                    d.partiallySpent(), d.blockingAll().stream().map(aliases::alias).toList(), d.isBlocked()));
        }
        dice.sort(Comparator.comparingInt(PublicView.DieView::id));
        return dice;
    }

    private static List<PublicView.BagCount> bags(GameState s) {
        int cards = s.cards().size();
        int[][] counts = new int[s.players().size()][cards];
        for (Die d : s.dice()) {
            if (d.zone() == Zone.BAG && d.owner() >= 0) {
                counts[d.owner()][d.cardIndex()]++;
            }
        }
        List<PublicView.BagCount> bags = new ArrayList<>();
        for (int p = 0; p < counts.length; p++) {
            for (int c = 0; c < cards; c++) {
                if (counts[p][c] > 0) {
                    bags.add(new PublicView.BagCount(p, c, counts[p][c]));
                }
            }
        }
        return bags;
    }

    private static List<PublicView.CardTokens> tokens(GameState s) {
        List<PublicView.CardTokens> tokens = new ArrayList<>();
        for (int c = 0; c < s.cards().size(); c++) {
            if (s.tokensOn(c) != 0) {
                tokens.add(new PublicView.CardTokens(c, s.tokensOn(c)));
            }
        }
        return tokens;
    }

    private static PublicView.DecisionView decision(Decision decision, DieAliases aliases) {
        if (decision == null) {
            return null;
        }
        String kind = decision.getClass().getSimpleName();
        if (decision instanceof Decision.ChooseTargets d) {
            return view(kind, d, numbered(d.candidates(), aliases), -1, 0, d.min(), d.max(), List.of());
        } else if (decision instanceof Decision.SplitDamage d) {
            return view(kind, d, numbered(d.blockers(), aliases), aliases.alias(d.attacker()), d.amount(), 0, 0,
                    List.of());
        } else if (decision instanceof Decision.OrderTriggers d) {
            int n = d.triggers().size();
            return view(kind, d, List.of(), -1, 0, n, n, List.of());
        } else if (decision instanceof Decision.React d) {
            return view(kind, d, List.of(), -1, 0, 0, 0, d.options().stream().map(Decision.ReactionOption::text).toList());
        } else if (decision instanceof Decision.SplitPrepArea d) {
            return view(kind, d, numbered(d.dice(), aliases), -1, 0, 0, 0, List.of());
        } else if (decision instanceof Decision.ChooseNumber d) {
            return view(kind, d, List.of(), -1, 0, d.min(), d.max(), List.of());
        }
        return view(kind, decision, List.of(), -1, 0, 0, 0, List.of());
    }

    private static PublicView.DecisionView view(String kind, Decision d, List<Integer> dice, int attacker, int amount,
                                                int min, int max, List<String> options) {
        return new PublicView.DecisionView(kind, d.player(), d.prompt(), dice, attacker, amount, min, max, options);
    }

    /** Guest numbers, in their own order (the engine's order could tell which die is which). */
    private static List<Integer> numbered(List<Integer> dieIds, DieAliases aliases) {
        return dieIds.stream().map(aliases::alias).sorted().toList();
    }
}
