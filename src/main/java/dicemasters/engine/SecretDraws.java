package dicemasters.engine;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;

import java.util.ArrayList;
import java.util.List;

/**
 * "Secretly draw 1, 2 or 3 dice; if your opponent guesses how many, they go to your Used Pile,
 * otherwise prep them." The controller chooses the number (kept in the state, not in the log),
 * then the opponent guesses; only then are the dice drawn, which changes nothing the players
 * could know: drawn dice are hidden until they land.
 */
final class SecretDraws {
    private SecretDraws() {
    }

    static void resolve(Table t, PendingEffect p, Effect.SecretDraw draw) {
        GameState s = t.s;
        String card = s.cards.get(p.cardIndex()).definition().name();
        int opponent = 1 - p.controller();
        if (s.secretNumber < 0) {
            s.decision = new Decision.ChooseNumber(p.controller(), t.name(p.controller()) + ": secretly choose how"
                    + " many dice to draw for " + card + " (your opponent will guess)", 1, draw.max());
        } else {
            s.decision = new Decision.ChooseNumber(opponent, t.name(opponent) + ": guess how many dice "
                    + t.name(p.controller()) + " drew for " + card, 1, draw.max());
        }
    }

    /** Ask which face the chosen die turns to: a number per face, listed in the prompt. */
    static void askForFace(Table t, PendingEffect p) {
        GameState s = t.s;
        Die d = s.dice[p.chosenTargets().get(0)];
        List<Face> faces = s.definition(d).faces();
        List<String> choices = new ArrayList<>();
        for (int i = 0; i < faces.size(); i++) {
            choices.add((i + 1) + " = " + faces.get(i).describe());
        }
        s.decision = new Decision.ChooseNumber(p.controller(), t.name(p.controller()) + ": choose the face "
                + s.nameOf(d) + " turns to (" + String.join(", ", choices) + ")", 1, faces.size());
    }

    static void numberChosen(Table t, int number) {
        GameState s = t.s;
        Decision.ChooseNumber d = (Decision.ChooseNumber) s.decision;
        s.decision = null;
        PendingEffect p = s.queue.peekFirst();
        Effect effect = Abilities.abilityOf(s, p).effects().get(p.nextEffect());
        if (effect instanceof Effect.TurnToFace) {
            turnToFace(t, p, number - 1);
            return;
        }
        if (effect instanceof Effect.NameCharacter name) {
            Naming.named(t, p, name, number);
            return;
        }
        if (d.player() == p.controller()) {
            s.secretNumber = number;
            t.emit(new GameEvent.NumberChosenSecretly(p.controller(), t.name(p.controller()),
                    s.cards.get(p.cardIndex()).definition().name()));
            return;
        }
        int drawn = s.secretNumber;
        s.secretNumber = -1;
        Zone to = number == drawn ? Zone.USED : Zone.PREP;
        t.emit(new GameEvent.SecretDrawRevealed(p.controller(), t.name(p.controller()), drawn, t.name(d.player()),
                number, to));
        for (int i = 0; i < drawn; i++) {
            if (t.draw(p.controller(), to) == null) {
                break;
            }
        }
        s.queue.pollFirst();
        s.queue.addFirst(p.advance());
    }

    private static void turnToFace(Table t, PendingEffect p, int face) {
        GameState s = t.s;
        Die d = s.dice[p.chosenTargets().get(0)];
        s.queue.pollFirst();
        s.queue.addFirst(p.advance());
        if (d.zone != Zone.RESERVE || face == d.face) {
            return;
        }
        t.setFace(d, face);
        t.emit(new GameEvent.DieTurned(d.id(), s.nameOf(d), t.name(d.owner), s.face(d)));
    }
}
