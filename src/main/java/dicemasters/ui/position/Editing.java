package dicemasters.ui.position;

import dicemasters.engine.setup.Position.DieRef;

import java.util.function.UnaryOperator;

/** What the editor's parts ask of the editor: make a change (one Undo step), select a die. */
interface Editing {
    /** Applies a change to the position shown; a change the engine's setup refuses is explained instead. */
    void change(UnaryOperator<PositionDraft> edit);

    void select(DraftDie die);

    /** The die selected, or null. */
    DieRef selected();
}
