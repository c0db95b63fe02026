package dicemasters.engine.effects;

import dicemasters.engine.GameEvent;
import dicemasters.engine.GameState;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Restriction;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Damage;
import dicemasters.engine.combat.DamageHit;
import dicemasters.engine.combat.Reactions;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.mechanics.Captures;
import dicemasters.engine.mechanics.Controls;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.mechanics.Tokens;
import dicemasters.engine.state.CardInPlay;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Table;
import dicemasters.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * What each effect of the card vocabulary does to the table, for one resolving ability. Every
 * change goes through {@link Table}, so each one emits its event.
 */
final class EffectRules {
    private final Table t;
    private final GameState s;
    private final PendingEffect p;
    private final String source;

    EffectRules(Table t, PendingEffect p) {
        this.t = t;
        this.s = t.s;
        this.p = p;
        this.source = sourceName(s, p);
    }

    /** The card's name; for copied card text, the copying die's name stands for the card it names. */
    private static String sourceName(GameState s, PendingEffect p) {
        if (s.gameCards().copiesAbilities() && p.sourceDie() >= 0 && s.die(p.sourceDie()).cardIndex() != p.cardIndex()) {
            return s.nameOf(s.die(p.sourceDie()));
        }
        return s.cards().get(p.cardIndex()).definition().name();
    }

    private int value(Amount amount) {
        return Abilities.amount(s, amount, p.cardIndex(), p.controller(), p.sourceDie(), p.triggeringDie(), p.lastTargets());
    }

    private List<Integer> players(dicemasters.engine.card.PlayerSelector who) {
        return Abilities.players(s, p.controller(), who);
    }

    void apply(Effect effect, List<Die> dice) {
        int before = s.modifiers.size();
        applyEffect(effect, dice);
        if (s.gameCards().tracksGlobalEffects() && Abilities.abilityOf(s, p).isGlobal()) {
            for (int i = before; i < s.modifiers.size(); i++) {
                s.modifiers.set(i, s.modifiers.get(i).markedFromGlobal());
            }
        }
    }

    private void applyEffect(Effect effect, List<Die> dice) {
        if (effect instanceof Effect.ModifyStats e) {
            int attack = value(e.attack());
            int defense = value(e.defense());
            dice.forEach(d -> t.modifyStats(d, attack, defense));
        } else if (effect instanceof Effect.DamageDice e) {
            int amount = value(e.amount());
            damageDice(dice, amount);
        } else if (effect instanceof Effect.KnockOut e) {
            dice.forEach(d -> {
                if (s.isCharacterInField(d)) {
                    t.knockOut(d, e.to() == Place.USED ? Zone.USED : Zone.PREP);
                }
            });
        } else if (effect instanceof Effect.GrantKeyword e) {
            dice.forEach(d -> t.grantKeyword(d, e.keyword()));
        } else if (effect instanceof Effect.SpinLevels e) {
            dice.forEach(d -> spinBy(d, e.levels()));
        } else if (effect instanceof Effect.SpinToLevel e) {
            dice.forEach(d -> t.spinToLevel(d, e.level()));
        } else if (effect instanceof Effect.MoveDice e) {
            dice.forEach(d -> move(d, e.to(), e.level()));
        } else if (effect instanceof Effect.Restrict e) {
            dice.forEach(d -> restrict(d, e.restriction()));
        } else if (effect instanceof Effect.DamageDieOrOpponent e) {
            if (dice.isEmpty()) {
                damagePlayers(List.of(1 - p.controller()), value(e.toOpponent()));
            } else {
                damageDice(dice, value(e.toDie()));
            }
        } else if (effect instanceof Effect.PayEnergy) {
            return; // paid by the resolver before this point
        } else if (effect instanceof Effect.CallOut) {
            dice.forEach(this::callOut);
        } else if (effect instanceof Effect.PreventDamage e) {
            prevent(e);
        } else if (effect instanceof Effect.RedirectDamage e) {
            if (p.isReaction() && !dice.isEmpty()) {
                Reactions.redirect(t, p, dice.get(0), e.amount() == null ? null : value(e.amount()));
            }
        } else if (effect instanceof Effect.CapDamage) {
            beginTurnEffect("damage is limited");
        } else if (effect instanceof Effect.DoubleDamage e) {
            doubleDamage(e, dice);
        } else if (effect instanceof Effect.MarkForTurn) {
            mark(dice);
        } else if (effect instanceof Effect.Enlist || effect instanceof Effect.ReducePurchaseCost
                || effect instanceof Effect.SelfCombatDamage || effect instanceof Effect.TurnToFace
                || effect instanceof Effect.ForbidNamed
                || effect instanceof Effect.CantBeBlockedBy || effect instanceof Effect.ReduceFieldCost
                || effect instanceof Effect.ExtraReroll || effect instanceof Effect.ProtectFromTargeting) {
            return; // Enlistment not taken up changes nothing; cost reductions are static rules

        } else if (effect instanceof Effect.Choose) {
            return; // the choice itself is the whole effect: later effects act on "those"
        } else if (effect instanceof Effect.RollDice) {
            dice.forEach(this::rollIntoReserve);
        } else if (effect instanceof Effect.FieldDice) {
            dice.forEach(this::fieldFree);
        } else if (effect instanceof Effect.SwapAttack) {
            dice.forEach(this::swapAttackWithThose);
        } else if (effect instanceof Effect.SwitchAttackAndDefense) {
            dice.forEach(this::switchAttackAndDefense);
        } else if (effect instanceof Effect.Capture) {
            dice.forEach(this::capture);
        } else if (effect instanceof Effect.TakeControl) {
            dice.forEach(this::takeControl);
        } else if (effect instanceof Effect.CopyAbilities e) {
            dice.forEach(d -> copyAbilities(d, e.targetLosesThem()));
        } else if (effect instanceof Effect.BecomeCopy) {
            dice.forEach(this::becomeCopy);
        } else if (effect instanceof Effect.Reroll e) {
            dice.forEach(d -> reroll(d, e.keepLevel()));
        } else if (effect instanceof Effect.Fight e) {
            dice.forEach(d -> fightThose(d, e));
        } else if (effect instanceof Effect.KnockOutCostsLife e) {
            int life = value(e.amount());
            dice.stream().filter(d -> s.isCharacterInField(d) && d.damage() >= Stats.defense(s, d))
                    .forEach(d -> t.loseLife(d.owner(), life, s.nameOf(d) + " KO'd by " + source));
        } else {
            applyToPlayers(effect);
        }
    }

