"""A param's title, in the person's words, where a run asks for its value (issue 34.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel

from recipe_studio.gui.run.params_dialog import ParamsDialog

if TYPE_CHECKING:
    import pytest

    from recipe_studio.gui.window.main_window import MainWindow


def test_the_values_dialog_asks_by_the_params_title(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[list[str]] = []

    def exec_(dialog: QDialog) -> int:
        assert isinstance(dialog, ParamsDialog)
        form = dialog.findChild(QFormLayout)
        assert form is not None
        shown = []
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                shown.append(label.text())
        asked.append(shown)
        tips = [editor.toolTip() for editor in dialog.editors.values()]
        assert any("timezone" in tip for tip in tips)  # the identifier stays in the tooltip
        return 0  # Cancel: nothing runs

    session = window.parts.opener.add_examples()
    assert session is not None
    name = "Morning brief"
    window.parts.opener.open_name(name)
    monkeypatch.setattr(QDialog, "exec", exec_)
    run = window.findChild(QAction, "actionRun")
    assert run is not None
    run.trigger()
    assert asked == [["Time zone"]]
