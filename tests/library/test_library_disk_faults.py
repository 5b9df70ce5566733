"""A full, read-only or forbidden disk: one sentence and exit 2, and the library exactly as
before (no version kept for a failed write, no history pruned, no half-made trash entry).

The disk is real: a 200 KB tmpfs mounted for the test (root only, on Linux; elsewhere the
tests are skipped with the reason). The commands run as real processes. The same cases
run on every system with the disk's refusal simulated (``refuse_writes``: every file the
library makes fails as the system would fail it), in this process.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from platforms import LINUX, covered, is_root

from recipe_studio.core.library import DiskError, Library
from recipe_studio.core.paths import library_dir

if TYPE_CHECKING:
    from collections.abc import Iterator

ROOT = Path(__file__).resolve().parents[2]
needs_root = pytest.mark.skipif(
    not (is_root() and LINUX),
    reason=covered(
        "mounting a small tmpfs needs root on Linux (.ci/run runs these as root)",
        "its simulated twin below (test_a_refusing_disk_..., test_refused_...)",
    ),
)


@contextlib.contextmanager
def small_disk(folder: Path, size: str = "200k") -> Iterator[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(disk: Path) -> None:
    """Use up every byte left on ``disk``."""
    with contextlib.suppress(OSError), (disk / "filler").open("wb") as handle:
        while True:
            handle.write(b"\0" * 4096)
            handle.flush()
    for index in range(10_000):
        try:
            (disk / f"filler-{index}").write_bytes(b"\0")
        except OSError:
            break


def unfill(disk: Path) -> None:
    for path in disk.glob("filler*"):
        path.unlink()


def state(folder: Path) -> dict[str, str]:
    """Every file of the library (not the listing cache or the lock), by content."""
    out: dict[str, str] = {}
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if path.is_file() and not rel.startswith((".index", ".lock")):
            out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def manifest(name: str, text: str = "hello") -> dict[str, object]:
    return {"name": name, "description": text, "steps": [{"tool": "get_datetime", "args": {}}]}


def cli(home: Path, *args: str, user: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "RECIPE_STUDIO_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "recipe_studio", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        user=user,
    )


def assert_one_sentence(done: subprocess.CompletedProcess[str], words: str) -> None:
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert words in lines[0]


@needs_root
def test_a_full_disk_stops_every_write_with_a_sentence(tmp_path: Path) -> None:
    share = tmp_path / "share.json"
    share.write_text(json.dumps(manifest("imported")), encoding="utf-8")
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps(manifest("kept", "newer")), encoding="utf-8")
    with small_disk(tmp_path / "disk") as home:
        lib = Library(library_dir(home))
        lib.save_manifest(manifest("kept"), "macos")
        lib.save_manifest(manifest("kept", "second"), "macos", overwrite=True)
        lib.save_manifest(manifest("gone"), "macos")
        lib.delete("gone")
        before = state(lib.root)
        fill(home)
        for args in (
            ("save", str(newer), "--overwrite", "--profile", "macos"),
            ("rename", "kept", "renamed"),
            ("delete", "kept"),
            ("import", str(share), "--profile", "macos"),
            ("trash", "--restore", "gone"),
            ("restore", "kept", "1"),
        ):
            done = cli(home, *args)
            assert_one_sentence(done, "because the disk is full: free some space")
            assert state(lib.root) == before, args
        done = cli(home, "trash", "--empty")  # the way to free space works on a full disk
        assert done.returncode == 0, done.stderr
        assert Library(library_dir(home)).trash() == []
        unfill(home)
        assert cli(home, "save", str(newer), "--overwrite", "--profile", "macos").returncode == 0


@needs_root
def test_failed_overwrites_cost_no_history(tmp_path: Path) -> None:
    """The issue's case: three saves, a full disk, 52 failed overwrites: before, the
    history became 50 copies of revision 3."""
    with small_disk(tmp_path / "disk") as home:
        lib = Library(library_dir(home))
        for text in ("one", "two", "three"):
            lib.save_manifest(manifest("r", text), "macos", overwrite=True)
        history = [(v.number, v.revision) for v in lib.versions("r")]
        assert history == [(1, 1), (2, 2)]
        fill(home)
        for attempt in range(52):
            with pytest.raises(DiskError) as caught:
                lib.save_manifest(manifest("r", f"try {attempt}"), "macos", overwrite=True)
            assert caught.value.reason == "disk_full"
        assert [(v.number, v.revision) for v in lib.versions("r")] == history
        assert lib.load("r").revision == 3
        unfill(home)
        lib.save_manifest(manifest("r", "four"), "macos", overwrite=True)
        assert [v.revision for v in lib.versions("r")] == [1, 2, 3]


@needs_root
def test_a_failed_delete_leaves_no_trash_entry(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as home:
        lib = Library(library_dir(home))
        lib.save_manifest(manifest("r"), "macos")
        lib.save_manifest(manifest("r", "two"), "macos", overwrite=True)
        (lib.root / ".trash").mkdir()
        fill(home)
        with pytest.raises(DiskError):
            lib.delete("r")
        assert list((lib.root / ".trash").iterdir()) == []
        assert lib.load("r").revision == 2


@needs_root
def test_a_read_only_disk_refuses_every_write_with_a_sentence(tmp_path: Path) -> None:
    recipe = tmp_path / "r.json"
    recipe.write_text(json.dumps(manifest("r", "again")), encoding="utf-8")
    with small_disk(tmp_path / "disk") as home:
        lib = Library(library_dir(home))
        lib.save_manifest(manifest("r"), "macos")
        lib.save_manifest(manifest("r", "two"), "macos", overwrite=True)
        lib.save_manifest(manifest("gone"), "macos")
        lib.delete("gone")
        lib.entries()
        before = state(lib.root)
        subprocess.run(["mount", "-o", "remount,ro", str(home)], check=True)
        for args in (
            ("save", str(recipe), "--overwrite", "--profile", "macos"),
            ("rename", "r", "s"),
            ("delete", "r"),
            ("import", str(recipe), "--profile", "macos"),
            ("trash", "--restore", "gone"),
            ("trash", "--empty"),
            ("restore", "r", "1"),
        ):
            assert_one_sentence(cli(home, *args), "because the disk is read-only")
        assert state(lib.root) == before
        listed = cli(home, "list")
        assert listed.returncode == 0, listed.stderr
        assert "r  (macos" in listed.stdout


@needs_root
def test_a_forbidden_folder_is_said_so(tmp_path: Path) -> None:
    """No permission to write (root may write anywhere, but not in an immutable folder:
    EPERM, said like EACCES)."""
    home = tmp_path / "home"
    lib = Library(library_dir(home))
    lib.save_manifest(manifest("r"), "macos")
    lib.entries()
    recipe = tmp_path / "r.json"
    recipe.write_text(json.dumps(manifest("r", "again")), encoding="utf-8")
    before = state(lib.root)
    locked = subprocess.run(["chattr", "-R", "+i", str(lib.root)], capture_output=True, text=True)
    if locked.returncode != 0:
        pytest.skip(f"cannot make a folder immutable here: {locked.stderr.strip()}")
    try:
        done = cli(home, "save", str(recipe), "--overwrite", "--profile", "macos")
        assert_one_sentence(done, "because the library folder may not be written to")
        assert_one_sentence(cli(home, "delete", "r"), "may not be written to")
    finally:
        subprocess.run(["chattr", "-R", "-i", str(lib.root)], check=False)
    assert state(lib.root) == before


def refuse_writes(monkeypatch: pytest.MonkeyPatch, number: int) -> None:
    """From now on every file the library writes fails with ``number`` (ENOSPC: a full
    disk; EROFS: a read-only one), before a byte of it is written."""
    from recipe_studio.core import atomic
    from recipe_studio.core.library import batch

    def refused(*_args: object, **_kwargs: object) -> str:
        raise OSError(number, os.strerror(number))

    monkeypatch.setattr(atomic, "write_temp", refused)
    monkeypatch.setattr(batch, "write_temp", refused)


def in_process(home: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    """``recipe-studio --home HOME ARGS`` in this process: its status and its stderr."""
    from recipe_studio.cli import main

    status = main(["--home", str(home), *args])
    return status, capsys.readouterr().err


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (errno.ENOSPC, "because the disk is full: free some space"),
        (errno.EROFS, "because the disk is read-only"),
        (errno.EACCES, "because the library folder may not be written to"),
    ],
)
def test_a_refusing_disk_stops_every_write_with_a_sentence(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    number: int,
    words: str,
) -> None:
    """The full, the read-only disk and the forbidden folder of the tests above, simulated
    (every system)."""
    share = tmp_path / "share.json"
    share.write_text(json.dumps(manifest("imported")), encoding="utf-8")
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps(manifest("kept", "newer")), encoding="utf-8")
    home = tmp_path / "home"
    lib = Library(library_dir(home))
    lib.save_manifest(manifest("kept"), "macos")
    lib.save_manifest(manifest("kept", "second"), "macos", overwrite=True)
    lib.save_manifest(manifest("gone"), "macos")
    lib.delete("gone")
    lib.entries()
    before = state(lib.root)
    refuse_writes(monkeypatch, number)
    for args in (
        ("save", str(newer), "--overwrite", "--profile", "macos"),
        ("rename", "kept", "renamed"),
        ("delete", "kept"),
        ("import", str(share), "--profile", "macos"),
        ("trash", "--restore", "gone"),
        ("restore", "kept", "1"),
    ):
        status, err = in_process(home, capsys, *args)
        assert status == 2, (args, err)
        assert "Traceback" not in err
        lines = err.strip().splitlines()
        assert len(lines) == 1, (args, err)
        assert words in lines[0], args
        assert state(lib.root) == before, args
    status, err = in_process(home, capsys, "list")
    assert status == 0, err
    monkeypatch.undo()
    assert in_process(home, capsys, "save", str(newer), "--overwrite", "--profile", "macos")[0] == 0


def test_refused_overwrites_cost_no_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's case, simulated (every system): 52 overwrites refused by the disk."""
    lib = Library(library_dir(tmp_path / "home"))
    for text in ("one", "two", "three"):
        lib.save_manifest(manifest("r", text), "macos", overwrite=True)
    history = [(v.number, v.revision) for v in lib.versions("r")]
    assert history == [(1, 1), (2, 2)]
    refuse_writes(monkeypatch, errno.ENOSPC)
    for attempt in range(52):
        with pytest.raises(DiskError) as caught:
            lib.save_manifest(manifest("r", f"try {attempt}"), "macos", overwrite=True)
        assert caught.value.reason == "disk_full"
    assert [(v.number, v.revision) for v in lib.versions("r")] == history
    assert lib.load("r").revision == 3
    monkeypatch.undo()
    lib.save_manifest(manifest("r", "four"), "macos", overwrite=True)
    assert [v.revision for v in lib.versions("r")] == [1, 2, 3]


def test_a_refused_delete_leaves_no_trash_entry(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lib = Library(library_dir(tmp_path / "home"))
    lib.save_manifest(manifest("r"), "macos")
    lib.save_manifest(manifest("r", "two"), "macos", overwrite=True)
    (lib.root / ".trash").mkdir()
    refuse_writes(monkeypatch, errno.ENOSPC)
    with pytest.raises(DiskError):
        lib.delete("r")
    assert list((lib.root / ".trash").iterdir()) == []
    assert lib.load("r").revision == 2


def test_every_disk_reason_has_a_sentence() -> None:
    for number, words in (
        (errno.ENOSPC, "the disk is full"),
        (errno.EROFS, "the disk is read-only"),
        (errno.EACCES, "may not be written to"),
        (getattr(errno, "EDQUOT", errno.ENOSPC), "disk"),
    ):
        error = DiskError.from_os_error("save", OSError(number, os.strerror(number), "x.json"))
        assert error is not None
        assert str(error).startswith("The recipe was not saved because ")
        assert words in str(error)
    assert DiskError.from_os_error("save", FileNotFoundError(errno.ENOENT, "gone")) is None
