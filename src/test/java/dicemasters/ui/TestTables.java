package dicemasters.ui;

import dicemasters.cards.CardLibrary;
import dicemasters.engine.setup.GameSetup;
import dicemasters.engine.team.Format;

import java.util.List;
import java.util.function.Predicate;

/** Demo games between two teams of bundled cards, played by the table's test players until a position is reached. */
final class TestTables {
    static final CardLibrary LIBRARY = CardLibrary.loadBundled();

    private TestTables() {
    }

    /** A team of the given cards, {@code dice} dice each, with the given Basic Action Cards. */
    static TeamChoice team(String name, int dice, List<String> cards, List<String> basicActions) {
        return new TeamChoice(name, cards.stream()
                .map(id -> new GameSetup.TeamCard(LIBRARY.byId(id).orElseThrow(), dice)).toList(),
                basicActions.stream().map(id -> LIBRARY.byId(id).orElseThrow()).toList(), 3);
    }

    /**
     * Ann's and Bob's teams played with seeds 1, 2, ... by {@link TablePlayers} (clicking only)
     * until {@code wanted} holds; fails when no game below {@code seeds} gets there.
     */
    static TableController playUntil(TeamChoice ann, TeamChoice bob, int seeds, Predicate<TableController> wanted) {
        for (long seed = 1; seed < seeds; seed++) {
            TableController table = new TableController(new NewGame(Format.DEMO, List.of("Ann", "Bob"),
                    List.of(ann, bob), 0, seed).start());
            TablePlayers players = new TablePlayers(table, new ControllerClicks(table));
            for (int i = 0; i < 3000 && !table.state().isOver(); i++) {
                if (wanted.test(table)) {
                    return table;
                }
                players.act();
            }
        }
        throw new AssertionError("no test game below seed " + seeds + " got there");
    }
}
