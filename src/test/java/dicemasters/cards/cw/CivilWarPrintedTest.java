package dicemasters.cards.cw;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Covers;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Energy;
import dicemasters.engine.card.Face;
import dicemasters.testing.TestDie;
import dicemasters.testing.TestGame;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dicemasters.testing.GameAssert.assertThat;
import static dicemasters.testing.Rulebook.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Civil War cards with no ability of their own: their printed numbers (cost, energy, die limit,
 * and the field cost, A and D of each level) and the glossary keywords printed on them.
 */
public class CivilWarPrintedTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    /** The card's printed numbers; {@code levels} are {field cost, A, D} from level 1 up. */
    private static void printed(String id, int cost, Energy energy, int dieLimit, int[]... levels) {
        CardDefinition card = LIBRARY.byId(id).orElseThrow();
        assertThat(LIBRARY.isImplemented(id)).as(id + " is playable").isTrue();
        assertThat(card.abilities()).as(id + " has no ability").isEmpty();
        assertThat(card.cost()).as(id + " cost").isEqualTo(cost);
        assertThat(card.energyTypes()).as(id + " energy").containsExactly(energy);
        assertThat(card.dieLimit()).as(id + " die limit").isEqualTo(dieLimit);
        assertThat(card.maxLevel()).isEqualTo(levels.length);
        for (int i = 0; i < levels.length; i++) {
            Face face = card.levelFace(i + 1);
            assertThat(List.of(face.fieldCost(), face.attack(), face.defense())).as(id + " level " + (i + 1))
                    .containsExactly(levels[i][0], levels[i][1], levels[i][2]);
        }
        assertThat(card.faces().stream().filter(Face::isEnergy).flatMap(f -> f.energy().stream()))
                .as(id + ": two double and one single energy face of its type").hasSize(5).containsOnly(energy);
    }

    @Test
    @Covers("CW020")
    void wasp_janet_van_dyne_is_a_2_cost_mask_character_with_no_ability() {
        printed("CW020", 2, Energy.MASK, 4, new int[]{1, 2, 2}, new int[]{1, 3, 2}, new int[]{2, 4, 3});
    }

    @Test
    @Covers("CW033")
    void ant_man_scott_lang_is_a_3_cost_fist_character_with_no_ability() {
        printed("CW033", 3, Energy.FIST, 4, new int[]{0, 1, 2}, new int[]{0, 2, 2}, new int[]{1, 4, 3});
    }

    @Test
    @Covers("CW045")
    void jessica_jones_alias_is_a_3_cost_fist_character_with_no_ability() {
        printed("CW045", 3, Energy.FIST, 4, new int[]{0, 3, 2}, new int[]{1, 4, 4}, new int[]{2, 5, 4});
    }

    @Test
    @Covers("CW053")
    void ms_marvel_kamala_khan_is_a_5_cost_shield_character_with_no_ability() {
        printed("CW053", 5, Energy.SHIELD, 4, new int[]{0, 3, 5}, new int[]{1, 4, 6}, new int[]{1, 6, 6});
    }

    @Test
    @Covers("CW073")
    void ant_man_voyeur_is_fast_and_kos_its_blocker_before_it_strikes_back() {
        TestGame game = TestGame.setup().ann("CW073").ben("CW006").at(ANN, MAIN_STEP);
        TestDie antMan = game.place(ANN, "Ant-Man", FIELD_ZONE, level(3));
        TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(1));

        game.attackBlockedBy(antMan, falcon);

        assertThat(game).die(falcon).wasKnockedOut();
        assertThat(game).die(antMan).hasDamage(0);
    }

    @Test
    @Covers({"CW008", "CW056", "CW068"})
    void falcon_dive_bomber_punisher_unlikely_ally_and_thor_boom_intimidate_when_fielded() {
        for (String id : List.of("CW008", "CW056", "CW068")) {
            TestGame game = TestGame.setup().ann(id).ben("CW006", "CW011").at(ANN, MAIN_STEP);
            TestDie falcon = game.place(BEN, "Falcon", FIELD_ZONE, level(2));
            game.place(BEN, "Rocket Raccoon", FIELD_ZONE, level(1));
            game.energy(ANN, MASK);
            game.energy(ANN, MASK);

            game.field(game.place(ANN, id, RESERVE_POOL, level(1)));
            game.choose(falcon);
            assertThat(game).die(falcon).as(id).isIn(OUT_OF_PLAY);

            game.endTurn();
            assertThat(game).die(falcon).as(id + ": back at its level").isIn(FIELD_ZONE).showsLevel(2);
        }
    }
}
