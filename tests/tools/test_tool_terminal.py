"""``run_terminal_command``: off by default, previews without confirm, bounded when it runs.

The commands run this Python (a script in the workspace, or ``-c``), which the system's
shell (``/bin/sh``; ``cmd.exe`` on Windows) starts the same way: the same tests on every
system. Output is compared by lines, as Windows ends them with ``\\r\\n``.
"""

from __future__ import annotations

import time
from pathlib import Path

import anyio
import pytest
from platforms import python_line
from timing import ended_early

from recipe_studio.tools.common import ToolFailure
from recipe_studio.tools.terminal import MAX_OUTPUT_BYTES, TERMINAL_OFF, Terminal

pytestmark = pytest.mark.anyio

#: Reports where it runs, writes to both streams, makes a file and exits 4.
WORK = """\
import os, sys
print(os.getcwd())
sys.stderr.write("err\\n")
open("made", "w").close()
sys.exit(4)
"""
#: Starts a child that would make a file a few seconds later, then sleeps half a minute.
LATE = """\
import subprocess, sys, time
print("begun", flush=True)
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(2.5); open('late', 'w').close()"])
time.sleep(30)
"""
#: Leaves a child running (holding the output streams) and ends at once.
BACKGROUND = """\
import subprocess, sys
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
print("done")
"""


def script(folder: Path, name: str, code: str) -> str:
    """The command that runs ``code`` as ``folder/name`` (the workspace: run by name)."""
    (folder / name).write_text(code, encoding="utf-8")
    return python_line(name)


async def test_off_means_off_even_with_confirm(tmp_path: Path) -> None:
    terminal = Terminal(tmp_path, enabled=False)
    for confirm in (False, True):
        with pytest.raises(ToolFailure) as caught:
            await terminal.run_terminal_command("touch x", confirm=confirm)
        assert str(caught.value) == TERMINAL_OFF
    assert not (tmp_path / "x").exists()


async def test_preview_runs_nothing(tmp_path: Path) -> None:
    preview = (await Terminal(tmp_path, enabled=True).run_terminal_command("touch x")).root
    assert preview.preview is True
    assert (
        preview.would
        == f"Run the command `touch x` in the folder {tmp_path}, stopping it after 30 s"
    )
    assert preview.details == {
        "command": "touch x",
        "folder": str(tmp_path),
        "timeout_seconds": 30.0,
    }
    assert not (tmp_path / "x").exists()


async def test_runs_in_the_workspace(tmp_path: Path) -> None:
    command = script(tmp_path, "work.py", WORK)
    result = (
        await Terminal(tmp_path, enabled=True).run_terminal_command(command, confirm=True)
    ).root
    assert result.preview is False
    assert result.exit_code == 4
    assert Path(result.stdout.strip()).resolve() == tmp_path.resolve()
    assert result.stderr.splitlines() == ["err"]
    assert (tmp_path / "made").exists()


async def test_output_is_truncated(tmp_path: Path) -> None:
    command = python_line(
        "-c", f"import sys; sys.stdout.buffer.write(b'a' * {MAX_OUTPUT_BYTES * 3})"
    )
    result = (
        await Terminal(tmp_path, enabled=True).run_terminal_command(command, confirm=True)
    ).root
    assert result.preview is False
    assert result.stdout_truncated
    assert not result.stderr_truncated
    assert result.stdout == "a" * MAX_OUTPUT_BYTES


async def test_timeout_stops_the_whole_command(tmp_path: Path) -> None:
    terminal = Terminal(tmp_path, enabled=True)
    command = script(tmp_path, "late.py", LATE)
    started = time.monotonic()
    with pytest.raises(ToolFailure, match=r"did not finish within 2 s and was stopped; .*begun"):
        await terminal.run_terminal_command(command, confirm=True, timeout_seconds=2)
    assert ended_early(started, 30)  # the command would run 30 s
    await anyio.sleep(3)
    assert not (tmp_path / "late").exists()  # the background child was stopped too


async def test_background_children_do_not_hold_the_call(tmp_path: Path) -> None:
    command = script(tmp_path, "background.py", BACKGROUND)
    started = time.monotonic()
    result = (
        await Terminal(tmp_path, enabled=True).run_terminal_command(
            command, confirm=True, timeout_seconds=20
        )
    ).root
    assert result.preview is False
    assert result.stdout.splitlines() == ["done"]
    assert result.exit_code == 0
    assert ended_early(started, 30)  # the background sleep would hold it 30 s
