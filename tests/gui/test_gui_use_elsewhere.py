"""Recipe › Use in other apps…: the JSON entry for MCP apps, shown read-only and copied."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialog

from recipe_studio.gui.main_window import MainWindow
from recipe_studio.gui.use_elsewhere import UseElsewhereDialog
from recipe_studio.serve.client_config import client_config_text


def test_menu_opens_the_dialog_with_this_installs_entry(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[UseElsewhereDialog] = []

    def exec_(dialog: QDialog) -> int:
        assert isinstance(dialog, UseElsewhereDialog)
        shown.append(dialog)
        return 0

    monkeypatch.setattr(QDialog, "exec", exec_)
    action = window.findChild(QAction, "actionUseElsewhere")
    assert action is not None
    assert action in window.menus["recipe"].actions()
    action.trigger()
    assert len(shown) == 1
    entry = shown[0].entry
    assert entry.isReadOnly()
    assert entry.toPlainText() == client_config_text()
    server = json.loads(entry.toPlainText())["mcpServers"]["recipe-studio"]
    assert server["args"][0] == "serve" or server["args"][:3] == ["-m", "recipe_studio", "serve"]
    shown[0].deleteLater()


def test_copy_puts_the_entry_on_the_clipboard(qtbot: Any) -> None:
    dialog = UseElsewhereDialog(text='{"mcpServers": {}}')
    qtbot.addWidget(dialog)
    QGuiApplication.clipboard().clear()
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == '{"mcpServers": {}}'
    assert dialog.copy_button.text() == "Copied"
