package dicemasters.cards;

import java.util.Set;

/**
 * Which fields each kind of effect ("do") takes in a card file: a field that belongs to another
 * kind of effect is a mistake, not decoration, and the loader names it.
 */
final class EffectFields {
    private EffectFields() {
    }

    /** Fields that belong to another kind of effect are mistakes, not decoration. */
    static void checkOnlyFieldsOf(JsonReader e, String kind) {
        Set<String> allowed = switch (kind) {
            case "stats" -> Set.of("do", "dice", "attack", "defense");
            case "damage" -> Set.of("do", "dice", "amount", "combat");
            case "divide damage" -> Set.of("do", "dice", "amount");
            case "damage player", "gain life", "lose life" -> Set.of("do", "player", "amount");
            case "knock out" -> Set.of("do", "dice", "to");
            case "draw and roll", "prep from bag" -> Set.of("do", "player", "count");
            case "grant keyword" -> Set.of("do", "dice", "keyword", "asFielded");
            case "clear damage" -> Set.of("do", "dice");
            case "spin" -> Set.of("do", "dice", "levels");
            case "spin to level" -> Set.of("do", "dice", "level");
            case "move" -> Set.of("do", "dice", "to", "level");
            case "restrict" -> Set.of("do", "dice", "restriction");
            case "protect from targeting" -> Set.of("do", "dice", "byKeyword");
            case "field" -> Set.of("do", "dice", "level");
            case "enlist" -> Set.of("do", "dice", "price");
            case "call out", "choose", "roll", "swap attack",
                    "switch attack and defense", "capture", "take control" ->
                    Set.of("do", "dice");
            case "damage die or opponent" -> Set.of("do", "dice", "amount", "opponentAmount");
            case "pay" -> Set.of("do", "energy");
            case "prevent damage" -> Set.of("do", "damage", "amount", "firstEachTurn");
            case "redirect damage" -> Set.of("do", "damage", "dice", "amount");
            case "change damage" -> Set.of("do", "damage", "dice", "change", "max");
            case "self damage in combat", "full damage to each blocker", "one blocker deals damage" ->
                    Set.of("do", "dice");
            case "lose keyword" -> Set.of("do", "dice", "keyword");
            case "gain keywords of" -> Set.of("do", "dice", "from");
            case "secret draw" -> Set.of("do", "max");
            case "turn to face" -> Set.of("do", "dice", "face", "symbol", "includingShownFace");
            case "draw" -> Set.of("do", "player", "count");
            case "suit up" -> Set.of("do", "names");
            case "name a character" -> Set.of("do", "cards", "side");
            case "reduce purchase cost" -> Set.of("do", "cards", "amount", "side");
            case "use abilities of" -> Set.of("do", "dice", "trigger");
            case "purchase" -> Set.of("do", "dice", "discount", "to");
            case "forbid the named character" -> Set.of("do", "player");
            case "mark for the turn" -> Set.of("do", "dice", "prepInsteadOfUsed");
            case "can't be blocked by", "can be blocked only by" -> Set.of("do", "dice", "blockers");
            case "first purchase to prep" -> Set.of("do");
            case "stop globals", "declare opposing blockers" -> Set.of("do");
            case "change tokens" -> Set.of("do", "count");
            case "reroll" -> Set.of("do", "dice", "keepLevel");
            case "gain energy" -> Set.of("do", "player", "energy", "count");
            case "fight" -> Set.of("do", "dice", "strength");
            case "knock out costs life" -> Set.of("do", "dice", "amount");
            case "block several" -> Set.of("do", "dice", "count", "attackers");
            case "only if" -> Set.of("do", "if");
            case "unless the opponent pays" -> Set.of("do", "life");
            case "copy" -> Set.of("do", "dice", "what", "targetLosesThem");
            case "create character tokens" -> Set.of("do", "count", "name", "attack", "defense");
            case "reduce field cost" -> Set.of("do", "cards", "amount", "side", "free");
            case "one attacker per affiliation" -> Set.of("do", "player");
            case "roll an unpurchased basic action" -> Set.of("do");
            case "turn rule" -> Set.of("do", "player", "rule", "amount");
            case "each time this turn" -> Set.of("do", "trigger");
            case "triggered abilities cost life" -> Set.of("do", "trigger", "side", "amount");
            default -> Set.of("do", "cards", "amount");
        };
        e.object(allowed);
        if (kind.equals("stats") && !e.has("attack") && !e.has("defense")) {
            throw e.error("a \"stats\" effect changes attack, defense or both");
        }
    }
}
