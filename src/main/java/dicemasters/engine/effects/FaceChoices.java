package dicemasters.engine.effects;

import dicemasters.engine.Decision;
import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.card.Face;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/** "Spin that die to any face you choose": the face is chosen by number, the faces listed in the prompt. */
public final class FaceChoices {
    private FaceChoices() {
    }

    static void ask(Table t, PendingEffect p) {
        GameState s = t.s;
        Die d = s.die(p.chosenTargets().get(0));
        List<Face> faces = s.definition(d).faces();
        List<String> choices = new ArrayList<>();
        for (int i = 0; i < faces.size(); i++) {
            choices.add((i + 1) + " = " + faces.get(i).describe());
        }
        s.decision = new Decision.ChooseNumber(p.controller(), t.name(p.controller()) + ": choose the face "
                + s.nameOf(d) + " turns to (" + String.join(", ", choices) + ")", 1, faces.size());
    }

    public static void chosen(Table t, PendingEffect p, int number) {
        GameState s = t.s;
        Die d = s.die(p.chosenTargets().get(0));
        s.queue.pollFirst();
        s.queue.addFirst(p.advance());
        int face = number - 1;
        if (d.zone() != Zone.RESERVE || face == d.faceIndex()) {
            t.emit(new GameEvent.EffectNotDone(p.controller(), s.cards().get(p.cardIndex()).definition().name(),
                    t.name(d.owner()) + "'s " + s.nameOf(d) + " die is not turned: " + (d.zone() != Zone.RESERVE
                            ? "it is no longer in the Reserve Pool" : "it shows that face already")));
            return;
        }
        t.setFace(d, face);
        t.emit(new GameEvent.DieTurned(d.id(), s.nameOf(d), t.name(d.owner()), s.face(d)));
    }
}
