"""Stopping runs and losing servers: Stop at any point, a crash or a kill mid-run, quitting.

Real server subprocesses: the built-in tool server, and the engine tests' fake server
(``tests/engine/fake_server.py``: a tool that hangs the whole server, one that crashes it).
"""

from __future__ import annotations

import gc
import sys
import threading
from typing import TYPE_CHECKING, Any

import procs
import pytest
from PySide6.QtWidgets import QMessageBox
from run_support import (
    RUN_TIMEOUT_MS,
    STOP_TIMEOUT_MS,
    answer_dialogs,
    builtin_pids,
    fake_server_spec,
    headline,
    open_steps,
    process_gone,
    run_and_wait,
    server_pids,
    status_text,
    statuses,
    step_item,
    use_live_tools,
    wait_idle,
)

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.gui.run.connections import BUILTIN

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.gui.window.main_window import MainWindow

FAKE_MARK = "fake_server.py"


def use_fake_server(qtbot: Any, window: MainWindow, folder: Path, steps: list[Any]) -> Any:
    """A recipe of ``steps`` run on the fake server (the default connection)."""
    window.parts.runs.connections.add(fake_server_spec(folder))
    window.parts.runs.connections.set_default("fake")
    session = open_steps(window, steps)
    use_live_tools(qtbot, window, session, "fake")
    return session


# --------------------------------------------------------------------------- stop


def test_stop_during_a_wait_step(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [
            {"tool": "echo", "args": {"value": "a"}},
            {"wait": 30},
            {"tool": "echo", "args": {"value": "b"}},
        ],
    )
    window.parts.runs.run_all()

    def waiting() -> None:
        assert statuses(window, session)[1] == "running"
        assert step_item(window, 1).text(1).startswith("waiting…")

    qtbot.waitUntil(waiting, timeout=RUN_TIMEOUT_MS)

    window.parts.runs.panel.stop_button.click()
    wait_idle(qtbot, window, STOP_TIMEOUT_MS)

    assert statuses(window, session) == ["ok", "cancelled", "not_run"]
    assert headline(window).startswith("Stopped at step 2: 1 done.")
    assert not window.parts.runs.panel.stop_button.isEnabled()


def test_stop_during_a_call_the_server_never_answers(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    answer_dialogs(monkeypatch)
    session = use_fake_server(
        qtbot,
        window,
        tmp_path,
        [
            {"tool": "echo", "args": {"value": "a"}},
            {"tool": "hang", "args": {}},
            {"tool": "echo", "args": {"value": "b"}},
        ],
    )
    window.parts.runs.run_all()
    qtbot.waitUntil(lambda: statuses(window, session)[1] == "running", timeout=RUN_TIMEOUT_MS)

    window.parts.runs.stop()
    wait_idle(qtbot, window, STOP_TIMEOUT_MS)

    assert statuses(window, session) == ["ok", "cancelled", "not_run"]
    assert headline(window).startswith("Stopped at step 2:")
    assert window.parts.runs.job is None


# The one place these warnings are expected: a Stop that comes while the server process
# is being started abandons that connection's event loop, and the process's pipe
# transports are collected after the loop closed (asyncio warns then). They are
# collected here, inside this test, once the loop's thread has ended.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_stop_while_the_server_is_starting_runs_nothing(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, studio_home: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [
            {"tool": "echo", "args": {"value": "a"}},
            {"tool": "create_note", "args": {"note_name": "Stopped", "body": "no"}},
        ],
    )

    window.parts.runs.run_all()  # the server takes a while to start: Stop comes first
    window.parts.runs.stop()
    wait_idle(qtbot, window, RUN_TIMEOUT_MS)

    assert dialogs.confirmations == []
    assert statuses(window, session) == ["not_run", "not_run"]
    assert headline(window).startswith("Stopped at step 1:")
    assert not (studio_home / "notes" / "Stopped.md").exists()
    for thread in threading.enumerate():
        if thread.name.startswith("mcp-") and thread is not threading.current_thread():
            thread.join(10)
    gc.collect()

    run_and_wait(qtbot, window)  # and the next run is a normal one
    assert statuses(window, session) == ["ok", "ok"]
    assert len(dialogs.confirmations) == 1


# --------------------------------------------------------------------------- lost servers


