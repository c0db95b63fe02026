package dicemasters.engine.mechanics;

import dicemasters.engine.card.Ability;
import dicemasters.engine.card.Amount;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.DamageFilter;
import dicemasters.engine.card.DieCondition;
import dicemasters.engine.card.DieFilter;
import dicemasters.engine.card.Effect;
import dicemasters.engine.card.Side;
import dicemasters.engine.card.Trigger;
import dicemasters.testing.CardBuilder;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import static dicemasters.engine.card.DieSelector.target;
import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;

/**
 * Copied "while active" preventions: "any references the original card text makes to itself would
 * substitute the copying die's name" (DC Justice, Copying). A prevention of damage to "this card's
 * dice" or to "Guardian dice", copied, protects the copying die, for its controller, and not the
 * dice of the copied card.
 */
class CopiedShieldsTest {
    /**
     * Mimic (3): When fielded, this die gains the abilities of target character die's card; that die
     * loses its own. (Free to field; 3 A, 4 D at its top level.)
     */
    private static final CardDefinition MIMIC = CardBuilder.character("Mimic").cost(3).energy(BOLT)
            .level(0, 2, 2).level(0, 3, 3).level(0, 3, 4)
            .whenFielded(new Effect.Copy(target(Side.ANY), Effect.Copy.What.ABILITIES, true)).build();
    /** Guardian (4): While active, prevent 2 damage to Guardian dice. (3 A, 5 D at its top level.) */
    private static final CardDefinition GUARDIAN = CardBuilder.character("Guardian").cost(4).energy(SHIELD)
            .level(0, 1, 2).level(1, 2, 3).level(2, 3, 5)
            .ability(Ability.of(Trigger.WHILE_ACTIVE, new Effect.PreventDamage(
                    DamageFilter.to(DamageFilter.Recipient.YOUR_DICE)
                            .withDice(DieFilter.of(new DieCondition.CardName("Guardian"))), Amount.of(2), false)))
            .build();
    /** Blast (2): Deal 5 damage to target character die. */
    private static final CardDefinition BLAST = CardBuilder.basicAction("Blast").id("T-BL").cost(2)
            .whenUsed(new Effect.DamageDice(target(Side.ANY), 5)).build();

    /** Ann's Mimic (3 A, 4 D) copies the abilities of Ben's die; Ann has a Blast to use. */
    private record Copied(TestGame game, TestDie mimic, TestDie copied, TestDie blast) {
        void blast(TestDie target) {
            game.use(blast);
            game.choose(target);
        }
    }

    private static Copied mimicCopies(TestGame game, TestDie copied) {
        TestDie blast = game.place(ANN, "Blast", RESERVE_POOL, action(0));
        TestDie mimic = game.place(ANN, "Mimic", RESERVE_POOL, level(3));
        game.field(mimic);
        game.choose(copied);
        return new Copied(game, mimic, copied, blast);
    }

    /** Speedball: New Warrior (CW129): while active, prevent 2 damage from abilities to this card's dice. */
    private static Copied mimicCopiesSpeedball() {
        TestGame game = TestGame.setup().ann(MIMIC, 2).ben("CW129").basicActions(BLAST).at(ANN, MAIN_STEP);
        return mimicCopies(game, game.place(BEN, "Speedball", FIELD_ZONE, level(3)));
    }

    @Test
    void a_copied_prevention_of_damage_to_this_cards_dice_protects_the_copying_die() {
        Copied table = mimicCopiesSpeedball();
        table.blast(table.mimic());
        assertThat(table.game()).die(table.mimic()).as("5 damage, 2 prevented: 3 on Mimic's 4 D")
                .wasNotKnockedOut().hasDamage(3);
    }

    @Test
    void the_copied_die_lost_the_prevention_and_the_copy_does_not_protect_it() {
        Copied table = mimicCopiesSpeedball();
        table.blast(table.copied());
        assertThat(table.game()).die(table.copied()).as("all 5 damage on Speedball's 5 D").wasKnockedOut();
    }

    @Test
    void a_copied_prevention_naming_its_card_protects_the_copying_die_in_that_cards_place() {
        TestGame game = TestGame.setup().ann(MIMIC, 2).ben(GUARDIAN, 2).basicActions(BLAST).at(ANN, MAIN_STEP);
        TestDie other = game.place(BEN, "Guardian", FIELD_ZONE, level(3));
        Copied table = mimicCopies(game, game.place(BEN, "Guardian", FIELD_ZONE, level(3)));
        table.blast(table.mimic());
        assertThat(game).die(table.mimic()).as("'Guardian dice' in Mimic's copy means Mimic").wasNotKnockedOut()
                .hasDamage(3);
        assertThat(game).die(other).as("Ben's other Guardian keeps the card active for Ben's dice").isIn(FIELD_ZONE);
    }
}
