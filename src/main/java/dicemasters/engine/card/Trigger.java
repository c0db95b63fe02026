package dicemasters.engine.card;

/** When an ability happens. */
public enum Trigger {
    /** The text of an action die, used from the Reserve Pool. */
    ACTION_USED("use"),
    /** A Global Ability: either player pays its cost in a Global window. */
    GLOBAL("global"),
    WHEN_FIELDED("when fielded"),
    WHEN_ATTACKS("when attacks"),
    /** Its owner declares attackers and this die (in the Field Zone) is not one of them: once per die. */
    WHEN_STAYS_BACK("when not attacking"),
    WHEN_BLOCKS("when blocks"),
    WHEN_BLOCKED("when blocked"),
    /** Blocking or being blocked. */
    WHEN_ENGAGED("when engaged"),
    /** An attacker no die blocked, once blockers are declared. */
    WHEN_UNBLOCKED("when unblocked"),
    WHEN_DAMAGED("when damaged"),
    /** Dealt combat damage (an amount of "the damage dealt" is that damage). */
    WHEN_DEALT_COMBAT_DAMAGE("when dealt combat damage"),
    WHEN_KNOCKED_OUT("when knocked out"),
    /** KO'd by combat damage (a die's damage in the Attack Step, or damage dealt "as combat damage"). */
    WHEN_KNOCKED_OUT_BY_COMBAT("when knocked out by combat damage"),
    /** It is KO'd while it is attacking (in the Attack Zone, not blocking), whatever KO'd it. */
    WHEN_KNOCKED_OUT_ATTACKING("when knocked out while attacking"),
    WHEN_PURCHASED("when purchased"),
    /** Drawn from the bag during its owner's Clear and Draw Step. */
    WHEN_DRAWN("when drawn"),
    START_OF_YOUR_TURN("start of your turn"),
    END_OF_YOUR_TURN("end of your turn"),
    /** The end of every turn (both players'). */
    END_OF_TURN("end of turn"),
    /** A static effect that holds while the card has a die in the Field Zone. */
    WHILE_ACTIVE("while active"),
    /**
     * A reactive Global Ability: either player may pay its cost, only at the moment damage its
     * first effect (a prevention or redirection) applies to would be dealt; once per such damage.
     */
    REACTIVE_GLOBAL("reactive global"),
    /**
     * A character's "you may" reaction while its card is active: its owner may use it when damage
     * its prevention or redirection applies to would be dealt.
     */
    DAMAGE_REACTION("damage reaction"),
    /**
     * A character's reaction that is not a choice: while its card is active, damage its prevention or
     * redirection applies to is prevented or redirected without asking ("the first time you would
     * take damage each turn, redirect it to ...").
     */
    DAMAGE_REPLACEMENT("damage replacement"),
    /** Its controller declares attackers (once per declaration, while the card is active). */
    WHEN_YOU_ATTACK("when you declare attackers"),
    /** The Attack Step's window opens after blockers are declared: each die in the Field Zone, either player's. */
    AFTER_BLOCKS("after blockers are declared"),
    /** Its damage KOs a character die ("that die" is the KO'd one, now in its owner's Prep Area). */
    WHEN_KOS_A_DIE("when it KOs a die"),
    /** The end of its owner's Roll and Reroll Step, once per card, while the card is active. */
    END_OF_ROLL_STEP("end of your roll and reroll step"),
    /** A die the card marked this turn damages the opponent ("if that attacker damages the opponent"). */
    WHEN_MARKED_DIE_DAMAGES_OPPONENT("when the marked die damages the opponent"),
    /**
     * The card's owner's opponent uses a Global Ability (any card's): works from the card, whether
     * or not it has dice in the Field Zone.
     */
    WHEN_OPPONENT_USES_GLOBAL("when your opponent uses a global ability"),
    /**
     * A static rule of the card that holds all game, whether or not it has dice in the Field Zone
     * (so far: the cost of purchasing its dice).
     */
    ALWAYS("always"),
    /** The start of its owner's Main Step, once per card, while the card is active. */
    START_OF_MAIN_STEP("start of your main step"),
    /** Each die in the Field Zone of the player whose Clear and Draw Step begins (a Continuous action die's end). */
    START_OF_YOUR_CLEAR_AND_DRAW("start of your clear and draw step"),
    /** Each die of the card in the Field Zone when another die of the same card is used (by either player). */
    WHEN_ANOTHER_DIE_OF_THIS_CARD_USED("when another die of this card is used"),
    /**
     * "Whenever you could use a Global Ability": the controller of a die of the card in the Field
     * Zone may use it in the windows where Globals are used, paying its cost (energy, life, or
     * sending the die away), not as a Global: it is not stopped by effects on Global Abilities.
     */
    WHENEVER_YOU_COULD_USE_A_GLOBAL("whenever you could use a global"),
    /** Its damage (combat or ability) is dealt to the opponent of its controller. */
    WHEN_DAMAGES_OPPONENT("when it damages your opponent"),
    /**
     * Its combat damage has now been dealt, this turn, both to an opposing character die and to an
     * opponent (in one Attack Step, over its blockers, or in two): once per die per turn, as the
     * damage that makes the pair is dealt.
     */
    WHEN_COMBAT_DAMAGE_HITS_DIE_AND_OPPONENT("when its combat damage has hit an opposing die and your opponent"),
    /** Its controller uses an action die (once per card, while the card is active: Attune). */
    WHEN_YOU_USE_AN_ACTION_DIE("when you use an action die"),
    /** Its combat damage KOs a character die ("that die" is the KO'd one: Cleave). */
    WHEN_KOS_IN_COMBAT("when its combat damage KOs a die"),
    /** The start of the turn of the card's owner's opponent, once per card, while the card is active. */
    START_OF_OPPONENTS_TURN("start of your opponent's turn"),
    /**
     * Its controller draws and rolls dice outside their Clear and Draw Step (once per effect that
     * does it, while the card is active), except with an ability of a card of the same name.
     */
    WHEN_YOU_DRAW_AND_ROLL("when you draw and roll dice"),
    /**
     * Its owner's opponent Preps one or more dice (moves them to the Prep Area by an effect, not by a
     * KO) outside their Clear and Draw Step: once per effect or action that does it, while the card is active.
     */
    WHEN_OPPONENT_PREPS("when your opponent preps dice"),
    /** It spins up one or more levels in the Field Zone (Awaken). */
    WHEN_SPUN_UP("when spun up"),
    /** Rolled (or rerolled) other than in its owner's Roll and Reroll Step: by an effect. */
    WHEN_ROLLED_OUTSIDE_ROLL_STEP("when rolled outside the roll step"),
    /** A character die still in its owner's Reserve Pool at the end of their Main Step goes to the Used Pile. */
    WHEN_LEFT_UNFIELDED("when left unfielded"),
    /** An opponent of its owner uses an action die (once per card, while the card is active). */
    WHEN_OPPONENT_USES_AN_ACTION_DIE("when your opponent uses an action die"),
    /**
     * A Global Ability or an action die raises the A or D of a die (once per die raised): "when a
     * Global Ability or action die increases the A or D of an opposing character die".
     */
    WHEN_RAISED_BY_GLOBAL_OR_ACTION("when raised by a global or an action die"),
    /*
     * The triggers below work from the card, whether or not it has dice in the Field Zone (an
     * ability that needs it active says so with the condition "card active"): "this die" is the
     * card's first die in the Field Zone, if any. With "whenever", the ability works once for
     * each of the owner's dice in the Field Zone that match, each being "this die" and "that die"
     * ("each Iron Fist die deals damage equal to its A").
     */
    /** The card's owner's opponent declares attackers (once per declaration). */
    WHEN_OPPONENT_DECLARES_ATTACKERS("when your opponent declares attackers"),
    /** Either player uses a Global Ability (any card's). */
    WHEN_A_PLAYER_USES_GLOBAL("when a player uses a global ability"),
    /** Damage is dealt to the card's owner. */
    WHEN_YOU_ARE_DAMAGED("when you are damaged"),
    /** Damage is dealt to the card's owner's opponent. */
    WHEN_OPPONENT_IS_DAMAGED("when your opponent is damaged"),
    /** The end of the owner's Roll and Reroll Step, once per card, active or not ("Rescue doesn't need to be active"). */
    END_OF_ROLL_STEP_FROM_CARD("end of your roll and reroll step, active or not"),
    /**
     * An opponent of the card's owner KOs one of their own character dice: by their own ability or
     * effect, by damage from their own die or ability, or by choosing it (Enlistment, a cost). "That
     * die" is the KO'd die.
     */
    WHEN_OPPONENT_KOS_OWN_DIE("when your opponent KOs one of their own dice"),
    /**
     * "When a ... die would be KO'd, you may instead ...": a replacement its controller chooses. A
     * character die of the card (or, with "whenever", a character die the ability watches, while a
     * die of the card is in the Field Zone) is about to be KO'd by damage or by an effect (not as
     * the cost of something): its controller may pay the cost and resolve the effects instead, and
     * the die is not KO'd. "That die" is the die that would be KO'd.
     */
    INSTEAD_OF_KNOCK_OUT("instead of being knocked out");

