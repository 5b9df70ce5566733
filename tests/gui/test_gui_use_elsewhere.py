"""Recipe › Use in other apps…: the JSON entry for MCP apps, shown read-only and copied."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialog

from recipe_studio.gui.sharing.use_elsewhere import UseElsewhereDialog
from recipe_studio.serve.client_config import client_config_text

if TYPE_CHECKING:
    import pytest

    from recipe_studio.core.library import Library
    from recipe_studio.gui.window.main_window import MainWindow


def opened_from_the_menu(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> UseElsewhereDialog:
    """Recipe › Use in other apps…, chosen in the window: the dialog it shows."""
    shown: list[UseElsewhereDialog] = []

    def exec_(dialog: QDialog) -> int:
        assert isinstance(dialog, UseElsewhereDialog)
        shown.append(dialog)
        return 0

    monkeypatch.setattr(QDialog, "exec", exec_)
    action = window.findChild(QAction, "actionUseElsewhere")
    assert action is not None
    assert action in window.frame.menus["recipe"].actions()
    action.trigger()
    assert len(shown) == 1
    return shown[0]


def test_menu_opens_the_dialog_with_this_installs_entry(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = opened_from_the_menu(window, monkeypatch)
    entry = dialog.entry
    assert entry.isReadOnly()
    assert entry.toPlainText() == client_config_text()
    server = json.loads(entry.toPlainText())["mcpServers"]["recipe-studio"]
    assert server["args"][0] == "serve" or server["args"][:3] == ["-m", "recipe_studio", "serve"]
    dialog.deleteLater()


def test_copy_puts_the_entry_on_the_clipboard(qtbot: Any) -> None:
    dialog = UseElsewhereDialog(text='{"mcpServers": {}}')
    qtbot.addWidget(dialog)
    QGuiApplication.clipboard().clear()
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == '{"mcpServers": {}}'
    assert dialog.copy_button.text() == "Copied"


# --------------------------------------------------------------------------- one click


from recipe_studio.core.assistant_apps import known_apps  # noqa: E402
from recipe_studio.core.profiles import get_profile  # noqa: E402

if TYPE_CHECKING:
    from pathlib import Path


def apps_in(home: Path) -> list[Any]:
    return known_apps("macos", home, {})


def test_add_to_an_installed_app_keeps_its_other_servers_and_says_to_restart(
    qtbot: Any, tmp_path: Path
) -> None:
    apps = apps_in(tmp_path)
    claude = apps[0]
    claude.config_path.parent.mkdir(parents=True)
    claude.config_path.write_text('{\n  "mcpServers": {"notes": {"command": "n"}}\n}\n', "utf-8")
    dialog = UseElsewhereDialog(apps=apps)
    qtbot.addWidget(dialog)
    button = dialog.add_buttons["claude_desktop"]
    assert button.text() == "Add to Claude Desktop"
    assert button.isEnabled()
    assert not dialog.add_buttons["cursor"].isEnabled()  # not on this computer
    button.click()
    config = json.loads(claude.config_path.read_text("utf-8"))
    assert config["mcpServers"]["notes"] == {"command": "n"}  # kept
    assert (
        config["mcpServers"]["recipe-studio"]
        == json.loads(client_config_text())["mcpServers"]["recipe-studio"]
    )
    assert list(claude.config_path.parent.glob("*.bak"))  # a copy kept first
    assert dialog.outcome.text().startswith("Added to Claude Desktop. Restart Claude Desktop")
    # Where each app's file is, for pasting by hand.
    hint = " ".join(label.text() for label in dialog.findChildren(type(dialog.outcome)))
    assert str(apps[1].config_path) in hint


def test_a_settings_file_that_is_not_json_is_left_alone_and_says_why(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    apps = apps_in(tmp_path)
    cursor = apps[1]
    cursor.config_path.parent.mkdir(parents=True)
    cursor.config_path.write_text("{ oops", "utf-8")
    boxes: list[tuple[str, str]] = []

    def exec_(box: QMessageBox) -> int:
        boxes.append((box.text(), box.detailedText()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    dialog = UseElsewhereDialog(apps=apps)
    qtbot.addWidget(dialog)
    dialog.add_buttons["cursor"].click()
    assert cursor.config_path.read_text("utf-8") == "{ oops"
    assert boxes[0][0] == "The settings file of Cursor is not valid JSON, so it was left as it is."
    assert str(cursor.config_path) in boxes[0][1]  # the path and the parser's words: Details


def test_which_recipes_appear_and_which_are_left_out(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From the window's menu, as a person opens it: the library the window works on is
    the one whose recipes are listed (it once went missing and the box with it)."""
    timed = {
        "name": "Time check",
        "description": "The time",
        "steps": [{"tool": "get_datetime", "args": {}}],
    }
    good = get_profile("macos").read(timed).recipe
    library.save("macos", good, draft="auto")
    draft = get_profile("macos").read({"name": "Half done", "steps": []}).recipe
    library.save("macos", draft, draft="auto")
    dialog = opened_from_the_menu(window, monkeypatch)
    assert dialog.served_label.text() == "1 recipe will appear as tools: “Time check”."
    assert dialog.left_out_label.text().startswith("“Half done” is left out: it is a draft")
    dialog.deleteLater()
