package dicemasters.engine.card;

import java.util.List;

/**
 * Effects that act on dice and on the game: choosing, rolling, fielding, fighting, secret draws, naming, marks, captures, control, tokens, energy and conditions.
 * Each is an {@link Effect}, named {@code Effect.X} like every effect; this file only holds the family.
 */
public sealed interface DiceAndGameEffects permits Effect {
    /** Only choose dice, for later effects of the ability to refer to as "those" ("choose target die"). */
    record Choose(DieSelector dice) implements Effect.OnDice { }

    /** Roll dice into the Reserve Pool (from the Prep Area, the Used Pile...): "roll them and place them". */
    record RollDice(DieSelector dice) implements Effect.OnDice { }

    /**
     * Field dice at no cost ("when fielded" triggers). A die in the Reserve Pool must show a
     * character face and comes in on it; a die from anywhere else (Used Pile, Prep Area, bag...)
     * comes in on its level 1 character face. With {@code level} above 0, the die comes in at that
     * level wherever it comes from ("field it at level 2"). A die that cannot be fielded (no
     * character face, already in the Field Zone, forbidden by a named character) stays where it is,
     * and the log says why. Unlike {@link MoveDice}, this is fielding.
     */
    record FieldDice(DieSelector dice, int level) implements Effect.OnDice {
        public FieldDice(DieSelector dice) {
            this(dice, 0);
        }
    }

    /**
     * Swap A until end of turn between the die the ability's previous targeted effect chose and
     * this one (each gets the difference as a stat change).
     */
    record SwapAttack(DieSelector dice) implements Effect.OnDice { }

    /**
     * Effects of Global Abilities used earlier this turn that still apply to dice end, and no
     * Global Ability can be used until the end of the turn.
     */
    record StopGlobals() implements Effect { }

    /**
     * This turn the ability's controller (the attacking player) declares the opponent's blockers,
     * giving every attacker a blocker before any gets a second one.
     */
    record DeclareOpposingBlockers() implements Effect { }

    /**
     * The die the ability's previous targeted effect chose and this one deal each other damage equal
     * to their A or their purchase cost (one group of damage). Afterwards "those" are both dice.
     */
    record Fight(DieSelector dice, Strength strength) implements Effect.OnDice {
        /** What each die deals. */
        public enum Strength { ATTACK, COST }
    }

    /**
     * The controller of each of the dice that has damage enough to be KO'd (at least its D) loses
     * that much life ("if any die is KO'd, that die's controller loses 1 life").
     */
    record KnockOutCostsLife(DieSelector dice, Amount amount) implements Effect.OnDice { }

    /**
     * The controller secretly chooses to draw 1 to {@code max} dice from their bag; the opponent
     * guesses how many. Guessed right, the dice go to the Used Pile; wrong, to the Prep Area.
     */
    record SecretDraw(int max) implements Effect { }

    /**
     * Spin each chosen die to another face its controller picks ("spin it to any other face"), or
     * only to a face of a kind ({@code kind}: "to another energy face") or showing a symbol
     * ({@code symbol}: "to its Wild face"); with a single such face, the die turns to it. With
     * {@code includingShownFace}, the face the die shows is one of the choices ("add it to your
     * Reserve Pool on any energy face"): the die may stay as it is.
     */
    record TurnToFace(DieSelector dice, FaceKind kind, Energy symbol, boolean includingShownFace) implements Effect.OnDice {
        public TurnToFace(DieSelector dice) {
            this(dice, null, null, false);
        }

        public TurnToFace(DieSelector dice, FaceKind kind, Energy symbol) {
            this(dice, kind, symbol, false);
        }

        /** Whether the die may be turned to this face: of the kind asked (any when null), showing the symbol asked. */
        public boolean allows(Face face) {
            return (kind == null || face.kind() == kind) && (symbol == null || face.energy().contains(symbol));
        }
    }

    /**
     * Name a character (a card name) among the characters in the game that match {@code cards};
     * the name replaces any name the same card gave before. With {@code side} OWN or OPPOSING, a card
     * of that player's team is named, character or action ("name an opposing card").
     */
    record NameCharacter(DieFilter cards, Side side) implements Effect {
        public NameCharacter(DieFilter cards) {
            this(cards, Side.ANY);
        }
    }

    /**
     * A static effect (WHILE_ACTIVE): the character this card named cannot be purchased or fielded,
     * by anyone ({@code player} EACH) or by one side ("your opponent cannot purchase or field that die").
     */
    record ForbidNamed(PlayerSelector player) implements Effect {
        public ForbidNamed() {
            this(PlayerSelector.EACH);
        }
    }

    /**
     * Remember the chosen dice for the rest of the turn: the card's "when it damages the opponent"
     * abilities watch them, and with {@code prepInsteadOfUsed} an unblocked one goes to the Prep
     * Area instead of the Used Pile at the end of the turn ("Money in the Bank").
     */
    record MarkForTurn(DieSelector dice, boolean prepInsteadOfUsed) implements Effect.OnDice { }

