package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.Decision;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.EffectQueue;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.GameState;
import dicemasters.engine.state.PendingEffect;
import dicemasters.engine.state.StateChanges;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/** "Spin that die to any face you choose": the face is chosen by number, the faces listed in the prompt. */
public final class FaceChoices {
    private FaceChoices() {
    }

    /**
     * Turn the chosen dice one after the other: a die with a single face it may turn to turns to
     * it; for a die with several, its controller chooses by number (only those faces are listed).
     */
    static void ask(Table t, PendingEffect p) {
        GameState s = t.s;
        Effect.TurnToFace effect = effect(s, p);
        List<Integer> left = new ArrayList<>(p.chosenTargets());
        while (!left.isEmpty()) {
            Die d = s.die(left.get(0));
            List<Integer> faces = allowedFaces(s, d, effect);
            if (faces.size() > 1 && d.zone() == Zone.RESERVE) {
                EffectQueue.updateNext(s, p.withTargets(left));
                List<String> choices = new ArrayList<>();
                for (int i = 0; i < faces.size(); i++) {
                    choices.add((i + 1) + " = " + s.definition(d).faces().get(faces.get(i)).describe());
                }
                StateChanges.ask(s, new Decision.ChooseNumber(p.controller(), t.name(p.controller()) + ": choose the face "
                        + s.nameOf(d) + " turns to (" + String.join(", ", choices) + ")", 1, faces.size()));
                return;
            }
            turn(t, p, d, faces.isEmpty() ? -1 : faces.get(0));
            left.remove(0);
        }
        EffectQueue.updateNext(s, p.withTargets(List.of()).advance());
    }

    /** The face chosen for the first die still to turn; then the others, or the next effect. */
    public static void chosen(Table t, PendingEffect p, int number) {
        GameState s = t.s;
        Die d = s.die(p.chosenTargets().get(0));
        List<Integer> faces = allowedFaces(s, d, effect(s, p));
        turn(t, p, d, number >= 1 && number <= faces.size() ? faces.get(number - 1) : -1);
        List<Integer> left = new ArrayList<>(p.chosenTargets().subList(1, p.chosenTargets().size()));
        if (left.isEmpty()) {
            EffectQueue.updateNext(s, p.withTargets(List.of()).advance());
        } else {
            ask(t, p.withTargets(left));
        }
    }

    /**
     * Faces the effect lets the die turn to: any face (listed all, by number), or only the others of
     * the kind or symbol asked (the one it shows too, when the effect includes it).
     */
    static List<Integer> allowedFaces(GameState s, Die d, Effect.TurnToFace effect) {
        List<Face> faces = s.definition(d).faces();
        boolean any = effect.kind() == null && effect.symbol() == null;
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < faces.size(); i++) {
            if (any || (i != d.faceIndex() || effect.includingShownFace()) && effect.allows(faces.get(i))) {
                result.add(i);
            }
        }
        return result;
    }

    private static Effect.TurnToFace effect(GameState s, PendingEffect p) {
        return (Effect.TurnToFace) Abilities.abilityOf(s, p).effects().get(p.nextEffect());
    }

    private static void turn(Table t, PendingEffect p, Die d, int face) {
        GameState s = t.s;
        if (d.zone() == Zone.RESERVE && face >= 0 && face == d.faceIndex() && effect(s, p).includingShownFace()) {
            return; // its player chose the face it shows: it stays as it is
        }
        if (d.zone() != Zone.RESERVE || face < 0 || face == d.faceIndex()) {
            t.emit(new GameEvent.EffectNotDone(p.controller(), s.cards().get(p.cardIndex()).definition().name(),
                    t.name(d.owner()) + "'s " + s.nameOf(d) + " die is not turned: " + (d.zone() != Zone.RESERVE
                            ? "it is no longer in the Reserve Pool" : face < 0 ? "it has no such face to turn to"
                            : "it shows that face already")));
            return;
        }
        t.setFace(d, face);
        t.emit(new GameEvent.DieTurned(d.id(), s.nameOf(d), t.name(d.owner()), s.face(d)));
    }
}
