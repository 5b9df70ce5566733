"""Connections… › "Use the servers of …": an assistant app's servers become connections.

The app's configuration is a fake one in a temporary home (HOME and XDG_CONFIG_HOME point
there): Claude Desktop with two servers, one of them the built-in tool server (with a
secret in its environment and arguments), the other the engine tests' fake server.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from platforms import person_home
from run_support import FAKE_SERVER, RUN_TIMEOUT_MS, open_steps, statuses, wait_idle

from recipe_studio.core.assistant_apps import known_apps
from recipe_studio.core.assistant_servers import MASK, assistant_servers

if TYPE_CHECKING:
    from recipe_studio.gui.window.main_window import MainWindow

SECRET = "sk-test-0123456789abcdefghijklmnop"


@pytest.fixture
def claude_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    person_home(monkeypatch, tmp_path / "user-home")
    # Where Claude Desktop keeps it on this system (~/Library/Application Support/Claude on
    # macOS, %APPDATA%\Claude on Windows, ~/.config/Claude on Linux).
    [config] = [a.config_path for a in known_apps() if a.key == "claude_desktop"]
    config.parent.mkdir(parents=True)
    pythonpath = os.environ.get("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    servers = {
        "notes": {
            "command": sys.executable,
            "args": [
                "-m",
                "recipe_studio.tools",
                "--home",
                str(tmp_path / "tools-home"),
                "--workspace",
                str(tmp_path / "tools-ws"),
            ],
            "env": {"PYTHONPATH": pythonpath, "NOTES_API_TOKEN": SECRET},
        },
        "fake": {
            "command": sys.executable,
            "args": [str(FAKE_SERVER), "--api-key", SECRET],
            "env": {"PYTHONPATH": pythonpath},
        },
        "recipes": {"command": "recipe-studio", "args": ["serve"]},
    }
    config.write_text(json.dumps({"mcpServers": servers}, indent=2), encoding="utf-8")
    return config


def test_both_servers_of_the_app_become_connections_and_one_runs_a_recipe(
    qtbot: Any, window: MainWindow, claude_config: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox, QPushButton

    from recipe_studio.gui.run.connections_dialog import ConnectionsDialog

    [found] = assistant_servers()
    assert [server.entry for server in found.servers] == ["notes", "fake"]  # not the Studio
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a: told.append(str(a[2])))
    runs = window.parts.runs
    dialog = ConnectionsDialog(runs.connections, runs.test_connection, window)
    qtbot.addWidget(dialog)
    button = dialog.findChild(QPushButton, "useServersOf_claude_desktop")
    assert button is not None
    assert button.text() == "Use the servers of Claude Desktop (2)"
    button.click()
    assert told == ["Added from Claude Desktop: notes, fake."]
    manager = window.parts.runs.connections
    assert manager.names()[1:] == ["notes", "fake"]
    assert manager.spec("notes").env["NOTES_API_TOKEN"] == SECRET  # copied whole
    shown = "\n".join(dialog.list.item(row).text() for row in range(dialog.list.count()))
    assert SECRET not in shown
    assert f"--api-key {MASK}" in shown
    button.click()  # a second click adds nothing twice
    assert told[-1] == "Every server of Claude Desktop is a connection already."
    assert manager.names()[1:] == ["notes", "fake"]
    dialog.close()

    manager.set_default("notes")
    session = open_steps(
        window,
        [
            {
                "tool": "create_note",
                "args": {"note_name": "From the app's server", "body": "It works."},
            }
        ],
    )
    monkeypatch.setattr("recipe_studio.gui.run.confirm_dialog.ConfirmDialog.exec", lambda self: 1)
    window.parts.runs.run_all()
    wait_idle(qtbot, window, RUN_TIMEOUT_MS)
    assert statuses(window, session) == ["ok"]
    notes = claude_config.parents[3] / "tools-home" / "notes"
    assert [p.read_text("utf-8") for p in notes.iterdir()] == ["It works."]


def test_the_edit_dialog_shows_secrets_dotted_and_keeps_them(
    qtbot: Any, window: MainWindow, claude_config: Path
) -> None:
    from recipe_studio.core.assistant_servers import as_connections
    from recipe_studio.gui.run.connections_dialog import ConnectionDialog

    [found] = assistant_servers()
    [notes, fake] = as_connections(found.servers, [])
    dialog = ConnectionDialog(notes, window)
    qtbot.addWidget(dialog)
    assert SECRET not in dialog.command.text()
    assert SECRET not in dialog.env.toPlainText()
    assert f"NOTES_API_TOKEN={MASK}" in dialog.env.toPlainText()
    dialog._accept()
    assert dialog.spec is not None
    assert dialog.spec.args == notes.args
    assert dialog.spec.env == notes.env
    fake_dialog = ConnectionDialog(fake, window)
    qtbot.addWidget(fake_dialog)
    assert SECRET not in fake_dialog.command.text()
    fake_dialog._accept()
    assert fake_dialog.spec is not None
    assert fake_dialog.spec.args == fake.args
