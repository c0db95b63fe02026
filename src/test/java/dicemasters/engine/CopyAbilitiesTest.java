package dicemasters.engine;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.DieSelector;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.card.PlayerSelector;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.engine.combat.Stats;
import dicemasters.engine.effects.Targets;
import dicemasters.engine.energy.Payment;
import dicemasters.engine.mechanics.Copies;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import dicemasters.engine.turn.Step;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static dicemasters.engine.Play.ok;
import static dicemasters.engine.Scenario.level;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "If the text says 'copy the abilities,' then your copying die's card would add the copied die's
 * card text to its own. When this happens, any references the original card text makes to itself
 * would substitute the copying die's name." (DC Justice, Capturing, Controlling, Copying)
 *
 * <p>What the engine does: until the end of the turn, or until the copying die leaves the Field
 * Zone, the abilities of the copied die's card that work for a die (its triggered abilities, with
 * the copying die as "this die" and its controller as "you", and its keywords) work for the copying
 * die, and its "while active" effects work through the copying die while it is in the Field Zone,
 * for its controller; its Global Abilities stay on the card. The copied die may lose its abilities
 * until the end of the turn: they no longer work for it, and it no longer makes its card active.
 */
class CopyAbilitiesTest {
    /** When fielded, this die gains the abilities of target character die's card; that die loses its own. */
    private static final CardDefinition MIMIC = Cards.character("Mimic", 3, Energy.BOLT, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.CopyAbilities(DieSelector.target(Side.ANY), true))),
            new int[]{0, 2, 2}, new int[]{1, 3, 3}, new int[]{2, 3, 4});
    /** The same, also when it attacks: a new copy replaces the earlier one. */
    private static final CardDefinition ECHO = Cards.character("Echo", 3, Energy.BOLT, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.CopyAbilities(DieSelector.target(Side.ANY), true)),
                    Ability.of(Trigger.WHEN_ATTACKS, new Effect.CopyAbilities(DieSelector.target(Side.ANY), true))),
            new int[]{0, 2, 2}, new int[]{1, 3, 3}, new int[]{2, 3, 4});
    /** When attacks, this die gets +2A and deals 1 damage to the opponent. */
    private static final CardDefinition RAIDER = Cards.character("Raider", 3, Energy.FIST, Set.of(),
            List.of(Ability.of(Trigger.WHEN_ATTACKS, new Effect.ModifyStats(DieSelector.thisDie(), 2, 0),
                    new Effect.DamagePlayer(PlayerSelector.OPPONENT, 1))),
            new int[]{1, 1, 3}, new int[]{1, 2, 4}, new int[]{2, 3, 5});
    /** While active, your character dice get +1A. Global: pay Shield to gain 1 life. */
    private static final CardDefinition CAPTAIN = Cards.character("Captain", 4, Energy.SHIELD, Set.of(),
            List.of(Ability.of(Trigger.WHILE_ACTIVE, new Effect.ModifyStats(
                    DieSelector.all(Side.OWN, DieFilter.ANY), 1, 0)),
                    Ability.global(dicemasters.engine.card.Cost.of(Energy.SHIELD),
                            new Effect.GainLife(PlayerSelector.YOU, 1))),
            new int[]{1, 1, 3}, new int[]{1, 2, 4}, new int[]{2, 3, 5});
    /** Whenever one of your character dice is fielded, you gain 1 life. */
    private static final CardDefinition WARDEN = Cards.character("Warden", 3, Energy.SHIELD, Set.of(),
            List.of(new Ability(Trigger.WHEN_FIELDED, null, false, null, 0,
                    List.of(new Effect.GainLife(PlayerSelector.YOU, 1)), null,
                    DieSelector.all(Side.OWN, DieFilter.ANY), 0)),
            new int[]{1, 1, 3}, new int[]{1, 2, 4}, new int[]{2, 3, 5});
    /** When you declare attackers, you gain 2 life. */
    private static final CardDefinition HERALD = Cards.character("Herald", 3, Energy.SHIELD, Set.of(),
            List.of(Ability.of(Trigger.WHEN_YOU_ATTACK, new Effect.GainLife(PlayerSelector.YOU, 2))),
            new int[]{1, 1, 3}, new int[]{1, 2, 4}, new int[]{2, 3, 5});
    /** When KO'd, deal 2 damage to the opponent. */
    private static final CardDefinition MARTYR = Cards.character("Martyr", 2, Energy.FIST, Set.of(),
            List.of(Ability.of(Trigger.WHEN_KNOCKED_OUT, new Effect.DamagePlayer(PlayerSelector.OPPONENT, 2))),
            new int[]{1, 1, 3}, new int[]{1, 2, 4}, new int[]{2, 3, 5});
    /** When fielded, this die becomes a copy of target character die until end of turn. */
    private static final CardDefinition DOPPEL = Cards.character("Doppel", 3, Energy.MASK, Set.of(),
            List.of(Ability.of(Trigger.WHEN_FIELDED, new Effect.BecomeCopy(DieSelector.target(Side.OPPOSING)))),
            new int[]{0, 1, 1}, new int[]{0, 2, 2}, new int[]{0, 3, 3});
    /** Deal 5 damage to target character die. */
    private static final CardDefinition BLAST = new CardDefinition("T-BL", "Blast", "",
            dicemasters.engine.card.CardType.BASIC_ACTION, 2, List.of(), List.of(), 3,
            dicemasters.engine.card.StandardDice.basicActionFaces(), Set.of(),
            List.of(Ability.of(Trigger.ACTION_USED, new Effect.DamageDice(DieSelector.target(Side.ANY), 5))));

    private final List<String> log = new ArrayList<>();

    private static Scenario table(CardDefinition copier) {
        return Scenario.game().annBrings(copier, 2).annBrings(RAIDER, 2).annBrings(Cards.SPEEDSTER, 2)
                .benBrings(RAIDER, 2).benBrings(CAPTAIN, 2).benBrings(Cards.BRUISER, 2).basicAction(BLAST)
                .at(5, 0, Step.MAIN);
    }

    private GameState act(GameState s, Action action) {
        Result.Done done = ok(s, action);
        done.events().forEach(e -> log.add(e.text()));
        return done.state();
    }

    /** Ann fields her copying die and chooses what it copies. */
    private GameState fieldAndCopy(GameState s, int copier, int target) {
        s = act(s, new Action.Field(copier, Payment.NOTHING));
        return act(s, new Action.ChooseTargets(List.of(target)));
    }

    private GameState toAttack(GameState s) {
        while (s.step() == Step.MAIN) {
            s = act(s, new Action.Pass());
        }
        return s;
    }

    private static boolean has(GameState s, int die, Keyword keyword) {
        return Stats.hasKeyword(s, s.die(die), keyword);
    }

    @Test
    void the_copied_triggered_ability_works_for_the_copying_die_as_this_die_and_for_its_controller_as_you() {
        Scenario sc = table(MIMIC);
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int raider = sc.place(1, "Raider", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, raider);
        s = act(toAttack(s), new Action.DeclareAttackers(List.of(mimic)));
        assertThat(Stats.attack(s, s.die(mimic))).as("Mimic's 2A +2A").isEqualTo(4);
        assertThat(s.player(1).life()).as("Ben, Ann's opponent, takes the 1 damage").isEqualTo(9);
    }

    @Test
    void the_copied_die_loses_its_triggered_abilities_until_the_end_of_the_turn() {
        Scenario sc = table(MIMIC);
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int raider = sc.place(0, "Raider", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, raider);
        s = act(toAttack(s), new Action.DeclareAttackers(List.of(mimic, raider)));
        assertThat(Stats.attack(s, s.die(raider))).as("Raider's printed 1A: its ability is gone").isEqualTo(1);
        assertThat(Stats.attack(s, s.die(mimic))).isEqualTo(4);
        assertThat(s.player(1).life()).as("only Mimic's copy dealt 1 damage").isEqualTo(9);
    }

    @Test
    void keywords_of_the_copied_card_count_for_the_copying_die_and_no_longer_for_the_copied_die() {
        Scenario sc = table(MIMIC);
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int bruiser = sc.place(1, "Bruiser", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, bruiser);
        assertThat(has(s, mimic, Keyword.OVERCRUSH)).isTrue();
        assertThat(has(s, bruiser, Keyword.OVERCRUSH)).isFalse();
        assertThat(Engine.copiedAbilitiesOf(s, s.die(mimic))).contains("Bruiser");
        assertThat(Engine.hasLostAbilities(s, s.die(bruiser))).isTrue();
    }

    @Test
    void a_die_that_lost_its_abilities_does_not_make_its_card_active() {
        Scenario sc = table(MIMIC);
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int captain = sc.place(1, "Captain", Zone.FIELD, level(1));
        int bruiser = sc.place(1, "Bruiser", Zone.FIELD, level(1));
        GameState s = sc.state();
        assertThat(Stats.attack(s, s.die(bruiser))).as("5A +1A while Captain is active").isEqualTo(6);
        s = fieldAndCopy(s, mimic, captain);
        assertThat(Stats.attack(s, s.die(bruiser))).as("Captain's only die lost its abilities: the +1A is gone")
                .isEqualTo(5);
    }

    @Test
    void copied_while_active_abilities_work_through_the_copying_die_for_its_controller() {
        Scenario sc = table(MIMIC);
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int raider = sc.place(0, "Raider", Zone.FIELD, level(1));
        int captain = sc.place(1, "Captain", Zone.FIELD, level(1));
        int bruiser = sc.place(1, "Bruiser", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, captain);
        assertThat(Stats.attack(s, s.die(raider))).as("Ann's dice get the +1A now").isEqualTo(2);
        assertThat(Stats.attack(s, s.die(mimic))).isEqualTo(3);
        assertThat(Stats.attack(s, s.die(bruiser))).as("not Ben's").isEqualTo(5);
    }

    @Test
    void copied_while_active_abilities_stop_when_the_copying_die_leaves_the_field() {
        Scenario sc = table(MIMIC);
        int blast = sc.place(0, "Blast", Zone.RESERVE, Scenario.action(0));
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int raider = sc.place(0, "Raider", Zone.FIELD, level(1));
        int captain = sc.place(1, "Captain", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, captain);
        s = act(s, new Action.UseActionDie(blast));
        s = act(s, new Action.ChooseTargets(List.of(mimic)));
        assertThat(Stats.attack(s, s.die(raider))).isEqualTo(1);
    }

    @Test
    void a_new_copy_by_the_same_die_replaces_the_earlier_one_and_its_target_gets_its_abilities_back() {
        Scenario sc = table(ECHO);
        int echo = sc.place(0, "Echo", Zone.RESERVE, level(1));
        int speedster = sc.place(0, "Speedster", Zone.FIELD, level(1));
        int bruiser = sc.place(1, "Bruiser", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), echo, speedster);
        assertThat(has(s, echo, Keyword.FAST)).isTrue();
        s = act(toAttack(s), new Action.DeclareAttackers(List.of(echo)));
        s = act(s, new Action.ChooseTargets(List.of(bruiser)));
        assertThat(has(s, echo, Keyword.FAST)).as("the first copy is replaced").isFalse();
        assertThat(has(s, echo, Keyword.OVERCRUSH)).isTrue();
        assertThat(has(s, speedster, Keyword.FAST)).as("the earlier target has its abilities again").isTrue();
        assertThat(has(s, bruiser, Keyword.OVERCRUSH)).isFalse();
        assertThat(log).containsSubsequence("Echo no longer has the abilities of Speedster.",
                "Speedster has its abilities again.", "Echo gains the abilities of Bruiser until the end of the turn.");
    }

    @Test
    void the_copy_ends_when_the_copying_die_leaves_the_field_but_the_copied_die_stays_without_its_abilities() {
        Scenario sc = table(MIMIC);
        int blast = sc.place(0, "Blast", Zone.RESERVE, Scenario.action(0));
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int speedster = sc.place(0, "Speedster", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, speedster);
        s = act(s, new Action.UseActionDie(blast));
        s = act(s, new Action.ChooseTargets(List.of(mimic)));
        assertThat(s.die(mimic).zone()).isEqualTo(Zone.PREP);
        assertThat(log).contains("Mimic no longer has the abilities of Speedster.");
        assertThat(Engine.copiedAbilitiesOf(s, s.die(mimic))).isEmpty();
        assertThat(has(s, speedster, Keyword.FAST)).as("lost until the end of the turn").isFalse();
    }

    @Test
    void at_the_end_of_the_turn_the_copy_ends_and_the_copied_die_has_its_abilities_again() {
        Scenario sc = table(MIMIC);
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int bruiser = sc.place(1, "Bruiser", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, bruiser);
        s = act(toAttack(s), new Action.DeclareAttackers(List.of()));
        while (s.activePlayer() == 0) {
            s = act(s, new Action.Pass());
        }
        assertThat(has(s, mimic, Keyword.OVERCRUSH)).isFalse();
        assertThat(has(s, bruiser, Keyword.OVERCRUSH)).isTrue();
        assertThat(log).containsSubsequence("-- " + Step.CLEANUP.label() + " --",
                "Mimic no longer has the abilities of Bruiser.", "Bruiser has its abilities again.");
    }

    @Test
    void without_a_copying_card_in_the_game_dice_have_their_cards_abilities() {
        GameState s = Scenario.game().annBrings(Cards.SPEEDSTER, 2).benBrings(RAIDER, 2).at(5, 0, Step.MAIN).state();
        Die speedster = s.dice().stream().filter(d -> s.definition(d).name().equals("Speedster")).findFirst()
                .orElseThrow();
        assertThat(s.gameCards().copiesAbilities()).isFalse();
        assertThat(Copies.hasCardKeyword(s, speedster, Keyword.FAST)).isTrue();
        assertThat(Copies.copiedCard(s, speedster)).isEqualTo(-1);
    }

    @Test
    void copied_whenever_and_when_you_attack_abilities_trigger_for_the_copying_dies_controller() {
        Scenario sc = Scenario.game().annBrings(MIMIC, 2).annBrings(Cards.SPEEDSTER, 2).benBrings(WARDEN, 2)
                .benBrings(HERALD, 2).at(5, 0, Step.MAIN).lifeOf(0, 5);
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int echo = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int speedster = sc.place(0, "Speedster", Zone.RESERVE, level(1));
        int warden = sc.place(1, "Warden", Zone.FIELD, level(1));
        int herald = sc.place(1, "Herald", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, warden);
        s = act(s, new Action.Field(echo, Payment.NOTHING));
        if (s.decision() instanceof Decision.OrderTriggers order) {
            s = act(s, new Action.OrderTriggers(java.util.stream.IntStream.range(0, order.triggers().size())
                    .boxed().toList()));
        }
        s = act(s, new Action.ChooseTargets(List.of(herald)));
        assertThat(s.player(0).life()).as("the second Mimic fielded: Warden's text watches for Ann").isEqualTo(6);
        s = act(s, new Action.Field(speedster, Payment.NOTHING));
        assertThat(s.player(0).life()).isEqualTo(7);
        assertThat(s.player(1).life()).isEqualTo(10);
        s = act(toAttack(s), new Action.DeclareAttackers(List.of(speedster)));
        assertThat(s.player(0).life()).as("Herald's text, through the second Mimic").isEqualTo(9);
    }

    @Test
    void the_global_ability_of_a_die_that_lost_its_abilities_stays_usable_by_everyone() {
        Scenario sc = table(MIMIC).lifeOf(0, 5).virtualEnergy(0, Energy.SHIELD);
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int captain = sc.place(1, "Captain", Zone.FIELD, level(1));
        GameState s = fieldAndCopy(sc.state(), mimic, captain);
        int card = s.die(captain).cardIndex();
        Payment pay = Engine.suggestPayment(s, 0, 1, List.of(Energy.SHIELD));
        s = act(s, new Action.UseGlobal(card, 1, pay));
        assertThat(s.player(0).life()).as("Ann uses the Global of Ben's card").isEqualTo(6);
    }

    private GameState blast(GameState s, int blastDie, int target) {
        s = act(s, new Action.UseActionDie(blastDie));
        return act(s, new Action.ChooseTargets(List.of(target)));
    }

    @Test
    void a_copying_die_that_is_kod_has_the_copied_when_kod_ability_as_it_is_kod() {
        Scenario sc = Scenario.game().annBrings(MIMIC, 2).benBrings(MARTYR, 2).basicAction(BLAST).at(5, 0, Step.MAIN);
        int blast = sc.place(0, "Blast", Zone.RESERVE, Scenario.action(0));
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int martyr = sc.place(1, "Martyr", Zone.FIELD, level(1));
        GameState s = blast(fieldAndCopy(sc.state(), mimic, martyr), blast, mimic);
        assertThat(s.die(mimic).zone()).isEqualTo(Zone.PREP);
        assertThat(s.player(1).life()).as("Ann's copy deals the 2 damage to her opponent").isEqualTo(8);
        assertThat(log).as("the copied text names the copying die").contains("Mimic deals 2 damage to Ben (life 8).");
    }

    @Test
    void a_die_that_lost_its_abilities_and_is_kod_does_not_use_its_when_kod_ability() {
        Scenario sc = Scenario.game().annBrings(MIMIC, 2).annBrings(MARTYR, 2).basicAction(BLAST)
                .at(5, 0, Step.MAIN);
        int blast = sc.place(0, "Blast", Zone.RESERVE, Scenario.action(0));
        int mimic = sc.place(0, "Mimic", Zone.RESERVE, level(1));
        int martyr = sc.place(0, "Martyr", Zone.FIELD, level(1));
        GameState s = blast(fieldAndCopy(sc.state(), mimic, martyr), blast, martyr);
        assertThat(s.die(martyr).zone()).isEqualTo(Zone.PREP);
        assertThat(s.player(1).life()).isEqualTo(10);
    }

    // ---- "copy the die" ----

    private static Scenario doppelAndBruiser() {
        return Scenario.game().annBrings(DOPPEL, 2).benBrings(Cards.BRUISER, 2).basicAction(BLAST).at(5, 0, Step.MAIN);
    }

    @Test
    void a_die_that_becomes_a_copy_has_the_name_cost_stats_at_its_level_and_keywords_of_the_copied_card() {
        Scenario sc = doppelAndBruiser();
        int doppel = sc.place(0, "Doppel", Zone.RESERVE, level(2));
        sc.place(1, "Bruiser", Zone.FIELD, level(1));
        GameState s = act(sc.state(), new Action.Field(doppel, Payment.NOTHING));
        Die copy = s.die(doppel);
        assertThat(s.nameOf(copy)).isEqualTo("Bruiser");
        assertThat(s.definition(copy).cost()).isEqualTo(4);
        assertThat(s.face(copy).level()).as("still level 2").isEqualTo(2);
        assertThat(Stats.attack(s, copy)).as("Bruiser's level 2: 6A 4D").isEqualTo(6);
        assertThat(Stats.defense(s, copy)).isEqualTo(4);
        assertThat(has(s, doppel, Keyword.OVERCRUSH)).isTrue();
        assertThat(Targets.isActive(s, copy.cardIndex())).as("Doppel's own card has no die in the field now").isFalse();
        s = act(toAttack(s), new Action.DeclareAttackers(List.of()));
        while (s.activePlayer() == 0) {
            s = act(s, new Action.Pass());
        }
        assertThat(s.nameOf(s.die(doppel))).isEqualTo("Doppel");
        assertThat(Stats.attack(s, s.die(doppel))).as("Doppel's level 2 again").isEqualTo(2);
        assertThat(log).contains("Doppel becomes a copy of Bruiser until the end of the turn.",
                "The copy of Bruiser is Doppel again.");
    }

    @Test
    void the_copy_ends_when_the_die_leaves_the_field_zone() {
        Scenario sc = doppelAndBruiser();
        int blast = sc.place(0, "Blast", Zone.RESERVE, Scenario.action(0));
        int doppel = sc.place(0, "Doppel", Zone.RESERVE, level(1));
        sc.place(1, "Bruiser", Zone.FIELD, level(1));
        GameState s = act(sc.state(), new Action.Field(doppel, Payment.NOTHING));
        s = blast(s, blast, doppel);
        assertThat(s.die(doppel).zone()).isEqualTo(Zone.PREP);
        assertThat(s.nameOf(s.die(doppel))).isEqualTo("Doppel");
        assertThat(log).contains("The copy of Bruiser is Doppel again.");
    }
}