def test_a_server_crash_goes_to_the_one_handler_and_the_next_run_works(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    others = server_pids(FAKE_MARK)
    session = use_fake_server(
        qtbot,
        window,
        tmp_path,
        [
            {"tool": "echo", "args": {"value": "a"}},
            {"tool": "crash", "args": {}},
            {"tool": "echo", "args": {"value": "b"}},
        ],
    )
    (first,) = server_pids(FAKE_MARK) - others

    run_and_wait(qtbot, window)

    assert statuses(window, session) == ["ok", "failed", "not_run"]
    assert len(dialogs.warnings) == 1
    title, message = dialogs.warnings[0]
    assert title == "The run on “fake” stopped"
    assert message == (
        "The tool server stopped unexpectedly. It will be started again for the next run."
    )
    # What it printed is in the Details part, never in the sentence.
    assert "crashing on purpose" in dialogs.details[0]
    assert headline(window).startswith("Failed: Step 2 (Crash)")  # the run's own result
    qtbot.waitUntil(lambda: process_gone(first), timeout=RUN_TIMEOUT_MS)

    # The app is usable: the same recipe runs again, on a fresh server (step 1 answers).
    run_and_wait(qtbot, window)
    assert statuses(window, session) == ["ok", "failed", "not_run"]
    assert len(dialogs.warnings) == 2

    # ... and a recipe without the crash goes through.
    other = open_steps(window, [{"tool": "echo", "args": {"value": "again"}}], name="Other")
    other.set_catalog(window.parts.runs.connections.catalog("fake"))
    run_and_wait(qtbot, window)
    assert statuses(window, other) == ["ok"]
    assert len(dialogs.warnings) == 2


def test_a_killed_builtin_server_is_reported_and_restarted(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, studio_home: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [
            {"tool": "echo", "args": {"value": "a"}},
            {"tool": "echo", "args": {"value": "b"}},
        ],
    )
    panel = window.parts.runs.panel
    session.run_state.toggle_breakpoints([session.document.steps[1].uid])

    window.parts.runs.run_all()
    qtbot.waitUntil(panel.continue_button.isEnabled, timeout=RUN_TIMEOUT_MS)
    (server,) = builtin_pids(studio_home)
    procs.kill(server)
    qtbot.waitUntil(lambda: process_gone(server), timeout=RUN_TIMEOUT_MS)
    panel.continue_button.click()
    wait_idle(qtbot, window)

    assert statuses(window, session) == ["ok", "failed"]
    assert [title for title, _ in dialogs.warnings] == [f"The run on “{BUILTIN}” stopped"]
    assert "stopped unexpectedly" in dialogs.warnings[0][1]

    session.run_state.toggle_breakpoints(set(session.run_state.breakpoints))
    run_and_wait(qtbot, window)
    assert statuses(window, session) == ["ok", "ok"]
    assert len(dialogs.warnings) == 1
    assert len(builtin_pids(studio_home) - {server}) == 1


def test_a_server_that_cannot_start_goes_to_the_one_handler(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    broken = [sys.executable, "-c", "import sys; print('no tools today', file=sys.stderr)"]
    window.parts.runs.connections.add(ServerSpec.stdio(broken, name="broken"))
    window.parts.runs.connections.set_default("broken")
    session = open_steps(window, [{"tool": "echo", "args": {"value": 1}}])

    run_and_wait(qtbot, window)

    # One box: what happened in plain words; what the server printed only under Details.
    assert dialogs.warnings == [
        (
            "The run on “broken” could not start",
            "The server stopped while starting (exit status 0). "
            "Check its command; the details show what it printed.",
        )
    ]
    assert "no tools today" in dialogs.details[0]
    shown = headline(window)
    assert shown.startswith("Failed: The run could not start. The server stopped while")
    assert shown.endswith("One step did not run.")
    for text in (shown, dialogs.warnings[0][1], window.parts.runs.connections.status["broken"]):
        assert "ConnectFailed" not in text
        assert "Traceback" not in text
        assert "no tools today" not in text
    # The steps never started: "Not run", never "Cancelled"; the details are in the panel.
    assert statuses(window, session) == ["not_run"]
    assert status_text(window, session, 0).startswith("Not run")
    details = window.parts.runs.panel.tree.topLevelItem(0)
    assert details is not None
    assert details.text(0) == "Details"
    assert window.parts.runs.connections.status["broken"].startswith("failed: The server stopped")

    # Back to the built-in server: the app is usable.
    window.parts.runs.connections.set_default(BUILTIN)
    run_and_wait(qtbot, window)
    assert statuses(window, session) == ["ok"]


# --------------------------------------------------------------------------- quitting


def test_closing_the_window_stops_the_thread_and_the_servers(
    qtbot: Any,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    studio_home: Path,
) -> None:
    answer_dialogs(monkeypatch)
    others = server_pids(FAKE_MARK)
    fake = use_fake_server(qtbot, window, tmp_path, [{"tool": "echo", "args": {"value": 1}}])
    run_and_wait(qtbot, window)
    assert statuses(window, fake) == ["ok"]
    window.parts.runs.connections.set_default(BUILTIN)
    builtin = open_steps(window, [{"tool": "echo", "args": {"value": 2}}], name="Builtin")
    run_and_wait(qtbot, window)
    assert statuses(window, builtin) == ["ok"]
    fakes, builtins = server_pids(FAKE_MARK) - others, builtin_pids(studio_home)
    assert len(fakes) == len(builtins) == 1
    pids = fakes | builtins

    assert window.close()

    assert not window.parts.runs.worker.running
    assert all(process_gone(pid) for pid in pids)
    assert window.parts.runs.connections.status == {"fake": "stopped", BUILTIN: "stopped"}


def test_closing_the_window_during_a_run_stops_it(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, studio_home: Path
) -> None:
    answer_dialogs(monkeypatch)
    asked: list[str] = []

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    session = open_steps(window, [{"tool": "echo", "args": {"value": 1}}, {"wait": 30}])
    window.parts.runs.run_all()
    qtbot.waitUntil(lambda: statuses(window, session)[1] == "running", timeout=RUN_TIMEOUT_MS)
    (server,) = builtin_pids(studio_home)

    assert window.close()

    assert asked == ["A run is in progress"]
    assert not window.parts.runs.worker.running
    assert process_gone(server)