    private void applyToPlayers(Effect effect) {
        if (effect instanceof Effect.DamagePlayer e) {
            damagePlayers(players(e.player()), value(e.amount()));
        } else if (effect instanceof Effect.GainLife e) {
            int amount = value(e.amount());
            players(e.player()).forEach(pl -> t.gainLife(pl, amount));
        } else if (effect instanceof Effect.LoseLife e) {
            int amount = value(e.amount());
            players(e.player()).forEach(pl -> t.loseLife(pl, amount, source));
        } else if (effect instanceof Effect.DrawAndRoll e) {
            int count = value(e.count());
            players(e.player()).forEach(pl -> drawAndRoll(t, pl, count));
        } else if (effect instanceof Effect.PrepFromBag e) {
            int count = value(e.count());
            players(e.player()).forEach(pl -> prep(pl, count));
        } else if (effect instanceof Effect.FirstPurchaseToPrep) {
            t.sendFirstPurchaseToPrep(p.controller());
            t.emit(new GameEvent.TurnEffectBegun(p.controller(), source,
                    "the first die " + t.name(p.controller()) + " purchases this turn goes to the Prep Area"));
        } else if (effect instanceof Effect.GainEnergy e) {
            int count = value(e.count());
            players(e.player()).forEach(pl -> t.gainVirtual(pl, java.util.Collections.nCopies(count, e.type())));
        } else if (effect instanceof Effect.PlaceTokens e) {
            setTokens(s.tokensOn(p.cardIndex()) + value(e.count()));
        } else if (effect instanceof Effect.RemoveTokens) {
            setTokens(0);
        } else if (effect instanceof Effect.GlobalLifeCost e) {
            s.globalLifeCost += e.life();
            t.emit(new GameEvent.GlobalsCostMore(e.life(), s.globalLifeCost(), source));
        } else if (effect instanceof Effect.StopGlobals) {
            stopGlobals();
        } else if (effect instanceof Effect.DeclareOpposingBlockers) {
            declareOpposingBlockers();
        } else if (effect instanceof Effect.CreateCharacterTokens e) {
            Tokens.create(t, p.controller(), e, source);
        } else {
            throw new IllegalStateException("no rule for effect " + effect);
        }
    }

