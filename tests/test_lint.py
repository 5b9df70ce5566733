"""ruff and mypy (strict on the package and on the tests) stay clean: CI fails the moment
either complains."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from platforms import venv_program as tool

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing() -> None:
    done = subprocess.run(
        [tool("ruff"), "check", "."], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_finds_nothing() -> None:
    done = subprocess.run(
        [tool("mypy"), "recipe_studio"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_finds_nothing_in_the_tests() -> None:
    # One strict mypy build over every test module, named as pytest imports them (the
    # script says why a plain "mypy tests" cannot). Cold, it takes about 30 s of CPU; the
    # run above leaves the package in .mypy_cache. The timeout leaves room for a slow or
    # shared machine.
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "mypy_tests.py")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
