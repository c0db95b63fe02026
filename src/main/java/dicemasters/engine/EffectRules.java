package dicemasters.engine;

import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.Restriction;

import dicemasters.engine.card.Trigger;

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
        this.source = s.cards.get(p.cardIndex()).definition().name();
    }

    private int value(Amount amount) {
        return Abilities.amount(s, amount, p.controller(), p.sourceDie(), p.triggeringDie());
    }

    private List<Integer> players(dicemasters.engine.card.PlayerSelector who) {
        return Abilities.players(s, p.controller(), who);
    }

    void apply(Effect effect, List<Die> dice) {
        if (effect instanceof Effect.ModifyStats e) {
            int attack = value(e.attack());
            int defense = value(e.defense());
            dice.forEach(d -> t.modifyStats(d, attack, defense));
        } else if (effect instanceof Effect.DamageDice e) {
            int amount = value(e.amount());
            damageDice(dice, amount);
        } else if (effect instanceof Effect.KnockOut) {
            dice.forEach(d -> {
                if (s.isCharacterInField(d)) {
                    t.knockOut(d);
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
        } else if (effect instanceof Effect.Enlist || effect instanceof Effect.ReducePurchaseCost
                || effect instanceof Effect.SelfCombatDamage
                || effect instanceof Effect.CantBeBlockedBy || effect instanceof Effect.ReduceFieldCost
                || effect instanceof Effect.ExtraReroll || effect instanceof Effect.ProtectFromTargeting) {
            return; // Enlistment not taken up changes nothing; cost reductions are static rules

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
        } else if (effect instanceof Effect.GlobalLifeCost e) {
            s.globalLifeCost += e.life();
            t.emit(new GameEvent.GlobalsCostMore(e.life(), s.globalLifeCost, source));
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
     * go there. Dice sent "to the Used Pile" on their owner's turn go Out of Play first.
     */
    private void move(Die d, Place to, int level) {
        switch (to) {
            case FIELD -> {
                if (!d.zone.inField()) {
                    int wanted = level > 0 ? level : 1;
                    int face = characterFace(d, wanted);
                    if (face < 0) {
                        return;
                    }
                    t.setFace(d, face);
                } else if (level > 0) {
                    t.spinToLevel(d, level);
                }
                if (d.zone == Zone.ATTACK) {
                    leaveCombat(d);
                }
                t.move(d, Zone.FIELD);
            }
            case RESERVE -> t.move(d, Zone.RESERVE);
            case PREP -> t.move(d, Zone.PREP);
            case USED -> t.move(d, d.owner == s.active && d.zone.isRolled() ? Zone.OUT_OF_PLAY : Zone.USED);
            case BAG -> t.move(d, Zone.BAG);
            case ASIDE -> setAside(d);
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
        d.blocking = -1;
        for (Die other : s.dice) {
            if (other.blocking == d.id()) {
                other.blocking = -1;
            }
        }
    }

    /**
     * A die set aside waits Out of Play, where its owner (the inactive player) never has dice
     * otherwise, keeping its face; it returns to the Field Zone at the end of the turn.
     */
    private void setAside(Die d) {
        if (d.owner != s.active && s.isCharacterInField(d)) {
            t.move(d, Zone.OUT_OF_PLAY);
        }
    }

    private void callOut(Die target) {
        Die caller = p.sourceDie() >= 0 ? s.dice[p.sourceDie()] : null;
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
