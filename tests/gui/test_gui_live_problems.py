"""Incremental problem updates: after each edit the widgets show what a full validation finds,
and a one-step edit touches only that step's rows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QApplication

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.validation import validate
from recipe_studio.gui.window.problems_panel import counts_text

if TYPE_CHECKING:
    from recipe_studio.core.problems import Problem
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.window.main_window import MainWindow

#: Knows none of the recipe's tools and is not complete: a warning on every tool step.
FOREIGN = Catalog.from_tools("foreign", [ToolInfo(name="echo")], complete=False)


def manifest(steps: int) -> dict[str, Any]:
    return {
        "name": "Live",
        "params": [{"name": "who", "type": "string", "default": "me"}],
        "steps": [{"tool": f"tool{i % 3}", "args": {"value": "${who}"}} for i in range(steps)],
    }


def open_recipe(window: MainWindow, steps: int) -> EditorSession:
    session = window.open_recipe(get_profile("macos").read(manifest(steps)).recipe, "macos")
    session.set_catalog(FOREIGN)
    settle(session)
    return session


def settle(session: EditorSession) -> None:
    session.validate_now()
    QApplication.processEvents()


def check_matches_full_validation(window: MainWindow, session: EditorSession) -> None:
    expected = validate(session.document.recipe, "macos", session.catalog)
    assert session.problems == expected
    model = window.parts.problems.model
    assert [model.problem_at(r) for r in range(model.rowCount())] == expected
    view = window.current_view()
    assert view is not None
    steps_model = view.editor.steps_model
    for row in range(steps_model.rowCount()):
        here = [p for p in expected if p.location.step == row]
        assert steps_model.problems_at(row) == here, row
    errors = sum(1 for p in expected if p.is_error)
    assert session.live.counts() == (errors, len(expected) - errors)
    assert window.parts.status_counts.text() == counts_text(errors, len(expected) - errors)
    assert window.parts.problems.summary.text() == counts_text(errors, len(expected) - errors)


def test_incremental_updates_match_a_full_validation(window: MainWindow) -> None:
    session = open_recipe(window, 12)
    assert len(session.problems) == 12  # a warning on every step
    check_matches_full_validation(window, session)
    edits: list[Any] = [
        lambda: session.set_argument(3, ("value",), "${nope}"),
        lambda: session.set_argument(7, ("value",), "${steps[20].result}"),
        lambda: session.set_tool(5, "echo"),
        lambda: session.set_argument(3, ("value",), "${who}"),
        lambda: session.move_steps([7], 2),
        lambda: session.remove_steps([0]),
        lambda: session.add_tool_step(4, "tool9"),
        lambda: session.add_param(),
        lambda: session.rename_param(0, "whom"),
        lambda: session.set_argument(10, ("value",), "${whom}"),
        lambda: session.set_name(""),
        lambda: session.set_catalog(None),
        lambda: session.set_catalog(FOREIGN),
    ]
    for edit in edits:
        edit()
        settle(session)
        check_matches_full_validation(window, session)
    while session.undo_stack.canUndo():
        session.undo_stack.undo()
        settle(session)
        check_matches_full_validation(window, session)
    session.undo_stack.setClean()


def test_a_one_step_edit_updates_only_that_row(window: MainWindow) -> None:
    session = open_recipe(window, 200)
    view = window.current_view()
    assert view is not None
    steps_model = view.editor.steps_model
    problems_model = window.parts.problems.model
    rows_before = problems_model.rowCount()
    changed: list[tuple[int, int]] = []
    steps_model.dataChanged.connect(
        lambda top, bottom, _r: changed.append((top.row(), bottom.row()))
    )
    inserted: list[tuple[int, int]] = []
    problems_model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    problems_model.modelReset.connect(lambda: inserted.append((-1, -1)))
    deltas: list[Any] = []
    session.problems_updated.connect(deltas.append)
    session.set_argument(150, ("value",), "${nope}")
    settle(session)
    assert [(d.full, d.rows) for d in deltas] == [(False, (150,))]
    assert changed == [(150, 150), (150, 150)]  # the document's signal, then re-validation
    # The new error went into the panel as one inserted row, next to the step's warning.
    new: Problem = problems_model.problem_at(inserted[0][0])
    assert inserted == [(inserted[0][0], inserted[0][0])]
    assert new.location.step == 150
    assert new.code == "param_unknown"
    assert problems_model.rowCount() == rows_before + 1
    check_matches_full_validation(window, session)
    session.undo_stack.setClean()
