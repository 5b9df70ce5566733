"""Recipe › Record from another app… and Recipe › Recordings…: calls listed live, a draft
recipe made from them (unsaved, with references), recordings deleted, past runs made
into recipes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from platforms import person_home
from PySide6.QtCore import Qt
from run_support import open_steps, wait_idle

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.model import ToolStep
from recipe_studio.core.recording.store import RecordingWriter, list_recordings, new_recording_path
from recipe_studio.gui.run.connections import BUILTIN

if TYPE_CHECKING:
    from recipe_studio.gui.window.main_window import MainWindow

TOOLS = [
    {
        "name": "get_datetime",
        "title": "Current date and time",
        "inputSchema": {"type": "object"},
        "annotations": {"readOnlyHint": True},
    },
    {
        "name": "create_note",
        "annotations": {"title": "New note"},
        "inputSchema": {
            "type": "object",
            "properties": {
                "note_name": {"type": "string", "title": "Title"},
                "body": {"type": "string"},
            },
        },
    },
    {
        "name": "read_note",
        "inputSchema": {"type": "object", "properties": {"note_name": {"type": "string"}}},
    },
]


def record_some_work(name: str = BUILTIN) -> None:
    """What the recorder writes while an app works: a clock read, a note, a failure."""
    writer = RecordingWriter(new_recording_path(name), name=name, server="srv")
    writer.write({"kind": "tools", "tools": TOOLS})
    answers = [
        ("get_datetime", {}, True, {"date": "2026-12-01", "time": "09:30:00"}),
        (
            "create_note",
            {"note_name": "Brief 2026-12-01", "body": "Plans", "confirm": True},
            True,
            {"name": "Brief 2026-12-01"},
        ),
        ("read_note", {"note_name": "Missing"}, False, None),
    ]
    for number, (tool, arguments, ok, value) in enumerate(answers, 1):
        writer.write(
            {"kind": "call", "n": number, "tool": tool, "arguments": arguments, "at": _now()}
        )
        result = {"structuredContent": value} if ok else {"isError": True, "content": []}
        writer.write({"kind": "result", "n": number, "ok": ok, "result": result})
    writer.close()


def _now() -> str:
    from recipe_studio.core.recording.store import now_text

    return now_text()


def item(tree: Any, row: int) -> Any:
    found = tree.topLevelItem(row)
    assert found is not None
    return found


def rows(dialog: Any) -> list[tuple[str, str, str, bool]]:
    tree = dialog.tree
    return [
        (row.text(0), row.text(1), row.text(2), row.checkState(0) == Qt.CheckState.Checked)
        for row in (tree.topLevelItem(i) for i in range(tree.topLevelItemCount()))
    ]


def test_calls_appear_live_and_become_an_unsaved_draft_with_references(
    qtbot: Any, window: MainWindow
) -> None:
    from recipe_studio.gui.run.record_dialog import show_record_dialog

    window.parts.runs.connections.add(ServerSpec.stdio("lmcp --stdio", name="My LMCP"))
    dialog = show_record_dialog(window, window.parts.runs, window)
    qtbot.addWidget(dialog)
    assert dialog.connection_name() == "My LMCP"  # LMCP's by default
    entry = dialog.entry.toPlainText()
    assert '"recipe-studio-recording"' in entry
    assert '"--connection",\n        "My LMCP"' in entry
    assert not dialog.make_button.isEnabled()

    record_some_work("My LMCP")
    qtbot.waitUntil(lambda: dialog.tree.topLevelItemCount() == 3, timeout=5000)
    assert rows(dialog) == [
        ("Current date and time", "Done — step 1", "no arguments", True),
        (
            "New note",
            "Done — step 2",
            "Title: Brief 2026-12-01 · Body: Plans · Confirm: yes",
            True,
        ),
        ("Read note", "Failed — left out", "Note name: Missing", False),
    ]
    # A person can put a left-out call back, and take it out again.
    item(dialog.tree, 2).setCheckState(0, Qt.CheckState.Checked)
    assert rows(dialog)[2][1] == "Failed — step 3"
    item(dialog.tree, 2).setCheckState(0, Qt.CheckState.Unchecked)
    assert rows(dialog)[2][1] == "Failed — left out"

    dialog.make_button.click()
    session = window.current
    assert session is not None
    steps = session.document.recipe.steps
    assert [s.tool for s in steps if isinstance(s, ToolStep)] == ["get_datetime", "create_note"]
    assert isinstance(steps[1], ToolStep)
    assert steps[1].args == {"note_name": "Brief ${steps[0].result.date}", "body": "Plans"}
    assert session.modified  # nothing saved: closing asks first
    assert "create_note" in session.catalog
    # The fields the results had are learned (paths only) for the recorded connection.
    from recipe_studio.core.shapes import ShapeStore, connection_identity

    spec = window.parts.runs.connections.spec("My LMCP")
    learned = ShapeStore().learned(connection_identity("My LMCP", spec), "get_datetime")
    assert [p.path for p in learned] == [("date",), ("time",)]
    findings = dialog.findings.toPlainText()
    assert "“Confirm” was removed from 1 step" in findings
    assert "Step 2, Title: Step 1 › Date — it contains Step 1's Date." in findings


def test_recordings_are_listed_made_into_recipes_and_deleted(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from recipe_studio.gui.run.recordings_dialog import show_recordings

    record_some_work()
    dialog = show_recordings(window, window.parts.runs, window)
    qtbot.addWidget(dialog)
    assert dialog.recordings.topLevelItemCount() == 1
    assert item(dialog.recordings, 0).text(2) == "3"
    dialog.recipe_from_recording()
    assert window.current is not None
    assert len(window.current.document.recipe.steps) == 2
    asked: list[str] = []

    def answer(*args: Any) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    dialog.delete_selected()
    assert asked == ["Delete this recording for good? It cannot be undone."]
    assert list_recordings() == []
    assert dialog.recordings.topLevelItemCount() == 0


def test_a_past_run_becomes_a_recipe_the_same_way(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from recipe_studio.gui.run.recordings_dialog import show_recordings

    monkeypatch.setattr("recipe_studio.gui.run.confirm_dialog.ConfirmDialog.exec", lambda s: 1)
    open_steps(
        window,
        [
            {"tool": "get_datetime", "args": {}},
            {"tool": "echo", "args": {"value": "Report for ${steps[0].result.date}"}},
        ],
        name="Dated echo",
    )
    window.parts.runs.run_all()
    wait_idle(qtbot, window)
    dialog = show_recordings(window, window.parts.runs, window)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    assert item(dialog.runs, 0).text(1) == "Dated echo"
    dialog.runs.setCurrentItem(item(dialog.runs, 0))
    dialog.recipe_from_run()
    session = window.current
    assert session is not None
    assert session.document.recipe.name == "Dated echo"
    step = session.document.recipe.steps[1]
    assert isinstance(step, ToolStep)
    assert step.args == {"value": "Report for ${steps[0].result.date}"}


def test_a_hosts_past_run_becomes_a_recipe(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from recipe_studio.core.mcp_client.results import CallResult
    from recipe_studio.gui.run.recordings_dialog import show_recordings

    asked: list[tuple[str, str | None]] = []
    runs = {
        "runs": [
            {
                "recipe": "Host brief",
                "steps": [
                    {
                        "tool": "get_datetime",
                        "args": {},
                        "ok": True,
                        "result": {"date": "2026-12-01"},
                    },
                    {"tool": "create_note", "args": {"note_name": "Brief 2026-12-01"}, "ok": True},
                ],
            }
        ]
    }

    def call(name: str, tool: str | None, args: dict[str, Any], callback: Any) -> None:
        asked.append((name, tool))
        callback(True, CallResult.of(runs))

    monkeypatch.setattr(window.parts.runs.calls, "call", call)
    dialog = show_recordings(window, window.parts.runs, window)
    qtbot.addWidget(dialog)
    dialog.read_host_runs()
    assert asked == [(BUILTIN, "recipe_runs")]
    assert dialog.findings.text() == "The host has 1 past run."
    host_row = item(dialog.runs, dialog.runs.topLevelItemCount() - 1)
    assert host_row.text(1) == "Host brief"
    dialog.runs.setCurrentItem(host_row)
    dialog.recipe_from_run()
    session = window.current
    assert session is not None
    assert session.document.recipe.name == "Host brief"
    step = session.document.recipe.steps[1]
    assert isinstance(step, ToolStep)
    assert step.args == {"note_name": "Brief ${steps[0].result.date}"}


def test_add_to_puts_the_recording_entry_into_the_apps_settings(
    qtbot: Any, window: MainWindow, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    from recipe_studio.gui.run.record_dialog import show_record_dialog

    home = tmp_path / "user-home"
    config = home / ".cursor" / "mcp.json"
    config.parent.mkdir(parents=True)
    config.write_text('{"mcpServers": {"lmcp": {"command": "lmcp"}}}', encoding="utf-8")
    person_home(monkeypatch, home)  # never the real person's Cursor settings
    dialog = show_record_dialog(window, window.parts.runs, window)
    qtbot.addWidget(dialog)
    button = dialog.apps_box.add_buttons["cursor"]
    assert button.text() == "Add to Cursor"
    assert button.isEnabled()
    button.click()
    assert dialog.apps_box.outcome.text().startswith(
        "Added to Cursor. Restart Cursor and do the work there: the calls appear below."
    )
    servers = json.loads(config.read_text("utf-8"))["mcpServers"]
    assert servers["lmcp"] == {"command": "lmcp"}
    args = servers["recipe-studio-recording"]["args"]
    assert args[-2:] == ["--connection", BUILTIN]
    assert "record" in args
    assert "--home" in args  # the recorder reads this Studio's connections
    assert dialog.apps_box.state_labels["cursor"].text() == (
        "Cursor: the recording entry is already there."
    )
    button.click()
    assert dialog.apps_box.outcome.text() == (
        "Cursor has the recording entry already; nothing needed changing."
    )


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: no stacking
def test_the_menu_shows_one_recording_monitor(qtbot: Any, window: MainWindow) -> None:
    from PySide6.QtGui import QAction

    from recipe_studio.gui.run.record_dialog import RecordDialog

    action = window.findChild(QAction, "actionRecord")
    assert action is not None
    assert action.text() == "&Record from another app…"
    action.trigger()
    first = window.record_dialog
    assert first is not None
    action.trigger()  # again: the same monitor comes forward
    assert window.record_dialog is first
    assert len([w for w in window.findChildren(RecordDialog) if w.isVisible()]) == 1
    recordings = window.findChild(QAction, "actionRecordings")
    assert recordings is not None
    first.close()
