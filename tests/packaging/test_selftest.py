"""``recipe-studio --self-test`` from source: offscreen by itself, private, one-line verdicts."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from typing import TYPE_CHECKING

import pytest

from recipe_studio import selftest
from recipe_studio.core.paths import resources_dir

if TYPE_CHECKING:
    from pathlib import Path


def run_self_test(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m recipe_studio --self-test`` with no display and a private HOME."""
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    base.pop("QT_QPA_PLATFORM", None)  # it must choose offscreen by itself
    fake_home = tmp_path / "user"
    base |= {
        "HOME": str(fake_home),
        "XDG_CONFIG_HOME": str(fake_home / ".config"),
        "XDG_DATA_HOME": str(fake_home / ".local" / "share"),
        "RECIPE_STUDIO_HOME": str(tmp_path / "studio-home"),
        **env,
    }
    return subprocess.run(
        [sys.executable, "-m", "recipe_studio", "--self-test"],
        env=base,
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_self_test_passes_offscreen_and_leaves_no_trace(tmp_path: Path) -> None:
    done = run_self_test(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1, done.stdout
    line = lines[0]
    assert line.startswith("self-test ok: Recipe Studio")
    examples = len(list((resources_dir() / "examples").glob("*.recipe.json")))
    assert f"{examples} example recipes opened and valid" in line
    assert "time-check ran 3/3 steps ok" in line
    assert re.search(r"python[\d.]*(\.exe)? -m recipe_studio\.tools", line), line
    assert done.stderr.strip() == ""
    # It used a temporary home: neither the Studio home nor the user's folders were touched.
    assert not (tmp_path / "studio-home").exists()
    assert not (tmp_path / "user").exists()


def test_missing_examples_fail_with_one_line(tmp_path: Path) -> None:
    empty = tmp_path / "resources"
    shutil.copytree(resources_dir() / "catalogs", empty / "catalogs")
    done = run_self_test(tmp_path, RECIPE_STUDIO_RESOURCES=str(empty))
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.splitlines() == [
        f"self-test failed: no example recipes in {empty / 'examples'}"
    ]


def test_an_invalid_example_fails_the_self_test(tmp_path: Path) -> None:
    resources = tmp_path / "resources"
    shutil.copytree(resources_dir(), resources, ignore=shutil.ignore_patterns("*.ts"))
    bad = json.loads((resources / "examples" / "time-check.recipe.json").read_text("utf-8"))
    bad["manifest"]["name"] = "Broken clock"
    bad["manifest"]["steps"].append({"tool": "echo", "args": {"value": "${steps[9].result}"}})
    (resources / "examples" / "broken.recipe.json").write_text(json.dumps(bad), "utf-8")
    done = run_self_test(tmp_path, RECIPE_STUDIO_RESOURCES=str(resources))
    assert done.returncode == 1, done.stdout
    [line] = done.stderr.splitlines()
    assert line.startswith("self-test failed: ")
    assert "Broken clock" in line


def test_a_state_changing_recipe_is_refused(tmp_path: Path) -> None:
    """The run check declines confirmations: a recipe that changes something fails it."""
    from recipe_studio.core.profiles import get_profile

    profile = get_profile("macos")
    manifest = {
        "name": "Writes a note",
        "params": [],
        "steps": [{"tool": "delete_note", "args": {"note_name": "x", "confirm": True}}],
    }
    read = profile.read(manifest)
    with pytest.raises(selftest.SelfTestFailed, match="asked to confirm"):
        selftest.run_read_only(tmp_path, read.recipe, profile)


def test_verdict_is_always_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest._verdict("self-test failed: a\nb  c", 1) == 1
    captured = capsys.readouterr()
    assert captured.err == "self-test failed: a b c\n"
    assert captured.out == ""
