package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** The card panel shows, under a card's text, the rulings the engine follows for it and for its keywords. */
@ExtendWith(ApplicationExtension.class)
class CardPanelRulingsTest {
    private static final CardLibrary LIBRARY = CardLibrary.loadBundled();
    private CardPanel panel;

    @Start
    void start(Stage stage) {
        panel = new CardPanel();
        stage.setScene(new Scene(panel, 330, 600));
        stage.show();
    }

    private Label show(String fullName) {
        CardDefinition card = LIBRARY.cards().stream().filter(c -> c.fullName().equals(fullName)).findFirst()
                .orElseThrow();
        new FxRobot().interact(() -> panel.show(card, Color.GREY, null));
        return new FxRobot().lookup("#card-rulings").queryAs(Label.class);
    }

    @Test
    void a_card_with_a_ruling_shows_it_under_its_text() {
        Label rulings = show("Luke Cage: Bulletproof");
        assertThat(rulings.isVisible()).isTrue();
        assertThat(rulings.getText()).isEqualTo("Ruling: " + LIBRARY.rulings().rulingOf("CW048").orElseThrow());
    }

    @Test
    void a_card_with_a_ruled_keyword_shows_the_keywords_ruling_after_its_own() {
        Label rulings = show("Green Lantern: Ring of Abin Sur");
        assertThat(rulings.getText().lines().toList()).containsExactly(
                "Ruling: " + LIBRARY.rulings().rulingOf("JUS022").orElseThrow(),
                "Ruling: Attune: " + LIBRARY.rulings().keywords().values().stream()
                        .filter(r -> r.contains("action die used")).findFirst().orElseThrow());
    }

    @Test
    void a_card_without_rulings_shows_none() {
        show("Luke Cage: Bulletproof");
        Label rulings = show("Black Widow: Triple Agent");
        assertThat(rulings.isVisible()).isFalse();
        assertThat(rulings.getText()).isEmpty();
    }
}
