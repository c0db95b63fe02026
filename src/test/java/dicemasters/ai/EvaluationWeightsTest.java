package dicemasters.ai;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The evaluation's weights are data, read strictly: a bad file says which line is wrong. */
class EvaluationWeightsTest {
    private static final String GOOD = """
            # a comment
            life = 1.0
            lowLife = 1.0
            lowLifeLine = 10

            diceCost = 0.35
            fieldDie = 0.8
            fieldStats = 0.45
            scale = 6.0
            """;

    @Test
    void the_shipped_weights_are_read_from_the_programs_resource() {
        EvaluationWeights shipped = EvaluationWeights.shipped();

        assertThat(shipped.life()).isEqualTo(1.0);
        assertThat(shipped.scale()).isPositive();
    }

    @Test
    void every_weight_is_read_by_its_name() {
        EvaluationWeights w = EvaluationWeights.parse("weights.properties", GOOD);

        assertThat(w).isEqualTo(new EvaluationWeights(1.0, 1.0, 10, 0.35, 0.8, 0.45, 6.0));
    }

    @Test
    void an_unknown_weight_is_named_with_its_line() {
        assertThatThrownBy(() -> EvaluationWeights.parse("w.properties", GOOD + "fieldDice = 2\n"))
                .hasMessageContaining("w.properties line 10").hasMessageContaining("unknown weight 'fieldDice'");
    }

    @Test
    void a_weight_given_twice_is_an_error() {
        assertThatThrownBy(() -> EvaluationWeights.parse("w.properties", GOOD + "scale = 4\n"))
                .hasMessageContaining("line 10").hasMessageContaining("'scale' is given twice");
    }

    @Test
    void a_missing_weight_is_named() {
        assertThatThrownBy(() -> EvaluationWeights.parse("w.properties", GOOD.replace("fieldDie = 0.8\n", "")))
                .hasMessageContaining("w.properties: the weight 'fieldDie' is missing");
    }

    @Test
    void only_plain_decimals_in_range_are_numbers() {
        for (String bad : new String[]{"NaN", "1e3", "0x1p3", "2d", "", "-1", "1001", "one"}) {
            assertThatThrownBy(() -> EvaluationWeights.parse("w.properties", GOOD.replace("diceCost = 0.35",
                    "diceCost = " + bad))).as(bad).hasMessageContaining("line 6").hasMessageContaining("'diceCost'");
        }
    }

    @Test
    void a_line_without_an_equals_sign_is_an_error() {
        assertThatThrownBy(() -> EvaluationWeights.parse("w.properties", GOOD + "scale 4\n"))
                .hasMessageContaining("expected 'name = number'");
    }

    @Test
    void a_scale_of_zero_is_refused() {
        assertThatThrownBy(() -> EvaluationWeights.parse("w.properties", GOOD.replace("scale = 6.0", "scale = 0")))
                .hasMessageContaining("'scale' must be above 0");
    }

    @Test
    void an_absurdly_large_file_is_refused() {
        assertThatThrownBy(() -> EvaluationWeights.parse("w.properties", "#".repeat(70_000)))
                .hasMessageContaining("fit in");
    }
}
