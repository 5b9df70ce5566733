"""A confirmed terminal command leaves nothing running, even a child that left its
session with ``setsid``, tested through a real tool server process."""

from __future__ import annotations

import os
import shlex
import sys
import time
from typing import TYPE_CHECKING

import anyio
import pytest
from timing import ended_early

if TYPE_CHECKING:
    from pathlib import Path

    from mcp import ClientSession

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the subreaper is Linux's"),
]

#: A process that starts its own session, writes its pid and would live a minute.
ESCAPER = (
    "import os, sys, time; os.setsid(); "
    "open(sys.argv[1], 'w').write(str(os.getpid())); time.sleep(60)"
)


def escaper(pid_file: Path) -> str:
    return f"{shlex.quote(sys.executable)} -c {shlex.quote(ESCAPER)} {shlex.quote(str(pid_file))}"


def wait_for(pid_file: Path) -> str:
    return f"while [ ! -s {shlex.quote(str(pid_file))} ]; do sleep 0.05; done"


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            state = handle.read().rsplit(b")", 1)[1].split()[0]
    except OSError:
        return False
    return state != b"Z"  # a zombie has ended; only its exit status is left


async def ended(pid_file: Path) -> bool:
    pid = int(pid_file.read_text())
    for _ in range(100):  # generous: the promise is "when the call ends"
        if not alive(pid):
            return True
        await anyio.sleep(0.1)
    os.kill(pid, 9)
    return False


async def run(session: ClientSession, command: str, timeout: float = 20) -> None:
    await session.call_tool(
        "run_terminal_command",
        {"command": command, "confirm": True, "timeout_seconds": timeout},
    )


async def test_a_setsid_child_is_ended_when_the_command_ends(
    terminal_session: ClientSession, tmp_path: Path
) -> None:
    pid_file = tmp_path / "child.pid"
    await run(terminal_session, f"{escaper(pid_file)} & {wait_for(pid_file)}; echo done")
    assert await ended(pid_file)


async def test_a_double_forked_setsid_child_is_ended(
    terminal_session: ClientSession, tmp_path: Path
) -> None:
    pid_file = tmp_path / "orphan.pid"
    # The subshell exits at once: the child has left the session and lost its parent.
    await run(terminal_session, f"({escaper(pid_file)} &); {wait_for(pid_file)}; echo done")
    assert await ended(pid_file)


async def test_a_setsid_child_is_ended_when_the_command_times_out(
    terminal_session: ClientSession, tmp_path: Path
) -> None:
    pid_file = tmp_path / "timeout.pid"
    started = time.monotonic()
    await run(terminal_session, f"{escaper(pid_file)} & {wait_for(pid_file)}; sleep 60", 2)
    assert ended_early(started, 60)  # the command would sleep 60 s
    assert await ended(pid_file)
