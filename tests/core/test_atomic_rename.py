"""Replacing a file another program holds open: Windows refuses the rename for as long as
the other program keeps it open, so a write waits a moment and tries again.

The first test opens the file for real (on Windows Python opens files so that a rename is
refused meanwhile; elsewhere a rename never waits for readers); the others simulate
Windows' refusal, so they check the waiting on every system.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.core import atomic
from recipe_studio.core.atomic import replace_file, write_atomic

if TYPE_CHECKING:
    from pathlib import Path


def test_a_file_read_meanwhile_is_replaced_once_the_reader_lets_go(tmp_path: Path) -> None:
    path = tmp_path / "recipe.json"
    path.write_bytes(b"old")
    reader = path.open("rb")  # another program reading the old content

    def let_go() -> None:
        time.sleep(0.3)
        reader.close()

    threading.Thread(target=let_go).start()
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["recipe.json"]  # no temp file left


@pytest.fixture
def refused(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """os.replace refuses (as Windows does while a file is open) as often as the list says."""
    refusals = [0]
    real = os.replace

    def replace(source: Any, target: Any, **kwargs: Any) -> None:
        if refusals[0] > 0:
            refusals[0] -= 1
            raise PermissionError(13, "The process cannot access the file", str(target))
        real(source, target, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(sys, "platform", "win32")
    return refusals


def test_windows_tries_again_while_the_file_is_held(tmp_path: Path, refused: list[int]) -> None:
    (tmp_path / "a").write_bytes(b"new")
    (tmp_path / "b").write_bytes(b"old")
    refused[0] = 3
    replace_file(tmp_path / "a", tmp_path / "b")
    assert (tmp_path / "b").read_bytes() == b"new"
    assert refused[0] == 0


def test_windows_gives_the_error_once_the_wait_is_over(
    tmp_path: Path, refused: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(atomic, "REPLACE_WAIT", 0.2)
    (tmp_path / "a").write_bytes(b"new")
    refused[0] = 10**6  # held for ever
    began = time.monotonic()
    with pytest.raises(PermissionError):
        replace_file(tmp_path / "a", tmp_path / "a-target")
    assert time.monotonic() - began >= 0.2
    assert (tmp_path / "a").read_bytes() == b"new"  # nothing lost


def test_elsewhere_a_refusal_is_given_at_once(
    tmp_path: Path, refused: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    (tmp_path / "a").write_bytes(b"x")
    refused[0] = 1  # a real permission problem there: no one to wait for
    with pytest.raises(PermissionError):
        replace_file(tmp_path / "a", tmp_path / "b")
