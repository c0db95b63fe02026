package dicemasters.engine.card;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The effect vocabulary says of itself which effects act on dice, so targets are never missed. */
class EffectVocabularyTest {

    @Test
    void every_effect_that_names_dice_acts_on_them() {
        List<String> missing = new ArrayList<>();
        for (Class<?> kind : effectKinds(Effect.class)) {
            if (picksDice(kind) && !Effect.OnDice.class.isAssignableFrom(kind)) {
                missing.add(kind.getSimpleName());
            }
        }
        assertThat(missing).as("effects with dice() that do not implement Effect.OnDice").isEmpty();
    }

    @Test
    void the_dice_of_an_effect_on_dice_are_its_selector() {
        DieSelector target = new DieSelector(DieSelector.Selection.TARGET, Side.OPPOSING, DieFilter.ANY, 1, false);
        assertThat(Effect.selectorOf(new Effect.Capture(target))).isEqualTo(target);
        assertThat(Effect.selectorOf(new Effect.StopGlobals())).isNull();
    }

    private static boolean picksDice(Class<?> kind) {
        try {
            Method dice = kind.getMethod("dice");
            return dice.getReturnType() == DieSelector.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static List<Class<?>> effectKinds(Class<?> sealed) {
        List<Class<?>> kinds = new ArrayList<>();
        for (Class<?> sub : sealed.getPermittedSubclasses()) {
            if (sub.isSealed()) {
                kinds.addAll(effectKinds(sub));
            } else {
                kinds.add(sub);
            }
        }
        return kinds;
    }
}
