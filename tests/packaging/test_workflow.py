"""The release workflow (.github/workflows/bundles.yml): actionlint finds nothing, and it
builds, self-tests and uploads every bundle on its own OS when a tag is pushed."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from packaging_support import REPO

WORKFLOW = REPO / ".github" / "workflows" / "bundles.yml"


def actionlint() -> str:
    beside = Path(sys.executable).parent / "actionlint"
    found = str(beside) if beside.exists() else shutil.which("actionlint")
    if found is None:
        pytest.fail("actionlint is needed: pip install -e '.[test]' (the test extra)")
    return found


def test_actionlint_finds_nothing() -> None:
    # shellcheck and pyflakes are left out so the verdict is the same on every machine
    # (actionlint uses them only when they happen to be installed).
    done = subprocess.run(
        [actionlint(), "-no-color", "-oneline", "-shellcheck=", "-pyflakes=", str(WORKFLOW)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == ""


def test_actionlint_catches_a_broken_workflow(tmp_path: Path) -> None:
    """The lint is real: a typo in an expression fails it."""
    broken = tmp_path / "broken.yml"
    broken.write_text(
        WORKFLOW.read_text("utf-8").replace("${{ matrix.arch }}", "${{ matrix.archh }}"), "utf-8"
    )
    done = subprocess.run(
        [actionlint(), "-no-color", "-oneline", "-shellcheck=", "-pyflakes=", str(broken)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "archh" in done.stdout


def job(text: str, name: str) -> str:
    """The lines of one job (jobs are indented two spaces under ``jobs:``)."""
    found = re.search(rf"^  {name}:\n(.*?)(?=^  \w[\w-]*:\n|\Z)", text, re.MULTILINE | re.DOTALL)
    assert found is not None, name
    return found.group(1)


def test_a_tag_builds_every_bundle_and_drafts_the_release() -> None:
    text = WORKFLOW.read_text("utf-8")
    on = text.split("\non:\n", 1)[1].split("\n\n", 1)[0]
    assert 'tags: ["v*"]' in on
    assert "workflow_dispatch:" in on
    for name in ("linux", "macos", "windows"):
        steps = job(text, name)
        assert "python packaging/build.py --self-test --installer" in steps, name
        assert "uses: actions/upload-artifact@" in steps, name
        assert "if-no-files-found: error" in steps, name
    macos = job(text, "macos")
    assert "runner: macos-14\n            arch: arm64" in macos  # Apple silicon
    assert "runner: macos-15-intel\n            arch: x86_64" in macos  # Intel
    assert "runs-on: windows-" in job(text, "windows")
    assert "runs-on: ubuntu-22.04" in job(text, "linux")  # glibc 2.35: Ubuntu 22.04 and up
    release = job(text, "release")
    assert "needs: [linux, macos, windows]" in release
    assert "startsWith(github.ref, 'refs/tags/v')" in release
    assert "gh release create" in release
    assert "--draft" in release


def test_macos_bundles_are_built_with_the_chosen_qt() -> None:
    """The macOS jobs install with the constraints file that picks Qt for older Macs."""
    constraints = REPO / "packaging" / "macos" / "constraints.txt"
    pins = [
        line.split("#", 1)[0].strip()
        for line in constraints.read_text("utf-8").splitlines()
        if line.split("#", 1)[0].strip()
    ]
    assert pins == ["PySide6-Essentials>=6.9,<6.10", "shiboken6>=6.9,<6.10"]
    install = "python -m pip install -e '.[build]' -c packaging/macos/constraints.txt"
    assert install in job(WORKFLOW.read_text("utf-8"), "macos")
