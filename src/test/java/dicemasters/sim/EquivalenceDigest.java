package dicemasters.sim;

import dicemasters.ai.GreedyPlayer;
import dicemasters.ai.Player;
import dicemasters.ai.RandomPlayer;
import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.cli.DemoTeams;
import dicemasters.engine.Engine;
import dicemasters.engine.Result;
import dicemasters.engine.action.Action;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.persist.StateHash;
import dicemasters.session.GameLog;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A fingerprint of the engine's behaviour, for changes that must change nothing (moving code,
 * making it faster): a SHA-256 over many seeded greedy and random games of the demo presets, the
 * tournament fixture and teams of every playable card, of every legal-action list, every event
 * and its log line, the reason {@link Engine#check} gives for a few malformed actions, and the
 * state hash after every action. Run it before and after the change; the digests must be equal.
 * The second digest covers the state hashes alone: a change of an event's words changes the first
 * and must leave the second as it was (re-base the first in a commit of its own).
 * <pre>mvn -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=dicemasters.sim.EquivalenceDigest</pre>
 */
public final class EquivalenceDigest {
    private static final int SEEDS = 12;
    private static final int TURN_LIMIT = 60;

    private final MessageDigest sha = sha256();
    private final MessageDigest states = sha256();
    private long actions;

    public static void main(String[] args) {
        EquivalenceDigest digest = new EquivalenceDigest();
        for (GameSetup setup : setups()) {
            for (long seed = 1; seed <= SEEDS; seed++) {
                digest.play(setup, seed, new GreedyPlayer(), new GreedyPlayer());
                digest.play(setup, seed, new RandomPlayer(seed * 31), new RandomPlayer(seed * 37));
            }
        }
        System.out.println(digest.actions + " actions, digest " + HexFormat.of().formatHex(digest.sha.digest())
                + ", states " + HexFormat.of().formatHex(digest.states.digest()));
    }

    static List<GameSetup> setups() {
        List<GameSetup> setups = new ArrayList<>();
        setups.add(DemoTeams.dcJusticeDemo(GameSetup.RANDOM_FIRST));
        setups.add(Simulator.setup("tournament"));
        CardLibrary library = CardLibrary.loadBundled();
        for (Preset preset : library.presets()) {
            setups.add(preset.toSetup(GameSetup.RANDOM_FIRST));
        }
        List<CardDefinition> characters = library.playableCards().stream()
                .filter(c -> c.type() == CardType.CHARACTER).toList();
        List<CardDefinition> basics = library.playableCards().stream()
                .filter(c -> c.type() == CardType.BASIC_ACTION).toList();
        for (int i = 0; i < characters.size(); i += 8) {
            List<GameSetup.TeamCard> a = new ArrayList<>();
            List<GameSetup.TeamCard> b = new ArrayList<>();
            for (int j = i; j < Math.min(i + 8, characters.size()); j++) {
                (j % 2 == 0 ? a : b).add(new GameSetup.TeamCard(characters.get(j), 3));
            }
            List<CardDefinition> middle = List.of(basics.get(i / 8 % basics.size()),
                    basics.get((i / 8 + 3) % basics.size()));
            setups.add(new GameSetup("Casual", 15, List.of(new GameSetup.Team("A", a),
                    new GameSetup.Team("B", b.isEmpty() ? a : b)), middle, 3, GameSetup.RANDOM_FIRST));
        }
        return setups;
    }

    private void play(GameSetup setup, long seed, Player first, Player second) {
        Player[] players = {first, second};
        GameState state = Engine.start(setup, seed).state();
        addState("start " + StateHash.of(state));
        while (!state.isOver() && state.turn() <= TURN_LIMIT) {
            add(Engine.legalActions(state).toString());
            addMalformedReasons(state);
            Action action = players[state.actingPlayer()].choose(state);
            Result result = Engine.apply(state, action);
            if (!(result instanceof Result.Done done)) {
                throw new IllegalStateException("illegal " + action + ": " + ((Result.Rejected) result).reason());
            }
            for (GameEvent event : done.events()) {
                add(event.toString());
            }
            GameLog.lines(done.events()).forEach(this::add);
            state = done.state();
            addState(StateHash.of(state));
            actions++;
        }
    }

    private void addMalformedReasons(GameState state) {
        int dice = state.dice().size();
        add(reason(state, new Action.UseActionDie((int) (actions % dice))));
        add(reason(state, new Action.Field((int) ((actions * 7) % dice), dicemasters.engine.energy.Payment.NOTHING)));
        add(reason(state, new Action.Purchase((int) (actions % state.cards().size()), dicemasters.engine.energy.Payment.NOTHING)));
        add(reason(state, new Action.DeclareAttackers(List.of((int) ((actions * 3) % dice)))));
    }

    private static String reason(GameState state, Action action) {
        String reason = Engine.check(state, action);
        return reason == null ? "legal" : reason;
    }

    private void addState(String hash) {
        add(hash);
        states.update(hash.getBytes(StandardCharsets.UTF_8));
        states.update((byte) '\n');
    }

    private void add(String text) {
        sha.update(text.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) '\n');
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
