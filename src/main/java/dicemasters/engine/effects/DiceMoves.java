package dicemasters.engine.effects;

import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.keywords.KnockOuts;
import dicemasters.engine.mechanics.Captures;
import dicemasters.engine.mechanics.Controls;
import dicemasters.engine.state.AppliedModifier;
import dicemasters.engine.state.AppliedModifiers;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.GameEvent;
import dicemasters.engine.state.Zone;

import java.util.List;

/**
 * Effects that take dice from one place to another: KO, moving (which is never fielding), fielding
 * at no cost, setting aside, putting back on the card, capturing and taking control.
 */
final class DiceMoves {
    static final String NOT_IN_FIELD = "it is not a character die in the Field Zone";

    private DiceMoves() {
    }

    /** Applies the effect if it is of this family; false if it is not. */
    static boolean apply(Resolving r, Effect effect, List<Die> dice) {
        if (effect instanceof Effect.KnockOut e) {
            dice.forEach(d -> {
                Zone to = e.to() == Place.USED ? Zone.USED : Zone.PREP;
                if (r.s.isCharacterInField(d)) {
                    if (!KnockOutChoices.waitIfReplaceable(r.t, d, to, false, r.p.controller())) {
                        KnockOuts.knockOut(r.t, d, to, r.p.controller()); // else asked once this effect ends
                    }
                } else {
                    r.notDone(r.owned(d) + " is not KO'd: " + NOT_IN_FIELD);
                }
            });
        } else if (effect instanceof Effect.MoveDice e) {
            dice.forEach(d -> move(r, d, e.to(), e.level()));
        } else if (effect instanceof Effect.FieldDice e) {
            dice.forEach(d -> field(r, d, e.level()));
        } else if (effect instanceof Effect.Capture) {
            dice.forEach(d -> capture(r, d));
        } else if (effect instanceof Effect.TakeControl) {
            dice.forEach(d -> takeControl(r, d));
        } else if (effect instanceof Effect.SuitUp) {
            dice.forEach(d -> suitUp(r, d));
        } else {
            return false;
        }
        return true;
    }

    /** Suit Up: the die chosen is KO'd; if it is, the purchased die (the ability's own) moves in at level 2. */
    private static void suitUp(Resolving r, Die d) {
        Die purchased = r.sourceDie();
        if (!r.s.isCharacterInField(d) || !KnockOuts.knockOut(r.t, d, Zone.PREP, r.p.controller())) {
            r.notDone(r.owned(d) + " is not KO'd, so " + r.source + " does not suit up");
            return;
        }
        if (purchased == null || purchased.zone().inField()) {
            return;
        }
        moveIntoField(r, purchased, 2);
    }

    /**
     * Fielding by an effect costs nothing. From the Reserve Pool the die comes in on the character
     * face it shows; from anywhere else on level 1, unless the text gives a level (rulebook: "the
     * fielding cost should be assumed to be free, and the die should be fielded on level 1, unless
     * the effect says otherwise"). It is fielded: "when fielded" abilities trigger.
     */
    private static void field(Resolving r, Die d, int level) {
        String why = whyNotFielded(r, d);
        if (why != null) {
            r.notDone(r.owned(d) + " is not fielded: " + why);
            return;
        }
        String named = Naming.forbidden(r.s, r.s.cardOf(d), "fielded");
        if (named != null) {
            r.notDone(named.substring(0, named.length() - 1)); // the reason without its full stop
            return;
        }
        if (d.zone() != Zone.RESERVE || level > 0) {
            r.t.setFace(d, characterFace(r, d, level > 0 ? level : 1));
        }
        r.t.move(d, Zone.FIELD);
        r.t.emit(new GameEvent.DieFielded(d.owner(), r.t.name(d.owner()), d.id(), r.s.nameOf(d),
                r.s.face(d).level()));
    }

    private static String whyNotFielded(Resolving r, Die d) {
        if (d.zone().inField()) {
            return "it is already in the Field Zone";
        }
        if (r.s.player(d.owner()).cannotField()) {
            return r.t.name(d.owner()) + " cannot field character dice this turn";
        }
        if (characterFace(r, d, 1) < 0) {
            return "it has no character face";
        }
        if (d.zone() == Zone.RESERVE && !r.s.face(d).isCharacter()) {
            return "it shows " + r.s.face(d).describe() + ", not a character face";
        }
        return null;
    }

    /**
     * Moving to the Field Zone puts the die on a character face of the given level (1 when 0 and
     * it is not a character already) without fielding it; a die that has no character face cannot
     * go there. Dice of the Reserve Pool sent "to the Used Pile" on their owner's turn are spent: they go
     * Out of Play first. Dice sent from the Field Zone go straight to the Used Pile, as the text says.
     */
    private static void move(Resolving r, Die d, Place to, int level) {
        if (d.zone() == Zone.ON_CARD && d.owner() == CardInPlay.SHARED && to != Place.UNPURCHASED) {
            r.t.changeOwner(d, r.p.controller()); // a Basic Action die taken from its card is the taker's
        }
        switch (to) {
            case FIELD -> moveIntoField(r, d, level);
            case RESERVE -> moveTo(r, d, Zone.RESERVE);
            case PREP -> moveTo(r, d, Zone.PREP);
            case USED -> moveTo(r, d, r.s.isOnActiveTeam(d.owner()) && d.zone() == Zone.RESERVE
                    ? Zone.OUT_OF_PLAY : Zone.USED);
            case BAG -> moveTo(r, d, Zone.BAG);
            case ASIDE -> setAside(r, d);
            case OUT_OF_PLAY -> moveTo(r, d, Zone.OUT_OF_PLAY);
            case UNPURCHASED -> backOnCard(r, d);
            case REMOVED -> moveTo(r, d, Zone.REMOVED);
            case ATTACK_ZONE, CAPTURED, ON_A_CARD, PREP_OR_USED -> {
                // dice are looked for there, never moved there by an effect (the card loader refuses it)
            }
        }
    }

