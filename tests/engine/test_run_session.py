"""The one run function (``RunSession``) the CLI and the window share: every ending recorded."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

from engine_support import FAKE_SERVER, fake_spec, recipe_of
from timing import ended_early

from recipe_studio.core.engine import (
    Connected,
    Connecting,
    RunEvent,
    RunFinished,
    RunHooks,
    RunRequest,
    RunSession,
    RunStarted,
    list_runs,
    read_run,
)
from recipe_studio.core.mcp_client import CancelToken, Connection, ServerSpec

ODD = Path(__file__).resolve().parent / "odd_server.py"
ECHO_TWICE = {
    "name": "twice",
    "steps": [{"tool": "echo", "args": {"value": 1}}, {"tool": "echo", "args": {"value": 2}}],
}


def test_a_server_that_cannot_start_is_a_failed_run_with_every_step_not_run() -> None:
    events: list[RunEvent] = []
    request = RunRequest(recipe_of(ECHO_TWICE), "macos", source="test")
    session = RunSession(
        request, RunHooks(on_event=events.append), spec=ServerSpec.stdio(["/nonexistent/x"])
    )
    report = session.run()
    result = report.result
    assert not result.ok
    assert not result.cancelled
    assert result.steps == []
    assert result.not_run == [0, 1]
    assert [result.status_of(i) for i in (0, 1)] == ["not_run", "not_run"]
    assert result.error_message is not None
    assert result.error_message.code == "run_connect_failed"
    assert result.error_message.values["error"].code == "connect_command_missing"
    assert [type(e) for e in events] == [Connecting, RunStarted, RunFinished]
    assert report.record_path is not None
    assert read_run(report.record_path).outcome == "failed"


def test_stop_while_the_server_starts_records_a_cancelled_run() -> None:
    spec = ServerSpec.stdio([sys.executable, str(ODD), "hang-before-init"])
    session = RunSession(RunRequest(recipe_of(ECHO_TWICE), "macos"), spec=spec)
    threading.Timer(1.0, session.cancel).start()
    began = time.monotonic()
    report = session.run()
    assert ended_early(began, 30)  # not at the 30 s handshake timeout
    assert report.result.cancelled
    assert report.result.not_run == [0, 1]
    assert report.result.error_message is not None
    assert report.result.error_message.code == "run_cancelled_before"
    assert [summary.outcome for summary in list_runs("twice")] == ["cancelled"]


def test_a_kept_connection_is_reported_for_dropping_after_a_crash(tmp_path: Path) -> None:
    """The window's way: its own live connection, handed to the run."""
    live = Connection.open(fake_spec(tmp_path))
    opened: list[CancelToken] = []

    def open_connection(token: CancelToken, _elicit: object) -> Connection:
        opened.append(token)
        return live

    events: list[RunEvent] = []
    recipe = recipe_of(
        {
            "name": "crash",
            "steps": [
                {"tool": "echo", "args": {"value": 1}},
                {"tool": "crash", "args": {}},
                {"tool": "echo", "args": {}},
            ],
        }
    )
    session = RunSession(
        RunRequest(recipe, "macos", timeout=20),
        RunHooks(on_event=events.append),
        open_connection=open_connection,
    )
    report = session.run()
    assert opened
    assert not live.closed
    assert report.drop_connection
    assert report.lost is not None
    assert report.lost.code == "server_lost_stdio"
    assert report.result.not_run == [2]
    assert any(isinstance(e, Connected) and e.tool_count >= 5 for e in events)
    live.close()


def test_abandon_records_the_steps_done_so_far(tmp_path: Path) -> None:
    recipe = recipe_of(
        {
            "name": "slow",
            "steps": [
                {"tool": "echo", "args": {"value": 1}},
                {"tool": "slow", "args": {"seconds": 60}},
            ],
        }
    )
    spec = ServerSpec.stdio(
        [sys.executable, str(FAKE_SERVER)], env={"FAKE_SERVER_DIR": str(tmp_path)}
    )
    started = threading.Event()
    session = RunSession(
        RunRequest(recipe, "macos", timeout=120),
        RunHooks(on_event=lambda e: started.set() if getattr(e, "index", -1) == 1 else None),
        spec=spec,
    )
    worker = threading.Thread(target=session.run, daemon=True)
    worker.start()
    assert started.wait(30)
    session.cancel()
    report = session.abandon("fake")
    assert report.result.cancelled
    # Step 2 is cut short: not run yet, or (on a loaded machine, where the worker may
    # have seen the cancel first) finished as cancelled; never reported done.
    statuses = [o.status for o in report.result.steps]
    assert statuses in (["ok"], ["ok", "cancelled"])
    assert report.result.completed_steps == [0]
    assert report.result.not_run == ([1] if statuses == ["ok"] else [])
    worker.join(15)
    assert [summary.outcome for summary in list_runs("slow")] == ["cancelled"]  # once
