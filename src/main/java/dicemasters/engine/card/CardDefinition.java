package dicemasters.engine.card;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A card and the faces of its dice. Characters have level faces; action cards have action faces;
 * every die also has energy faces. Immutable and shared by every die of the card.
 */
public record CardDefinition(String id, String name, String subtitle, CardType type, int cost,
                             List<Energy> energyTypes, List<String> affiliations, int dieLimit,
                             List<Face> faces, Set<Keyword> keywords, List<Ability> abilities) {

    public CardDefinition {
        energyTypes = List.copyOf(energyTypes);
        affiliations = List.copyOf(affiliations);
        faces = List.copyOf(faces);
        // An EnumSet iterates in the keywords' declared order, the same in every run.
        keywords = keywords.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(keywords));
        abilities = List.copyOf(abilities);
    }

    /** "Wonder Woman: Piece of Clay", or just the name when there is no subtitle. */
    public String fullName() {
        return subtitle == null || subtitle.isEmpty() ? name : name + ": " + subtitle;
    }

    public boolean has(Keyword keyword) {
        return keywords.contains(keyword);
    }

    /** The character face of a level (1-based), or null when the die has no such level. */
    public Face levelFace(int level) {
        return faces.stream().filter(f -> f.isCharacter() && f.level() == level).findFirst().orElse(null);
    }

    /**
     * The printed abilities followed by the built-in abilities of its keywords (in keyword order).
     * Ability indexes in the engine refer to this list; Globals are always printed ones.
     */
    public List<Ability> allAbilities() {
        // Asked for every card many times per action; most cards have no keyword that adds an ability.
        boolean keywordAbilities = false;
        for (Keyword k : keywords) {
            keywordAbilities |= !k.abilities().isEmpty();
        }
        if (!keywordAbilities) {
            return abilities;
        }
        List<Ability> all = new java.util.ArrayList<>(abilities);
        keywords.stream().sorted().forEach(k -> all.addAll(k.abilities()));
        return all;
    }

    public int maxLevel() {
        return faces.stream().filter(Face::isCharacter).mapToInt(Face::level).max().orElse(0);
    }
}
