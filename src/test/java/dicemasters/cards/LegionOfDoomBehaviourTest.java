package dicemasters.cards;

import dicemasters.engine.Action;
import dicemasters.engine.CardScenario;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.state.Die;
import dicemasters.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.engine.CardScenario.block;
import static org.assertj.core.api.Assertions.assertThat;

/** The Legion of Doom characters and their Hall of Doom of DC Justice, each in a scenario where its text matters. */
class LegionOfDoomBehaviourTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private static CardScenario table(List<String> mine, List<String> theirs, String... basics) {
        return CardScenario.of(LIBRARY, mine, theirs, List.of(basics));
    }

    @Test
    @Covers("JUS009")
    void black_manta_hate_itself_koing_a_sidekick_deals_one_damage_to_the_opponent() {
        CardScenario sc = table(List.of("JUS009"), List.of("JUS061"));
        Die manta = sc.character(0, "JUS009", Zone.FIELD, 3);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.attackBlockedBy(manta, sidekick);
        assertThat(sc.wasKnockedOut(sidekick)).isTrue();
        assertThat(sc.life(1)).isEqualTo(9);
    }

    @Test
    @Covers("JUS009")
    void black_manta_hate_itself_koing_another_character_die_deals_nothing() {
        CardScenario sc = table(List.of("JUS009"), List.of("JUS032"));
        Die manta = sc.character(0, "JUS009", Zone.FIELD, 3);
        Die parasite = sc.character(1, "JUS032", Zone.FIELD, 1);
        sc.attackBlockedBy(manta, parasite);
        assertThat(sc.wasKnockedOut(parasite)).isTrue();
        assertThat(sc.life(1)).isEqualTo(10);
    }

    @Test
    @Covers("JUS011")
    void black_manta_super_villain_when_kod_spins_a_villain_up_one_level() {
        CardScenario sc = table(List.of("JUS011", "JUS013"), List.of("JUS007"));
        Die manta = sc.character(0, "JUS011", Zone.FIELD, 1);
        Die brainiac = sc.character(0, "JUS013", Zone.FIELD, 1);
        Die bizarro = sc.character(1, "JUS007", Zone.FIELD, 1);
        sc.attackBlockedBy(manta, bizarro);
        assertThat(sc.wasKnockedOut(manta)).isTrue();
        sc.choose(brainiac);
        assertThat(sc.level(brainiac)).isEqualTo(2);
    }

    @Test
    @Covers("JUS017")
    void gorilla_grodd_stronger_than_you_calls_out_the_only_die_that_may_block_him() {
        CardScenario sc = table(List.of("JUS017"), List.of("JUS010"));
        Die grodd = sc.character(0, "JUS017", Zone.FIELD, 1);
        Die manta = sc.character(1, "JUS010", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.attack(grodd);
        sc.choose(manta);
        assertThat(sc.rejected(new Action.DeclareBlockers(List.of(block(sidekick, grodd)))))
                .contains("only that die may block it");
        sc.blocks(block(manta, grodd));
    }

    @Test
    @Covers("JUS018")
    void gorilla_grodd_you_cant_fight_me_makes_every_character_die_attack_and_yours_get_one_attack() {
        CardScenario sc = table(List.of("JUS018"), List.of("JUS010"));
        Die grodd = sc.character(0, "JUS018", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        sc.toAttack();
        assertThat(sc.rejected(new Action.DeclareAttackers(List.of(grodd.id())))).contains("must attack");
        sc.attack(grodd, sidekick);
        assertThat(sc.attackOf(sidekick)).isEqualTo(2);
        assertThat(sc.attackOf(grodd)).isEqualTo(5);
    }

    @Test
    @Covers("JUS018")
    void gorilla_grodd_you_cant_fight_me_makes_the_opponents_dice_attack_too() {
        CardScenario sc = table(List.of("JUS018"), List.of("JUS010"));
        sc.character(0, "JUS018", Zone.FIELD, 1);
        Die manta = sc.character(1, "JUS010", Zone.FIELD, 1);
        sc.turnOf(1);
        sc.toAttack();
        assertThat(sc.rejected(new Action.DeclareAttackers(List.of()))).contains("must attack");
        sc.attack(manta);
        assertThat(sc.attackOf(manta)).as("only Grodd's own dice get +1A").isEqualTo(1);
    }

    @Test
    @Covers("JUS023")
    void hall_of_doom_base_of_operations_gives_your_legion_of_doom_dice_one_attack_and_defense() {
        CardScenario sc = table(List.of("JUS023", "JUS032"), List.of("JUS061"));
        Die parasite = sc.character(0, "JUS032", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(0, Zone.FIELD);
        sc.use(sc.action(0, "JUS023", 0));
        assertThat(sc.attackOf(parasite)).isEqualTo(3);
        assertThat(sc.defenseOf(parasite)).isEqualTo(3);
        assertThat(sc.attackOf(sidekick)).isEqualTo(1);
    }

    @Test
    @Covers("JUS023")
    void hall_of_doom_base_of_operations_with_a_burst_gives_two_instead() {
        CardScenario sc = table(List.of("JUS023", "JUS032"), List.of("JUS061"));
        Die parasite = sc.character(0, "JUS032", Zone.FIELD, 1);
        sc.use(sc.action(0, "JUS023", 1));
        assertThat(sc.attackOf(parasite)).isEqualTo(4);
        assertThat(sc.defenseOf(parasite)).isEqualTo(4);
    }

    @Test
    @Covers("JUS029")
    void metallo_john_corben_fielding_a_sidekick_lets_you_pay_bolt_to_deal_one_damage() {
        CardScenario sc = table(List.of("JUS029"), List.of("JUS061"));
        sc.character(0, "JUS029", Zone.FIELD, 1);
        sc.energy(0, Energy.BOLT);
        sc.field(sc.sidekick(0, Zone.RESERVE));
        sc.react(0);
        assertThat(sc.life(1)).isEqualTo(9);
        assertThat(sc.count(0, Zone.RESERVE)).as("the Bolt is spent").isZero();
    }

    @Test
    @Covers("JUS039")
    void scarecrow_professor_of_psychology_an_opposing_sidekick_kod_costs_its_controller_one_life() {
        CardScenario sc = table(List.of("JUS039"), List.of("JUS061"), "JUS067");
        sc.character(0, "JUS039", Zone.FIELD, 1);
        Die sidekick = sc.sidekick(1, Zone.FIELD);
        sc.use(sc.action(0, "JUS067", 0));
        sc.choose(sidekick);
        assertThat(sc.wasKnockedOut(sidekick)).isTrue();
        assertThat(sc.life(1)).isEqualTo(9);
    }

    @Test
    @Covers("JUS054")
    void the_riddler_solved_the_mystery_when_he_attacks_each_player_kos_one_of_their_character_dice() {
        CardScenario sc = table(List.of("JUS054"), List.of("JUS061"));
        Die riddler = sc.character(0, "JUS054", Zone.FIELD, 1);
        Die mine = sc.sidekick(0, Zone.FIELD);
        Die wonderWoman = sc.character(1, "JUS061", Zone.FIELD, 1);
        Die theirs = sc.sidekick(1, Zone.FIELD);
        sc.attack(riddler);
        assertThat(sc.decision().player()).isEqualTo(0);
        sc.choose(mine);
        assertThat(sc.decision().player()).as("the opponent chooses their own").isEqualTo(1);
        sc.choose(theirs);
        assertThat(sc.zone(mine)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(theirs)).isEqualTo(Zone.PREP);
        assertThat(sc.zone(wonderWoman)).isEqualTo(Zone.FIELD);
    }

    @Test
    @Covers("JUS056")
    void toyman_boy_genius_has_no_text_and_its_printed_numbers() {
        CardDefinition toyman = LIBRARY.byId("JUS056").orElseThrow();
        assertThat(CardText.of(toyman)).isEmpty();
        assertThat(toyman.cost()).isEqualTo(3);
        assertThat(toyman.energyTypes()).containsExactly(Energy.BOLT);
        assertThat(List.of(toyman.levelFace(1), toyman.levelFace(2), toyman.levelFace(3)))
                .extracting(f -> f.fieldCost() + "/" + f.attack() + "/" + f.defense())
                .containsExactly("0/3/1", "1/3/2", "1/4/2");
        CardScenario sc = table(List.of("JUS056"), List.of("JUS061"));
        Die toy = sc.character(0, "JUS056", Zone.RESERVE, 1);
        sc.field(toy);
        assertThat(sc.zone(toy)).isEqualTo(Zone.FIELD);
    }
}
