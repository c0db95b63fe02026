package dicemasters.persist;

import com.fasterxml.jackson.databind.JsonNode;
import dicemasters.cards.CardJson;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.PrintableText;
import dicemasters.engine.setup.GameSetup;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The record of the cards a game was played with: for every card copy in a saved game, a hash of
 * the card as the card files write it. The state hashes cannot show an edited card whose change
 * has not come into play yet (attack 30 on a die still in the bag); this record does, card by card.
 */
final class CardRecord {
    /** Hex digits of a card's hash: the first 48 bits of a SHA-256. */
    static final int HEX_DIGITS = 12;

    private CardRecord() {
    }

    /** Every card of the setup once, by id, in the order the setup names them. */
    static Map<String, CardDefinition> cardsUsed(GameSetup setup) {
        Map<String, CardDefinition> used = new LinkedHashMap<>();
        List<CardDefinition> all = new ArrayList<>();
        setup.teams().forEach(t -> t.cards().forEach(tc -> all.add(tc.card())));
        all.addAll(setup.basicActions());
        for (CardDefinition card : all) {
            CardDefinition earlier = used.putIfAbsent(card.id(), card);
            if (earlier != null && !earlier.equals(card)) {
                throw new IllegalArgumentException("two different cards share the id " + card.id());
            }
        }
        return used;
    }

    /** Card id to hash, for every card of the setup. */
    static Map<String, String> of(GameSetup setup) {
        Map<String, String> hashes = new LinkedHashMap<>();
        cardsUsed(setup).forEach((id, card) -> hashes.put(id, hashOf(card)));
        return hashes;
    }

    /** The hash of a card's canonical JSON: the same card always gives the same hash, however the file spaced it. */
    static String hashOf(CardDefinition card) {
        return hashOf(CardJson.write(card));
    }

    /**
     * The hash of a card copy as it stands in a file. For a copy in earlier effect words it is the
     * hash its version recorded (that version wrote the copy in the canonical form it hashed), so an
     * unedited copy is recognised before it is read in today's words.
     */
    static String hashOf(JsonNode copy) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(copy.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, HEX_DIGITS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    static boolean isWellFormed(String hash) {
        return hash.matches("[0-9a-f]{" + HEX_DIGITS + "}");
    }

    /**
     * The first card of the setup whose copy differs from the card the game was played with, said for
     * a person, or null when every card matches (or the file, of version 1, recorded no cards).
     */
    static String firstEdited(SavedGame game) {
        if (game.cardHashes().isEmpty()) {
            return null;
        }
        for (Map.Entry<String, CardDefinition> used : cardsUsed(game.setup()).entrySet()) {
            String recorded = game.cardHashes().get(used.getKey());
            String now = hashOf(used.getValue());
            if (!now.equals(recorded)) {
                return "card " + used.getKey() + " (" + PrintableText.excerpt(used.getValue().name()) + ") is not the card the game was"
                        + " played with: its copy in the file was edited after the game was saved (recorded card hash "
                        + recorded + ", the copy's hash " + now + ")";
            }
        }
        return null;
    }
}
