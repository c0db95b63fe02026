package dicemasters.persist;

import java.util.ArrayList;
import java.util.List;

/** The words a file may give for an enum field: the constants' names, matched exactly. */
final class EnumWords {
    private EnumWords() {
    }

    /** The constant named by the text, or null. */
    static <E extends Enum<E>> E find(String text, Class<E> type) {
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(text)) {
                return constant;
            }
        }
        return null;
    }

    /** Every word allowed, for the error message. */
    static <E extends Enum<E>> List<String> allowed(Class<E> type) {
        List<String> allowed = new ArrayList<>();
        for (E constant : type.getEnumConstants()) {
            allowed.add(constant.name());
        }
        return allowed;
    }
}