    /**
     * Switch each die's current A and D until end of turn: the values it shows now are exchanged
     * (as stat changes), and later changes add to the switched values.
     */
    record SwitchAttackAndDefense(DieSelector dice) implements Effect.OnDice { }

    /**
     * Capture character dice until end of turn: they leave the game, and come back to the Field Zone
     * at the same level when the turn ends or the capturing die (the ability's own) leaves the field.
     */
    record Capture(DieSelector dice) implements Effect.OnDice { }

    /**
     * Place tokens on the ability's own card ("place an Inspiration token on this card"), or, with a
     * negative count, remove that many (never below none): "remove all tokens from this card" removes
     * as many as there are ({@link Amount#forEachToken} times -1).
     */
    record ChangeTokens(Amount count) implements Effect {
        /** Whether the count is said as a removal (negative), whatever it comes to. */
        public boolean removes() {
            return count.isFixed() ? count.base() < 0 : count.times() < 0;
        }
    }

    /**
     * Take control of opposing character dice until end of turn: they move to your Field Zone as
     * yours, and go back when the turn ends or the controlling die (the ability's own) leaves the field.
     */
    record TakeControl(DieSelector dice) implements Effect.OnDice { }

    /**
     * Reroll character dice in the Field Zone: one that shows a character face stays there on it
     * (or, with {@code keepLevel}, at the level it had), never "fielded"; one that shows an energy
     * or action face goes to the Reserve Pool. A Continuous action die in the Field Zone (found as
     * "this die") stays on an action face and goes to the Reserve Pool on an energy face. Dice in
     * the Reserve Pool are rerolled there, all at once ("reroll those Rescue dice"). Later effects
     * find the rerolled dice as "those".
     */
    record Reroll(DieSelector dice, boolean keepLevel) implements Effect.OnDice { }

    /**
     * "Each time ... this turn": the rest of the ability does not happen now; until the end of the
     * turn, it happens each time {@code trigger} (a trigger about players, worked from the card) would
     * set off an ability of the card ("deals target opponent 1 damage each time they KO one of their
     * character dice this turn"). Each resolution begins one such watch.
     */
    record EachTimeThisTurn(Trigger trigger) implements Effect { }

    /**
     * A static effect (WHILE_ACTIVE): triggered abilities with {@code trigger} of the players on
     * {@code side} (seen from the card's owner) cannot be used unless their controller pays
     * {@code life} life as they resolve ("opposing 'when fielded' abilities cannot be used unless
     * your opponent pays 1 life"); a player who cannot pay it lets the ability go.
     */
    record TriggeredAbilitiesCostLife(Trigger trigger, Side side, int life) implements Effect { }

    /** Gain energy that is not on a die (lost when its player passes priority, as all virtual energy). */
    record GainEnergy(PlayerSelector player, Energy type, Amount count) implements Effect { }

    /**
     * A static effect (WHILE_ACTIVE): each of the selected character dice may block more than one
     * attacker: up to {@code count} of them (null: any number), provided every one of those
     * attackers matches {@code attackers}. Blocking a single attacker stays an ordinary block.
     */
    record BlockSeveral(DieSelector dice, Integer count, DieFilter attackers) implements Effect.OnDice {
        public BlockSeveral {
            if (count != null && count < 2) {
                throw new IllegalArgumentException("blocking several attackers means at least 2");
            }
        }
    }

    /**
     * The rest of the ability happens only if the condition holds now, checked between the
     * effects ("... If the target is not KO'd, prep this die").
     */
    record OnlyIf(Condition condition) implements Effect { }

    /**
     * "... unless your opponent pays N life": the opponent of the ability's controller may pay
     * {@code life} (never their last life) as it comes to this effect; if they do, the rest of the
     * ability does nothing.
     */
    record UnlessOpponentPays(int life) implements Effect {
        public UnlessOpponentPays {
            if (life < 1) {
                throw new IllegalArgumentException("the opponent pays at least 1 life");
            }
        }
    }

    /**
     * The controller may roll one unpurchased die of a Basic Action card that is not Continuous, on
     * its card; on an action face they may use its text at once (as the text of an action die of
     * theirs with that face, not as using an action die); the die stays on its card.
     */
    record RollUnpurchasedBasicAction() implements Effect { }

    /**
     * Create character tokens for the ability's controller (rulebook "Tokens"): level 1 character
     * dice with purchase cost 0, no energy type and the given A and D, put straight into the Field
     * Zone (generated, not fielded). They exist only there: leaving it, they cease to exist. They
     * cannot be spun or rerolled. Not to be confused with tokens placed on a card ({@link PlaceTokens}).
     */
    record CreateCharacterTokens(int count, String name, int attack, int defense) implements Effect {
        public CreateCharacterTokens {
            if (count < 1) {
                throw new IllegalArgumentException("create at least 1 character token");
            }
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("character tokens need a name");
            }
            if (attack < 0 || defense < 1) {
                throw new IllegalArgumentException("character tokens need an attack of 0 or more and a defense of 1 or more");
            }
        }
    }
}