    /** Ability damage: dealt at once to every die chosen, after shields and reactions. */
    private void damageDice(List<Die> dice, int amount) {
        Trigger trigger = Abilities.abilityOf(s, p).trigger();
        List<DamageHit> hits = new ArrayList<>();
        for (Die d : dice) {
            hits.add(DamageHit.toDie(d, amount, p.sourceDie(), p.cardIndex(), trigger, false, p.controller(), source));
        }
        Damage.deal(t, hits, List.of());
    }

    private void damagePlayers(List<Integer> who, int amount) {
        Trigger trigger = Abilities.abilityOf(s, p).trigger();
        List<DamageHit> hits = new ArrayList<>();
        for (int player : who) {
            hits.add(DamageHit.toPlayer(player, amount, p.sourceDie(), p.cardIndex(), trigger, false, p.controller(),
                    source));
        }
        Damage.deal(t, hits, List.of());
    }

    /** In a reaction, prevent the damage reacted to; from an action die or a Global, shield for the turn. */
    private void prevent(Effect.PreventDamage e) {
        if (p.isReaction()) {
            Reactions.prevent(t, p, e.preventsAll() ? null : value(e.amount()));
        } else {
            beginTurnEffect("damage is prevented");
        }
    }

    private void beginTurnEffect(String what) {
        s.turnEffects.add(new TurnEffect(p.controller(), p.cardIndex(), p.abilityIndex(), p.nextEffect()));
        t.emit(new GameEvent.TurnEffectBegun(p.controller(), source, what));
    }

    private void mark(List<Die> dice) {
        if (dice.isEmpty()) {
            return;
        }
        s.turnEffects.add(new TurnEffect(p.controller(), p.cardIndex(), p.abilityIndex(), p.nextEffect(),
                dice.stream().map(Die::id).toList()));
        t.emit(new GameEvent.TurnEffectBegun(p.controller(), source, dice.stream().map(s::nameOf)
                .collect(java.util.stream.Collectors.joining(", ")) + " is chosen"));
    }

    /** Chosen dice are remembered; an "all" selector is judged each time damage is dealt. */
    private void doubleDamage(Effect.DoubleDamage e, List<Die> dice) {
        if (!e.dice().isTargeted()) {
            beginTurnEffect("damage is doubled");
            return;
        }
        if (dice.isEmpty()) {
            return;
        }
        List<Integer> ids = dice.stream().map(Die::id).toList();
        s.turnEffects.add(new TurnEffect(p.controller(), p.cardIndex(), p.abilityIndex(), p.nextEffect(), ids));
        t.emit(new GameEvent.TurnEffectBegun(p.controller(), source, "damage dealt by "
                + dice.stream().map(s::nameOf).collect(java.util.stream.Collectors.joining(", ")) + " is doubled"));
    }

    private void spinBy(Die d, int levels) {
        int level = s.face(d).level();
        int target = Math.max(1, Math.min(s.definition(d).maxLevel(), level + levels));
        t.spinToLevel(d, target);
    }

    /** "Draw and roll": each die drawn is rolled once into the Reserve Pool. */
    static void drawAndRoll(Table t, int player, int count) {
        for (int i = 0; i < count; i++) {
            Die d = t.draw(player, Zone.RESERVE);
            if (d == null) {
                return;
            }
            t.roll(d);
        }
    }

    private void fieldFree(Die d) {
        if (d.zone().inField() || !d.zone().isRolled() || !s.face(d).isCharacter()) {
            return;
        }
        t.move(d, Zone.FIELD);
        t.emit(new GameEvent.DieFielded(d.owner(), t.name(d.owner()), d.id(), s.nameOf(d), s.face(d).level()));
    }

    private void swapAttackWithThose(Die d) {
        for (int id : p.lastTargets()) {
            Die other = s.die(id);
            if (other != d && s.isCharacterInField(other) && s.isCharacterInField(d)) {
                int difference = Stats.attack(s, other) - Stats.attack(s, d);
                t.modifyStats(d, difference, 0);
                t.modifyStats(other, -difference, 0);
                return;
            }
        }
    }

    private void setTokens(int count) {
        int before = s.tokensOn(p.cardIndex());
        if (count == before) {
            return;
        }
        if (s.cardTokens == null) {
            s.cardTokens = new int[s.cards().size()];
        }
        s.cardTokens[p.cardIndex()] = count;
        t.emit(new GameEvent.TokensChanged(p.cardIndex(), source, before, count));
    }