    private final String jsonName;

    Trigger(String jsonName) {
        this.jsonName = jsonName;
    }

    /** An ability that happens by itself when something happens (not used by a player's choice, not a static rule). */
    /**
     * Whether an ability with this trigger may be a "you may": a triggered ability, or a part of an
     * action die's text its user may do or not ("... and you may declare blockers for your opponent").
     */
    public boolean mayBeDeclined() {
        return isTriggered() || this == ACTION_USED;
    }

    public boolean isTriggered() {
        return switch (this) {
            case ACTION_USED, GLOBAL, WHILE_ACTIVE, REACTIVE_GLOBAL, DAMAGE_REACTION, DAMAGE_REPLACEMENT, ALWAYS,
                    WHENEVER_YOU_COULD_USE_A_GLOBAL, INSTEAD_OF_KNOCK_OUT -> false;
            default -> true;
        };
    }

    /**
     * Something players do that "each time this turn" can wait for: the triggers worked from the
     * card about players (not about a die of the card, nor a step of its owner's turn).
     */
    public boolean isWatchableForTheTurn() {
        return switch (this) {
            case WHEN_OPPONENT_DECLARES_ATTACKERS, WHEN_A_PLAYER_USES_GLOBAL, WHEN_YOU_ARE_DAMAGED,
                    WHEN_OPPONENT_IS_DAMAGED, WHEN_OPPONENT_KOS_OWN_DIE -> true;
            default -> false;
        };
    }

    /** The word card files use for this trigger. */
    public String jsonName() {
        return jsonName;
    }

    public static Trigger fromJson(String name) {
        for (Trigger t : values()) {
            if (t.jsonName.equals(name)) {
                return t;
            }
        }
        return null;
    }
}