    private static void moveTo(Resolving r, Die d, Zone to) {
        if (d.zone() == to) {
            r.notDone(r.owned(d) + " does not move: it is already in the " + to.label());
            return;
        }
        r.t.move(d, to);
    }

    /** From the Attack Zone a die returns to the Field Zone (out of combat); from elsewhere it comes in at a level. */
    private static void moveIntoField(Resolving r, Die d, int level) {
        if (!d.zone().inField()) {
            int face = characterFace(r, d, level > 0 ? level : 1);
            if (face < 0) {
                r.notDone(r.owned(d) + " does not move to the Field Zone: it has no character face");
                return;
            }
            r.t.setFace(d, face);
        } else if (d.zone() == Zone.FIELD && !(level > 0 && r.t.spinToLevel(d, level))) {
            r.notDone(r.owned(d) + " does not move: it is already in the Field Zone"
                    + (level > 0 ? " at level " + r.s.face(d).level() : ""));
            return;
        } else if (d.zone() == Zone.ATTACK && level > 0) {
            r.t.spinToLevel(d, level);
        }
        if (d.zone() == Zone.ATTACK) {
            r.t.takeOutOfBlocks(d);
        }
        r.t.move(d, Zone.FIELD);
    }

    /** A die put back on its card is unpurchased again; a Basic Action die is shared again. */
    private static void backOnCard(Resolving r, Die d) {
        if (r.s.cards().get(d.cardIndex()).isSidekicks()) {
            r.notDone(r.owned(d) + " does not go back on a card: Sidekick dice have none");
            return;
        }
        if (d.zone() == Zone.ON_CARD) {
            r.notDone(r.owned(d) + " does not move: it is already on its card");
            return;
        }
        r.t.move(d, Zone.ON_CARD);
        if (r.s.cards().get(d.cardIndex()).isShared()) {
            r.t.changeOwner(d, CardInPlay.SHARED);
        }
    }

    /** The die's character face at that level, else its first character face; -1 if it has none. */
    private static int characterFace(Resolving r, Die d, int level) {
        List<Face> faces = r.s.definition(d).faces();
        for (int i = 0; i < faces.size(); i++) {
            if (faces.get(i).isCharacter() && faces.get(i).level() == level) {
                return i;
            }
        }
        for (int i = 0; i < faces.size(); i++) {
            if (faces.get(i).isCharacter()) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A die set aside waits Out of Play, keeping its face; it returns to the Field Zone at the end
     * of the turn. The inactive player never has dice there otherwise; an active player's die is
     * marked so that it returns instead of going to the Used Pile with the rest.
     */
    private static void setAside(Resolving r, Die d) {
        if (!r.s.isCharacterInField(d)) {
            r.notDone(r.owned(d) + " is not set aside: " + NOT_IN_FIELD);
            return;
        }
        r.t.move(d, Zone.OUT_OF_PLAY);
        if (r.s.isOnActiveTeam(d.owner())) {
            AppliedModifiers.mark(r.s, new AppliedModifier(d.id(), 0, 0, null, Restriction.SET_ASIDE));
        }
    }

    /** The ability's own die captures; if it has left the Field Zone, it captures nothing. */
    private static void capture(Resolving r, Die d) {
        int captor = r.p.sourceDie();
        String why = captor >= 0 && !r.s.isCharacterInField(r.s.die(captor))
                ? "the capturing die has left the Field Zone"
                : !r.s.isCharacterInField(d) ? NOT_IN_FIELD
                : d.id() == captor ? "a die cannot capture itself" : null;
        if (why != null) {
            r.notDone(r.owned(d) + " is not captured: " + why);
            return;
        }
        Captures.capture(r.t, d, captor, r.source);
    }

    /** The ability's own die controls; if it has left the Field Zone, it takes nothing. */
    private static void takeControl(Resolving r, Die d) {
        int controller = r.p.sourceDie();
        String why = controller >= 0 && !r.s.isCharacterInField(r.s.die(controller))
                ? "the controlling die has left the Field Zone"
                : !r.s.isCharacterInField(d) ? NOT_IN_FIELD
                : d.owner() == r.p.controller() ? r.t.name(r.p.controller()) + " controls it already"
                : Controls.isControlled(r.s, d) ? "it is under another control already" : null;
        if (why != null) {
            r.notDone("control of " + r.owned(d) + " is not taken: " + why);
            return;
        }
        Controls.take(r.t, d, r.p.controller(), controller);
    }
}
