package dicemasters.engine.state;

/**
 * Every change of state is told by an event. Events carry the names they need, so the game log
 * reads the same whenever it is printed, and the view can react to exactly what changed. The
 * events are records held by family in files of their own ({@link TurnEvents}, {@link DiceEvents},
 * {@link PlayerEvents}, {@link CombatEvents}, {@link AbilityEvents}, {@link MechanicsEvents}); this
 * interface extends those holders so that every event is named {@code GameEvent.DieMoved} and so on.
 */
public sealed interface GameEvent extends TurnEvents, DiceEvents, PlayerEvents, CombatEvents, AbilityEvents,
        MechanicsEvents permits
        TurnEvents.GameStarted, TurnEvents.TurnStarted, TurnEvents.StepStarted, TurnEvents.StepEnded,
        TurnEvents.PriorityPassed, TurnEvents.PrepAreaSplit, TurnEvents.RerollChosen, TurnEvents.DrawShortfall,
        TurnEvents.GameOver, DiceEvents.BagRefilled, DiceEvents.DieMoved, DiceEvents.DieRolled, DiceEvents.DieDrawn,
        DiceEvents.DieSpunDown, DiceEvents.DieSpun, DiceEvents.DieTurned, DiceEvents.DiePurchased,
        DiceEvents.DieFielded, DiceEvents.ActionDieUsed, DiceEvents.DieLeftUnfielded, PlayerEvents.EnergySpent,
        PlayerEvents.VirtualEnergyGained, PlayerEvents.VirtualEnergyLost, PlayerEvents.PlayerDamaged,
        PlayerEvents.LifeLost, PlayerEvents.LifeGained, CombatEvents.AttackerDeclared, CombatEvents.NoAttack,
        CombatEvents.BlockerDeclared, CombatEvents.DieDamaged, CombatEvents.DamageCleared,
        CombatEvents.DamagePrevented, CombatEvents.DamageRedirected, CombatEvents.DamageDoubled,
        CombatEvents.DamageLimited, CombatEvents.ReactionUsed, CombatEvents.ReactionDeclined,
        CombatEvents.DieKnockedOut, CombatEvents.KnockOutResisted, CombatEvents.KeywordReplaced,
        CombatEvents.KnockOutReplacement, AbilityEvents.GlobalUsed, AbilityEvents.FieldAbilityUsed,
        AbilityEvents.AbilityTriggered, AbilityEvents.StatsModified, AbilityEvents.KeywordGranted,
        AbilityEvents.TurnEffectBegun, AbilityEvents.EffectNotDone, AbilityEvents.GlobalsCostMore,
        AbilityEvents.CharacterNamed, AbilityEvents.NumberChosenSecretly, AbilityEvents.SecretDrawRevealed,
        AbilityEvents.TokensChanged, MechanicsEvents.DieCaptured, MechanicsEvents.CaptureEnded,
        MechanicsEvents.DieControlled, MechanicsEvents.ControlEnded, MechanicsEvents.AbilitiesCopied,
        MechanicsEvents.AbilitiesLost, MechanicsEvents.AbilityCopyEnded, MechanicsEvents.AbilitiesRegained,
        MechanicsEvents.DieBecameCopy, MechanicsEvents.DieCopyEnded, MechanicsEvents.CharacterTokensCreated,
        MechanicsEvents.CharacterTokenCeased {

    /** One line of the game log. */
    String text();

    /** Whether this event showed something nobody knew before (a die drawn or rolled): no undo past it. */
    default boolean revealsInformation() {
        return this instanceof DieRolled || this instanceof BagRefilled || this instanceof DieDrawn
                || (this instanceof DieMoved m && m.from() == Zone.BAG);
    }

    /** "a" or "an" before a card name. */
    static String article(String word) {
        return !word.isEmpty() && "AEIOUaeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }
}
