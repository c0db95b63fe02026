package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.cards.Preset;
import dicemasters.engine.team.Format;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ready-made teams: every shipped preset is a legal game of the format it is offered in, each
 * box has a Tournament game, Casual has one, and New game offers a format's teams when it is chosen.
 */
@ExtendWith(ApplicationExtension.class)
class ReadyMadeTeamsTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void every_shipped_preset_is_legal_in_the_format_it_is_offered_in() {
        assertThat(LIBRARY.errors()).isEmpty();
        for (Format format : Format.values()) {
            List<TeamChoice> sides = TeamChoice.offeredFor(LIBRARY, format);
            List<Preset> presets = LIBRARY.presetsOf(format.label());
            int players = format.players();
            assertThat(sides).hasSize(presets.size() * players);
            for (int first = 0; first < sides.size(); first += players) {
                Preset preset = presets.get(first / players);
                List<String> names = preset.teams().stream().map(t -> t.playerName()).toList();
                NewGame game = new NewGame(format, names, sides.subList(first, first + players), 0, 1);
                assertThat(preset.life()).as(preset.id()).isEqualTo(format.startingLife());
                for (int p = 0; p < players; p++) {
                    assertThat(game.problems(p)).as("%s, player %d", preset.id(), p + 1).isEmpty();
                }
                assertThat(game.start().current().players()).hasSize(players);
            }
        }
    }

    @Test
    void each_box_has_a_tournament_game_and_casual_has_ready_made_teams() {
        Map<Format, Set<String>> boxes = new EnumMap<>(Format.class);
        for (Format format : List.of(Format.CASUAL, Format.TOURNAMENT)) {
            Set<String> seen = new TreeSet<>();
            for (Preset preset : LIBRARY.presetsOf(format.label())) {
                preset.teams().forEach(t -> t.cards().forEach(c -> seen.add(c.card().id().replaceAll("[0-9].*$", ""))));
            }
            boxes.put(format, seen);
        }

        assertThat(boxes.get(Format.TOURNAMENT)).containsExactly("CW", "HHS", "JUS", "WWE");
        assertThat(LIBRARY.presetsOf(Format.CASUAL.label())).isNotEmpty();
    }

    @Test
    @SuppressWarnings("unchecked")
    void choosing_casual_or_tournament_in_new_game_offers_that_formats_legal_teams() {
        List<NewGame> chosen = new ArrayList<>();
        List<List<TeamChoice>> offered = new ArrayList<>();
        WaitForAsyncUtils.waitForAsyncFx(10_000, () -> {
            NewGameDialog dialog = new NewGameDialog(LIBRARY);
            ComboBox<Format> format = (ComboBox<Format>) dialog.getDialogPane().lookup("#format");
            ComboBox<TeamChoice> team = (ComboBox<TeamChoice>) dialog.getDialogPane().lookup("#team-1");
            for (Format f : List.of(Format.CASUAL, Format.TOURNAMENT, Format.DEMO)) {
                format.setValue(f);
                chosen.add(dialog.getResultConverter().call(ButtonType.OK));
                offered.add(List.copyOf(team.getItems()));
            }
        });

        assertThat(offered.get(0)).isEqualTo(TeamChoice.offeredFor(LIBRARY, Format.CASUAL));
        assertThat(offered.get(1)).isEqualTo(TeamChoice.offeredFor(LIBRARY, Format.TOURNAMENT));
        assertThat(offered.get(2)).isEqualTo(TeamChoice.fromPresets(LIBRARY));
        for (NewGame game : chosen) {
            assertThat(game.problems(0)).as(game.format().label()).isEmpty();
            assertThat(game.problems(1)).as(game.format().label()).isEmpty();
        }
    }
}
