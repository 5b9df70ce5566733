"""Reordering steps in the steps table: drag and drop, Alt+Up/Alt+Down, and undo."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui_support import open_manifest, shown_view, undo_text
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from recipe_studio.gui.recipe.steps_model import COL_STEP

if TYPE_CHECKING:
    from recipe_studio.gui.window.main_window import MainWindow

MOVE = Qt.DropAction.MoveAction
ACTIONS = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction


def drag_rows(window: MainWindow, rows: list[int], target_row: int | None) -> None:
    """Drag the selected ``rows`` and drop them on the top edge of ``target_row``.

    ``None`` drops on the empty viewport below the last row. A real drag inside the
    view proposes a move, so every event carries ``MoveAction``.
    """
    editor = shown_view(window).editor
    view, model = editor.steps_view, editor.steps_model
    view.select_rows(rows)
    mime = model.mimeData(view.selectionModel().selectedIndexes())
    if target_row is None:
        last = view.visualRect(model.index(model.rowCount() - 1, COL_STEP))
        assert last.bottom() + 10 < view.viewport().height()
        pos = QPointF(last.center().x(), last.bottom() + 8)
    else:
        rect = view.visualRect(model.index(target_row, COL_STEP))
        pos = QPointF(rect.center().x(), rect.top() + 2)
    viewport = view.viewport()
    accepted = []
    # Qt takes a whole-pixel point for drag enter and move, a fractional one for the drop.
    for kind, where in (
        (QDragEnterEvent, pos.toPoint()),
        (QDragMoveEvent, pos.toPoint()),
        (QDropEvent, pos),
    ):
        # Each kind is paired with the point it takes; mypy sees the union of both.
        event = kind(
            where,  # type: ignore[arg-type]
            ACTIONS,
            mime,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        event.setDropAction(MOVE)
        QApplication.sendEvent(viewport, event)
        accepted.append(event.isAccepted())
    # Enter and move are accepted; the drop is not, so the view removes no source rows.
    assert accepted == [True, True, False]


def tools(session: Any) -> list[str]:
    return [step.get("tool", "wait") for step in session.manifest()["steps"]]


def test_drag_one_row_moves_it_and_references_follow(window: MainWindow) -> None:
    session = open_manifest(window)
    before = session.manifest()
    drag_rows(window, [2], 0)  # "Hi ${who}, ${steps[1]...}" to the top
    steps = session.manifest()["steps"]
    assert tools(session) == ["echo", "get_datetime", "echo", "wait", "list_emails"]
    assert steps[0]["args"]["value"] == "Hi ${who}, ${steps[2].result.value}"
    assert steps[2]["args"]["value"] == "${steps[1].result.date}"
    assert steps[4]["args"]["account"] == "${steps[0].result.value}"
    assert len(steps) == len(before["steps"])
    assert undo_text(window) == "Undo Move step 3 to 1"
    assert shown_view(window).editor.steps_view.selected_rows() == [0]
    assert window.isWindowModified()
    session.undo_stack.undo()
    assert session.manifest() == before
    assert not window.isWindowModified()


def test_drag_several_rows_keeps_their_order_and_references(window: MainWindow) -> None:
    session = open_manifest(window)
    before = session.manifest()
    drag_rows(window, [0, 2], 4)  # get_datetime and the greeting go just above list_emails
    steps = session.manifest()["steps"]
    assert tools(session) == ["echo", "wait", "get_datetime", "echo", "list_emails"]
    assert steps[0]["args"]["value"] == "${steps[2].result.date}"
    assert steps[3]["args"]["value"] == "Hi ${who}, ${steps[0].result.value}"
    assert steps[4]["args"]["account"] == "${steps[3].result.value}"
    assert undo_text(window) == "Undo Move 2 steps"
    assert shown_view(window).editor.steps_view.selected_rows() == [2, 3]
    session.undo_stack.undo()
    assert session.manifest() == before
    assert shown_view(window).editor.steps_view.selected_rows() == [0, 2]
    session.undo_stack.redo()
    assert session.manifest()["steps"] == steps


def test_drop_below_the_last_row_moves_to_the_end(window: MainWindow) -> None:
    session = open_manifest(window)
    before = session.manifest()
    drag_rows(window, [0], None)
    steps = session.manifest()["steps"]
    assert tools(session) == ["echo", "echo", "wait", "list_emails", "get_datetime"]
    assert steps[0]["args"]["value"] == "${steps[4].result.date}"
    session.undo_stack.undo()
    assert session.manifest() == before


def test_dropping_rows_where_they_are_changes_nothing(window: MainWindow) -> None:
    session = open_manifest(window)
    before = session.manifest()
    drag_rows(window, [1, 2], 1)
    assert session.manifest() == before
    assert session.undo_stack.count() == 0
    assert not window.isWindowModified()


def test_alt_up_and_alt_down_move_the_selection(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    before = session.manifest()
    view = shown_view(window).editor.steps_view
    view.setFocus()
    view.select_rows([2])
    qtbot.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert tools(session) == ["get_datetime", "echo", "echo", "wait", "list_emails"]
    steps = session.manifest()["steps"]
    assert steps[1]["args"]["value"] == "Hi ${who}, ${steps[2].result.value}"
    assert steps[2]["args"]["value"] == "${steps[0].result.date}"
    assert undo_text(window) == "Undo Move step 3 to 2"
    assert view.selected_rows() == [1]
    qtbot.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert view.selected_rows() == [0]
    qtbot.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)  # already first
    assert view.selected_rows() == [0]
    assert session.undo_stack.count() == 2
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert view.selected_rows() == [1]
    assert undo_text(window) == "Undo Move step 1 to 2"
    for _ in range(3):
        session.undo_stack.undo()
    assert session.manifest() == before
    assert view.selected_rows() == [2]


def test_alt_down_moves_several_rows_together(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    before = session.manifest()
    view = shown_view(window).editor.steps_view
    view.setFocus()
    view.select_rows([0, 1])
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert tools(session) == ["echo", "get_datetime", "echo", "wait", "list_emails"]
    steps = session.manifest()["steps"]
    assert steps[0]["args"]["value"] == "Hi ${who}, ${steps[2].result.value}"
    assert steps[2]["args"]["value"] == "${steps[1].result.date}"
    assert view.selected_rows() == [1, 2]
    assert undo_text(window) == "Undo Move 2 steps"
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert view.selected_rows() == [3, 4]
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)  # already last
    assert view.selected_rows() == [3, 4]
    assert len(session.manifest()["steps"]) == 5
    while session.undo_stack.canUndo():
        session.undo_stack.undo()
    assert session.manifest() == before


def test_the_inspector_follows_its_step_through_a_move(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    editor = shown_view(window).editor
    editor.select_step(1)
    uid = session.document.steps[1].uid
    editor.steps_view.setFocus()
    qtbot.keyClick(editor.steps_view, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert editor.inspector.uid == uid
    assert editor.inspector.title.text() == "Step 1"
    session.undo_stack.undo()
    assert editor.inspector.title.text() == "Step 2"
