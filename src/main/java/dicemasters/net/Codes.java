package dicemasters.net;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Locale;

/**
 * Join and watch codes a player reads out to another ("kadimo tepuna sorilu vemaki": four words of
 * three syllables, 16 consonants times 5 vowels each, about 76 bits, so nobody guesses one), and the
 * reconnect tokens a guest's program keeps (128 bits). Made by {@link SecureRandom}: this is not the
 * engine, and nothing here may be foreseeable.
 */
final class Codes {
    private static final String CONSONANTS = "bdfghjklmnprstvz";
    private static final String VOWELS = "aeiou";
    static final int WORDS = 4;
    static final int SYLLABLES = 3;
    /** The bits of one code: log2(80) per syllable. */
    static final double BITS = WORDS * SYLLABLES * Math.log(CONSONANTS.length() * VOWELS.length()) / Math.log(2);

    private final SecureRandom random;

    Codes(SecureRandom random) {
        this.random = random;
    }

    String newCode() {
        StringBuilder code = new StringBuilder();
        for (int w = 0; w < WORDS; w++) {
            if (w > 0) {
                code.append(' ');
            }
            for (int s = 0; s < SYLLABLES; s++) {
                code.append(CONSONANTS.charAt(random.nextInt(CONSONANTS.length())))
                        .append(VOWELS.charAt(random.nextInt(VOWELS.length())));
            }
        }
        return code.toString();
    }

    String newToken() {
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A code as typed ("Kadimo-Tepuna  sorilu vemaki") in the form it was made. */
    static String normalized(String typed) {
        return typed.trim().toLowerCase(Locale.ROOT).replaceAll("[\\s\\-_.,]+", " ");
    }
}
