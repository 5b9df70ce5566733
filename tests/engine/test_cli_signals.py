"""Ctrl-C (SIGINT) and SIGTERM at any moment of ``recipe-studio run`` (a real process).

Whatever the run is doing — starting the server, the handshake, listing the tools, a tool
call, a wait step — the command exits 130 (SIGINT) or 143 (SIGTERM) within moments, the
server's whole process group is gone, and a run record marked cancelled keeps the steps
that were done. The time bound asserted is generous (the promise is 2 s).

On Windows no signal reaches a program but its console's Ctrl-C and Ctrl-Break, and a
Ctrl-C cannot be sent to a process group of its own: there each of these is a Ctrl-Break
to the command (started in a group of its own, so the test run is not interrupted with
it), and the command exits 130.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from procs import running
from timing import ended_early, stopped_early

from recipe_studio.core.child_env import CREATE_NEW_PROCESS_GROUP
from recipe_studio.core.engine import list_runs, read_run

ODD_SERVER = Path(__file__).resolve().parent / "odd_server.py"
#: Windows: the command runs in a process group of its own, the one a Ctrl-Break goes to.
OWN_GROUP: dict[str, Any] = (
    {"creationflags": CREATE_NEW_PROCESS_GROUP} if sys.platform == "win32" else {}
)


def interrupt(process: subprocess.Popen[Any], signum: int) -> None:
    """``signum`` to the command; on Windows a Ctrl-Break (see the module docstring)."""
    if sys.platform == "win32":
        process.send_signal(signal.CTRL_BREAK_EVENT)
    else:
        process.send_signal(signum)


def expected_status(signum: int) -> int:
    """128 + the signal number, as shells say; Windows knows no SIGTERM to exit 143 for."""
    return 143 if signum == signal.SIGTERM and sys.platform != "win32" else 130


class RunProcess:
    """``recipe-studio run`` in a process of its own, reading its output as it comes."""

    def __init__(self, tmp_path: Path, recipe: dict[str, Any], mode: str) -> None:
        self.home = tmp_path / "home"
        self.pids_file = tmp_path / "pids"
        self.events_file = tmp_path / "events"
        path = tmp_path / "recipe.json"
        path.write_text(json.dumps(recipe), encoding="utf-8")
        env = {
            **os.environ,
            "RECIPE_STUDIO_HOME": str(self.home),
            "ODD_SERVER_PIDS": str(self.pids_file),
            "ODD_SERVER_EVENTS": str(self.events_file),
            "PYTHONUNBUFFERED": "1",
        }
        command = [
            sys.executable,
            "-m",
            "recipe_studio",
            "run",
            str(path),
            "--yes",
            "--server",
            sys.executable,
            str(ODD_SERVER),
            mode,
        ]
        self.out_file = tmp_path / "out.txt"
        self.out = self.out_file.open("w", encoding="utf-8")
        self.process = subprocess.Popen(
            command,
            stdout=self.out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=env,
            **OWN_GROUP,
        )

    def output(self) -> str:
        return self.out_file.read_text(encoding="utf-8")

    def wait_for(self, text: str, seconds: float = 30) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if text in self.output():
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.02)
        raise AssertionError(f"never printed {text!r}:\n{self.output()}")

    def wait_for_server(self, event: str, seconds: float = 30) -> None:
        """Until the server says it reached ``event`` (see ``odd_server.note_event``)."""
        wait_for_event(self.events_file, event, seconds, self.process)

    def server_pids(self, seconds: float = 30) -> list[int]:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.pids_file.exists() and self.pids_file.read_text(encoding="utf-8").strip():
                return [int(pid) for pid in self.pids_file.read_text(encoding="utf-8").split()]
            time.sleep(0.02)
        raise AssertionError("the server never started")

    def interrupt(self, signum: int) -> tuple[int, float]:
        began = time.monotonic()
        interrupt(self.process, signum)
        try:
            status = self.process.wait(timeout=15)
        finally:
            self.out.close()
        return status, time.monotonic() - began


def wait_for_event(
    events_file: Path, event: str, seconds: float, process: subprocess.Popen[Any]
) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and process.poll() is None:
        if events_file.exists() and event in events_file.read_text(encoding="utf-8").split():
            return
        time.sleep(0.02)
    raise AssertionError(f"the server never reached {event!r}")


def wait_until_gone(pids: list[int], seconds: float = 3) -> list[int]:
    """The pids still running after waiting up to ``seconds`` for them to end."""
    deadline = time.monotonic() + seconds
    while any(running(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    return [pid for pid in pids if running(pid)]


RECIPE_CALL = {
    "name": "long call",
    "steps": [
        {"tool": "echo", "args": {"value": 1}},
        {"tool": "slow", "args": {"seconds": 600}},
        {"tool": "echo", "args": {"value": 2}},
    ],
}
RECIPE_WAIT = {
    "name": "long wait",
    "steps": [
        {"tool": "echo", "args": {"value": 1}},
        {"wait": 600},
        {"tool": "echo", "args": {"value": 2}},
    ],
}


@pytest.mark.parametrize(
    ("phase", "mode", "recipe", "signum"),
    [
        ("handshake", "hang-before-init", RECIPE_CALL, signal.SIGINT),
        ("tool listing", "hang-list", RECIPE_CALL, signal.SIGTERM),
        ("call", "rich", RECIPE_CALL, signal.SIGINT),
        ("wait", "rich", RECIPE_WAIT, signal.SIGTERM),
    ],
)
def test_a_signal_in_any_phase_exits_fast_ends_the_server_and_keeps_the_record(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    phase: str,
    mode: str,
    recipe: dict[str, Any],
    signum: int,
) -> None:
    run = RunProcess(tmp_path, recipe, mode)
    run.wait_for("Connecting to")
    pids = run.server_pids()
    if phase == "tool listing":
        run.wait_for_server("tools/list")  # asked, and never answered
    if phase == "call":
        run.wait_for_server("slow")
    if phase == "wait":
        run.wait_for("[2/3] waiting 600 s")
    status, seconds = run.interrupt(signum)
    assert status == expected_status(signum), run.output()
    assert stopped_early(seconds, 30), f"took {seconds:.1f} s to exit"  # before any timeout
    assert "Traceback" not in run.output()
    assert not wait_until_gone(pids), "the server (or its child) is left"
    monkeypatch.setenv("RECIPE_STUDIO_HOME", str(run.home))
    runs = list_runs(recipe["name"])
    assert len(runs) == 1, run.output()
    record = read_run(runs[0].path)
    assert record.outcome == "cancelled"
    result = record.result
    if phase in ("call", "wait"):
        assert [o.status for o in result.steps] == ["ok", "cancelled"]
        assert result.steps[0].result == {"value": 1}
        assert result.not_run == [2]
    else:
        assert result.steps == []
        assert result.not_run == [0, 1, 2]


def test_a_signal_while_starting_the_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run = RunProcess(tmp_path, RECIPE_CALL, "hang-before-init")
    run.wait_for("Connecting to")
    status, seconds = run.interrupt(signal.SIGINT)
    assert status == expected_status(signal.SIGINT)
    assert stopped_early(seconds, 30)  # not at the 30 s handshake timeout
    monkeypatch.setenv("RECIPE_STUDIO_HOME", str(run.home))
    assert [summary.outcome for summary in list_runs("long call")] == ["cancelled"]
    if run.pids_file.exists() and run.pids_file.read_text(encoding="utf-8").strip():
        assert not wait_until_gone(
            [int(pid) for pid in run.pids_file.read_text(encoding="utf-8").split()]
        )


def test_ctrl_c_while_listing_tools(tmp_path: Path) -> None:
    events = tmp_path / "events"
    env = {
        **os.environ,
        "RECIPE_STUDIO_HOME": str(tmp_path / "home"),
        "ODD_SERVER_EVENTS": str(events),
    }
    command = [
        sys.executable,
        "-m",
        "recipe_studio",
        "tools",
        "--server",
        sys.executable,
        str(ODD_SERVER),
        "hang-list",
    ]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env=env,
        **OWN_GROUP,
    )
    wait_for_event(events, "tools/list", 30, process)  # the listing hangs from here on
    began = time.monotonic()
    interrupt(process, signal.SIGINT)
    _out, err = process.communicate(timeout=15)
    assert process.returncode == expected_status(signal.SIGINT)
    assert ended_early(began, 30)  # the listing never ends by itself
    assert b"Traceback" not in err
