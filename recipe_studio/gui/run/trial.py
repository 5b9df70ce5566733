"""“Try this step” in the window: its button, its menu entry's state, and what they say.

The rule (which steps can be tried, what they read from earlier steps) is core's
(:mod:`recipe_studio.core.trial`); the run itself is the run controller's, a one-step
run that asks no confirmation and whose result is learned as a tried step's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from recipe_studio.core.model import ToolStep
from recipe_studio.core.trial import trial_block, trial_inputs
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QAction

    from recipe_studio.core.engine.results import StepOutcome
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("TryStep")

#: The run record's source of a tried step.
TRY_SOURCE = "try step"


def try_tip() -> str:
    return tr(
        "Run just this step with its current arguments to see its result; later steps "
        "are then offered its fields. Its tool only reads, so nothing changes."
    )


def why_not_try(session: EditorSession | None, row: int | None) -> str | None:
    """Why the step at ``row`` cannot be tried, in a sentence (``None``: it can)."""
    if session is None or row is None or not 0 <= row < len(session.document.steps):
        return tr("Select a tool step to try it.")
    step = session.document.steps[row]
    block = trial_block(step, session.catalog)
    if block is None:
        return None
    tool = step.tool if isinstance(step, ToolStep) else ""
    texts = {
        "not_a_tool_step": tr("Only a tool step can be tried."),
        "no_tool": tr("Choose a tool for this step first."),
        "unknown_tool": tr(
            "“{tool}” is not in the catalog, so it may change things: only a step whose "
            "tool only reads can be tried."
        ),
        "changes_state": tr(
            "“{tool}” changes things, so it cannot be tried on its own: only a step whose "
            "tool only reads can be tried. Test the recipe instead; it asks before any change."
        ),
    }
    return texts[block].format(tool=tool)


def missing_results_text(row: int, missing: list[int]) -> str:
    """A tried step reads earlier results that do not exist yet: say which, and what to do."""
    last = max(missing) + 1
    if len(missing) == 1:
        text = tr(
            "Step {n} reads the result of step {m}, which has not run yet. Run the recipe "
            "up to step {last} first, then try this step again."
        )
    else:
        text = tr(
            "Step {n} reads the results of steps {m}, which have not run yet. Run the "
            "recipe up to step {last} first, then try this step again."
        )
    return text.format(n=row + 1, m=", ".join(str(i + 1) for i in missing), last=last)


def trial_prior(
    session: EditorSession, row: int, say: Callable[[str], None], *, busy: bool
) -> dict[str, StepOutcome] | None:
    """What trying step ``row`` reads from earlier steps; ``None`` when it cannot be tried
    now (``say`` is told why; missing earlier results also show in the Run panel)."""
    why = why_not_try(session, row)
    if why is None and busy:
        why = tr("A run is in progress; stop it first.")
    if why is not None:
        say(why)
        return None
    doc, state = session.document, session.run_state
    inputs = trial_inputs(doc.steps, row, doc.recipe.dialect, state.results, state.pins)
    if inputs.missing:
        text = missing_results_text(row, inputs.missing)
        state.begin([doc.steps[row].uid], row, len(doc.steps))
        state.fail(text)
        say(text)
        return None
    return inputs.prior


def declined_text() -> str:
    return tr(
        "Not tried: the server says this tool changes things, so it can only run in a "
        "test run, after you confirm."
    )


class TryButton(QPushButton):
    """The step inspector's “Try this step”: disabled, saying why, when it cannot be.

    A click is passed on as the session's :attr:`~EditorSession.try_requested`.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Try this step"), parent)
        self.setObjectName("tryStepButton")
        self.setAccessibleName(tr("Try this step"))
        self._target: tuple[EditorSession, int] | None = None
        self.clicked.connect(self._clicked)

    def show_for(self, session: EditorSession | None, row: int | None) -> None:
        why = why_not_try(session, row)
        self._target = (session, row) if session is not None and row is not None else None
        self.setEnabled(why is None)
        self.setToolTip(why or try_tip())
        self.setAccessibleDescription(why or try_tip())

    def _clicked(self) -> None:
        if self._target is not None:
            session, row = self._target
            session.try_requested.emit(row)


def update_try_action(action: QAction, session: EditorSession | None, rows: list[int]) -> None:
    """The Run menu's entry, as the selected step allows."""
    why = why_not_try(session, rows[0] if rows else None)
    action.setEnabled(why is None)
    action.setToolTip(why or try_tip())
    action.setStatusTip(why or try_tip())


def route_requests(recipes: OpenRecipes, try_step: Callable[[EditorSession, int], None]) -> None:
    """Each recipe opened from now on passes its “Try this step” clicks to ``try_step``."""

    def opened(session: EditorSession) -> None:
        session.try_requested.connect(lambda row: try_step(session, row))

    recipes.opened.connect(opened)


def watch_try_action(
    menu: QMenu, action: QAction, selection: Callable[[], tuple[EditorSession | None, list[int]]]
) -> None:
    """Update the entry each time its menu opens (its tooltip then says why it is off)."""
    menu.setToolTipsVisible(True)
    menu.aboutToShow.connect(lambda: update_try_action(action, *selection()))
