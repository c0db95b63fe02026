package dicemasters.ui;

import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Player;
import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.coach.ActionWords;
import dicemasters.coach.Coach;
import dicemasters.engine.Engine;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.Zone;
import dicemasters.session.GameSession;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.LongFunction;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * At every decision of many seeded games (greedy and random players; the DC Justice demo, where
 * Aquaman makes Wonder Woman cheaper, every preset, and teams drawn from the whole pool), the table
 * offers to click exactly what the engine lists as legal, clicking each offered thing sends that
 * very action, and the coach's "You may" says the same while its "Not now" holds none of it.
 */
class TableAgreesWithTheEngineTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    /** Enough decisions for a Demo game; longer games are cut here (the table is checked all along). */
    private static final int DECISIONS_PER_GAME = 260;

    @Test
    void in_the_demo_game_the_table_and_the_coach_offer_what_the_engine_lists() {
        GameSetup demo = NewGame.demo(LIBRARY, 0).toSetup();
        playAndCheck("demo, greedy", 8, seed -> demo, seed -> new GreedyPlayer());
        playAndCheck("demo, random", 8, seed -> demo, RandomPlayer::new);
    }

    @Test
    void with_every_preset_and_teams_from_the_whole_pool_the_table_offers_what_the_engine_lists() {
        List<Preset> presets = LIBRARY.presets();
        playAndCheck("presets, random", presets.size() * 2,
                seed -> presets.get((int) (seed % presets.size())).toSetup(GameSetup.RANDOM_FIRST), RandomPlayer::new);
        playAndCheck("pool teams, random", 12, TableAgreesWithTheEngineTest::teamsFromThePool, RandomPlayer::new);
        playAndCheck("pool teams, greedy", 6, TableAgreesWithTheEngineTest::teamsFromThePool,
                seed -> new GreedyPlayer());
    }

    private static void playAndCheck(String kind, int games, LongFunction<GameSetup> setups,
                                     LongFunction<Player> players) {
        for (long seed = 1; seed <= games; seed++) {
            GameSession session = GameSession.start(setups.apply(seed), seed);
            Player player = players.apply(seed);
            for (int n = 0; n < DECISIONS_PER_GAME && !session.current().isOver(); n++) {
                checkTheTable(session, kind + ", seed " + seed + ", after " + n + " actions: ");
                session.play(player.choose(session.current()));
            }
        }
    }

    /** Two teams of three to five cards drawn from every playable character and action card, two Basic Actions. */
    private static GameSetup teamsFromThePool(long seed) {
        Random random = new Random(seed);
        List<CardDefinition> pool = LIBRARY.playableCards().stream()
                .filter(c -> c.type() == CardType.CHARACTER || c.type() == CardType.ACTION).toList();
        List<CardDefinition> basics = LIBRARY.playableCards().stream()
                .filter(c -> c.type() == CardType.BASIC_ACTION).toList();
        List<GameSetup.Team> teams = new ArrayList<>();
        for (String name : List.of("Ann", "Bob")) {
            List<GameSetup.TeamCard> cards = new ArrayList<>();
            int size = 3 + random.nextInt(3);
            while (cards.size() < size) {
                CardDefinition card = pool.get(random.nextInt(pool.size()));
                if (cards.stream().noneMatch(c -> c.card().id().equals(card.id()))) {
                    cards.add(new GameSetup.TeamCard(card, 1 + random.nextInt(Math.min(4, card.dieLimit()))));
                }
            }
            teams.add(new GameSetup.Team(name, cards));
        }
        CardDefinition first = basics.get(random.nextInt(basics.size()));
        CardDefinition second = basics.get(random.nextInt(basics.size()));
        List<CardDefinition> middle = first == second ? List.of(first) : List.of(first, second);
        return new GameSetup("Casual", 15, teams, middle, 3, GameSetup.RANDOM_FIRST);
    }

    private static void checkTheTable(GameSession session, String where) {
        GameState s = session.current();
        List<Action> legal = Engine.legalActions(s);
        TableProbe probe = new TableProbe(session);
        switch (probe.mode()) {
            case WINDOW -> {
                List<Action> clicks = probe.windowClicks();
                assertThat(clicks).as(where + "every lit die, card or button sends an action").doesNotContainNull();
                assertThat(new HashSet<>(clicks)).as(where + "what the table offers").isEqualTo(new HashSet<>(legal));
            }
            case REROLL, ATTACKERS -> checkGroupChoice(probe, legal, where);
            case BLOCKERS -> {
                for (Action a : legal) {
                    assertThat(probe.blocking(((Action.DeclareBlockers) a).blocks())).as(where + "clicking " + a)
                            .isEqualTo(a);
                }
                Set<Integer> blockers = legal.stream().flatMap(a -> ((Action.DeclareBlockers) a).blocks().stream())
                        .map(Action.Block::blocker).collect(Collectors.toSet());
                assertThat(probe.litDice()).as(where + "the blockers lit").containsAll(blockers);
            }
            case TARGETS -> {
                for (Action a : legal) {
                    Action sent = probe.targeting(((Action.ChooseTargets) a).dice());
                    assertThat(sent).as(where + "clicking " + a).isNotNull();
                    assertThat(targetKeys(s, (Action.ChooseTargets) sent)).as(where + "clicking " + a)
                            .isEqualTo(targetKeys(s, (Action.ChooseTargets) a));
                }
            }
            case SPLIT -> legal.forEach(a -> assertThat(probe.splitting((Decision.SplitDamage) s.decision(),
                    (Action.SplitDamage) a)).as(where + "splitting as " + a).isEqualTo(a));
            case ORDER -> legal.forEach(a -> assertThat(probe.ordering(((Action.OrderTriggers) a).order()))
                    .as(where + "ordering as " + a).isEqualTo(a));
            case REACT -> assertThat(TableProbe.withoutNulls(probe.reactionClicks((Decision.React) s.decision())))
                    .as(where + "the reaction buttons").isEqualTo(new HashSet<>(legal));
            case NUMBER -> assertThat(new HashSet<>(probe.numberClicks((Decision.ChooseNumber) s.decision())))
                    .as(where + "the number buttons").isEqualTo(new HashSet<>(legal));
            default -> throw new AssertionError(where + "the table waits for nothing: " + probe.mode());
        }
        checkTheCoach(s, legal, where);
    }

    /**
     * Rerolls and attacks: the dice lit are the dice the engine's choices are made of, each listed
     * group is made by clicking its dice and Enter, and a lit die picked alone is a legal choice.
     */
    private static void checkGroupChoice(TableProbe probe, List<Action> legal, String where) {
        Set<Integer> inLegal = new HashSet<>();
        for (Action a : legal) {
            List<Integer> dice = a instanceof Action.Reroll r ? r.dice() : ((Action.DeclareAttackers) a).dice();
            inLegal.addAll(dice);
            assertThat(probe.pickingDice(dice)).as(where + "clicking the dice of " + a).isEqualTo(a);
        }
        assertThat(new HashSet<>(probe.litDice())).as(where + "the dice lit").isEqualTo(inLegal);
        for (int id : probe.litDice()) {
            Action sent = probe.pickingDice(List.of(id));
            if (sent != null) {
                assertThat(Engine.check(probe.state(), sent)).as(where + "picking die " + id).isNull();
            }
        }
    }

    /** A die still on its card is the same choice as any other die of that card still there. */
    private static List<String> targetKeys(GameState s, Action.ChooseTargets a) {
        return a.dice().stream().map(id -> s.die(id).zone() == Zone.ON_CARD ? "card " + s.die(id).cardIndex()
                : "die " + id).sorted().toList();
    }

    /** "You may" tells the engine's list; "Not now" holds nothing the player may do. */
    private static void checkTheCoach(GameState s, List<Action> legal, String where) {
        var advice = Coach.advice(s);
        Set<String> told = new HashSet<>(advice.mayDo());
        told.removeIf(line -> line.startsWith("…or"));
        assertThat(told).as(where + "the coach's You may")
                .isEqualTo(legal.stream().map(a -> ActionWords.describe(s, a)).collect(Collectors.toSet()));
        Set<String> mayDo = legal.stream().map(TableAgreesWithTheEngineTest::choice).collect(Collectors.toSet());
        for (Action greyed : Coach.greyedActions(s)) {
            assertThat(mayDo).as(where + "the coach's Not now holds " + greyed).doesNotContain(choice(greyed));
        }
    }

    /** What an action chooses, whatever it pays with: "buy 5", "field 12", "global 3/0". */
    private static String choice(Action a) {
        if (a instanceof Action.Purchase p) {
            return "buy " + p.cardIndex();
        } else if (a instanceof Action.Field f) {
            return "field " + f.die();
        } else if (a instanceof Action.UseGlobal g) {
            return "global " + g.cardIndex() + "/" + g.abilityIndex();
        } else if (a instanceof Action.UseFieldAbility u) {
            return "field ability " + u.die() + "/" + u.abilityIndex();
        }
        return a.toString();
    }
}
