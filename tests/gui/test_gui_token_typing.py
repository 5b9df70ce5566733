"""Typing goes on after a token: the field keeps the focus and the caret."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from gui_support import choose_in_menu, open_manifest, tool_args
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication
from test_gui_pickers import MAIL, arg_row, inspect, token_box

from recipe_studio.gui.fields.tokens import REFERENCE_MIME

if TYPE_CHECKING:
    from recipe_studio.gui.window.main_window import MainWindow

EMPTY_NOTE: dict[str, Any] = {
    "name": "Notes",
    "params": [{"name": "who", "type": "string"}],
    "steps": [
        {"tool": "list_emails", "args": {}},
        {"tool": "echo", "args": {"value": ""}},
    ],
}


def type_into_focus(qtbot: Any, text: str) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClicks(focused, text)


@pytest.mark.parametrize("picker", ["param", "step"])
def test_typing_goes_on_right_after_a_picked_token(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch, picker: str
) -> None:
    session = open_manifest(window, EMPTY_NOTE)
    inspector = inspect(window, 1)
    row = arg_row(inspector, "value")
    box = token_box(row)
    qtbot.mouseClick(box.viewport(), Qt.MouseButton.LeftButton)
    type_into_focus(qtbot, "Brief ")
    if picker == "param":
        choose_in_menu(monkeypatch, "Who  (Text)")
        qtbot.mouseClick(row.param_button, Qt.MouseButton.LeftButton)
        token = "${who}"
    else:
        choose_in_menu(monkeypatch, "Step 1: List emails", "Emails › first › Subject")
        qtbot.mouseClick(row.step_button, Qt.MouseButton.LeftButton)
        token = "${steps[0].result.emails[0].subject}"
    box = token_box(arg_row(inspector, "value"))
    assert QApplication.focusWidget() is box
    assert box.textCursor().position() == len("Brief ") + 1  # right after the token
    type_into_focus(qtbot, " notes")
    assert tool_args(session, 1)["value"] == f"Brief {token} notes"
    # Arrow keys step over the token as over one character, Backspace removes it whole.
    for _ in range(len(" notes")):
        qtbot.keyClick(box, Qt.Key.Key_Left)
    qtbot.keyClick(box, Qt.Key.Key_Backspace)
    assert tool_args(session, 1)["value"] == "Brief  notes"
    # Ctrl+Z in the field brings the token back, as in a text field.
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tool_args(session, 1)["value"] == f"Brief {token} notes"


def test_a_token_dropped_from_a_result_leaves_the_caret_after_it_with_the_focus(
    window: MainWindow, qtbot: Any
) -> None:
    session = open_manifest(window, MAIL)
    inspector = inspect(window, 2)
    box = token_box(arg_row(inspector, "value"))
    window.frame.library_panel.search.setFocus()
    mime = QMimeData()
    mime.setData(REFERENCE_MIME, b"${steps[0].result.emails[0].subject}")
    cursor = box.textCursor()
    cursor.setPosition(len("Dear "))
    point = box.cursorRect(cursor).center()
    drop = QDropEvent(
        point.toPointF(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    box.dropEvent(drop)
    box = token_box(arg_row(inspector, "value"))
    assert QApplication.focusWidget() is box
    assert tool_args(session, 2)["value"] == "Dear ${steps[0].result.emails[0].subject}, welcome"
    assert box.textCursor().position() == len("Dear ") + 1
    type_into_focus(qtbot, "!")
    assert tool_args(session, 2)["value"] == "Dear ${steps[0].result.emails[0].subject}!, welcome"


def test_a_long_token_fits_inside_its_field(window: MainWindow, qtbot: Any) -> None:
    long_path = "${steps[0].result.emails[0].subject}"
    manifest = {
        **EMPTY_NOTE,
        "steps": [
            EMPTY_NOTE["steps"][0],
            {"tool": "echo", "args": {"value": f"A {long_path} and {long_path}"}},
        ],
    }
    open_manifest(window, manifest)
    window.resize(1024, 700)
    inspector = inspect(window, 1)
    box = token_box(arg_row(inspector, "value"))
    box.resize(160, box.height())  # a narrow field: each token alone is wider than it
    qtbot.wait(10)
    end = box.textCursor()
    end.movePosition(end.MoveOperation.End)
    box.setTextCursor(end)
    box.ensureCursorVisible()
    layout = box.document().documentLayout()
    for position in (2, 8):
        cursor = box.textCursor()
        cursor.setPosition(position)
        left = box.cursorRect(cursor).left()
        cursor.setPosition(position + 1)
        width = box.cursorRect(cursor).left() - left
        assert 0 < width < box.viewport().width(), (position, width)
    assert layout is not None
    # The caret after the last token is inside the field, where the user can see it.
    assert 0 <= box.cursorRect().right() <= box.viewport().width()
