"""``run_terminal_command``: off by default, previews without confirm, bounded when it runs."""

from __future__ import annotations

import os
import time
from pathlib import Path

import anyio
import pytest
from timing import ended_early

from recipe_studio.tools.common import ToolFailure
from recipe_studio.tools.terminal import MAX_OUTPUT_BYTES, TERMINAL_OFF, Terminal

pytestmark = [
    pytest.mark.anyio,
    pytest.mark.skipif(os.name != "posix", reason="uses a POSIX shell"),
]


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
    result = (
        await Terminal(tmp_path, enabled=True).run_terminal_command(
            "pwd; echo err >&2; touch made; exit 4", confirm=True
        )
    ).root
    assert result.preview is False
    assert result.exit_code == 4
    assert Path(result.stdout.strip()).resolve() == tmp_path.resolve()
    assert result.stderr == "err\n"
    assert (tmp_path / "made").exists()


async def test_output_is_truncated(tmp_path: Path) -> None:
    command = f"head -c {MAX_OUTPUT_BYTES * 3} /dev/zero | tr '\\0' 'a'"
    result = (
        await Terminal(tmp_path, enabled=True).run_terminal_command(command, confirm=True)
    ).root
    assert result.preview is False
    assert result.stdout_truncated
    assert not result.stderr_truncated
    assert result.stdout == "a" * MAX_OUTPUT_BYTES


async def test_timeout_stops_the_whole_command(tmp_path: Path) -> None:
    terminal = Terminal(tmp_path, enabled=True)
    started = time.monotonic()
    with pytest.raises(ToolFailure, match=r"did not finish within 0.3 s and was stopped; .*begun"):
        await terminal.run_terminal_command(
            "echo begun; (sleep 1; touch late) & sleep 10", confirm=True, timeout_seconds=0.3
        )
    assert ended_early(started, 10)  # the command would run 10 s
    await anyio.sleep(1.2)
    assert not (tmp_path / "late").exists()  # the background child was stopped too


async def test_background_children_do_not_hold_the_call(tmp_path: Path) -> None:
    started = time.monotonic()
    result = (
        await Terminal(tmp_path, enabled=True).run_terminal_command(
            "sleep 10 & echo done", confirm=True, timeout_seconds=5
        )
    ).root
    assert result.preview is False
    assert result.stdout == "done\n"
    assert result.exit_code == 0
    assert ended_early(started, 10)  # the background sleep would hold it 10 s
