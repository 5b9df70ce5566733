"""``--home`` names the library for every command, and output to a closed pipe is quiet."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
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


def _piped(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "RECIPE_STUDIO_HOME": str(home)}
    command = [sys.executable, "-m", "recipe_studio", *args]
    quoted = " ".join(shlex.quote(part) for part in command)
    return subprocess.run(
        ["bash", "-c", f"{quoted} | head -c 10 >/dev/null; echo ${{PIPESTATUS[0]}}"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


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
    done = _piped([part.replace("{recipe}", str(recipe)) for part in args], studio_home)
    assert "Traceback" not in done.stderr
    assert "BrokenPipe" not in done.stderr
    assert "Exception ignored" not in done.stderr
    assert done.stdout.split()[-1] in ("0", "141")
