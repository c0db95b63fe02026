package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;
import dicemasters.engine.team.TeamRules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A team as a short text code to share in a chat: {@code DM1:TOURNAMENT:JUS003*2,JUS061*3:JUS067,CW147}
 * (version, format, each card with its dice, the Basic Action Cards). Read strictly: a code that
 * is not one, or names a card the program does not have, is refused with the reason; a code that
 * reads well is checked against its format by {@link TeamRules}. No JavaFX.
 */
public final class TeamCode {
    static final String VERSION = "DM1";
    static final int MAX_LENGTH = 600;
    private static final Pattern CARD = Pattern.compile("([A-Z]+[0-9]+[A-Z]?)\\*([0-9]{1,2})");
    private static final Pattern ID = Pattern.compile("[A-Z]+[0-9]+[A-Z]?");

    private TeamCode() {
    }

    /** A team read from a code, with what the format's rules find wrong with it (empty: legal). */
    public record Team(Format format, List<GameSetup.TeamCard> cards, List<CardDefinition> basicActions,
                       List<String> problems) {
        public Team {
            cards = List.copyOf(cards);
            basicActions = List.copyOf(basicActions);
            problems = List.copyOf(problems);
        }
    }

    /** A text that is not a team code this program can read, with the reason. */
    public static final class TeamCodeException extends Exception {
        public TeamCodeException(String message) {
            super(message);
        }
    }

    public static String encode(Format format, List<GameSetup.TeamCard> cards, List<CardDefinition> basics) {
        List<String> parts = new ArrayList<>();
        cards.forEach(tc -> parts.add(tc.card().id() + "*" + tc.dice()));
        return VERSION + ":" + format.name() + ":" + String.join(",", parts) + ":"
                + String.join(",", basics.stream().map(CardDefinition::id).toList());
    }

    /** Reads a code pasted by a player (spaces and line breaks a chat added are ignored). */
    public static Team decode(String text, CardLibrary library) throws TeamCodeException {
        String code = text == null ? "" : text.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        if (code.isEmpty()) {
            throw new TeamCodeException("Paste a team code first (it looks like DM1:DEMO:JUS003*2,JUS061*3:JUS067).");
        }
        if (code.length() > MAX_LENGTH) {
            throw new TeamCodeException("A team code is at most " + MAX_LENGTH + " characters; this text has "
                    + code.length() + ".");
        }
        String[] parts = code.split(":", -1);
        if (!parts[0].equals(VERSION)) {
            throw new TeamCodeException("A team code starts with " + VERSION + ": and this text starts with '"
                    + shorten(parts[0]) + "'.");
        }
        if (parts.length != 4) {
            throw new TeamCodeException("A team code has four parts separated by ':' (" + VERSION
                    + ", the format, the cards, the Basic Action Cards); this one has " + parts.length + ".");
        }
        Format format = format(parts[1]);
        List<GameSetup.TeamCard> cards = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String entry : list(parts[2])) {
            Matcher m = CARD.matcher(entry);
            if (!m.matches()) {
                throw new TeamCodeException("'" + shorten(entry) + "' is not a card with its dice (such as JUS003*2).");
            }
            if (!seen.add(m.group(1))) {
                throw new TeamCodeException(m.group(1) + " is listed twice; give its dice once (" + m.group(1)
                        + "*3).");
            }
            cards.add(new GameSetup.TeamCard(card(m.group(1), library), Integer.parseInt(m.group(2))));
        }
        List<CardDefinition> basics = new ArrayList<>();
        for (String id : list(parts[3])) {
            if (!ID.matcher(id).matches()) {
                throw new TeamCodeException("'" + shorten(id) + "' is not a card id (such as JUS067).");
            }
            basics.add(card(id, library));
        }
        return new Team(format, cards, basics, TeamRules.problems(format, cards, basics));
    }

    private static Format format(String name) throws TeamCodeException {
        for (Format f : Format.values()) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        throw new TeamCodeException("'" + shorten(name) + "' is not a format: DEMO, CASUAL or TOURNAMENT.");
    }

    private static CardDefinition card(String id, CardLibrary library) throws TeamCodeException {
        CardDefinition card = library.byId(id).orElseThrow(() -> new TeamCodeException(id
                + " is not a card this program has."));
        if (!library.isImplemented(id)) {
            throw new TeamCodeException(id + " (" + card.fullName() + ") cannot be played yet.");
        }
        return card;
    }

    private static List<String> list(String part) {
        return part.isEmpty() ? List.of() : List.of(part.split(",", -1));
    }

    private static String shorten(String s) {
        return s.length() > 24 ? s.substring(0, 24) + "…" : s;
    }
}
