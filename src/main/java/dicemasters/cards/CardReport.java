package dicemasters.cards;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Keyword;
import dicemasters.engine.setup.GameSetup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The generated report docs/CARDS.md: which cards exist, which fully work, why the others do not,
 * the presets and the keywords. Run {@link #main} to rewrite it; a test checks it is up to date.
 */
public final class CardReport {
    static final Path FILE = Path.of("docs", "CARDS.md");

    /** Cards the rulebooks name that the card files do not have, and why. */
    static final List<String> NAMED_BUT_ABSENT = List.of();

    private CardReport() {
    }

    public static void main(String[] args) throws IOException {
        Files.createDirectories(FILE.getParent());
        Files.writeString(FILE, render(CardLibrary.loadDirectory(Path.of("cards"))));
        System.out.println("wrote " + FILE.toAbsolutePath());
    }

    static String render(CardLibrary library) {
        StringBuilder b = new StringBuilder();
        b.append("# Cards\n\n");
        b.append("Generated from the card files in `cards/` by `dicemasters.cards.CardReport` (do not edit by hand;"
                + " `CardReportTest` fails when this file is out of date).\n\n");
        b.append("A card is **implemented** when every ability and keyword on it works in the engine and a"
                + " behaviour test checks it. Other cards load and show their generated text, but are not offered"
                + " for play; the note says what is missing.\n\n");
        summary(b, library);
        presets(b, library);
        keywords(b, library);
        for (Map.Entry<String, List<CardDefinition>> set : library.bySet().entrySet()) {
            setTable(b, library, set.getKey(), set.getValue());
        }
        notes(b, library);
        b.append("## Named in the rulebooks but not in the card files\n\n");
        if (NAMED_BUT_ABSENT.isEmpty()) {
            b.append("None: every card a rulebook names is in the card files.\n");
        }
        NAMED_BUT_ABSENT.forEach(line -> b.append("- ").append(line).append('\n'));
        if (!library.errors().isEmpty()) {
            b.append("\n## Load errors\n\n");
            library.errors().forEach(e -> b.append("- ").append(e).append('\n'));
        }
        return b.toString();
    }

    private static void summary(StringBuilder b, CardLibrary library) {
        b.append("## Summary\n\n| set | cards | implemented | not implemented |\n|---|---|---|---|\n");
        int all = 0;
        int done = 0;
        for (Map.Entry<String, List<CardDefinition>> set : library.bySet().entrySet()) {
            int n = set.getValue().size();
            int ok = (int) set.getValue().stream().filter(c -> library.isImplemented(c.id())).count();
            all += n;
            done += ok;
            b.append("| ").append(set.getKey()).append(" | ").append(n).append(" | ").append(ok).append(" | ")
                    .append(n - ok).append(" |\n");
        }
        b.append("| all | ").append(all).append(" | ").append(done).append(" | ").append(all - done).append(" |\n\n");
    }

    private static void presets(StringBuilder b, CardLibrary library) {
        b.append("## Presets\n\n");
        for (Preset p : library.allPresets()) {
            b.append("- **").append(p.name()).append("** (`").append(p.id()).append("`, ").append(p.life())
                    .append(" life): ");
            for (GameSetup.Team team : p.teams()) {
                b.append(team.playerName()).append(" brings ").append(team.cards().stream()
                        .map(tc -> tc.card().fullName() + " x" + tc.dice()).collect(Collectors.joining(", ")))
                        .append("; ");
            }
            b.append("Basic Actions: ").append(p.basicActions().stream().map(CardDefinition::name)
                    .collect(Collectors.joining(", "))).append(".");
            List<String> missing = library.notImplementedIn(p);
            b.append(missing.isEmpty() ? " Fully playable." : " Not yet implemented: " + String.join(", ", missing)
                    + " (their missing text does nothing).");
            b.append('\n');
        }
        b.append('\n');
    }

    private static void keywords(StringBuilder b, CardLibrary library) {
        b.append("## Keywords\n\n| keyword | played by the engine | cards |\n|---|---|---|\n");
        for (Keyword k : Keyword.values()) {
            long cards = library.cards().stream().filter(c -> c.has(k)).count();
            b.append("| ").append(k.label()).append(" | ").append(k.supported() ? "yes" : "no").append(" | ")
                    .append(cards).append(" |\n");
        }
        b.append('\n');
    }

    /** Rulings, cards with engine code of their own, and cards left out (the files of {@code cards/rulings/}). */
    private static void notes(StringBuilder b, CardLibrary library) {
        CardRulings notes = library.rulings();
        b.append("## Rulings\n\nWhere a card's text allows two readings, the engine follows this one (the files of"
                + " `cards/rulings/`).\n\n");
        notes.rulings().forEach((id, ruling) -> b.append("- ").append(id).append(' ').append(name(library, id))
                .append(": ").append(ruling).append('\n'));
        b.append("\n### Keywords\n\nFor every card with the keyword.\n\n");
        notes.keywords().forEach((keyword, ruling) -> b.append("- ").append(keyword.label()).append(": ")
                .append(ruling).append('\n'));
        b.append("\n## Cards with engine code of their own\n\n");
        if (notes.ownEngineCode().isEmpty()) {
            b.append("None: every card is expressed in the card language.\n");
        }
        notes.ownEngineCode().forEach((id, why) -> b.append("- ").append(id).append(' ')
                .append(name(library, id)).append(": ").append(why).append('\n'));
        b.append("\n## Left out of the card files\n\n");
        notes.leftOut().forEach((id, why) -> b.append("- ").append(id).append(": ").append(why).append('\n'));
        b.append('\n');
    }

    /** "(Batman: Can't Trust in Luck)": the rulings name only cards of the library. */
    private static String name(CardLibrary library, String id) {
        return library.byId(id).map(c -> "(" + c.fullName() + ")").orElse("");
    }

    private static void setTable(StringBuilder b, CardLibrary library, String set, List<CardDefinition> cards) {
        b.append("## ").append(set).append("\n\n| id | card | type | cost | status |\n|---|---|---|---|---|\n");
        for (CardDefinition c : cards) {
            CardLibrary.Support support = library.support(c.id());
            String status = support.implemented() ? "implemented" : "not implemented: " + support.note();
            b.append("| ").append(c.id()).append(" | ").append(c.fullName().replace("|", "\\|")).append(" | ")
                    .append(CardText.typeName(c.type())).append(" | ").append(c.cost()).append(" | ")
                    .append(status.replace("|", "\\|")).append(" |\n");
        }
        b.append('\n');
    }
}
