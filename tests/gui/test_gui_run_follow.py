"""A run you can follow at 1024×700: each step row shows its
status from the confirmation on, "Running" only once a step runs, the Run panel comes
forward and can be made tall (and stays so), Try this step asks nothing, a run that could
not start says so, and Run is accepted as soon as Stop is disabled."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from run_support import (
    answer_dialogs,
    children,
    editor_of,
    headline,
    open_steps,
    run_and_wait,
    status_text,
    statuses,
    wait_idle,
)

from recipe_studio.gui.recipe.steps_model import COL_STATUS
from recipe_studio.gui.run.confirm_dialog import ConfirmDialog
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

    from recipe_studio.core.library import Library

NOTE_STEPS = [
    {"tool": "get_datetime", "args": {}},
    {"tool": "create_note", "args": {"note_name": "Follow", "body": "kept"}},
]


def test_rows_show_their_status_from_the_confirmation_on(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, studio_home: Path
) -> None:
    window.resize(1024, 700)
    session = open_steps(window, NOTE_STEPS)
    view = editor_of(window, session).steps_view
    assert view.isColumnHidden(COL_STATUS)  # no run yet: the arguments keep the room
    seen: dict[str, Any] = {}

    def confirm_exec(dialog: ConfirmDialog) -> int:
        seen["rows"] = [status_text(window, session, row) for row in range(2)]
        seen["headline"] = headline(window)
        seen["status bar"] = window.statusBar().currentMessage()
        seen["column shown"] = not view.isColumnHidden(COL_STATUS)
        return 1

    monkeypatch.setattr(ConfirmDialog, "exec", confirm_exec)
    run_and_wait(qtbot, window)
    assert seen["rows"] == ["Waiting for your OK"] * 2
    assert seen["column shown"]
    assert seen["headline"] == "Waiting for your confirmation. Nothing has run yet."
    assert "Running" not in seen["status bar"]
    assert statuses(window, session) == ["ok", "ok"]
    assert status_text(window, session, 0).startswith("OK ")
    assert status_text(window, session, 0).endswith(" ms")
    # The status column is on screen at 1024×700, with its words (not cut off).
    rect = view.visualRect(view.model().index(0, COL_STATUS))
    assert rect.right() <= view.viewport().width()
    assert view.model().data(view.model().index(0, COL_STATUS), Qt.ItemDataRole.ToolTipRole)
    # The run's time counts from the answer: the tools took moments.
    assert session.run_state.last_run is not None
    assert session.run_state.last_run.duration_ms < 5000


def test_try_this_step_asks_nothing_and_brings_the_run_panel_forward_keeping_focus(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [{"tool": "echo", "args": {"value": "${who}"}}],
        params=[{"name": "who", "type": "string", "default": "Ann"}],
    )
    window.frame.problems_dock.raise_()
    editor = editor_of(window, session)
    editor.select_step(0)
    name_field = editor.name_edit
    name_field.setFocus()
    qtbot.waitUntil(name_field.hasFocus)
    window.frame.menu_actions["try_step"].trigger()  # (its shortcut, while typing in a field)
    assert dialogs.params_asked == 0  # the default is used, nothing asked
    wait_idle(qtbot, window)
    assert statuses(window, session) == ["ok"]
    assert session.run_state.results[session.document.steps[0].uid]["value"] == "Ann"
    assert not window.frame.run_dock.visibleRegion().isEmpty()  # the Run tab is in front
    assert QApplication.focusWidget() is name_field


def test_the_run_panel_can_be_made_tall_and_stays_so(
    qtbot: Any, library: Library, no_leaked_windows: None
) -> None:
    first = MainWindow(library)
    qtbot.addWidget(first)
    first.resize(1024, 700)
    first.show()
    qtbot.waitExposed(first)
    open_steps(first, NOTE_STEPS).undo_stack.setClean()
    QApplication.processEvents()
    first.frame.run_dock.raise_()
    first.resizeDocks([first.frame.run_dock], [600], Qt.Orientation.Vertical)
    QApplication.processEvents()
    assert (
        first.frame.run_dock.height() >= 400
    )  # most of the window: the editor scrolls: the editor scrolls instead
    assert first.close()
    again = MainWindow(library)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    QApplication.processEvents()
    assert abs(again.frame.run_dock.height() - first.frame.run_dock.height()) <= 10


def test_a_run_that_could_not_start_says_so(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from recipe_studio.core.mcp_client import ServerSpec

    dialogs = answer_dialogs(monkeypatch)
    session = open_steps(window, [{"tool": "get_datetime", "args": {}}])
    spec = ServerSpec.stdio([str(tmp_path / "no-such-server")], name="gone")
    monkeypatch.setattr(window.parts.runs.connections, "spec", lambda _name: spec)
    run_and_wait(qtbot, window)
    assert window.statusBar().currentMessage().startswith("The run could not start: ")
    assert "Errno" not in window.statusBar().currentMessage()
    assert statuses(window, session) == ["not_run"]
    # The box says it in words; the system's own text is under Details.
    assert dialogs.warnings
    assert "Errno" not in dialogs.warnings[-1][1]
    # The Run panel: a folded Details row that says what it holds in words; the
    # system's text only in its rows, once opened.
    details = window.parts.runs.panel.tree.topLevelItem(0)
    assert details is not None
    assert details.text(0) == "Details"
    assert details.text(1).startswith("Technical details for whoever helps you")
    assert "Error" not in details.text(1)
    assert not details.isExpanded()
    inside = [row.text(1) for row in children(details)]
    assert any("no-such-server" in line or "Errno" in line for line in inside)


def test_run_is_accepted_as_soon_as_stop_is_disabled(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_steps(window, [{"tool": "get_datetime", "args": {}}])
    runs = window.parts.runs
    real = runs.worker._handlers.finished
    asked: list[str] = []

    def finished_later(report: Any) -> None:
        # The engine has ended the run (Stop is disabled) but its report is not in yet.
        if not asked:
            assert not runs.panel.stop_button.isEnabled()
            runs.run_all()
            asked.append(window.statusBar().currentMessage())
        real(report)

    monkeypatch.setattr(
        runs.worker,
        "_handlers",
        dataclasses.replace(runs.worker._handlers, finished=finished_later),
    )
    run_and_wait(qtbot, window)
    qtbot.waitUntil(lambda: len(session.run_state.history) >= 2 and not runs.running, timeout=30000)
    assert "A run is in progress" not in asked[0]
    assert statuses(window, session) == ["ok"]
