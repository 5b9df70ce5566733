"""A confirmed terminal command leaves nothing running, even a child that tried to get away,
tested through a real tool server process.

On Linux and macOS the child leaves the command's session with ``setsid``; on Windows there
is nothing to leave, as the command's Job Object holds every process it starts. Where the
child's parent ended first (a double fork), only Linux's subreaper finds it among POSIX
systems (see ``recipe_studio/tools/processes.py``); macOS skips those cases.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import anyio
import procs
import pytest
from platforms import python_line, skip_on
from timing import ended_early

if TYPE_CHECKING:
    from pathlib import Path

    from mcp import ClientSession

pytestmark = pytest.mark.anyio

#: A process that starts its own session (where there are sessions), writes its pid and
#: would live a minute.
ESCAPER = """\
import os, sys, time
if hasattr(os, "setsid"):
    os.setsid()
with open(sys.argv[1], "w") as handle:
    handle.write(str(os.getpid()))
time.sleep(60)
"""
#: The command: starts the escaper (``orphan``: through a parent that ends at once), waits
#: until it runs, says so, then ends (``hang``: sleeps a minute instead).
DRIVER = """\
import os, subprocess, sys, time
pid_file, how = sys.argv[1], sys.argv[2]
escaper = [sys.executable, "escaper.py", pid_file]
if how == "orphan":
    parent = "import subprocess, sys; subprocess.Popen(sys.argv[1:])"
    subprocess.Popen([sys.executable, "-c", parent, *escaper]).wait()
else:
    subprocess.Popen(escaper)
while not (os.path.exists(pid_file) and os.path.getsize(pid_file)):
    time.sleep(0.05)
print("done", flush=True)
if how == "hang":
    time.sleep(60)
"""

no_subreaper = skip_on(
    "darwin",
    why="macOS has no subreaper: a child that left its session after its parent ended "
    "is out of reach (a limit recipe_studio/tools/processes.py names)",
    covered_by="test_a_setsid_child_is_ended_when_the_command_times_out (its parent lives)",
)


@pytest.fixture
def command(terminal_workspace: Path, tmp_path: Path) -> Path:
    """The pid file the escaper will write; the scripts are in the server's workspace."""
    (terminal_workspace / "escaper.py").write_text(ESCAPER, encoding="utf-8")
    (terminal_workspace / "driver.py").write_text(DRIVER, encoding="utf-8")
    return tmp_path / "escaper.pid"


async def ended(pid_file: Path) -> bool:
    pid = int(pid_file.read_text(encoding="utf-8"))
    for _ in range(100):  # generous: the promise is "when the call ends"
        if not procs.running(pid):
            return True
        await anyio.sleep(0.1)
    procs.kill(pid)
    return False


async def run(session: ClientSession, pid_file: Path, how: str, timeout: float = 20) -> None:
    await session.call_tool(
        "run_terminal_command",
        {
            "command": python_line("driver.py", str(pid_file), how),
            "confirm": True,
            "timeout_seconds": timeout,
        },
    )


@no_subreaper
async def test_a_setsid_child_is_ended_when_the_command_ends(
    terminal_session: ClientSession, command: Path
) -> None:
    await run(terminal_session, command, "child")
    assert await ended(command)


@no_subreaper
async def test_a_double_forked_setsid_child_is_ended(
    terminal_session: ClientSession, command: Path
) -> None:
    # The middle process exits at once: the child has left the session and lost its parent.
    await run(terminal_session, command, "orphan")
    assert await ended(command)


async def test_a_setsid_child_is_ended_when_the_command_times_out(
    terminal_session: ClientSession, command: Path
) -> None:
    started = time.monotonic()
    await run(terminal_session, command, "hang", 5)
    assert ended_early(started, 60)  # the command would sleep 60 s
    assert await ended(command)