    /** The ability's own die captures; if it has left the Field Zone, it captures nothing. */
    private void capture(Die d) {
        int captor = p.sourceDie();
        if (captor >= 0 && !s.isCharacterInField(s.die(captor))) {
            return;
        }
        Captures.capture(t, d, captor, source);
    }

    /** A rerolled die never leaves the Field Zone on a character face (it is not fielded again). */
    private void reroll(Die d, boolean keepLevel) {
        // A Continuous action die in the Field Zone stays there on an action face, like a character on its faces.
        boolean action = d.zone().inField() && s.face(d).isAction();
        if (!s.isCharacterInField(d) && !action || Tokens.isToken(s, d)) { // tokens may not be rerolled
            return;
        }
        int level = s.face(d).level();
        t.roll(d);
        if (action ? !s.face(d).isAction() : !s.face(d).isCharacter()) {
            if (d.zone() == Zone.ATTACK) {
                leaveCombat(d);
            }
            t.move(d, Zone.RESERVE);
        } else if (keepLevel && !action) {
            t.spinToLevel(d, level);
        }
    }

    /** The ability's own die controls; if it has left the Field Zone, it takes nothing. */
    /** The ability's own die copies; if it has left the Field Zone, it copies nothing. */
    private void copyAbilities(Die d, boolean targetLosesThem) {
        if (p.sourceDie() >= 0) {
            Copies.copy(t, s.die(p.sourceDie()), d, targetLosesThem);
        }
    }

    /** The ability's own die becomes the copy; if it has left the Field Zone, nothing happens. */
    private void becomeCopy(Die d) {
        if (p.sourceDie() >= 0) {
            Copies.becomeCopy(t, s.die(p.sourceDie()), d);
        }
    }

    private void takeControl(Die d) {
        int controller = p.sourceDie();
        if (controller >= 0 && !s.isCharacterInField(s.die(controller))) {
            return;
        }
        Controls.take(t, d, p.controller(), controller);
    }

    private void switchAttackAndDefense(Die d) {
        if (s.isCharacterInField(d)) {
            int difference = Stats.defense(s, d) - Stats.attack(s, d);
            t.modifyStats(d, difference, -difference);
        }
    }

    /** Only the active player's abilities can take over the declaration of blockers. */
    private void declareOpposingBlockers() {
        if (p.controller() != s.activePlayer()) {
            return;
        }
        s.blockersByAttacker = true;
        t.emit(new GameEvent.AbilityTriggered(p.controller(), source, t.name(p.controller())
                + " declares " + t.name(1 - p.controller()) + "'s blockers this turn"));
    }

    private void stopGlobals() {
        int before = s.modifiers.size();
        s.modifiers.removeIf(AppliedModifier::fromGlobal);
        s.globalsStopped = true;
        int ended = before - s.modifiers.size();
        t.emit(new GameEvent.AbilityTriggered(p.controller(), source, "Global Abilities cannot be used until end of"
                + " turn" + (ended > 0 ? ", and " + ended + (ended == 1 ? " effect" : " effects")
                + " of Globals used earlier end" : "")));
    }

    private void fightThose(Die d, Effect.Fight e) {
        for (int id : p.lastTargets()) {
            Die other = s.die(id);
            if (other != d && s.isCharacterInField(other) && s.isCharacterInField(d)) {
                Trigger trigger = Abilities.abilityOf(s, p).trigger();
                Damage.deal(t, List.of(
                        DamageHit.toDie(other, strength(d, e.strength()), d.id(), p.cardIndex(), trigger, false,
                                p.controller(), source),
                        DamageHit.toDie(d, strength(other, e.strength()), other.id(), p.cardIndex(), trigger, false,
                                p.controller(), source)), List.of());
                thoseAreBoth(other, d);
                return;
            }
        }
    }

    /** Later effects of the ability ("if any die is KO'd") refer to both fighters. */
    private void thoseAreBoth(Die a, Die b) {
        PendingEffect head = s.queue.pollFirst();
        s.queue.addFirst(new PendingEffect(head.controller(), head.cardIndex(), head.abilityIndex(), head.sourceDie(),
                head.triggeringDie(), head.bursts(), head.nextEffect(), head.chosenTargets(), List.of(a.id(), b.id()),
                head.reactingTo()));
    }

