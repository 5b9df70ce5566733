"""``recipe-studio run`` checks the recipe against the live tools first, and shows progress."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from engine_support import FAKE_SERVER
from test_cli_run import FakeTerminal, write

from recipe_studio.cli import main
from recipe_studio.core.engine import list_runs

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

FAKE = [sys.executable, str(FAKE_SERVER)]
NOTE_THEN_UNKNOWN: dict[str, Any] = {
    "name": "note then nothing",
    "steps": [
        {"tool": "create_note", "args": {"note_name": "checked", "body": "x"}},
        {"tool": "no_such_tool", "args": {}},
    ],
}
WORKING = {"name": "long", "steps": [{"tool": "working", "args": {"seconds": 0.6, "every": 0.2}}]}


def test_a_recipe_that_does_not_fit_the_tools_is_refused_before_anything_runs(
    tmp_path: Path, studio_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, NOTE_THEN_UNKNOWN)
    assert main(["run", path, "--yes"]) == 2
    err = capsys.readouterr().err
    assert "no_such_tool" in err
    assert "does not fit the server's tools (one error), so nothing was run" in err
    assert "--no-check" in err
    assert not (studio_home / "notes" / "checked.md").exists()
    assert list_runs("note then nothing") == []  # nothing ran, so there is no run record
    # --json lists the problems too.
    assert main(["run", path, "--yes", "--json"]) == 2
    found = json.loads(capsys.readouterr().out)
    assert [p["code"] for p in found["problems"]] == ["tool_unknown"]
    # --no-check runs it anyway: the note is made, then the unknown tool fails.
    assert main(["run", path, "--yes", "--no-check"]) == 1
    assert (studio_home / "notes" / "checked.md").exists()


def test_progress_is_a_bar_on_a_terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stdout", terminal)
    assert main(["run", write(tmp_path, WORKING), "--server", *FAKE]) == 0
    out = terminal.getvalue()
    assert "\r\033[K[1/1] Working ▕███████░░░░░░░░░░░░░▏ 33 % part 2 of 3" in out
    assert "\r\033[K[1/1] Working: ok" in out  # the bar is cleared for the step's line


def test_progress_is_a_plain_line_elsewhere_and_nothing_with_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, WORKING)
    assert main(["run", path, "--server", *FAKE]) == 0
    out = capsys.readouterr().out
    assert "[1/1] Working 0 % part 1 of 3\n" in out
    assert "\r" not in out
    assert "▕" not in out
    assert main(["run", path, "--json", "--server", *FAKE]) == 0
    captured = capsys.readouterr()
    assert "part 1 of 3" not in captured.err + captured.out
    assert json.loads(captured.out)["ok"] is True


def test_step_timeout_bounds_a_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    steps = [{"tool": "working", "args": {"seconds": 30, "every": 0.1}}]
    recipe = {"name": "longer", "steps": steps}
    assert main(["run", write(tmp_path, recipe), "--step-timeout", "1", "--server", *FAKE]) == 1
    assert "the step's time limit of one second ran out" in capsys.readouterr().err
    assert main(["run", write(tmp_path, recipe), "--step-timeout", "0"]) == 2
