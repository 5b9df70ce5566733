"""Adding a step with the keyboard (Ctrl+T) leaves the keyboard where the step is filled
in: the chosen tool's first argument, not the recipe's name the focus was on before."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui_support import open_manifest
from PySide6.QtWidgets import QApplication, QDialog

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.gui.fields.tool_picker import ToolPickerDialog

if TYPE_CHECKING:
    import pytest

    from recipe_studio.gui.window.main_window import MainWindow


def test_after_ctrl_t_the_keyboard_is_in_the_new_steps_first_argument(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window, catalog=bundled_catalog("builtin"))
    window.show()
    qtbot.waitExposed(window)
    editor = window.current_view().editor  # type: ignore[union-attr]
    editor.name_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is editor.name_edit)
    monkeypatch.setattr(ToolPickerDialog, "exec", lambda _self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(ToolPickerDialog, "chosen", lambda _self: "create_note")
    action = window.frame.menu_actions["add_step"]
    assert action.shortcut().toString() == "Ctrl+T"
    before = len(session.document.steps)
    action.trigger()
    assert len(session.document.steps) == before + 1
    form = editor.inspector.form
    assert form is not None
    first = next(iter(form.rows.values()))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not editor.name_edit)
    focused = QApplication.focusWidget()
    assert focused is not None
    assert first.isAncestorOf(focused), focused
