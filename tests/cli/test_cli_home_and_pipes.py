"""``--home`` names the library for every command, and output to a closed pipe is quiet."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from recipe_studio.cli import main
from recipe_studio.core.engine import list_runs
from recipe_studio.core.library import Library
from recipe_studio.core.paths import library_dir

ROOT = Path(__file__).resolve().parents[2]


def _save(home: Path, name: str, text: str) -> None:
    manifest = {"name": name, "steps": [{"tool": "echo", "args": {"value": text}}]}
    Library(library_dir(home)).save_manifest(manifest, "macos")


def test_run_name_with_home_runs_that_librarys_recipe(
    tmp_path: Path, studio_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "other"
    _save(studio_home, "greet", "from the default library")
    _save(other, "greet", "from the other library")
    assert main(["run", "greet", "--home", str(other), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert "from the other library" in json.dumps(result)
    assert len(list_runs("greet", other)) == 1
    assert list_runs("greet", studio_home) == []


def test_run_name_with_home_and_no_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("RECIPE_STUDIO_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "user-data"))
    other = tmp_path / "other"
    _save(other, "only here", "hello")
    assert main(["run", "only here", "--home", str(other), "--json"]) == 0
    assert "hello" in capsys.readouterr().out


def _piped(args: list[str], home: Path) -> tuple[int, str]:
    """The command with its output into a pipe that is closed after 10 bytes, as
    ``| head -c 10`` does (in Python: the same on every system); its exit status and what
    it wrote to stderr."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "RECIPE_STUDIO_HOME": str(home)}
    process = subprocess.Popen(
        [sys.executable, "-m", "recipe_studio", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env=env,
    )
    assert process.stdout is not None
    assert process.stderr is not None
    errors: list[bytes] = []
    reader = threading.Thread(target=lambda: errors.append(process.stderr.read()))  # type: ignore[union-attr]
    reader.start()
    try:
        process.stdout.read(10)
        process.stdout.close()  # the reader goes: later writes find no one
        status = process.wait(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
        reader.join(30)
        process.stderr.close()
    return status, b"".join(errors).decode("utf-8", errors="replace")


@pytest.mark.parametrize(
    "args",
    [
        ["run", "{recipe}", "--json"],
        ["show", "many"],
        ["validate", "{recipe}", "--json"],
        ["--help"],
    ],
)
def test_output_to_a_closed_pipe_ends_quietly(
    studio_home: Path, tmp_path: Path, args: list[str]
) -> None:
    recipe = tmp_path / "many.json"
    steps = [{"tool": "echo", "args": {"value": "x" * 4000}} for _ in range(60)]
    recipe.write_text(json.dumps({"name": "many", "steps": steps}), encoding="utf-8")
    Library().save_manifest({"name": "many", "steps": steps}, "macos")
    status, errors = _piped([part.replace("{recipe}", str(recipe)) for part in args], studio_home)
    assert "Traceback" not in errors
    assert "BrokenPipe" not in errors
    assert "Exception ignored" not in errors
    assert status in (0, 141)  # all of it fitted in the pipe, or 128 + SIGPIPE, as shells say


def test_windows_says_a_closed_pipe_with_einval(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows' C runtime reports a write to a pipe whose reader has gone as ``EINVAL``,
    not ``EPIPE``: the command ends as quietly as with a ``BrokenPipeError`` (simulated
    here; ``test_output_to_a_closed_pipe_ends_quietly`` has the real pipe on Windows)."""
    import errno
    import io
    import stat

    from recipe_studio import cli

    class PipeOut(io.StringIO):
        """Standard output into a pipe whose reader has gone: kept until flushed."""

        def fileno(self) -> int:
            return 1

        def flush(self) -> None:
            raise OSError(errno.EINVAL, "Invalid argument")

    pipe = os.stat_result((stat.S_IFIFO | 0o600, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    monkeypatch.setattr(os, "fstat", lambda fd: pipe)
    monkeypatch.setattr(os, "dup2", lambda *fds: None)
    monkeypatch.setattr(sys, "stdout", PipeOut())
    einval = OSError(errno.EINVAL, "Invalid argument")
    cli.build_parser()  # the commands' modules, imported as this system's
    monkeypatch.setattr(sys, "platform", "win32")
    assert cli._closed_pipe(einval)
    assert not cli._closed_pipe(OSError(errno.EINVAL, "Invalid argument", "a:b"))  # a name
    assert cli.main(["--help"]) == cli.EXIT_BROKEN_PIPE  # flushed before exit: no "ignored"
    monkeypatch.setattr(sys, "platform", "linux")
    assert not cli._closed_pipe(einval)  # elsewhere EINVAL is something else
    assert cli._closed_pipe(BrokenPipeError(errno.EPIPE, "Broken pipe"))
