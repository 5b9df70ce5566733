"""A quiet library lists from its index alone; any add, remove or save is still seen."""

from __future__ import annotations

import json
import os
import time
from typing import TYPE_CHECKING

from platforms import make_fifo

from recipe_studio.core import limits
from recipe_studio.core.library import Library, folder_scan
from recipe_studio.core.library import index as index_module
from recipe_studio.core.library.index import RACY_NS

if TYPE_CHECKING:
    from pathlib import Path

    import pytest


def make(lib: Library, name: str, description: str = "d") -> None:
    manifest = {"name": name, "description": description, "steps": [{"tool": "get_datetime"}]}
    lib.save_manifest(manifest, "macos")


def age_folder(root: Path) -> None:
    """Pretend the folder and its files last changed well before now (not racy)."""
    old = time.time_ns() - 10 * RACY_NS
    for path in root.glob("*.json"):
        os.utime(path, ns=(old, old))
    os.utime(root, ns=(old, old))


def settle(lib: Library) -> None:
    """List once (creating the index), let the folder go quiet, list again to record it."""
    lib.entries()
    age_folder(lib.root)
    lib.entries()


def forbid_scan(monkeypatch: pytest.MonkeyPatch) -> None:
    def scan(*args: object, **kwargs: object) -> None:
        raise AssertionError("listed file by file")

    monkeypatch.setattr(index_module, "scan", scan)


def test_quiet_folder_lists_without_checking_each_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lib = Library(tmp_path / "lib")
    make(lib, "Alpha")
    make(lib, "Beta")
    settle(lib)
    forbid_scan(monkeypatch)
    assert [e.name for e in Library(lib.root).entries()] == ["Alpha", "Beta"]


def test_a_save_or_a_new_file_is_seen_at_once(tmp_path: Path) -> None:
    lib = Library(tmp_path / "lib")
    make(lib, "Alpha")
    settle(lib)
    make(Library(lib.root), "Gamma")  # another window saves: the folder's stamp moves
    assert [e.name for e in lib.entries()] == ["Alpha", "Gamma"]
    found = lib.find("Alpha")
    assert found is not None
    (lib.root / found.file).unlink()
    assert [e.name for e in lib.entries()] == ["Gamma"]


def test_an_in_place_edit_shows_at_the_next_verified_listing(tmp_path: Path) -> None:
    lib = Library(tmp_path / "lib")
    make(lib, "Alpha", "old words")
    settle(lib)
    found = lib.find("Alpha")
    assert found is not None
    path = lib.root / found.file
    stamp = os.stat(lib.root).st_mtime_ns
    path.write_text(
        path.read_text(encoding="utf-8").replace("old words", "new words"), encoding="utf-8"
    )
    os.utime(lib.root, ns=(stamp, stamp))  # an in-place write leaves the folder as it was
    assert lib.entries()[0].description == "old words"  # the index alone: not seen yet
    assert lib.entries(verify=True)[0].description == "new words"
    assert lib.entries()[0].description == "new words"


def test_a_cold_listing_reads_odd_files_as_a_file_by_file_listing_does(tmp_path: Path) -> None:
    lib = Library(tmp_path / "lib")
    make(lib, "Good one")
    (lib.root / "not-json.recipe.json").write_bytes(b"{ nope")
    (lib.root / "huge.recipe.json").write_bytes(b" " * (limits.MAX_RECIPE_BYTES + 1))
    odd_tool = {"name": "Odd tool", "steps": [{"tool": "a\nb"}, {"tool": "c"}]}
    (lib.root / "odd-tool.recipe.json").write_text(json.dumps(odd_tool), "utf-8")
    fifo = make_fifo(lib.root / "pipe.recipe.json")  # where folders can hold FIFOs
    (lib.root / "folder.recipe.json").mkdir()
    now = time.time_ns()
    files = [*sorted(folder_scan.scan(lib.root).files), "gone.recipe.json"]
    with folder_scan.folder_fd(lib.root) as fd:  # none on Windows: paths, as listings do
        swept = index_module._read_all_rows(lib.root, fd, files, now)
        one_by_one = [index_module.read_row(lib.root, fd, file, now) for file in files]
    assert swept == one_by_one
    kinds = {row[0]: row[11] for row in swept}
    assert kinds["not-json.recipe.json"] == kinds["huge.recipe.json"] == "broken"
    assert kinds["gone.recipe.json"] == "broken"
    assert sorted(row[5] for row in swept if row[11] != "broken") == ["Good one", "Odd tool"]
    listed = {entry.file: entry for entry in Library(lib.root).entries()}
    assert listed["odd-tool.recipe.json"].tools == ("a\nb", "c")  # a newline in a name
    if fifo:
        assert listed["pipe.recipe.json"].broken  # listed with its reason, never opened
    assert listed["folder.recipe.json"].broken