    private int strength(Die d, Effect.Fight.Strength strength) {
        return strength == Effect.Fight.Strength.ATTACK ? Stats.attack(s, d) : s.definition(d).cost();
    }

    private void rollIntoReserve(Die d) {
        if (Tokens.isToken(s, d)) {
            return; // a token is never rolled: it exists only in the Field Zone
        }
        t.move(d, Zone.RESERVE);
        t.roll(d);
    }

    private void prep(int player, int count) {
        for (int i = 0; i < count; i++) {
            if (t.draw(player, Zone.PREP) == null) {
                return;
            }
        }
    }

    /**
     * Moving to the Field Zone puts the die on a character face of the given level (1 when 0 and
     * it is not a character already) without fielding it; a die that has no character face cannot
     * go there. Dice of the Reserve Pool sent "to the Used Pile" on their owner's turn are spent: they go
     * Out of Play first. Dice sent from the Field Zone go straight to the Used Pile, as the text says.
     */
    private void move(Die d, Place to, int level) {
        switch (to) {
            case FIELD -> {
                if (!d.zone().inField()) {
                    int wanted = level > 0 ? level : 1;
                    int face = characterFace(d, wanted);
                    if (face < 0) {
                        return;
                    }
                    t.setFace(d, face);
                } else if (level > 0) {
                    t.spinToLevel(d, level);
                }
                if (d.zone() == Zone.ATTACK) {
                    leaveCombat(d);
                }
                t.move(d, Zone.FIELD);
            }
            case RESERVE -> t.move(d, Zone.RESERVE);
            case PREP -> t.move(d, Zone.PREP);
            case USED -> t.move(d, d.owner() == s.activePlayer() && d.zone() == Zone.RESERVE ? Zone.OUT_OF_PLAY : Zone.USED);
            case BAG -> t.move(d, Zone.BAG);
            case ASIDE -> setAside(d);
            case OUT_OF_PLAY -> t.move(d, Zone.OUT_OF_PLAY);
            case UNPURCHASED -> backOnCard(d);
            case ATTACK_ZONE, CAPTURED -> {
                // dice are looked for there, never moved there by an effect
            }
        }
    }

    /** A die put back on its card is unpurchased again; a Basic Action die is shared again. */
    private void backOnCard(Die d) {
        if (s.cards().get(d.cardIndex()).isSidekicks()) {
            return;
        }
        t.move(d, Zone.ON_CARD);
        if (s.cards().get(d.cardIndex()).isShared()) {
            t.changeOwner(d, CardInPlay.SHARED);
        }
    }

    private int characterFace(Die d, int level) {
        List<Face> faces = s.definition(d).faces();
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

    /** A die taken out of combat is no longer blocking, and what it blocked stays blocked. */
    private void leaveCombat(Die d) {
        d.stopBlocking();
        for (Die other : s.dice()) {
            other.stopBlocking(d.id());
        }
    }

    /**
     * A die set aside waits Out of Play, keeping its face; it returns to the Field Zone at the end
     * of the turn. The inactive player never has dice there otherwise; an active player's die is
     * marked so that it returns instead of going to the Used Pile with the rest.
     */
    private void setAside(Die d) {
        if (!s.isCharacterInField(d)) {
            return;
        }
        t.move(d, Zone.OUT_OF_PLAY);
        if (d.owner() == s.activePlayer()) {
            s.modifiers.add(new AppliedModifier(d.id(), 0, 0, null, Restriction.SET_ASIDE));
        }
    }

    private void callOut(Die target) {
        Die caller = p.sourceDie() >= 0 ? s.die(p.sourceDie()) : null;
        if (caller == null || !s.isCharacterInField(caller)) {
            return;
        }
        s.modifiers.add(new AppliedModifier(target.id(), 0, 0, null, Restriction.CALLED_OUT, caller.id()));
        s.modifiers.add(new AppliedModifier(caller.id(), 0, 0, null, Restriction.CALLING_OUT, target.id()));
        t.emit(new GameEvent.KeywordGranted(target.id(), s.nameOf(target), "called out by " + s.nameOf(caller)));
    }

    private void restrict(Die d, Restriction restriction) {
        s.modifiers.add(new AppliedModifier(d.id(), 0, 0, null, restriction));
        t.emit(new GameEvent.KeywordGranted(d.id(), s.nameOf(d), restriction.text()));
    }
}
