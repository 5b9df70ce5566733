"""Live validation as the user types: the Problems panel, the steps table, navigation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui_support import open_manifest, tool_args
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication

from recipe_studio.gui.fields.token_edit import TokenBox
from recipe_studio.gui.recipe.steps_model import COL_ARGS, COL_NUMBER, COL_STEP
from recipe_studio.gui.window.problems_panel import PROBLEM_ROLE

if TYPE_CHECKING:
    from recipe_studio.core.problems import Problem
    from recipe_studio.gui.editor.editor import RecipeEditor
    from recipe_studio.gui.window.main_window import MainWindow


def editor_of(window: MainWindow) -> RecipeEditor:
    view = window.current_view()
    assert view is not None
    return view.editor


def shown(window: MainWindow) -> list[tuple[str, str, str]]:
    """The Problems panel as the user sees it: (severity, message, place) per visible row."""
    proxy = window.parts.problems.proxy
    return [tuple(proxy.index(r, c).data() for c in range(3)) for r in range(proxy.rowCount())]


def codes(window: MainWindow) -> list[str]:
    model = window.parts.problems.model
    return [model.problem_at(r).code for r in range(model.rowCount())]


def value_box(window: MainWindow, row: int, arg: str) -> TokenBox:
    editor = editor_of(window)
    editor.select_step(row)
    form = editor.inspector.form
    assert form is not None
    found = form.row_for((arg,))
    assert found is not None
    box = found.editor.box  # type: ignore[attr-defined]
    assert isinstance(box, TokenBox)
    return box


def type_into(qtbot: Any, box: TokenBox, text: str) -> None:
    box.setFocus()
    box.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(box, text)


def test_problems_appear_and_clear_as_the_user_types(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    assert shown(window) == []
    assert window.parts.status_counts.text() == "✓ No problems"
    box = value_box(window, 1, "value")
    type_into(qtbot, box, " ${nope}")
    qtbot.waitUntil(lambda: "param_unknown" in codes(window))
    assert shown(window) == [("Error", 'There is no parameter called "nope".', "Step 2, Value")]
    assert window.parts.status_counts.text() == "1 error, 0 warnings"
    # The argument's row in the inspector says it too.
    row = editor_of(window).inspector.form.row_for(("value",))  # type: ignore[union-attr]
    assert row is not None
    assert row.message.isVisible()
    assert row.message.text() == (
        '⚠ There is no parameter called "nope".\n'
        "Click the marked value to choose what it should read instead."
    )
    # Typed out, the reference became one token: Backspace removes it whole, and typing
    # a good one fixes the problem.
    assert box.toPlainText().endswith(" \ufffc")
    qtbot.keyClick(box, Qt.Key.Key_Backspace)
    qtbot.keyClicks(box, "${who}")
    assert tool_args(session, 1)["value"] == "${steps[0].result.date} ${who}"
    qtbot.waitUntil(lambda: codes(window) == [])
    assert window.parts.status_counts.text() == "✓ No problems"
    assert not row.message.isVisible()


def test_steps_table_marks_a_row_with_a_problem(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    model = editor_of(window).steps_model
    assert model.index(1, COL_NUMBER).data(Qt.ItemDataRole.DecorationRole) is None
    session.set_argument(1, ("value",), "${nope}")
    changed: list[tuple[int, int, int]] = []  # from here on: re-validation only
    model.dataChanged.connect(
        lambda top, bottom, _roles: changed.append((top.row(), top.column(), bottom.column()))
    )
    decoration = Qt.ItemDataRole.DecorationRole
    qtbot.waitUntil(lambda: model.index(1, COL_NUMBER).data(decoration) is not None)
    icon = model.index(1, COL_NUMBER).data(Qt.ItemDataRole.DecorationRole)
    assert not icon.isNull()
    tip = '• There is no parameter called "nope".'
    assert model.index(1, COL_NUMBER).data(Qt.ItemDataRole.ToolTipRole) == tip
    assert model.index(1, COL_STEP).data(Qt.ItemDataRole.ToolTipRole) == tip
    assert "1 problem:" in model.index(1, COL_ARGS).data(Qt.ItemDataRole.AccessibleTextRole)
    # Screen readers are told that every cell of the row now reads differently (the row
    # reads its problems when drawn, so the mark can show before the signal comes).
    qtbot.waitUntil(lambda: bool(changed))
    assert changed == [(1, 0, model.columnCount() - 1)]
    assert model.index(0, COL_NUMBER).data(Qt.ItemDataRole.DecorationRole) is None
    assert model.index(0, COL_NUMBER).data(Qt.ItemDataRole.ToolTipRole) is None
    # A move re-validates: the mark follows the step to its new row.
    session.move_steps([1], 5)
    qtbot.waitUntil(lambda: model.index(4, COL_NUMBER).data(decoration) is not None)
    assert tip in model.index(4, COL_NUMBER).data(Qt.ItemDataRole.ToolTipRole)
    assert tip not in model.index(1, COL_NUMBER).data(Qt.ItemDataRole.ToolTipRole)


def test_double_click_on_a_problem_goes_to_the_field(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    session.set_argument(4, ("account",), "${nope}")
    qtbot.waitUntil(lambda: codes(window) == ["param_unknown"])
    editor = editor_of(window)
    editor.select_step(0)
    editor.name_edit.setFocus()
    view = window.parts.problems.view
    rect = view.visualRect(view.model().index(0, 1))
    # A real double-click: press and release, then the second press (a double-click).
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert editor.steps_view.selected_rows() == [4]
    assert editor.inspector.title.text() == "Step 5"
    focused = QApplication.focusWidget()
    assert isinstance(focused, TokenBox)
    assert focused.raw_text() == "${nope}"
    assert focused is value_box(window, 4, "account")


def test_enter_on_a_problem_goes_to_the_step_and_field(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    session.set_argument(1, ("value",), "${nope}")
    session.remove_argument(4, ("account",))
    session.set_argument(4, ("limit",), "many")
    qtbot.waitUntil(lambda: len(codes(window)) == 2)
    editor = editor_of(window)
    editor.select_step(0)
    view = window.parts.problems.view
    view.setFocus()
    view.setCurrentIndex(view.model().index(1, 0))
    assert view.currentIndex().data(PROBLEM_ROLE).location.step == 4
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert editor.steps_view.selected_rows() == [4]
    focused = QApplication.focusWidget()
    assert focused is editor.inspector.form.row_for(("limit",)).editor.box  # type: ignore[union-attr]


def test_switching_the_profile_changes_the_problems(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    assert codes(window) == []
    box = editor_of(window).profile_box
    index = box.findData("windows")
    box.setCurrentIndex(index)
    box.activated.emit(index)
    qtbot.waitUntil(lambda: "wait_unsupported" in codes(window))
    assert shown(window) == [("Error", "The Windows format has no wait steps.", "Step 4, Pause")]
    assert editor_of(window).steps_model.index(3, COL_NUMBER).data(Qt.ItemDataRole.ToolTipRole)
    session.undo_stack.undo()
    qtbot.waitUntil(lambda: codes(window) == [])


def test_the_selected_problem_stays_selected_when_another_appears(
    window: MainWindow, qtbot: Any
) -> None:
    session = open_manifest(window)
    session.set_argument(4, ("account",), "${nope}")
    qtbot.waitUntil(lambda: codes(window) == ["param_unknown"])
    view = window.parts.problems.view
    view.selectRow(0)
    selected = view.selectionModel().selectedRows()[0].data(PROBLEM_ROLE)
    assert selected.location.step == 4
    inserted: list[QModelIndex] = []
    model = window.parts.problems.model
    model.rowsInserted.connect(lambda parent, first, last: inserted.append(first))
    box = value_box(window, 1, "value")
    type_into(qtbot, box, " ${gone}")  # a new problem on an earlier step
    qtbot.waitUntil(lambda: len(codes(window)) == 2)
    rows = view.selectionModel().selectedRows()
    assert len(rows) == 1
    still: Problem = rows[0].data(PROBLEM_ROLE)
    assert (still.code, still.location.step) == ("param_unknown", 4)
    assert rows[0].row() == 1
    assert view.currentIndex().row() == 1
    assert inserted == [0]  # inserted in place, not a reset of the list


def test_the_severity_filter(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    session.set_argument(1, ("value",), "${nope}")
    session.set_wait_seconds(3, 100000)
    qtbot.waitUntil(lambda: len(codes(window)) == 2)
    window.parts.problems.filter.setCurrentIndex(window.parts.problems.filter.findData("warning"))
    assert [r[0] for r in shown(window)] == ["Warning"]
    window.parts.problems.filter.setCurrentIndex(window.parts.problems.filter.findData("error"))
    assert [r[0] for r in shown(window)] == ["Error"]
    window.parts.problems.filter.setCurrentIndex(0)
    assert len(shown(window)) == 2
