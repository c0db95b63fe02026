package dicemasters.cards;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.Burst;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.CardType;
import dicemasters.engine.card.Condition;
import dicemasters.engine.card.Cost;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.Place;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The English a player reads on a card, generated from its definition so that what a card says
 * and what it does cannot disagree. {@link #of} gives keywords and abilities, one per line;
 * {@link #describe} adds the cost, type, affiliations and levels.
 */
public final class CardText {
    /** "Up to" this many targets reads "any number of". */
    static final int ANY_NUMBER = 20;

    private CardText() {
    }

    /** Keywords (with what they mean) and abilities, one per line; empty for a card without text. */
    public static String of(CardDefinition card) {
        List<String> lines = new ArrayList<>();
        card.keywords().stream().sorted().forEach(k -> lines.add(keyword(k)));
        for (Ability a : card.abilities()) {
            lines.add(new CardText.Writer(card).ability(a));
        }
        return String.join("\n", lines);
    }

    /** The whole card: "Cost 5 Bolt. Character. Teenage Mutant Ninja Turtle.", levels, then {@link #of}. */
    public static String describe(CardDefinition card) {
        List<String> lines = new ArrayList<>();
        lines.add(card.fullName() + " (" + card.id() + ")");
        StringBuilder header = new StringBuilder("Cost ").append(card.cost());
        if (!card.energyTypes().isEmpty()) {
            header.append(' ').append(card.energyTypes().stream().map(Energy::label).collect(Collectors.joining("/")));
        }
        header.append(". ").append(typeName(card.type())).append(", up to ").append(card.dieLimit())
                .append(card.dieLimit() == 1 ? " die." : " dice.");
        if (!card.affiliations().isEmpty()) {
            header.append(" Affiliation: ").append(String.join(", ", card.affiliations())).append('.');
        }
        lines.add(header.toString());
        for (int level = 1; level <= card.maxLevel(); level++) {
            Face f = card.levelFace(level);
            lines.add("Level " + level + ": field cost " + f.fieldCost() + ", " + f.attack() + "A " + f.defense() + "D"
                    + (f.bursts() > 0 ? ", " + "*".repeat(f.bursts()) : ""));
        }
        String text = of(card);
        if (!text.isEmpty()) {
            lines.add(text);
        }
        return String.join("\n", lines);
    }

    static String typeName(CardType type) {
        return switch (type) {
            case CHARACTER -> "Character";
            case ACTION -> "Action";
            case BASIC_ACTION -> "Basic Action";
            case SIDEKICK -> "Sidekick";
        };
    }

    private static String keyword(Keyword k) {
        String note = k == Keyword.INTIMIDATE ? " [rules of the newer rulebook]" : "";
        return k.label() + " (" + k.meaning() + ")." + note;
    }

    /** Writes the sentences of one card's abilities. */
    private static final class Writer {
        private final CardDefinition card;
        /** The ability being written: a reaction's prevention speaks of "that damage"; "that die" of a block. */
        private Ability current;

        Writer(CardDefinition card) {
            this.card = card;
        }

        String ability(Ability a) {
            current = a;
            StringBuilder b = new StringBuilder();
            b.append(prefix(a));
            String condition = condition(a.condition());
            List<String> effects = new ArrayList<>();
            for (int i = a.costEffects(); i < a.effects().size(); i++) {
                effects.add(effect(a.effects().get(i), a.trigger() == Trigger.WHILE_ACTIVE
                        || a.trigger() == Trigger.ALWAYS));
            }
            String body = joinSentences(effects);
            if (a.effects().equals(Keyword.boomerang().effects())) {
                body = "this die has " + keyword(Keyword.BOOMERANG).replaceAll("\\.$", "");
            }
            if (a.costEffects() > 0 && !paysInPrefix(a)) {
                body = "you may " + cost(a) + " to " + body;
            }
            if (!condition.isEmpty()) {
                body = condition + ", " + body;
            }
            b.append(b.length() == 0 || b.toString().endsWith(". ") ? capitalize(body) : body);
            b.append('.');
            if (a.usesPerTurn() > 0) {
                b.append(a.usesPerTurn() == 1 ? " Use only once per turn." : " Use up to " + a.usesPerTurn()
                        + " times per turn.");
            }
            return b.toString();
        }

        /** Globals and reactions say their cost before the body; other abilities say "you may ... to". */
        private static boolean paysInPrefix(Ability a) {
            return a.trigger() == Trigger.GLOBAL || a.trigger() == Trigger.REACTIVE_GLOBAL
                    || a.trigger() == Trigger.DAMAGE_REACTION;
        }

        private String prefix(Ability a) {
            String name = card.name();
            String burst = burstPrefix(a);
            String watched = a.watch() == null ? null : article(singular(a.watch()));
            String trigger = switch (a.trigger()) {
                case ACTION_USED -> "";
                case GLOBAL -> "Global: " + cost(a) + ". ";  // the body is capitalised below
                case REACTIVE_GLOBAL -> "Global: " + cost(a) + " when " + damageWhen(a) + ". ";
                case DAMAGE_REACTION -> "While " + name + " is active, when " + damageWhen(a) + ", you may "
                        + (a.costEffects() > 0 ? cost(a) + " to " : "");
                case WHEN_FIELDED -> "When fielded, ";
                case WHEN_STAYS_BACK -> "When you declare attackers and " + name + " is not one of them, ";
                case WHEN_ATTACKS -> watched != null ? whenever(watched, "attacks") : "When " + name + " attacks, ";
                case WHEN_BLOCKS -> watched != null ? whenever(watched, "blocks") : "When " + name + " blocks, ";
                case WHEN_BLOCKED -> watched != null ? whenever(watched, "is blocked")
                        : "When " + name + " is blocked, ";
                case WHEN_ENGAGED -> "When " + name + " blocks or is blocked, ";
                case WHEN_UNBLOCKED -> "When " + name + " attacks and is not blocked, ";
                case WHEN_DAMAGED -> watched != null ? whenever(watched, "is damaged")
                        : "When " + name + " is damaged, ";
                case WHEN_KNOCKED_OUT -> watched != null ? whenever(watched, "is KO'd") : "When " + name + " is KO'd, ";
                case WHEN_PURCHASED -> "When you purchase a " + name + " die, ";
                case WHEN_DRAWN -> "When you draw a " + name + " die in your Clear and Draw Step, ";
                case START_OF_YOUR_TURN -> "While " + name + " is active, at the start of your turn, ";
                case END_OF_YOUR_TURN -> "While " + name + " is active, at the end of your turn, ";
                case END_OF_TURN -> card.type().isAction() ? "At the end of the turn you used it, "
                        : "While " + name + " is active, at the end of each turn, ";
                case WHILE_ACTIVE -> "While " + name + " is active, ";
                case WHEN_YOU_ATTACK -> "While " + name + " is active, when you declare attackers, ";
                case WHEN_MARKED_DIE_DAMAGES_OPPONENT -> "If that die damages your opponent this turn, ";
                case END_OF_ROLL_STEP -> "While " + name + " is active, at the end of your Roll and Reroll Step, ";
                case AFTER_BLOCKS -> card.type().isAction()
                        ? "For the rest of the turn you used it, after blockers are declared, you may " : "After blockers are declared, ";
                case WHEN_KOS_A_DIE -> "When " + name + " KOs a character die, ";
                case WHEN_OPPONENT_USES_GLOBAL -> "When your opponent uses a Global Ability, ";
                case ALWAYS -> "";
                case START_OF_MAIN_STEP -> "While " + name + " is active, at the start of your Main Step, ";
                case START_OF_YOUR_CLEAR_AND_DRAW -> "While " + name + " is in your Field Zone, at the start of your"
                        + " Clear and Draw Step, ";
                case WHEN_ANOTHER_DIE_OF_THIS_CARD_USED -> "While " + name + " is in the Field Zone, when another "
                        + name + " die is used (by either player), ";
                case WHENEVER_YOU_COULD_USE_A_GLOBAL -> "While " + name + " is in your Field Zone, whenever you could"
                        + " use a Global Ability, ";
            };
            if (paidWhenTriggered(a)) {
                return burst + payingPrefix(a, trigger);
            }
            return burst + trigger;
        }

        private static String article(String noun) {
            return ("aeiou".indexOf(Character.toLowerCase(noun.charAt(0))) >= 0 ? "an " : "a ") + noun;
        }

        private static boolean paidWhenTriggered(Ability a) {
            return !a.cost().isFree() && a.trigger() != Trigger.GLOBAL && a.trigger() != Trigger.REACTIVE_GLOBAL
                    && a.trigger() != Trigger.ACTION_USED;
        }

        /**
         * A triggered ability with a cost: a Basic Action's reads as the reactive Global it is
         * ("Global: Pay Shield when a character die you control is KO'd."), a character's as a choice.
         */
        private String payingPrefix(Ability a, String trigger) {
            if (card.type() == CardType.BASIC_ACTION && a.watch() != null) {
                String when = trigger.replaceFirst("^(While .* is active|For the rest of the turn you used it),"
                        + " whenever ", "").replaceFirst(", $", "");
                return "Global: " + cost(a) + " when " + when + ". ";
            }
            return trigger + "you may " + cost(a).replaceFirst("^Pay", "pay").replaceFirst("^Send", "send") + " to ";
        }

        private String whenever(String watched, String verb) {
            if (card.type().isAction()) {
                return "For the rest of the turn you used it, whenever " + watched + " " + verb + ", ";
            }
            return "While " + card.name() + " is active, whenever " + watched + " " + verb + ", ";
        }

        private String burstPrefix(Ability a) {
            if (a.burst() == Burst.ALWAYS) {
                return "";
            }
            String stars = switch (a.burst()) {
                case ONE -> "*";
                case TWO -> "**";
                default -> "*/**";
            };
            String when = card.type().isAction() ? "" : " while it shows this burst";
            return stars + " (" + (a.replacesBase() ? "instead of the above" : "in addition") + when + "): ";
        }

        private String cost(Ability a) {
            Cost c = a.cost();
            List<String> parts = new ArrayList<>();
            if (c.energy() > 0) {
                List<String> symbols = new ArrayList<>();
                c.types().forEach(t -> symbols.add(t.label()));
                int generic = c.energy() - c.types().size();
                if (generic > 0) {
                    symbols.add(generic + " energy of any type");
                }
                parts.add("Pay " + String.join(" and ", symbols));
            }
            if (c.life() > 0) {
                parts.add((parts.isEmpty() ? "Pay " : "pay ") + c.life() + " life");
            }
            if (c.sendThisDieTo() != null) {
                parts.add((parts.isEmpty() ? "Send " : "send ") + "this die to the " + c.sendThisDieTo().label());
            }
            for (int i = 0; i < a.costEffects(); i++) {
                parts.add(effect(a.effects().get(i), false));
            }
            return String.join(" and ", parts);
        }

        private String condition(Condition c) {
            return switch (c.kind()) {
                case ALWAYS -> "";
                case KNOCKED_OUT_THIS_TURN -> "if a character die you control was KO'd this turn";
                case DICE_AT_LEAST -> c.dice().selection() == DieSelector.Selection.TRIGGERING_DIE
                        ? "if that die is " + dicemasters.engine.GameEvent.article(noun(c.dice(), false)) + " " + noun(c.dice(), false)
                        : c.count() == 1 ? "if there is at least one " + singular(c.dice())
                        : "if there are at least " + c.count() + " " + plural(c.dice());
                case DICE_AT_MOST -> c.count() == 0 ? "if there is no " + singular(c.dice())
                        : "if there are at most " + c.count() + " " + plural(c.dice());
                case ONLY_DIE_FIELDED_THIS_TURN -> "if it is the only character die you fielded this turn";
                case CARD_ACTIVE -> "if " + card.name() + " is active";
                case YOUR_TURN -> "on your turn only";
                case THOSE_NOT_KNOCKED_OUT -> "if that die is not KO'd";
            };
        }

        // ---- effects ----

        private String effect(Effect effect, boolean isStatic) {
            String duration = isStatic ? "" : " until end of turn";
            if (effect instanceof Effect.ModifyStats e) {
                return dice(e.dice(), true) + " " + verb(e.dice(), "get", "gets") + " " + stats(e) + duration;
            } else if (effect instanceof Effect.DamageDice e) {
                Quantity q = quantity(e.amount(), "damage");
                return "deal " + q.head() + " to " + dice(e.dice(), false) + q.tail();
            } else if (effect instanceof Effect.DamagePlayer e) {
                Quantity q = quantity(e.amount(), "damage");
                return "deal " + q.head() + " to " + playerObject(e.player()) + q.tail();
            } else if (effect instanceof Effect.KnockOut e) {
                return "KO " + dice(e.dice(), false) + (e.to() == Place.USED
                        ? " (it goes to the Used Pile instead of the Prep Area)" : "");
            } else if (effect instanceof Effect.GainLife e) {
                Quantity q = quantity(e.amount(), "life");
                return playerSubject(e.player(), "gain", "gains") + " " + q.head() + q.tail();
            } else if (effect instanceof Effect.LoseLife e) {
                Quantity q = quantity(e.amount(), "life");
                return playerSubject(e.player(), "lose", "loses") + " " + q.head() + q.tail();
            } else if (effect instanceof Effect.DrawAndRoll e) {
                Quantity q = quantity(e.count(), "die");
                return playerSubject(e.player(), "draw and roll", "draws and rolls") + " " + dieCount(q)
                        + " (rolled into the Reserve Pool)" + q.tail();
            } else if (effect instanceof Effect.PrepFromBag e) {
                Quantity q = quantity(e.count(), "die");
                return playerSubject(e.player(), "draw", "draws") + " " + dieCount(q)
                        + " from the bag into the Prep Area" + q.tail();
            }
            return diceEffect(effect, duration);
        }

        private String diceEffect(Effect effect, String duration) {
            if (effect instanceof Effect.GrantKeyword e) {
                return dice(e.dice(), true) + " " + verb(e.dice(), "get", "gets") + " " + e.keyword().label()
                        + duration;
            } else if (effect instanceof Effect.SpinLevels e) {
                int n = Math.abs(e.levels());
                return "spin " + dice(e.dice(), false) + (e.levels() >= 0 ? " up " : " down ") + n
                        + (n == 1 ? " level" : " levels");
            } else if (effect instanceof Effect.SpinToLevel e) {
                return "spin " + dice(e.dice(), false) + " to level " + e.level();
            } else if (effect instanceof Effect.MoveDice e) {
                String where = switch (e.to()) {
                    case FIELD -> "the Field Zone" + (e.level() > 0 ? " at level " + e.level() : "")
                            + " (this is not fielding)";
                    case RESERVE -> "the Reserve Pool";
                    case PREP -> "the Prep Area";
                    case USED -> "the Used Pile";
                    case BAG -> "the bag";
                    case ASIDE -> "one side, out of the Field Zone until end of turn (then it returns at the same level)";
                    case OUT_OF_PLAY -> "the Out of Play zone";
                    case UNPURCHASED -> "its card (unpurchased again)";
                    case ATTACK_ZONE -> "the Attack Zone";
                    case CAPTURED -> "the captured dice";
                };
                return "move " + dice(e.dice(), false) + " to " + where;
            } else if (effect instanceof Effect.Restrict e) {
                String text = e.restriction().text();
                if (e.restriction() == dicemasters.engine.card.Restriction.MUST_ATTACK_NEXT) {
                    return dice(e.dice(), true) + " " + text;
                }
                String ifAble = text.endsWith(" if able") ? " if able" : "";
                text = text.substring(0, text.length() - ifAble.length());
                int unless = text.indexOf(" unless ");
                if (unless >= 0) {
                    ifAble = text.substring(unless);
                    text = text.substring(0, unless);
                }
                return dice(e.dice(), true) + " " + text + (duration.isEmpty() ? "" : " this turn") + ifAble;
            } else if (effect instanceof Effect.DamageDieOrOpponent e) {
                Quantity die = quantity(e.toDie(), "damage");
                Quantity opponent = quantity(e.toOpponent(), "damage");
                String target = dice(e.dice(), false).replace("up to one ", "");
                return opponent.equals(die) ? "deal " + die.head() + " to " + target + " or target opponent" + die.tail()
                        : "deal " + die.head() + " to " + target + die.tail() + ", or " + opponent.head()
                        + " to target opponent" + opponent.tail();
            } else if (effect instanceof Effect.PayEnergy e) {
                return "you may pay " + e.type().label() + " (spending one die showing it from your Reserve Pool) to";
            } else if (effect instanceof Effect.CallOut e) {
                return dice(e.dice(), true) + " may block only " + card.name() + " this turn, and only it may block "
                        + card.name();
            } else if (effect instanceof Effect.Enlist e) {
                return "Enlistment: your opponent may KO one of their " + noun(e.dice(), false)
                        .replace(" die", " dice") + " to stop the rest of this ability";
            } else if (effect instanceof Effect.PreventDamage e) {
                return preventText(e, duration);
            } else if (effect instanceof Effect.RedirectDamage e) {
                String part = e.amount() == null ? "that damage" : "up to " + quantity(e.amount(), "").head().trim()
                        + " of that damage";
                return "redirect " + part + " to " + dice(e.dice(), false);
            } else if (effect instanceof Effect.NameCharacter e) {
                return "name a " + (adjectives(e.cards()) + "character").trim()
                        + " (the name replaces any name " + card.name() + " gave before)";
            } else if (effect instanceof Effect.MarkForTurn e) {
                return "choose " + dice(e.dice(), false) + (e.prepInsteadOfUsed()
                        ? "; if it is unblocked, at the end of the turn it goes to your Prep Area instead of your"
                        + " Used Pile" : "");
            } else if (effect instanceof Effect.ForbidNamed) {
                return "the named character cannot be purchased or fielded";
            } else if (effect instanceof Effect.TurnToFace e) {
                return "spin " + dice(e.dice(), false) + " to any face you choose";
            } else if (effect instanceof Effect.SecretDraw e) {
                return "secretly choose to draw 1 to " + e.max() + " dice from your bag; your opponent guesses how"
                        + " many: if right, they go to your Used Pile, otherwise to your Prep Area";
            } else if (effect instanceof Effect.DoubleDamage e) {
                return dice(e.dice(), true) + " " + verb(e.dice(), "deal", "deals") + " double "
                        + damageText(e.damage()).replace(" to players and character dice", "") + duration;
            } else if (effect instanceof Effect.SelfCombatDamage e) {
                return dice(e.dice(), true) + " also deal their combat damage to themselves";
            } else if (effect instanceof Effect.CapDamage e) {
                return capitalize(damageText(e.damage())) + " is at most " + e.max() + " per hit" + duration;
            } else if (effect instanceof Effect.ReducePurchaseCost e) {
                return "your " + (Boolean.TRUE.equals(e.cards().other()) ? "other " : "")
                        + adjectives(e.cards()) + (e.cards().cardName() != null ? e.cards().cardName() + " " : "")
                        + "character dice cost " + quantity(e.amount(), "").head().trim() + " less to purchase"
                        + quantity(e.amount(), "").tail() + " (never below 1)";
            } else if (effect instanceof Effect.BlockSeveral e) {
                return blockSeveral(e);
            } else if (effect instanceof Effect.CantBeBlockedBy e) {
                DieSelector blockers = DieSelector.all(Side.ANY, e.blockers());
                return dice(e.dice(), true) + " can't be blocked by " + noun(blockers, true);
            } else if (effect instanceof Effect.ReduceFieldCost e) {
                return "your " + (Boolean.TRUE.equals(e.cards().other()) ? "other " : "")
                        + adjectives(e.cards()).replace("other ", "") + "character dice cost " + e.amount()
                        + " less to field (never below 0)";
            } else if (effect instanceof Effect.FirstPurchaseToPrep) {
                return "the first die you purchase this turn goes to your Prep Area instead of your Used Pile";
            } else if (effect instanceof Effect.ProtectFromTargeting e) {
                return dice(e.dice(), true) + " can't be targeted by your opponent's action dice or Global Abilities";
            } else if (effect instanceof Effect.GlobalLifeCost e) {
                return "until end of turn, each player must pay " + e.life() + " life to use a Global Ability"
                        + " (on top of its cost)";
            } else if (effect instanceof Effect.ExtraReroll e) {
                return "after rerolling in your Roll and Reroll Step, you may reroll " + (e.dice() == 1 ? "one die"
                        : "up to " + e.dice() + " dice") + " rolled this step one extra time";
            }
            return chosenDiceEffect(effect);
        }

        private String chosenDiceEffect(Effect effect) {
            if (effect instanceof Effect.Choose e) {
                return "choose " + dice(e.dice(), false);
            } else if (effect instanceof Effect.RollDice e) {
                return "roll " + dice(e.dice(), false) + " into the Reserve Pool";
            } else if (effect instanceof Effect.Fight e) {
                String by = e.strength() == Effect.Fight.Strength.ATTACK ? "A" : "purchase cost";
                return "that die and " + dice(e.dice(), false) + " deal each other damage equal to their " + by;
            } else if (effect instanceof Effect.KnockOutCostsLife e) {
                Quantity life = quantity(e.amount(), "life");
                String which = e.dice().selection() == DieSelector.Selection.THOSE ? "those dice"
                        : dice(e.dice(), false);
                return "if any of " + which + " is KO'd, its controller loses " + life.head() + life.tail();
            } else if (effect instanceof Effect.DeclareOpposingBlockers) {
                return "you declare your opponent's blockers this turn, giving each attacker a blocker before any"
                        + " gets a second one";
            } else if (effect instanceof Effect.StopGlobals) {
                return "the effects of Global Abilities used earlier this turn end, and no Global Ability can be"
                        + " used until end of turn";
            } else if (effect instanceof Effect.FieldDice e) {
                // From anywhere but the Reserve Pool a die comes in on level 1 unless the text says otherwise.
                return "field " + dice(e.dice(), false) + " at no cost" + (e.level() > 0 ? " at level " + e.level()
                        : e.dice().place() == Place.RESERVE ? "" : " at level 1");
            } else if (effect instanceof Effect.SwapAttack e) {
                return "swap the A of that die and " + dice(e.dice(), false) + " until end of turn";
            } else if (effect instanceof Effect.SwitchAttackAndDefense e) {
                return "switch the A and D of " + dice(e.dice(), false) + " until end of turn";
            } else if (effect instanceof Effect.PlaceTokens e) {
                return e.count().isFixed() && e.count().base() == 1 ? "place a token on this card"
                        : "place " + quantity(e.count(), "tokens").head().trim() + " on this card"
                        + quantity(e.count(), "").tail();
            } else if (effect instanceof Effect.RemoveTokens) {
                return "remove all tokens from this card";
            } else if (effect instanceof Effect.Reroll e) {
                return "reroll " + dice(e.dice(), false) + " (" + (e.keepLevel()
                        ? "on a character face it stays in the Field Zone at the level it had"
                        : "on a character face it stays in the Field Zone") + "; on an energy or action face it"
                        + " goes to the Reserve Pool)";
            } else if (effect instanceof Effect.GainEnergy e) {
                Quantity q = quantity(e.count(), e.type().label() + " energy");
                return playerSubject(e.player(), "gain", "gains") + " " + q.head().trim() + q.tail()
                        + " (not on a die: it is lost when priority passes)";
            } else if (effect instanceof Effect.TakeControl e) {
                return "take control of " + dice(e.dice(), false) + " until end of turn (it goes back to its owner"
                        + " then, or as soon as " + card.name() + " leaves the Field Zone)";
            } else if (effect instanceof Effect.Capture e) {
                return "capture " + dice(e.dice(), false) + " until end of turn (a captured die returns to the Field"
                        + " Zone at the same level then, or as soon as " + card.name() + " leaves the Field Zone)";
            } else if (effect instanceof Effect.OnlyIf e) {
                return condition(e.condition()) + ",";
            } else if (effect instanceof Effect.CopyAbilities e) {
                return copyAbilitiesText(e);
            } else if (effect instanceof Effect.BecomeCopy e) {
                String copied = e.dice().selection() == DieSelector.Selection.THOSE ? "that die" : dice(e.dice(), false);
                return card.name() + " becomes a copy of " + copied + " until end of turn, or until it"
                        + " leaves the Field Zone (name, subtitle, cost, affiliations, stats at its level, and text)";
            } else if (effect instanceof Effect.CreateCharacterTokens e) {
                return characterTokensText(e);
            }
            throw new IllegalArgumentException("no text for " + effect);
        }

        private static String characterTokensText(Effect.CreateCharacterTokens e) {
            String tokens = e.count() == 1 ? "a " + e.name() + " character token"
                    : e.count() + " " + e.name() + " character tokens";
            return "create " + tokens + " (" + e.attack() + "A " + e.defense() + "D; level 1, cost 0, no energy type;"
                    + " " + (e.count() == 1 ? "it exists" : "they exist") + " only in the Field Zone and cannot be"
                    + " spun or rerolled)";
        }

        private String copyAbilitiesText(Effect.CopyAbilities e) {
            return card.name() + " gains the abilities on the card of " + dice(e.dice(), false)
                    + " (not its Global Abilities) until end of turn, or until " + card.name()
                    + " leaves the Field Zone" + (e.targetLosesThem()
                    ? "; that die loses its own abilities until end of turn" : "")
                    + " (a new copy by " + card.name() + " replaces the earlier one)";
        }

        private String preventText(Effect.PreventDamage e, String duration) {
            if (current.isDamageReaction()) {
                return e.preventsAll() ? "prevent that damage"
                        : "prevent " + quantity(e.amount(), "").head().trim() + " of that damage";
            }
            if (e.preventsAll()) {
                return "prevent all " + damageText(e.damage()) + duration;
            }
            String damage = damageText(e.damage()).replace(" to your ", " to each of your ");
            String first = e.firstEachTurn() ? "the first " : "";
            String each = e.firstEachTurn() ? " from each source, each turn" : duration;
            if (e.amount().isFixed()) {
                return "prevent " + first + e.amount().base() + " " + damage + each;
            }
            return "prevent " + first + "X " + damage + each + ", where X is " + numberOf(e.amount());
        }

        /** "the number of active Turtle characters you control", "2 for each ...". */
        private String numberOf(Amount a) {
            String what = singular(a.dice()).replace(" die", "");
            boolean plain = a.times() == 1 && a.base() == 0;
            if (plain && a.measure() == Amount.Measure.CARDS) {
                return "the number of active " + what.replaceFirst("character\\b", "characters");
            }
            if (plain && a.measure() == Amount.Measure.COUNT) {
                return "the number of " + plural(a.dice());
            }
            Quantity q = quantity(a, "");
            return q.head().trim() + q.tail();
        }

        /** "the damage to you from an opposing die's when attacks ability" without its article. */
        private String damageWhen(Ability a) {
            dicemasters.engine.card.DamageFilter f = a.reactionFilter();
            return f == null ? "damage would be dealt" : damageText(f) + " would be dealt";
        }

        /** "combat damage to your attacking character dice", "damage to you from Villain dice". */
        private String damageText(dicemasters.engine.card.DamageFilter f) {
            String origin = switch (f.origin()) {
                case ANY -> "damage";
                case COMBAT -> "combat damage";
                case ABILITY -> f.sourceTrigger() != null ? "damage" : "ability damage";
            };
            String to = switch (f.to()) {
                case YOU -> "you";
                case YOUR_DICE -> "your " + recipientDice(f.dice());
                case YOU_OR_YOUR_DICE -> "you or your " + recipientDice(f.dice());
                case ANY_DIE -> recipientDice(f.dice());
                case ANYONE -> "players and " + recipientDice(f.dice());
            };
            StringBuilder b = new StringBuilder(origin).append(" to ").append(to);
            if (f.sourceTrigger() != null || f.sourceSide() != Side.ANY || !f.sourceDice().isAny()) {
                String side = f.sourceSide() == Side.OPPOSING ? "an opposing " : f.sourceSide() == Side.OWN
                        ? "your own " : "a ";
                String what = f.sourceDice().isAny() ? "die" : (adjectives(f.sourceDice())
                        + (f.sourceDice().cardName() != null ? f.sourceDice().cardName() + " " : "")
                        + "character die").trim();
                b.append(" from ").append(side).append(what);
                if (f.sourceTrigger() != null) {
                    b.append("'s \"").append(f.sourceTrigger().jsonName()).append("\" ability");
                }
            }
            return b.toString();
        }

        private String recipientDice(DieFilter f) {
            if (Boolean.FALSE.equals(f.other())) {
                return card.name() + " dice";
            }
            String name = f.cardName() != null ? f.cardName() : "character";
            return (adjectives(f) + name).trim() + " dice" + qualifiers(f);
        }

        private String stats(Effect.ModifyStats e) {
            List<String> parts = new ArrayList<>();
            String tail = "";
            for (String stat : List.of("A", "D")) {
                Amount a = stat.equals("A") ? e.attack() : e.defense();
                if (a.isFixed() && a.base() == 0) {
                    continue;
                }
                if (a.isFixed()) {
                    parts.add(signed(a.base()) + stat);
                } else if (a.measure() == Amount.Measure.COUNT && !a.isScaled()) {
                    parts.add(signed(a.times()) + stat);
                    tail = " for each " + singular(a.dice());
                } else {
                    parts.add((a.times() < 0 ? "-" : "+") + stat + " equal to "
                            + scaled(measureText(a, Math.abs(a.times())), a));
                }
            }
            return String.join(" and ", parts) + tail;
        }

        private record Quantity(String head, String tail, int number) {
        }

        private Quantity quantity(Amount a, String unit) {
            if (a.isFixed()) {
                return new Quantity(a.base() + " " + unit, "", a.base());
            }
            if (a.measure() == Amount.Measure.COUNT && !a.isScaled()) {
                String base = a.base() != 0 ? " plus " + a.base() : "";
                return new Quantity(a.times() + " " + unit, " for each " + singular(a.dice()) + base, a.times());
            }
            if (a.measure() == Amount.Measure.TOKENS) {
                return new Quantity(a.times() + " " + unit, " for each token on this card", a.times());
            }
            if (a.measure() == Amount.Measure.CARDS && !a.isScaled()) {
                String base = a.base() != 0 ? " plus " + a.base() : "";
                String what = singular(a.dice()).replace(" die", "");
                return new Quantity(a.times() + " " + unit, " for each active " + what + base
                        + " (cards, not dice)", a.times());
            }
            return new Quantity(unit + " equal to " + scaled(measureText(a, a.times()), a), "", -1);
        }

        /** "half of X, rounded down (at least 1)". */
        private static String scaled(String text, Amount a) {
            String result = text;
            if (a.divideBy() != 1) {
                result = (a.divideBy() == 2 ? "half of " : "one " + ordinal(a.divideBy()) + " of ") + result
                        + ", rounded down";
            }
            if (a.minimum() != null) {
                result += " (at least " + a.minimum() + ")";
            }
            return result;
        }

        private static String ordinal(int n) {
            return switch (n) {
                case 3 -> "third";
                case 4 -> "quarter";
                default -> n + "th";
            };
        }

        private String dieCount(Quantity q) {
            return q.number() == 1 ? "1 die" : q.number() < 0 ? q.head().replace("die", "dice")
                    : q.number() + " dice";
        }

        private String measureText(Amount a, int times) {
            if (a.measure() == Amount.Measure.TOKENS) {
                return (times != 1 ? times + " times " : "") + "the number of tokens on this card";
            }
            if (a.measure() == Amount.Measure.HIGHEST_LEVEL || a.measure() == Amount.Measure.ENERGY
                    || a.measure() == Amount.Measure.COUNT || a.measure() == Amount.Measure.CARDS) {
                String text = switch (a.measure()) {
                    case HIGHEST_LEVEL -> "the highest level among " + plural(a.dice());
                    case ENERGY -> "the number of energy symbols shown by " + plural(a.dice());
                    case CARDS -> "the number of different cards among " + plural(a.dice());
                    default -> "the number of " + plural(a.dice());
                };
                if (times != 1) {
                    text = times + " times " + text;
                }
                return a.base() != 0 ? a.base() + " plus " + text : text;
            }
            String whose = possessive(dice(a.dice(), false));
            String stat = switch (a.measure()) {
                case ATTACK -> "A";
                case DEFENSE -> "D";
                case LEVEL -> "level";
                default -> "";
            };
            String text = whose + " " + stat;
            if (times != 1) {
                text = times + " times " + text;
            }
            return a.base() != 0 ? text + " plus " + a.base() : text;
        }

        private static String possessive(String noun) {
            return noun.endsWith("s") ? noun + "'" : noun + "'s";
        }

        private static String signed(int n) {
            return n >= 0 ? "+" + n : String.valueOf(n);
        }

        private static String playerObject(PlayerSelector p) {
            return switch (p) {
                case YOU -> "yourself";
                case OPPONENT -> "target opponent";
                case EACH -> "each player";
            };
        }

        private static String playerSubject(PlayerSelector p, String plural, String singular) {
            return switch (p) {
                case YOU -> "you " + plural;
                case OPPONENT -> "your opponent " + singular;
                case EACH -> "each player " + singular;
            };
        }

        private static String verb(DieSelector s, String plural, String singular) {
            return s.selection() == DieSelector.Selection.ALL || s.count() > 1 ? plural : singular;
        }

        // ---- dice ----

        /** "target opposing level 1 or 2 character die", "all your Sidekick dice", "Metalhead". */
        String dice(DieSelector s, boolean subject) {
            DieFilter f = s.filter();
            return switch (s.selection()) {
                case THIS_DIE -> card.name();
                case TRIGGERING_DIE -> f.isAny() ? thatDie() : "that " + singular(s);
                case THOSE -> f.faceKind() != null
                        ? "that die (if it shows " + article(f.faceKind().name().toLowerCase(java.util.Locale.ROOT))
                        + " face)"
                        : s.place() != Place.FIELD ? "each of those dice now in the " + s.place().label() : "that die";
                case SAME_NAME -> "all " + side(s.side(), s.place()) + noun(s, true) + where(s) + engaged(f)
                        + " with the same name as that die";
                case KNOCKED_OUT_BY -> "the " + noun(s, false) + " that KO'd it";
                case TARGET, ANOTHER_TARGET -> {
                    String n = s.count() == 1 ? "" : s.count() + " different ";
                    String target = s.selection() == DieSelector.Selection.ANOTHER_TARGET ? "another target "
                            : "target ";
                    if (s.upTo() && s.count() >= ANY_NUMBER) {
                        yield "any number of " + side(s.side(), s.place()) + noun(s, true) + where(s);
                    }
                    String upTo = s.upTo() ? (s.count() == 1 ? "up to one " : "up to ") : "";
                    String chooser = s.chooser() == PlayerSelector.OPPONENT ? " (chosen by your opponent)" : "";
                    yield upTo + n + target + side(s.side(), s.place()) + noun(s, s.count() > 1) + where(s)
                            + engaged(f) + chooser;
                }
                case ALL -> (subject ? "all " : "all ") + side(s.side(), s.place()) + noun(s, true) + where(s)
                        + engaged(f);
            };
        }

        /** "each Casey Jones die may block more than one attacker: as many as 3, as long as each is ...". */
        private String blockSeveral(Effect.BlockSeveral e) {
            String howMany = e.count() == null ? "any number" : "as many as " + e.count();
            String which = e.attackers().isAny() ? ""
                    : ", as long as each is " + article(noun(DieSelector.all(Side.ANY, e.attackers()), false));
            String who = e.dice().selection() == DieSelector.Selection.THIS_DIE ? "each " + card.name() + " die"
                    : dice(e.dice(), true);
            return who + " may block more than one attacker: " + howMany + which
                    + "; its damage is then split among them";
        }

        /** "That die" of a block trigger is the other die of the block. */
        private String thatDie() {
            if (current == null || current.watch() != null) {
                return "that die";
            }
            return switch (current.trigger()) {
                case WHEN_BLOCKED -> "the blocking die";
                case WHEN_BLOCKS -> "the die it blocks";
                case WHEN_ENGAGED -> "the die it is engaged with";
                default -> "that die";
            };
        }

        private String singular(DieSelector s) {
            if (s.selection() == DieSelector.Selection.THIS_DIE) {
                return card.name();
            }
            if (s.selection() == DieSelector.Selection.THOSE && s.place() != Place.FIELD) {
                return "of those dice now in the " + s.place().label();
            }
            return side(s.side(), s.place()) + noun(s, false) + where(s) + engaged(s.filter());
        }

        private String plural(DieSelector s) {
            return side(s.side(), s.place()) + noun(s, true) + where(s) + engaged(s.filter());
        }

        /** " while blocking or blocked by a Villains character die", after who controls the dice. */
        private String engaged(DieFilter f) {
            return f.engagedWith() == null ? ""
                    : " while blocking or blocked by a " + noun(DieSelector.all(Side.ANY, f.engagedWith()), false);
        }

        private static String side(Side side, Place place) {
            return switch (side) {
                case OWN -> "";
                case OPPOSING -> place == Place.FIELD || place == Place.ATTACK_ZONE ? "opposing " : "";
                case ANY -> "";
            };
        }

        private static String where(DieSelector s) {
            String owner = s.side() == Side.OWN ? "your " : s.side() == Side.OPPOSING ? "your opponent's " : "a ";
            if (s.place() == Place.FIELD || s.place() == Place.ATTACK_ZONE) {
                return s.side() == Side.OWN ? " you control" : "";
            }
            return " in " + owner + s.place().label();
        }

        private String noun(DieSelector s, boolean many) {
            DieFilter f = s.filter();
            String what;
            if (f.cardName() != null) {
                what = f.cardName();
            } else if (Boolean.TRUE.equals(f.sidekick())) {
                what = "Sidekick";
            } else if (f.faceKind() != null) {
                what = switch (f.faceKind()) {
                    case ENERGY -> "energy";
                    case CHARACTER -> "character";
                    case ACTION -> "action";
                };
            } else {
                what = s.place() == Place.FIELD || Boolean.TRUE.equals(f.character()) ? "character"
                        : s.place() == Place.ATTACK_ZONE ? "attacking or blocking character" : "";
            }
            String adjectives = adjectives(f);
            String die = many ? "dice" : "die";
            String core = (adjectives + what).trim();
            String text = (core.isEmpty() ? "" : core + " ") + die + qualifiers(f);
            if (Boolean.FALSE.equals(f.other()) && s.selection() != DieSelector.Selection.THIS_DIE) {
                return card.name() + " (this die)";
            }
            return text;
        }

        private String adjectives(DieFilter f) {
            StringBuilder b = new StringBuilder();
            if (Boolean.TRUE.equals(f.other())) {
                b.append("other ");
            }
            if (Boolean.TRUE.equals(f.damaged())) {
                b.append("damaged ");
            }
            if (Boolean.FALSE.equals(f.damaged())) {
                b.append("undamaged ");
            }
            if (Boolean.TRUE.equals(f.attacking())) {
                b.append("attacking ");
            }
            if (Boolean.TRUE.equals(f.blocking())) {
                b.append("blocking ");
            }
            if (Boolean.TRUE.equals(f.blocked())) {
                b.append("blocked ");
            }
            if (Boolean.FALSE.equals(f.blocked())) {
                b.append("unblocked ");
            }
            if (Boolean.FALSE.equals(f.sidekick())) {
                b.append("non-Sidekick ");
            }
            if (f.minLevel() != null || f.maxLevel() != null) {
                b.append(levels(f)).append(' ');
            }
            if (f.energy() != null) {
                b.append(f.energy().label()).append(' ');
            }
            if (f.affiliation() != null) {
                b.append(f.affiliation()).append(' ');
            }
            if (f.notCardName() != null) {
                b.append("non-").append(f.notCardName()).append(' ');
            }
            if (f.notAffiliation() != null) {
                b.append("non-").append(f.notAffiliation()).append(' ');
            }
            return b.toString();
        }

        private static String levels(DieFilter f) {
            int min = f.minLevel() == null ? 1 : f.minLevel();
            if (f.maxLevel() == null) {
                return "level " + min + " or higher";
            }
            if (min == f.maxLevel()) {
                return "level " + min;
            }
            List<String> each = new ArrayList<>();
            for (int l = min; l <= f.maxLevel(); l++) {
                each.add(String.valueOf(l));
            }
            return "level " + String.join(" or ", each);
        }

        private String qualifiers(DieFilter f) {
            StringBuilder b = new StringBuilder();
            if (Boolean.FALSE.equals(f.attacking()) && f.blocking() == null) {
                b.append(" that is not attacking");
            }
            if (Boolean.FALSE.equals(f.blocking())) {
                b.append(" that is not blocking");
            }
            if (f.maxCost() != null) {
                b.append(" with purchase cost ").append(f.maxCost()).append(" or less");
            }
            if (f.minCost() != null) {
                b.append(" with purchase cost ").append(f.minCost()).append(" or more");
            }
            if (Boolean.TRUE.equals(f.engagedWithThis())) {
                b.append(" blocking or blocked by ").append(card.name());
            }
            if (Boolean.FALSE.equals(f.engagedWithThis())) {
                b.append(" not engaged with ").append(card.name());
            }
            if (Boolean.TRUE.equals(f.topLevel())) {
                b.append(" at its highest level (it cannot spin up)");
            }
            if (Boolean.FALSE.equals(f.topLevel())) {
                b.append(" that can spin up");
            }
            if (Boolean.TRUE.equals(f.sharesAffiliation())) {
                b.append(" sharing an affiliation with another character die in the Field Zone");
            }
            if (f.likeThose() == DieFilter.Relation.AFFILIATION) {
                b.append(" sharing an affiliation with that die");
            }
            if (f.maxCostAboveThose() != null) {
                b.append(" costing at most ").append(f.maxCostAboveThose()).append(" more than that die");
            }
            if (f.likeThose() == DieFilter.Relation.OWNER) {
                b.append(" of that die's owner");
            }
            if (Boolean.TRUE.equals(f.defenseAtMostThis())) {
                b.append(" with D no more than ").append(card.name()).append("'s D");
            }
            if (Boolean.FALSE.equals(f.defenseAtMostThis())) {
                b.append(" with more D than ").append(card.name());
            }

            return b.toString();
        }

        private static String joinSentences(List<String> parts) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < parts.size(); i++) {
                if (i > 0) {
                    String previous = parts.get(i - 1);
                    b.append(previous.endsWith(" to") || previous.endsWith(",") ? " " : ", then ");
                }
                b.append(parts.get(i));
            }
            return b.toString();
        }

        private static String capitalize(String s) {
            return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
        }
    }
}
