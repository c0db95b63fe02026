package dicemasters.persist;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Whatever damage a file has taken, opening it either works or fails with a readable message:
 * never another exception that would reach the window as a crash.
 */
class DamagedFilesTest {
    private static final int DAMAGED_COPIES = 200;

    @TempDir
    Path dir;

    @Test
    void a_damaged_file_opens_or_explains_why_not() throws Exception {
        SavedGames.save(RandomGames.playedUntil(9, g -> g.actions().size() == 60), dir.resolve("good.json"));
        String good = Files.readString(dir.resolve("good.json"));
        SplittableRandom random = new SplittableRandom(2024);
        Path bad = dir.resolve("damaged.json");
        int refused = 0;
        for (int i = 0; i < DAMAGED_COPIES; i++) {
            String damaged = damage(good, random);
            Files.writeString(bad, damaged);
            try {
                SavedGames.open(bad);
            } catch (SavedGameException e) {
                assertThat(e.getMessage()).startsWith("damaged.json");
                refused++;
            } catch (RuntimeException e) {
                fail("damage " + i + " crashed the reader with " + e + " on:\n" + damaged, e);
            }
        }
        assertThat(refused).as("most damage is noticed").isGreaterThan(DAMAGED_COPIES / 2);
    }

    /** Changes a number, deletes a stretch of text, or swaps a word for another one. */
    private static String damage(String text, SplittableRandom random) {
        int at = random.nextInt(text.length());
        switch (random.nextInt(4)) {
            case 0: {
                int digit = indexOfDigitFrom(text, at);
                if (digit < 0) {
                    return text.substring(0, at);
                }
                String[] replacements = {"-1", "999", "0", "2147483648", "1.5", "\"x\"", "null"};
                return text.substring(0, digit) + replacements[random.nextInt(replacements.length)]
                        + text.substring(digit + 1);
            }
            case 1:
                return text.substring(0, at) + text.substring(Math.min(text.length(), at + 1 + random.nextInt(40)));
            case 2:
                return text.replaceFirst("\"(pass|reroll|purchase|field|useGlobal)\"",
                        "\"" + ActionJson.TYPES.get(random.nextInt(ActionJson.TYPES.size())) + "\"");
            default: {
                String[] names = {"SHIELD", "FIST", "CHARACTER", "ENERGY", "TARGET", "GLOBAL", "WILD"};
                return text.replaceFirst(names[random.nextInt(names.length)], names[random.nextInt(names.length)]);
            }
        }
    }

    private static int indexOfDigitFrom(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            if (Character.isDigit(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
