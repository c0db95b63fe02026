package dicemasters.testing;

import dicemasters.engine.card.CardDefinition;
import dicemasters.engine.card.Face;

import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Which face a die shows, said the way a player says it: "level 2", "a Fist", "an action face with
 * one burst". Made by {@link Rulebook#level}, {@link Rulebook#energy}, {@link Rulebook#action} and
 * friends; the fixture finds the first face of the die's card that fits.
 */
public record FaceSpec(String description, Predicate<Face> fits) {

    /** The index of the first face of the card that fits, or an error naming the card's faces. */
    public int indexIn(CardDefinition card) {
        List<Face> faces = card.faces();
        for (int i = 0; i < faces.size(); i++) {
            if (fits.test(faces.get(i))) {
                return i;
            }
        }
        throw new IllegalArgumentException(card.name() + " has no face showing " + description + "; its faces: "
                + faces.stream().map(Face::describe).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return description;
    }
}
